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
import engine.api.shape.SphereShape;
import engine.kernels.shape.BoxFrame;

/**
 * Unit 5 (reconstructed, docs/box-sweeps.md), the sweep table's (2, 1) entry: a sphere (a strike sphere, a weapon
 * sphere, any sphere body) moving by move against an oriented box at rest. In the box's frame the centre meets the
 * box grown by the radius; the first touch within the move is the hit. A sphere already within its radius of the
 * box hits at fraction 0 whatever the move, a zero move included: a strike sphere just switched on hits what it
 * starts inside (Unit 6). The normal points from the box's closest point to the centre at the contact (−unit(move)
 * when the centre is inside the box). Scratch per instance; allocates nothing.
 */
public final class SphereBoxSweep implements PairSweep {
    private final BoxFrame frame = new BoxFrame();
    private final RoundedBox rounded = new RoundedBox();
    private final PairHit hit = new PairHit();
    private final float[] q = new float[3];
    private final float[] w = new float[3];

    /** A sphere-box sweep with its own scratch (one per world); the library makes no correction here. */
    public SphereBoxSweep(KernelConfig config) {
        // No catalogued defect of this kernel: config has nothing to switch.
    }

    // Unit 5 (reconstructed), PhysicsSweep_SphereBox: sweep table (2, 1)
    @Override
    public boolean sweep(KernelContext ctx, Contact out, Body ownBody, Shape own, Body otherBody, Shape other,
                         Float4 move) {
        FloatModel m = ctx.floatModel();
        SphereShape sphere = (SphereShape) own;
        frame.set(m, (BoxShape) other);
        rounded.set(m, frame.half);
        Float4 c = sphere.centre();
        for (int i = 0; i < 3; i++) {
            q[i] = frame.point(i, c.x(), c.y(), c.z());
            w[i] = frame.vector(i, move.x(), move.y(), move.z());
        }
        float r = sphere.radius();
        float f = 0f;
        float px = q[0];
        float py = q[1];
        float pz = q[2];
        if (!m.le(rounded.distanceSq(px, py, pz), m.mul(r, r))) {
            f = rounded.firstTouch(q, w, r);
            if (!m.le(f, 1f)) {
                return false;
            }
            px = m.add(q[0], m.mul(f, w[0]));
            py = m.add(q[1], m.mul(f, w[1]));
            pz = m.add(q[2], m.mul(f, w[2]));
            rounded.distanceSq(px, py, pz);
        }
        // From the box's closest point to the centre at the contact (at the start when f = 0).
        hit.normalFromLocal(m, frame, m.sub(px, rounded.closest[0]), m.sub(py, rounded.closest[1]),
                m.sub(pz, rounded.closest[2]), move);
        hit.write(m, out, f, c, move, 0);
        return true;
    }
}
