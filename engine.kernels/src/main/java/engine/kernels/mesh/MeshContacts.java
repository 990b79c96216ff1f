package engine.kernels.mesh;

import engine.api.math.FloatModel;

/**
 * Unit 2's mesh-contact array (0xb0 bytes each; 100 in the original, sized by
 * ContactListPolicy.meshContactCapacity()) and its pointer list, as parallel arrays: +0x00 key, +0x04 triangle,
 * +0x08 flags, +0x0c start distance, +0x14 region, the copy of T's normal (+0x90) and un-normalised edges
 * (+0x50..+0x7f), and whether the copy was flipped. Owned by one kernel instance; reused by every call.
 */
public final class MeshContacts {
    private float[] keys = new float[0];
    private int[] triangle = new int[0];
    private int[] flags = new int[0];
    private float[] startDistance = new float[0];
    private int[] region = new int[0];
    private float[] normal = new float[0];
    private float[] edges = new float[0];
    private boolean[] flipped = new boolean[0];
    private int[] order = new int[1];
    private int count;
    /** {@link #orderBy}'s scratch: entry indices, a merge buffer, and spare fields. */
    private int[] by = new int[0];
    private int[] byScratch = new int[0];
    private long[] longScratch = new long[0];
    private float[] floatScratch = new float[0];
    private float[] edgeScratch = new float[0];

    /** An empty array of capacity 0; {@link #ensure} sizes it. */
    public MeshContacts() {
    }

    /** Sizes the array to exactly capacity entries when it differs (not per call: only when the policy changes). */
    public void ensure(int capacity) {
        if (keys.length != capacity) {
            resize(capacity);
        }
    }

    /** Doubles the capacity, keeping the entries (growable policies only). */
    public void grow() {
        resize(Math.max(8, keys.length * 2));
    }

    private void resize(int capacity) {
        keys = java.util.Arrays.copyOf(keys, capacity);
        triangle = java.util.Arrays.copyOf(triangle, capacity);
        flags = java.util.Arrays.copyOf(flags, capacity);
        startDistance = java.util.Arrays.copyOf(startDistance, capacity);
        region = java.util.Arrays.copyOf(region, capacity);
        normal = java.util.Arrays.copyOf(normal, 3 * capacity);
        edges = java.util.Arrays.copyOf(edges, 9 * capacity);
        flipped = java.util.Arrays.copyOf(flipped, capacity);
        order = java.util.Arrays.copyOf(order, capacity + 1);
        count = Math.min(count, capacity);
    }

    /** Empties the array (the collectors' count = 0). */
    public void clear() {
        count = 0;
    }

    /** Entries held. */
    public int count() {
        return count;
    }

    /** Entries the array can hold. */
    public int capacity() {
        return keys.length;
    }

    /** True when no further entry fits. */
    public boolean isFull() {
        return count >= keys.length;
    }

    /**
     * Appends an entry: key, triangle index, flags (+0x08), start distance (+0x0c), region (+0x14), and the copy
     * of T's normal and edges; returns its index. The caller checks {@link #isFull()} first.
     */
    public int add(float key, int tri, int meshFlags, float start, int regionCode, SphereTriangleSweep t,
                   boolean wasFlipped) {
        int i = count++;
        keys[i] = key;
        triangle[i] = tri;
        flags[i] = meshFlags;
        startDistance[i] = start;
        region[i] = regionCode;
        normal[3 * i] = t.nx;
        normal[3 * i + 1] = t.ny;
        normal[3 * i + 2] = t.nz;
        System.arraycopy(t.e, 0, edges, 9 * i, 9);
        flipped[i] = wasFlipped;
        return i;
    }

    /**
     * Reorders the entries by rank (rank[i] for entry i; all distinct), smallest first: a collector that met the
     * triangles out of the grid walk's order puts them back in it before the sort. A merge sort of the entry
     * indices, then one pass that moves every field; the scratch grows with the array, never per call.
     */
    public void orderBy(long[] rank) {
        if (count < 2) {
            return;
        }
        if (by.length < keys.length) {
            by = new int[keys.length];
            byScratch = new int[keys.length];
            longScratch = new long[keys.length];
        }
        for (int i = 0; i < count; i++) {
            by[i] = i;
        }
        for (int width = 1; width < count; width *= 2) {
            for (int lo = 0; lo < count - width; lo += 2 * width) {
                merge(rank, lo, lo + width, Math.min(lo + 2 * width, count));
            }
        }
        permute(rank);
    }

    /** Merges the sorted index runs by[lo, mid) and by[mid, hi) by rank. */
    private void merge(long[] rank, int lo, int mid, int hi) {
        int i = lo;
        int j = mid;
        int k = lo;
        while (i < mid && j < hi) {
            byScratch[k++] = rank[by[j]] < rank[by[i]] ? by[j++] : by[i++];
        }
        while (i < mid) {
            byScratch[k++] = by[i++];
        }
        while (j < hi) {
            byScratch[k++] = by[j++];
        }
        System.arraycopy(byScratch, lo, by, lo, hi - lo);
    }

    /** Moves entry by[i] to place i in every field (and in rank). */
    private void permute(long[] rank) {
        float[] f = spareFloats(3 * count);
        for (int i = 0; i < count; i++) {
            f[i] = keys[by[i]];
        }
        System.arraycopy(f, 0, keys, 0, count);
        for (int i = 0; i < count; i++) {
            f[i] = startDistance[by[i]];
        }
        System.arraycopy(f, 0, startDistance, 0, count);
        for (int i = 0; i < count; i++) {
            System.arraycopy(normal, 3 * by[i], f, 3 * i, 3);
        }
        System.arraycopy(f, 0, normal, 0, 3 * count);
        float[] e = spareEdges(9 * count);
        for (int i = 0; i < count; i++) {
            System.arraycopy(edges, 9 * by[i], e, 9 * i, 9);
        }
        System.arraycopy(e, 0, edges, 0, 9 * count);
        int[] n = byScratch;
        for (int i = 0; i < count; i++) {
            n[i] = triangle[by[i]];
        }
        System.arraycopy(n, 0, triangle, 0, count);
        for (int i = 0; i < count; i++) {
            n[i] = flags[by[i]];
        }
        System.arraycopy(n, 0, flags, 0, count);
        for (int i = 0; i < count; i++) {
            n[i] = region[by[i]];
        }
        System.arraycopy(n, 0, region, 0, count);
        for (int i = 0; i < count; i++) {
            n[i] = flipped[by[i]] ? 1 : 0;
        }
        for (int i = 0; i < count; i++) {
            flipped[i] = n[i] != 0;
        }
        for (int i = 0; i < count; i++) {
            longScratch[i] = rank[by[i]];
        }
        System.arraycopy(longScratch, 0, rank, 0, count);
    }

    private float[] spareFloats(int n) {
        if (floatScratch.length < n) {
            floatScratch = new float[3 * keys.length];
        }
        return floatScratch;
    }

    private float[] spareEdges(int n) {
        if (edgeScratch.length < n) {
            edgeScratch = new float[9 * keys.length];
        }
        return edgeScratch;
    }

    /**
     * Keeps only the entries whose key is the least (in arrival order; keys compared by the model's less-than):
     * when only the first contact of the sorted list is wanted, no other entry can become it.
     */
    public void keepLeast(FloatModel m) {
        if (count < 2) {
            return;
        }
        float least = keys[0];
        for (int i = 1; i < count; i++) {
            if (m.lt(keys[i], least)) {
                least = keys[i];
            }
        }
        int kept = 0;
        for (int i = 0; i < count; i++) {
            if (!m.lt(least, keys[i])) {
                move(i, kept++);
            }
        }
        count = kept;
    }

    /** Copies entry from to place to (to &lt;= from). */
    private void move(int from, int to) {
        if (from == to) {
            return;
        }
        keys[to] = keys[from];
        triangle[to] = triangle[from];
        flags[to] = flags[from];
        startDistance[to] = startDistance[from];
        region[to] = region[from];
        System.arraycopy(normal, 3 * from, normal, 3 * to, 3);
        System.arraycopy(edges, 9 * from, edges, 9 * to, 9);
        flipped[to] = flipped[from];
    }

    /** The sort keys (entry i's key at i); live storage handed to the sort. */
    public float[] keys() {
        return keys;
    }

    /** The pointer list the sort fills (length capacity + 1: the smear writes one past). */
    public int[] order() {
        return order;
    }

    /** Entry i's key (+0x00). */
    public float key(int i) {
        return keys[i];
    }

    /** Entry i's triangle index (+0x04). */
    public int triangle(int i) {
        return triangle[i];
    }

    /** Entry i's flags (+0x08). */
    public int flags(int i) {
        return flags[i];
    }

    /** Entry i's signed start distance (+0x0c). */
    public float startDistance(int i) {
        return startDistance[i];
    }

    /** Entry i's region code (+0x14). */
    public int region(int i) {
        return region[i];
    }

    /** Entry i's normal coordinate a (+0x90). */
    public float normal(int i, int a) {
        return normal[3 * i + a];
    }

    /** Entry i's un-normalised edge k coordinate a (+0x50 + 16k). */
    public float edge(int i, int k, int a) {
        return edges[9 * i + 3 * k + a];
    }

    /** True when entry i's copy of T was flipped (two-sided, met from behind). */
    public boolean flipped(int i) {
        return flipped[i];
    }
}
