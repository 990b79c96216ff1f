package engine.kernels.box;

import engine.api.body.Body;
import engine.api.body.Contact;
import engine.api.kernel.KernelConfig;
import engine.api.kernel.KernelContext;
import engine.api.kernel.pair.PairSweep;
import engine.api.math.Float4;
import engine.api.math.FloatModel;
import engine.api.shape.BoxShape;
import engine.api.shape.Shape;
import engine.kernels.shape.BoxFrame;

/**
 * Unit 5 (reconstructed, docs/box-sweeps.md), the sweep table's (1, 1) entry: an oriented box moving by move
 * against another at rest, by separating axes. On each of the 15 axes (the other's three, the mover's three, the
 * nine cross products A_i × B_j, a near-zero cross product skipped) the mover's projection moves against the
 * other's; the times they overlap on every axis at once run from the latest entry to the earliest exit. The hit is
 * the latest entry, its axis the normal (towards the mover). Already overlapping at the start: a hit at 0 with the
 * axis of least depth as the normal when the move goes into it, no hit otherwise. Scratch per instance; allocates
 * nothing.
 */
public final class BoxBoxSweep implements PairSweep {
    /** A cross product with |L|² below this (sin² of the angle between unit axes) is skipped as parallel. */
    static final float PARALLEL = 1e-6f;

    private final BoxFrame mover = new BoxFrame();
    private final BoxFrame fixed = new BoxFrame();
    private final PairHit hit = new PairHit();
    private final float[] axis = new float[3];
    private FloatModel m = FloatModel.IEEE;

    /** A box-box sweep with its own scratch (one per world); the library makes no correction here. */
    public BoxBoxSweep(KernelConfig config) {
        // No catalogued defect of this kernel: config has nothing to switch.
    }

    // Unit 5 (reconstructed), PhysicsSweep_BoxBox: sweep table (1, 1)
    @Override
    public boolean sweep(KernelContext ctx, Contact out, Body ownBody, Shape own, Body otherBody, Shape other,
                         Float4 move) {
        m = ctx.floatModel();
        BoxShape box = (BoxShape) own;
        mover.set(m, box);
        fixed.set(m, (BoxShape) other);
        float dx = m.sub(mover.cx(), fixed.cx());
        float dy = m.sub(mover.cy(), fixed.cy());
        float dz = m.sub(mover.cz(), fixed.cz());
        float lo = Float.NEGATIVE_INFINITY;
        float hi = 1f;
        int entryAxis = -1;
        float entrySide = 0f;
        int leastAxis = -1;
        float leastSide = 0f;
        float least = Float.POSITIVE_INFINITY;
        for (int a = 0; a < 15; a++) {
            float ll = axis(a);
            if (a >= 6 && m.lt(ll, PARALLEL)) {
                continue;
            }
            float lx = axis[0];
            float ly = axis[1];
            float lz = axis[2];
            float rb = radius(fixed, lx, ly, lz);
            float ro = radius(mover, lx, ly, lz);
            float d = m.dot3(dx, dy, dz, lx, ly, lz);
            float v = m.dot3(move.x(), move.y(), move.z(), lx, ly, lz);
            float b0 = m.sub(d, ro);
            float b1 = m.add(d, ro);
            float a0 = m.neg(rb);
            float a1 = rb;
            float enter;
            float exit;
            float side;
            if (m.lt(b1, a0)) {
                if (m.le(v, 0f)) {
                    return false;
                }
                enter = m.div(m.sub(a0, b1), v);
                exit = m.div(m.sub(a1, b0), v);
                side = -1f;
            } else if (m.lt(a1, b0)) {
                if (m.ge(v, 0f)) {
                    return false;
                }
                enter = m.div(m.sub(a1, b0), v);
                exit = m.div(m.sub(a0, b1), v);
                side = 1f;
            } else {
                enter = Float.NEGATIVE_INFINITY;
                exit = m.gt(v, 0f) ? m.div(m.sub(a1, b0), v) : m.lt(v, 0f) ? m.div(m.sub(a0, b1), v) : m.top();
                side = 0f;
                // The depth to push the mover out along +L (a1 − b0) or −L (b1 − a0), per metre of L.
                float k = m.rsqrt(ll);
                float up = m.mul(m.sub(a1, b0), k);
                float down = m.mul(m.sub(b1, a0), k);
                float depth = m.min(up, down);
                if (m.lt(depth, least)) {
                    least = depth;
                    leastAxis = a;
                    leastSide = m.le(up, down) ? 1f : -1f;
                }
            }
            if (m.gt(enter, lo)) {
                lo = enter;
                entryAxis = a;
                entrySide = side;
            }
            if (m.lt(exit, hi)) {
                hi = exit;
            }
            if (m.gt(lo, 1f) || m.lt(hi, lo)) {
                return false;
            }
        }
        float f;
        if (entryAxis >= 0) {
            f = lo;
            axis(entryAxis);
            hit.normal(m, m.mul(entrySide, axis[0]), m.mul(entrySide, axis[1]), m.mul(entrySide, axis[2]), move);
        } else {
            if (leastAxis < 0) {
                return false; // every depth was NaN (boxes beyond the float range): no axis to push out along
            }
            f = 0f;
            axis(leastAxis);
            float nx = m.mul(leastSide, axis[0]);
            float ny = m.mul(leastSide, axis[1]);
            float nz = m.mul(leastSide, axis[2]);
            if (!m.lt(m.dot3(move.x(), move.y(), move.z(), nx, ny, nz), 0f)) {
                return false;
            }
            hit.normal(m, nx, ny, nz, move);
        }
        hit.write(m, out, f, box.centre(), move, 0);
        return true;
    }

    /**
     * Axis a into {@link #axis}: 0-2 the other box's A0-A2, 3-5 the mover's, 6-14 mover A_i × other B_j with
     * i = (a − 6) / 3, j = (a − 6) % 3. Returns L·L.
     */
    private float axis(int a) {
        if (a < 6) {
            float[] src = a < 3 ? fixed.axis : mover.axis;
            int o = 3 * (a % 3);
            axis[0] = src[o];
            axis[1] = src[o + 1];
            axis[2] = src[o + 2];
        } else {
            int i = 3 * ((a - 6) / 3);
            int j = 3 * ((a - 6) % 3);
            float[] p = mover.axis;
            float[] q = fixed.axis;
            axis[0] = m.sub(m.mul(p[i + 1], q[j + 2]), m.mul(p[i + 2], q[j + 1]));
            axis[1] = m.sub(m.mul(p[i + 2], q[j]), m.mul(p[i], q[j + 2]));
            axis[2] = m.sub(m.mul(p[i], q[j + 1]), m.mul(p[i + 1], q[j]));
        }
        return m.dot3(axis[0], axis[1], axis[2], axis[0], axis[1], axis[2]);
    }

    /** The box's projected half width on L: Σ h_i·|A_i·L|. */
    private float radius(BoxFrame b, float lx, float ly, float lz) {
        float r = m.mul(b.half[0], m.abs(b.vector(0, lx, ly, lz)));
        r = m.add(r, m.mul(b.half[1], m.abs(b.vector(1, lx, ly, lz))));
        return m.add(r, m.mul(b.half[2], m.abs(b.vector(2, lx, ly, lz))));
    }
}
