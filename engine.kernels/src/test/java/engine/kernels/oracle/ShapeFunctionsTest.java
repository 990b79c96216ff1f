package engine.kernels.oracle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.api.math.Mat4;
import engine.api.math.Quat;
import engine.api.math.Vec4;
import engine.api.oracle.FunctionArgumentException;
import engine.api.oracle.SpecFunction;
import engine.api.quirk.Quirk;
import engine.api.quirk.QuirkCounter;
import engine.kernels.fake.TestWorlds;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Unit 6's functions through the oracle table, with the spec's numbers. */
class ShapeFunctionsTest {
    private static final float TOL = 1e-5f;
    private static final Quat QZ = new Quat(0f, 0f, 0.70710677f, 0.70710677f);
    private static final Quat QY = new Quat(0f, 0.70710677f, 0f, 0.70710677f);
    private final QuirkCounter quirks = new QuirkCounter();

    private static SpecFunction fn(String name) {
        return ShapeFunctions.table(() -> TestWorlds.table("faithful")).stream().filter(f -> f.name().equals(name))
                .findFirst().orElseThrow();
    }

    private static void assertVec(float x, float y, float z, float w, Object v, float tol, String what) {
        Vec4 a = (Vec4) v;
        assertEquals(x, a.x(), tol, what + " x, was " + a);
        assertEquals(y, a.y(), tol, what + " y, was " + a);
        assertEquals(z, a.z(), tol, what + " z, was " + a);
        assertEquals(w, a.w(), tol, what + " w, was " + a);
    }

    private static Map<String, Object> poseArgs(int bone, int flags) {
        Map<String, Object> a = new HashMap<>();
        a.put("offset", Vec4.ZERO_POINT);
        a.put("bone", bone);
        a.put("flags", flags);
        a.put("previous", Vec4.point(-1f, -1f, -1f));
        a.put("P", Vec4.point(10f, 5f, 0f));
        a.put("q", QZ);
        a.put("hasBone", true);
        a.put("b", Vec4.point(0.2f, 0f, 1.5f));
        a.put("qb", QY);
        return a;
    }

    @Test
    void tableServesEveryUnit6FunctionOnceAndNoneOfCoreFunctions() {
        Set<String> names = new HashSet<>();
        for (SpecFunction f : ShapeFunctions.table(() -> TestWorlds.table("faithful"))) {
            assertTrue(names.add(f.name()), "twice: " + f.name());
            assertEquals(6, f.unit(), f.name());
        }
        assertEquals(Set.of("PhysicsShape_Construct", "PhysShapeSphere_Construct", "PhysicsBox_Construct",
                "PhysShapeCapsule_Construct", "PhysShapeSegment_Construct", "PhysicsBox_SetSize",
                "PhysShapeCapsule_SetSize", "PhysicsShape_Enable", "PhysicsShape_SetPosition",
                "PhysicsShape_SetFromMatrix", "PhysicsBox_SetMatrix", "PhysicsBox_GetCorners", "PhysicsSphere_Pose",
                "PhysicsBox_Pose", "PhysicsCapsule_Pose", "PhysShapeSegment_Pose", "PhysicsShape_GetBounds",
                "PhysicsShape_Destroy", "PhysicsSphere_Destroy", "PhysicsBox_Destroy", "PhysicsCapsule_Destroy",
                "PhysicsSegment_Destroy"), names);
        for (SpecFunction f : CoreFunctions.table(null)) {
            assertTrue(!names.contains(f.name()), "served by CoreFunctions already: " + f.name());
        }
    }

    @Test
    void physicsSpherePoseNoBone() {
        Map<String, Object> a = poseArgs(-1, 0x11);
        a.put("offset", new Vec4(1f, 0f, 0.5f, 1f));
        a.put("centre", Vec4.point(3f, 3f, 3f));
        Map<String, Object> r = fn("PhysicsSphere_Pose").invoke(a, quirks);
        assertVec(10f, 6f, 0.5f, 1f, r.get("centre"), TOL, "centre");
        assertEquals(r.get("centre"), r.get("previous"), "flag 0x10: previous = the new centre");
        assertEquals(0x01, r.get("flags"));
    }

    @Test
    void physicsBoxPoseOnABoneReportsBoxBoneOffset() {
        // PS2-BUG(BOX_BONE_OFFSET): (10, 5.3, 1.5) instead of (10, 5.2, 1.4).
        Map<String, Object> a = poseArgs(3, 0x01);
        a.put("offset", new Vec4(0.1f, 0f, 0f, 1f));
        a.put("position", Vec4.point(1f, 2f, 3f));
        Map<String, Object> r = fn("PhysicsBox_Pose").invoke(a, quirks);
        assertVec(10f, 5.3f, 1.5f, 1f, r.get("position"), TOL, "position");
        assertVec(0f, 0f, -1f, 0f, r.get("A0"), TOL, "A0");
        assertVec(1f, 2f, 3f, 1f, r.get("previous"), 0f, "previous = old position");
        assertEquals(1, quirks.count(Quirk.BOX_BONE_OFFSET));
    }

    @Test
    void physShapeSegmentPoseWithoutAModelReportsMissingModelBone() {
        Map<String, Object> a = poseArgs(3, 0x01);
        a.put("start", Vec4.point(0f, 0f, 0f));
        a.put("length", 0.38f);
        a.put("hasBone", false);
        Map<String, Object> withoutModel = fn("PhysShapeSegment_Pose").invoke(a, quirks);
        assertEquals(1, quirks.count(Quirk.MISSING_MODEL_BONE));
        a.put("hasBone", true);
        a.put("b", Vec4.point(10f, 5f, 0f));
        a.put("qb", QZ);
        Map<String, Object> asBody = fn("PhysShapeSegment_Pose").invoke(a, quirks);
        assertEquals(asBody, withoutModel, "the bone transform is the body transform");
        a.put("offset", new Vec4(-0.07f, 0f, 0.05f, 1f));
        a.put("b", Vec4.point(0.2f, 0f, 1.5f));
        a.put("qb", QY);
        Map<String, Object> r = fn("PhysShapeSegment_Pose").invoke(a, quirks);
        assertVec(10f, 5.25f, 1.57f, 1f, r.get("start"), TOL, "start");
        assertVec(10f, 5.25f, 1.19f, 1f, r.get("end"), TOL, "end");
    }

    private static Map<String, Object> humanArgs() {
        Map<String, Object> a = new HashMap<>();
        a.put("offset", Vec4.ZERO_POINT);
        a.put("flags", 0x11);
        a.put("base", Vec4.point(0f, 0f, 0f));
        a.put("height", 1f);
        a.put("P", Vec4.point(0f, 0f, 10f));
        a.put("q", Quat.IDENTITY);
        a.put("human", true);
        a.put("scale", 1f);
        a.put("sceneState", false);
        a.put("raise", 0);
        a.put("state", 0L);
        a.put("takeOff", 0f);
        a.put("hasBone", true);
        a.put("b6z", 1.6f);
        return a;
    }

    @Test
    void physicsCapsulePoseHumanCases() {
        SpecFunction f = fn("PhysicsCapsule_Pose");
        Map<String, Object> a = humanArgs();
        Map<String, Object> r = f.invoke(a, quirks);
        assertVec(0f, 0f, 10f, 1f, r.get("base"), 0f, "plain base");
        assertEquals(1.8f, (Float) r.get("height"), TOL);
        assertEquals(0x11, r.get("flags"), "0x10 neither read nor cleared");
        a.put("state", 0x400000000L);
        a.put("takeOff", 9.8f);
        r = f.invoke(a, quirks);
        assertEquals(10.5f, ((Vec4) r.get("base")).z(), TOL, "jumping: capped base");
        assertEquals(1.3f, (Float) r.get("height"), TOL, "jumping: top kept");
        a.put("state", 0x20000L);
        a.put("scale", 0.97f);
        a.put("b6z", 1.552f);
        r = f.invoke(a, quirks);
        assertEquals(0.3395f, (Float) r.get("height"), TOL, "cuffed, scale 0.97");
        a.put("human", false);
        a.put("offset", new Vec4(1f, 0f, 0f, 1f));
        a.put("P", Vec4.point(3f, 4f, 5f));
        a.put("q", QZ);
        r = f.invoke(a, quirks);
        assertVec(4f, 4f, 5f, 1f, r.get("base"), 0f, "not a human: offset unrotated");
        assertEquals(1f, (Float) r.get("height"), 0f, "height as set");
        assertEquals(4, quirks.count(Quirk.CAPSULE_NO_FLAG10), "flag 0x10 left set on each of the four poses");
        assertEquals(4, quirks.total());
    }

    @Test
    void physicsShapeGetBoundsSegmentQuirkAndOtherTypes() {
        Map<String, Object> a = new HashMap<>();
        a.put("type", 4);
        a.put("p", Vec4.point(0f, 0f, 2.15f));
        a.put("end", Vec4.point(0f, 0f, 0.65f));
        a.put("r", 0.35f);
        a.put("height", 0f);
        a.put("half", Vec4.ZERO_POINT);
        a.put("A0", new Vec4(1f, 0f, 0f, 0f));
        a.put("A1", new Vec4(0f, 1f, 0f, 0f));
        a.put("A2", new Vec4(0f, 0f, 1f, 0f));
        a.put("min", new Vec4(9f, 9f, 9f, 9f));
        a.put("max", new Vec4(8f, 8f, 8f, 8f));
        SpecFunction f = fn("PhysicsShape_GetBounds");
        Map<String, Object> r = f.invoke(a, quirks);
        assertVec(-0.35f, -0.35f, 1f, 1f, r.get("min"), TOL, "segment min");
        assertVec(0.35f, 0.35f, 1f, 1f, r.get("max"), TOL, "segment max: single z");
        assertEquals(1, quirks.count(Quirk.SEGMENT_BOUND));

        a.put("type", 3);
        a.put("p", Vec4.point(1f, 2f, 0f));
        a.put("height", 1.8f);
        r = f.invoke(a, quirks);
        assertVec(0.65f, 1.65f, 0f, 1f, r.get("min"), TOL, "capsule min");
        assertVec(1.35f, 2.35f, 1.8f, 1f, r.get("max"), TOL, "capsule max");

        a.put("type", 1);
        a.put("p", Vec4.point(0f, 0f, 0.5f));
        a.put("half", Vec4.point(2f, 1f, 0.5f));
        r = f.invoke(a, quirks);
        assertVec(-2f, -1f, 0f, 8f, r.get("min"), 0f, "box min: w = the caller's max w");
        assertVec(2f, 1f, 1f, 8f, r.get("max"), 0f, "box max keeps its w");

        a.put("type", 7);
        r = f.invoke(a, quirks);
        assertEquals(new Vec4(9f, 9f, 9f, 9f), r.get("min"), "another type byte writes nothing");
        assertEquals(new Vec4(8f, 8f, 8f, 8f), r.get("max"));
        assertEquals(1, quirks.count(Quirk.SEGMENT_BOUND));
    }

    @Test
    void physicsBoxGetCornersAndSetMatrix() {
        Map<String, Object> a = new HashMap<>();
        a.put("position", Vec4.point(0f, 0f, 0.5f));
        a.put("half", Vec4.point(2f, 1f, 0.5f));
        a.put("A0", new Vec4(1f, 0f, 0f, 0f));
        a.put("A1", new Vec4(0f, 1f, 0f, 0f));
        a.put("A2", new Vec4(0f, 0f, 1f, 0f));
        Map<String, Object> r = fn("PhysicsBox_GetCorners").invoke(a);
        assertEquals(Vec4.point(-2f, 1f, 0f), r.get("out0"));
        assertEquals(Vec4.point(2f, -1f, 1f), r.get("out7"));

        Map<String, Object> m = new HashMap<>();
        m.put("m", new Mat4(0f, 1f, 0f, 0f, -1f, 0f, 0f, 0f, 0f, 0f, 1f, 0f, 5f, 5f, 0f, 1f));
        m.put("offset", new Vec4(0f, 0f, 0.5f, 1f));
        m.put("position", Vec4.point(1f, 1f, 1f));
        r = fn("PhysicsBox_SetMatrix").invoke(m);
        assertEquals(Vec4.point(1f, 1f, 1f), r.get("previous"));
        assertEquals(Vec4.point(5f, 5f, 0.5f), r.get("position"));
    }

    @Test
    void constructorsAndSizes() {
        Map<String, Object> r = fn("PhysicsShape_Construct").invoke(Map.of("type", 2));
        assertEquals(Vec4.ZERO_POINT, r.get("offset"));
        assertEquals(-1, r.get("bone"));
        assertEquals(0x1, r.get("flags"));
        assertEquals(2, r.get("type"));
        assertEquals(0f, fn("PhysShapeSphere_Construct").invoke(Map.of()).get("radius"));
        assertEquals(new Vec4(0f, 0f, 0f, 1f), fn("PhysicsBox_Construct").invoke(Map.of()).get("position"));
        assertEquals(4, fn("PhysShapeSegment_Construct").invoke(Map.of()).get("type"));
        assertEquals(3, fn("PhysShapeCapsule_Construct").invoke(Map.of()).get("type"));
        assertEquals(new Vec4(1f, 0.5f, 2f, 1f),
                fn("PhysicsBox_SetSize").invoke(Map.of("sx", 2f, "sy", 1f, "sz", 4f)).get("half"));
        Map<String, Object> c = fn("PhysShapeCapsule_SetSize").invoke(Map.of("height", 1.8f, "radius", 0.35f));
        assertEquals(1.8f, c.get("height"));
        assertEquals(0.35f, c.get("radius"));
        assertEquals(0x1f, fn("PhysicsShape_Enable").invoke(Map.of("flags", 0x0e, "on", true)).get("flags"));
        assertEquals(0x1e, fn("PhysicsShape_Enable").invoke(Map.of("flags", 0x1f, "on", false)).get("flags"));
    }

    @Test
    void setPositionAndSetFromMatrixSlots() {
        Map<String, Object> r = fn("PhysicsShape_SetPosition").invoke(Map.of("type", 4,
                "p", new Vec4(1f, 2f, 3f, 4f), "previous", Vec4.point(7f, 7f, 7f)));
        assertEquals(new Vec4(1f, 2f, 3f, 4f), r.get("position"));
        assertEquals(Vec4.point(7f, 7f, 7f), r.get("previous"));
        Mat4 m = new Mat4(1f, 0f, 0f, 0f, 0f, 1f, 0f, 0f, 0f, 0f, 1f, 0f, 5f, 6f, 7f, 1f);
        r = fn("PhysicsShape_SetFromMatrix").invoke(Map.of("type", 3, "m", m, "offset", Vec4.ZERO_POINT,
                "position", Vec4.point(1f, 1f, 1f), "previous", Vec4.point(0f, 0f, 0f)));
        assertEquals(Vec4.point(5f, 6f, 7f), r.get("position"));
        assertEquals(Vec4.point(1f, 1f, 1f), r.get("previous"), "capsule: previous = base");
    }

    @Test
    void badArgumentsNameTheArgumentAndCallsShareNothing() {
        Map<String, Object> a = poseArgs(200, 0x01);
        a.put("centre", Vec4.ZERO_POINT);
        FunctionArgumentException e = assertThrows(FunctionArgumentException.class,
                () -> fn("PhysicsSphere_Pose").invoke(a));
        assertTrue(e.getMessage().contains("'bone'"), e.getMessage());
        a.put("bone", -1);
        a.put("flags", 0x10000);
        e = assertThrows(FunctionArgumentException.class, () -> fn("PhysicsSphere_Pose").invoke(a));
        assertTrue(e.getMessage().contains("'flags'"), e.getMessage());
        e = assertThrows(FunctionArgumentException.class,
                () -> fn("PhysicsShape_Construct").invoke(Map.of("type", 5)));
        assertTrue(e.getMessage().contains("'type'"), e.getMessage());
        Map<String, Object> h = humanArgs();
        h.put("raise", 256);
        e = assertThrows(FunctionArgumentException.class, () -> fn("PhysicsCapsule_Pose").invoke(h));
        assertTrue(e.getMessage().contains("'raise'"), e.getMessage());

        a.put("flags", 0x11);
        SpecFunction f = fn("PhysicsSphere_Pose");
        Map<String, Object> r1 = f.invoke(a);
        Map<String, Object> r2 = f.invoke(a);
        assertEquals(r1, r2, "the same inputs give the same results: no state kept between calls");
        assertNotSame(r1.get("centre"), r2.get("centre"));
        assertEquals(List.copyOf(r1.keySet()), List.of("centre", "previous", "flags"));
    }
}
