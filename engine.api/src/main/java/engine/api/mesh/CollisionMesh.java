package engine.api.mesh;

import engine.api.math.Vec4;
import java.util.Arrays;
import java.util.Objects;

/**
 * The level's collision mesh: float32 vertices, triangles (three vertex indices, u16 flags, u16 material; the
 * original's 10-byte record with u16 corners) and the cell grid. Corner indices and cell-list entries are held as
 * int, so a mesh may exceed the original's u16 limits; {@link #fitsOriginalFormat()} says whether it stays within
 * them. Immutable; built by {@link MeshBuilder} or read from a mesh file.
 */
public final class CollisionMesh {
    /** Most vertices the original's format holds: its corner indices are u16 (0..65535). */
    public static final int MAX_VERTICES = 0x10000;
    /** Most triangles the original's format holds: its cell lists hold u16 triangle indices (0..65535). */
    public static final int MAX_TRIANGLES = 0x10000;
    /** Most vertices any mesh may have (2^24; int corner indices). */
    public static final int LIMIT_VERTICES = 1 << 24;
    /** Most triangles any mesh may have (2^24; int cell-list entries). */
    public static final int LIMIT_TRIANGLES = 1 << 24;
    /**
     * Largest coordinate magnitude (m): 1e9, so a triangle's float32 edge cross product (at most 8e18 per axis) and
     * its squared length (at most 1.92e38) stay finite and its normal is defined.
     */
    public static final float MAX_COORDINATE = 1e9f;
    /** Fields per triangle record: v0, v1, v2, flags, material (the original's 10 bytes, five u16). */
    public static final int TRIANGLE_FIELDS = 5;

    private final float[] vertices;
    /** v0, v1, v2 per triangle. */
    private final int[] corners;
    /** flags, material per triangle (u16 each). */
    private final char[] attributes;
    private final CollisionGrid grid;
    /** Why the mesh does not fit the original's format; null when it does. */
    private final String originalFormatProblem;

    private CollisionMesh(float[] vertices, int[] corners, char[] attributes, CollisionGrid grid) {
        this.vertices = vertices;
        this.corners = corners;
        this.attributes = attributes;
        this.grid = grid;
        this.originalFormatProblem = originalProblem(vertices.length / 3, corners.length / 3, grid);
    }

    /**
     * A mesh from vertex coordinates (x, y, z per vertex), triangle records (v0, v1, v2, flags, material per
     * triangle; flags and material 0..0xffff) and a grid whose lists index these triangles. Validates counts
     * against {@link #LIMIT_VERTICES} and {@link #LIMIT_TRIANGLES}, finite coordinates, vertex indices in range,
     * non-degenerate triangles (three distinct corners and a non-zero float32 cross product) and grid entries
     * below the triangle count.
     *
     * @throws IllegalArgumentException naming the record and field that is wrong
     */
    public static CollisionMesh of(float[] vertexXyz, int[] triangleRecords, CollisionGrid grid) {
        Objects.requireNonNull(grid, "grid");
        Parts p = check(vertexXyz, triangleRecords);
        return of(p, grid);
    }

    /** The mesh of checked parts and a grid, after checking the grid's entries against the triangle count. */
    static CollisionMesh of(Parts p, CollisionGrid grid) {
        int triangleCount = p.corners.length / 3;
        for (int c = 0; c < grid.cellCount(); c++) {
            int at = grid.listOffset(c);
            int n = grid.poolAt(at);
            for (int k = 0; k < n; k++) {
                int t = grid.poolAt(at + 1 + k);
                if (t >= triangleCount) {
                    throw new IllegalArgumentException("grid cell " + grid.describeCell(c) + " entry " + k
                            + ": triangle " + t + " out of range 0.." + (triangleCount - 1) + " (the mesh has "
                            + triangleCount + " triangles)");
                }
            }
        }
        return new CollisionMesh(p.vertices, p.corners, p.attributes, grid);
    }

    /** Checked copies of a mesh's coordinates, corners (3 per triangle) and flags, material (2 per triangle). */
    record Parts(float[] vertices, int[] corners, char[] attributes) {
        int vertexCount() {
            return vertices.length / 3;
        }

        int triangleCount() {
            return corners.length / 3;
        }
    }

    /**
     * Copies and checks vertex coordinates and triangle records as {@link #of} does, without a grid.
     *
     * @throws IllegalArgumentException naming the record and field that is wrong
     */
    static Parts check(float[] vertexXyz, int[] triangleRecords) {
        Objects.requireNonNull(vertexXyz, "vertices");
        Objects.requireNonNull(triangleRecords, "triangles");
        if (vertexXyz.length % 3 != 0) {
            throw new IllegalArgumentException("vertices: " + vertexXyz.length
                    + " floats is not a whole number of (x, y, z)");
        }
        if (triangleRecords.length % TRIANGLE_FIELDS != 0) {
            throw new IllegalArgumentException("triangles: " + triangleRecords.length
                    + " fields is not a whole number of 5-field records");
        }
        int vertexCount = vertexXyz.length / 3;
        int triangleCount = triangleRecords.length / TRIANGLE_FIELDS;
        checkCounts(vertexCount, triangleCount);
        float[] v = vertexXyz.clone();
        for (int i = 0; i < v.length; i++) {
            checkVertex(v, i / 3, i % 3);
        }
        int[] corners = new int[triangleCount * 3];
        char[] attributes = new char[triangleCount * 2];
        for (int tri = 0; tri < triangleCount; tri++) {
            int base = tri * TRIANGLE_FIELDS;
            for (int k = 0; k < 3; k++) {
                int index = triangleRecords[base + k];
                if (index < 0 || index >= vertexCount) {
                    throw new IllegalArgumentException("triangle " + tri + " field " + fieldName(k) + ": vertex "
                            + index + " out of range "
                            + (vertexCount == 0 ? "(the mesh has no vertices)" : "0.." + (vertexCount - 1)));
                }
                corners[tri * 3 + k] = index;
            }
            for (int f = 3; f < TRIANGLE_FIELDS; f++) {
                int value = triangleRecords[base + f];
                if ((value & ~0xffff) != 0) {
                    throw new IllegalArgumentException("triangle " + tri + " field " + fieldName(f) + ": " + value
                            + " does not fit u16");
                }
                attributes[tri * 2 + f - 3] = (char) value;
            }
            checkTriangle(v, corners, tri);
        }
        return new Parts(v, corners, attributes);
    }

    /** Throws when a count is over the limits of any mesh. */
    static void checkCounts(int vertexCount, int triangleCount) {
        if (vertexCount > LIMIT_VERTICES) {
            throw new IllegalArgumentException("vertex count " + vertexCount + " is over the limit " + LIMIT_VERTICES);
        }
        if (triangleCount > LIMIT_TRIANGLES) {
            throw new IllegalArgumentException("triangle count " + triangleCount + " is over the limit "
                    + LIMIT_TRIANGLES);
        }
    }

    /** Throws when coordinate axis of vertex index is not finite or beyond {@link #MAX_COORDINATE}. */
    static void checkVertex(float[] v, int index, int axis) {
        String problem = coordinateProblem(v[index * 3 + axis]);
        if (problem != null) {
            throw new IllegalArgumentException("vertex " + index + " field " + "xyz".charAt(axis) + ": " + problem);
        }
    }

    /** Why c (m) cannot be a vertex coordinate, or null when it can: finite and |c| &le; {@link #MAX_COORDINATE}. */
    public static String coordinateProblem(float c) {
        if (!Float.isFinite(c)) {
            return c + " is not finite";
        }
        if (Math.abs(c) > MAX_COORDINATE) {
            return c + " is beyond +-" + MAX_COORDINATE + " m (a triangle's normal would overflow float32)";
        }
        return null;
    }

    /** Throws when triangle tri's corners (in range) repeat a vertex or are collinear. */
    static void checkTriangle(float[] v, int[] corners, int tri) {
        int a = corners[tri * 3], b = corners[tri * 3 + 1], c = corners[tri * 3 + 2];
        if (a == b || b == c || a == c) {
            throw new IllegalArgumentException("triangle " + tri + " fields v0, v1, v2: degenerate, corners "
                    + a + ", " + b + ", " + c + " repeat a vertex");
        }
        if (collinear(v, a, b, c)) {
            throw new IllegalArgumentException("triangle " + tri + " fields v0, v1, v2: degenerate, corners "
                    + a + ", " + b + ", " + c + " are collinear (zero-area normal)");
        }
    }

    /**
     * Why a mesh of vertexCount vertices, triangleCount triangles and grid does not fit the original's u16
     * format (the first limit broken), or null when it fits.
     */
    static String originalProblem(int vertexCount, int triangleCount, CollisionGrid grid) {
        if (vertexCount > MAX_VERTICES) {
            return "vertex count " + vertexCount + " is over the original's limit " + MAX_VERTICES
                    + " (u16 corner indices)";
        }
        if (triangleCount > MAX_TRIANGLES) {
            return "triangle count " + triangleCount + " is over the original's limit " + MAX_TRIANGLES
                    + " (u16 cell-list entries)";
        }
        int cell = grid.firstCellLongerThan(CollisionGrid.ORIGINAL_MAX_LIST);
        if (cell >= 0) {
            return "grid cell " + grid.describeCell(cell) + " lists " + grid.listCount(cell)
                    + " triangles, more than the original's u16 count allows (" + CollisionGrid.ORIGINAL_MAX_LIST + ")";
        }
        return null;
    }

    /**
     * True when corners a, b, c of an xyz array are collinear in float32: with e1 = b − a, e2 = c − a and
     * n = e1 × e2, (n.x² + n.y²) + n.z² == 0 (the test every mesh reader applies).
     */
    public static boolean collinear(float[] xyz, int a, int b, int c) {
        float e1x = xyz[b * 3] - xyz[a * 3], e1y = xyz[b * 3 + 1] - xyz[a * 3 + 1],
                e1z = xyz[b * 3 + 2] - xyz[a * 3 + 2];
        float e2x = xyz[c * 3] - xyz[a * 3], e2y = xyz[c * 3 + 1] - xyz[a * 3 + 1],
                e2z = xyz[c * 3 + 2] - xyz[a * 3 + 2];
        float nx = e1y * e2z - e1z * e2y, ny = e1z * e2x - e1x * e2z, nz = e1x * e2y - e1y * e2x;
        return (nx * nx + ny * ny) + nz * nz == 0f;
    }

    /** The name of u16 field f (0..4) of a triangle record. */
    static String fieldName(int f) {
        return switch (f) {
            case 0 -> "v0";
            case 1 -> "v1";
            case 2 -> "v2";
            case 3 -> "flags";
            case 4 -> "material";
            default -> "field" + f;
        };
    }

    /** Number of vertices (0..{@link #LIMIT_VERTICES}; at most {@link #MAX_VERTICES} in the original's format). */
    public int vertexCount() {
        return vertices.length / 3;
    }

    /** Number of triangles (0..{@link #LIMIT_TRIANGLES}; at most {@link #MAX_TRIANGLES} in the original's format). */
    public int triangleCount() {
        return corners.length / 3;
    }

    /** Coordinate axis (0 x, 1 y, 2 z) of vertex i. */
    public float vertex(int i, int axis) {
        if (axis < 0 || axis > 2) {
            throw new IndexOutOfBoundsException("axis " + axis + " not in 0..2");
        }
        return vertices[i * 3 + axis];
    }

    /** Vertex i as a point (x, y, z, 1): the corners are copied whole with w = 1. */
    public Vec4 vertexPoint(int i) {
        return new Vec4(vertices[i * 3], vertices[i * 3 + 1], vertices[i * 3 + 2], 1f);
    }

    /** Corner k (0..2) of triangle t: a vertex index (the original's u16 when the mesh fits its format). */
    public int corner(int t, int k) {
        if (k < 0 || k > 2) {
            throw new IndexOutOfBoundsException("corner " + k + " not in 0..2");
        }
        return corners[t * 3 + k];
    }

    /** The u16 flags of triangle t ({@link TriangleFlags}). */
    public int flags(int t) {
        return attributes[t * 2];
    }

    /** The u16 material of triangle t. */
    public int material(int t) {
        return attributes[t * 2 + 1];
    }

    /**
     * True when the mesh fits the original's u16 format: at most {@link #MAX_VERTICES} vertices (corner indices
     * 0..0xffff), at most {@link #MAX_TRIANGLES} triangles (list entries 0..0xffff) and no cell list longer than
     * {@link CollisionGrid#ORIGINAL_MAX_LIST} (a u16 count). Such a mesh is written as mesh file version 1 and
     * every corner, list count and list entry reads the same as the original's u16.
     */
    public boolean fitsOriginalFormat() {
        return originalFormatProblem == null;
    }

    /**
     * Why the mesh does not fit the original's u16 format, naming the first limit it breaks (vertex count,
     * triangle count, or the first cell whose list is too long), or null when it {@link #fitsOriginalFormat fits}.
     */
    public String originalFormatProblem() {
        return originalFormatProblem;
    }

    /** The cell grid. */
    public CollisionGrid grid() {
        return grid;
    }

    /** A copy of the vertex coordinates, x, y, z per vertex. */
    public float[] vertexArray() {
        return vertices.clone();
    }

    /** A copy of the triangle records, v0, v1, v2, flags, material per triangle. */
    public int[] triangleArray() {
        int triangles = corners.length / 3;
        int[] out = new int[triangles * TRIANGLE_FIELDS];
        for (int t = 0; t < triangles; t++) {
            out[t * TRIANGLE_FIELDS] = corners[t * 3];
            out[t * TRIANGLE_FIELDS + 1] = corners[t * 3 + 1];
            out[t * TRIANGLE_FIELDS + 2] = corners[t * 3 + 2];
            out[t * TRIANGLE_FIELDS + 3] = attributes[t * 2];
            out[t * TRIANGLE_FIELDS + 4] = attributes[t * 2 + 1];
        }
        return out;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof CollisionMesh m && Arrays.equals(vertices, m.vertices) && Arrays.equals(corners, m.corners)
                && Arrays.equals(attributes, m.attributes) && grid.equals(m.grid);
    }

    @Override
    public int hashCode() {
        return ((Arrays.hashCode(vertices) * 31 + Arrays.hashCode(corners)) * 31 + Arrays.hashCode(attributes)) * 31
                + grid.hashCode();
    }
}
