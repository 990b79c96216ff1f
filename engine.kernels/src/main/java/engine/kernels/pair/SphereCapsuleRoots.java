package engine.kernels.pair;

import engine.api.kernel.KernelConfig;
import engine.api.math.Float4;
import engine.api.math.FloatModel;
import engine.api.quirk.Quirk;
import engine.api.quirk.QuirkLog;

/**
 * Unit 11, Sweep_SphereCapsule (0x00349a60): a ray O + s·dir against the capsule of radius R around the segment
 * P0 → P0 + A. Roots are in units of dir (unnormalised), appended side first, then the bottom cap, then the top cap,
 * at most two; there is no inside test. One instance per kernel: the frame is its scratch, so a call allocates
 * nothing.
 */
public final class SphereCapsuleRoots {
    /** Parallel when |D.z| ≥ this (0x3f7fffef, about 0.08° from the axis). */
    static final float PARALLEL = Float.intBitsToFloat(0x3f7fffef);
    /** Parallel too when the move's length is below this (0x358637bd). */
    static final float EPS = 1e-6f;

    private final boolean fixFallingRoot;
    private final Float4 u = new Float4();
    private final Float4 v = new Float4();
    private float pz;
    private float dz;
    private float len;
    private float inv;

    /** A kernel whose falling parallel case appends the true entry when fixFallingRoot (the correction). */
    public SphereCapsuleRoots(boolean fixFallingRoot) {
        this.fixFallingRoot = fixFallingRoot;
    }

    /** The kernel with the SPHERE_CAPSULE_FALLING_ROOT correction of caller, the config of the slot that calls it. */
    public SphereCapsuleRoots(KernelConfig caller) {
        this(caller.corrects(Quirk.SPHERE_CAPSULE_FALLING_ROOT));
    }

    /**
     * Appends the roots to hits (count cleared by the caller); true when any was appended.
     *
     * @param r the radius R of the capsule (the capsule's plus the sphere's, m)
     */
    // Unit 11, Sweep_SphereCapsule (0x00349a60)
    public boolean sweep(FloatModel m, QuirkLog log, Hits hits, float ox, float oy, float oz, float dirX, float dirY,
                         float dirZ, float p0x, float p0y, float p0z, float ax, float ay, float az, float r) {
        // Frame (0x00349a98-0x00349c68): W = A × (1/L), so L = 0 gives W = 0 on the EE (0 × FLT_MAX).
        float l = m.sqrt(m.dot3(ax, ay, az, ax, ay, az));
        float invL = m.div(1f, l);
        float wx = m.mul(ax, invL);
        float wy = m.mul(ay, invL);
        float wz = m.mul(az, invL);
        PerpendicularBasis.make(m, u, v, wx, wy, wz);
        float dx = m.dot3(u.x(), u.y(), u.z(), dirX, dirY, dirZ);
        float dy = m.dot3(v.x(), v.y(), v.z(), dirX, dirY, dirZ);
        dz = m.dot3(wx, wy, wz, dirX, dirY, dirZ);
        len = m.sqrt(m.dot3(dx, dy, dz, dx, dy, dz));
        inv = m.div(1f, len);
        dx = m.mul(dx, inv);
        dy = m.mul(dy, inv);
        dz = m.mul(dz, inv);
        float qx = m.sub(ox, p0x);
        float qy = m.sub(oy, p0y);
        float qz = m.sub(oz, p0z);
        float px = m.dot3(u.x(), u.y(), u.z(), qx, qy, qz);
        float py = m.dot3(v.x(), v.y(), v.z(), qx, qy, qz);
        pz = m.dot3(wx, wy, wz, qx, qy, qz);
        if (m.ge(m.abs(dz), PARALLEL) || m.lt(len, EPS)) {
            return parallel(m, log, hits, dirX, dirY, dirZ, ax, ay, az, r, l, px, py);
        }
        // Side (0x00349e2c-0x00349f98).
        float a = m.add(m.mul(dx, dx), m.mul(dy, dy));
        float b = m.add(m.mul(px, dx), m.mul(py, dy));
        float c = m.sub(m.add(m.mul(px, px), m.mul(py, py)), m.mul(r, r));
        float disc = m.sub(m.mul(b, b), m.mul(a, c));
        if (m.lt(disc, 0f)) {
            return false;
        }
        if (m.gt(disc, 0f)) {
            float s = m.sqrt(disc);
            if (side(m, hits, m.div(m.sub(m.neg(b), s), a), l) || side(m, hits, m.div(m.add(m.neg(b), s), a), l)) {
                return true;
            }
        } else if (m.eq(disc, 0f)) {
            // A tangent root: when it is appended the kernel returns at once.
            int before = hits.count();
            side(m, hits, m.div(m.neg(b), a), l);
            if (hits.count() > before) {
                return true;
            }
        }
        // Bottom cap (0x0034a018-0x0034a174): the sphere at P0.
        float b1 = m.add(b, m.mul(pz, dz));
        float c1 = m.add(c, m.mul(pz, pz));
        if (cap(m, hits, b1, c1, false, l)) {
            return true;
        }
        // Top cap (0x0034a178-0x0034a2a8): the sphere at P0 + A.
        float b2 = m.sub(b1, m.mul(dz, l));
        float c2 = m.add(c1, m.mul(l, m.sub(l, m.mul(2f, pz))));
        cap(m, hits, b2, c2, true, l);
        return hits.count() != 0;
    }

    /** The parallel case (0x00349c1c-0x00349d5c): g = dir·A, q = R² − P.x² − P.y². */
    private boolean parallel(FloatModel m, QuirkLog log, Hits hits, float dirX, float dirY, float dirZ, float ax,
                             float ay, float az, float r, float l, float px, float py) {
        float g = m.dot3(dirX, dirY, dirZ, ax, ay, az);
        float q = m.sub(m.sub(m.mul(r, r), m.mul(px, px)), m.mul(py, py));
        if (m.lt(g, 0f) && m.ge(q, 0f)) {
            float sq = m.sqrt(q);
            hits.append(m.mul(m.add(pz, sq), inv));
            if (fixFallingRoot) {
                // Moving down the axis the entry is through the top: P.z − L − √q.
                hits.append(m.mul(m.sub(m.sub(pz, l), sq), inv));
            } else {
                // PS2-BUG(SPHERE_CAPSULE_FALLING_ROOT): the rising case's exit formula, the entry time negated.
                log.fired(Quirk.SPHERE_CAPSULE_FALLING_ROOT);
                hits.append(m.mul(m.add(m.sub(l, pz), sq), inv));
            }
            return true;
        }
        if (m.gt(g, 0f) && m.ge(q, 0f)) {
            float sq = m.sqrt(q);
            hits.append(m.neg(m.mul(m.add(pz, sq), inv)));
            hits.append(m.mul(m.add(m.sub(l, pz), sq), inv));
            return true;
        }
        return false;
    }

    /** A side root s: appended (s·inv) when 0 ≤ P.z + s·D.z ≤ L; true once two are stored. */
    private boolean side(FloatModel m, Hits hits, float s, float l) {
        float z = m.add(pz, m.mul(s, dz));
        if (m.ge(z, 0f) && m.le(z, l)) {
            hits.append(m.mul(s, inv));
        }
        return hits.count() == 2;
    }

    /**
     * A cap (the sphere at P0, or at P0 + A when top): disc = b² − c, roots −b ∓ √disc; true once two are
     * stored.
     */
    private boolean cap(FloatModel m, Hits hits, float b, float c, boolean top, float l) {
        float disc = m.sub(m.mul(b, b), c);
        if (m.gt(disc, 0f)) {
            float s = m.sqrt(disc);
            return capRoot(m, hits, m.sub(m.neg(b), s), top, l) || capRoot(m, hits, m.add(m.neg(b), s), top, l);
        }
        if (m.eq(disc, 0f)) {
            return capRoot(m, hits, m.neg(b), top, l);
        }
        return false;
    }

    private boolean capRoot(FloatModel m, Hits hits, float s, boolean top, float l) {
        float z = m.add(pz, m.mul(s, dz));
        if (top ? m.ge(z, l) : m.le(z, 0f)) {
            hits.append(m.mul(s, inv));
        }
        return hits.count() == 2;
    }
}
