package engine.kernels.mesh;

/**
 * A bounding-volume tree over a mesh's triangle boxes (built by {@link BinnedSahBuild}), laid out for the walk: the
 * two children of a node sit side by side, so one node visit reads both boxes from one run of 12 floats; each
 * triangle's box and cell footprint are copied in leaf order, so a leaf's triangles are tested from sequential
 * memory before any per-triangle record is read. A walk hands over the triangles the cell walk would meet whose box a
 * swept sphere may reach, nearer boxes first, and can stop early once nothing farther is wanted.
 */
final class TriangleTree {
    /** Node boxes, 6 floats each (x, y, z min then max); a node's two children are adjacent. */
    private final float[] box;
    /** An inner node's first child (the second is next to it), or for a leaf -1 - its first item. */
    private final int[] link;
    /** A leaf's item count (0 for inner nodes). */
    private final int[] count;
    /** Triangle indices in leaf order. */
    private final int[] items;
    /** Each item's triangle box in leaf order, 6 floats each. */
    private final float[] itemBox;
    /** Each item's cell footprint (x0, y0, z0, x1, y1, z1) in leaf order. */
    private final int[] itemCells;
    private final int nodes;
    /** The deepest path, for the query's stack. */
    private final int depth;

    TriangleTree(TriangleCache c) {
        int n = c.rec.length / TriangleCache.STRIDE;
        float[] boxes = new float[6 * n];
        for (int t = 0; t < n; t++) {
            System.arraycopy(c.rec, TriangleCache.STRIDE * t + TriangleCache.MIN_X, boxes, 6 * t, 6);
        }
        BinnedSahBuild b = new BinnedSahBuild(boxes, n);
        nodes = b.nodes;
        depth = b.depth;
        box = java.util.Arrays.copyOf(b.box, 6 * Math.max(1, nodes));
        link = java.util.Arrays.copyOf(b.link, Math.max(1, nodes));
        count = java.util.Arrays.copyOf(b.count, Math.max(1, nodes));
        items = b.items;
        itemBox = new float[6 * n];
        itemCells = new int[6 * n];
        for (int i = 0; i < n; i++) {
            System.arraycopy(boxes, 6 * items[i], itemBox, 6 * i, 6);
            System.arraycopy(c.footprint, 6 * items[i], itemCells, 6 * i, 6);
        }
    }

    /** Stack room a walk needs (each level may leave one node pending). */
    int stackSize() {
        return depth + 1;
    }

    /** What the walk does with a triangle the swept sphere may reach. */
    interface Visitor {
        /** Looks at triangle t; returns the fraction of the move past which nothing is wanted any more. */
        float visit(int t);
    }

    /**
     * Walks the leaves the swept sphere q may reach, nearer boxes first, and hands to v each of their triangles
     * whose cell footprint meets the cell range (x0, y0, z0, x1, y1, z1; the cell walk meets exactly these) and
     * whose box q may reach no later than the cutoff v last returned (start: cutoff, at most 1, the move's end).
     * stack and enterAt hold at least {@link #stackSize()} entries.
     */
    void walk(SweptSphere q, int[] range, Visitor v, float cutoff, int[] stack, float[] enterAt) {
        if (nodes == 0) {
            return;
        }
        cutoff = Math.min(cutoff, 1f); // a box first reached past the move's end is never reached
        float e = enter(q, box, 0);
        if (e > cutoff) {
            return;
        }
        int x0 = range[0], y0 = range[1], z0 = range[2], x1 = range[3], y1 = range[4], z1 = range[5];
        int top = 0;
        stack[top] = 0;
        enterAt[top++] = e;
        while (top > 0) {
            top--;
            if (enterAt[top] > cutoff) {
                continue;
            }
            int node = stack[top];
            int l = link[node];
            if (l < 0) {
                int end = -1 - l + count[node];
                for (int i = -1 - l; i < end; i++) {
                    int f = 6 * i;
                    int[] cells = itemCells;
                    // The cell walk meets the triangle only when its footprint meets the range.
                    if (cells[f] > x1 || cells[f + 3] < x0 || cells[f + 1] > y1 || cells[f + 4] < y0
                            || cells[f + 2] > z1 || cells[f + 5] < z0) {
                        continue;
                    }
                    if (enter(q, itemBox, f) <= cutoff) {
                        cutoff = Math.min(cutoff, v.visit(items[i])); // +infinity (never) stays above 1
                    }
                }
                continue;
            }
            int a = l;
            int b = l + 1;
            float ea = enter(q, box, 6 * a);
            float eb = enter(q, box, 6 * b);
            if (ea > eb) {
                int s = a;
                a = b;
                b = s;
                float f = ea;
                ea = eb;
                eb = f;
            }
            if (eb <= cutoff) {
                stack[top] = b;
                enterAt[top++] = eb;
            }
            if (ea <= cutoff) {
                stack[top] = a;
                enterAt[top++] = ea;
            }
        }
    }

    /** The fraction at which q may first reach the box at boxes[at], never later; +infinity for never. */
    private static float enter(SweptSphere q, float[] boxes, int at) {
        return q.enter(boxes[at], boxes[at + 1], boxes[at + 2], boxes[at + 3], boxes[at + 4], boxes[at + 5]);
    }
}
