package engine.kernels.box;

import engine.api.body.Body;
import engine.api.body.Contact;
import engine.api.kernel.KernelConfig;
import engine.api.kernel.KernelContext;
import engine.api.kernel.pair.PairSweep;
import engine.api.math.Float4;
import engine.api.math.FloatModel;
import engine.api.shape.BoxShape;
import engine.api.shape.SegmentShape;
import engine.api.shape.Shape;
import engine.kernels.shape.BoxFrame;

/**
 * Unit 5 (reconstructed, docs/box-sweeps.md), the sweep table's (4, 1) entry: a strike segment (start, end, radius
 * r: the capsule about the segment) moving by move against an oriented box at rest. In the box's frame the first
 * touch is the least of: each end's sphere against the box, the segment's side against each box corner, and its
 * side against each box edge (the lines' distance reaching r with both closest points inside). A segment already
 * within r of the box hits at 0 whatever the move. The normal points from the box's closest point to the
 * segment's at the contact (−unit(move) when they coincide). Scratch per instance; allocates nothing.
 */
public final class SegmentBoxSweep implements PairSweep {
    private static final float NONE = RoundedBox.NONE;
    /** Lines whose |D × L|² is below this times |D|²·|L|² are taken as parallel (their ends answer). */
    static final float PARALLEL = 1e-6f;

    private final BoxFrame frame = new BoxFrame();
    private final RoundedBox rounded = new RoundedBox();
    private final PairHit hit = new PairHit();
    private final float[] s0 = new float[3];
    private final float[] e0 = new float[3];
    private final float[] dir = new float[3];
    private final float[] w = new float[3];
    private final float[] p = new float[3];
    private final float[] corner = new float[3];
    private final float[] edge = new float[3];
    private final float[] cross = new float[3];
    /** The closest pair found by {@link #closest}: the segment's point and the box's. */
    private final float[] segPoint = new float[3];
    private final float[] boxPoint = new float[3];
    private FloatModel m = FloatModel.IEEE;
    private float dd;
    private float rr;

    /** A segment-box sweep with its own scratch (one per world); the library makes no correction here. */
    public SegmentBoxSweep(KernelConfig config) {
        // No catalogued defect of this kernel: config has nothing to switch.
    }

    // Unit 5 (reconstructed), PhysicsSweep_SegmentBox: sweep table (4, 1)
    @Override
    public boolean sweep(KernelContext ctx, Contact out, Body ownBody, Shape own, Body otherBody, Shape other,
                         Float4 move) {
        m = ctx.floatModel();
        SegmentShape seg = (SegmentShape) own;
        frame.set(m, (BoxShape) other);
        rounded.set(m, frame.half);
        Float4 s = seg.start();
        Float4 e = seg.end();
        for (int i = 0; i < 3; i++) {
            s0[i] = frame.point(i, s.x(), s.y(), s.z());
            e0[i] = frame.point(i, e.x(), e.y(), e.z());
            dir[i] = m.sub(e0[i], s0[i]);
            w[i] = frame.vector(i, move.x(), move.y(), move.z());
        }
        dd = m.dot3(dir[0], dir[1], dir[2], dir[0], dir[1], dir[2]);
        float r = seg.radius();
        rr = m.mul(r, r);
        float f = 0f;
        if (!m.le(closest(0f), rr)) {
            f = firstTouch(r);
            if (!m.le(f, 1f)) {
                return false;
            }
            closest(f);
        }
        hit.normalFromLocal(m, frame, m.sub(segPoint[0], boxPoint[0]), m.sub(segPoint[1], boxPoint[1]),
                m.sub(segPoint[2], boxPoint[2]), move);
        hit.write(m, out, f, s, move, 0);
        return true;
    }

    /** The first t ≥ 0 the segment moved by t·w comes within r of the box, or {@link #NONE}. */
    private float firstTouch(float r) {
        float best = m.min(rounded.firstTouch(s0, w, r), rounded.firstTouch(e0, w, r));
        if (!m.gt(dd, 0f)) {
            return best;
        }
        for (int c = 0; c < 8; c++) {
            setCorner(c);
            float t = cornerToSide();
            if (m.lt(t, best)) {
                best = t;
            }
        }
        for (int k = 0; k < 3; k++) {
            for (int c = 0; c < 4; c++) {
                setEdge(k, c);
                float t = edgeToSide(r);
                if (m.lt(t, best)) {
                    best = t;
                }
            }
        }
        return best;
    }

    /** Box corner c (bit a set: +h_a, else −h_a) into {@link #corner}. */
    private void setCorner(int c) {
        for (int a = 0; a < 3; a++) {
            corner[a] = (c & (1 << a)) != 0 ? rounded.half(a) : m.neg(rounded.half(a));
        }
    }

    /** Box edge along axis k, the c-th of four: {@link #corner} its −h_k end, {@link #edge} the vector 2h_k·e_k. */
    private void setEdge(int k, int c) {
        int i = k == 0 ? 1 : 0;
        int j = k == 2 ? 1 : 2;
        corner[k] = m.neg(rounded.half(k));
        corner[i] = (c & 1) != 0 ? rounded.half(i) : m.neg(rounded.half(i));
        corner[j] = (c & 2) != 0 ? rounded.half(j) : m.neg(rounded.half(j));
        edge[0] = 0f;
        edge[1] = 0f;
        edge[2] = 0f;
        edge[k] = m.add(rounded.half(k), rounded.half(k));
    }

    /**
     * The box corner against the segment's side: the corner moving by −t·w against the cylinder of radius r about
     * the segment's line, entry root of (u0 + t·g)² restricted to the plane across the line, kept when the closest
     * point of the line is on the segment.
     */
    private float cornerToSide() {
        float ux = m.sub(corner[0], s0[0]);
        float uy = m.sub(corner[1], s0[1]);
        float uz = m.sub(corner[2], s0[2]);
        float gx = m.neg(w[0]);
        float gy = m.neg(w[1]);
        float gz = m.neg(w[2]);
        float gg = m.dot3(gx, gy, gz, gx, gy, gz);
        float gd = m.dot3(gx, gy, gz, dir[0], dir[1], dir[2]);
        float gu = m.dot3(gx, gy, gz, ux, uy, uz);
        float ud = m.dot3(ux, uy, uz, dir[0], dir[1], dir[2]);
        float uu = m.dot3(ux, uy, uz, ux, uy, uz);
        float a = m.sub(m.mul(gg, dd), m.mul(gd, gd));
        if (!m.gt(a, 0f)) {
            return NONE;
        }
        float b = m.sub(m.mul(gu, dd), m.mul(gd, ud));
        float c = m.sub(m.sub(m.mul(uu, dd), m.mul(ud, ud)), m.mul(rr, dd));
        if (!m.gt(c, 0f)) {
            return NONE;
        }
        float disc = m.sub(m.mul(b, b), m.mul(a, c));
        if (m.lt(disc, 0f)) {
            return NONE;
        }
        float t = m.div(m.sub(m.neg(b), m.sqrt(disc)), a);
        if (!m.ge(t, 0f)) {
            return NONE;
        }
        float s = m.div(m.add(ud, m.mul(t, gd)), dd);
        return m.ge(s, 0f) && m.le(s, 1f) ? t : NONE;
    }

    /**
     * A box edge against the segment's side: the lines' signed distance along n = D × L moves linearly with t; its
     * entry into [−r, r] is kept when the lines' closest points are then inside both the segment and the edge.
     */
    private float edgeToSide(float r) {
        cross(dir, edge);
        float nn = m.dot3(cross[0], cross[1], cross[2], cross[0], cross[1], cross[2]);
        float ll = m.dot3(edge[0], edge[1], edge[2], edge[0], edge[1], edge[2]);
        if (!m.gt(nn, m.mul(m.mul(PARALLEL, dd), ll))) {
            return NONE;
        }
        float reach = m.mul(r, m.sqrt(nn));
        float g0 = m.dot3(m.sub(s0[0], corner[0]), m.sub(s0[1], corner[1]), m.sub(s0[2], corner[2]),
                cross[0], cross[1], cross[2]);
        float gv = m.dot3(w[0], w[1], w[2], cross[0], cross[1], cross[2]);
        float t;
        if (m.gt(g0, reach) && m.lt(gv, 0f)) {
            t = m.div(m.sub(reach, g0), gv);
        } else if (m.lt(g0, m.neg(reach)) && m.gt(gv, 0f)) {
            t = m.div(m.sub(m.neg(reach), g0), gv);
        } else {
            return NONE;
        }
        float rx = m.sub(m.add(s0[0], m.mul(t, w[0])), corner[0]);
        float ry = m.sub(m.add(s0[1], m.mul(t, w[1])), corner[1]);
        float rz = m.sub(m.add(s0[2], m.mul(t, w[2])), corner[2]);
        float dl = m.dot3(dir[0], dir[1], dir[2], edge[0], edge[1], edge[2]);
        float lr = m.dot3(edge[0], edge[1], edge[2], rx, ry, rz);
        float dr = m.dot3(dir[0], dir[1], dir[2], rx, ry, rz);
        float s = m.div(m.sub(m.mul(dl, lr), m.mul(ll, dr)), nn);
        float u = m.div(m.sub(m.mul(dd, lr), m.mul(dl, dr)), nn);
        return m.ge(s, 0f) && m.le(s, 1f) && m.ge(u, 0f) && m.le(u, 1f) ? t : NONE;
    }

    /** a × b into {@link #cross} (the VU's outer product order). */
    private void cross(float[] a, float[] b) {
        cross[0] = m.sub(m.mul(a[1], b[2]), m.mul(a[2], b[1]));
        cross[1] = m.sub(m.mul(a[2], b[0]), m.mul(a[0], b[2]));
        cross[2] = m.sub(m.mul(a[0], b[1]), m.mul(a[1], b[0]));
    }

    /**
     * The squared distance between the box and the segment moved by t·w, with the closest pair in
     * {@link #segPoint} and {@link #boxPoint}: the least over the two ends against the box, each box corner
     * against the segment's inside, each box edge against it (closest points inside both), and 0 where the segment
     * passes through the box.
     */
    private float closest(float t) {
        for (int i = 0; i < 3; i++) {
            p[i] = m.add(s0[i], m.mul(t, w[i]));
        }
        float best = Float.POSITIVE_INFINITY;
        for (int end = 0; end < 2; end++) {
            float x = end == 0 ? p[0] : m.add(p[0], dir[0]);
            float y = end == 0 ? p[1] : m.add(p[1], dir[1]);
            float z = end == 0 ? p[2] : m.add(p[2], dir[2]);
            float d = rounded.distanceSq(x, y, z);
            if (m.lt(d, best)) {
                best = d;
                keep(x, y, z, rounded.closest[0], rounded.closest[1], rounded.closest[2]);
            }
        }
        if (!m.gt(dd, 0f)) {
            return best;
        }
        for (int c = 0; c < 8; c++) {
            setCorner(c);
            float s = m.div(m.dot3(m.sub(corner[0], p[0]), m.sub(corner[1], p[1]), m.sub(corner[2], p[2]),
                    dir[0], dir[1], dir[2]), dd);
            if (m.gt(s, 0f) && m.lt(s, 1f)) {
                best = consider(best, s, corner[0], corner[1], corner[2]);
            }
        }
        for (int k = 0; k < 3; k++) {
            for (int c = 0; c < 4; c++) {
                setEdge(k, c);
                cross(dir, edge);
                float nn = m.dot3(cross[0], cross[1], cross[2], cross[0], cross[1], cross[2]);
                float ll = m.dot3(edge[0], edge[1], edge[2], edge[0], edge[1], edge[2]);
                if (!m.gt(nn, m.mul(m.mul(PARALLEL, dd), ll))) {
                    continue;
                }
                float rx = m.sub(p[0], corner[0]);
                float ry = m.sub(p[1], corner[1]);
                float rz = m.sub(p[2], corner[2]);
                float dl = m.dot3(dir[0], dir[1], dir[2], edge[0], edge[1], edge[2]);
                float lr = m.dot3(edge[0], edge[1], edge[2], rx, ry, rz);
                float dr = m.dot3(dir[0], dir[1], dir[2], rx, ry, rz);
                float s = m.div(m.sub(m.mul(dl, lr), m.mul(ll, dr)), nn);
                float u = m.div(m.sub(m.mul(dd, lr), m.mul(dl, dr)), nn);
                if (m.gt(s, 0f) && m.lt(s, 1f) && m.gt(u, 0f) && m.lt(u, 1f)) {
                    best = consider(best, s, m.add(corner[0], m.mul(u, edge[0])),
                            m.add(corner[1], m.mul(u, edge[1])), m.add(corner[2], m.mul(u, edge[2])));
                }
            }
        }
        float in = passThrough();
        if (m.ge(in, 0f) && m.gt(best, 0f)) {
            best = 0f;
            float x = m.add(p[0], m.mul(in, dir[0]));
            float y = m.add(p[1], m.mul(in, dir[1]));
            float z = m.add(p[2], m.mul(in, dir[2]));
            keep(x, y, z, x, y, z);
        }
        return best;
    }

    /** The pair (the segment's point at s, the box point (bx, by, bz)) when it is closer than best. */
    private float consider(float best, float s, float bx, float by, float bz) {
        float x = m.add(p[0], m.mul(s, dir[0]));
        float y = m.add(p[1], m.mul(s, dir[1]));
        float z = m.add(p[2], m.mul(s, dir[2]));
        float dx = m.sub(x, bx);
        float dy = m.sub(y, by);
        float dz = m.sub(z, bz);
        float d = m.dot3(dx, dy, dz, dx, dy, dz);
        if (m.lt(d, best)) {
            keep(x, y, z, bx, by, bz);
            return d;
        }
        return best;
    }

    private void keep(float sx, float sy, float sz, float bx, float by, float bz) {
        segPoint[0] = sx;
        segPoint[1] = sy;
        segPoint[2] = sz;
        boxPoint[0] = bx;
        boxPoint[1] = by;
        boxPoint[2] = bz;
    }

    /** The first s in [0, 1] at which p + s·D is inside the box (slabs), or −1 when the segment misses it. */
    private float passThrough() {
        float in = 0f;
        float out = 1f;
        for (int a = 0; a < 3; a++) {
            float e = rounded.half(a);
            if (m.eq(dir[a], 0f)) {
                if (m.lt(p[a], m.neg(e)) || m.gt(p[a], e)) {
                    return -1f;
                }
                continue;
            }
            float t1 = m.div(m.sub(m.neg(e), p[a]), dir[a]);
            float t2 = m.div(m.sub(e, p[a]), dir[a]);
            in = m.max(in, m.gt(dir[a], 0f) ? t1 : t2);
            out = m.min(out, m.gt(dir[a], 0f) ? t2 : t1);
        }
        return m.le(in, out) ? in : -1f;
    }
}
