package engine.api.mesh;

import java.util.Arrays;
import java.util.Objects;

/**
 * Bakes a {@link CollisionMesh} and its cell grid from vertices and triangle records (build time, not for the
 * step loop). Grid per axis: lo = least vertex coordinate, n = max(1, ⌈(hi − lo) / cell⌉) (raised until the grid
 * coordinate of hi is at most n), scale = fl(1 / cell), translation = fl(−lo × scale), so every vertex maps into
 * [0, n]. Each triangle is listed in exactly the cells that {@link CollisionGrid#cellCoordinate} gives for its
 * float32 bound (the cells a BeginShapeQuery with that box visits), in ascending triangle order per cell.
 *
 * <p>Invalid input throws {@link IllegalArgumentException} naming the record and field (the checks of
 * {@link CollisionMesh#of} and {@link CollisionGrid#of}); a cell size giving more than
 * {@link CollisionGrid#MAX_CELLS} cells throws one that suggests a larger cell size. Baking is linear in the
 * vertices, triangles and list entries (primitive arrays only), so meshes far over the original's u16 limits
 * (up to {@link CollisionMesh#LIMIT_TRIANGLES}) bake too; {@link CollisionMesh#fitsOriginalFormat()} tells.
 */
public final class MeshBuilder {
    private float[] xyz = new float[48];
    private int vertexCount;
    private int[] records = new int[80];
    private int triangleCount;

    /** An empty builder. */
    public MeshBuilder() {
    }

    /**
     * Adds the vertex (x, y, z) in metres; returns its index (0-based; below 65,536 for the original's format).
     *
     * @throws IllegalArgumentException when the builder already holds {@link CollisionMesh#LIMIT_VERTICES}
     */
    public int vertex(float x, float y, float z) {
        if (vertexCount == CollisionMesh.LIMIT_VERTICES) {
            throw new IllegalArgumentException("vertex " + vertexCount + ": more than the limit "
                    + CollisionMesh.LIMIT_VERTICES + " vertices");
        }
        if (vertexCount * 3 + 3 > xyz.length) {
            xyz = Arrays.copyOf(xyz, xyz.length * 2);
        }
        xyz[vertexCount * 3] = x;
        xyz[vertexCount * 3 + 1] = y;
        xyz[vertexCount * 3 + 2] = z;
        return vertexCount++;
    }

    /**
     * Adds the triangle (a, b, c) (vertex indices) with u16 flags ({@link TriangleFlags}) and u16 material; returns
     * this. The fields are checked when the mesh is built.
     *
     * @throws IllegalArgumentException when the builder already holds {@link CollisionMesh#LIMIT_TRIANGLES}
     */
    public MeshBuilder triangle(int a, int b, int c, int flags, int material) {
        if (triangleCount == CollisionMesh.LIMIT_TRIANGLES) {
            throw new IllegalArgumentException("triangle " + triangleCount + ": more than the limit "
                    + CollisionMesh.LIMIT_TRIANGLES + " triangles");
        }
        int at = triangleCount * CollisionMesh.TRIANGLE_FIELDS;
        if (at + CollisionMesh.TRIANGLE_FIELDS > records.length) {
            records = Arrays.copyOf(records, records.length * 2);
        }
        records[at] = a;
        records[at + 1] = b;
        records[at + 2] = c;
        records[at + 3] = flags;
        records[at + 4] = material;
        triangleCount++;
        return this;
    }

    /** Vertices added so far. */
    public int vertexCount() {
        return vertexCount;
    }

    /** Triangles added so far. */
    public int triangleCount() {
        return triangleCount;
    }

    /** Bakes the mesh with cubic cells of cellSize metres (finite, &gt; 0); the builder stays usable. */
    public CollisionMesh build(float cellSize) {
        return bake(Arrays.copyOf(xyz, vertexCount * 3),
                Arrays.copyOf(records, triangleCount * CollisionMesh.TRIANGLE_FIELDS), cellSize);
    }

    /**
     * Bakes a mesh from vertex coordinates (x, y, z per vertex, metres), triangle records (v0, v1, v2, flags,
     * material per triangle, each u16) and a cell size in metres (finite, &gt; 0).
     *
     * @throws IllegalArgumentException naming the record and field that is wrong, or the cell size
     */
    public static CollisionMesh bake(float[] vertexXyz, int[] triangleRecords, float cellSize) {
        Objects.requireNonNull(vertexXyz, "vertices");
        Objects.requireNonNull(triangleRecords, "triangles");
        if (!Float.isFinite(cellSize) || !(cellSize > 0f)) {
            throw new IllegalArgumentException("cell size " + cellSize + " m: must be finite and greater than 0");
        }
        float scale = 1f / cellSize;
        if (!Float.isFinite(scale) || !(scale > 0f)) {
            throw new IllegalArgumentException("cell size " + cellSize
                    + " m: too small, 1 / cell size is not a finite float32");
        }
        // Validate vertices and triangles first (same checks and messages as the mesh itself), once.
        CollisionMesh.Parts checked = CollisionMesh.check(vertexXyz, triangleRecords);
        float[] v = checked.vertices();
        int[] corners = checked.corners();
        int vertices = checked.vertexCount();
        int triangles = checked.triangleCount();

        float[] lo = new float[3];
        float[] hi = new float[3];
        for (int a = 0; a < 3; a++) {
            float min = vertices == 0 ? 0f : Float.POSITIVE_INFINITY;
            float max = vertices == 0 ? 0f : Float.NEGATIVE_INFINITY;
            for (int i = 0; i < vertices; i++) {
                min = Math.min(min, v[i * 3 + a]);
                max = Math.max(max, v[i * 3 + a]);
            }
            lo[a] = min;
            hi[a] = max;
        }
        long[] dims = new long[3];
        float[] translate = new float[3];
        float[] scales = {scale, scale, scale};
        for (int a = 0; a < 3; a++) {
            dims[a] = cellsAlong(lo[a], hi[a], cellSize);
            translate[a] = -lo[a] * scale + 0f; // + 0f: no −0 translation in files (same cells either way)
            float gHi = hi[a] * scale + translate[a];
            if (!Float.isFinite(translate[a]) || !Float.isFinite(gHi)) {
                throw new IllegalArgumentException("cell size " + cellSize + " m: the grid map of axis "
                        + "xyz".charAt(a)
                        + " (coordinates " + lo[a] + ".." + hi[a] + ") overflows float32; use a larger cell size");
            }
            // Guard: float rounding of fl(hi·scale) + translation may land just past ⌈extent / cell⌉.
            if (gHi > dims[a]) {
                dims[a] = (long) Math.min(Math.ceil(gHi), SATURATED);
            }
        }
        double cells = (double) dims[0] * dims[1] * dims[2]; // double: three saturated axes overflow a long
        if (cells > CollisionGrid.MAX_CELLS) {
            throw new IllegalArgumentException("cell size " + cellSize + " m gives " + dims[0] + " x " + dims[1] + " x "
                    + dims[2] + " = " + String.format(java.util.Locale.ROOT, "%.0f", cells)
                    + " cells, more than CollisionGrid.MAX_CELLS (" + CollisionGrid.MAX_CELLS
                    + "); use a larger cell size (at least about " + suggestCellSize(lo, hi, cellSize) + " m)");
        }
        int nx = (int) dims[0];
        int ny = (int) dims[1];
        int nz = (int) dims[2];
        int cellCount = nx * ny * nz;
        // An empty grid with the final map, so the ranges come from cellCoordinate itself (Unit 2,
        // CollisionMesh_BeginShapeQuery: corners mapped one by one, clamped, truncated).
        CollisionGrid map = CollisionGrid.ofCounts(nx, ny, nz, scales, translate, new int[cellCount], new int[0], 0);

        // Pass 1: each triangle's cell range and every cell's count.
        int[] range = new int[triangles * 6];
        int[] counts = new int[cellCount];
        long total = 0;
        for (int t = 0; t < triangles; t++) {
            int a = corners[t * 3];
            int b = corners[t * 3 + 1];
            int c = corners[t * 3 + 2];
            for (int axis = 0; axis < 3; axis++) {
                float min = Math.min(Math.min(v[a * 3 + axis], v[b * 3 + axis]), v[c * 3 + axis]);
                float max = Math.max(Math.max(v[a * 3 + axis], v[b * 3 + axis]), v[c * 3 + axis]);
                range[t * 6 + axis] = map.cellCoordinate(axis, min);
                range[t * 6 + 3 + axis] = map.cellCoordinate(axis, max);
            }
            long span = (long) (range[t * 6 + 3] - range[t * 6] + 1) * (range[t * 6 + 4] - range[t * 6 + 1] + 1)
                    * (range[t * 6 + 5] - range[t * 6 + 2] + 1);
            total += span;
            if (total > CollisionGrid.MAX_ENTRIES) {
                throw new IllegalArgumentException("cell size " + cellSize + " m: the cell lists would hold more than "
                        + CollisionGrid.MAX_ENTRIES + " entries (triangle " + t + " alone spans " + span
                        + " cells); use a larger cell size");
            }
            for (int z = range[t * 6 + 2]; z <= range[t * 6 + 5]; z++) {
                for (int y = range[t * 6 + 1]; y <= range[t * 6 + 4]; y++) {
                    int row = (z * ny + y) * nx;
                    for (int x = range[t * 6]; x <= range[t * 6 + 3]; x++) {
                        counts[row + x]++;
                    }
                }
            }
        }
        // Pass 2: each cell's list in one entries array, cells in index order, triangles ascending within a cell.
        int[] fill = new int[cellCount];
        int at = 0;
        for (int cell = 0; cell < cellCount; cell++) {
            fill[cell] = at;
            at += counts[cell];
        }
        int[] entries = new int[(int) total];
        for (int t = 0; t < triangles; t++) {
            for (int z = range[t * 6 + 2]; z <= range[t * 6 + 5]; z++) {
                for (int y = range[t * 6 + 1]; y <= range[t * 6 + 4]; y++) {
                    int row = (z * ny + y) * nx;
                    for (int x = range[t * 6]; x <= range[t * 6 + 3]; x++) {
                        entries[fill[row + x]++] = t;
                    }
                }
            }
        }
        CollisionGrid grid = CollisionGrid.ofCounts(nx, ny, nz, scales, translate, counts, entries, triangles);
        return CollisionMesh.of(checked, grid);
    }

    /** Where a per-axis cell count saturates (far above MAX_CELLS). */
    private static final long SATURATED = 4L * CollisionGrid.MAX_CELLS;

    /** max(1, ⌈(hi − lo) / cell⌉) in double, saturating at {@link #SATURATED}. */
    private static long cellsAlong(float lo, float hi, double cell) {
        double n = Math.ceil(((double) hi - (double) lo) / cell);
        if (!(n < SATURATED)) {
            return SATURATED;
        }
        return Math.max(1L, (long) n);
    }

    /** The first of cell × 2^k whose cell count (before the float guard) is within MAX_CELLS. */
    private static float suggestCellSize(float[] lo, float[] hi, float cell) {
        double c = cell;
        for (int k = 0; k < 300; k++) {
            c *= 2;
            double n = (double) cellsAlong(lo[0], hi[0], c) * cellsAlong(lo[1], hi[1], c) * cellsAlong(lo[2], hi[2], c);
            if (n <= CollisionGrid.MAX_CELLS / 2) { // margin for the guard's extra cells
                break;
            }
        }
        return (float) c;
    }
}
