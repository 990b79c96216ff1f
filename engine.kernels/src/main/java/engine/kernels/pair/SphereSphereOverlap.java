package engine.kernels.pair;

import engine.api.body.Contact;
import engine.api.kernel.KernelContext;
import engine.api.kernel.pair.PairOverlap;
import engine.api.math.Float4;
import engine.api.math.FloatModel;
import engine.api.shape.Shape;
import engine.api.shape.SphereShape;

/**
 * Unit 4, the sphere-sphere overlap (2, 2), RECONSTRUCTED (STATIC_OVERLAPS; docs/unit4-overlaps.md): the centres
 * within r_own + r_other, touching included. Writes nothing into the contact. Stateless.
 */
public final class SphereSphereOverlap implements PairOverlap {

    /** The overlap entry. */
    public SphereSphereOverlap() {
    }

    // Unit 4, overlap table (2, 2) (reconstructed)
    @Override
    public boolean overlap(KernelContext ctx, Contact out, Shape own, Shape other) {
        FloatModel m = ctx.floatModel();
        SphereShape a = (SphereShape) own;
        SphereShape b = (SphereShape) other;
        Float4 p = a.centre();
        Float4 q = b.centre();
        float dx = m.sub(p.x(), q.x());
        float dy = m.sub(p.y(), q.y());
        float dz = m.sub(p.z(), q.z());
        float reach = m.add(a.radius(), b.radius());
        return m.le(m.dot3(dx, dy, dz, dx, dy, dz), m.mul(reach, reach));
    }
}
