package engine.api.mesh;

import engine.api.math.Aabb;
import engine.api.math.FloatModel;
import java.util.Arrays;

/**
 * The mesh's uniform cell grid (collision.md #grid, Unit 2): a world-to-grid map g = p × scale + translation per
 * axis (a positive diagonal scale plus a translation, the only matrices the disc holds), nx × ny × nz cells with
 * cell index (z·ny + y)·nx + x, and per cell a list of triangle indices.
 *
 * <p>Storage: all lists live in one int pool, each as [count, index…], in cell order; pool[0] is a shared empty
 * list (count 0) that empty cells point at, and a 0 sentinel ends the pool. So the value one past the end of any
 * list is always inside the pool: the next list's count, or the sentinel. Unit 2's capsule overrun reads it. The
 * original stores counts and indices as u16; a grid whose counts and indices are all at most 0xffff (every grid
 * of a mesh that {@link CollisionMesh#fitsOriginalFormat() fits the original's format}) holds exactly the values
 * the original's u16 pool holds, larger grids hold the full int values. Immutable.
 */
public final class CollisionGrid {
    /** Most cells a grid may have (2^22), a format limit. */
    public static final int MAX_CELLS = 1 << 22;
    /** Most entries a cell list has in the original's format (its count is a u16). */
    public static final int ORIGINAL_MAX_LIST = 0xffff;
    /** Most list entries (all cells together) a grid may hold: the pool is one int array. */
    public static final int MAX_ENTRIES = Integer.MAX_VALUE - 16 - 2 - MAX_CELLS;

    private final int nx;
    private final int ny;
    private final int nz;
    private final int[] dims;
    private final float[] scale;
    private final float[] translate;
    private final int[] cellStart;
    private final int[] pool;
    private final int longestList;

    private CollisionGrid(int[] dims, float[] scale, float[] translate, int[] cellStart, int[] pool, int longestList) {
        this.nx = dims[0];
        this.ny = dims[1];
        this.nz = dims[2];
        this.dims = dims;
        this.scale = scale;
        this.translate = translate;
        this.cellStart = cellStart;
        this.pool = pool;
        this.longestList = longestList;
    }

    /**
     * A grid from its dimensions, its map and one list per cell (in cell-index order; null or empty for an empty
     * cell). Validates everything: dimensions ≥ 1 with at most {@link #MAX_CELLS} cells, finite positive scales,
     * finite translations, lists whose indices are below triangleCount and not repeated within a list, at most
     * {@link #MAX_ENTRIES} entries in all.
     *
     * @throws IllegalArgumentException naming the field or cell that is wrong
     */
    public static CollisionGrid of(int nx, int ny, int nz, float[] scale, float[] translate, int[][] cellLists,
                                   int triangleCount) {
        int cells = checkedCellCount(nx, ny, nz);
        checkMap(scale, translate);
        if (cellLists == null || cellLists.length != cells) {
            throw new IllegalArgumentException("grid: " + cells + " cell lists expected, got "
                    + (cellLists == null ? "none" : cellLists.length));
        }
        long total = 0;
        int[] counts = new int[cells];
        for (int c = 0; c < cells; c++) {
            int[] list = cellLists[c];
            counts[c] = list == null ? 0 : list.length;
            total += counts[c];
        }
        checkTotal(total);
        int[] entries = new int[(int) total];
        int at = 0;
        for (int c = 0; c < cells; c++) {
            if (counts[c] > 0) {
                System.arraycopy(cellLists[c], 0, entries, at, counts[c]);
                at += counts[c];
            }
        }
        return build(nx, ny, nz, scale, translate, counts, entries, triangleCount);
    }

    /**
     * A grid from its dimensions, its map, the count of every cell's list (in cell-index order) and all lists'
     * entries one after another in that order (so entries holds Σ counts values). Validates as
     * {@link #of(int, int, int, float[], float[], int[][], int)} does, plus counts ≥ 0 adding up to entries.length.
     *
     * @throws IllegalArgumentException naming the field or cell that is wrong
     */
    public static CollisionGrid ofCounts(int nx, int ny, int nz, float[] scale, float[] translate, int[] counts,
                                         int[] entries, int triangleCount) {
        int cells = checkedCellCount(nx, ny, nz);
        checkMap(scale, translate);
        if (counts == null || counts.length != cells) {
            throw new IllegalArgumentException("grid: " + cells + " cell counts expected, got "
                    + (counts == null ? "none" : counts.length));
        }
        if (entries == null) {
            throw new IllegalArgumentException("grid: no entries array");
        }
        long total = 0;
        for (int c = 0; c < cells; c++) {
            if (counts[c] < 0) {
                throw new IllegalArgumentException("grid cell " + describeCell(c, nx, ny) + ": count " + counts[c]
                        + " is negative");
            }
            total += counts[c];
        }
        checkTotal(total);
        if (total != entries.length) {
            throw new IllegalArgumentException("grid: the counts add up to " + total + " entries, " + entries.length
                    + " given");
        }
        return build(nx, ny, nz, scale, translate, counts.clone(), entries, triangleCount);
    }

    private static void checkMap(float[] scale, float[] translate) {
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
    }

    private static void checkTotal(long total) {
        if (total > MAX_ENTRIES) {
            throw new IllegalArgumentException("grid: the cell lists hold " + total + " entries, more than the limit "
                    + MAX_ENTRIES + " one pool array can hold");
        }
    }

    /** The pool from validated dimensions and map, counts (owned) and entries (read only); checks the entries. */
    private static CollisionGrid build(int nx, int ny, int nz, float[] scale, float[] translate, int[] counts,
                                       int[] entries, int triangleCount) {
        int cells = counts.length;
        int nonEmpty = 0;
        for (int c = 0; c < cells; c++) {
            nonEmpty += counts[c] > 0 ? 1 : 0;
        }
        int[] start = new int[cells];
        int[] pool = new int[2 + nonEmpty + entries.length];
        int at = 1;
        int from = 0;
        int longest = 0;
        boolean[] seen = new boolean[Math.max(triangleCount, 0)];
        for (int c = 0; c < cells; c++) {
            int n = counts[c];
            if (n == 0) {
                continue;
            }
            longest = Math.max(longest, n);
            start[c] = at;
            pool[at++] = n;
            for (int k = 0; k < n; k++) {
                int t = entries[from + k];
                if (t < 0 || t >= triangleCount) {
                    throw new IllegalArgumentException("grid cell " + describeCell(c, nx, ny) + " entry " + k
                            + ": triangle " + t + " out of range 0.." + (triangleCount - 1));
                }
                if (seen[t]) {
                    throw new IllegalArgumentException("grid cell " + describeCell(c, nx, ny) + " entry " + k
                            + ": triangle " + t + " listed twice in one cell");
                }
                seen[t] = true;
                pool[at++] = t;
            }
            for (int k = 0; k < n; k++) {
                seen[entries[from + k]] = false;
            }
            from += n;
        }
        pool[at] = 0;
        return new CollisionGrid(new int[] {nx, ny, nz}, scale.clone(), translate.clone(), start, pool, longest);
    }

    /** nx·ny·nz after checking each is ≥ 1 and the product is at most {@link #MAX_CELLS}. */
    static int checkedCellCount(int nx, int ny, int nz) {
        if (nx < 1 || ny < 1 || nz < 1) {
            throw new IllegalArgumentException("grid dimensions " + nx + " x " + ny + " x " + nz
                    + ": each must be at least 1");
        }
        long cells = (long) nx * ny * nz;
        if (cells > MAX_CELLS) {
            throw new IllegalArgumentException("grid dimensions " + nx + " x " + ny + " x " + nz + " give " + cells
                    + " cells, more than the limit " + MAX_CELLS);
        }
        return (int) cells;
    }

    /** "c (x, y, z)" for cell index c. */
    static String describeCell(int c, int nx, int ny) {
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

    /** Grid coordinate as {@link #toGrid(int, float)}, computed in fm (PS2: VU0 mul then add). */
    public float toGrid(FloatModel fm, int a, float v) {
        FloatModel m = fm.vu();
        return m.add(m.mul(v, scale[a]), translate[a]);
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

    /**
     * The cell coordinate as {@link #cellCoordinate(int, float)}, computed in fm. Unit 2, BeginShapeQuery: under
     * PS2 the clamp is VU0 MAX then MINI and the truncation vftoi0 (an exponent-255 coordinate clamps high).
     */
    public int cellCoordinate(FloatModel fm, int a, float v) {
        if (fm == FloatModel.IEEE) {
            return cellCoordinate(a, v);
        }
        FloatModel m = fm.vu();
        float hi = m.sub(m.toFloat(dims[a]), 0.5f);
        return m.toInt(m.min(m.max(toGrid(m, a, v), 0.5f), hi));
    }

    /** Cell index c as "c (x, y, z)", the form errors name cells in. */
    public String describeCell(int c) {
        return describeCell(c, nx, ny);
    }

    /** Cell index (z·ny + y)·nx + x for in-range coordinates. */
    public int cellIndex(int x, int y, int z) {
        if (x < 0 || x >= nx || y < 0 || y >= ny || z < 0 || z >= nz) {
            throw new IndexOutOfBoundsException("cell (" + x + ", " + y + ", " + z + ") outside " + nx + " x " + ny
                    + " x " + nz);
        }
        return (z * ny + y) * nx + x;
    }

    /** The pool offset of cell c's list (its count); 0 (the shared empty list) for an empty cell. */
    public int listOffset(int cell) {
        return cellStart[cell];
    }

    /** Entries in cell c's list (at most {@link #ORIGINAL_MAX_LIST} in the original's u16 format). */
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
     * The value at pool position i (0..poolLength−1): a list count or a triangle index (the original's u16 when
     * the grid fits its format). Reading position listOffset(c) + 1 + count, one past a list's end, is always
     * defined: the next list's count or the final 0.
     */
    public int poolAt(int i) {
        return pool[i];
    }

    /** Length of the pool (including the shared empty list and the final sentinel). */
    public int poolLength() {
        return pool.length;
    }

    /** The largest list count of any cell (0 for a grid without entries). */
    public int longestList() {
        return longestList;
    }

    /** Entries of all lists together (the pool without the counts, the shared empty list and the sentinel). */
    public int entryCount() {
        int nonEmpty = 0;
        for (int c = 0; c < cellStart.length; c++) {
            nonEmpty += cellStart[c] != 0 ? 1 : 0;
        }
        return pool.length - 2 - nonEmpty;
    }

    /** The first cell (in cell-index order) whose list has more than limit entries, or −1 when there is none. */
    public int firstCellLongerThan(int limit) {
        if (longestList <= limit) {
            return -1;
        }
        for (int c = 0; c < cellStart.length; c++) {
            if (pool[cellStart[c]] > limit) {
                return c;
            }
        }
        return -1;
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
