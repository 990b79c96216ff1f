package engine.kernels.shape;

import engine.api.math.Float4;
import engine.api.math.Quat;
import engine.api.math.Vec4;
import engine.api.quirk.Quirk;
import engine.api.kernel.shape.ShapePose;
import engine.api.shape.BoxShape;
import engine.api.shape.CapsuleShape;
import engine.api.shape.SegmentShape;
import engine.api.shape.SphereShape;
import engine.api.slots.Slots;
import engine.kernels.correction.CorrectionCase;
import engine.kernels.correction.Mode;
import engine.kernels.correction.Snapshot;
import engine.kernels.fake.FakeOwner;
import engine.kernels.world.PhysicsWorld;
import java.util.List;

/** The inputs that show each correction of {@link ShapeCorrections}: one case per row. */
public final class ShapeCorrectionCases {
    /** 90° about z: (0, 0, 0.70711, 0.70711). */
    static final Quat QZ = new Quat(0f, 0f, 0.70710677f, 0.70710677f);
    /** 90° about y: (0, 0.70711, 0, 0.70711). */
    static final Quat QY = new Quat(0f, 0.70710677f, 0f, 0.70710677f);

    private ShapeCorrectionCases() {
    }

    /** One case per correction of this family. */
    public static List<CorrectionCase> cases() {
        return List.of(
                new CorrectionCase(Quirk.BOX_BONE_OFFSET, Slots.SHAPE_POSE,
                        "Unit 6's box on a bone: P (10, 5, 0) turned qz, bone (0.2, 0, 1.5) turned qy, offset"
                                + " (0.1, 0, 0)",
                        ShapeCorrectionCases::boxOnABone),
                new CorrectionCase(Quirk.SEGMENT_BOUND, Slots.SHAPE_BOUNDS,
                        "Unit 6's segment bound quirk: start (0, 0, 2.15), end (0, 0, 0.65), r 0.35",
                        ShapeCorrectionCases::segmentPointingDown),
                new CorrectionCase(Quirk.MISSING_MODEL_BONE, Slots.SHAPE_POSE,
                        "a sphere on bone 3 of an owner at (10, 5, 0) that answers no bone transform (no model)",
                        ShapeCorrectionCases::sphereOnAMissingBone),
                new CorrectionCase(Quirk.CAPSULE_NO_FLAG10, Slots.SHAPE_POSE,
                        "a capsule posed at (1, 0, 0), switched off and on, its owner moved to (4, 0, 0), posed again",
                        ShapeCorrectionCases::capsuleEnabledAfterAMove));
    }

    static Object capsuleEnabledAfterAMove(Mode mode) {
        PhysicsWorld w = mode.world();
        FakeOwner o = new FakeOwner("o").at(Vec4.point(1f, 0f, 0f), Quat.IDENTITY);
        CapsuleShape c = new CapsuleShape();
        c.setRadius(0.3f);
        c.setHeight(1.5f);
        ShapePose poses = w.kernels().get(Slots.SHAPE_POSE);
        poses.pose(w, c, o);
        poses.enable(w, c, false);
        poses.enable(w, c, true);
        o.at(Vec4.point(4f, 0f, 0f), Quat.IDENTITY);
        poses.pose(w, c, o);
        return Snapshot.of(c.base(), c.previous(), c.flags());
    }

    static Object boxOnABone(Mode mode) {
        PhysicsWorld w = mode.world();
        FakeOwner o = new FakeOwner("o").at(Vec4.point(10f, 5f, 0f), QZ).bone(0, Vec4.point(0.2f, 0f, 1.5f), QY);
        BoxShape b = new BoxShape();
        b.setSize(1f, 1f, 1f);
        b.setBone(0);
        b.localOffset().set(0.1f, 0f, 0f, 1f);
        w.kernels().get(Slots.SHAPE_POSE).pose(w, b, o);
        return Snapshot.of(b.centre(), b.axis(0), b.axis(1), b.axis(2));
    }

    static Object segmentPointingDown(Mode mode) {
        PhysicsWorld w = mode.world();
        SegmentShape s = new SegmentShape();
        s.start().set(0f, 0f, 2.15f, 1f);
        s.end().set(0f, 0f, 0.65f, 1f);
        s.setRadius(0.35f);
        Float4 lo = new Float4();
        Float4 hi = new Float4();
        w.kernels().get(Slots.SHAPE_BOUNDS).bounds(w, s, lo, hi);
        return Snapshot.of(lo, hi);
    }

    static Object sphereOnAMissingBone(Mode mode) {
        PhysicsWorld w = mode.world();
        FakeOwner o = new FakeOwner("o").at(Vec4.point(10f, 5f, 0f), QZ);
        SphereShape s = new SphereShape();
        s.setRadius(0.1f);
        s.setBone(3);
        s.localOffset().set(0.08f, 0f, 0f, 1f);
        w.kernels().get(Slots.SHAPE_POSE).pose(w, s, o);
        return Snapshot.of(s.centre());
    }
}
