package engine.kernels.pair;

import engine.api.body.Contact;
import engine.api.kernel.KernelContext;
import engine.api.kernel.pair.PairOverlap;
import engine.api.math.Float4;
import engine.api.math.FloatModel;
import engine.api.shape.BoxShape;
import engine.api.shape.Shape;
import engine.api.shape.SphereShape;
import engine.kernels.shape.BoxFrame;

/**
 * Unit 4, the box-sphere overlaps (1, 2) and (2, 1), RECONSTRUCTED (STATIC_OVERLAPS; docs/unit4-overlaps.md): the
 * sphere's centre in the box's frame, clamped to the box; overlapping when that closest point is within r, touching
 * included. Writes nothing. One instance per world.
 */
public final class BoxSphereOverlap implements PairOverlap {
    private final boolean boxOwn;
    private final BoxFrame frame = new BoxFrame();

    /** The (1, 2) entry when boxOwn, else (2, 1). */
    public BoxSphereOverlap(boolean boxOwn) {
        this.boxOwn = boxOwn;
    }

    // Unit 4, overlap table (1, 2) and (2, 1) (reconstructed)
    @Override
    public boolean overlap(KernelContext ctx, Contact out, Shape own, Shape other) {
        FloatModel m = ctx.floatModel();
        frame.set(m, (BoxShape) (boxOwn ? own : other));
        SphereShape s = (SphereShape) (boxOwn ? other : own);
        Float4 c = s.centre();
        float lx = frame.point(0, c.x(), c.y(), c.z());
        float ly = frame.point(1, c.x(), c.y(), c.z());
        float lz = frame.point(2, c.x(), c.y(), c.z());
        return m.le(frame.distanceSq(lx, ly, lz), m.mul(s.radius(), s.radius()));
    }
}
