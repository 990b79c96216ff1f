package engine.kernels.box;

import engine.api.body.Contact;
import engine.api.kernel.KernelContext;
import engine.api.kernel.Slot;
import engine.api.kernel.pair.PairSweep;
import engine.api.math.Float4;
import engine.api.math.Mat4;
import engine.api.math.Quat;
import engine.api.shape.BoxShape;
import engine.api.shape.CapsuleShape;
import engine.api.shape.SegmentShape;
import engine.api.shape.Shape;
import engine.api.shape.ShapeType;
import engine.api.shape.SphereShape;
import engine.api.slots.Slots;

/** Shapes and calls the box kernel tests share: posed shapes, a pair sweep through a world's table. */
final class BoxScenes {
    /** sweep.capsule.box. */
    static final Slot<PairSweep> CAPSULE_BOX = Slots.pairSweep(ShapeType.CAPSULE, ShapeType.BOX);
    /** sweep.box.capsule. */
    static final Slot<PairSweep> BOX_CAPSULE = Slots.pairSweep(ShapeType.BOX, ShapeType.CAPSULE);
    /** sweep.sphere.box. */
    static final Slot<PairSweep> SPHERE_BOX = Slots.pairSweep(ShapeType.SPHERE, ShapeType.BOX);
    /** sweep.box.sphere. */
    static final Slot<PairSweep> BOX_SPHERE = Slots.pairSweep(ShapeType.BOX, ShapeType.SPHERE);
    /** sweep.segment.box. */
    static final Slot<PairSweep> SEGMENT_BOX = Slots.pairSweep(ShapeType.SEGMENT, ShapeType.BOX);
    /** sweep.box.segment. */
    static final Slot<PairSweep> BOX_SEGMENT = Slots.pairSweep(ShapeType.BOX, ShapeType.SEGMENT);
    /** sweep.box.box. */
    static final Slot<PairSweep> BOX_BOX = Slots.pairSweep(ShapeType.BOX, ShapeType.BOX);

    private BoxScenes() {
    }

    /** A box at (x, y, z) with half extents (hx, hy, hz) and axes the rows of Quat_ToMatrix(q). */
    static BoxShape box(float x, float y, float z, float hx, float hy, float hz, Quat q) {
        BoxShape b = new BoxShape();
        b.setSize(2f * hx, 2f * hy, 2f * hz);
        Mat4 r = q.toMatrix();
        for (int i = 0; i < 3; i++) {
            b.axis(i).set(r.get(i, 0), r.get(i, 1), r.get(i, 2), 0f);
        }
        b.centre().set(x, y, z, 1f);
        return b;
    }

    /** An axis-aligned box. */
    static BoxShape box(float x, float y, float z, float hx, float hy, float hz) {
        return box(x, y, z, hx, hy, hz, Quat.IDENTITY);
    }

    /** The rotation by angle (rad) about the unit axis (ax, ay, az). */
    static Quat rotation(double angle, double ax, double ay, double az) {
        double s = StrictMath.sin(angle / 2);
        return new Quat((float) (ax * s), (float) (ay * s), (float) (az * s), (float) StrictMath.cos(angle / 2));
    }

    /** An upright capsule: base, radius, height. */
    static CapsuleShape capsule(float x, float y, float z, float r, float h) {
        CapsuleShape c = new CapsuleShape();
        c.setSize(h, r);
        c.base().set(x, y, z, 1f);
        return c;
    }

    /** A sphere: centre and radius. */
    static SphereShape sphere(float x, float y, float z, float r) {
        SphereShape s = new SphereShape();
        s.setRadius(r);
        s.centre().set(x, y, z, 1f);
        return s;
    }

    /** A segment from start to end with radius r. */
    static SegmentShape segment(float sx, float sy, float sz, float ex, float ey, float ez, float r) {
        SegmentShape s = new SegmentShape();
        s.start().set(sx, sy, sz, 1f);
        s.end().set(ex, ey, ez, 1f);
        s.setRadius(r);
        return s;
    }

    /** A move vector (w 0). */
    static Float4 move(float x, float y, float z) {
        return new Float4(x, y, z, 0f);
    }

    /** A contact slot holding sentinels, so fields a kernel leaves alone show. */
    static Contact slot() {
        Contact c = new Contact();
        c.setFraction(-9f);
        c.setFlags(-9);
        c.slide().set(-9f, -9f, -9f, -9f);
        c.setDistance(-9f);
        return c;
    }

    /** Sweeps own by move against other through slot's kernel of ctx's table; the hit flag. */
    static boolean sweep(KernelContext ctx, Slot<PairSweep> slot, Contact out, Shape own, Shape other, Float4 move) {
        return ctx.kernels().get(slot).sweep(ctx, out, null, own, null, other, move);
    }
}
