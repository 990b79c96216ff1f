package engine.kernels.pair;

import engine.api.math.Float4;
import engine.api.math.FloatModel;

/**
 * Unit 11, Vec_MakePerpendicularBasis (0x00349180): two unit vectors U and V perpendicular to the unit vector W,
 * with V = W × U. Stateless; allocates nothing.
 */
public final class PerpendicularBasis {

    private PerpendicularBasis() {
    }

    /**
     * Writes U (x, y, z only: its w is not written) and V = W × U (the whole quadword, V.w = U.w). For |W.x| ≥ |W.y|
     * U = (−W.z·k, 0, W.x·k) with k = 1/√(W.x² + W.z²), else
     * U = (0, W.z·k, −W.y·k) with k = 1/√(W.y² + W.z²).
     */
    // Unit 11, Vec_MakePerpendicularBasis (0x00349180)
    public static void make(FloatModel m, Float4 u, Float4 v, float wx, float wy, float wz) {
        if (m.ge(m.abs(wx), m.abs(wy))) {
            float k = m.rsqrt(m.add(m.mul(wx, wx), m.mul(wz, wz)));
            u.set3(m.mul(m.neg(wz), k), 0f, m.mul(wx, k));
        } else {
            float k = m.rsqrt(m.add(m.mul(wy, wy), m.mul(wz, wz)));
            u.set3(0f, m.mul(wz, k), m.mul(m.neg(wy), k));
        }
        // The VU outer product (opmula/opmsub): each product rounded, then subtracted.
        float ux = u.x();
        float uy = u.y();
        float uz = u.z();
        v.set(m.sub(m.mul(wy, uz), m.mul(wz, uy)), m.sub(m.mul(wz, ux), m.mul(wx, uz)),
                m.sub(m.mul(wx, uy), m.mul(wy, ux)), u.w());
    }
}
