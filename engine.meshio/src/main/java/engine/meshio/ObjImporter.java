package engine.meshio;

import engine.files.InputFiles;
import engine.files.Utf8Lines;
import engine.api.mesh.CollisionMesh;
import engine.api.mesh.MeshBuilder;
import engine.api.mesh.TriangleFlags;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.StringReader;
import java.io.UncheckedIOException;
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
 * line and field. Files are read line by line and every step is linear in the text, so models far over the
 * original's u16 limits (up to {@link CollisionMesh#LIMIT_VERTICES} vertices and
 * {@link CollisionMesh#LIMIT_TRIANGLES} triangles) import. A degenerate fan triangle (a repeated vertex, collinear
 * corners) is skipped and counted by default, as PhysX's cooking drops such triangles, or refused on request; a
 * y-up file is turned to the engine's z-up. Instances are immutable and thread-safe.
 */
public final class ObjImporter {
    /** Flags of faces before any usemtl: 0xc001, enabled, one-sided, no corner-slide edge (bits 14-15 = 3). */
    public static final int DEFAULT_FLAGS = TriangleFlags.withCornerEdge(TriangleFlags.ENABLED,
            TriangleFlags.CORNER_EDGE_NONE);
    /** Material of faces before any usemtl. */
    public static final int DEFAULT_MATERIAL = 0;

    /** The largest OBJ file read (bytes): 4 GiB, far above a mesh at the vertex and triangle limits. */
    public static final long MAX_FILE_BYTES = 4 * InputFiles.GIB;
    /** The longest OBJ line read (bytes). */
    public static final int MAX_LINE_BYTES = (int) InputFiles.MIB;
    private static final Pattern U16 = Pattern.compile("\\d+|0[xX][0-9a-fA-F]+");
    /** Face indices are clamped to ±2^40, far outside every range checked, so long digit strings cannot overflow. */
    private static final long INDEX_CLAMP = 1L << 40;

    /** Which file axis points up: the engine's z is up (a y-up file turns +90° about x: (x, y, z) → (x, −z, y)). */
    public enum UpAxis { Y, Z }

    /** What a degenerate triangle (a repeated vertex, or collinear corners) does: skipped and counted, or refused. */
    public enum Degenerates { SKIP, REFUSE }

    /**
     * An import: the mesh, and the degenerate triangles skipped (count, the line of the first, 0 when none).
     *
     * @param mesh              the baked mesh
     * @param skipped           degenerate fan triangles left out
     * @param firstSkippedLine  the OBJ line of the first one left out (0: none)
     */
    public record Imported(CollisionMesh mesh, long skipped, int firstSkippedLine) {
    }

    private final TreeMap<String, int[]> materials = new TreeMap<>();
    private final int vertexLimit;
    private final int triangleLimit;
    private final UpAxis up;
    private final Degenerates degenerates;

    /** The counts of one parse. */
    private static final class Skips {
        long count;
        int firstLine;
    }

    /** An importer whose usemtl names must all be key=value lists (no material table). */
    public ObjImporter() {
        this(Map.of());
    }

    /**
     * An importer that resolves other usemtl names through a table of name → {flags, material} (u16 each).
     *
     * @throws IllegalArgumentException when an entry is null or not two u16 values
     */
    public ObjImporter(Map<String, int[]> materialTable) {
        this(materialTable, CollisionMesh.LIMIT_VERTICES, CollisionMesh.LIMIT_TRIANGLES);
    }

    /** An importer with a material table and lower vertex and triangle limits (for tests of the limit errors). */
    ObjImporter(Map<String, int[]> materialTable, int vertexLimit, int triangleLimit) {
        this(materialTable, vertexLimit, triangleLimit, UpAxis.Z, Degenerates.SKIP);
    }

    private ObjImporter(Map<String, int[]> materialTable, int vertexLimit, int triangleLimit, UpAxis up,
                        Degenerates degenerates) {
        this.up = Objects.requireNonNull(up, "up");
        this.degenerates = Objects.requireNonNull(degenerates, "degenerates");
        Objects.requireNonNull(materialTable, "materialTable");
        for (Map.Entry<String, int[]> e : new TreeMap<>(materialTable).entrySet()) { // sorted: first fault is stable
            int[] fm = e.getValue();
            if (fm == null || fm.length != 2 || (fm[0] & ~0xffff) != 0 || (fm[1] & ~0xffff) != 0) {
                throw new IllegalArgumentException("material table entry '" + e.getKey() + "': needs {flags, material},"
                        + " two values 0..0xffff, got " + Arrays.toString(fm));
            }
            materials.put(e.getKey(), fm.clone());
        }
        this.vertexLimit = vertexLimit;
        this.triangleLimit = triangleLimit;
    }

    /** An importer like this one for files whose up axis is axis (default z). */
    public ObjImporter up(UpAxis axis) {
        return new ObjImporter(materials, vertexLimit, triangleLimit, axis, degenerates);
    }

    /** An importer like this one with degenerate triangles skipped (the default, counted) or refused. */
    public ObjImporter degenerates(Degenerates rule) {
        return new ObjImporter(materials, vertexLimit, triangleLimit, up, rule);
    }

    /**
     * Reads the OBJ file (a regular file of at most {@link #MAX_FILE_BYTES}, strict UTF-8, lines of at most
     * {@link #MAX_LINE_BYTES}) and bakes it with cubic cells of cellSize metres; errors name it.
     */
    public CollisionMesh read(Path file, float cellSize) throws IOException {
        return importFile(file, cellSize).mesh();
    }

    /** As {@link #read(Path, float)}, with the count of degenerate triangles skipped. */
    public Imported importFile(Path file, float cellSize) throws IOException {
        checkCellSize(cellSize);
        try (Utf8Lines in = new Utf8Lines(InputFiles.open(file, MAX_FILE_BYTES, "OBJ file"), file, MAX_LINE_BYTES)) {
            Skips skips = new Skips();
            CollisionMesh m = parse(in::next, file.toString(), skips).build(cellSize);
            return new Imported(m, skips.count, skips.firstLine);
        }
    }

    /**
     * Parses objText (named sourceName in errors) and bakes it with cubic cells of cellSize metres (finite, &gt; 0).
     *
     * @throws ObjFormatException for the first fault in the text
     * @throws IllegalArgumentException for a bad cell size or a grid the cell size cannot bake (too many cells)
     */
    public CollisionMesh read(String objText, String sourceName, float cellSize) throws ObjFormatException {
        return importText(objText, sourceName, cellSize).mesh();
    }

    /** As {@link #read(String, String, float)}, with the count of degenerate triangles skipped. */
    public Imported importText(String objText, String sourceName, float cellSize) throws ObjFormatException {
        checkCellSize(cellSize);
        Skips skips = new Skips();
        CollisionMesh m = parse(objText, sourceName, skips).build(cellSize);
        return new Imported(m, skips.count, skips.firstLine);
    }

    private static void checkCellSize(float cellSize) {
        if (!Float.isFinite(cellSize) || !(cellSize > 0f)) {
            throw new IllegalArgumentException("cell size " + cellSize + " m: must be finite and greater than 0");
        }
    }

    /**
     * Parses objText (named sourceName in errors) into a builder holding its vertices (file order) and
     * triangles (face order, fans in order), all already checked, so that any cell size can bake it.
     *
     * @throws ObjFormatException for the first fault in the text
     */
    public MeshBuilder parse(String objText, String sourceName) throws ObjFormatException {
        return parse(objText, sourceName, new Skips());
    }

    private MeshBuilder parse(String objText, String sourceName, Skips skips) throws ObjFormatException {
        Objects.requireNonNull(objText, "objText");
        try (BufferedReader in = new BufferedReader(new StringReader(objText))) {
            return parse(in::readLine, sourceName, skips);
        } catch (ObjFormatException e) {
            throw e;
        } catch (IOException e) { // a StringReader does not fail
            throw new UncheckedIOException(e);
        }
    }

    /**
     * The parse itself. Lines end at \n, \r\n or \r (BufferedReader's rule); a line is cut at '#', stripped of
     * white space (String.strip) and split into tokens at ASCII white space (space, \t, \n, \u000b, \f, \r).
     */
    private MeshBuilder parse(LineSource in, String sourceName, Skips skips) throws IOException {
        String source = sourceName == null ? "<obj>" : sourceName;
        MeshBuilder out = new MeshBuilder();
        float[] xyz = new float[48]; // own copy for the collinearity test
        int vertices = 0;
        int triangles = 0;
        int flags = DEFAULT_FLAGS;
        int material = DEFAULT_MATERIAL;
        int[] tokens = new int[16]; // start, end of each token in text
        int[] idx = new int[8];
        float[] c = new float[4];
        int line = 0;
        for (String raw = in.next(); raw != null; raw = in.next()) {
            line++;
            int hash = raw.indexOf('#');
            String text = (hash >= 0 ? raw.substring(0, hash) : raw).strip();
            if (text.isEmpty()) {
                continue;
            }
            int count = 0;
            for (int i = 0, n = text.length(); i < n; ) {
                while (i < n && isSpace(text.charAt(i))) {
                    i++;
                }
                if (i == n) {
                    break;
                }
                int start = i;
                while (i < n && !isSpace(text.charAt(i))) {
                    i++;
                }
                if (2 * count + 2 > tokens.length) {
                    tokens = Arrays.copyOf(tokens, tokens.length * 2);
                }
                tokens[2 * count] = start;
                tokens[2 * count + 1] = i;
                count++;
            }
            String keyword = text.substring(tokens[0], tokens[1]);
            switch (keyword) {
                case "v" -> {
                    if (count != 4 && count != 5) {
                        throw new ObjFormatException(source, line, "v",
                                "a vertex needs 3 or 4 numbers (x y z [w]), found " + (count - 1));
                    }
                    if (vertices == vertexLimit) {
                        throw new ObjFormatException(source, line, "v", "too many vertices: more than the limit "
                                + vertexLimit);
                    }
                    for (int k = 0; k < count - 1; k++) {
                        String field = "xyzw".substring(k, k + 1);
                        c[k] = number(source, line, field, text.substring(tokens[2 * k + 2], tokens[2 * k + 3]));
                        String problem = k < 3 ? CollisionMesh.coordinateProblem(c[k]) : null;
                        if (problem != null) {
                            throw new ObjFormatException(source, line, field, problem);
                        }
                    }
                    if (xyz.length < vertices * 3 + 3) {
                        xyz = Arrays.copyOf(xyz, xyz.length * 2);
                    }
                    if (up == UpAxis.Y) { // +90° about x: y-up (x, y, z) is z-up (x, −z, y)
                        float fileY = c[1];
                        c[1] = -c[2];
                        c[2] = fileY;
                    }
                    xyz[vertices * 3] = c[0];
                    xyz[vertices * 3 + 1] = c[1];
                    xyz[vertices * 3 + 2] = c[2];
                    vertices++;
                    out.vertex(c[0], c[1], c[2]);
                }
                case "f" -> {
                    int corners = count - 1;
                    if (corners < 3) {
                        throw new ObjFormatException(source, line, "f", "a face needs at least 3 vertices, found "
                                + corners);
                    }
                    if (idx.length < corners) {
                        idx = new int[Math.max(corners, idx.length * 2)];
                    }
                    for (int k = 0; k < corners; k++) {
                        idx[k] = faceIndex(source, line, k + 1, text, tokens[2 * k + 2], tokens[2 * k + 3], vertices);
                    }
                    if ((long) triangles + (corners - 2) > triangleLimit) {
                        throw new ObjFormatException(source, line, "f", "too many triangles: this face's "
                                + (corners - 2) + " would make " + ((long) triangles + corners - 2)
                                + ", more than the limit " + triangleLimit);
                    }
                    for (int i = 1; i + 1 < corners; i++) { // fan (0, i, i + 1)
                        String problem = degenerate(xyz, idx, 0, i, i + 1);
                        if (problem != null && degenerates == Degenerates.REFUSE) {
                            throw new ObjFormatException(source, line, "vertices 1, " + (i + 1) + ", " + (i + 2),
                                    problem);
                        }
                        if (problem != null) {
                            skips.count++;
                            skips.firstLine = skips.firstLine == 0 ? line : skips.firstLine;
                            continue;
                        }
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
                default -> throw new ObjFormatException(source, line, "keyword",
                        "unsupported statement " + quote(keyword));
            }
        }
        return out;
    }

    /** The white space tokens are split at: \s of a regular expression (space, \t, \n, \u000b, \f, \r). */
    private static boolean isSpace(char ch) {
        return ch == ' ' || ch == '\t' || ch == '\n' || ch == '\u000b' || ch == '\f' || ch == '\r';
    }

    /** A float32 coordinate: decimal text only (no hex, no suffix); nan/inf and overflow are non-finite. */
    private static float number(String source, int line, String field, String token) throws ObjFormatException {
        if (isNonFinite(token)) {
            throw new ObjFormatException(source, line, field, "non-finite coordinate " + quote(token));
        }
        if (!isDecimal(token)) {
            throw new ObjFormatException(source, line, field, "unparsable number " + quote(token));
        }
        float value = Float.parseFloat(token);
        if (!Float.isFinite(value)) {
            throw new ObjFormatException(source, line, field, "non-finite coordinate " + quote(token)
                    + " (overflows float32)");
        }
        return value;
    }

    /** True when token is [+-]?(nan|inf|infinity), any case. */
    private static boolean isNonFinite(String token) {
        int i = token.isEmpty() || (token.charAt(0) != '+' && token.charAt(0) != '-') ? 0 : 1;
        String word = token.substring(i);
        return word.equalsIgnoreCase("nan") || word.equalsIgnoreCase("inf") || word.equalsIgnoreCase("infinity");
    }

    /** True when token is [+-]?(digits[.digits?]|.digits)([eE][+-]?digits)? (ASCII digits). */
    private static boolean isDecimal(String token) {
        int n = token.length();
        int i = 0;
        if (i < n && (token.charAt(i) == '+' || token.charAt(i) == '-')) {
            i++;
        }
        int intDigits = digits(token, i, n);
        i += intDigits;
        int fracDigits = 0;
        if (i < n && token.charAt(i) == '.') {
            i++;
            fracDigits = digits(token, i, n);
            i += fracDigits;
        }
        if (intDigits == 0 && fracDigits == 0) {
            return false;
        }
        if (i < n && (token.charAt(i) == 'e' || token.charAt(i) == 'E')) {
            i++;
            if (i < n && (token.charAt(i) == '+' || token.charAt(i) == '-')) {
                i++;
            }
            int expDigits = digits(token, i, n);
            if (expDigits == 0) {
                return false;
            }
            i += expDigits;
        }
        return i == n;
    }

    /** How many ASCII digits start at from in s, looking no further than to. */
    private static int digits(String s, int from, int to) {
        int i = from;
        while (i < to && s.charAt(i) >= '0' && s.charAt(i) <= '9') {
            i++;
        }
        return i - from;
    }

    /**
     * The 0-based vertex index of face token k (1-based position), text[start, end), given the vertices defined
     * so far. The token is a, a/t, a//n or a/t/n: a is [+-]?digits, t and n are empty or [+-]?digits.
     */
    private static int faceIndex(String source, int line, int k, String text, int start, int end, int vertices)
            throws ObjFormatException {
        int firstEnd = end;
        int parts = 0;
        boolean ok = true;
        int from = start;
        for (int i = start; i <= end && ok; i++) {
            if (i == end || text.charAt(i) == '/') {
                int sign = from < i && (text.charAt(from) == '+' || text.charAt(from) == '-') ? 1 : 0;
                int digits = digits(text, from + sign, i);
                boolean integer = digits > 0 && from + sign + digits == i;
                ok = parts < 3 && (integer || (parts > 0 && from == i));
                if (parts == 0) {
                    firstEnd = i;
                }
                parts++;
                from = i + 1;
            }
        }
        String field = "vertex " + k;
        if (!ok) {
            throw new ObjFormatException(source, line, field, "unparsable face vertex "
                    + quote(text.substring(start, end)) + " (expected a, a/t, a//n or a/t/n)");
        }
        long index = 0;
        boolean negative = text.charAt(start) == '-';
        for (int i = text.charAt(start) == '+' || negative ? start + 1 : start; i < firstEnd; i++) {
            if (index <= INDEX_CLAMP) {
                index = index * 10 + (text.charAt(i) - '0');
            }
        }
        index = Math.min(index, INDEX_CLAMP);
        if (negative) {
            index = -index;
        }
        if (index == 0) {
            throw new ObjFormatException(source, line, field, "index 0 is not valid (OBJ indices start at 1)");
        }
        long resolved = index > 0 ? index - 1 : vertices + index;
        if (resolved < 0 || resolved >= vertices) {
            String range = vertices == 0 ? "no vertices are defined yet"
                    : index > 0 ? "out of range 1.." + vertices : "out of range -1..-" + vertices;
            throw new ObjFormatException(source, line, field, "index " + cut(text.substring(start, firstEnd)) + " "
                    + range + (vertices == 0 ? "" : " (vertices defined so far)"));
        }
        return (int) resolved;
    }

    /** The digits of text from start in radix, clamped to 2^40 (linear in the length, so long runs are cheap). */
    private static long clamped(String text, int start, int radix) {
        long v = 0;
        for (int i = start; i < text.length() && v <= INDEX_CLAMP; i++) {
            v = v * radix + Character.digit(text.charAt(i), radix);
        }
        return Math.min(v, INDEX_CLAMP);
    }

    /** token in quotes, cut to its first 40 characters (with its length) when longer, for error messages. */
    static String quote(String token) {
        return "'" + cut(token) + "'";
    }

    /** token cut to its first 40 characters and "... (N characters)" when longer. */
    static String cut(String token) {
        return token.length() <= 40 ? token : token.substring(0, 40) + "... (" + token.length() + " characters)";
    }

    /** The lines a parse reads: a reader's or a file's. */
    @FunctionalInterface
    private interface LineSource {
        /** The next line, or null at the end. */
        String next() throws IOException;
    }

    /**
     * Why the fan triangle of face positions i, j, k (0-based) is degenerate (a repeated vertex, or collinear corners
     * by the test CollisionMesh.of applies, so a face kept here bakes), or null.
     */
    private static String degenerate(float[] xyz, int[] idx, int i, int j, int k) {
        int a = idx[i];
        int b = idx[j];
        int c = idx[k];
        if (a == b || b == c || a == c) {
            return "degenerate triangle: repeats vertex " + (a == b || a == c ? a + 1 : b + 1);
        }
        if (CollisionMesh.collinear(xyz, a, b, c)) {
            return "degenerate triangle: vertices " + (a + 1) + ", " + (b + 1) + ", " + (c + 1)
                    + " are collinear (zero float32 cross product)";
        }
        return null;
    }

    /** {flags, material} of a usemtl name: a key=value list (flags, material) or a material table entry. */
    private int[] material(String source, int line, String name) throws ObjFormatException {
        if (name.isEmpty()) {
            throw new ObjFormatException(source, line, "usemtl", "usemtl needs a material name");
        }
        if (name.indexOf('=') < 0) {
            int[] fm = materials.get(name);
            if (fm == null) {
                throw new ObjFormatException(source, line, "usemtl", "unknown material " + quote(name)
                        + " (not key=value pairs and not in the material table)");
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
                throw new ObjFormatException(source, line, "usemtl", "unknown key " + quote(key)
                        + " in " + quote(name) + " (keys are flags and material)");
            }
            if (eq < 0) {
                throw new ObjFormatException(source, line, key, quote(pair.strip()) + " has no value (key=value)");
            }
            if (set[slot]) {
                throw new ObjFormatException(source, line, key, "key given twice in " + quote(name));
            }
            String value = pair.substring(eq + 1).strip();
            long v = -1;
            if (U16.matcher(value).matches()) {
                boolean hex = value.length() > 1 && (value.charAt(1) == 'x' || value.charAt(1) == 'X');
                v = hex ? clamped(value, 2, 16) : clamped(value, 0, 10);
            }
            if (v < 0 || v > 0xffff) {
                throw new ObjFormatException(source, line, key, "bad value " + quote(value)
                        + " (a u16: decimal 0..65535 or 0x0000..0xffff)");
            }
            fm[slot] = (int) v;
            set[slot] = true;
        }
        return fm;
    }
}
