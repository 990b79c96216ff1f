package engine.kernels.sweep;

import engine.api.kernel.KernelConfig;
import engine.api.math.Float4;
import engine.api.math.FloatModel;
import engine.api.quirk.Quirk;
import engine.api.quirk.QuirkLog;

/**
 * Unit 3's vector helpers, in place on {@link Float4}, in float32 in the spec's order through a {@link FloatModel}:
 * PhysicsVec_BackOffPlane, Vec_RemoveNormalPart and PhysicsVec_Bounce (both halves). Normals are assumed unit.
 */
public final class ContactVectors {
    /** The advance's threshold −0.01 (0xbc23d70a). */
    public static final float ADVANCE_MIN = -0.01f;
    /** The advance's clearance 0.01 (0x3c23d70a). */
    public static final float CLEARANCE = 0.01f;

    private ContactVectors() {
    }

    /** a · b over xyz in the VU's order, (ax·bx + ay·by) + az·bz, rounded by m. */
    public static float dot(FloatModel m, Float4 a, Float4 b) {
        return m.dot3(a.x(), a.y(), a.z(), b.x(), b.y(), b.z());
    }

    /**
     * Unit 3, PhysicsVec_BackOffPlane (0x0033d7b8): d = (move × f) · n; if d &lt; −0.01, p.xyz += n × (d + 0.01)
     * and p.w = 1; else p is unchanged. Returns true when p moved.
     */
    public static boolean backOffPlane(FloatModel m, Float4 p, Float4 move, Float4 n, float f) {
        // Unit 3, PhysicsVec_BackOffPlane (0x0033d7b8): the move is scaled first, then dotted.
        float mx = m.mul(move.x(), f), my = m.mul(move.y(), f), mz = m.mul(move.z(), f);
        float d = m.dot3(mx, my, mz, n.x(), n.y(), n.z());
        if (!m.lt(d, ADVANCE_MIN)) {
            return false;
        }
        float k = m.add(d, CLEARANCE);
        p.set(m.add(p.x(), m.mul(n.x(), k)), m.add(p.y(), m.mul(n.y(), k)), m.add(p.z(), m.mul(n.z(), k)), 1f);
        return true;
    }

    /**
     * Unit 3, Vec_RemoveNormalPart (0x0033d870): d = v · n; if d &lt; 0 (strictly), v.xyz −= n × d and v.w = 1;
     * else v is unchanged, w too. Returns true when v changed.
     */
    public static boolean removeNormalPart(FloatModel m, Float4 v, Float4 n) {
        // Unit 3, Vec_RemoveNormalPart (0x0033d870)
        float d = m.dot3(v.x(), v.y(), v.z(), n.x(), n.y(), n.z());
        if (!m.lt(d, 0f)) {
            return false;
        }
        v.set(m.sub(v.x(), m.mul(n.x(), d)), m.sub(v.y(), m.mul(n.y(), d)), m.sub(v.z(), m.mul(n.z(), d)), 1f);
        return true;
    }

    /**
     * Unit 3, PhysicsVec_Bounce (0x0033d8f0): d = v · n once; if d &lt; 0, v.xyz −= n × d; then always
     * v.xyz −= n × (d × e), v.w = 1. An outgoing v (d ≥ 0) is damped to (1 − e) of its normal speed, reported
     * as {@link Quirk#BOUNCE_DAMPS_OUTGOING} when that changes v.
     */
    public static void bounce(FloatModel m, Float4 v, Float4 n, float e, QuirkLog log) {
        bounce(m, v, n, e, log, false);
    }

    /**
     * PhysicsVec_Bounce with the BOUNCE_DAMPS_OUTGOING correction of caller, the config of the slot that calls it
     * (the contact resolution's); for callers outside a kernel, such as the oracle.
     */
    public static void bounce(KernelConfig caller, FloatModel m, Float4 v, Float4 n, float e, QuirkLog log) {
        bounce(m, v, n, e, log, caller.corrects(Quirk.BOUNCE_DAMPS_OUTGOING));
    }

    /**
     * PhysicsVec_Bounce as {@link #bounce(FloatModel, Float4, Float4, float, QuirkLog)}; with keepOutgoing an
     * outgoing v (d ≥ 0) keeps its xyz (only w = 1 is written), the corrected bounce.
     */
    public static void bounce(FloatModel m, Float4 v, Float4 n, float e, QuirkLog log, boolean keepOutgoing) {
        // Unit 3, PhysicsVec_Bounce (0x0033d8f0), 0x0033d924-0x0033d9b4
        float d = m.dot3(v.x(), v.y(), v.z(), n.x(), n.y(), n.z());
        float x = v.x(), y = v.y(), z = v.z();
        if (m.lt(d, 0f)) {
            x = m.sub(x, m.mul(n.x(), d));
            y = m.sub(y, m.mul(n.y(), d));
            z = m.sub(z, m.mul(n.z(), d));
        }
        float de = m.mul(d, e);
        float ox = x, oy = y, oz = z;
        x = m.sub(x, m.mul(n.x(), de));
        y = m.sub(y, m.mul(n.y(), de));
        z = m.sub(z, m.mul(n.z(), de));
        if (!m.lt(d, 0f) && (!m.eq(x, ox) || !m.eq(y, oy) || !m.eq(z, oz))) {
            if (keepOutgoing) {
                // A velocity already leaving the surface has nothing to bounce: it is kept.
                x = ox;
                y = oy;
                z = oz;
            } else {
                // PS2-BUG(BOUNCE_DAMPS_OUTGOING): the restitution part is removed whatever the sign of d, so an
                // outgoing velocity loses e of its normal speed.
                log.fired(Quirk.BOUNCE_DAMPS_OUTGOING);
            }
        }
        v.set(x, y, z, 1f);
    }
}
