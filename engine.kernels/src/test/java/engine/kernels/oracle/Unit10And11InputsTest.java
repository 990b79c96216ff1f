package engine.kernels.oracle;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.api.kernel.KernelTable;
import engine.api.kernel.Slot;
import engine.api.math.Aabb;
import engine.api.math.Quat;
import engine.api.math.Vec4;
import engine.api.mesh.CollisionMesh;
import engine.api.mesh.MeshBuilder;
import engine.api.oracle.FunctionArgumentException;
import engine.api.oracle.SpecFunction;
import engine.api.quirk.Quirk;
import engine.api.quirk.QuirkCounter;
import engine.api.selection.Profile;
import engine.api.shape.Shape;
import engine.api.shape.ShapeType;
import engine.api.slots.Slots;
import engine.kernels.fake.FakePairOverlap;
import engine.kernels.fake.FakePairSweep;
import engine.kernels.fake.TestWorlds;
import engine.kernels.library.KernelLibrary;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/**
 * Issue 21 item 2: each Unit 10 and Unit 11 oracle function takes the inputs its spec function reads, not only the
 * fixed scenes it once answered for. Each test builds a case those scenes could not express and checks it against the
 * spec's rule computed here (float32 arithmetic) or against another kernel's own answer; the last tests check that
 * the old request forms answer as the new arguments at their documented defaults.
 */
class Unit10And11InputsTest {

    private static Supplier<KernelTable> tables(String provider, Map<Slot<?>, Object> fakes) {
        return () -> TestWorlds.world(Profile.of(provider), new QuirkCounter(), fakes, null).kernels();
    }

    private static SpecFunction fn(Supplier<KernelTable> tables, String name) {
        return KernelLibrary.functions(tables).stream().filter(f -> f.name().equals(name)).findFirst().orElseThrow();
    }

    private static SpecFunction fn(String name) {
        return fn(() -> TestWorlds.table("faithful"), name);
    }

    private static Map<String, Object> args(Object... kv) {
        Map<String, Object> m = new HashMap<>();
        for (int i = 0; i < kv.length; i += 2) {
            m.put((String) kv[i], kv[i + 1]);
        }
        return m;
    }

    private static Map<String, Object> with(Map<String, Object> base, Object... kv) {
        Map<String, Object> m = new HashMap<>(base);
        m.putAll(args(kv));
        return m;
    }

    private static Vec4 v(float x, float y, float z) {
        return new Vec4(x, y, z, 1f);
    }

    /** Two answers field by field, arrays by content. */
    private static void assertSameAnswer(Map<String, Object> a, Map<String, Object> b, String what) {
        assertEquals(a.keySet(), b.keySet(), what);
        for (String k : a.keySet()) {
            assertTrue(Arrays.deepEquals(new Object[] {a.get(k)}, new Object[] {b.get(k)}),
                    what + ": field " + k + " differs");
        }
    }

    @Test
    void applyHumanScaleReadsOneInASceneBelow11() {
        SpecFunction f = fn("PhysicsBody_ApplyHumanScale");
        // Human_GetScale: 1.0 while in a scene state and +0x65c < 1.1; the capsule radius is 0.35 x s.
        assertEquals(0.35f * 1f, f.invoke(args("scale", 1.05f, "scene", true)).get("capsuleRadius"));
        assertEquals(0.35f * 1.05f, f.invoke(args("scale", 1.05f)).get("capsuleRadius"));
        assertEquals(0.35f * 1.2f, f.invoke(args("scale", 1.2f, "scene", true)).get("capsuleRadius"));
    }

    @Test
    void updateInASceneBoundsWithScaleOne() {
        SpecFunction f = fn("PhysicsHumanBody_Update");
        Map<String, Object> base = args("position", v(2f, 3f, 0f), "scale", 1.05f, "strikeBits", 0x800000L);
        Aabb out = (Aabb) f.invoke(with(base, "scene", true)).get("broad");
        Aabb in = (Aabb) f.invoke(base).get("broad");
        // r = Human_GetScale x 0.8; c.x +- r.
        assertEquals(2f + 0.8f * 1f, out.max().x());
        assertEquals(2f + 0.8f * 1.05f, in.max().x());
    }

    @Test
    void updatePosesAHeldPushSphereAtTheHumansOrigin() {
        SpecFunction f = fn("PhysicsHumanBody_Update");
        Map<String, Object> r = f.invoke(args("position", v(2f, 3f, 0.5f), "pushSphere", true));
        assertEquals(v(2f, 3f, 0.5f), r.get("pushCentre"), "bone -1, offset 0: the human's origin");
        assertEquals(new Vec4(0f, 0f, 0f, 0f), f.invoke(args("position", v(2f, 3f, 0.5f))).get("pushCentre"));
    }

    @Test
    void updatePosesTheWeaponSpheresWithTheHeldObject() {
        SpecFunction f = fn("PhysicsHumanBody_Update");
        Map<String, Object> base = args("weapons", new float[] {0f, 0f, 0.5f, 0.1f}, "weaponTimer", 2);
        Aabb held = (Aabb) f.invoke(with(base, "heldObject", v(3f, 0f, 1f))).get("broad");
        Aabb own = (Aabb) f.invoke(base).get("broad");
        // The first weapon sphere's centre (the held object + its offset) to the capsule base, z dropped, + radius.
        float r = (float) StrictMath.sqrt(3f * 3f) + 0.1f;
        assertEquals(r, held.max().x());
        assertEquals(-r, held.min().x());
        assertEquals(0.8f, own.max().x(), "posed with the human: 0.1 from the base, 0.8 x scale wins");
    }

    @Test
    void onStruckWithOtherWeightsNormalAndFraction() {
        SpecFunction f = fn("PhysicsHumanBody_OnStruck");
        Vec4 d = v(0.2f, -0.4f, 0f);
        Map<String, Object> r = f.invoke(args("k", 2f, "D", d, "weight", 50f, "moverWeight", 100f,
                "n", new Vec4(0f, -1f, 0f, 0f), "f", 0.25f));
        // Code 4: push = n x 0.5 (D . n) x w_m / (w_o x k_o).
        float half = 0.5f * (0.2f * 0f + -0.4f * -1f + 0f * 0f);
        float ratio = 100f / (50f * 2f);
        assertEquals(1, r.get("calls"));
        assertEquals(-1f * half * ratio, ((Vec4) r.get("push")).y(), 1e-7);
        assertEquals(0f, ((Vec4) r.get("push")).x());
        r = f.invoke(args("k", 2f, "D", d, "n", new Vec4(0f, -1f, 0f, 0f), "unpushable", true));
        assertEquals(0, r.get("calls"), "flag 0x200: no push, no call");
        assertEquals(0f, ((Vec4) r.get("pushOut")).y());
    }

    @Test
    void pushAwayFromAnOffOriginPusherOfAnotherWeight() {
        Supplier<KernelTable> t = tables("faithful", Map.of(Slots.pairOverlap(ShapeType.SPHERE, ShapeType.CAPSULE),
                FakePairOverlap.always()));
        SpecFunction f = fn(t, "PhysicsHumanBody_PushAwayHumans");
        float[] others = {2f, 1f, 0.5f, 1f, 2f, 0f};
        Map<String, Object> base = args("others", others, "position", v(1f, 0f, 0f), "weight", 100f,
                "weights", new float[] {50f, 82f}, "k", new float[] {1f, 2f},
                "pushOuts", new float[] {0f, 0f, 0f, 0.5f, 0f, 0f});
        float[] out = (float[]) f.invoke(base).get("pushOuts");
        float[] w = {50f, 82f};
        float[] k = {1f, 2f};
        float[] before = {0f, 0f, 0f, 0.5f, 0f, 0f};
        for (int i = 0; i < 2; i++) {
            double dx = others[3 * i] - 1.0, dy = others[3 * i + 1], dz = others[3 * i + 2];
            double len = StrictMath.sqrt(dx * dx + dy * dy + dz * dz);
            double s = 0.25 * 100.0 / (w[i] * k[i]);
            assertEquals(before[3 * i] + dx / len * s, out[3 * i], 1e-6, "other " + i + " x");
            assertEquals(dy / len * s, out[3 * i + 1], 1e-6, "other " + i + " y");
            assertEquals(dz / len * s, out[3 * i + 2], 1e-6, "other " + i + " z");
        }
        out = (float[]) f.invoke(with(base, "pushSphere", false)).get("pushOuts");
        assertArrayEquals(before, out, "no push sphere: PushAwayHumans returns at once");
    }

    @Test
    void pushAwaySkipsAnyPlayerNumberButMinusOne() {
        Supplier<KernelTable> t = tables("faithful", Map.of(Slots.pairOverlap(ShapeType.SPHERE, ShapeType.CAPSULE),
                FakePairOverlap.always()));
        SpecFunction f = fn(t, "PhysicsHumanBody_PushAwayHumans");
        float[] others = {1f, 0f, 0f, 0f, 1f, 0f, -1f, 0f, 0f};
        float[] out = (float[]) f.invoke(args("others", others, "playerNumbers", new int[] {3, -1, -2}))
                .get("pushOuts");
        // +0x1b0 not -1 (3, and -2 as a signed byte): skipped, +0x50 stays 0; -1: pushed 0.25 x 82 / 82 away.
        assertArrayEquals(new float[] {0f, 0f, 0f}, Arrays.copyOfRange(out, 0, 3), "player 3 skipped");
        assertArrayEquals(new float[] {0f, 0f, 0f}, Arrays.copyOfRange(out, 6, 9), "player byte -2 skipped");
        assertEquals(0f, out[3], 1e-6);
        assertEquals(0.25f, out[4], 1e-6, "the AI is pushed along +y");
        assertThrows(FunctionArgumentException.class, () -> f.invoke(args("others", others,
                "playerNumbers", new int[] {3, -1})));
        assertThrows(FunctionArgumentException.class, () -> f.invoke(args("others", others,
                "playerNumbers", new int[] {200, -1, -1})));
    }

    @Test
    void strikeFromAnOffOriginStrikerWithBothHands() {
        // Only the left hand (bone 19) hits, so both hands are swept against each candidate.
        FakePairSweep boxes = new FakePairSweep().rule((own, other, move) -> own.bone() == 19 ? 0.5f : Float.NaN);
        Supplier<KernelTable> t = tables("faithful", Map.of(Slots.pairSweep(ShapeType.SPHERE, ShapeType.BOX), boxes));
        Map<String, Object> r = fn(t, "Human_TestStrikes").invoke(args("position", v(10f, 5f, 0f),
                "bones", new int[] {25, 19}, "handFrom", v(0.3f, 0f, 1.2f), "handTo", v(0.6f, 0f, 1.2f),
                "moreFrom", new float[] {0.3f, 0.2f, 1.2f}, "moreTo", new float[] {0.5f, 0.4f, 1.3f},
                "objects", new float[] {11f, 5f, 1f, 10.5f, 6f, 1f}, "objectSizes", new float[] {1f, 1f, 1f, 1f, 1f,
                        1f}));
        assertArrayEquals(new int[] {1, 0}, (int[]) r.get("struck"), "both, in the x-sorted list's order");
        assertEquals(v(10f, 5f, 1f), r.get("sightOrigin"), "own position + (0, 0, 1)");
        assertEquals(4, boxes.calls, "per candidate: the right hand misses, the left hits");
        for (int c = 0; c < 2; c++) {
            Vec4 right = boxes.moves.get(2 * c);
            Vec4 left = boxes.moves.get(2 * c + 1);
            assertEquals((10f + (0.6f + 0.08f)) - (10f + (0.3f + 0.08f)), right.x(), 1e-6);
            assertEquals(0f, right.y(), 1e-6);
            assertEquals(0.2f, left.x(), 1e-6);
            assertEquals(0.2f, left.y(), 1e-6);
            assertEquals(0.1f, left.z(), 1e-6);
        }
    }

    @Test
    void strikeFromATurnedStrikerBehindAWall() {
        FakePairSweep boxes = FakePairSweep.always(0.5f);
        Supplier<KernelTable> t = tables("faithful", Map.of(Slots.pairSweep(ShapeType.SPHERE, ShapeType.BOX), boxes));
        // A two-sided wall (material 9) in the plane x = 8.5, between a striker at x = 10 facing -x and a box at x = 7.
        MeshBuilder mb = new MeshBuilder();
        mb.triangle(mb.vertex(8.5f, -5f, -1f), mb.vertex(8.5f, 5f, -1f), mb.vertex(8.5f, 0f, 5f), 0x3, 9);
        CollisionMesh wall = mb.build(2f);
        Map<String, Object> scene = args("position", v(10f, 0f, 0f), "rotation", new Quat(0f, 0f, 1f, 0f),
                "reach", 3.5f, "handFrom", v(0.3f, 0f, 1.2f), "handTo", v(0.6f, 0f, 1.2f),
                "objects", new float[] {7f, 0f, 1f}, "mesh", wall);
        SpecFunction f = fn(t, "Human_TestStrikes");
        Map<String, Object> r = f.invoke(scene);
        assertArrayEquals(new int[0], (int[]) r.get("struck"), "the wall hides the box");
        assertEquals(v(10f, 0f, 1f), r.get("sightOrigin"));
        assertEquals(-1f, ((Vec4) r.get("sightDirection")).x(), 1e-6, "towards the box at x = 7");
        r = f.invoke(with(scene, "exclusions", new int[] {9}));
        assertArrayEquals(new int[] {0}, (int[]) r.get("struck"), "material 9 excluded: struck");
        assertEquals(-0.3f, boxes.moves.get(0).x(), 1e-6, "the hand's body-frame move turned by the rotation");
    }

    @Test
    void strikeSkipsGroupStruckGrabPartnerOwnerlessAndRefused() {
        FakePairSweep boxes = FakePairSweep.always(0.5f);
        Supplier<KernelTable> t = tables("faithful", Map.of(Slots.pairSweep(ShapeType.SPHERE, ShapeType.BOX), boxes));
        float[] six = {1f, 0f, 1f, 1f, 0.1f, 1f, 1f, 0.2f, 1f, 1f, -0.1f, 1f, 1f, -0.2f, 1f, 0.9f, 0f, 1f};
        Map<String, Object> r = fn(t, "Human_TestStrikes").invoke(args("handFrom", v(0.3f, 0f, 1.2f),
                "handTo", v(0.6f, 0f, 1.2f), "objects", six, "group", 7, "objectGroups", new int[] {7, 0, 0, 0, 0, 0},
                "ignoring", new int[] {1}, "grabPartner", 2, "ownerless", new int[] {3}, "unstrikable", new int[] {4}));
        assertArrayEquals(new int[] {5}, (int[]) r.get("struck"),
                "shared group, struck already, grab partner, no owner, +0x108 refusing: only object 5");
        assertThrows(FunctionArgumentException.class, () -> fn(t, "Human_TestStrikes").invoke(args(
                "handFrom", v(0.3f, 0f, 1.2f), "handTo", v(0.6f, 0f, 1.2f), "objects", six, "grabPartner", 6)));
    }

    @Test
    void strikeWithAPlacedWeaponSphereOfAHeldObject() {
        FakePairSweep boxes = FakePairSweep.always(0.5f);
        Supplier<KernelTable> t = tables("faithful", Map.of(Slots.pairSweep(ShapeType.SPHERE, ShapeType.BOX), boxes));
        Map<String, Object> r = fn(t, "Human_TestStrikes").invoke(args("handFrom", v(0.3f, 0f, 1.2f),
                "handTo", v(0.3f, 0f, 1.2f), "objects", new float[] {1f, 0f, 1f}, "objectFlags", new int[] {0x8},
                "heldObject", v(0.5f, 0f, 1f), "weapons", new float[] {0f, 0f, 0f, 0.3f, 0f, 0.1f, 0.1f},
                "weaponTimer", 3));
        assertArrayEquals(new int[] {0}, (int[]) r.get("weaponHits"), "the held object's handler meets object 0");
        assertArrayEquals(new int[0], (int[]) r.get("struck"), "flag 0x8 alone: no strike shapes tried");
        assertEquals(2, r.get("weaponTimer"));
        assertEquals(1, boxes.calls);
        Vec4 move = boxes.moves.get(0);
        assertEquals(0.3f, move.x(), 1e-6, "the sphere's move: its offsets' difference");
        assertEquals(0.1f, move.z(), 1e-6);
    }

    @Test
    void setShapeEnabledWithStrikeBitsThatDisagreeWithTheShapes() {
        SpecFunction f = fn("PhysBody_SetShapeEnabled");
        // Bone 25's bit 1 << ((25 - 2) & 31) already set, its shape off: "on with the bit already set: return".
        Map<String, Object> r = f.invoke(args("strikeBits", 1L << 23, "id", 25, "on", true));
        assertEquals(1L << 23, r.get("strikeBits"));
        int[] ids = (int[]) r.get("boneIds");
        int[] flags = (int[]) r.get("boneFlags");
        for (int i = 0; i < ids.length; i++) {
            if (ids[i] == 25) {
                assertEquals(0, flags[i] & 0x1, "the hand stays off");
            }
        }
        r = f.invoke(args("strikeBits", 1L << 23, "id", 25, "on", false));
        assertEquals(0L, r.get("strikeBits"), "off with the bit set clears it");
    }

    @Test
    void bodyPassWithSharedMissingAndRefusedOwnersFromAnOffOriginMover() {
        FakePairSweep capsules = FakePairSweep.always(0.5f);
        Supplier<KernelTable> t = tables("faithful", Map.of(Slots.pairSweep(ShapeType.CAPSULE, ShapeType.CAPSULE),
                capsules));
        SpecFunction f = fn(t, "PhysicsBody_SweepHumanMask");
        float[] four = {6f, 0f, 0f, 6.2f, 0f, 0f, 6.4f, 0f, 0f, 6.6f, 0f, 0f};
        Map<String, Object> r = f.invoke(args("others", four, "base", v(5f, 0f, 0f), "D", v(1f, 0f, 0f),
                "untouchable", new int[] {1}, "sharedOwner", new int[] {2}, "ownerless", new int[] {3}));
        assertArrayEquals(new int[] {0, 3}, (int[]) r.get("others"),
                "+0x110 refuses 1; 2 has the query's ignored owner; 3 has none and is met");
        r = f.invoke(args("others", four, "D", v(1f, 0f, 0f)));
        assertArrayEquals(new int[0], (int[]) r.get("others"), "a mover at the origin: the bodies are out of reach");
    }

    @Test
    void bodyPassHandsTheOtherTypeMaskToTheCapsulePair() {
        SpecFunction pass = fn("PhysicsBody_SweepHumanMask");
        SpecFunction pair = fn("PhysicsSweep_CapsuleCapsule");
        // The other 1.9 m up, the mover rising 0.2: the vertical test gives lo = 0.5 unless 0x200 skips it.
        Vec4 d = v(0.9f, 0f, 0.2f);
        float[] fractions = new float[2];
        int[] masks = {0x40, 0x240};
        for (int i = 0; i < 2; i++) {
            Map<String, Object> r = pass.invoke(args("others", new float[] {0.9f, 0f, 1.9f}, "D", d,
                    "otherTypeMasks", new int[] {masks[i]}));
            Map<String, Object> p = pair.invoke(args("ownBase", v(0f, 0f, 0f), "ownRadius", 0.35f, "ownHeight", 1.8f,
                    "otherBase", v(0.9f, 0f, 1.9f), "otherRadius", 0.35f, "otherHeight", 1.8f, "move", d,
                    "otherTypeMask", masks[i]));
            assertEquals(true, p.get("hit"));
            assertEquals(1, r.get("count"), "mask " + Integer.toHexString(masks[i]));
            fractions[i] = ((float[]) r.get("fractions"))[0];
            assertEquals(p.get("fraction"), fractions[i], "the pair kernel's own fraction");
        }
        assertTrue(fractions[1] < fractions[0], "0x200: the circles' t0, not max(t0, lo)");
    }

    @Test
    void bodyPassWithOtherHeightsMeetsTheSwappedHeights() {
        // Spec, Unit 11 test ideas: B1 = (0, 0, 1.5), h1 = 1.0 against B2 = (1, 0, 0), h2 = 1.8, m = (0.5, 0, 0).
        Map<String, Object> scene = args("others", new float[] {1f, 0f, 0f}, "base", v(0f, 0f, 1.5f), "height", 1f,
                "D", v(0.5f, 0f, 0f));
        Supplier<KernelTable> fake = tables("faithful", Map.of(Slots.pairSweep(ShapeType.CAPSULE, ShapeType.CAPSULE),
                FakePairSweep.always(0.5f)));
        assertEquals(1, fn(fake, "PhysicsBody_SweepHumanMask").invoke(scene).get("count"),
                "the boxes overlap, so the body is a candidate");
        Map<String, Object> p = fn("PhysicsSweep_CapsuleCapsule").invoke(args("ownBase", v(0f, 0f, 1.5f),
                "ownRadius", 0.35f, "ownHeight", 1f, "otherBase", v(1f, 0f, 0f), "otherRadius", 0.35f,
                "otherHeight", 1.8f, "move", v(0.5f, 0f, 0f)));
        assertEquals(false, p.get("hit"), "the swap tests [1.5, 3.3] against [0, 1.0]");
        assertEquals(0, fn("PhysicsBody_SweepHumanMask").invoke(scene).get("count"), "the pair kernel's verdict");
        assertEquals(1, fn("PhysicsBody_SweepHumanMask").invoke(with(scene, "height", 1.8f,
                "otherHeights", new float[] {2.4f})).get("count"), "swapped heights that reach: a hit");
    }

    @Test
    void collideShapeWithACapsuleAndSharedMissingRefusedAndDisabledOwners() {
        FakePairSweep spheres = FakePairSweep.always(0.5f);
        FakePairSweep capsules = FakePairSweep.always(0.5f);
        Supplier<KernelTable> t = tables("faithful", Map.of(Slots.pairSweep(ShapeType.SPHERE, ShapeType.SPHERE),
                spheres, Slots.pairSweep(ShapeType.SPHERE, ShapeType.CAPSULE), capsules));
        float[] boxes = new float[36];
        for (int i = 0; i < 6; i++) {
            float[] b = {i, 0f, 0f, i + 0.5f, 0.5f, 1.8f};
            System.arraycopy(b, 0, boxes, 6 * i, 6);
        }
        QuirkCounter quirks = new QuirkCounter();
        Map<String, Object> r = fn(t, "IPhysics_CollideShape").invoke(args("boxes", boxes, "query", 0,
                "options", 0x2002, "ignored", 0, "max", 10, "move", v(6f, 0f, 0f),
                "shapes", new int[] {2, 3, 2, 2, 2, 2}, "ownerless", new int[] {2}, "sharedOwner", new int[] {3},
                "untouchable", new int[] {4}, "disabled", new int[] {5}), quirks);
        assertArrayEquals(new int[] {1}, (int[]) r.get("others"),
                "0 and 3 share the ignored owner, 4 is refused, 5 is off, 2 has no owner for the state call");
        assertTrue(quirks.count(Quirk.STATE_CALLBACK_UNCHECKED) > 0, "Unit 7 filter (5) reached with no owner");
        assertEquals(1, capsules.calls, "body 1's capsule through the sphere-capsule entry");
        assertEquals(ShapeType.CAPSULE, capsules.others.get(0).type());
        assertThrows(FunctionArgumentException.class, () -> fn(t, "IPhysics_CollideShape").invoke(args("boxes", boxes,
                "query", 0, "options", 2, "max", 1, "move", v(1f, 0f, 0f), "shapes", new int[] {2, 4, 2, 2, 2, 2})));
    }

    @Test
    void collideShapeMeetsEachShapeOfABodyWithSeveral() {
        // The fake sphere-sphere entry hits every shape at a tenth of its centre's x; body 0's own owner is ignored.
        FakePairSweep spheres = new FakePairSweep().rule((own, other, move) -> other.position().x() / 10f);
        Supplier<KernelTable> t = tables("faithful", Map.of(Slots.pairSweep(ShapeType.SPHERE, ShapeType.SPHERE),
                spheres));
        float[] boxes = {0f, 0f, 0f, 0.5f, 0.5f, 0.5f, 1f, 0f, 0f, 1.5f, 0.5f, 0.5f, 2f, 0f, 0f, 2.5f, 0.5f, 0.5f};
        Map<String, Object> r = fn(t, "IPhysics_CollideShape").invoke(args("boxes", boxes, "query", 0,
                "options", 0x2002, "ignored", 0, "max", 10, "move", v(3f, 0f, 0f), "extraBodies", new int[] {2},
                "extraSpheres", new float[] {1.75f, 0.25f, 0.25f, 0.2f}));
        // Body 2 carries its box's sphere (centre x 2.25) and the extra one (x 1.75, radius 0.2), second on its chain.
        Shape extra = null;
        for (Shape o : spheres.others) {
            if (o.position().x() == 1.75f) {
                extra = o;
            }
        }
        assertTrue(extra != null, "the extra sphere was swept against");
        assertEquals(0.2f, ((engine.api.shape.SphereShape) extra).radius());
        assertEquals(3, spheres.calls, "bodies 1 and 2: three shapes");
        int[] others = (int[]) r.get("others");
        int[] shapes = (int[]) r.get("otherShapes");
        float[] fractions = (float[]) r.get("fractions");
        for (int i = 0; i < others.length; i++) {
            float x = others[i] == 1 ? 1.25f : shapes[i] == 0 ? 2.25f : 1.75f;
            assertEquals(x / 10f, fractions[i], "contact " + i + ": body " + others[i] + " shape " + shapes[i]);
        }
        assertTrue(Arrays.stream(shapes).anyMatch(k -> k == 1), "a contact names body 2's second shape");
        assertThrows(FunctionArgumentException.class, () -> fn(t, "IPhysics_CollideShape").invoke(args("boxes", boxes,
                "query", 0, "options", 2, "max", 1, "move", v(1f, 0f, 0f), "extraBodies", new int[] {2},
                "extraSpheres", new float[] {1f})));
        assertThrows(FunctionArgumentException.class, () -> fn(t, "IPhysics_CollideShape").invoke(args("boxes", boxes,
                "query", 0, "options", 2, "max", 1, "move", v(1f, 0f, 0f), "extraBodies", new int[] {7},
                "extraSpheres", new float[] {1f, 0f, 0f, 1f})));
    }

    @Test
    void updateReadsTheHeadBonesOwnHeightFromBoneTransforms() {
        SpecFunction f = fn("PhysicsHumanBody_Update");
        // PhysicsCapsule_Pose: height = bone 6's z + 0.2 x scale; other bones do not change it.
        Map<String, Object> r = f.invoke(args("boneTransforms", new float[] {6f, 0.1f, 0f, 1.2f, 0f, 0f, 0f, 1f}));
        assertEquals(1.2f + 0.2f * 1f, r.get("height"));
        r = f.invoke(args("boneTransforms", new float[] {7f, 0f, 0f, 0.5f, 0f, 0f, 0f, 1f}));
        assertEquals(1.6f + 0.2f * 1f, r.get("height"), "bone 7 posed, the head at the default 1.6");
        assertThrows(FunctionArgumentException.class, () -> f.invoke(args("boneTransforms", new float[] {6f, 0f})));
        assertThrows(FunctionArgumentException.class,
                () -> f.invoke(args("boneTransforms", new float[] {6.5f, 0f, 0f, 1f, 0f, 0f, 0f, 1f})));
    }

    @Test
    void strikeTurnsTheHandsOffsetByItsBoneRotation() {
        FakePairSweep plain = FakePairSweep.always(0.5f);
        FakePairSweep turned = FakePairSweep.always(0.5f);
        Map<String, Object> scene = args("handFrom", v(0.3f, 0f, 1.2f), "handTo", v(0.6f, 0f, 1.2f),
                "objects", new float[] {1f, 0f, 1f});
        fn(tables("faithful", Map.of(Slots.pairSweep(ShapeType.SPHERE, ShapeType.BOX), plain)), "Human_TestStrikes")
                .invoke(scene);
        // Bone 25 turned half a turn about z: its offset (0.08, 0, 0) becomes (-0.08, 0, 0), the position kept.
        Map<String, Object> r = fn(tables("faithful", Map.of(Slots.pairSweep(ShapeType.SPHERE, ShapeType.BOX),
                turned)), "Human_TestStrikes").invoke(with(scene, "boneTransforms",
                new float[] {25f, 9f, 9f, 9f, 0f, 0f, 1f, 0f}));
        assertArrayEquals(new int[] {0}, (int[]) r.get("struck"));
        assertEquals(1, turned.calls);
        Vec4 a = plain.ownPositions.get(0);
        Vec4 b = turned.ownPositions.get(0);
        assertEquals(a.x() - 2f * 0.08f, b.x(), 1e-6, "the hand's centre moved by twice the offset");
        assertEquals(a.y(), b.y(), 1e-6);
        assertEquals(a.z(), b.z(), 1e-6, "a strike bone keeps its pose's position, not the record's 9 m");
        assertEquals(plain.moves.get(0), turned.moves.get(0), "the same rotation in both poses: the same move");
    }

    @Test
    void strikeMeetsAnotherHumansHeadWhereItsBonesPutIt() {
        FakePairSweep spheres = new FakePairSweep();
        Supplier<KernelTable> t = tables("faithful", Map.of(Slots.pairSweep(ShapeType.SPHERE, ShapeType.SPHERE),
                spheres));
        Map<String, Object> scene = args("handFrom", v(0.3f, 0f, 1.2f), "handTo", v(0.6f, 0f, 1.2f),
                "humans", new float[] {1f, 0f, 0f, 0f, 3f, 0f});
        fn(t, "Human_TestStrikes").invoke(with(scene, "humanBoneTransforms",
                new float[] {0f, 6f, 0.1f, 0.2f, 1.0f, 0f, 0f, 0f, 1f}));
        Vec4 head = null;
        for (int i = 0; i < spheres.calls; i++) {
            if (spheres.others.get(i).bone() == 6) {
                head = spheres.others.get(i).position().toVec4();
                break;
            }
        }
        assertTrue(head != null, "human 0's head sphere was swept against");
        // Human 0 at (1, 0, 0), unturned: its head at (1, 0, 0) + bone 6 (0.1, 0.2, 1.0) + offset (0.05, 0, 0.03).
        assertEquals(1f + (0.1f + 0.05f), head.x(), 1e-6);
        assertEquals(0.2f, head.y(), 1e-6);
        assertEquals(1.0f + 0.03f, head.z(), 1e-6);
        assertThrows(FunctionArgumentException.class, () -> fn(t, "Human_TestStrikes").invoke(with(scene,
                "humanBoneTransforms", new float[] {2f, 6f, 0f, 0f, 1f, 0f, 0f, 0f, 1f})));
    }

    @Test
    void movedSetsEverySwitchedOnSphereToTheTranslationAndKeepsPrevious() {
        SpecFunction f = fn("PhysicsHumanBody_Moved");
        engine.api.math.Mat4 m = new engine.api.math.Mat4(1f, 0f, 0f, 0f, 0f, 1f, 0f, 0f, 0f, 0f, 1f, 0f,
                5f, 6f, 0.5f, 1f);
        Map<String, Object> scene = args("m", m, "switchedOn", new int[] {19, 24},
                "centres", new float[] {0.2f, 0.3f, 1.1f, 0f, 0f, 0f},
                "previous", new float[] {0.1f, 0.2f, 1.0f, 0.4f, 0.5f, 0.6f});
        Map<String, Object> r = f.invoke(scene);
        Map<String, Object> still = f.invoke(with(scene, "m", engine.api.math.Mat4.IDENTITY));
        int[] bones = (int[]) r.get("bones");
        float[] at = (float[]) r.get("centres");
        float[] prev = (float[]) r.get("previous");
        float[] stillAt = (float[]) still.get("centres");
        for (int i = 0; i < bones.length; i++) {
            float[] p = Arrays.copyOfRange(at, 3 * i, 3 * i + 3);
            if (bones[i] == 19 || bones[i] == 6) {
                // Switched on (0x1), or a strike target (0x4): the centre becomes the translation.
                assertArrayEquals(new float[] {5f, 6f, 0.5f}, p, "bone " + bones[i]);
            } else {
                // A segment (24 switched on), or a shape neither on nor a target: not moved.
                assertArrayEquals(Arrays.copyOfRange(stillAt, 3 * i, 3 * i + 3), p, "bone " + bones[i]);
            }
            if (bones[i] == 19) {
                assertArrayEquals(new float[] {0.1f, 0.2f, 1.0f}, Arrays.copyOfRange(prev, 3 * i, 3 * i + 3),
                        "previous kept (HUMAN_MOVED_KEEPS_PREV)");
            }
            if (bones[i] == 24) {
                assertArrayEquals(new float[] {0.4f, 0.5f, 0.6f}, Arrays.copyOfRange(prev, 3 * i, 3 * i + 3));
            }
        }
        assertTrue(Arrays.stream(bones).anyMatch(b -> b == 19) && Arrays.stream(bones).anyMatch(b -> b == 24));
        assertThrows(FunctionArgumentException.class, () -> f.invoke(with(scene, "switchedOn", new int[] {19, 7})));
        assertThrows(FunctionArgumentException.class, () -> f.invoke(with(scene, "centres", new float[] {0.2f})));
        assertThrows(FunctionArgumentException.class, () -> f.invoke(with(scene, "previous", new float[] {1f})));
    }

    @Test
    void oldRequestsAnswerAsTheNewArgumentsAtTheirDefaults() {
        Supplier<KernelTable> t = tables("faithful", Map.of(Slots.pairOverlap(ShapeType.SPHERE, ShapeType.CAPSULE),
                FakePairOverlap.always(), Slots.pairSweep(ShapeType.SPHERE, ShapeType.BOX),
                FakePairSweep.always(0.5f)));
        Map<String, Object> human = args("position", Vec4.ZERO_POINT, "rotation", Quat.IDENTITY, "scale", 1f,
                "reach", 0f, "head", 1.6f, "scene", false, "weight", 82f);
        Map<String, Object> update = args("strikeBits", 0x800000L, "reach", 1.37f);
        assertSameAnswer(fn(t, "PhysicsHumanBody_Update").invoke(update),
                fn(t, "PhysicsHumanBody_Update").invoke(with(human, "strikeBits", 0x800000L, "reach", 1.37f,
                        "pushSphere", false)),
                "Update");
        assertSameAnswer(fn(t, "PhysicsHumanBody_Update").invoke(update),
                fn(t, "PhysicsHumanBody_Update").invoke(with(update, "boneTransforms",
                        new float[] {6f, 0f, 0f, 1.6f, 0f, 0f, 0f, 1f, 25f, 0f, 0f, 1.6f, 0f, 0f, 0f, 1f})),
                "Update, bones posed at the default transform");
        Map<String, Object> moved = args("m", engine.api.math.Mat4.IDENTITY, "hand", v(0.3f, 0f, 1.2f));
        assertSameAnswer(fn(t, "PhysicsHumanBody_Moved").invoke(moved),
                fn(t, "PhysicsHumanBody_Moved").invoke(with(moved, "boneTransforms", new float[0],
                        "switchedOn", new int[0])), "Moved");
        Map<String, Object> struck = args("k", 1f, "D", v(0.1f, 0f, 0f));
        assertSameAnswer(fn(t, "PhysicsHumanBody_OnStruck").invoke(struck),
                fn(t, "PhysicsHumanBody_OnStruck").invoke(with(with(human, "k", 1f, "D", v(0.1f, 0f, 0f)),
                        "moverWeight", 82f, "n", new Vec4(-1f, 0f, 0f, 0f), "f", 0.5f, "unpushable", false)),
                "OnStruck");
        assertSameAnswer(fn(t, "PhysicsBody_ApplyHumanScale").invoke(args("scale", 1.1f)),
                fn(t, "PhysicsBody_ApplyHumanScale").invoke(with(human, "scale", 1.1f)), "ApplyHumanScale");
        Map<String, Object> push = args("others", new float[] {1f, 1f, 0.5f, 0f, 2f, 0f}, "k", new float[] {1f, 2f});
        assertSameAnswer(fn(t, "PhysicsHumanBody_PushAwayHumans").invoke(push),
                fn(t, "PhysicsHumanBody_PushAwayHumans").invoke(with(push, "weights", new float[] {82f, 82f},
                        "scales", new float[] {1f, 1f}, "pushOuts", new float[6], "position", Vec4.ZERO_POINT,
                        "weight", 82f, "pushSphere", true, "playerNumbers", new int[] {-1, -1})), "PushAwayHumans");
        Map<String, Object> strike = args("reach", 1.5f, "handFrom", v(0.3f, 0f, 1.2f), "handTo", v(0.6f, 0f, 1.2f),
                "objects", new float[] {1f, 0.3f, 1f, 1f, -0.3f, 1f}, "humans", new float[] {0f, 1f, 0f});
        assertSameAnswer(fn(t, "Human_TestStrikes").invoke(strike),
                fn(t, "Human_TestStrikes").invoke(with(strike, "position", Vec4.ZERO_POINT, "rotation", Quat.IDENTITY,
                        "scale", 1f, "head", 1.6f, "group", 0, "bones", new int[] {25},
                        "objectSizes", new float[] {0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f},
                        "objectTypeMasks", new int[] {8, 8}, "objectGroups", new int[] {0, 0},
                        "humanGroups", new int[] {0}, "grabPartner", -1, "handlerAnswer", 0,
                        "boneTransforms", new float[] {6f, 0f, 0f, 1.6f, 0f, 0f, 0f, 1f},
                        "humanBoneTransforms", new float[] {0f, 3f, 0f, 0f, 1.6f, 0f, 0f, 0f, 1f})), "TestStrikes");
        Map<String, Object> enabled = args("setup", new int[] {25, 1}, "id", 3, "on", true);
        assertSameAnswer(fn(t, "PhysBody_SetShapeEnabled").invoke(enabled),
                fn(t, "PhysBody_SetShapeEnabled").invoke(with(enabled, "strikeBits", 0L)), "SetShapeEnabled");
        Map<String, Object> collide = args("boxes", new float[] {0f, 0f, 0f, 0.5f, 0.5f, 0.5f, 1f, 0f, 0f, 1.5f, 0.5f,
                0.5f}, "query", 0, "options", 0x2, "max", 5, "move", v(1f, 0f, 0f));
        Supplier<KernelTable> spheres = tables("faithful", Map.of(Slots.pairSweep(ShapeType.SPHERE,
                ShapeType.SPHERE), FakePairSweep.always(0.5f)));
        assertSameAnswer(fn(spheres, "IPhysics_CollideShape").invoke(collide),
                fn(spheres, "IPhysics_CollideShape").invoke(with(collide, "shapes", new int[] {2, 2},
                        "extraBodies", new int[0], "extraSpheres", new float[0])), "CollideShape");
        Map<String, Object> mask = args("others", new float[] {1f, 0f, 0f, 1.2f, 0f, 0f}, "D", v(1f, 0f, 0f));
        assertSameAnswer(fn(t, "PhysicsBody_SweepHumanMask").invoke(mask),
                fn(t, "PhysicsBody_SweepHumanMask").invoke(with(mask, "base", Vec4.ZERO_POINT,
                        "otherTypeMasks", new int[] {0x40, 0x40}, "radius", 0.35f, "height", 1.8f,
                        "otherRadii", new float[] {0.35f, 0.35f}, "otherHeights", new float[] {1.8f, 1.8f})),
                "SweepHumanMask");
    }
}
