package engine.kernels.sweep;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.api.kernel.KernelTable;
import engine.api.math.Vec4;
import engine.api.mesh.CollisionMesh;
import engine.api.mesh.MeshBuilder;
import engine.api.oracle.FunctionArgumentException;
import engine.api.oracle.SpecFunction;
import engine.api.quirk.Quirk;
import engine.api.quirk.QuirkCounter;
import engine.api.selection.KernelSelection;
import engine.api.selection.Profile;
import engine.api.slots.Slots;
import engine.kernels.fake.TestWorlds;
import engine.kernels.oracle.SweepFunctions;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Unit 3 through the oracle's SweepFunctions: every function is served, and test ideas by that route. */
class SweepFunctionsTest {
    private static final float TOL = 1e-4f;
    private final List<SpecFunction> table = SweepFunctions.table(SweepFunctionsTest::faithfulTable);

    private static KernelTable faithfulTable() {
        return TestWorlds.table("faithful");
    }

    private SpecFunction fn(String name) {
        return table.stream().filter(f -> f.name().equals(name)).findFirst().orElseThrow();
    }

    private static Map<String, Object> args(Object... kv) {
        Map<String, Object> m = new HashMap<>();
        for (int i = 0; i < kv.length; i += 2) {
            m.put((String) kv[i], kv[i + 1]);
        }
        return m;
    }

    private static void assertXyz(float x, float y, float z, Object v) {
        Vec4 a = (Vec4) v;
        assertEquals(x, a.x(), TOL, "x of " + a);
        assertEquals(y, a.y(), TOL, "y of " + a);
        assertEquals(z, a.z(), TOL, "z of " + a);
    }

    @Test
    void everyFunctionIsServed() {
        assertEquals(List.of("PhysicsVec_BackOffPlane", "Vec_RemoveNormalPart", "PhysicsVec_Bounce",
                "PhysicsBody_GetContactScale", "PhysicsHumanBody_GetContactScale", "Contact_InsertSorted",
                "PhysicsBody_ResolveContacts", "PhysicsBody_Sweep", "IPhysics_SweepBodyVsMesh", "Human_LandingTest",
                "PhysicsBody_SweepHumanMask"),
                table.stream().map(SpecFunction::name).toList());
    }

    @Test
    void vectorHelpers() {
        assertXyz(0f, 0f, 1.8f, fn("PhysicsVec_Bounce").invoke(args("v", Vec4.point(0f, 0f, 2f),
                "n", new Vec4(0f, 0f, 1f, 0f), "e", 0.1f)).get("v"));
        assertXyz(0f, 0f, 0f, fn("Vec_RemoveNormalPart").invoke(args("v", Vec4.point(3f, 0f, 0f),
                "n", new Vec4(-1f, 0f, 0f, 0f))).get("v"));
        Map<String, Object> r = fn("PhysicsVec_BackOffPlane").invoke(args("p", Vec4.ZERO_POINT,
                "move", new Vec4(0.1f, 0f, 0f, 0f), "n", new Vec4(-1f, 0f, 0f, 0f), "f", 0.5f));
        assertXyz(0.04f, 0f, 0f, r.get("p"));
        assertEquals(true, r.get("moved"));
    }

    @Test
    void contactScales() {
        assertEquals(0.98f, fn("PhysicsBody_GetContactScale").invoke(args("otherShape", false)).get("scale"));
        assertEquals(1f, fn("PhysicsBody_GetContactScale").invoke(args("otherShape", true)).get("scale"));
        assertEquals(0.25f, fn("PhysicsHumanBody_GetContactScale").invoke(args("state", 0x4000000L)).get("scale"));
        assertEquals(1f, fn("PhysicsHumanBody_GetContactScale").invoke(args("state", 0L)).get("scale"));
    }

    @Test
    void insertOrder() {
        assertArrayEquals(new int[] {1, 0, 2}, (int[]) fn("Contact_InsertSorted")
                .invoke(args("fractions", new float[] {0.5f, 0.2f, 0.5f})).get("order"));
    }

    @Test
    void resolveHeadOnWall() {
        Map<String, Object> r = fn("PhysicsBody_ResolveContacts").invoke(args(
                "contacts", new float[] {-1f, 0f, 0f, 0.5f, 1f, 0f, 0f, 0f, 0f, 1f, 0f},
                "D", new Vec4(0.1f, 0f, 0f, 1f), "V", new Vec4(3f, 0f, 0f, 1f), "v", new Vec4(3f, 0f, 0f, 1f)));
        assertEquals(1, r.get("result"));
        assertXyz(0.04f, 0f, 0f, r.get("position"));
        assertXyz(0f, 0f, 0f, r.get("V"));
        assertEquals(2, r.get("moveFlags"));
    }

    @Test
    void sweepHeadOnWallAndWallAtAnAngle() {
        Map<String, Object> r = fn("PhysicsBody_Sweep").invoke(args(
                "contacts", new float[] {1f, -1f, 0f, 0f, 0.5f, 1f, 0f, 0f, 0f, 0f, 1f, 0f},
                "velocity", new Vec4(3f, 0f, 0f, 0f)));
        assertXyz(0.04f, 0f, 0f, r.get("position"));
        assertXyz(0.04f, 0f, 0f, r.get("out"));
        assertEquals(1, r.get("stuck"));
        assertEquals(6, ((float[]) r.get("velocities")).length);
        assertEquals(1, r.get("afterMoveCalls"));
        r = fn("PhysicsBody_Sweep").invoke(args(
                "contacts", new float[] {1f, -0.6f, 0.8f, 0f, 0.5f, 1f, 0f, 0f, 0f, 0f, 0x101, 0f},
                "velocity", new Vec4(3f, 0f, 0f, 0f)));
        assertXyz(0.076f, 0.032f, 0f, r.get("position"));
        assertEquals(0, ((float[]) r.get("velocities")).length, "triangle flag 0x100: no write-back");
        assertEquals(2, r.get("queries"));
    }

    @Test
    void sweepCode4PushAndAbort() {
        Map<String, Object> r = fn("PhysicsBody_Sweep").invoke(args(
                "contacts", new float[] {1f, -1f, 0f, 0f, 0.5f, 4f, 0f, 0f, 0f, 0f, -1f, 1f},
                "velocity", new Vec4(3f, 0f, 0f, 0f), "flags", 0x401));
        assertXyz(0.05f, 0f, 0f, r.get("otherPushOut"));
        assertXyz(0.04f, 0f, 0f, r.get("position"));
        r = fn("PhysicsBody_Sweep").invoke(args(
                "contacts", new float[] {1f, -1f, 0f, 0f, 0.5f, 0x40001, 0f, 0f, 0f, 0f, 1f, 0f},
                "velocity", new Vec4(3f, 0f, 0f, 0f), "stuck", 4));
        assertEquals(new Vec4(99f, 99f, 99f, 99f), r.get("out"));
        assertEquals(4, r.get("stuck"));
        assertEquals(0, r.get("afterMoveCalls"));
    }

    @Test
    void sweepPushOutAndTooSlow() {
        Map<String, Object> r = fn("PhysicsBody_Sweep").invoke(args("contacts", new float[0],
                "velocity", new Vec4(0f, 0f, 0f, 0f), "pushOut", Vec4.point(0.02f, 0f, 0f), "pushWeight", 2f));
        assertXyz(0.01f, 0f, 0f, r.get("position"));
        QuirkCounter q = new QuirkCounter();
        r = fn("PhysicsBody_Sweep").invoke(args("contacts", new float[0], "velocity", new Vec4(0.0005f, 0f, 0f, 0f),
                "pushOut", Vec4.point(0.00001f, 0f, 0f), "flags", 0x400), q);
        assertEquals(0x400, r.get("flags"), "no dirty bit");
        assertTrue(q.count(Quirk.SLOW_MOVE_UNSWEPT) > 0);
    }

    @Test
    void badContactListIsRefused() {
        assertThrows(FunctionArgumentException.class, () -> fn("PhysicsBody_Sweep").invoke(args(
                "contacts", new float[5], "velocity", new Vec4(3f, 0f, 0f, 0f))));
        assertThrows(FunctionArgumentException.class, () -> fn("PhysicsBody_Sweep").invoke(args(
                "contacts", new float[0], "velocity", new Vec4(3f, 0f, 0f, 0f), "dt", 0f)));
    }

    private static CollisionMesh floor() {
        MeshBuilder b = new MeshBuilder();
        b.triangle(b.vertex(-10f, -10f, 0f), b.vertex(10f, -10f, 0f), b.vertex(0f, 10f, 0f), 0x1, 3);
        return b.build(4f);
    }

    @Test
    void landingTestAndMeshPass() {
        Map<String, Object> r = fn("Human_LandingTest").invoke(args("mesh", floor(), "feet", Vec4.point(0f, 0f, 0.3f),
                "upper", Vec4.point(0f, 0f, 1.18f), "D", new Vec4(0f, 0f, -0.5f, 1f)));
        assertEquals(true, r.get("hit"));
        assertEquals(0.4737f, (Float) r.get("fraction"), TOL);
        r = fn("IPhysics_SweepBodyVsMesh").invoke(args("mesh", floor(), "centre", Vec4.point(0f, 0f, 0.6f),
                "radius", 0.3f, "D", new Vec4(0f, 0f, -0.5f, 1f), "typeMask", 0x40, "state", 0x4000000L,
                "feet", Vec4.point(0f, 0f, 0.3f), "upper", Vec4.point(0f, 0f, 1.18f)));
        int[] flags = (int[]) r.get("flags");
        assertTrue(java.util.Arrays.stream(flags).anyMatch(f -> f == 0x80), "the landing contact is in the list");
    }
}
