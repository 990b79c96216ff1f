package engine.kernels.box;

import engine.api.kernel.KernelConfig;
import engine.api.kernel.KernelContext;
import engine.api.math.FloatModel;
import engine.api.quirk.Quirk;
import engine.kernels.mesh.SphereTriangleSweep;
import engine.kernels.pair.IntervalOverlap;
import engine.kernels.shape.BoxFrame;

/**
 * Unit 13 (reconstructed, docs/box-sweeps.md): an oriented box moving by a move against the working triangle T, by
 * separating axes through Unit 11's Sweep_IntervalOverlap (0x0034a8d0). The 13 axes, in this order: T's normal, the
 * box's A0, A1, A2, then e_k × A_i for the un-normalised edges k = 0, 1, 2 (outer) and i = 0, 1, 2 (inner). On each
 * the box's projection [c·L − R, c·L + R] (R = Σ h_i·|A_i·L|) moves by (move·L)·t against T's, measured from
 * the box's centre; one [lo, hi] from [0, 1] is narrowed over all of them, and the hit is at lo. Scratch of one kernel;
 * allocates nothing.
 */
final class BoxTriangleSweep {
    private final boolean fixReset;
    private final float[] range = new float[2];
    /** T's corners relative to the box's centre, corner k's coordinate a at 3k + a. */
    private final float[] rel = new float[9];
    private final float[] axis = new float[3];

    /** A box-triangle sweep; with BOX_AXIS_RANGE_RESET corrected a still axis leaves [lo, hi] as it is. */
    BoxTriangleSweep(KernelConfig config) {
        this.fixReset = config.corrects(Quirk.BOX_AXIS_RANGE_RESET);
    }

    /** The fraction of the last hit (lo). */
    float t() {
        return range[0];
    }

    /**
     * True when box, moving by (mx, my, mz), meets T (corners, normal and un-normalised edges loaded) within the
     * move; the fraction is {@link #t()}.
     */
    boolean sweep(KernelContext ctx, BoxFrame box, SphereTriangleSweep tri, float mx, float my, float mz) {
        FloatModel m = ctx.floatModel();
        for (int k = 0; k < 3; k++) {
            rel[3 * k] = m.sub(tri.corner(k, 0), box.cx());
            rel[3 * k + 1] = m.sub(tri.corner(k, 1), box.cy());
            rel[3 * k + 2] = m.sub(tri.corner(k, 2), box.cz());
        }
        range[0] = 0f;
        range[1] = 1f;
        for (int a = 0; a < 13; a++) {
            axis(m, box, tri, a);
            float lx = axis[0];
            float ly = axis[1];
            float lz = axis[2];
            float p0 = m.dot3(rel[0], rel[1], rel[2], lx, ly, lz);
            float p1 = m.dot3(rel[3], rel[4], rel[5], lx, ly, lz);
            float p2 = m.dot3(rel[6], rel[7], rel[8], lx, ly, lz);
            float t0 = m.min(m.min(p0, p1), p2);
            float t1 = m.max(m.max(p0, p1), p2);
            float r = m.mul(box.half[0], m.abs(box.vector(0, lx, ly, lz)));
            r = m.add(r, m.mul(box.half[1], m.abs(box.vector(1, lx, ly, lz))));
            r = m.add(r, m.mul(box.half[2], m.abs(box.vector(2, lx, ly, lz))));
            float v = m.dot3(mx, my, mz, lx, ly, lz);
            if (m.eq(v, 0f) && !m.lt(r, t0) && !m.lt(t1, m.neg(r))) {
                if (fixReset) {
                    // A still axis that overlaps allows every time: it narrows nothing, and the axes before it stand.
                    continue;
                }
                if (!m.eq(range[0], 0f) || !m.eq(range[1], 1f)) {
                    // PS2-BUG(BOX_AXIS_RANGE_RESET): Sweep_IntervalOverlap's v == 0 case sets [lo, hi] = [0, 1],
                    // so what the axes before this one narrowed is forgotten.
                    ctx.quirks().fired(Quirk.BOX_AXIS_RANGE_RESET);
                }
            }
            if (IntervalOverlap.separated(m, range, 1f, v, t0, t1, m.neg(r), r)) {
                return false;
            }
        }
        return true;
    }

    /**
     * Axis a into {@link #axis}: 0 T's normal, 1-3 the box's A0-A2, 4-12 e_k × A_i, k = (a − 4)/3, i = (a − 4)%3.
     */
    private void axis(FloatModel m, BoxFrame box, SphereTriangleSweep tri, int a) {
        if (a == 0) {
            axis[0] = tri.normalX();
            axis[1] = tri.normalY();
            axis[2] = tri.normalZ();
        } else if (a < 4) {
            int o = 3 * (a - 1);
            axis[0] = box.axis[o];
            axis[1] = box.axis[o + 1];
            axis[2] = box.axis[o + 2];
        } else {
            int k = (a - 4) / 3;
            int o = 3 * ((a - 4) % 3);
            float ex = tri.edge(k, 0);
            float ey = tri.edge(k, 1);
            float ez = tri.edge(k, 2);
            float ax = box.axis[o];
            float ay = box.axis[o + 1];
            float az = box.axis[o + 2];
            axis[0] = m.sub(m.mul(ey, az), m.mul(ez, ay));
            axis[1] = m.sub(m.mul(ez, ax), m.mul(ex, az));
            axis[2] = m.sub(m.mul(ex, ay), m.mul(ey, ax));
        }
    }
}
