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
        assertEquals(new Vec4(-0.35f, -0.35f, 0f, 1f), hb.min().toVec4(), "the update bounded the capsule at once");
        assertEquals(new Vec4(0.35f, 0.35f, 2.0f, 1f), hb.max().toVec4());
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
        for (Quirk q : new Quirk[] {Quirk.HUMAN_BODIES_60, Quirk.OBJECT_BODIES_416, Quirk.CAR_BODIES_18, Quirk.PANE_BODIES_255}) {
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
    void punchBagIsTheOneSet() {
        assertSame(pools.punchBag(), pools.createPunchBagBody(w, new FakeHuman("a")));
        // PS2-UNCHECKED(PUNCH_BAG_SINGLE): a second create is refused here, reported.
        assertNull(pools.createPunchBagBody(w, new FakeHuman("b")));
        assertEquals(1, quirks.count(Quirk.PUNCH_BAG_SINGLE));
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
}
