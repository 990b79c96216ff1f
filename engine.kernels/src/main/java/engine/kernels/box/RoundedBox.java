package engine.kernels.box;

import engine.api.math.FloatModel;

/**
 * The box in its own frame, [−h, h] on each axis, grown by a radius r: the rounded box (the box ⊕ a ball of radius
 * r) that a sphere's centre meets when the sphere meets the box. Gives the closest point of the box to a point, and
 * the first time a point moving by t·w (t ≥ 0) meets the rounded box, as the least first touch of its parts: the
 * three boxes grown by r along one axis (the faces), the twelve edge cylinders (sides only) and the eight corner
 * spheres. Float32 through the model; scratch of one kernel, allocates nothing.
 */
final class RoundedBox {
    /** No touch. */
    static final float NONE = Float.POSITIVE_INFINITY;

    private FloatModel m = FloatModel.IEEE;
    private final float[] h = new float[3];
    /** The closest point of the box found by the last {@link #distanceSq}. */
    final float[] closest = new float[3];
    private float slabIn;
    private float slabOut;

    /** The box [−half, half] (m), computing with model. */
    void set(FloatModel model, float[] half) {
        m = model;
        System.arraycopy(half, 0, h, 0, 3);
    }

    /** Half extent i (m). */
    float half(int i) {
        return h[i];
    }

    /** |p − k|² with k the point of the box closest to p (clamped per axis), left in {@link #closest}. */
    float distanceSq(float px, float py, float pz) {
        closest[0] = clamp(px, h[0]);
        closest[1] = clamp(py, h[1]);
        closest[2] = clamp(pz, h[2]);
        float dx = m.sub(px, closest[0]);
        float dy = m.sub(py, closest[1]);
        float dz = m.sub(pz, closest[2]);
        return m.dot3(dx, dy, dz, dx, dy, dz);
    }

    private float clamp(float v, float e) {
        return m.lt(v, m.neg(e)) ? m.neg(e) : m.gt(v, e) ? e : v;
    }

    /**
     * The first t ≥ 0 at which q + t·w is within r of the box, or {@link #NONE}. q is expected farther than r at
     * t = 0 (the callers test that first); a part met from inside answers 0.
     */
    float firstTouch(float[] q, float[] w, float r) {
        float best = NONE;
        for (int j = 0; j < 3; j++) {
            float t = face(q, w, r, j);
            if (m.lt(t, best)) {
                best = t;
            }
        }
        for (int k = 0; k < 3; k++) {
            for (int c = 0; c < 4; c++) {
                float t = edge(q, w, r, k, (c & 1) == 0 ? -1f : 1f, (c & 2) == 0 ? -1f : 1f);
                if (m.lt(t, best)) {
                    best = t;
                }
            }
        }
        for (int c = 0; c < 8; c++) {
            float t = corner(q, w, r, (c & 1) == 0 ? -1f : 1f, (c & 2) == 0 ? -1f : 1f, (c & 4) == 0 ? -1f : 1f);
            if (m.lt(t, best)) {
                best = t;
            }
        }
        return best;
    }

    /** Face part j: the box grown by r along axis j only; its entry time by slabs. */
    private float face(float[] q, float[] w, float r, int j) {
        float in = Float.NEGATIVE_INFINITY;
        float out = Float.POSITIVE_INFINITY;
        for (int i = 0; i < 3; i++) {
            float e = i == j ? m.add(h[i], r) : h[i];
            if (!slab(q[i], w[i], e)) {
                return NONE;
            }
            in = m.max(in, slabIn);
            out = m.min(out, slabOut);
        }
        if (m.gt(in, out) || m.lt(out, 0f)) {
            return NONE;
        }
        return m.max(in, 0f);
    }

    /** The times q + t·w is within [−e, e] on one axis; false when never. */
    private boolean slab(float q, float w, float e) {
        if (m.eq(w, 0f)) {
            if (m.lt(q, m.neg(e)) || m.gt(q, e)) {
                return false;
            }
            slabIn = Float.NEGATIVE_INFINITY;
            slabOut = Float.POSITIVE_INFINITY;
            return true;
        }
        float t1 = m.div(m.sub(m.neg(e), q), w);
        float t2 = m.div(m.sub(e, q), w);
        slabIn = m.gt(w, 0f) ? t1 : t2;
        slabOut = m.gt(w, 0f) ? t2 : t1;
        return true;
    }

    /**
     * Edge part: the side of the cylinder of radius r about the edge along axis k at (si·h_i, sj·h_j), i and j the
     * other two axes in increasing order. Entry root of the circle in the (i, j) plane, kept when the point is then
     * within the edge's length.
     */
    private float edge(float[] q, float[] w, float r, int k, float si, float sj) {
        int i = k == 0 ? 1 : 0;
        int j = k == 2 ? 1 : 2;
        float dx = m.sub(q[i], m.gt(si, 0f) ? h[i] : m.neg(h[i]));
        float dy = m.sub(q[j], m.gt(sj, 0f) ? h[j] : m.neg(h[j]));
        float a = m.add(m.mul(w[i], w[i]), m.mul(w[j], w[j]));
        if (!m.gt(a, 0f)) {
            return NONE;
        }
        float b = m.add(m.mul(w[i], dx), m.mul(w[j], dy));
        float c = m.sub(m.add(m.mul(dx, dx), m.mul(dy, dy)), m.mul(r, r));
        float t = entry(a, b, c);
        if (m.eq(t, NONE)) {
            return NONE;
        }
        float along = m.add(q[k], m.mul(t, w[k]));
        return m.lt(along, m.neg(h[k])) || m.gt(along, h[k]) ? NONE : t;
    }

    /** Corner part: the sphere of radius r at (sx·h0, sy·h1, sz·h2). */
    private float corner(float[] q, float[] w, float r, float sx, float sy, float sz) {
        float dx = m.sub(q[0], m.gt(sx, 0f) ? h[0] : m.neg(h[0]));
        float dy = m.sub(q[1], m.gt(sy, 0f) ? h[1] : m.neg(h[1]));
        float dz = m.sub(q[2], m.gt(sz, 0f) ? h[2] : m.neg(h[2]));
        float a = m.dot3(w[0], w[1], w[2], w[0], w[1], w[2]);
        if (!m.gt(a, 0f)) {
            return NONE;
        }
        float b = m.dot3(w[0], w[1], w[2], dx, dy, dz);
        float c = m.sub(m.dot3(dx, dy, dz, dx, dy, dz), m.mul(r, r));
        return entry(a, b, c);
    }

    /**
     * The entry root (−b − √(b² − a·c)) / a of a·t² + 2b·t + c = 0 (a &gt; 0) when the point starts
     * outside (c &gt; 0) and meets the part at t ≥ 0; else {@link #NONE}.
     */
    private float entry(float a, float b, float c) {
        if (!m.gt(c, 0f)) {
            return NONE;
        }
        float disc = m.sub(m.mul(b, b), m.mul(a, c));
        if (m.lt(disc, 0f)) {
            return NONE;
        }
        float t = m.div(m.sub(m.neg(b), m.sqrt(disc)), a);
        return m.ge(t, 0f) ? t : NONE;
    }
}
