package engine.kernels.oracle;

import engine.api.oracle.Args;
import engine.api.oracle.Param;
import java.util.Arrays;

/** A list argument giving per values for each of n things (bodies, others), the fallback each when it is absent. */
final class PerItem {
    private PerItem() {
    }

    /** p's values, one for each of n items (fallback each when absent), or an error naming p. */
    static int[] ints(Args a, Param<int[]> p, int n, int fallback, String item) {
        if (!a.has(p)) {
            int[] out = new int[n];
            Arrays.fill(out, fallback);
            return out;
        }
        int[] v = a.get(p);
        if (v.length != n) {
            throw a.refuse(p, "needs one value per " + item + " (" + n + "), got " + v.length);
        }
        return v;
    }

    /** p's values, per values for each of n items (fallback each when absent), or an error naming p. */
    static float[] floats(Args a, Param<float[]> p, int n, int per, float fallback, String item) {
        if (!a.has(p)) {
            float[] out = new float[n * per];
            Arrays.fill(out, fallback);
            return out;
        }
        float[] v = a.get(p);
        if (v.length != n * per) {
            throw a.refuse(p, "needs " + (per == 1 ? "one value" : per + " values") + " per " + item + " (" + n
                    + "), got " + v.length);
        }
        return v;
    }
}
