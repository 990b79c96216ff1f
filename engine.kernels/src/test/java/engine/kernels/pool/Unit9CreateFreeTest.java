package engine.kernels.pool;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.api.body.Body;
import engine.api.body.BodyFlags;
import engine.api.body.HumanBody;
import engine.api.math.Vec4;
import engine.api.quirk.Quirk;
import engine.api.quirk.QuirkCounter;
import engine.api.shape.BoxShape;
import engine.api.shape.CapsuleShape;
import engine.api.shape.SegmentShape;
import engine.api.shape.Shape;
import engine.api.shape.ShapeFlags;
import engine.api.shape.SphereShape;
import engine.kernels.fake.FakeHuman;
import engine.kernels.fake.FakeOwner;
import engine.kernels.fake.TestWorlds;
import engine.kernels.library.KernelLibrary;
import engine.kernels.ignore.IgnoreSlots;
import engine.kernels.world.PhysicsWorld;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Unit 9, creating and freeing bodies: every "Test ideas" item. */
class Unit9CreateFreeTest {
    private final QuirkCounter quirks = new QuirkCounter();
    private final PhysicsWorld w = TestWorlds.world(quirks);
    private final BodyPools pools = (BodyPools) w.bodyPools();

    private static List<Shape> bones(HumanBody hb) {
        List<Shape> out = new ArrayList<>();
        for (Shape s = hb.boneChain(); s != null; s = s.next()) {
            out.add(s);
        }
        return out;
    }

    /** A human whose head bone (6) is 1.8 m × scale above its origin, as a standing model's is. */
    private static FakeHuman standing(String name, float scale) {
        FakeHuman h = new FakeHuman(name);
        h.storedScale = scale;
        h.bone(6, Vec4.point(0f, 0f, 1.8f * scale), engine.api.math.Quat.IDENTITY);
        return h;
    }

    @Test
    void humanCreate() {
        FakeHuman h = standing("h", 1f);
        HumanBody hb = pools.createHumanBody(w, h);
        assertSame(pools.human(0), hb);
        assertEquals(0x8002243f & ~BodyFlags.DIRTY, hb.flags(),
                "0x8002243f written; ApplyHumanScale's update then clears the dirty bit (docs/spec-errata.md)");
        assertEquals(new Vec4(-0.35f, -0.35f, 0f, 1f), hb.box().min(), "the update bounded the capsule at once");
        assertEquals(new Vec4(0.35f, 0.35f, 2.0f, 1f), hb.box().max());
        assertEquals(0x11, hb.firstShape().flags());
        List<Shape> bones = bones(hb);
        assertEquals(10, bones.size());
        for (Shape s : bones) {
            assertEquals(s.bone() == 3 || s.bone() == 6 ? 0x6 : 0x2, s.flags(), "bone " + s.bone());
        }
        assertEquals(new Vec4(1f, 1f, 1f, 1f), hb.scale().toVec4());
        assertEquals(0, hb.index());
        assertSame(hb, pools.humanHead());
        assertNull(hb.humanNext());
        CapsuleShape c = (CapsuleShape) hb.firstShape();
        assertEquals(2.0f, c.height());
        assertEquals(0.35f, c.radius());
    }

    @Test
    void humanBonesAreInTheConstructorsOrder() {
        HumanBody hb = pools.human(5);
        List<Integer> order = new ArrayList<>();
        for (Shape s : bones(hb)) {
            order.add(s.bone());
        }
        assertEquals(List.of(3, 24, 18, 32, 29, 6, 25, 19, 33, 30), order);
        assertTrue(bones(hb).subList(0, 5).stream().allMatch(s -> s instanceof SegmentShape));
        assertTrue(bones(hb).subList(5, 10).stream().allMatch(s -> s instanceof SphereShape));
    }

    @Test
    void scale11NotInAScene() {
        HumanBody hb = pools.createHumanBody(w, standing("h", 1.1f));
        CapsuleShape c = (CapsuleShape) hb.firstShape();
        assertEquals(2.2f, c.height(), 1e-6);
        assertEquals(0.385f, c.radius(), 1e-6);
        List<Shape> b = bones(hb);
        SegmentShape spine = (SegmentShape) b.get(0);
        assertVec(-0.077f, 0f, 0.055f, spine.localOffset().toVec4());
        assertEquals(0.198f, spine.radius(), 1e-6);
        assertEquals(0.418f, spine.length(), 1e-6);
        for (int i : new int[] {1, 2}) {
            assertEquals(0.077f, ((SegmentShape) b.get(i)).radius(), 1e-6, "forearm");
            assertEquals(0.22f, ((SegmentShape) b.get(i)).length(), 1e-6);
        }
        for (int i : new int[] {3, 4}) {
            assertEquals(0.11f, ((SegmentShape) b.get(i)).radius(), 1e-6, "shin");
            assertEquals(0.44f, ((SegmentShape) b.get(i)).length(), 1e-6);
        }
        SphereShape head = (SphereShape) b.get(5);
        assertVec(0.055f, 0f, 0.033f, head.localOffset().toVec4());
        assertEquals(0.165f, head.radius(), 1e-6);
        for (int i : new int[] {6, 7}) {
            assertVec(0.088f, 0f, 0f, b.get(i).localOffset().toVec4());
            assertEquals(0.099f, ((SphereShape) b.get(i)).radius(), 1e-6, "hand");
        }
        for (int i : new int[] {8, 9}) {
            assertEquals(0.165f, ((SphereShape) b.get(i)).radius(), 1e-6, "foot");
        }
    }

    @Test
    void scale11InASceneReadsAsOne() {
        FakeHuman h = standing("h", 1f);
        h.storedScale = 1.05f;
        h.inSceneState = true;
        CapsuleShape c = (CapsuleShape) pools.createHumanBody(w, h).firstShape();
        assertEquals(2.0f, c.height());
        assertEquals(0.35f, c.radius());
    }

    private static void assertVec(float x, float y, float z, Vec4 v) {
        assertEquals(x, v.x(), 1e-6);
        assertEquals(y, v.y(), 1e-6);
        assertEquals(z, v.z(), 1e-6);
    }

    @Test
    void poolLimits() {
        for (int i = 0; i < 60; i++) {
            assertSame(pools.human(i), pools.createHumanBody(w, new FakeHuman("h" + i)));
        }
        assertNull(pools.createHumanBody(w, new FakeHuman("h60")));
        for (int i = 0; i < 416; i++) {
            pools.createObjectBody(w, new FakeOwner("o" + i));
        }
        assertNull(pools.createObjectBody(w, new FakeOwner("o416")));
        for (int i = 0; i < 18; i++) {
            pools.createCarBody(w, new FakeOwner("c" + i));
        }
        assertNull(pools.createCarBody(w, new FakeOwner("c18")));
        for (int i = 0; i < 255; i++) {
            pools.createBoxBody(w, new FakeOwner("p" + i), 1f, 1f);
        }
        assertNull(pools.createBoxBody(w, new FakeOwner("p255"), 1f, 1f));
        for (Quirk q : new Quirk[] {Quirk.HUMAN_BODIES_60, Quirk.OBJECT_BODIES_416, Quirk.CAR_BODIES_18,
                Quirk.PANE_BODIES_255}) {
            assertEquals(1, quirks.count(q), q.id());
        }
        assertEquals(60 + 416 + 18 + 255, w.bodyVector().size());
    }

    @Test
    void reuseTakesTheLowestFreeSlot() {
        pools.createObjectBody(w, new FakeOwner("A"));
        Body b = pools.createObjectBody(w, new FakeOwner("B"));
        pools.createObjectBody(w, new FakeOwner("C"));
        pools.freeObjectBody(w, b);
        assertSame(pools.object(1), pools.createObjectBody(w, new FakeOwner("D")));
    }

    @Test
    void swapRemoveThroughTheFrees() {
        Body a = pools.createObjectBody(w, new FakeOwner("A"));
        Body b = pools.createObjectBody(w, new FakeOwner("B"));
        Body c = pools.createObjectBody(w, new FakeOwner("C"));
        pools.freeObjectBody(w, a);
        assertEquals(List.of(c, b), w.bodyVector());
        assertEquals(0, c.index());
        assertEquals(0, a.index());
    }

    @Test
    void playerAndAi() {
        FakeHuman player = new FakeHuman("player");
        player.playerControlled = true;
        HumanBody p = pools.humanCreatePhysicsBody(w, player);
        assertEquals(0x8002243f, p.flags() | BodyFlags.DIRTY);
        assertEquals(new Vec4(BodyPools.PLAYER_SCALE, BodyPools.PLAYER_SCALE, 1f, 1f), p.scale().toVec4());
        assertEquals(1.4286f, BodyPools.PLAYER_SCALE, 1e-4);
        FakeHuman ai1 = new FakeHuman("ai1");
        ai1.capsuleKeepPushable = 1;
        assertEquals(0x8002203f, pools.humanCreatePhysicsBody(w, ai1).flags() | BodyFlags.DIRTY);
        FakeHuman ai0 = new FakeHuman("ai0");
        assertEquals(0x8002223f, pools.humanCreatePhysicsBody(w, ai0).flags() | BodyFlags.DIRTY);
        FakeHuman bag = new FakeHuman("bag");
        bag.heavyBag = true;
        HumanBody pb = pools.humanCreatePhysicsBody(w, bag);
        assertSame(pools.punchBag(), pb);
        assertEquals(0x8000263f, pb.flags());
        assertEquals(0x4, pb.boneChain().flags());
        assertEquals(0x11, pb.firstShape().flags());
    }

    @Test
    void humanCreatePhysicsBodyFreesTheOldBodyFirst() {
        FakeHuman h = new FakeHuman("h");
        HumanBody first = pools.humanCreatePhysicsBody(w, h);
        h.body = first;
        HumanBody second = pools.humanCreatePhysicsBody(w, h);
        assertSame(first, second, "the freed slot 0 is the lowest free one again");
        assertEquals(1, w.bodyVector().size());
    }

    @Test
    void punchBagIsTheOneSetTakenAgainWithoutAFreeTest() {
        FakeHuman a = new FakeHuman("a");
        HumanBody bag = pools.createPunchBagBody(w, a);
        assertSame(pools.punchBag(), bag);
        bag.setStrikeBits(0x2);
        bag.setFlags(bag.flags() | BodyFlags.UNPUSHABLE);
        w.poses().enable(w, bag.boneChain(), true);
        // PS2-UNCHECKED(PUNCH_BAG_SINGLE): the set in use is re-taken for b and re-initialised as a create does;
        // the original's second add to the human list and the body vector (a corruption) is skipped.
        FakeHuman b = new FakeHuman("b");
        assertSame(bag, pools.createPunchBagBody(w, b));
        assertEquals(1, quirks.count(Quirk.PUNCH_BAG_SINGLE));
        assertSame(b, bag.owner());
        assertEquals(BodyFlags.CREATED_PUNCH_BAG, bag.flags());
        assertEquals(0, bag.strikeBits());
        assertEquals(0x4 | ShapeFlags.RESET_PREVIOUS, bag.boneChain().flags(), "the segment switched off again");
        assertEquals(List.of(bag), w.bodyVector(), "in the body vector once");
        assertSame(bag, pools.humanHead());
        assertNull(bag.humanNext(), "in the human list once");
        assertNull(bag.humanPrevious());
    }

    @Test
    void car() {
        Body car = pools.createCarBody(w, new FakeOwner("car"));
        assertEquals(0x80000000, car.flags());
        assertNull(car.firstShape());
        BoxShape a = w.shapePools().allocCarBox(w);
        BoxShape b = w.shapePools().allocCarBox(w);
        car.setFirstShape(a);
        a.setNext(b);
        car.setFlags(car.flags() | 0x2211a);
        assertEquals(0x8002211a, car.flags());
        pools.freeCarBody(w, car);
        assertEquals(0x3, a.flags());
        assertEquals(0x3, b.flags());
        assertNull(a.next());
        assertNull(car.firstShape());
        assertNull(car.owner());
    }

    @Test
    void pane() {
        Body pane = pools.createBoxBody(w, new FakeOwner("pane"), 1.2f, 2.0f);
        assertEquals(0x8000007a, pane.flags());
        BoxShape box = (BoxShape) pane.firstShape();
        assertEquals(new Vec4(0.6f, 0.25f, 1.0f, 1f), box.halfExtents().toVec4());
        assertEquals(0x9, box.flags() & 0x9);
        int before = box.flags();
        // PS2-BUG(PANE_FREE_KEEPS_IGNORES): the free clears 0x8 only and keeps the box and ignore slots.
        w.ignoreList().ignore(w, pane, new FakeOwner("x"));
        pools.freeBoxBody(w, pane);
        assertEquals(before & ~ShapeFlags.ALLOCATED, box.flags());
        assertSame(box, pane.firstShape());
        assertEquals(0, pane.ignoreHead(), "its slot stays taken");
    }

    @Test
    void freeHuman() {
        FakeHuman h = new FakeHuman("h");
        HumanBody hb = pools.createHumanBody(w, h);
        w.humans().setPushSphere(w, hb, true);
        SphereShape push = hb.pushSphere();
        assertEquals(0xb, push.flags());
        w.ignoreList().ignore(w, hb, new FakeOwner("a"));
        w.ignoreList().ignore(w, hb, new FakeOwner("b"));
        hb.setIgnoreLevel(1);
        Body other = pools.createObjectBody(w, new FakeOwner("other"));
        w.ignoreList().ignore(w, other, h);
        pools.freeHumanBody(w, hb);
        assertFalse((push.flags() & ShapeFlags.ALLOCATED) != 0);
        assertNull(hb.pushSphere());
        for (int s = 0; s < 3; s++) {
            assertNull(((IgnoreSlots) w.ignoreList()).slotOwner(s), "slot " + s);
        }
        assertEquals(IgnoreSlots.NONE, other.ignoreHead(), "another body's slot naming its owner is freed too");
        assertEquals(0, hb.ignoreLevel());
        assertNull(pools.humanHead());
        assertNull(hb.owner());
        assertFalse(w.bodyVector().contains(hb));
    }

    @Test
    void theHumanListKeepsCreationOrder() {
        HumanBody a = pools.createHumanBody(w, new FakeHuman("a"));
        HumanBody b = pools.createHumanBody(w, new FakeHuman("b"));
        HumanBody c = pools.createHumanBody(w, new FakeHuman("c"));
        assertSame(b, a.humanNext());
        assertSame(c, b.humanNext());
        pools.removeHumanBody(w, b);
        assertSame(c, a.humanNext());
        assertSame(a, c.humanPrevious());
        pools.removeHumanBody(w, a);
        assertSame(c, pools.humanHead());
        assertNull(c.humanPrevious());
    }

    @Test
    void createStaleFieldsAReusedSlotKeepsPushOutAabbAndScale() {
        // PS2-BUG(CREATE_STALE_FIELDS): no create writes the push-out, the AABB or (car, pane) the scale.
        Body a = pools.createObjectBody(w, new FakeOwner("a"));
        assertEquals(0, quirks.count(Quirk.CREATE_STALE_FIELDS), "a slot's first create is clean");
        a.pushOut().set(0.5f, 0f, 0f, 1f);
        a.setBox(3f, 0f, 0f, 4f, 1f, 1f);
        pools.freeObjectBody(w, a);
        Body b = pools.createObjectBody(w, new FakeOwner("b"));
        assertSame(a, b);
        assertEquals(new Vec4(0.5f, 0f, 0f, 1f), b.pushOut().toVec4(), "the next sweep pushes b by a's push-out");
        assertEquals(new Vec4(3f, 0f, 0f, 1f), b.box().min(), "inserted in the x-sorted list at a's place");
        assertEquals(new Vec4(4f, 1f, 1f, 1f), b.box().max());
        Body car = pools.createCarBody(w, new FakeOwner("car"));
        car.scale().set(2f, 2f, 2f, 1f);
        pools.freeCarBody(w, car);
        assertEquals(new Vec4(2f, 2f, 2f, 1f), pools.createCarBody(w, new FakeOwner("car2")).scale().toVec4());
        assertEquals(2, quirks.count(Quirk.CREATE_STALE_FIELDS));
    }

    @Test
    void createStaleFieldsAPaneInheritsItsLastUsersIgnores() {
        // PS2-BUG(PANE_FREE_KEEPS_IGNORES) and PS2-BUG(CREATE_STALE_FIELDS): the next pane in the slot ignores x.
        FakeOwner x = new FakeOwner("x");
        Body pane = pools.createBoxBody(w, new FakeOwner("pane"), 1.2f, 2.0f);
        w.ignoreList().ignore(w, pane, x);
        pools.freeBoxBody(w, pane);
        assertEquals(1, quirks.count(Quirk.PANE_FREE_KEEPS_IGNORES));
        Body next = pools.createBoxBody(w, new FakeOwner("next"), 1f, 1f);
        assertSame(pane, next);
        assertTrue(w.ignoreList().isIgnoring(w, next, x));
        assertEquals(1, quirks.count(Quirk.CREATE_STALE_FIELDS));
    }

    @Test
    void createStaleFieldsAHumanSetKeepsItsPushOut() {
        // PS2-BUG(CREATE_STALE_FIELDS): the human create leaves +0x50 as the last human left it.
        HumanBody hb = pools.createHumanBody(w, standing("a", 1f));
        hb.pushOut().set(0f, 0.25f, 0f, 1f);
        pools.freeHumanBody(w, hb);
        assertSame(hb, pools.createHumanBody(w, standing("b", 1f)));
        assertEquals(new Vec4(0f, 0.25f, 0f, 1f), hb.pushOut().toVec4());
        assertEquals(1, quirks.count(Quirk.CREATE_STALE_FIELDS));
    }

    @Test
    void fixedCreatesStartFromTheConstructedRecordAndPoolsGrow() {
        QuirkCounter fixedQuirks = new QuirkCounter();
        PhysicsWorld fixed = TestWorlds.world("fixed", fixedQuirks, null);
        BodyPools grown = (BodyPools) fixed.bodyPools();
        FakeOwner x = new FakeOwner("x");
        Body pane = grown.createBoxBody(fixed, new FakeOwner("pane"), 1.2f, 2.0f);
        fixed.ignoreList().ignore(fixed, pane, x);
        pane.pushOut().set(0.5f, 0f, 0f, 1f);
        pane.scale().set(2f, 2f, 2f, 1f);
        grown.freeBoxBody(fixed, pane);
        assertEquals(IgnoreSlots.NONE, pane.ignoreHead(), "PANE_FREE_KEEPS_IGNORES corrected");
        Body next = grown.createBoxBody(fixed, new FakeOwner("next"), 1f, 1f);
        assertSame(pane, next);
        assertEquals(new Vec4(0f, 0f, 0f, 1f), next.pushOut().toVec4(), "CREATE_STALE_FIELDS corrected");
        assertEquals(new Vec4(1f, 1f, 1f, 1f), next.scale().toVec4());
        assertFalse(fixed.ignoreList().isIgnoring(fixed, next, x));
        HumanBody hb = grown.createHumanBody(fixed, standing("a", 1f));
        grown.freeHumanBody(fixed, hb);
        // A free set given +0xd4 and a push sphere: the next create must not hand them on.
        hb.setIgnoreLevel(1);
        fixed.humans().setPushSphere(fixed, hb, true);
        SphereShape push = hb.pushSphere();
        assertSame(hb, grown.createHumanBody(fixed, standing("b", 1f)));
        assertEquals(0, hb.ignoreLevel());
        assertNull(hb.pushSphere());
        assertEquals(0, push.flags() & ShapeFlags.ALLOCATED, "the stale push sphere went back to its pool");
        for (int i = 0; i < 60; i++) {
            grown.createHumanBody(fixed, standing("h" + i, 1f));
        }
        assertEquals(120, grown.humanCount(), "HUMAN_BODIES_60 corrected: the 61st create doubled the sets");
        assertSame(grown.human(60), fixed.bodyVector().get(fixed.bodyVector().size() - 1));
        assertEquals(10, bones(grown.human(60)).size(), "a new set built as the constructor builds them");
        assertTrue(fixedQuirks.fired().stream().noneMatch(KernelLibrary.correctedQuirks()::contains),
                "no corrected quirk is reported: " + fixedQuirks.fired());
    }
}
