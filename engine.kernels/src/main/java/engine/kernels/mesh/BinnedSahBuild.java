package engine.kernels.mesh;

/**
 * Builds a {@link TriangleTree}'s nodes with the binned surface-area heuristic: each node's triangles are split
 * where the expected cost of a walk (the children's box areas times their triangle counts) is least, over
 * {@link #BINS} centroid bins per axis. A level mixes 2 cm statue facets with floor and wall triangles metres long;
 * a median split puts both in one node and makes large boxes that overlap, which a walk must then open.
 * Deterministic (no hashing, ties go to the lower axis and bin), O(n log n) for n triangles, and only a cull: the
 * walk hands over the same triangles whatever the shape of the tree.
 */
final class BinnedSahBuild {
    /** Centroid bins per axis. */
    static final int BINS = 16;
    /** Most triangles in a leaf. */
    static final int MAX_LEAF = 4;
    /**
     * Levels split by the heuristic; below them a node is split at its median, so however lopsided the cheapest
     * splits of a mesh are, the depth (and the build's recursion) stays within this plus log2 of the count.
     */
    static final int SAH_LEVELS = 48;
    /** The cost of opening a node, in triangle tests (the heuristic's only tuning). */
    private static final float NODE_COST = 1f;

    /** Triangle boxes, 6 floats each (x, y, z min then max), kept in the order of {@link #items}. */
    private final float[] tri;
    /** Triangle centroids, 3 floats each, kept in the order of {@link #items}: a node's data is one run. */
    private final float[] centre;
    /** Triangle indices; each node owns a range of them, leaves in walk order once built. */
    final int[] items;
    /** Node boxes, 6 floats each; the two children of a node are adjacent, so their boxes are 12 floats in a row. */
    float[] box;
    /** An inner node's first child (the second is next to it), or for a leaf -1 - its first item. */
    int[] link;
    /** A leaf's item count (0 for inner nodes). */
    int[] count;
    /** Nodes built. */
    int nodes;
    /** The deepest level (the root is level 1). */
    int depth;

    /** Per axis and bin, the split search's scratch: boxes and counts, then the right side's areas and counts. */
    private final float[] binBox = new float[3 * 6 * BINS];
    private final int[] binCount = new int[3 * BINS];
    private final float[] rightArea = new float[BINS];
    private final int[] rightCount = new int[BINS];
    /** The current node's centroid bounds (x, y, z min then max) and the running box of the split search. */
    private final float[] bounds = new float[6];
    /** Per axis, bins per metre of the centroid bounds (0 where they are flat: every centroid in bin 0). */
    private final float[] scale = new float[3];
    private final float[] acc = new float[6];

    /** Builds the tree over n triangles whose boxes are boxes (6 floats each, by triangle index; not changed). */
    BinnedSahBuild(float[] boxes, int n) {
        tri = boxes.clone();
        items = new int[n];
        centre = new float[3 * n];
        for (int t = 0; t < n; t++) {
            items[t] = t;
            for (int a = 0; a < 3; a++) {
                centre[3 * t + a] = (tri[6 * t + a] + tri[6 * t + 3 + a]) * 0.5f;
            }
        }
        int capacity = Math.max(1, 2 * n); // a binary tree with at most n leaves has fewer than 2n nodes
        box = new float[6 * capacity];
        link = new int[capacity];
        count = new int[capacity];
        if (n > 0) {
            nodes = 1;
            build(0, 0, n, 1);
        }
    }

    /** Makes node the node of items[from, to): its box, then a leaf or a split into two new adjacent children. */
    private void build(int node, int from, int to, int level) {
        depth = Math.max(depth, level);
        setBox(node, from, to);
        int n = to - from;
        int mid;
        if (n <= 1) {
            mid = -1;
        } else if (level <= SAH_LEVELS) {
            mid = split(node, from, to);
        } else {
            mid = n <= MAX_LEAF ? -1 : medianSplit(from, to);
        }
        if (mid < 0) {
            link[node] = -1 - from;
            count[node] = n;
            return;
        }
        int first = nodes;
        nodes += 2;
        link[node] = first;
        build(first, from, mid, level + 1);
        build(first + 1, mid, to, level + 1);
    }

    /** Sets node's box to the union of its triangles' boxes, and {@link #bounds} to that of their centroids. */
    private void setBox(int node, int from, int to) {
        float x0 = Float.POSITIVE_INFINITY, y0 = x0, z0 = x0;
        float x1 = Float.NEGATIVE_INFINITY, y1 = x1, z1 = x1;
        float cx0 = x0, cy0 = x0, cz0 = x0, cx1 = x1, cy1 = x1, cz1 = x1;
        for (int i = from; i < to; i++) {
            int at = 6 * i;
            x0 = Math.min(x0, tri[at]);
            y0 = Math.min(y0, tri[at + 1]);
            z0 = Math.min(z0, tri[at + 2]);
            x1 = Math.max(x1, tri[at + 3]);
            y1 = Math.max(y1, tri[at + 4]);
            z1 = Math.max(z1, tri[at + 5]);
            int c = 3 * i;
            cx0 = Math.min(cx0, centre[c]);
            cy0 = Math.min(cy0, centre[c + 1]);
            cz0 = Math.min(cz0, centre[c + 2]);
            cx1 = Math.max(cx1, centre[c]);
            cy1 = Math.max(cy1, centre[c + 1]);
            cz1 = Math.max(cz1, centre[c + 2]);
        }
        int b = 6 * node;
        box[b] = x0;
        box[b + 1] = y0;
        box[b + 2] = z0;
        box[b + 3] = x1;
        box[b + 4] = y1;
        box[b + 5] = z1;
        bounds[0] = cx0;
        bounds[1] = cy0;
        bounds[2] = cz0;
        bounds[3] = cx1;
        bounds[4] = cy1;
        bounds[5] = cz1;
        for (int a = 0; a < 3; a++) {
            float extent = bounds[3 + a] - bounds[a];
            scale[a] = extent > 0f ? BINS / extent : 0f;
        }
    }

    /**
     * Partitions items[from, to) at the least-cost bin boundary and returns where the second child starts, or -1
     * for a leaf (few enough triangles and no split cheaper than testing them all). When every centroid is the same
     * point, or the bins do not separate them, a median split keeps the depth logarithmic.
     */
    private int split(int node, int from, int to) {
        int n = to - from;
        float parentArea = Math.max(area(box, 6 * node), Float.MIN_NORMAL); // a point's box: costs stay finite
        binAll(from, to);
        float best = Float.POSITIVE_INFINITY;
        int bestAxis = -1;
        int bestBin = -1;
        for (int axis = 0; axis < 3; axis++) {
            if (!(bounds[3 + axis] > bounds[axis])) {
                continue; // every centroid on one plane across this axis: no bin boundary separates them
            }
            int bins = axis * BINS;
            // Right to left: the area and count of bins b..BINS-1 together.
            empty(acc, 0);
            int right = 0;
            for (int b = BINS - 1; b > 0; b--) {
                grow(acc, 0, binBox, 6 * (bins + b));
                right += binCount[bins + b];
                rightArea[b] = area(acc, 0);
                rightCount[b] = right;
            }
            empty(acc, 0);
            int left = 0;
            for (int b = 1; b < BINS; b++) {
                grow(acc, 0, binBox, 6 * (bins + b - 1));
                left += binCount[bins + b - 1];
                if (left == 0 || rightCount[b] == 0) {
                    continue;
                }
                float cost = NODE_COST + (area(acc, 0) * left + rightArea[b] * rightCount[b]) / parentArea;
                if (cost < best) {
                    best = cost;
                    bestAxis = axis;
                    bestBin = b;
                }
            }
        }
        if (bestAxis < 0) {
            return n <= MAX_LEAF ? -1 : medianSplit(from, to);
        }
        if (n <= MAX_LEAF && !(best < n)) {
            return -1; // testing the few triangles costs no more than opening two children
        }
        int mid = partition(from, to, bestAxis, bestBin);
        return mid > from && mid < to ? mid : medianSplit(from, to);
    }

    /** Fills every axis's bins with the boxes and counts of items[from, to), in one pass over them. */
    private void binAll(int from, int to) {
        for (int b = 0; b < 3 * BINS; b++) {
            binCount[b] = 0;
            empty(binBox, 6 * b);
        }
        float[] bb = binBox;
        for (int i = from; i < to; i++) {
            int at = 6 * i;
            float x0 = tri[at], y0 = tri[at + 1], z0 = tri[at + 2];
            float x1 = tri[at + 3], y1 = tri[at + 4], z1 = tri[at + 5];
            for (int axis = 0; axis < 3; axis++) {
                int b = axis * BINS + bin(i, axis);
                binCount[b]++;
                int o = 6 * b;
                bb[o] = Math.min(bb[o], x0);
                bb[o + 1] = Math.min(bb[o + 1], y0);
                bb[o + 2] = Math.min(bb[o + 2], z0);
                bb[o + 3] = Math.max(bb[o + 3], x1);
                bb[o + 4] = Math.max(bb[o + 4], y1);
                bb[o + 5] = Math.max(bb[o + 5], z1);
            }
        }
    }

    /** The bin on axis of the centroid in slot i: bins of equal width over the node's centroid bounds. */
    private int bin(int i, int axis) {
        return Math.min(BINS - 1, (int) ((centre[3 * i + axis] - bounds[axis]) * scale[axis]));
    }

    /** Moves the slots whose centroid falls in a bin below split to the front; returns the first of the rest. */
    private int partition(int from, int to, int axis, int split) {
        int i = from;
        int j = to - 1;
        while (i <= j) {
            if (bin(i, axis) < split) {
                i++;
            } else {
                swap(i, j--);
            }
        }
        return i;
    }

    /** Splits items[from, to) at its middle by centroid on the longest centroid axis (ties by index). */
    private int medianSplit(int from, int to) {
        float ex = bounds[3] - bounds[0], ey = bounds[4] - bounds[1], ez = bounds[5] - bounds[2];
        int axis = ex >= ey && ex >= ez ? 0 : ey >= ez ? 1 : 2;
        int mid = (from + to) >>> 1;
        select(axis, from, to - 1, mid);
        return mid;
    }

    /** Reorders slots lo..hi so that slot k holds the k-th smallest centroid on axis (ties by triangle index). */
    private void select(int axis, int lo, int hi, int k) {
        while (lo < hi) {
            int m = (lo + hi) >>> 1;
            float pc = centre[3 * m + axis];
            int pt = items[m];
            int i = lo;
            int j = hi;
            while (i <= j) {
                while (less(centre[3 * i + axis], items[i], pc, pt)) {
                    i++;
                }
                while (less(pc, pt, centre[3 * j + axis], items[j])) {
                    j--;
                }
                if (i <= j) {
                    swap(i++, j--);
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

    /** Centroid coordinate ca of triangle a before cb of triangle b (ties by index). */
    private static boolean less(float ca, int a, float cb, int b) {
        return ca < cb || (ca == cb && a < b);
    }

    /** Swaps slots i and j: the triangle index, its box and its centroid. */
    private void swap(int i, int j) {
        int s = items[i];
        items[i] = items[j];
        items[j] = s;
        for (int k = 0; k < 6; k++) {
            float f = tri[6 * i + k];
            tri[6 * i + k] = tri[6 * j + k];
            tri[6 * j + k] = f;
        }
        for (int k = 0; k < 3; k++) {
            float f = centre[3 * i + k];
            centre[3 * i + k] = centre[3 * j + k];
            centre[3 * j + k] = f;
        }
    }

    /** Makes the box at b[at] empty: min +infinity, max -infinity. */
    private static void empty(float[] b, int at) {
        for (int a = 0; a < 3; a++) {
            b[at + a] = Float.POSITIVE_INFINITY;
            b[at + 3 + a] = Float.NEGATIVE_INFINITY;
        }
    }

    /** Grows the box at into[i] to hold the box at from[j]. */
    private static void grow(float[] into, int i, float[] from, int j) {
        for (int a = 0; a < 3; a++) {
            into[i + a] = Math.min(into[i + a], from[j + a]);
            into[i + 3 + a] = Math.max(into[i + 3 + a], from[j + 3 + a]);
        }
    }

    /** Half the surface area of the box at b[at] (0 for an empty box). */
    private static float area(float[] b, int at) {
        float x = b[at + 3] - b[at];
        float y = b[at + 4] - b[at + 1];
        float z = b[at + 5] - b[at + 2];
        if (!(x >= 0f && y >= 0f && z >= 0f)) {
            return 0f;
        }
        return x * y + y * z + z * x;
    }
}
