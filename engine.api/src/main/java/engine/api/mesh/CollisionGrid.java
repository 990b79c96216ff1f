package engine.api.mesh;

import engine.api.math.Aabb;
import java.util.Arrays;

/**
 * The mesh's uniform cell grid (collision.md #grid, Unit 2): a world-to-grid map g = p × scale + translation per
 * axis (a positive diagonal scale plus a translation, the only matrices the disc holds), nx × ny × nz cells with
 * cell index (z·ny + y)·nx + x, and per cell a list of u16 triangle indices.
 *
 * <p>Storage: all lists live in one u16 pool, each as [count, index…], in cell order; pool[0] is a shared empty
 * list (count 0) that empty cells point at, and a 0 sentinel ends the pool. So the u16 one past the end of any
 * list is always inside the pool: the next list's count, or the sentinel. Unit 2's capsule overrun reads it.
 * Immutable.
 */
public final class CollisionGrid {
    /** Most cells a grid may have (2^22), a format limit. */
    public static final int MAX_CELLS = 1 << 22;

    private final int nx;
    private final int ny;
    private final int nz;
    private final int[] dims;
    private final float[] scale;
    private final float[] translate;
    private final int[] cellStart;
    private final char[] pool;

    private CollisionGrid(int[] dims, float[] scale, float[] translate, int[] cellStart, char[] pool) {
        this.nx = dims[0];
        this.ny = dims[1];
        this.nz = dims[2];
        this.dims = dims;
        this.scale = scale;
        this.translate = translate;
        this.cellStart = cellStart;
        this.pool = pool;
    }

    /**
     * A grid from its dimensions, its map and one list per cell (in cell-index order). Validates everything:
     * dimensions ≥ 1 with at most {@link #MAX_CELLS} cells, finite positive scales, finite translations, lists
     * of at most 65,535 entries whose indices are below triangleCount and not repeated within a list.
     *
     * @throws IllegalArgumentException naming the field or cell that is wrong
     */
    public static CollisionGrid of(int nx, int ny, int nz, float[] scale, float[] translate, int[][] cellLists,
                                   int triangleCount) {
        int cells = checkedCellCount(nx, ny, nz);
        if (scale == null || scale.length != 3 || translate == null || translate.length != 3) {
            throw new IllegalArgumentException("grid map: scale and translation need 3 floats each");
        }
        for (int a = 0; a < 3; a++) {
            if (!Float.isFinite(scale[a]) || !(scale[a] > 0f)) {
                throw new IllegalArgumentException("grid map: scale." + "xyz".charAt(a) + " = " + scale[a]
                        + " is not a finite positive number");
            }
            if (!Float.isFinite(translate[a])) {
                throw new IllegalArgumentException("grid map: translation." + "xyz".charAt(a) + " = " + translate[a]
                        + " is not finite");
            }
        }
        if (cellLists == null || cellLists.length != cells) {
            throw new IllegalArgumentException("grid: " + cells + " cell lists expected, got "
                    + (cellLists == null ? "none" : cellLists.length));
        }
        long poolLength = 2; // long: up to 2^22 lists of up to 65,535 entries overflow an int
        for (int c = 0; c < cells; c++) {
            int[] list = cellLists[c];
            if (list != null && list.length > 0) {
                poolLength += 1L + list.length;
            }
        }
        if (poolLength > Integer.MAX_VALUE - 16) {
            throw new IllegalArgumentException("grid: the cell lists need a pool of " + poolLength
                    + " u16, more than one array can hold");
        }
        int[] start = new int[cells];
        char[] pool = new char[(int) poolLength];
        int at = 1;
        boolean[] seen = new boolean[Math.max(triangleCount, 0)];
        for (int c = 0; c < cells; c++) {
            int[] list = cellLists[c];
            if (list == null || list.length == 0) {
                continue;
            }
            if (list.length > 0xffff) {
                throw new IllegalArgumentException("grid cell " + describeCell(c, nx, ny) + ": " + list.length
                        + " triangles, more than the u16 count allows (65535)");
            }
            start[c] = at;
            pool[at++] = (char) list.length;
            for (int k = 0; k < list.length; k++) {
                int t = list[k];
                if (t < 0 || t >= triangleCount) {
                    throw new IllegalArgumentException("grid cell " + describeCell(c, nx, ny) + " entry " + k
                            + ": triangle " + t + " out of range 0.." + (triangleCount - 1));
                }
                if (seen[t]) {
                    throw new IllegalArgumentException("grid cell " + describeCell(c, nx, ny) + " entry " + k
                            + ": triangle " + t + " listed twice in one cell");
                }
                seen[t] = true;
                pool[at++] = (char) t;
            }
            for (int k = 0; k < list.length; k++) {
                seen[list[k]] = false;
            }
        }
        pool[at] = 0;
        return new CollisionGrid(new int[] {nx, ny, nz}, scale.clone(), translate.clone(), start, pool);
    }

    /** nx·ny·nz after checking each is ≥ 1 and the product is at most {@link #MAX_CELLS}. */
    static int checkedCellCount(int nx, int ny, int nz) {
        if (nx < 1 || ny < 1 || nz < 1) {
            throw new IllegalArgumentException("grid dimensions " + nx + " x " + ny + " x " + nz + ": each must be at least 1");
        }
        long cells = (long) nx * ny * nz;
        if (cells > MAX_CELLS) {
            throw new IllegalArgumentException("grid dimensions " + nx + " x " + ny + " x " + nz + " give " + cells
                    + " cells, more than the limit " + MAX_CELLS);
        }
        return (int) cells;
    }

    private static String describeCell(int c, int nx, int ny) {
        int x = c % nx;
        int y = (c / nx) % ny;
        int z = c / (nx * ny);
        return c + " (" + x + ", " + y + ", " + z + ")";
    }

    /** Cells along x (≥ 1). */
    public int nx() {
        return nx;
    }

    /** Cells along y (≥ 1). */
    public int ny() {
        return ny;
    }

    /** Cells along z (≥ 1). */
    public int nz() {
        return nz;
    }

    /** nx·ny·nz. */
    public int cellCount() {
        return nx * ny * nz;
    }

    /** The map's scale on axis a (0 x, 1 y, 2 z): grid cells per metre, finite and positive. */
    public float scale(int a) {
        return scale[a];
    }

    /** The map's translation on axis a (0 x, 1 y, 2 z), in grid units. */
    public float translation(int a) {
        return translate[a];
    }

    /** Cells along axis a (0 x, 1 y, 2 z). */
    public int size(int a) {
        return dims[a];
    }

    /** Grid coordinate of world coordinate v on axis a: fl(fl(v × scale) + translation) (the matrix row sum). */
    public float toGrid(int a, float v) {
        return v * scale[a] + translate[a];
    }

    /**
     * The cell coordinate of world coordinate v on axis a as BeginShapeQuery makes it: the grid coordinate
     * clamped to [0.5, n − 0.5] (header +0x50, +0x60), then truncated toward zero (vftoi0). Always in 0..n−1.
     */
    public int cellCoordinate(int a, float v) {
        float g = toGrid(a, v);
        float lo = 0.5f;
        float hi = dims[a] - 0.5f;
        float clamped = g < lo ? lo : g;
        clamped = clamped > hi ? hi : clamped;
        if (clamped != clamped) { // NaN: the VU clamp leaves the high bound
            clamped = hi;
        }
        return (int) clamped;
    }

    /** Cell index (z·ny + y)·nx + x for in-range coordinates. */
    public int cellIndex(int x, int y, int z) {
        if (x < 0 || x >= nx || y < 0 || y >= ny || z < 0 || z >= nz) {
            throw new IndexOutOfBoundsException("cell (" + x + ", " + y + ", " + z + ") outside " + nx + " x " + ny + " x " + nz);
        }
        return (z * ny + y) * nx + x;
    }

    /** The pool offset of cell c's list (its count); 0 (the shared empty list) for an empty cell. */
    public int listOffset(int cell) {
        return cellStart[cell];
    }

    /** Entries in cell c's list (u16). */
    public int listCount(int cell) {
        return pool[cellStart[cell]];
    }

    /** Entry k (0..count−1) of cell c's list: a triangle index. */
    public int listEntry(int cell, int k) {
        int count = listCount(cell);
        if (k < 0 || k >= count) {
            throw new IndexOutOfBoundsException("entry " + k + " of a list of " + count);
        }
        return pool[cellStart[cell] + 1 + k];
    }

    /**
     * The u16 at pool position i (0..poolLength−1). Reading position listOffset(c) + 1 + count, one past a
     * list's end, is always defined: the next list's count or the final 0.
     */
    public int poolAt(int i) {
        return pool[i];
    }

    /** Length of the u16 pool (including the shared empty list and the final sentinel). */
    public int poolLength() {
        return pool.length;
    }

    /** A copy of cell c's list as triangle indices, in stored order. */
    public int[] list(int cell) {
        int count = listCount(cell);
        int[] out = new int[count];
        for (int k = 0; k < count; k++) {
            out[k] = pool[cellStart[cell] + 1 + k];
        }
        return out;
    }

    /** The world box the grid covers: [(0 − t)/s, (n − t)/s] per axis, w = 1. */
    public Aabb worldBounds() {
        return Aabb.of((0f - translate[0]) / scale[0], (0f - translate[1]) / scale[1], (0f - translate[2]) / scale[2],
                (nx - translate[0]) / scale[0], (ny - translate[1]) / scale[1], (nz - translate[2]) / scale[2]);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof CollisionGrid g && Arrays.equals(dims, g.dims)
                && Arrays.equals(scale, g.scale) && Arrays.equals(translate, g.translate)
                && Arrays.equals(cellStart, g.cellStart) && Arrays.equals(pool, g.pool);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(pool) * 31 + Arrays.hashCode(cellStart);
    }
}
