package engine.kernels.mesh;

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
     * triangles out of the grid walk's order puts them back in it before the sort. Insertion sort: entries are few.
     */
    public void orderBy(long[] rank) {
        for (int i = 1; i < count; i++) {
            for (int j = i; j > 0 && rank[j - 1] > rank[j]; j--) {
                swap(rank, j - 1, j);
            }
        }
    }

    private void swap(long[] rank, int a, int b) {
        long r = rank[a];
        rank[a] = rank[b];
        rank[b] = r;
        float k = keys[a];
        keys[a] = keys[b];
        keys[b] = k;
        int t = triangle[a];
        triangle[a] = triangle[b];
        triangle[b] = t;
        int f = flags[a];
        flags[a] = flags[b];
        flags[b] = f;
        float d = startDistance[a];
        startDistance[a] = startDistance[b];
        startDistance[b] = d;
        int g = region[a];
        region[a] = region[b];
        region[b] = g;
        for (int i = 0; i < 3; i++) {
            float n = normal[3 * a + i];
            normal[3 * a + i] = normal[3 * b + i];
            normal[3 * b + i] = n;
        }
        for (int i = 0; i < 9; i++) {
            float e = edges[9 * a + i];
            edges[9 * a + i] = edges[9 * b + i];
            edges[9 * b + i] = e;
        }
        boolean p = flipped[a];
        flipped[a] = flipped[b];
        flipped[b] = p;
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
