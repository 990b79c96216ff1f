package engine.kernels.mesh;

/**
 * A bounding-volume tree over a mesh's triangle boxes (built by {@link BinnedSahBuild}), laid out for the walk: the
 * two children of a node sit side by side, so one node visit reads both boxes from one run of 12 floats; each
 * triangle's box and cell footprint are copied in leaf order, so a leaf's triangles are tested from sequential
 * memory before any per-triangle record is read. A walk hands over the triangles the cell walk would meet whose box a
 * swept sphere may reach, nearer boxes first, and can stop early once nothing farther is wanted.
 */
final class TriangleTree {
    /** Ints per node: its box (x, y, z min then max, as float bits), its link and its count. */
    private static final int NODE = 8;
    private static final int LINK = 6;
    private static final int COUNT = 7;
    /** Ints per leaf item: its triangle's box (as float bits), then its cell footprint (x0, y0, z0, x1, y1, z1). */
    private static final int ITEM = 12;
    private static final int CELLS = 6;

    /**
     * The nodes, {@link #NODE} ints each, so that a node's box and links share a cache line: for an inner node the
     * link is its first child (the second is next to it, so the two boxes a visit tests lie in one run of 16 ints),
     * for a leaf -1 - its first item; the count is a leaf's item count (0 for inner nodes).
     */
    private final int[] node;
    /** Per item in leaf order, {@link #ITEM} ints: what a leaf visit tests, read from sequential memory. */
    private final int[] item;
    /**
     * Per item in leaf order, its triangle's cached normal and n·v0 (the cache's bits): the sweep reads them right
     * after the leaf's test, from memory next to what the test read, instead of from the cache's scattered record.
     */
    private final float[] itemPlane;
    /** Triangle indices in leaf order. */
    private final int[] items;
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
        node = new int[NODE * Math.max(1, nodes)];
        for (int k = 0; k < nodes; k++) {
            for (int a = 0; a < 6; a++) {
                node[NODE * k + a] = Float.floatToRawIntBits(b.box[6 * k + a]);
            }
            node[NODE * k + LINK] = b.link[k];
            node[NODE * k + COUNT] = b.count[k];
        }
        items = b.items;
        item = new int[ITEM * n];
        itemPlane = new float[4 * n];
        for (int i = 0; i < n; i++) {
            for (int a = 0; a < 6; a++) {
                item[ITEM * i + a] = Float.floatToRawIntBits(boxes[6 * items[i] + a]);
            }
            System.arraycopy(c.footprint, 6 * items[i], item, ITEM * i + CELLS, 6);
            System.arraycopy(c.rec, TriangleCache.STRIDE * items[i] + TriangleCache.NX, itemPlane, 4 * i, 4);
        }
    }

    /** Stack room a walk needs (each level may leave one node pending). */
    int stackSize() {
        return depth + 1;
    }

    /** What the walk does with a triangle the swept sphere may reach. */
    interface Visitor {
        /**
         * Looks at triangle t, the item at slot in leaf order ({@link #plane}); returns the fraction of the move
         * past which nothing is wanted any more.
         */
        float visit(int t, int slot);
    }

    /** The item at slot's cached normal (k = 0, 1, 2) or n·v0 (k = 3), as {@link TriangleCache} holds them. */
    float plane(int slot, int k) {
        return itemPlane[4 * slot + k];
    }

    /**
     * Walks the leaves the swept sphere q may reach, nearer boxes first, and hands to v each of their triangles
     * whose cell footprint meets the cell range (x0, y0, z0, x1, y1, z1; the cell walk meets exactly these) and
     * whose box, and the ball around it, q may reach no later than the cutoff v last returned (start: cutoff, at
     * most 1, the move's end).
     * stack and enterAt hold at least {@link #stackSize()} entries.
     */
    void walk(SweptSphere q, int[] range, Visitor v, float cutoff, int[] stack, float[] enterAt) {
        if (nodes == 0) {
            return;
        }
        cutoff = Math.min(cutoff, 1f); // a box first reached past the move's end is never reached
        int[] nd = node;
        float e = enter(q, nd, 0);
        if (e > cutoff) {
            return;
        }
        int x0 = range[0], y0 = range[1], z0 = range[2], x1 = range[3], y1 = range[4], z1 = range[5];
        int[] it = item;
        int top = 0;
        stack[top] = 0;
        enterAt[top++] = e;
        while (top > 0) {
            top--;
            if (enterAt[top] > cutoff) {
                continue;
            }
            int at = NODE * stack[top];
            int l = nd[at + LINK];
            if (l < 0) {
                int end = -1 - l + nd[at + COUNT];
                for (int i = -1 - l; i < end; i++) {
                    int f = ITEM * i;
                    int g = f + CELLS;
                    // The cell walk meets the triangle only when its footprint meets the range.
                    if (it[g] > x1 || it[g + 3] < x0 || it[g + 1] > y1 || it[g + 4] < y0 || it[g + 2] > z1
                            || it[g + 5] < z0) {
                        continue;
                    }
                    if (enter(q, it, f) <= cutoff && enterBall(q, it, f) <= cutoff) {
                        cutoff = Math.min(cutoff, v.visit(items[i], i)); // +infinity (never) stays above 1
                    }
                }
                continue;
            }
            int a = l;
            int b = l + 1;
            float ea = enterChild(q, nd, NODE * a, cutoff);
            float eb = enterChild(q, nd, NODE * b, cutoff);
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

    /**
     * When q may first reach the node at nd[at]: its box's slab entry, and for a leaf (a small box, where the
     * ball is the tighter bound) the later of that and its ball's entry, so that a leaf the sphere passes by is not
     * opened. Only the ball of a box the slab test keeps before the cutoff is computed.
     */
    private static float enterChild(SweptSphere q, int[] nd, int at, float cutoff) {
        float e = enter(q, nd, at);
        if (e <= cutoff && nd[at + LINK] < 0) {
            e = Math.max(e, enterBall(q, nd, at));
        }
        return e;
    }

    /** {@link SweptSphere#enterBall} of the box at boxes[at] (float bits). */
    private static float enterBall(SweptSphere q, int[] boxes, int at) {
        return q.enterBall(Float.intBitsToFloat(boxes[at]), Float.intBitsToFloat(boxes[at + 1]),
                Float.intBitsToFloat(boxes[at + 2]), Float.intBitsToFloat(boxes[at + 3]),
                Float.intBitsToFloat(boxes[at + 4]), Float.intBitsToFloat(boxes[at + 5]));
    }

    /** The fraction at which q may first reach the box at boxes[at] (float bits), never later; +infinity for never. */
    private static float enter(SweptSphere q, int[] boxes, int at) {
        return q.enter(Float.intBitsToFloat(boxes[at]), Float.intBitsToFloat(boxes[at + 1]),
                Float.intBitsToFloat(boxes[at + 2]), Float.intBitsToFloat(boxes[at + 3]),
                Float.intBitsToFloat(boxes[at + 4]), Float.intBitsToFloat(boxes[at + 5]));
    }
}
