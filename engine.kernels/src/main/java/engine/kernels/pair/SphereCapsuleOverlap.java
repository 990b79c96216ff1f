package engine.kernels.pair;

import engine.api.body.Contact;
import engine.api.kernel.KernelContext;
import engine.api.kernel.pair.PairOverlap;
import engine.api.math.Float4;
import engine.api.math.FloatModel;
import engine.api.shape.CapsuleShape;
import engine.api.shape.Shape;
import engine.api.shape.SphereShape;

/**
 * Unit 4, the sphere-capsule overlaps (2, 3) and (3, 2), RECONSTRUCTED (STATIC_OVERLAPS; docs/unit4-overlaps.md):
 * the capsule as PhysicsSweep_SphereCapsule builds it, the axis from B.z + r_c to B.z + h − r_c (its rounded ends
 * inside [B.z, B.z + h]); the sphere's centre within r_c + r_s of that axis, touching included. Writes nothing.
 * Stateless.
 */
public final class SphereCapsuleOverlap implements PairOverlap {
    private final boolean sphereOwn;

    /** The (2, 3) entry when sphereOwn, else (3, 2). */
    public SphereCapsuleOverlap(boolean sphereOwn) {
        this.sphereOwn = sphereOwn;
    }

    // Unit 4, overlap table (2, 3) and (3, 2) (reconstructed)
    @Override
    public boolean overlap(KernelContext ctx, Contact out, Shape own, Shape other) {
        SphereShape s = (SphereShape) (sphereOwn ? own : other);
        CapsuleShape c = (CapsuleShape) (sphereOwn ? other : own);
        return touches(ctx.floatModel(), s, c);
    }

    /** True when s reaches the capsule's axis segment within r_c + r_s. */
    static boolean touches(FloatModel m, SphereShape s, CapsuleShape c) {
        Float4 p = s.centre();
        Float4 b = c.base();
        float rc = c.radius();
        float low = m.add(b.z(), rc);
        float high = m.add(low, m.sub(m.sub(c.height(), rc), rc));
        float z = p.z();
        float lo = m.fmin(low, high);
        float hi = m.fmax(low, high);
        float az = m.lt(z, lo) ? lo : (m.gt(z, hi) ? hi : z);
        float dx = m.sub(p.x(), b.x());
        float dy = m.sub(p.y(), b.y());
        float dz = m.sub(z, az);
        float reach = m.add(rc, s.radius());
        return m.le(m.dot3(dx, dy, dz, dx, dy, dz), m.mul(reach, reach));
    }
}
