package engine.kernels.shape;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.api.math.Vec4;
import engine.api.quirk.Quirk;
import engine.api.shape.SphereShape;
import engine.api.slots.Slots;
import engine.kernels.correction.Mode;
import engine.kernels.fake.FakeOwner;
import engine.kernels.world.PhysicsWorld;
import org.junit.jupiter.api.Test;

/**
 * Unit 6, Human_GetBoneTransform writing nothing for an owner without a model: the sphere, box and segment poses
 * then read the body transform left in their buffer as the bone's. The corrected pose takes the body's own frame
 * (bone −1 of the shape head: "−1 the body's own frame"), so the shape lands where a boneless one does.
 */
class MissingModelBoneTest {

    private static Vec4 pose(Mode mode, int bone) {
        PhysicsWorld w = mode.world();
        FakeOwner o = new FakeOwner("o").at(Vec4.point(10f, 5f, 0f), ShapeCorrectionCases.QZ);
        SphereShape s = new SphereShape();
        s.setBone(bone);
        s.localOffset().set(0.08f, 0f, 0f, 1f);
        w.kernels().get(Slots.SHAPE_POSE).pose(w, s, o);
        return s.centre().toVec4();
    }

    private static void assertXyz(float x, float y, float z, Vec4 v) {
        assertEquals(x, v.x(), 1e-5f, "x of " + v);
        assertEquals(y, v.y(), 1e-5f, "y of " + v);
        assertEquals(z, v.z(), 1e-5f, "z of " + v);
    }

    @Test
    void faithfulReadsTheBodyTransformAsTheBone() {
        // PS2-UNCHECKED(MISSING_MODEL_BONE): P + R(q) (P + R(q) offset) = (10, 5, 0) + R(qz) (10, 5.08, 0).
        Mode faithful = Mode.faithful();
        assertXyz(4.92f, 15f, 0f, pose(faithful, 3));
        assertTrue(faithful.quirks().count(Quirk.MISSING_MODEL_BONE) > 0);
    }

    @Test
    void correctedPosesInTheBodysOwnFrameAsABonelessShape() {
        Mode fixed = Mode.fixed();
        Vec4 onMissingBone = pose(fixed, 3);
        assertXyz(10f, 5.08f, 0f, onMissingBone);
        assertXyz(10f, 5.08f, 0f, pose(fixed, -1));
        assertEquals(0, fixed.quirks().count(Quirk.MISSING_MODEL_BONE));
    }

    @Test
    void aBoneThatIsThereIsPosedAlikeInBoth() {
        Mode faithful = Mode.faithful();
        Mode fixed = Mode.fixed();
        FakeOwner a = new FakeOwner("a").at(Vec4.point(10f, 5f, 0f), ShapeCorrectionCases.QZ)
                .bone(3, Vec4.point(0.2f, 0f, 1.5f), ShapeCorrectionCases.QY);
        FakeOwner b = new FakeOwner("b").at(Vec4.point(10f, 5f, 0f), ShapeCorrectionCases.QZ)
                .bone(3, Vec4.point(0.2f, 0f, 1.5f), ShapeCorrectionCases.QY);
        SphereShape sa = new SphereShape();
        SphereShape sb = new SphereShape();
        sa.setBone(3);
        sb.setBone(3);
        sa.localOffset().set(0.08f, 0f, 0f, 1f);
        sb.localOffset().set(0.08f, 0f, 0f, 1f);
        PhysicsWorld wa = faithful.world();
        PhysicsWorld wb = fixed.world();
        wa.kernels().get(Slots.SHAPE_POSE).pose(wa, sa, a);
        wb.kernels().get(Slots.SHAPE_POSE).pose(wb, sb, b);
        assertEquals(sa.centre().toVec4(), sb.centre().toVec4());
        assertXyz(10f, 5.2f, 1.42f, sa.centre().toVec4());
    }
}
