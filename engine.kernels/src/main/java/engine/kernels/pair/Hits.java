package engine.kernels.pair;

import engine.api.math.Float4;
import engine.api.math.FloatModel;

/**
 * Unit 11, the hit record of the two root kernels: +0x00 count, +0x04 the roots t[i], +0x10 + 16·i a vector per
 * root (always (0, 0, 0, 1), unused). The caller owns it and clears the count first; at most two roots are used.
 * Also the root filter the sphere-sphere and sphere-capsule entries share. Allocates nothing after construction.
 */
public final class Hits {
    /** The roots the record holds (the kernels of Unit 11 append at most two). */
    public static final int CAPACITY = 2;

    private int count;
    private final float[] roots = new float[CAPACITY];
    private final Float4[] vectors = {new Float4(), new Float4()};

    /** An empty record. */
    public Hits() {
    }

    /** Count = 0, as the callers write before a kernel call. */
    public void clear() {
        count = 0;
    }

    /** +0x00: how many roots are held (0..2). */
    public int count() {
        return count;
    }

    /** +0x04 + 4·i: root i (0 ≤ i &lt; count), in units of the ray's direction. */
    public float root(int i) {
        if (i < 0 || i >= count) {
            throw new IndexOutOfBoundsException("root " + i + " of " + count);
        }
        return roots[i];
    }

    /** +0x10 + 16·i: the vector stored with root i, always (0, 0, 0, 1); live storage. */
    public Float4 vector(int i) {
        if (i < 0 || i >= count) {
            throw new IndexOutOfBoundsException("vector " + i + " of " + count);
        }
        return vectors[i];
    }

    /** Appends root t with the constant vector (0, 0, 0, 1) (0x005116c0). */
    void append(float t) {
        if (count == CAPACITY) {
            throw new IllegalStateException("a Unit 11 hit record holds " + CAPACITY + " roots");
        }
        roots[count] = t;
        vectors[count].set(0f, 0f, 0f, 1f);
        count++;
    }

    /**
     * The root filter (0x00344144, 0x00345730): walks the roots from the last to the first and removes each with
     * t &lt; 0 or t &gt; 1, shifting the rest down. A NaN root is kept (neither test is true).
     */
    public void keepWithinMove() {
        keepWithinMove(FloatModel.IEEE);
    }

    /** The root filter as {@link #keepWithinMove()}, compared with m. */
    public void keepWithinMove(FloatModel m) {
        for (int i = count - 1; i >= 0; i--) {
            float t = roots[i];
            if (m.lt(t, 0f) || m.gt(t, 1f)) {
                for (int j = i; j < count - 1; j++) {
                    roots[j] = roots[j + 1];
                    vectors[j].set(vectors[j + 1]);
                }
                count--;
            }
        }
    }
}
