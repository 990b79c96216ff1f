package engine.kernels.pair;

import engine.api.body.Contact;
import engine.api.kernel.KernelContext;
import engine.api.kernel.pair.PairOverlap;
import engine.api.math.Float4;
import engine.api.math.FloatModel;
import engine.api.shape.BoxShape;
import engine.api.shape.SegmentShape;
import engine.api.shape.Shape;
import engine.kernels.shape.BoxFrame;

/**
 * Unit 4, the box-segment overlaps (1, 4) and (4, 1), RECONSTRUCTED (STATIC_OVERLAPS; docs/unit4-overlaps.md): the
 * segment in the box's frame, p(t) = S + t·(E − S). Its squared distance to the box is a convex piecewise quadratic
 * in t whose pieces end where p crosses a face plane; the minimum over [0, 1] is found on each piece. Overlapping
 * when it is within the segment's radius, touching included. Writes nothing. One instance per world.
 */
public final class BoxSegmentOverlap implements PairOverlap {
    private final boolean boxOwn;
    private final BoxFrame frame = new BoxFrame();
    private final float[] s = new float[3];
    private final float[] d = new float[3];
    private final float[] cuts = new float[8];

    /** The (1, 4) entry when boxOwn, else (4, 1). */
    public BoxSegmentOverlap(boolean boxOwn) {
        this.boxOwn = boxOwn;
    }

    // Unit 4, overlap table (1, 4) and (4, 1) (reconstructed)
    @Override
    public boolean overlap(KernelContext ctx, Contact out, Shape own, Shape other) {
        FloatModel m = ctx.floatModel();
        frame.set(m, (BoxShape) (boxOwn ? own : other));
        SegmentShape g = (SegmentShape) (boxOwn ? other : own);
        Float4 p = g.start();
        Float4 q = g.end();
        for (int i = 0; i < 3; i++) {
            s[i] = frame.point(i, p.x(), p.y(), p.z());
            d[i] = m.sub(frame.point(i, q.x(), q.y(), q.z()), s[i]);
        }
        float r = g.radius();
        return m.le(closestSq(m), m.mul(r, r));
    }

    /** The segment's least squared distance to the box over t in [0, 1]. */
    private float closestSq(FloatModel m) {
        int n = 0;
        cuts[n++] = 0f;
        cuts[n++] = 1f;
        for (int i = 0; i < 3; i++) {
            if (!m.eq(d[i], 0f)) {
                float h = frame.half[i];
                n = cut(m, m.div(m.sub(h, s[i]), d[i]), n);
                n = cut(m, m.div(m.sub(m.neg(h), s[i]), d[i]), n);
            }
        }
        for (int i = 1; i < n; i++) {
            float x = cuts[i];
            int j = i - 1;
            while (j >= 0 && m.gt(cuts[j], x)) {
                cuts[j + 1] = cuts[j];
                j--;
            }
            cuts[j + 1] = x;
        }
        float best = at(m, cuts[0]);
        for (int k = 1; k < n; k++) {
            best = m.fmin(best, at(m, cuts[k]));
            best = m.fmin(best, piece(m, cuts[k - 1], cuts[k]));
        }
        return best;
    }

    private int cut(FloatModel m, float t, int n) {
        if (m.gt(t, 0f) && m.lt(t, 1f)) {
            cuts[n] = t;
            return n + 1;
        }
        return n;
    }

    /** The least value on [t0, t1]: each axis is inside or beyond one face throughout, so it is one quadratic. */
    private float piece(FloatModel m, float t0, float t1) {
        float mid = m.mul(0.5f, m.add(t0, t1));
        float a = 0f;
        float b = 0f;
        for (int i = 0; i < 3; i++) {
            float l = m.add(s[i], m.mul(mid, d[i]));
            float h = frame.half[i];
            boolean above = m.gt(l, h);
            if (above || m.lt(l, m.neg(h))) {
                float face = above ? h : m.neg(h);
                a = m.add(a, m.mul(d[i], d[i]));
                b = m.add(b, m.mul(d[i], m.sub(s[i], face)));
            }
        }
        if (!m.gt(a, 0f)) {
            return at(m, t0);
        }
        float t = m.div(m.neg(b), a);
        t = m.lt(t, t0) ? t0 : m.gt(t, t1) ? t1 : t;
        return at(m, t);
    }

    /** The squared distance of p(t) to the box. */
    private float at(FloatModel m, float t) {
        return frame.distanceSq(m.add(s[0], m.mul(t, d[0])), m.add(s[1], m.mul(t, d[1])),
                m.add(s[2], m.mul(t, d[2])));
    }
}
