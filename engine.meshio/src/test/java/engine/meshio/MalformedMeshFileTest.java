package engine.meshio;

import static engine.meshio.ByteEdits.all;
import static engine.meshio.ByteEdits.ascii;
import static engine.meshio.ByteEdits.f32;
import static engine.meshio.ByteEdits.le;
import static engine.meshio.ByteEdits.splice;
import static engine.meshio.ByteEdits.u16;
import static engine.meshio.ByteEdits.u32;
import static engine.meshio.ByteEdits.withCrc;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.UnaryOperator;
import java.util.stream.Stream;
import java.util.zip.CRC32;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Malformed mesh files, each made by mutating a valid file (MeshFileTest.wallAndFloor: 8 vertices, 4 triangles,
 * a 4 x 5 x 2 grid) at offsets computed from the layout, each with its own expected offset, record, field and
 * message. Content faults get a recomputed CRC so they reach the payload checks.
 */
class MalformedMeshFileTest {

    // Offsets in the valid file (docs/mesh-format.md).
    private static final int VERT_TAG = 12;
    private static final int VERT_LENGTH = 16;
    private static final int VERT_COUNT = 20;
    private static final int VERT_DATA = 24;
    private static final int V = 8;
    private static final int TRIS_TAG = VERT_DATA + 12 * V; // 120
    private static final int TRIS_LENGTH = TRIS_TAG + 4;
    private static final int TRIS_COUNT = TRIS_TAG + 8;
    private static final int TRIS_DATA = TRIS_TAG + 12; // 132
    private static final int T = 4;
    private static final int GRID_TAG = TRIS_DATA + 10 * T; // 172
    private static final int GRID_LENGTH = GRID_TAG + 4;
    private static final int GRID = GRID_TAG + 8; // 180: nx
    private static final int CELL0 = GRID + 36; // cell (0, 0, 0): count 2, triangles 2, 3

    private static final String SOURCE = "bad.cmesh";

    /** One malformed file and what the reader must say about it. */
    record Case(String name, byte[] bytes, long offset, String record, String field, String fragment) {
    }

    private static byte[] valid() {
        return MeshFile.write(MeshFileTest.wallAndFloor());
    }

    private static int vertex(int i, int axis) {
        return VERT_DATA + 12 * i + 4 * axis;
    }

    private static int triangle(int i, int field) {
        return TRIS_DATA + 10 * i + 2 * field;
    }

    /** The valid file with edit applied and the footer CRC recomputed over everything before it. */
    private static byte[] fixed(UnaryOperator<byte[]> edit) {
        byte[] b = edit.apply(valid());
        return withCrc(b);
    }

    /** The valid file with edit applied and the CRC left as it was (framing faults come before the CRC). */
    private static byte[] raw(UnaryOperator<byte[]> edit) {
        return edit.apply(valid());
    }

    /** A file assembled from the valid file's sections with one payload replaced. */
    private static byte[] withPayload(String tag, byte[] payload) {
        byte[] v = valid();
        ByteBuffer in = le(v);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.write(v, 0, 12);
        int p = 12;
        for (int s = 0; s < 3; s++) {
            String t = new String(v, p, 4, StandardCharsets.US_ASCII);
            int length = in.getInt(p + 4);
            byte[] body = t.equals(tag) ? payload : Arrays.copyOfRange(v, p + 8, p + 8 + length);
            byte[] head = new byte[8];
            System.arraycopy(v, p, head, 0, 4);
            le(head).putInt(4, body.length);
            out.write(head, 0, 8);
            out.write(body, 0, body.length);
            p += 8 + length;
        }
        out.write(new byte[4], 0, 4);
        return withCrc(out.toByteArray());
    }

    static List<Case> cases() {
        int length = valid().length;
        int footer = length - 4;
        List<Case> c = new ArrayList<>();
        // Header.
        c.add(new Case("file shorter than the header", Arrays.copyOf(valid(), 7), 0, "header", "length",
                "file is 7 bytes, shorter than the 12-byte header"));
        c.add(new Case("bad magic", raw(ascii(0, "X")), 0, "header", "magic", "expected \"CMSH\", found 'XMSH'"));
        c.add(new Case("unsupported version", raw(u16(4, 3)), 4, "header", "version",
                "unsupported version 3 (this reader reads 1 and 2)"));
        c.add(new Case("non-zero reserved", raw(u16(6, 1)), 6, "header", "reserved", "must be 0, found 1"));
        // Section framing.
        c.add(new Case("section header truncated", Arrays.copyOf(valid(), 16), VERT_TAG, "section 0", "header",
                "section header truncated: 8 bytes needed, 4 left in the file"));
        c.add(new Case("section count past the sections", raw(u32(8, 4)), footer, "section 3", "header",
                "section header truncated: 8 bytes needed, 4 left in the file"));
        c.add(new Case("section length past end of file", raw(u32(VERT_LENGTH, 0x7fffffffL)), VERT_LENGTH,
                "section VERT", "length", "payload of 2147483647 bytes runs past the end of the file ("
                + (length - VERT_DATA + 4) + " bytes left)"));
        c.add(new Case("unknown section tag", raw(ascii(VERT_TAG, "VERX")), VERT_TAG, "section 0", "tag",
                "unknown section tag 'VERX' (expected VERT, TRIS, GRID in that order)"));
        c.add(new Case("unprintable section tag", raw(ascii(VERT_TAG, "\u0000\u0001\u00ff\u0003")), VERT_TAG,
                "section 0", "tag", "unknown section tag bytes 00 01 ff 03"));
        c.add(new Case("section out of order", raw(ascii(TRIS_TAG, "GRID")), TRIS_TAG, "section 1", "tag",
                "section GRID out of order: expected TRIS"));
        c.add(new Case("section duplicated", raw(ascii(GRID_TAG, "TRIS")), GRID_TAG, "section 2", "tag",
                "section TRIS duplicated (first payload at byte " + (TRIS_TAG + 8) + ")"));
        c.add(new Case("section missing", raw(u32(8, 2)), GRID_TAG, "section GRID", "tag",
                "required section GRID missing (the header declares 2 sections)"));
        // Footer.
        c.add(new Case("missing footer", Arrays.copyOf(valid(), footer), footer, "footer", "crc",
                "missing footer: 0 bytes left, the CRC32 needs 4"));
        c.add(new Case("trailing bytes after the footer", Arrays.copyOf(valid(), length + 3), length, "footer", "end",
                "3 trailing bytes after the footer"));
        c.add(new Case("CRC mismatch", raw(f32(vertex(0, 0), 0.25f)), footer, "footer", "crc",
                "CRC32 mismatch: stored 0x"));
        // VERT.
        c.add(new Case("vertex count over the limit", fixed(u32(VERT_COUNT, 65537)), VERT_COUNT, "section VERT",
                "count", "vertex count 65537 is over the limit 65536"));
        c.add(new Case("vertex payload length mismatch", fixed(u32(VERT_COUNT, 7)), VERT_LENGTH, "section VERT",
                "length", "payload is 100 bytes but 7 vertices need 4 + 12 x 7 = 88"));
        c.add(new Case("vertex payload without a count", withPayload("VERT", new byte[2]), VERT_LENGTH, "section VERT",
                "length", "payload of 2 bytes has no room for the u32 count"));
        c.add(new Case("NaN vertex", fixed(f32(vertex(2, 1), Float.NaN)), vertex(2, 1), "vertex 2", "y",
                "NaN is not finite"));
        c.add(new Case("infinite vertex", fixed(f32(vertex(5, 2), Float.NEGATIVE_INFINITY)), vertex(5, 2),
                "vertex 5", "z", "-Infinity is not finite"));
        // TRIS.
        c.add(new Case("triangle count over the limit", fixed(u32(TRIS_COUNT, 65537)), TRIS_COUNT, "section TRIS",
                "count", "triangle count 65537 is over the limit 65536"));
        c.add(new Case("triangle payload length mismatch", fixed(u32(TRIS_COUNT, 5)), TRIS_LENGTH, "section TRIS",
                "length", "payload is 44 bytes but 5 triangles need 4 + 10 x 5 = 54"));
        c.add(new Case("vertex index out of range", fixed(u16(triangle(3, 2), 9)), triangle(3, 2), "triangle 3", "v2",
                "vertex 9 out of range 0..7"));
        c.add(new Case("degenerate triangle, repeated index", fixed(u16(triangle(1, 1), 0)), triangle(1, 1),
                "triangle 1", "v1", "degenerate: corners 0, 0, 3 repeat vertex 0"));
        // Vertices 4 (−4, −5, 0), 0 (0, −5, 0), 5 (4, −5, 0) lie on one line.
        c.add(new Case("degenerate triangle, collinear corners",
                fixed(all(u16(triangle(0, 0), 4), u16(triangle(0, 1), 0), u16(triangle(0, 2), 5))), triangle(0, 0),
                "triangle 0", "v0, v1, v2", "degenerate: corners 4, 0, 5 are collinear (zero float32 cross product)"));
        // GRID.
        c.add(new Case("grid payload shorter than its header", withPayload("GRID", new byte[20]), GRID_LENGTH,
                "section GRID", "length", "payload of 20 bytes is shorter than the 36-byte grid header"));
        c.add(new Case("grid dimension zero", fixed(u32(GRID + 4, 0)), GRID + 4, "grid", "ny",
                "dimension 0: each must be at least 1"));
        c.add(new Case("grid cell count over the limit", fixed(all(u32(GRID, 2048), u32(GRID + 4, 2048))), GRID, "grid",
                "nx, ny, nz", "2048 x 2048 x 2 cells, more than the limit 4194304"));
        c.add(new Case("grid cell count overflowing an int", fixed(all(u32(GRID, 0x10000), u32(GRID + 4, 0x10000),
                u32(GRID + 8, 1))), GRID, "grid", "nx, ny, nz", "65536 x 65536 x 1 cells, more than the limit"));
        c.add(new Case("grid cell count overflowing a long", fixed(all(u32(GRID, 0xffffffffL),
                u32(GRID + 4, 0xffffffffL), u32(GRID + 8, 0xffffffffL))), GRID, "grid", "nx, ny, nz",
                "4294967295 x 4294967295 x 4294967295 cells"));
        c.add(new Case("NaN scale", fixed(f32(GRID + 16, Float.NaN)), GRID + 16, "grid", "scale.y",
                "NaN is not a finite positive number"));
        c.add(new Case("zero scale", fixed(f32(GRID + 12, 0f)), GRID + 12, "grid", "scale.x",
                "0.0 is not a finite positive number"));
        c.add(new Case("negative scale", fixed(f32(GRID + 20, -0.5f)), GRID + 20, "grid", "scale.z",
                "-0.5 is not a finite positive number"));
        c.add(new Case("infinite translation", fixed(f32(GRID + 32, Float.POSITIVE_INFINITY)), GRID + 32, "grid",
                "translation.z", "Infinity is not finite"));
        c.add(new Case("cell list past the section end", fixed(u16(CELL0, 0xffff)), CELL0, "cell (0, 0, 0)", "count",
                "list of 65535 triangles needs 131070 bytes, only "));
        // The last cell, (3, 4, 1), is empty: drop its count and shorten GRID to match.
        c.add(new Case("cell count past the section end",
                fixed(all(splice(footer - 2, 2, 0), b -> u32(GRID_LENGTH, le(b).getInt(GRID_LENGTH) - 2).apply(b))),
                footer - 2, "cell (3, 4, 1)", "count", "list count runs past the section end at byte " + (footer - 2)
                + " (1 of 40 cell lists left)"));
        c.add(new Case("cell list triangle out of range", fixed(u16(CELL0 + 2, 4)), CELL0 + 2, "cell (0, 0, 0)",
                "entry 0", "triangle 4 out of range 0..3"));
        c.add(new Case("triangle listed twice in a cell", fixed(u16(CELL0 + 4, 2)), CELL0 + 4, "cell (0, 0, 0)",
                "entry 1", "triangle 2 listed twice in one cell (also entry 0)"));
        c.add(new Case("extra bytes at the end of a section",
                fixed(all(splice(footer, 0, 2), b -> u32(GRID_LENGTH, le(b).getInt(GRID_LENGTH) + 2).apply(b))),
                footer, "section GRID", "length", "2 extra bytes after the last cell list"));
        return c;
    }

    @TestFactory
    Stream<DynamicTest> eachMalformedFileHasItsOwnError() {
        return cases().stream().map(k -> DynamicTest.dynamicTest(k.name(), () -> {
            MeshFormatException e = assertThrows(MeshFormatException.class, () -> MeshFile.read(k.bytes(), SOURCE));
            assertEquals(SOURCE, e.sourceName(), k.name());
            assertEquals(k.offset(), e.byteOffset(), k.name() + ": " + e.getMessage());
            assertEquals(k.record(), e.record(), k.name() + ": " + e.getMessage());
            assertEquals(k.field(), e.field(), k.name() + ": " + e.getMessage());
            assertTrue(e.detail().startsWith(k.fragment()), k.name() + ": " + e.getMessage());
            assertEquals(SOURCE + ": byte " + k.offset() + ": " + k.record() + " field " + k.field() + ": "
                    + e.detail(), e.getMessage());
        }));
    }

    @Test
    void thereAreAtLeastTwentyCasesAndTheirMessagesAreDistinct() {
        List<Case> all = cases();
        assertTrue(all.size() >= 20, "cases: " + all.size());
        Set<String> messages = new HashSet<>();
        for (Case k : all) {
            try {
                MeshFile.read(k.bytes(), SOURCE);
                fail(k.name() + " was accepted");
            } catch (MeshFormatException e) {
                assertTrue(messages.add(e.getMessage()), "two cases give " + e.getMessage());
            }
        }
    }

    @Test
    void theBriefsExampleMessageShape() {
        MeshFormatException e = assertThrows(MeshFormatException.class,
                () -> MeshFile.read(fixed(u16(triangle(3, 2), 9)), SOURCE));
        assertEquals("bad.cmesh: byte " + triangle(3, 2) + ": triangle 3 field v2: vertex 9 out of range 0..7",
                e.getMessage());
    }

    @Test
    void everyTruncationIsAFormatError() {
        byte[] v = valid();
        for (int n = 0; n < v.length; n++) {
            byte[] cut = Arrays.copyOf(v, n);
            assertThrows(MeshFormatException.class, () -> MeshFile.read(cut, SOURCE), "first " + n + " bytes");
        }
    }

    @Test
    void everyBitFlipIsAFormatErrorAndNeverAnotherException() throws Exception {
        byte[] v = valid();
        for (int i = 0; i < v.length; i++) {
            for (int bit = 0; bit < 8; bit++) {
                byte[] flipped = v.clone();
                flipped[i] ^= (byte) (1 << bit);
                assertThrows(MeshFormatException.class, () -> MeshFile.read(flipped, SOURCE),
                        "byte " + i + " bit " + bit);
                // With the CRC made to match, a flip is either still a valid mesh or a format error.
                if (i < v.length - 4) {
                    byte[] refit = withCrc(flipped.clone());
                    try {
                        MeshFile.read(refit, SOURCE);
                    } catch (MeshFormatException expected) {
                        assertTrue(expected.getMessage().startsWith(SOURCE + ": "));
                    }
                }
            }
        }
    }
}
