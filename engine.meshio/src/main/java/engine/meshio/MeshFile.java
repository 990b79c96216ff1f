package engine.meshio;

import engine.files.AtomicFiles;
import engine.files.InputFiles;
import engine.api.mesh.CollisionGrid;
import engine.api.mesh.CollisionMesh;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Locale;
import java.util.zip.CRC32;

/**
 * The collision mesh file, little-endian (docs/mesh-format.md): a 12-byte header ("CMSH", u16 version, u16
 * reserved, u32 section count), the sections VERT, TRIS and GRID in that order (each a 4-byte tag, a u32 payload
 * length and the payload), then a u32 CRC32 of every byte before it. Version 1 holds the original's u16 corner
 * indices, list counts and list entries, and is written for every mesh that
 * {@link CollisionMesh#fitsOriginalFormat() fits the original's format}; version 2 holds them as u32 and is
 * written for larger meshes. The writer is deterministic; the reader takes both versions, checks the framing
 * (header, section tags and lengths, footer, CRC), then every payload, and only then builds the mesh, so a
 * malformed file never yields a mesh. Each fault is a {@link MeshFormatException}.
 */
public final class MeshFile {
    /** The four magic bytes at offset 0. */
    public static final String MAGIC = "CMSH";
    /** Version 1: u16 corner indices, list counts and entries; written for meshes that fit the original's format. */
    public static final int VERSION = 1;
    /** Version 2: u32 corner indices, list counts and entries; written for meshes over the original's u16 limits. */
    public static final int VERSION_2 = 2;
    /** Bytes of the file header: magic, version, reserved, section count. */
    public static final int HEADER_BYTES = 12;
    /** The largest mesh file read (bytes): 1 GiB, above any mesh within the vertex and triangle limits. */
    public static final long MAX_FILE_BYTES = InputFiles.GIB;
    /** Bytes of a section header: tag and payload length. */
    public static final int SECTION_HEADER_BYTES = 8;
    /** Bytes of the fixed start of the GRID payload: nx, ny, nz, scale x/y/z, translation x/y/z. */
    public static final int GRID_HEADER_BYTES = 36;
    /** Bytes of the footer: the CRC32. */
    public static final int FOOTER_BYTES = 4;
    /** Bytes of one version 1 triangle record: v0, v1, v2, flags, material (u16 each). */
    public static final int TRIANGLE_BYTES = 10;
    /** Bytes of one version 2 triangle record: v0, v1, v2 (u32 each), flags, material (u16 each). */
    public static final int TRIANGLE_BYTES_V2 = 16;
    /** Bytes of one vertex: x, y, z (float32 each). */
    public static final int VERTEX_BYTES = 12;

    private static final String[] TAGS = {"VERT", "TRIS", "GRID"};
    private static final int VERT = 0;
    private static final int TRIS = 1;
    private static final int GRID = 2;

    private MeshFile() {
    }

    /** The version {@link #write(CollisionMesh)} gives mesh: 1 when it fits the original's format, else 2. */
    public static int versionFor(CollisionMesh mesh) {
        return mesh.fitsOriginalFormat() ? VERSION : VERSION_2;
    }

    /**
     * The version field of a file's header (u16 at offset 4), or −1 when data is shorter than the header or
     * does not start with the magic. Says nothing about the rest of the file: {@link #read} checks it.
     */
    public static int version(byte[] data) {
        if (data.length < HEADER_BYTES || !new String(data, 0, 4, StandardCharsets.ISO_8859_1).equals(MAGIC)) {
            return -1;
        }
        return data[4] & 0xff | (data[5] & 0xff) << 8;
    }

    /** The file bytes of mesh in {@link #versionFor its version}; the same mesh always gives the same bytes. */
    public static byte[] write(CollisionMesh mesh) {
        return write(mesh, versionFor(mesh));
    }

    /**
     * The file bytes of mesh in version 1 or 2. Any mesh can be written as version 2; version 1 only a mesh that
     * fits the original's format.
     *
     * @throws IllegalArgumentException for another version, or version 1 for a mesh that does not fit it
     */
    public static byte[] write(CollisionMesh mesh, int version) {
        if (version != VERSION && version != VERSION_2) {
            throw new IllegalArgumentException("mesh file version " + version + ": only versions 1 and 2 exist");
        }
        if (version == VERSION && !mesh.fitsOriginalFormat()) {
            throw new IllegalArgumentException("mesh file version 1 holds only meshes in the original's u16 format: "
                    + mesh.originalFormatProblem() + "; write version 2");
        }
        boolean wide = version == VERSION_2;
        int index = wide ? 4 : 2; // bytes of a corner index, a list count or a list entry
        CollisionGrid grid = mesh.grid();
        int vertices = mesh.vertexCount();
        int triangles = mesh.triangleCount();
        int cells = grid.cellCount();
        long gridBytes = GRID_HEADER_BYTES + (long) index * cells + (long) index * grid.entryCount();
        long vertBytes = 4L + (long) VERTEX_BYTES * vertices;
        long trisBytes = 4L + (long) (wide ? TRIANGLE_BYTES_V2 : TRIANGLE_BYTES) * triangles;
        long total = HEADER_BYTES + 3L * SECTION_HEADER_BYTES + vertBytes + trisBytes + gridBytes + FOOTER_BYTES;
        if (total > Integer.MAX_VALUE - 16) {
            throw new IllegalArgumentException("mesh file would be " + total + " bytes, more than a byte array holds");
        }
        ByteBuffer b = ByteBuffer.allocate((int) total).order(ByteOrder.LITTLE_ENDIAN);
        b.put(MAGIC.getBytes(StandardCharsets.US_ASCII)).putShort((short) version).putShort((short) 0).putInt(3);

        sectionHeader(b, VERT, vertBytes);
        b.putInt(vertices);
        for (int i = 0; i < vertices; i++) {
            for (int a = 0; a < 3; a++) {
                b.putInt(Float.floatToRawIntBits(mesh.vertex(i, a)));
            }
        }
        sectionHeader(b, TRIS, trisBytes);
        b.putInt(triangles);
        for (int t = 0; t < triangles; t++) {
            for (int k = 0; k < 3; k++) {
                putIndex(b, mesh.corner(t, k), wide);
            }
            b.putShort((short) mesh.flags(t)).putShort((short) mesh.material(t));
        }
        sectionHeader(b, GRID, gridBytes);
        b.putInt(grid.nx()).putInt(grid.ny()).putInt(grid.nz());
        for (int a = 0; a < 3; a++) {
            b.putInt(Float.floatToRawIntBits(grid.scale(a)));
        }
        for (int a = 0; a < 3; a++) {
            b.putInt(Float.floatToRawIntBits(grid.translation(a)));
        }
        for (int c = 0; c < cells; c++) {
            int count = grid.listCount(c);
            int at = grid.listOffset(c) + 1;
            putIndex(b, count, wide);
            for (int k = 0; k < count; k++) {
                putIndex(b, grid.poolAt(at + k), wide);
            }
        }
        CRC32 crc = new CRC32();
        crc.update(b.array(), 0, b.position());
        b.putInt((int) crc.getValue());
        return b.array();
    }

    private static void putIndex(ByteBuffer b, int value, boolean wide) {
        if (wide) {
            b.putInt(value);
        } else {
            b.putShort((short) value);
        }
    }

    /**
     * Writes mesh to file (created or replaced) in {@link #versionFor its version}, atomically: a failed write
     * leaves an earlier file untouched and no partial file.
     */
    public static void write(CollisionMesh mesh, Path file) throws IOException {
        AtomicFiles.write(file, write(mesh));
    }

    /** Reads file, a regular file of at most {@link #MAX_FILE_BYTES}; its path names it in errors. */
    public static CollisionMesh read(Path file) throws IOException {
        return read(readBytes(file), file.toString());
    }

    /**
     * The bytes of file, a regular file of at most {@link #MAX_FILE_BYTES}, for {@link #read(byte[], String)} and
     * {@link #version(byte[])}. The header is checked before the rest is read, so a file that is not a mesh file is
     * refused at once.
     *
     * @throws MeshFormatException for a header that is not a mesh file's
     * @throws engine.files.InputFileException for a file that is not a regular file or is over the limit
     */
    public static byte[] readBytes(Path file) throws IOException {
        try (InputStream in = InputFiles.open(file, MAX_FILE_BYTES, "mesh file")) {
            byte[] head = in.readNBytes(HEADER_BYTES);
            if (head.length == HEADER_BYTES) {
                new Reader(head, file.toString()).header();
            }
            byte[] rest = in.readAllBytes();
            byte[] all = Arrays.copyOf(head, head.length + rest.length);
            System.arraycopy(rest, 0, all, head.length, rest.length);
            return all;
        }
    }

    /**
     * Reads a mesh from data, naming it sourceName in errors. Validates everything before building anything.
     *
     * @throws MeshFormatException for the first fault found, with its byte offset, record and field
     */
    public static CollisionMesh read(byte[] data, String sourceName) throws MeshFormatException {
        return new Reader(data, sourceName).read();
    }

    private static void sectionHeader(ByteBuffer b, int section, long payload) {
        b.put(TAGS[section].getBytes(StandardCharsets.US_ASCII)).putInt((int) payload);
    }

    /** One read: the bytes, the name, the version and the payload positions the framing pass finds. */
    private static final class Reader {
        private final byte[] d;
        private final String source;
        private final int[] payloadAt = {-1, -1, -1};
        private final int[] payloadLength = new int[3];
        /** Version 2: u32 corner indices, list counts and entries instead of u16. */
        private boolean wide;

        Reader(byte[] data, String sourceName) {
            this.d = data;
            this.source = sourceName == null ? "<mesh>" : sourceName;
        }

        CollisionMesh read() throws MeshFormatException {
            frame();
            float[] v = vertices();
            int[] t = triangles(v);
            int triangleCount = t.length / CollisionMesh.TRIANGLE_FIELDS;
            GridParts g = grid(triangleCount);
            try {
                CollisionGrid grid = CollisionGrid.ofCounts(g.nx(), g.ny(), g.nz(), g.scale(), g.translate(),
                        g.counts(), g.entries(), triangleCount);
                return CollisionMesh.of(v, t, grid);
            } catch (IllegalArgumentException e) { // unreachable when the checks above mirror the constructors
                throw new MeshFormatException(source, -1, "mesh", "", e.getMessage());
            }
        }

            /** The 12-byte header: magic, version (sets wide), reserved 0. */
        void header() throws MeshFormatException {
            if (!tagAt(0).equals(MAGIC)) {
                throw fail(0, "header", "magic", "expected \"" + MAGIC + "\", found " + describeTag(0));
            }
            int version = u16(4);
            if (version != VERSION && version != VERSION_2) {
                throw fail(4, "header", "version", "unsupported version " + version + " (this reader reads "
                        + VERSION + " and " + VERSION_2 + ")");
            }
            wide = version == VERSION_2;
            int reserved = u16(6);
            if (reserved != 0) {
                throw fail(6, "header", "reserved", "must be 0, found " + reserved);
            }
        }

        /** Header, section framing and order, footer and CRC. */
        private void frame() throws MeshFormatException {
            if (d.length < HEADER_BYTES) {
                throw fail(0, "header", "length", "file is " + d.length + " bytes, shorter than the " + HEADER_BYTES
                        + "-byte header");
            }
            header();
            long sections = u32(8);
            long p = HEADER_BYTES;
            int found = 0;
            for (long i = 0; i < sections; i++) {
                String record = "section " + i;
                if (p + SECTION_HEADER_BYTES > d.length) {
                    throw fail(p, record, "header", "section header truncated: " + SECTION_HEADER_BYTES
                            + " bytes needed, " + (d.length - p) + " left in the file (the header declares " + sections
                            + " sections)");
                }
                int section = indexOfTag(tagAt((int) p));
                if (section < 0) {
                    throw fail(p, record, "tag", "unknown section tag " + describeTag((int) p)
                            + " (expected VERT, TRIS, GRID in that order)");
                }
                if (payloadAt[section] >= 0) {
                    throw fail(p, record, "tag", "section " + TAGS[section] + " duplicated (first payload at byte "
                            + payloadAt[section] + ")");
                }
                if (section != found) {
                    throw fail(p, record, "tag", "section " + TAGS[section] + " out of order: expected " + TAGS[found]);
                }
                long length = u32((int) p + 4);
                long left = d.length - (p + SECTION_HEADER_BYTES);
                if (length > left) {
                    throw fail(p + 4, "section " + TAGS[section], "length", "payload of " + length
                            + " bytes runs past the end of the file (" + left + " bytes left)");
                }
                payloadAt[section] = (int) (p + SECTION_HEADER_BYTES);
                payloadLength[section] = (int) length;
                found++;
                p += SECTION_HEADER_BYTES + length;
            }
            if (found < TAGS.length) {
                throw fail(p, "section " + TAGS[found], "tag", "required section " + TAGS[found]
                        + " missing (the header declares " + sections + " sections)");
            }
            long left = d.length - p;
            if (left < FOOTER_BYTES) {
                throw fail(p, "footer", "crc", "missing footer: " + left + " bytes left, the CRC32 needs "
                        + FOOTER_BYTES);
            }
            if (left > FOOTER_BYTES) {
                throw fail(p + FOOTER_BYTES, "footer", "end",
                        (left - FOOTER_BYTES) + " trailing bytes after the footer");
            }
            CRC32 crc = new CRC32();
            crc.update(d, 0, (int) p);
            long stored = u32((int) p);
            if (stored != crc.getValue()) {
                throw fail(p, "footer", "crc",
                        String.format(Locale.ROOT, "CRC32 mismatch: stored 0x%08x, computed 0x%08x",
                        stored, crc.getValue()));
            }
        }

        /** VERT: u32 count, count × (x, y, z) float32, all finite and within CollisionMesh.MAX_COORDINATE. */
        private float[] vertices() throws MeshFormatException {
            int at = payloadAt[VERT];
            long count = countOf(VERT, wide ? CollisionMesh.LIMIT_VERTICES : CollisionMesh.MAX_VERTICES, "vertex",
                    "vertices", VERTEX_BYTES);
            float[] v = new float[(int) count * 3];
            for (int i = 0; i < count; i++) {
                for (int a = 0; a < 3; a++) {
                    int off = at + 4 + i * VERTEX_BYTES + 4 * a;
                    float c = f32(off);
                    String problem = CollisionMesh.coordinateProblem(c);
                    if (problem != null) {
                        throw fail(off, "vertex " + i, String.valueOf("xyz".charAt(a)), problem);
                    }
                    v[i * 3 + a] = c;
                }
            }
            return v;
        }

        /** TRIS: u32 count, count records (10 or 16 bytes); indices in range, three distinct, not collinear. */
        private int[] triangles(float[] v) throws MeshFormatException {
            int at = payloadAt[TRIS];
            int vertexCount = v.length / 3;
            int recordBytes = wide ? TRIANGLE_BYTES_V2 : TRIANGLE_BYTES;
            int index = wide ? 4 : 2;
            long count = countOf(TRIS, wide ? CollisionMesh.LIMIT_TRIANGLES : CollisionMesh.MAX_TRIANGLES, "triangle",
                    "triangles", recordBytes);
            int[] t = new int[(int) count * CollisionMesh.TRIANGLE_FIELDS];
            for (int i = 0; i < count; i++) {
                int rec = at + 4 + i * recordBytes;
                int base = i * CollisionMesh.TRIANGLE_FIELDS;
                for (int k = 0; k < 3; k++) {
                    long corner = index(rec + index * k);
                    if (corner >= vertexCount) {
                        throw fail(rec + index * k, "triangle " + i, "v" + k, "vertex " + corner + " out of range "
                                + (vertexCount == 0 ? "(the mesh has no vertices)" : "0.." + (vertexCount - 1)));
                    }
                    t[base + k] = (int) corner;
                }
                t[base + 3] = u16(rec + 3 * index);
                t[base + 4] = u16(rec + 3 * index + 2);
                int a = t[base];
                int b = t[base + 1];
                int c = t[base + 2];
                if (a == b || b == c || a == c) {
                    int k = a == b ? 1 : 2;
                    throw fail(rec + index * k, "triangle " + i, "v" + k, "degenerate: corners " + a + ", " + b + ", "
                            + c + " repeat vertex " + (a == b || a == c ? a : b));
                }
                if (CollisionMesh.collinear(v, a, b, c)) {
                    throw fail(rec, "triangle " + i, "v0, v1, v2", "degenerate: corners " + a + ", " + b + ", " + c
                            + " are collinear (zero float32 cross product)");
                }
            }
            return t;
        }

        /** The u32 count at the start of a VERT or TRIS payload, checked against the limit and the length. */
        private long countOf(int section, int limit, String what, String whats,
                int recordBytes) throws MeshFormatException {
            int at = payloadAt[section];
            int length = payloadLength[section];
            String record = "section " + TAGS[section];
            if (length < 4) {
                throw fail(at - 4, record, "length", "payload of " + length + " bytes has no room for the u32 count");
            }
            long count = u32(at);
            if (count > limit) {
                throw fail(at, record, "count", what + " count " + count + " is over the limit " + limit
                        + (wide ? " of any mesh" : " of version 1 (a larger mesh is written as version 2)"));
            }
            long expected = 4 + count * recordBytes;
            if (length != expected) {
                throw fail(at - 4, record, "length", "payload is " + length + " bytes but " + count + " "
                        + (count == 1 ? what + " needs" : whats + " need") + " 4 + " + recordBytes + " x " + count
                        + " = " + expected);
            }
            return count;
        }

        /**
         * GRID: dimensions, map, then one counted list per cell in cell-index order (u16 count and entries in
         * version 1, u32 in version 2), filling the payload.
         */
        private GridParts grid(int triangleCount) throws MeshFormatException {
            int at = payloadAt[GRID];
            int end = at + payloadLength[GRID];
            String record = "section GRID";
            if (payloadLength[GRID] < GRID_HEADER_BYTES) {
                throw fail(at - 4, record, "length", "payload of " + payloadLength[GRID] + " bytes is shorter than the "
                        + GRID_HEADER_BYTES + "-byte grid header");
            }
            long[] n = new long[3];
            for (int a = 0; a < 3; a++) {
                n[a] = u32(at + 4 * a);
                if (n[a] == 0) {
                    throw fail(at + 4 * a, "grid", "n" + "xyz".charAt(a), "dimension 0: each must be at least 1");
                }
            }
            // Stepwise so three u32 dimensions cannot overflow a long.
            long cells = n[0];
            for (int a = 1; a < 3 && cells <= CollisionGrid.MAX_CELLS; a++) {
                cells *= n[a];
            }
            if (n[0] > CollisionGrid.MAX_CELLS || n[1] > CollisionGrid.MAX_CELLS || n[2] > CollisionGrid.MAX_CELLS
                    || cells > CollisionGrid.MAX_CELLS) {
                throw fail(at, "grid", "nx, ny, nz", n[0] + " x " + n[1] + " x " + n[2] + " cells, more than the limit "
                        + CollisionGrid.MAX_CELLS);
            }
            float[] scale = new float[3];
            float[] translate = new float[3];
            for (int a = 0; a < 3; a++) {
                scale[a] = f32(at + 12 + 4 * a);
                if (!Float.isFinite(scale[a]) || !(scale[a] > 0f)) {
                    throw fail(at + 12 + 4 * a, "grid", "scale." + "xyz".charAt(a), scale[a]
                            + " is not a finite positive number");
                }
            }
            for (int a = 0; a < 3; a++) {
                translate[a] = f32(at + 24 + 4 * a);
                if (!Float.isFinite(translate[a])) {
                    throw fail(at + 24 + 4 * a, "grid", "translation." + "xyz".charAt(a),
                            translate[a] + " is not finite");
                }
            }
            int nx = (int) n[0];
            int ny = (int) n[1];
            int cellCount = (int) cells;
            int index = wide ? 4 : 2;
            int[] counts = new int[cellCount];
            // A valid payload holds every count, so its entries fit in what the counts leave; a malformed one
            // (caught below, later) may list more before it runs out, and the array grows for it.
            long room = ((long) payloadLength[GRID] - GRID_HEADER_BYTES - (long) index * cellCount) / index;
            int[] entries = new int[(int) Math.max(16, room)];
            int filled = 0;
            int[] seenInCell = new int[triangleCount]; // cell + 1 of the last list that held the triangle
            int[] seenAtEntry = new int[triangleCount];
            int q = at + GRID_HEADER_BYTES;
            for (int c = 0; c < cellCount; c++) {
                if (q + index > end) {
                    throw fail(q, cellName(c, nx, ny), "count", "list count runs past the section end at byte " + end
                            + " (" + (cellCount - c) + " of " + cellCount + " cell lists left)");
                }
                long count = index(q);
                if (q + index + index * count > end) {
                    throw fail(q, cellName(c, nx, ny), "count", "list of " + count + " triangles needs "
                            + (index * count) + " bytes, only " + (end - q - index) + " left in the section");
                }
                for (int k = 0; k < count; k++) {
                    int off = q + index + index * k;
                    long tri = index(off);
                    if (tri >= triangleCount) {
                        throw fail(off, cellName(c, nx, ny), "entry " + k, "triangle " + tri + " out of range "
                                + (triangleCount == 0 ? "(the mesh has no triangles)" : "0.." + (triangleCount - 1)));
                    }
                    int t = (int) tri;
                    if (seenInCell[t] == c + 1) {
                        throw fail(off, cellName(c, nx, ny), "entry " + k,
                                "triangle " + t + " listed twice in one cell (also entry " + seenAtEntry[t] + ")");
                    }
                    seenInCell[t] = c + 1;
                    seenAtEntry[t] = k;
                    if (filled == entries.length) {
                        entries = Arrays.copyOf(entries, entries.length * 2);
                    }
                    entries[filled++] = t;
                }
                counts[c] = (int) count;
                q += index + index * (int) count;
            }
            if (q != end) {
                throw fail(q, record, "length", (end - q) + " extra bytes after the last cell list");
            }
            return new GridParts(nx, ny, (int) n[2], scale, translate, counts,
                    filled == entries.length ? entries : Arrays.copyOf(entries, filled));
        }

        /** "cell (x, y, z)" for cell index c. */
        private static String cellName(int c, int nx, int ny) {
            return "cell (" + c % nx + ", " + (c / nx) % ny + ", " + c / (nx * ny) + ")";
        }

        private MeshFormatException fail(long offset, String record, String field, String detail) {
            return new MeshFormatException(source, offset, record, field, detail);
        }

        /** A corner index, list count or list entry: u16 in version 1, u32 in version 2. */
        private long index(int off) {
            return wide ? u32(off) : u16(off);
        }

        private int u16(int off) {
            return d[off] & 0xff | (d[off + 1] & 0xff) << 8;
        }

        private long u32(int off) {
            return (d[off] & 0xffL) | (d[off + 1] & 0xffL) << 8 | (d[off + 2] & 0xffL) << 16
                    | (d[off + 3] & 0xffL) << 24;
        }

        private float f32(int off) {
            return Float.intBitsToFloat((int) u32(off));
        }

        private String tagAt(int off) {
            return new String(d, off, 4, StandardCharsets.ISO_8859_1);
        }

        /** A tag as 'ABCD' when printable ASCII, else as its four bytes in hex. */
        private String describeTag(int off) {
            boolean printable = true;
            for (int i = 0; i < 4; i++) {
                printable &= d[off + i] >= 0x20 && d[off + i] < 0x7f;
            }
            if (printable) {
                return "'" + tagAt(off) + "'";
            }
            return String.format(Locale.ROOT, "bytes %02x %02x %02x %02x", d[off], d[off + 1], d[off + 2], d[off + 3]);
        }

        private static int indexOfTag(String tag) {
            for (int i = 0; i < TAGS.length; i++) {
                if (TAGS[i].equals(tag)) {
                    return i;
                }
            }
            return -1;
        }
    }

    /** The validated parts of a GRID payload. */
    private record GridParts(int nx, int ny, int nz, float[] scale, float[] translate, int[] counts, int[] entries) {
    }
}
