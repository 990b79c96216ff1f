package engine.kernels.pair;

import engine.api.math.FloatModel;

/**
 * Unit 4, Segment_ClosestPoints, RECONSTRUCTED (SEGMENT_CLOSEST_POINTS; docs/unit4-overlaps.md): the parameters
 * (s, t) of the closest points of the segments P1 + s·d1 and P2 + t·d2 (s, t in [0, 1]), given d1, d2 and
 * w = P1 − P2. A segment with d·d ≤ 1e-6 is a point, and the segments count as parallel when a·e − b² ≤
 * 1e-6: an absolute threshold, so short segments at any angle take the parallel path. Stateless; allocates nothing.
 */
public final class SegmentClosestPoints {
    /** The degenerate and parallel threshold (0x358637bd, the spec's 1e-6), absolute. */
    public static final float EPS = 1e-6f;

    private SegmentClosestPoints() {
    }

    /**
     * Writes st[0] = s and st[1] = t. For a point (a ≤ 1e-6) s = 0; for parallel segments s = 0 first, then t is
     * found and, if t has to be clamped, s is found again from the clamped t.
     */
    // Unit 4, Segment_ClosestPoints (reconstructed; called by PhysicsSweep_SphereSegment 0x00344320)
    public static void closest(FloatModel m, float[] st, float d1x, float d1y, float d1z, float d2x, float d2y,
                               float d2z, float wx, float wy, float wz) {
        float a = m.dot3(d1x, d1y, d1z, d1x, d1y, d1z);
        float e = m.dot3(d2x, d2y, d2z, d2x, d2y, d2z);
        float f = m.dot3(d2x, d2y, d2z, wx, wy, wz);
        float s;
        float t;
        if (m.le(a, EPS) && m.le(e, EPS)) {
            s = 0f;
            t = 0f;
        } else if (m.le(a, EPS)) {
            s = 0f;
            t = clamp01(m, m.div(f, e));
        } else {
            float c = m.dot3(d1x, d1y, d1z, wx, wy, wz);
            if (m.le(e, EPS)) {
                t = 0f;
                s = clamp01(m, m.div(m.neg(c), a));
            } else {
                float b = m.dot3(d1x, d1y, d1z, d2x, d2y, d2z);
                float denom = m.sub(m.mul(a, e), m.mul(b, b));
                s = m.gt(denom, EPS) ? clamp01(m, m.div(m.sub(m.mul(b, f), m.mul(c, e)), denom)) : 0f;
                float tnom = m.add(m.mul(b, s), f);
                if (m.lt(tnom, 0f)) {
                    t = 0f;
                    s = clamp01(m, m.div(m.neg(c), a));
                } else if (m.gt(tnom, e)) {
                    t = 1f;
                    s = clamp01(m, m.div(m.sub(b, c), a));
                } else {
                    t = m.div(tnom, e);
                }
            }
        }
        st[0] = s;
        st[1] = t;
    }

    /** x clamped to [0, 1]; NaN stays NaN. */
    static float clamp01(FloatModel m, float x) {
        if (m.lt(x, 0f)) {
            return 0f;
        }
        return m.gt(x, 1f) ? 1f : x;
    }
}
