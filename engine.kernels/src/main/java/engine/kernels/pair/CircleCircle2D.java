package engine.kernels.pair;

import engine.api.kernel.KernelConfig;
import engine.api.math.FloatModel;
import engine.api.quirk.Quirk;
import engine.api.quirk.QuirkLog;

/**
 * Unit 11, Sweep_CircleCircle2D (0x003498c0): the circle r1 at c1 moving by t·m against the circle r2 at c2 in the
 * horizontal plane (the caller zeroes z, so the dot products run over xyz with z = 0). Stateless; allocates nothing.
 */
public final class CircleCircle2D {
    /** No hit (the original's 0). */
    public static final int NONE = 0;
    /** Roots written: the entry and exit times (the original's 1). */
    public static final int ROOTS = 1;
    /** Already overlapping or touching at the start: t0 = 0, t1 = 1.0 written (the original's 1). */
    public static final int WITHIN_REACH = 2;

    private CircleCircle2D() {
    }

    /**
     * {@link #sweep(FloatModel, QuirkLog, boolean, float, float, float[], float, float, float, float, float, float,
     * int)} with the CIRCLE_ZERO_MOVE_DIV correction of caller, the config of the slot that calls it (the
     * capsule-capsule sweep's); for callers outside a kernel, such as the oracle.
     */
    public static int sweep(KernelConfig caller, FloatModel m, QuirkLog log, float r1, float r2, float[] t,
                            float c1x, float c1y, float c2x, float c2y, float mx, float my, int flag) {
        return sweep(m, log, caller.corrects(Quirk.CIRCLE_ZERO_MOVE_DIV), r1, r2, t, c1x, c1y, c2x, c2y, mx, my,
                flag);
    }

    /**
     * Writes t[0] ≤ t[1] and answers {@link #NONE}, {@link #ROOTS} or {@link #WITHIN_REACH} (the last two are the
     * original's return value 1). With flag bit 1, a move that does not close in (m·d ≥ 0, a zero move included)
     * answers NONE at once.
     *
     * @param guardZeroMove the correction of CIRCLE_ZERO_MOVE_DIV: answer NONE where the original divides by a zero
     *                      2a
     */
    // Unit 11, Sweep_CircleCircle2D (0x003498c0)
    public static int sweep(FloatModel m, QuirkLog log, boolean guardZeroMove, float r1, float r2, float[] t,
                            float c1x, float c1y, float c2x, float c2y, float mx, float my, int flag) {
        float dx = m.sub(c1x, c2x);
        float dy = m.sub(c1y, c2y);
        float b = m.dot3(mx, my, 0f, dx, dy, 0f);
        if ((flag & 1) != 0 && m.ge(b, 0f)) {
            return NONE;
        }
        float rr = m.add(r1, r2);
        float c = m.sub(m.dot3(dx, dy, 0f, dx, dy, 0f), m.mul(rr, rr));
        if (m.le(c, 0f)) {
            t[0] = 0f;
            t[1] = 1f;
            return WITHIN_REACH;
        }
        float a = m.dot3(mx, my, 0f, mx, my, 0f);
        float twoB = m.mul(2f, b);
        float disc = m.sub(m.mul(twoB, twoB), m.mul(a, m.mul(4f, c)));
        float twoA = m.mul(2f, a);
        if (!m.ge(disc, 0f)) {
            return NONE;
        }
        if (m.eq(twoA, 0f)) {
            if (guardZeroMove) {
                // No horizontal move: the circles never meet from outside reach, so there is no root to divide.
                return NONE;
            }
            // PS2-UNCHECKED(CIRCLE_ZERO_MOVE_DIV): a zero 2a is divided by (0/0 gives -FLT_MAX on the EE, NaN in
            // IEEE); the caller's 0 <= t0 <= 1 test rejects -FLT_MAX but lets a NaN through.
            log.fired(Quirk.CIRCLE_ZERO_MOVE_DIV);
        }
        if (m.gt(disc, 0f)) {
            float s = m.sqrt(disc);
            float x = m.div(m.sub(m.neg(twoB), s), twoA);
            float y = m.div(m.add(m.neg(twoB), s), twoA);
            t[0] = m.lt(y, x) ? y : x;
            t[1] = m.lt(y, x) ? x : y;
            return ROOTS;
        }
        float q = m.div(m.neg(twoB), twoA);
        t[0] = q;
        t[1] = q;
        return ROOTS;
    }
}
