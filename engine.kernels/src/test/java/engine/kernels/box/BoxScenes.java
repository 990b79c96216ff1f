package engine.kernels.box;

import engine.api.body.Contact;
import engine.api.kernel.KernelContext;
import engine.api.kernel.Slot;
import engine.api.kernel.pair.PairSweep;
import engine.api.math.Float4;
import engine.api.math.Mat4;
import engine.api.math.Quat;
import engine.api.mesh.CollisionMesh;
import engine.api.mesh.MeshBuilder;
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

    /** A one-sided enabled triangle's flags, with corner edge 3 (none), as the file stores them. */
    static final int ONE_SIDED = 0xc001;
    /** A two-sided enabled triangle's flags, corner edge 3. */
    static final int TWO_SIDED = 0xc003;

    /** Walls of one triangle each in the planes x = xs[i], facing −x, y −2..2, z 0..2 (cells of 2 m). */
    static CollisionMesh walls(int flags, float... xs) {
        MeshBuilder b = new MeshBuilder();
        for (float x : xs) {
            b.triangle(b.vertex(x, -2f, 0f), b.vertex(x, -2f, 2f), b.vertex(x, 2f, 0f), flags, 0);
        }
        return b.build(2f);
    }

    /** A big wall in the plane x = x0 facing −x (y −5..10, z −5..10) into b. */
    static void bigWall(MeshBuilder b, float x0, int flags) {
        b.triangle(b.vertex(x0, -5f, -5f), b.vertex(x0, -5f, 10f), b.vertex(x0, 10f, -5f), flags, 0);
    }

    /** The box mesh sweep of ctx's table over a box grown by the move, max contacts, the options and n.z range. */
    static int meshSweep(KernelContext ctx, Contact[] out, int max, BoxShape box, Float4 move, int options,
                         float minNz, float maxNz) {
        Float4[] bound = bound(box, move);
        return ctx.kernels().get(Slots.meshSweep(ShapeType.BOX)).sweep(ctx, out, 0, max, bound[0], bound[1], null,
                box, move, options, minNz, maxNz);
    }

    /** The box's exact world bound (its corners) grown by move: what the walking sweep passes. */
    static Float4[] bound(BoxShape box, Float4 move) {
        float[] lo = {Float.MAX_VALUE, Float.MAX_VALUE, Float.MAX_VALUE};
        float[] hi = {-Float.MAX_VALUE, -Float.MAX_VALUE, -Float.MAX_VALUE};
        for (int c = 0; c < 8; c++) {
            for (int a = 0; a < 3; a++) {
                float v = lane(box.centre(), a);
                for (int i = 0; i < 3; i++) {
                    float s = (c & (1 << i)) != 0 ? 1f : -1f;
                    v += s * lane(box.halfExtents(), i) * lane(box.axis(i), a);
                }
                lo[a] = Math.min(lo[a], Math.min(v, v + lane(move, a)));
                hi[a] = Math.max(hi[a], Math.max(v, v + lane(move, a)));
            }
        }
        return new Float4[] {new Float4(lo[0], lo[1], lo[2], 1f), new Float4(hi[0], hi[1], hi[2], 1f)};
    }

    /** Lane a (0 x, 1 y, 2 z) of v. */
    static float lane(Float4 v, int a) {
        return a == 0 ? v.x() : a == 1 ? v.y() : v.z();
    }

    /** n fresh contact slots holding sentinels. */
    static Contact[] slots(int n) {
        Contact[] c = new Contact[n];
        for (int i = 0; i < n; i++) {
            c[i] = slot();
            c[i].setTriangle(-2);
        }
        return c;
    }

    /** Sweeps own by move against other through slot's kernel of ctx's table; the hit flag. */
    static boolean sweep(KernelContext ctx, Slot<PairSweep> slot, Contact out, Shape own, Shape other, Float4 move) {
        return ctx.kernels().get(slot).sweep(ctx, out, null, own, null, other, move);
    }
}
