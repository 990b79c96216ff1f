package engine.api.mesh;

import engine.api.math.Vec4;
import java.util.Arrays;
import java.util.Objects;

/**
 * The level's collision mesh: float32 vertices, triangles as 10-byte records (three u16 vertex indices, u16
 * flags, u16 material) and the cell grid. Immutable; built by {@link MeshBuilder} or read from a mesh file.
 */
public final class CollisionMesh {
    /** Most vertices a mesh may have: indices are u16. */
    public static final int MAX_VERTICES = 0x10000;
    /** Most triangles a mesh may have: cell lists hold u16 triangle indices. */
    public static final int MAX_TRIANGLES = 0x10000;
    /** u16 fields per triangle record: v0, v1, v2, flags, material (10 bytes). */
    public static final int TRIANGLE_FIELDS = 5;

    private final float[] vertices;
    private final char[] triangles;
    private final CollisionGrid grid;

    private CollisionMesh(float[] vertices, char[] triangles, CollisionGrid grid) {
        this.vertices = vertices;
        this.triangles = triangles;
        this.grid = grid;
    }

    /**
     * A mesh from vertex coordinates (x, y, z per vertex), triangle records (v0, v1, v2, flags, material per
     * triangle, each 0..0xffff) and a grid whose lists index these triangles. Validates counts against the
     * limits, finite coordinates, vertex indices in range and non-degenerate triangles (three distinct corners
     * and a non-zero float32 cross product).
     *
     * @throws IllegalArgumentException naming the record and field that is wrong
     */
    public static CollisionMesh of(float[] vertexXyz, int[] triangleRecords, CollisionGrid grid) {
        Objects.requireNonNull(vertexXyz, "vertices");
        Objects.requireNonNull(triangleRecords, "triangles");
        Objects.requireNonNull(grid, "grid");
        float[] v = vertexXyz.clone();
        int[] t = triangleRecords.clone();
        if (v.length % 3 != 0) {
            throw new IllegalArgumentException("vertices: " + v.length + " floats is not a whole number of (x, y, z)");
        }
        if (t.length % TRIANGLE_FIELDS != 0) {
            throw new IllegalArgumentException("triangles: " + t.length + " fields is not a whole number of 5-field records");
        }
        int vertexCount = v.length / 3;
        int triangleCount = t.length / TRIANGLE_FIELDS;
        checkCounts(vertexCount, triangleCount);
        for (int i = 0; i < v.length; i++) {
            checkVertex(v, i / 3, i % 3);
        }
        char[] packed = new char[t.length];
        for (int tri = 0; tri < triangleCount; tri++) {
            for (int f = 0; f < TRIANGLE_FIELDS; f++) {
                int value = t[tri * TRIANGLE_FIELDS + f];
                if ((value & ~0xffff) != 0) {
                    throw new IllegalArgumentException("triangle " + tri + " field " + fieldName(f) + ": " + value
                            + " does not fit u16");
                }
                packed[tri * TRIANGLE_FIELDS + f] = (char) value;
            }
            checkTriangle(v, packed, tri, vertexCount);
        }
        return new CollisionMesh(v, packed, grid);
    }

    /** Throws when a count is over the format's limits. */
    static void checkCounts(int vertexCount, int triangleCount) {
        if (vertexCount > MAX_VERTICES) {
            throw new IllegalArgumentException("vertex count " + vertexCount + " is over the limit " + MAX_VERTICES);
        }
        if (triangleCount > MAX_TRIANGLES) {
            throw new IllegalArgumentException("triangle count " + triangleCount + " is over the limit " + MAX_TRIANGLES);
        }
    }

    /** Throws when coordinate axis of vertex index is not finite. */
    static void checkVertex(float[] v, int index, int axis) {
        float c = v[index * 3 + axis];
        if (!Float.isFinite(c)) {
            throw new IllegalArgumentException("vertex " + index + " field " + "xyz".charAt(axis) + ": " + c + " is not finite");
        }
    }

    /** Throws when triangle tri's indices are out of range, repeated, or its corners are collinear. */
    static void checkTriangle(float[] v, char[] t, int tri, int vertexCount) {
        int base = tri * TRIANGLE_FIELDS;
        for (int k = 0; k < 3; k++) {
            if (t[base + k] >= vertexCount) {
                throw new IllegalArgumentException("triangle " + tri + " field " + fieldName(k) + ": vertex "
                        + (int) t[base + k] + " out of range 0.." + (vertexCount - 1));
            }
        }
        int a = t[base], b = t[base + 1], c = t[base + 2];
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
     * True when corners a, b, c of an xyz array are collinear in float32: with e1 = b − a, e2 = c − a and
     * n = e1 × e2, (n.x² + n.y²) + n.z² == 0 (the test every mesh reader applies).
     */
    public static boolean collinear(float[] xyz, int a, int b, int c) {
        float e1x = xyz[b * 3] - xyz[a * 3], e1y = xyz[b * 3 + 1] - xyz[a * 3 + 1], e1z = xyz[b * 3 + 2] - xyz[a * 3 + 2];
        float e2x = xyz[c * 3] - xyz[a * 3], e2y = xyz[c * 3 + 1] - xyz[a * 3 + 1], e2z = xyz[c * 3 + 2] - xyz[a * 3 + 2];
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

    /** Number of vertices (0..65536). */
    public int vertexCount() {
        return vertices.length / 3;
    }

    /** Number of triangles (0..65536). */
    public int triangleCount() {
        return triangles.length / TRIANGLE_FIELDS;
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

    /** Corner k (0..2) of triangle t: a vertex index. */
    public int corner(int t, int k) {
        if (k < 0 || k > 2) {
            throw new IndexOutOfBoundsException("corner " + k + " not in 0..2");
        }
        return triangles[t * TRIANGLE_FIELDS + k];
    }

    /** The u16 flags of triangle t ({@link TriangleFlags}). */
    public int flags(int t) {
        return triangles[t * TRIANGLE_FIELDS + 3];
    }

    /** The u16 material of triangle t. */
    public int material(int t) {
        return triangles[t * TRIANGLE_FIELDS + 4];
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
        int[] out = new int[triangles.length];
        for (int i = 0; i < out.length; i++) {
            out[i] = triangles[i];
        }
        return out;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof CollisionMesh m && Arrays.equals(vertices, m.vertices)
                && Arrays.equals(triangles, m.triangles) && grid.equals(m.grid);
    }

    @Override
    public int hashCode() {
        return (Arrays.hashCode(vertices) * 31 + Arrays.hashCode(triangles)) * 31 + grid.hashCode();
    }
}
