package engine.foothold2d.map;

/**
 * GetCrossCandidate's spatial index: a uniform grid over the footholds' extent, of CELL px cells doubled until the
 * grid has at most {@link #MAX_CELLS} cells and {@link #MAX_ENTRIES} entries (so memory is bounded whatever the
 * footholds; a single cell at most), each cell listing the footholds whose box touches it. A query returns every
 * foothold whose box (inclusive) meets the query box, in ascending index, exactly as {@link #bruteForce} does.
 */
public final class CrossIndex {
    /** Cell size (px) of a map of ordinary extent. */
    public static final int CELL = 128;
    /** The most cells the grid has: a wider extent gets larger cells. */
    public static final int MAX_CELLS = 1 << 20;
    /** The most foothold entries over all cells: footholds that span many cells get larger cells. */
    public static final long MAX_ENTRIES = 1 << 22;

    private final CompiledMap map;
    private final int originX;
    private final int originY;
    private final int cols;
    private final int rows;
    private final long cell;
    private final int[] cellStart;
    private final int[] cellItems;

    CrossIndex(CompiledMap m) {
        map = m;
        int lx = Integer.MAX_VALUE;
        int ly = Integer.MAX_VALUE;
        int hx = Integer.MIN_VALUE;
        int hy = Integer.MIN_VALUE;
        for (int i = 0; i < m.count; i++) {
            lx = Math.min(lx, Math.min(m.x1[i], m.x2[i]));
            ly = Math.min(ly, Math.min(m.y1[i], m.y2[i]));
            hx = Math.max(hx, Math.max(m.x1[i], m.x2[i]));
            hy = Math.max(hy, Math.max(m.y1[i], m.y2[i]));
        }
        if (m.count == 0) {
            lx = 0;
            ly = 0;
            hx = 0;
            hy = 0;
        }
        originX = lx;
        originY = ly;
        long size = CELL;
        long extent = Math.max((long) hx - lx, (long) hy - ly);
        while (size <= extent && ((((long) hx - lx) / size + 1) * (((long) hy - ly) / size + 1) > MAX_CELLS
                || entries(m, lx, ly, size) > MAX_ENTRIES)) {
            size *= 2;
        }
        cell = size;
        cols = (int) (((long) hx - lx) / size) + 1;
        rows = (int) (((long) hy - ly) / size) + 1;
        int[] counts = new int[cols * rows + 1];
        int[] items = new int[0];
        for (int pass = 0; pass < 2; pass++) {
            int[] fill = pass == 0 ? null : new int[cols * rows];
            for (int i = 0; i < m.count; i++) {
                int c0 = col(Math.min(m.x1[i], m.x2[i]));
                int c1 = col(Math.max(m.x1[i], m.x2[i]));
                int r0 = row(Math.min(m.y1[i], m.y2[i]));
                int r1 = row(Math.max(m.y1[i], m.y2[i]));
                for (int r = r0; r <= r1; r++) {
                    for (int c = c0; c <= c1; c++) {
                        int cell = r * cols + c;
                        if (pass == 0) {
                            counts[cell + 1]++;
                        } else {
                            items[counts[cell] + fill[cell]++] = i;
                        }
                    }
                }
            }
            if (pass == 0) {
                for (int k = 0; k < cols * rows; k++) {
                    counts[k + 1] += counts[k];
                }
                items = new int[counts[cols * rows]];
            }
        }
        cellStart = counts;
        cellItems = items;
    }

    /** How many cell entries the footholds of m make with cells of size px from (lx, ly). */
    private static long entries(CompiledMap m, long lx, long ly, long size) {
        long n = 0;
        for (int i = 0; i < m.count; i++) {
            long c = (Math.max(m.x1[i], m.x2[i]) - lx) / size - (Math.min(m.x1[i], m.x2[i]) - lx) / size + 1;
            long r = (Math.max(m.y1[i], m.y2[i]) - ly) / size - (Math.min(m.y1[i], m.y2[i]) - ly) / size + 1;
            n += c * r;
        }
        return n;
    }

    private int col(long x) {
        long c = (x - originX) / cell;
        return (int) Math.max(0, Math.min(cols - 1, c));
    }

    private int row(long y) {
        long r = (y - originY) / cell;
        return (int) Math.max(0, Math.min(rows - 1, r));
    }

    /** The number of cells of the grid. */
    public int cells() {
        return cols * rows;
    }

    /** The number of foothold entries over all cells. */
    public int entries() {
        return cellItems.length;
    }

    /** Scratch for queries: owned by one kernel (one thread), reused for every query. */
    public CrossQuery newQuery() {
        return new CrossQuery(map.count);
    }

    /**
     * GetCrossCandidate: the footholds whose box meets [minX, maxX] x [minY, maxY] (px, inclusive), ascending
     * index, written to q.items; returns the count. Allocates nothing.
     */
    public int query(int minX, int minY, int maxX, int maxY, CrossQuery q) {
        int epoch = q.nextEpoch();
        int n = 0;
        int c0 = col(minX);
        int c1 = col(maxX);
        int r0 = row(minY);
        int r1 = row(maxY);
        int[] out = q.items;
        int[] stamp = q.stamp;
        for (int r = r0; r <= r1; r++) {
            for (int c = c0; c <= c1; c++) {
                int cell = r * cols + c;
                for (int k = cellStart[cell]; k < cellStart[cell + 1]; k++) {
                    int i = cellItems[k];
                    if (stamp[i] != epoch) {
                        stamp[i] = epoch;
                        if (overlaps(i, minX, minY, maxX, maxY)) {
                            // insertion keeps ascending index: deterministic candidate order
                            int j = n++;
                            while (j > 0 && out[j - 1] > i) {
                                out[j] = out[j - 1];
                                j--;
                            }
                            out[j] = i;
                        }
                    }
                }
            }
        }
        return n;
    }

    /** The same answer as {@link #query} by a scan over every foothold (the reference the index is tested against). */
    public int bruteForce(int minX, int minY, int maxX, int maxY, int[] out) {
        int n = 0;
        for (int i = 0; i < map.count; i++) {
            if (overlaps(i, minX, minY, maxX, maxY)) {
                out[n++] = i;
            }
        }
        return n;
    }

    private boolean overlaps(int i, int minX, int minY, int maxX, int maxY) {
        CompiledMap m = map;
        return Math.min(m.x1[i], m.x2[i]) <= maxX && Math.max(m.x1[i], m.x2[i]) >= minX
                && Math.min(m.y1[i], m.y2[i]) <= maxY && Math.max(m.y1[i], m.y2[i]) >= minY;
    }
}
