package engine.kernels.pair;

import engine.api.body.Contact;
import engine.api.kernel.KernelContext;
import engine.api.kernel.pair.PairOverlap;
import engine.api.math.Float4;
import engine.api.math.FloatModel;
import engine.api.shape.CapsuleShape;
import engine.api.shape.Shape;

/**
 * Unit 4, the capsule-capsule overlap (3, 3), RECONSTRUCTED (STATIC_OVERLAPS; docs/unit4-overlaps.md): the upright
 * capsule of the pair tests, a cylinder [B.z, B.z + h] of radius r. The axes within r1 + r2 horizontally and the
 * vertical ranges overlapping, touching included in both, each range with its own height. Writes nothing.
 * Stateless.
 */
public final class CapsuleCapsuleOverlap implements PairOverlap {

    /** The overlap entry. */
    public CapsuleCapsuleOverlap() {
    }

    // Unit 4, overlap table (3, 3) (reconstructed)
    @Override
    public boolean overlap(KernelContext ctx, Contact out, Shape own, Shape other) {
        FloatModel m = ctx.floatModel();
        CapsuleShape a = (CapsuleShape) own;
        CapsuleShape b = (CapsuleShape) other;
        Float4 p = a.base();
        Float4 q = b.base();
        if (m.lt(m.add(p.z(), a.height()), q.z()) || m.lt(m.add(q.z(), b.height()), p.z())) {
            return false;
        }
        float dx = m.sub(p.x(), q.x());
        float dy = m.sub(p.y(), q.y());
        float reach = m.add(a.radius(), b.radius());
        return m.le(m.dot3(dx, dy, 0f, dx, dy, 0f), m.mul(reach, reach));
    }
}
