package engine.kernels.oracle;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.api.kernel.KernelTable;
import engine.api.kernel.Slot;
import engine.api.math.Mat4;
import engine.api.math.Vec4;
import engine.api.oracle.FunctionArgumentException;
import engine.api.oracle.SpecFunction;
import engine.api.quirk.QuirkCounter;
import engine.api.selection.Profile;
import engine.api.shape.ShapeType;
import engine.api.slots.Slots;
import engine.kernels.fake.FakePairOverlap;
import engine.kernels.fake.FakePairSweep;
import engine.kernels.fake.TestWorlds;
import engine.kernels.library.KernelLibrary;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/**
 * Units 10 and 11 through the oracle, for the faithful and the fixed provider's tables: every Unit 10 function, the
 * body pass and IPhysics_CollideShape are served, with a few of the spec's test ideas by that route. Where a pair
 * kernel is needed the table is the provider's with a fake entry, so the function's own rule shows alone; the oracle's
 * worlds take the real ones from the provider's table.
 */
class Unit10And11FunctionsTest {

    private static Supplier<KernelTable> tables(String provider, Map<Slot<?>, Object> fakes) {
        return () -> TestWorlds.world(Profile.of(provider), new QuirkCounter(), fakes, null).kernels();
    }

    private static SpecFunction fn(Supplier<KernelTable> tables, String name) {
        return KernelLibrary.functions(tables).stream().filter(f -> f.name().equals(name)).findFirst().orElseThrow();
    }

    private static SpecFunction fn(String provider, String name) {
        return fn(() -> TestWorlds.table(provider), name);
    }

    private static Map<String, Object> args(Object... kv) {
        Map<String, Object> m = new HashMap<>();
        for (int i = 0; i < kv.length; i += 2) {
            m.put((String) kv[i], kv[i + 1]);
        }
        return m;
    }

    @Test
    void everyFunctionOfUnit10AndTheUnit11WorldFunctionsAreServed() {
        Set<String> names = new TreeSet<>();
        KernelLibrary.functions(() -> TestWorlds.table("faithful")).forEach(f -> names.add(f.name()));
        for (String n : List.of("PhysicsHumanBody_Construct", "PhysicsHumanBody_Destroy", "PhysicsHumanBody_GetShapes",
                "PhysicsHumanBody_ClearStrikeSpheres",
                "PhysicsBody_ApplyHumanScale",
                "PhysicsHumanBody_SetPushSphere", "PhysicsHumanBody_OnStruck", "PhysicsHumanBody_AddStrikeSphere",
                "PhysicsHumanBody_Update", "PhysicsHumanBody_PushAwayHumans", "PhysicsHumanBody_Moved",
                "PhysBody_SetShapeEnabled", "PhysicsHumanBody_AddBoneShape", "Human_TestStrikes",
                "PhysicsBody_SweepHumanMask", "IPhysics_CollideShape", "IPhysics_Step")) {
            assertTrue(names.contains(n), n + " is not served");
        }
    }

    @Test
    void constructGetShapesAndAddBoneShape() {
        for (String p : new String[] {"faithful", "fixed"}) {
            Map<String, Object> r = fn(p, "PhysicsHumanBody_Construct").invoke(Map.of());
            assertEquals(0x8000043f, r.get("flags"), p);
            r = fn(p, "PhysicsHumanBody_GetShapes").invoke(Map.of());
            assertEquals(3, r.get("first"), p + ": the capsule");
            assertEquals(0, r.get("afterDestroy"), p);
            r = fn(p, "PhysicsHumanBody_AddBoneShape").invoke(args("bones", new int[] {3, 25, 6},
                    "types", new int[] {4, 2, 2}));
            assertArrayEquals(new int[] {3, 25, 6}, (int[]) r.get("chain"), p);
            assertArrayEquals(new int[] {7, 3, 7}, (int[]) r.get("flags"), p);
        }
    }

    @Test
    void destroyDropsTheCapsuleAndLeavesTheBoneChain() {
        for (String p : new String[] {"faithful", "fixed"}) {
            Map<String, Object> r = fn(p, "PhysicsHumanBody_Destroy").invoke(Map.of());
            assertEquals(3, r.get("firstBefore"), p + ": the capsule");
            assertEquals(0, r.get("firstAfter"), p + ": +0x30 = 0");
            assertEquals(10, r.get("boneShapes"), p + ": the body destructor drops only the first shape");
        }
    }

    @Test
    void clearStrikeSpheresPopsEachAndSwitchesItOff() {
        for (String p : new String[] {"faithful", "fixed"}) {
            Map<String, Object> r = fn(p, "PhysicsHumanBody_ClearStrikeSpheres").invoke(args("count", 3));
            assertEquals(0, r.get("chain"), p + ": +0xc4 empty");
            assertEquals(0, r.get("linked"), p + ": each sphere's next is 0");
            for (int f : (int[]) r.get("flags")) {
                assertEquals(0, f & 0x1, p + ": enable(off)");
            }
        }
        assertThrows(FunctionArgumentException.class,
                () -> fn("faithful", "PhysicsHumanBody_ClearStrikeSpheres").invoke(args("count", 61)));
    }

    @Test
    void applyHumanScale11() {
        Map<String, Object> r = fn("faithful", "PhysicsBody_ApplyHumanScale").invoke(args("scale", 1.1f,
                "head", 1.98f));
        assertEquals(2.2f, (Float) r.get("capsuleHeight"), 1e-6, "1.98 + 0.2 × 1.1");
        assertEquals(0.385f, (Float) r.get("capsuleRadius"), 1e-6);
        assertEquals(0.198f, ((float[]) r.get("radii"))[0], 1e-6, "the spine");
        assertEquals(0.418f, ((float[]) r.get("lengths"))[0], 1e-6);
    }

    @Test
    void updateBroadBoundThroughTheOracle() {
        Map<String, Object> r = fn("faithful", "PhysicsHumanBody_Update").invoke(args("position",
                Vec4.point(10f, 5f, 0f), "reach", 1.37f, "strikeBits", 0x800000L, "head", 1.8f));
        engine.api.math.Aabb b = (engine.api.math.Aabb) r.get("broad");
        assertEquals(8.63f, b.min().x(), 1e-5);
        assertEquals(6.37f, b.max().y(), 1e-5);
        assertEquals(2.0f, b.max().z(), 1e-5);
    }

    @Test
    void movedThroughTheOracle() {
        Mat4 m = Mat4.ofRows(new Vec4(1f, 0f, 0f, 0f), new Vec4(0f, 1f, 0f, 0f), new Vec4(0f, 0f, 1f, 0f),
                Vec4.point(3f, 4f, 0.5f));
        for (String p : new String[] {"faithful", "fixed"}) {
            Map<String, Object> r = fn(p, "PhysicsHumanBody_Moved").invoke(args("m", m, "hand",
                    Vec4.point(10.6f, 5.0f, 1.4f), "handPrevious", Vec4.point(10.5f, 5.0f, 1.4f)));
            engine.api.math.Aabb b = (engine.api.math.Aabb) r.get("broad");
            assertEquals(2.2f, b.min().x(), 1e-6, p);
            assertEquals(2.5f, b.max().z(), 1e-6, p);
            assertEquals(Vec4.point(3f, 4f, 0.5f), r.get("hand"), p);
            assertEquals(Vec4.point(10.5f, 5.0f, 1.4f), r.get("handPrevious"), p);
        }
    }

    @Test
    void pushSphereSwitchAndStrikeSpheresThroughTheOracle() {
        SpecFunction f = fn("faithful", "PhysicsHumanBody_SetPushSphere");
        Map<String, Object> r = f.invoke(args("setup", new int[] {1}, "on", true));
        assertEquals(true, r.get("held"));
        assertEquals(2.0f, r.get("radius"));
        r = f.invoke(args("setup", new int[] {1}, "on", false));
        assertEquals(false, r.get("held"));
        assertEquals(0, (Integer) r.get("sphereFlags") & 0x8, "freed: 0x8 clear");
        assertEquals(false, f.invoke(args("taken", 30, "on", true)).get("held"), "all 30 taken");
        r = fn("faithful", "PhysicsHumanBody_AddStrikeSphere").invoke(args("count", 3, "clear", true));
        assertEquals(0, r.get("chain"));
        for (int flags : (int[]) r.get("flags")) {
            assertEquals(0, flags & 0x1, "cleared spheres are switched off");
        }
        assertThrows(FunctionArgumentException.class, () -> f.invoke(args("taken", 31, "on", true)));
    }

    @Test
    void onStruckThroughTheOracle() {
        Map<String, Object> r = fn("fixed", "PhysicsHumanBody_OnStruck").invoke(args("k", 1f,
                "D", new Vec4(0.1f, 0f, 0f, 1f)));
        assertEquals(1, r.get("calls"));
        assertEquals(0.05f, ((Vec4) r.get("push")).x(), 1e-7);
    }

    @Test
    void pushAwayHumansThroughTheOracleWithAFakeOverlapEntry() {
        for (String p : new String[] {"faithful", "fixed"}) {
            Supplier<KernelTable> t = tables(p, Map.of(Slots.pairOverlap(ShapeType.SPHERE, ShapeType.CAPSULE),
                    FakePairOverlap.always()));
            Map<String, Object> r = fn(t, "PhysicsHumanBody_PushAwayHumans").invoke(args("others",
                    new float[] {1f, 1f, 0.5f, 0f, 2f, 0f, 0f, -2f, 0f}, "k", new float[] {1f, 2f, 1f},
                    "players", new int[] {2}));
            float[] out = (float[]) r.get("pushOuts");
            assertEquals(0.166667f, out[0], 1e-6, p);
            assertEquals(0.083333f, out[2], 1e-6, p);
            assertEquals(0.125f, out[4], 1e-6, p + ": k = 2");
            assertEquals(0f, out[7], p + ": a player is not pushed");
        }
    }

    @Test
    void testStrikesRayThroughTheOracle() {
        for (String p : new String[] {"faithful", "fixed"}) {
            Map<String, Object> r = fn(p, "Human_TestStrikes").invoke(args("reach", 5.5f,
                    "handFrom", Vec4.point(0.3f, 0f, 1.2f), "handTo", Vec4.point(0.6f, 0f, 1.2f),
                    "objects", new float[] {3f, 4f, 0.5f}));
            Vec4 d = (Vec4) r.get("sightDirection");
            assertEquals(0.597022f, d.x(), 1e-6, p);
            assertEquals(-0.099504f, d.z(), 1e-6, p);
            assertEquals(5.024938f, (Float) r.get("sightLength"), 1e-5, p);
            assertEquals(0x48, r.get("sightOptions"), p);
        }
    }

    @Test
    void testStrikesSeveralBodiesAndAnAirborneOneWithAFakeSweepEntry() {
        FakePairSweep boxes = FakePairSweep.always(0.5f);
        Supplier<KernelTable> t = tables("faithful", Map.of(Slots.pairSweep(ShapeType.SPHERE, ShapeType.BOX), boxes));
        Map<String, Object> r = fn(t, "Human_TestStrikes").invoke(args("handFrom", Vec4.point(0.3f, 0f, 1.2f),
                "handTo", Vec4.point(0.6f, 0f, 1.2f), "objects", new float[] {1f, 0.3f, 1f, 1f, -0.3f, 1f, 1f, 0f, 1f},
                "airborne", new int[] {2}));
        assertArrayEquals(new int[] {0, 1}, (int[]) r.get("struck"), "both boxes once, the airborne one never");
    }

    @Test
    void sweepHumanMaskThroughTheOracle() {
        FakePairSweep capsules = FakePairSweep.always(0.5f);
        for (String p : new String[] {"faithful", "fixed"}) {
            Supplier<KernelTable> t = tables(p, Map.of(Slots.pairSweep(ShapeType.CAPSULE, ShapeType.CAPSULE),
                    capsules));
            SpecFunction f = fn(t, "PhysicsBody_SweepHumanMask");
            float[] three = {1f, 0f, 0f, 1.2f, 0f, 0f, 1.4f, 0f, 0f};
            int[] flags = {0x4, 0x44, 0x20};
            Vec4 d = new Vec4(1f, 0f, 0f, 1f);
            Map<String, Object> r = f.invoke(args("others", three, "otherFlags", flags, "D", d));
            assertEquals(4, r.get("mask"), p);
            assertArrayEquals(new int[] {0, 1}, (int[]) r.get("others"), p);
            r = f.invoke(args("others", three, "otherFlags", flags, "D", d, "state", 0x4000000L, "shapeFlags", 3));
            assertEquals(0x64, r.get("mask"), p);
            assertArrayEquals(new int[] {0, 1, 2}, (int[]) r.get("others"), p);
            assertEquals(0x40004, f.invoke(args("others", three, "D", d, "gait", 4)).get("mask"), p);
            assertEquals(0x100004, f.invoke(args("others", three, "D", d, "player", 1)).get("mask"), p);
            assertEquals(2, f.invoke(args("others", three, "D", d, "human", false)).get("mask"), p);
            r = f.invoke(args("others", new float[] {1f, 0f, 0f}, "chains", new int[] {2}, "D", d));
            assertEquals(1, r.get("count"), p + ": two capsules that both hit give one contact");
        }
    }

    @Test
    void collideShapeThroughTheOracle() {
        FakePairSweep spheres = FakePairSweep.always(0.5f);
        Supplier<KernelTable> t = tables("faithful", Map.of(Slots.pairSweep(ShapeType.SPHERE, ShapeType.SPHERE),
                spheres));
        SpecFunction f = fn(t, "IPhysics_CollideShape");
        float[] boxes = {0f, 0f, 0f, 0.5f, 0.5f, 0.5f, 1f, 0f, 0f, 1.5f, 0.5f, 0.5f};
        Map<String, Object> r = f.invoke(args("boxes", boxes, "query", 0, "options", 0x2, "max", 5,
                "move", new Vec4(1f, 0f, 0f, 1f)));
        assertArrayEquals(new int[] {0, 1}, (int[]) r.get("others"), "the querying body meets itself without 0x2000");
        r = f.invoke(args("boxes", boxes, "query", 0, "options", 0x2002, "max", 5, "ignored", 0,
                "move", new Vec4(1f, 0f, 0f, 1f)));
        assertArrayEquals(new int[] {1}, (int[]) r.get("others"), "0x2000 with its own owner");
        assertThrows(FunctionArgumentException.class, () -> f.invoke(args("boxes", boxes, "query", 0,
                "options", 0x2, "max", -1, "move", new Vec4(1f, 0f, 0f, 1f))), "max above 1024 is not served");
    }
}
