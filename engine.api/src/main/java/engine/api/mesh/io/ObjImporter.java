package engine.api.mesh.io;

import engine.api.mesh.CollisionMesh;
import engine.api.mesh.MeshBuilder;
import engine.api.mesh.TriangleFlags;
import java.io.IOException;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import java.util.regex.Pattern;

/**
 * Imports Wavefront OBJ text into a collision mesh (docs/mesh-format.md #obj). Reads {@code v x y z [w]} and
 * {@code f a b c ...} (index forms {@code a}, {@code a/t}, {@code a//n}, {@code a/t/n}; negative indices count
 * back from the last vertex defined; polygons are fanned into triangles (0, i, i + 1)); {@code usemtl} sets the
 * flags and material of the faces after it; {@code o}, {@code g}, {@code s}, {@code vt}, {@code vn},
 * {@code mtllib}, {@code l}, {@code p}, comments and blank lines are ignored; any other statement is an error.
 * The whole text is checked before the mesh is baked; each fault is an {@link ObjFormatException} naming the
 * line and field. Instances are immutable and thread-safe.
 */
public final class ObjImporter {
    /** Flags of faces before any usemtl: 0xc001, enabled, one-sided, no corner-slide edge (bits 14-15 = 3). */
    public static final int DEFAULT_FLAGS = TriangleFlags.withCornerEdge(TriangleFlags.ENABLED, TriangleFlags.CORNER_EDGE_NONE);
    /** Material of faces before any usemtl. */
    public static final int DEFAULT_MATERIAL = 0;

    private static final Pattern DECIMAL = Pattern.compile("[+-]?(\\d+\\.?\\d*|\\.\\d+)([eE][+-]?\\d+)?");
    private static final Pattern NON_FINITE = Pattern.compile("[+-]?(?i:nan|inf|infinity)");
    private static final Pattern INTEGER = Pattern.compile("[+-]?\\d+");
    private static final Pattern OPTIONAL_INTEGER = Pattern.compile("([+-]?\\d+)?");
    private static final Pattern U16 = Pattern.compile("\\d+|0[xX][0-9a-fA-F]+");

    private final TreeMap<String, int[]> materials = new TreeMap<>();

    /** An importer whose usemtl names must all be key=value lists (no material table). */
    public ObjImporter() {
    }

    /**
     * An importer that resolves other usemtl names through a table of name → {flags, material} (u16 each).
     *
     * @throws IllegalArgumentException when an entry is null or not two u16 values
     */
    public ObjImporter(Map<String, int[]> materialTable) {
        Objects.requireNonNull(materialTable, "materialTable");
        for (Map.Entry<String, int[]> e : new TreeMap<>(materialTable).entrySet()) { // sorted: first fault is stable
            int[] fm = e.getValue();
            if (fm == null || fm.length != 2 || (fm[0] & ~0xffff) != 0 || (fm[1] & ~0xffff) != 0) {
                throw new IllegalArgumentException("material table entry '" + e.getKey() + "': needs {flags, material},"
                        + " two values 0..0xffff, got " + Arrays.toString(fm));
            }
            materials.put(e.getKey(), fm.clone());
        }
    }

    /** Reads the OBJ file (UTF-8) and bakes it with cubic cells of cellSize metres; errors name the path. */
    public CollisionMesh read(Path file, float cellSize) throws IOException {
        return read(Files.readString(file, StandardCharsets.UTF_8), file.toString(), cellSize);
    }

    /**
     * Parses objText (named sourceName in errors) and bakes it with cubic cells of cellSize metres (finite, &gt; 0).
     *
     * @throws ObjFormatException for the first fault in the text
     * @throws IllegalArgumentException for a bad cell size or a grid the cell size cannot bake (too many cells)
     */
    public CollisionMesh read(String objText, String sourceName, float cellSize) throws ObjFormatException {
        if (!Float.isFinite(cellSize) || !(cellSize > 0f)) {
            throw new IllegalArgumentException("cell size " + cellSize + " m: must be finite and greater than 0");
        }
        return parse(objText, sourceName).build(cellSize);
    }

    /**
     * Parses objText (named sourceName in errors) into a builder holding its vertices (file order) and
     * triangles (face order, fans in order), all already checked, so that any cell size can bake it.
     *
     * @throws ObjFormatException for the first fault in the text
     */
    public MeshBuilder parse(String objText, String sourceName) throws ObjFormatException {
        Objects.requireNonNull(objText, "objText");
        String source = sourceName == null ? "<obj>" : sourceName;
        MeshBuilder out = new MeshBuilder();
        float[] xyz = new float[48]; // own copy for the collinearity test
        int vertices = 0;
        int triangles = 0;
        int flags = DEFAULT_FLAGS;
        int material = DEFAULT_MATERIAL;
        String[] lines = objText.split("\r\n|\r|\n", -1);
        for (int li = 0; li < lines.length; li++) {
            int line = li + 1;
            String text = lines[li];
            int hash = text.indexOf('#');
            if (hash >= 0) {
                text = text.substring(0, hash);
            }
            text = text.strip();
            if (text.isEmpty()) {
                continue;
            }
            String[] tok = text.split("\\s+");
            switch (tok[0]) {
                case "v" -> {
                    if (tok.length != 4 && tok.length != 5) {
                        throw new ObjFormatException(source, line, "v", "a vertex needs 3 or 4 numbers (x y z [w]), found "
                                + (tok.length - 1));
                    }
                    if (vertices == CollisionMesh.MAX_VERTICES) {
                        throw new ObjFormatException(source, line, "v", "too many vertices: more than the limit "
                                + CollisionMesh.MAX_VERTICES);
                    }
                    float[] c = new float[tok.length - 1];
                    for (int k = 0; k < c.length; k++) {
                        c[k] = number(source, line, "xyzw".substring(k, k + 1), tok[k + 1]);
                    }
                    if (xyz.length < vertices * 3 + 3) {
                        xyz = Arrays.copyOf(xyz, xyz.length * 2);
                    }
                    xyz[vertices * 3] = c[0];
                    xyz[vertices * 3 + 1] = c[1];
                    xyz[vertices * 3 + 2] = c[2];
                    vertices++;
                    out.vertex(c[0], c[1], c[2]);
                }
                case "f" -> {
                    int corners = tok.length - 1;
                    if (corners < 3) {
                        throw new ObjFormatException(source, line, "f", "a face needs at least 3 vertices, found " + corners);
                    }
                    int[] idx = new int[corners];
                    for (int k = 0; k < corners; k++) {
                        idx[k] = faceIndex(source, line, k + 1, tok[k + 1], vertices);
                    }
                    if (triangles + (corners - 2) > CollisionMesh.MAX_TRIANGLES) {
                        throw new ObjFormatException(source, line, "f", "too many triangles: this face's " + (corners - 2)
                                + " would make " + (triangles + corners - 2) + ", more than the limit "
                                + CollisionMesh.MAX_TRIANGLES);
                    }
                    for (int i = 1; i + 1 < corners; i++) { // fan (0, i, i + 1)
                        checkTriangle(source, line, xyz, idx, 0, i, i + 1);
                        out.triangle(idx[0], idx[i], idx[i + 1], flags, material);
                        triangles++;
                    }
                }
                case "usemtl" -> {
                    String name = text.substring("usemtl".length()).strip();
                    int[] fm = material(source, line, name);
                    flags = fm[0];
                    material = fm[1];
                }
                case "o", "g", "s", "vt", "vn", "mtllib", "l", "p" -> {
                    // Names, smoothing, texture and normal data, lines and points: no collision surface.
                }
                default -> throw new ObjFormatException(source, line, "keyword", "unsupported statement '" + tok[0] + "'");
            }
        }
        return out;
    }

    /** A float32 coordinate: decimal text only (no hex, no suffix); nan/inf and overflow are non-finite. */
    private static float number(String source, int line, String field, String token) throws ObjFormatException {
        if (NON_FINITE.matcher(token).matches()) {
            throw new ObjFormatException(source, line, field, "non-finite coordinate '" + token + "'");
        }
        if (!DECIMAL.matcher(token).matches()) {
            throw new ObjFormatException(source, line, field, "unparsable number '" + token + "'");
        }
        float value = Float.parseFloat(token);
        if (!Float.isFinite(value)) {
            throw new ObjFormatException(source, line, field, "non-finite coordinate '" + token
                    + "' (overflows float32)");
        }
        return value;
    }

    /** The 0-based vertex index of face token k (1-based position) given the vertices defined so far. */
    private static int faceIndex(String source, int line, int k, String token, int vertices) throws ObjFormatException {
        String field = "vertex " + k;
        String[] parts = token.split("/", -1);
        if (parts.length > 3 || !INTEGER.matcher(parts[0]).matches()
                || (parts.length > 1 && !OPTIONAL_INTEGER.matcher(parts[1]).matches())
                || (parts.length > 2 && !OPTIONAL_INTEGER.matcher(parts[2]).matches())) {
            throw new ObjFormatException(source, line, field, "unparsable face vertex '" + token
                    + "' (expected a, a/t, a//n or a/t/n)");
        }
        long index = clamp(new BigInteger(parts[0]));
        if (index == 0) {
            throw new ObjFormatException(source, line, field, "index 0 is not valid (OBJ indices start at 1)");
        }
        long resolved = index > 0 ? index - 1 : vertices + index;
        if (resolved < 0 || resolved >= vertices) {
            String range = vertices == 0 ? "no vertices are defined yet"
                    : index > 0 ? "out of range 1.." + vertices : "out of range -1..-" + vertices;
            throw new ObjFormatException(source, line, field, "index " + parts[0] + " " + range
                    + (vertices == 0 ? "" : " (vertices defined so far)"));
        }
        return (int) resolved;
    }

    /** value clamped to ±2^40, far outside every range checked here, so long digit strings cannot overflow. */
    private static long clamp(BigInteger value) {
        BigInteger limit = BigInteger.ONE.shiftLeft(40);
        return value.max(limit.negate()).min(limit).longValue();
    }

    /** Rejects the fan triangle of face positions i, j, k (0-based) when it repeats a vertex or is collinear. */
    private static void checkTriangle(String source, int line, float[] xyz, int[] idx, int i, int j, int k)
            throws ObjFormatException {
        int a = idx[i];
        int b = idx[j];
        int c = idx[k];
        String fields = "vertices " + (i + 1) + ", " + (j + 1) + ", " + (k + 1);
        if (a == b || b == c || a == c) {
            throw new ObjFormatException(source, line, fields, "degenerate triangle: repeats vertex "
                    + (a == b || a == c ? a + 1 : b + 1));
        }
        // Same test as CollisionMesh.of, so a face that passes here bakes.
        if (CollisionMesh.collinear(xyz, a, b, c)) {
            throw new ObjFormatException(source, line, fields, "degenerate triangle: vertices " + (a + 1) + ", " + (b + 1)
                    + ", " + (c + 1) + " are collinear (zero float32 cross product)");
        }
    }

    /** {flags, material} of a usemtl name: a key=value list (flags, material) or a material table entry. */
    private int[] material(String source, int line, String name) throws ObjFormatException {
        if (name.isEmpty()) {
            throw new ObjFormatException(source, line, "usemtl", "usemtl needs a material name");
        }
        if (name.indexOf('=') < 0) {
            int[] fm = materials.get(name);
            if (fm == null) {
                throw new ObjFormatException(source, line, "usemtl", "unknown material '" + name
                        + "' (not key=value pairs and not in the material table)");
            }
            return fm.clone();
        }
        int[] fm = {DEFAULT_FLAGS, DEFAULT_MATERIAL}; // keys left out keep the defaults
        boolean[] set = new boolean[2];
        for (String pair : name.split(",", -1)) {
            int eq = pair.indexOf('=');
            String key = eq < 0 ? pair.strip() : pair.substring(0, eq).strip();
            int slot = key.equals("flags") ? 0 : key.equals("material") ? 1 : -1;
            if (slot < 0) {
                throw new ObjFormatException(source, line, "usemtl", "unknown key '" + key
                        + "' in '" + name + "' (keys are flags and material)");
            }
            if (eq < 0) {
                throw new ObjFormatException(source, line, key, "'" + pair.strip() + "' has no value (key=value)");
            }
            if (set[slot]) {
                throw new ObjFormatException(source, line, key, "key given twice in '" + name + "'");
            }
            String value = pair.substring(eq + 1).strip();
            long v = -1;
            if (U16.matcher(value).matches()) {
                boolean hex = value.length() > 1 && (value.charAt(1) == 'x' || value.charAt(1) == 'X');
                v = clamp(hex ? new BigInteger(value.substring(2), 16) : new BigInteger(value));
            }
            if (v < 0 || v > 0xffff) {
                throw new ObjFormatException(source, line, key, "bad value '" + value
                        + "' (a u16: decimal 0..65535 or 0x0000..0xffff)");
            }
            fm[slot] = (int) v;
            set[slot] = true;
        }
        return fm;
    }
}
