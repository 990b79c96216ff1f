package engine.kernels.pair;

import engine.api.math.FloatModel;

/**
 * Unit 11, Sweep_SphereSphere (0x00349268): the times t with |(C − P) + t·m| = R, a centre moving from C by t·m
 * against a fixed point P. Appends t = 0 when C starts within R of P (touching included), else the two roots
 * (the smaller first) or the double root; the roots are not clamped. Stateless; allocates nothing.
 */
public final class SphereSphereRoots {
    /** The move threshold on |m·m| (0x358637bd). */
    static final float EPS = 1e-6f;

    private SphereSphereRoots() {
    }

    /**
     * Appends the roots to hits (its count cleared by the caller) and returns true when it appended any.
     *
     * @param r the summed radius R (m)
     */
    // Unit 11, Sweep_SphereSphere (0x00349268)
    public static boolean sweep(FloatModel m, Hits hits, float px, float py, float pz, float mx, float my, float mz,
                                float cx, float cy, float cz, float r) {
        float dx = m.sub(cx, px);
        float dy = m.sub(cy, py);
        float dz = m.sub(cz, pz);
        float c = m.sub(m.dot3(dx, dy, dz, dx, dy, dz), m.mul(r, r));
        float b = m.dot3(mx, my, mz, dx, dy, dz);
        if (m.le(c, 0f)) {
            hits.append(0f);
            return true;
        }
        float a = m.dot3(mx, my, mz, mx, my, mz);
        if (m.lt(m.abs(a), EPS)) {
            return false;
        }
        float twoB = m.mul(2f, b);
        float disc = m.sub(m.mul(twoB, twoB), m.mul(m.mul(4f, c), a));
        float twoA = m.mul(2f, a);
        if (m.gt(disc, 0f)) {
            float s = m.sqrt(disc);
            float t0 = m.div(m.sub(m.neg(twoB), s), twoA);
            float t1 = m.div(m.add(m.neg(twoB), s), twoA);
            if (m.lt(t1, t0)) {
                float x = t0;
                t0 = t1;
                t1 = x;
            }
            hits.append(t0);
            hits.append(t1);
            return true;
        }
        if (m.eq(disc, 0f)) {
            hits.append(m.div(m.neg(twoB), twoA));
            return true;
        }
        return false;
    }
}
