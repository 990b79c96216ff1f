package engine.kernels.mesh;

/**
 * A bounding-volume tree over a mesh's triangle boxes: binary, split at the median centroid of the longest axis,
 * up to {@link #LEAF} triangles per leaf; flat arrays, built once per mesh. A walk hands over the triangles of every
 * leaf a swept sphere may reach, nearer leaves first, and can stop early once nothing farther is wanted.
 */
final class TriangleTree {
    /** Most triangles in a leaf. */
    static final int LEAF = 4;

    /** Node boxes, 6 floats each (x, y, z min then max). */
    private final float[] box;
    /** A leaf's first item, or for an inner node -1 - (its second child); the first child is the next node. */
    private final int[] link;
    /** A leaf's item count (0 for inner nodes). */
    private final int[] count;
    /** Triangle indices in leaf order. */
    private final int[] items;
    private int nodes;
    /** The deepest path, for the query's stack. */
    private int depth;

    TriangleTree(TriangleCache c) {
        int n = c.rec.length / TriangleCache.STRIDE;
        items = new int[n];
        float[] centre = new float[3 * n];
        for (int t = 0; t < n; t++) {
            items[t] = t;
            for (int a = 0; a < 3; a++) {
                centre[3 * t + a] = (c.rec[TriangleCache.STRIDE * t + TriangleCache.MIN_X + a]
                        + c.rec[TriangleCache.STRIDE * t + TriangleCache.MAX_X + a]) * 0.5f;
            }
        }
        int capacity = Math.max(1, 2 * n); // median splits: leaves of at least LEAF / 2 + 1 triangles
        box = new float[6 * capacity];
        link = new int[capacity];
        count = new int[capacity];
        if (n > 0) {
            build(c, centre, 0, n, 1);
        }
    }

    /** Builds the node for items[from, to) at the next free index; returns its index. */
    private int build(TriangleCache c, float[] centre, int from, int to, int level) {
        int node = nodes++;
        depth = Math.max(depth, level);
        float x0 = Float.POSITIVE_INFINITY, y0 = x0, z0 = x0;
        float x1 = Float.NEGATIVE_INFINITY, y1 = x1, z1 = x1;
        float cx0 = x0, cy0 = x0, cz0 = x0, cx1 = x1, cy1 = x1, cz1 = x1;
        float[] r = c.rec;
        for (int i = from; i < to; i++) {
            int t = items[i];
            int at = TriangleCache.STRIDE * t;
            x0 = Math.min(x0, r[at + TriangleCache.MIN_X]);
            y0 = Math.min(y0, r[at + TriangleCache.MIN_Y]);
            z0 = Math.min(z0, r[at + TriangleCache.MIN_Z]);
            x1 = Math.max(x1, r[at + TriangleCache.MAX_X]);
            y1 = Math.max(y1, r[at + TriangleCache.MAX_Y]);
            z1 = Math.max(z1, r[at + TriangleCache.MAX_Z]);
            cx0 = Math.min(cx0, centre[3 * t]);
            cy0 = Math.min(cy0, centre[3 * t + 1]);
            cz0 = Math.min(cz0, centre[3 * t + 2]);
            cx1 = Math.max(cx1, centre[3 * t]);
            cy1 = Math.max(cy1, centre[3 * t + 1]);
            cz1 = Math.max(cz1, centre[3 * t + 2]);
        }
        int b = 6 * node;
        box[b] = x0;
        box[b + 1] = y0;
        box[b + 2] = z0;
        box[b + 3] = x1;
        box[b + 4] = y1;
        box[b + 5] = z1;
        if (to - from <= LEAF) {
            link[node] = from;
            count[node] = to - from;
            return node;
        }
        float ex = cx1 - cx0, ey = cy1 - cy0, ez = cz1 - cz0;
        int axis = ex >= ey && ex >= ez ? 0 : ey >= ez ? 1 : 2;
        int mid = (from + to) >>> 1;
        select(centre, axis, from, to - 1, mid);
        build(c, centre, from, mid, level + 1);
        int second = build(c, centre, mid, to, level + 1);
        link[node] = -1 - second;
        return node;
    }

    /** Reorders items[lo..hi] so that items[k] holds the k-th smallest centroid on axis (ties by index). */
    private void select(float[] centre, int axis, int lo, int hi, int k) {
        while (lo < hi) {
            int p = items[(lo + hi) >>> 1];
            int i = lo;
            int j = hi;
            while (i <= j) {
                while (less(centre, axis, items[i], p)) {
                    i++;
                }
                while (less(centre, axis, p, items[j])) {
                    j--;
                }
                if (i <= j) {
                    int s = items[i];
                    items[i] = items[j];
                    items[j] = s;
                    i++;
                    j--;
                }
            }
            if (k <= j) {
                hi = j;
            } else if (k >= i) {
                lo = i;
            } else {
                return;
            }
        }
    }

    private static boolean less(float[] centre, int axis, int a, int b) {
        float ca = centre[3 * a + axis];
        float cb = centre[3 * b + axis];
        return ca < cb || (ca == cb && a < b);
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
     * Walks the leaves the swept sphere q may reach, nearer boxes first, handing each of their triangles to v,
     * and skips every box the sphere cannot reach before the cutoff v last returned (start: cutoff). stack and
     * enterAt hold at least {@link #stackSize()} entries.
     */
    void walk(SweptSphere q, Visitor v, float cutoff, int[] stack, float[] enterAt) {
        if (nodes == 0) {
            return;
        }
        cutoff = Math.min(cutoff, 1f); // a box first reached past the move's end is never reached
        float e = enter(q, 0);
        if (e > cutoff) {
            return;
        }
        int top = 0;
        stack[top] = 0;
        enterAt[top++] = e;
        while (top > 0) {
            top--;
            int node = stack[top];
            if (enterAt[top] > cutoff) {
                continue;
            }
            int l = link[node];
            if (l >= 0) {
                int end = l + count[node];
                for (int i = l; i < end; i++) {
                    cutoff = Math.min(cutoff, v.visit(items[i])); // +infinity (never) stays above 1
                }
                continue;
            }
            int a = node + 1;
            int b = -1 - l;
            float ea = enter(q, a);
            float eb = enter(q, b);
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

    private float enter(SweptSphere q, int node) {
        int b = 6 * node;
        return q.enter(box[b], box[b + 1], box[b + 2], box[b + 3], box[b + 4], box[b + 5]);
    }
}
