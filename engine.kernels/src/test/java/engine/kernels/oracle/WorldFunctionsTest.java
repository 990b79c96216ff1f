package engine.kernels.oracle;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.api.math.Aabb;
import engine.api.oracle.FunctionArgumentException;
import engine.api.oracle.SpecFunction;
import engine.api.quirk.Quirk;
import engine.api.quirk.QuirkCounter;
import engine.kernels.fake.TestWorlds;
import engine.kernels.library.KernelLibrary;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/** Units 6-9 through the oracle: every function is served, and a few of the spec's test ideas by that route. */
class WorldFunctionsTest {
    private final List<SpecFunction> functions = KernelLibrary.functions(() -> TestWorlds.table("faithful"));

    private SpecFunction fn(String name) {
        return functions.stream().filter(f -> f.name().equals(name)).findFirst().orElseThrow();
    }

    private static Map<String, Object> args(Object... kv) {
        Map<String, Object> m = new HashMap<>();
        for (int i = 0; i < kv.length; i += 2) {
            m.put((String) kv[i], kv[i + 1]);
        }
        return m;
    }

    private static float[] boxes(float... minMaxX) {
        float[] out = new float[minMaxX.length * 3];
        for (int i = 0; i < minMaxX.length / 2; i++) {
            out[i * 6] = minMaxX[i * 2];
            out[i * 6 + 3] = minMaxX[i * 2 + 1];
            out[i * 6 + 4] = 1f;
            out[i * 6 + 5] = 1f;
        }
        return out;
    }

    @Test
    void everyFunctionOfUnits6To9IsServed() {
        Set<String> names = new TreeSet<>();
        functions.forEach(f -> names.add(f.name()));
        for (String n : List.of(
                "PhysicsShape_Construct", "PhysicsShape_Destroy", "PhysShapeSphere_Construct", "PhysicsSphere_Destroy",
                "PhysicsSphere_Pose", "PhysicsBox_Construct", "PhysicsBox_Destroy", "PhysicsBox_SetSize",
                "PhysicsBox_Pose",
                "PhysicsBox_SetMatrix", "PhysicsBox_GetCorners", "PhysShapeCapsule_Construct", "PhysicsCapsule_Destroy",
                "PhysShapeCapsule_SetSize", "PhysicsCapsule_Pose", "PhysShapeSegment_Construct",
                "PhysicsSegment_Destroy",
                "PhysShapeSegment_Pose", "PhysicsShape_GetBounds", "AABB_FromSphere", "AABB_FromUprightCylinder",
                "PhysicsNode_Init", "PhysicsBody_Construct", "PhysicsBody_ConstructForOwner", "PhysicsBody_Destroy",
                "PhysicsBody_SetOwner", "PhysicsBody_AddShape", "PhysicsBody_GetShapes", "PhysicsBody_ComputeBounds",
                "PhysicsBody_AddShapeBounds", "PhysicsBody_Update", "PhysicsBody_Moved", "BodyList_Insert",
                "BodyList_Remove",
                "BodyList_Reinsert", "IPhysics_AddBody", "IPhysics_RemoveBody", "IPhysics_QueryBox",
                "IPhysics_QueryBoxFiltered", "IPhysics_OverlapShape",
                "IPhysics_FindFreeIgnoreSlot", "IPhysics_ForgetIgnoredOwner", "PhysicsBody_IsIgnoring",
                "PhysicsBody_Ignore",
                "PhysicsBody_StopIgnoring", "PhysicsHumanBody_IsIgnoring", "PhysicsHumanBody_Ignore",
                "PhysicsHumanBody_StopIgnoring", "IPhysics_AllocObjectSphere", "IPhysics_AllocObjectBox",
                "IPhysics_AllocCarBox",
                "IPhysics_AllocBigSphere", "IPhysics_FreeShape", "IPhysics_FindFreeStrikeSphere",
                "IPhysics_CreateHumanBody", "IPhysics_FreeHumanBody", "IPhysics_CreatePunchBagBody",
                "IPhysics_FreePunchBagBody",
                "IPhysics_CreateObjectBody", "IPhysics_FreeObjectBody", "IPhysics_CreateCarBody",
                "IPhysics_FreeCarBody",
                "Physics_CreateBoxBody", "IPhysics_FreeBoxBody", "IPhysics_AddHumanBody", "IPhysics_RemoveHumanBody")) {
            assertTrue(names.contains(n), n + " is not served");
        }
    }

    @Test
    void queryOrderThroughTheOracle() {
        float[] world = boxes(0f, 10f, 1f, 2f, 6f, 7f, 8f, 9f, 8.5f, 9.5f, 11f, 12f);
        Map<String, Object> r = fn("IPhysics_QueryBox").invoke(args("boxes", world,
                "box", Aabb.of(8f, 0f, 0f, 9f, 1f, 1f), "start", 3, "ignored", 3, "typeMask", -1, "flagMask", 0));
        assertArrayEquals(new int[] {0, 4}, (int[]) r.get("bodies"), "W, R");
        r = fn("IPhysics_QueryBox").invoke(args("boxes", world, "box", Aabb.of(0f, 0f, 0f, 0.2f, 1f, 1f),
                "start", 3, "ignored", 3, "typeMask", -1, "flagMask", 0));
        assertArrayEquals(new int[] {2, 1, 0}, (int[]) r.get("bodies"), "Q, P, W: no upper x test backward");
    }

    @Test
    void insertTiesAndReinsertThroughTheOracle() {
        float[] abcd = boxes(0f, 0.5f, 1f, 1.5f, 1f, 1.5f, 2f, 2.5f);
        Map<String, Object> r = fn("BodyList_Insert")
                .invoke(args("boxes", abcd, "box", new float[] {1f, 0f, 0f, 1.5f, 1f, 1f}, "hint", -1));
        assertArrayEquals(new int[] {0, 1, 2, 4, 3}, (int[]) r.get("list"));
        r = fn("BodyList_Reinsert")
                .invoke(args("boxes", abcd, "body", 3, "box", new float[] {0f, 0f, 0f, 0.5f, 1f, 1f}));
        assertArrayEquals(new int[] {3, 0, 1, 2}, (int[]) r.get("list"));
    }

    @Test
    void filteredQueryReportsStateCalls() {
        float[] world = boxes(0f, 10f, 1f, 2f, 6f, 7f, 8f, 9f, 8.5f, 9.5f, 11f, 12f);
        Map<String, Object> r = fn("IPhysics_QueryBoxFiltered").invoke(args("boxes", world, "query", 3,
                "box", Aabb.of(8f, 0f, 0f, 9f, 1f, 1f), "start", 3, "ignored", 3, "typeMask", -1, "flagMask", 0,
                "excludedFlags", 0, "excludedState", 0x4000000, "states", new int[] {0x4000000, 0, 0, 0, 0, 0}));
        assertArrayEquals(new int[] {4}, (int[]) r.get("bodies"));
        assertArrayEquals(new int[] {1, 0, 0, 0, 1, 0}, (int[]) r.get("stateCalls"));
    }

    @Test
    void sixtyIgnoresThroughTheOracle() {
        int[] setup = new int[60 * 3];
        for (int i = 0; i < 60; i++) {
            setup[i * 3] = 1;
            setup[i * 3 + 1] = 0;
            setup[i * 3 + 2] = 1 + (i % 2);
        }
        QuirkCounter q = new QuirkCounter();
        Map<String, Object> r = fn("PhysicsBody_Ignore")
                .invoke(args("bodies", 3, "setup", setup, "body", 0, "owner", 1), q);
        assertEquals(59, ((int[]) r.get("heads"))[0]);
        assertEquals(1, q.count(Quirk.IGNORE_SLOTS_60));
        assertTrue(q.count(Quirk.IGNORE_DUPLICATES) > 0);
    }

    @Test
    void createHumanThroughTheOracle() {
        Map<String, Object> r = fn("IPhysics_CreateHumanBody").invoke(args("scale", 1.1f));
        assertEquals(1000, r.get("body"));
        assertEquals(2.2f, (Float) r.get("capsuleHeight"), 1e-6);
        assertEquals(0.385f, (Float) r.get("capsuleRadius"), 1e-6);
        assertArrayEquals(new int[] {6, 2, 2, 2, 2, 6, 2, 2, 2, 2}, (int[]) r.get("boneFlags"));
        Map<String, Object> player = fn("Human_CreatePhysicsBody")
                .invoke(args("player", true, "keepPushable", 0, "heavyBag", false));
        assertEquals(0x8002243f, (Integer) player.get("flags") | 0x80000000);
        Map<String, Object> freed = fn("IPhysics_FreeObjectBody")
                .invoke(args("setup", new int[] {3, 0, 3, 0, 3, 0}, "slot", 1));
        assertArrayEquals(new int[] {3000, 3002}, (int[]) freed.get("vector"));
    }

    @Test
    void badScriptsAreNamed() {
        FunctionArgumentException e = assertThrows(FunctionArgumentException.class,
                () -> fn("IPhysics_FreeObjectBody").invoke(args("slot", 4)));
        assertTrue(e.getMessage().contains("that slot is free"), e.getMessage());
        e = assertThrows(FunctionArgumentException.class,
                () -> fn("IPhysics_QueryBox").invoke(args("boxes", new float[5], "box", Aabb.of(0, 0, 0, 1, 1, 1),
                        "start", -1, "ignored", -1, "typeMask", -1, "flagMask", 0)));
        assertTrue(e.getMessage().contains("six floats per body"), e.getMessage());
    }
}
