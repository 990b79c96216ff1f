package engine.kernels.pair;

import engine.api.math.FloatModel;

/**
 * Unit 11, Sweep_IntervalOverlap (0x0034a8d0): the interval [b0, b1] moving by v·t against the fixed [a0, a1].
 * The allowed times [lo, hi] come in through {@code range} ({@code range[0]} = lo, {@code range[1]} = hi) and are
 * narrowed to the times the intervals overlap. Used by the capsule-capsule sweep (vertical ranges, Unit 11) and the
 * box-triangle sweep (projected extents, Unit 13). Stateless; allocates nothing.
 */
public final class IntervalOverlap {

    private IntervalOverlap() {
    }

    /**
     * True (the original's 1) when the intervals are separated for every allowed time, false (0) when they overlap
     * over [range[0], range[1]]. Touching counts as overlapping (the tests are strict); min and max store only a
     * strictly smaller or greater value, as the original's compare-and-store does.
     *
     * @param range lo (s) and hi (s), narrowed in place
     * @param maxT  the latest allowed entry time (s)
     * @param v     the moving interval's speed (m/s, signed)
     */
    public static boolean separated(FloatModel m, float[] range, float maxT, float v, float a0, float a1, float b0,
                                    float b1) {
        if (m.lt(b1, a0)) {
            // B below A: only an upward move can meet it.
            if (m.le(v, 0f)) {
                return true;
            }
            narrowLo(m, range, m.div(m.sub(a0, b1), v));
            if (m.lt(maxT, range[0])) {
                return true;
            }
            narrowHi(m, range, m.div(m.sub(a1, b0), v));
        } else if (m.lt(a1, b0)) {
            // B above A: only a downward move can meet it.
            if (m.ge(v, 0f)) {
                return true;
            }
            narrowLo(m, range, m.div(m.sub(a1, b0), v));
            if (m.lt(maxT, range[0])) {
                return true;
            }
            narrowHi(m, range, m.div(m.sub(a0, b1), v));
        } else if (m.gt(v, 0f)) {
            narrowHi(m, range, m.div(m.sub(a1, b0), v));
        } else if (m.lt(v, 0f)) {
            narrowHi(m, range, m.div(m.sub(a0, b1), v));
        } else {
            // Overlapping and not moving: the whole step (the reset the box-triangle sweep relies on, Unit 13).
            range[0] = 0f;
            range[1] = 1f;
            return false;
        }
        return m.lt(range[1], range[0]);
    }

    private static void narrowLo(FloatModel m, float[] range, float t) {
        if (m.gt(t, range[0])) {
            range[0] = t;
        }
    }

    private static void narrowHi(FloatModel m, float[] range, float t) {
        if (m.lt(t, range[1])) {
            range[1] = t;
        }
    }
}
