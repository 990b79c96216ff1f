package engine.kernels.pair;

import engine.api.body.Contact;
import engine.api.kernel.KernelContext;
import engine.api.kernel.pair.PairOverlap;
import engine.api.math.FloatModel;
import engine.api.shape.BoxShape;
import engine.api.shape.Shape;
import engine.kernels.shape.BoxFrame;

/**
 * Unit 4, the box-box overlap (1, 1), RECONSTRUCTED (STATIC_OVERLAPS; docs/unit4-overlaps.md): the separating axis
 * test over the 15 axes (three of each box, nine cross products), with 1e-6 added to each |A_i·B_j| so that near-
 * parallel edges give no false separating axis. Separated only when a projection gap is strictly positive, so
 * touching boxes overlap. Writes nothing. One instance per world.
 */
public final class BoxBoxOverlap implements PairOverlap {
    /** Added to each |R_ij| (0x358637bd). */
    static final float EPS = 1e-6f;

    private final BoxFrame a = new BoxFrame();
    private final BoxFrame b = new BoxFrame();
    private final float[][] rot = new float[3][3];
    private final float[][] abs = new float[3][3];
    private final float[] t = new float[3];
    private final float[] ha = new float[3];
    private final float[] hb = new float[3];

    /** The overlap entry. */
    public BoxBoxOverlap() {
    }

    // Unit 4, overlap table (1, 1) (reconstructed)
    @Override
    public boolean overlap(KernelContext ctx, Contact out, Shape own, Shape other) {
        FloatModel m = ctx.floatModel();
        a.set(m, (BoxShape) own);
        b.set(m, (BoxShape) other);
        float[] ai = a.axis;
        float[] bj = b.axis;
        for (int i = 0; i < 3; i++) {
            ha[i] = a.half[i];
            hb[i] = b.half[i];
            for (int j = 0; j < 3; j++) {
                rot[i][j] = m.dot3(ai[3 * i], ai[3 * i + 1], ai[3 * i + 2], bj[3 * j], bj[3 * j + 1], bj[3 * j + 2]);
                abs[i][j] = m.add(m.abs(rot[i][j]), EPS);
            }
            t[i] = a.point(i, b.cx(), b.cy(), b.cz());
        }
        for (int i = 0; i < 3; i++) {
            float rb = m.add(m.add(m.mul(hb[0], abs[i][0]), m.mul(hb[1], abs[i][1])), m.mul(hb[2], abs[i][2]));
            if (m.gt(m.abs(t[i]), m.add(ha[i], rb))) {
                return false;
            }
        }
        for (int j = 0; j < 3; j++) {
            float ra = m.add(m.add(m.mul(ha[0], abs[0][j]), m.mul(ha[1], abs[1][j])), m.mul(ha[2], abs[2][j]));
            float d = m.add(m.add(m.mul(t[0], rot[0][j]), m.mul(t[1], rot[1][j])), m.mul(t[2], rot[2][j]));
            if (m.gt(m.abs(d), m.add(ra, hb[j]))) {
                return false;
            }
        }
        for (int i = 0; i < 3; i++) {
            int i1 = (i + 1) % 3;
            int i2 = (i + 2) % 3;
            for (int j = 0; j < 3; j++) {
                int j1 = (j + 1) % 3;
                int j2 = (j + 2) % 3;
                float ra = m.add(m.mul(ha[i1], abs[i2][j]), m.mul(ha[i2], abs[i1][j]));
                float rb = m.add(m.mul(hb[j1], abs[i][j2]), m.mul(hb[j2], abs[i][j1]));
                float d = m.sub(m.mul(t[i2], rot[i1][j]), m.mul(t[i1], rot[i2][j]));
                if (m.gt(m.abs(d), m.add(ra, rb))) {
                    return false;
                }
            }
        }
        return true;
    }
}
