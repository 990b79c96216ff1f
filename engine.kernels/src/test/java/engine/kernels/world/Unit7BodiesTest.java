package engine.kernels.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.api.body.Body;
import engine.api.body.BodyFlags;
import engine.api.body.Contact;
import engine.api.kernel.pair.PairOverlap;
import engine.api.kernel.sweep.BodyPass;
import engine.api.kernel.world.ShapeQuery;
import engine.api.math.Float4;
import engine.api.math.Mat4;
import engine.api.math.Vec4;
import engine.api.quirk.Quirk;
import engine.api.quirk.QuirkCounter;
import engine.api.shape.BoxShape;
import engine.api.shape.ShapeType;
import engine.api.shape.SphereShape;
import engine.api.slots.Slots;
import engine.kernels.call.Calls;
import engine.kernels.fake.FakeOwner;
import engine.kernels.fake.TestWorlds;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Unit 7, the body functions: construction, shapes, bounds, the update gate and sweep box, Moved, OverlapShape. */
class Unit7BodiesTest {
    private final QuirkCounter quirks = new QuirkCounter();
    private final PhysicsWorld w = TestWorlds.world(quirks);

    private static Body sphereBody(FakeOwner o, float radius) {
        Body b = new Body();
        b.setOwner(o);
        b.setTypeMask(o.typeMask());
        SphereShape s = new SphereShape();
        s.setRadius(radius);
        TestWorlds.addShape(b, s);
        return b;
    }

    @Test
    void physicsNodeInitAndConstructForOwner() {
        FakeOwner o = new FakeOwner("o");
        o.typeMask = 0x8;
        Body b = TestWorlds.bodyFor(w, o);
        assertSame(o, b.owner());
        assertEquals(0x8, b.typeMask());
        assertEquals(0x80000400, b.flags());
        assertEquals(-1, b.index(), "in no vector yet");
        b.setBox(new Float4(1f, 2f, 3f, 4f), new Float4(0f, 0f, 0f, 1f));
        BodyRecords.nodeInit(b);
        assertEquals(Vec4.ZERO_POINT, b.box().min());
        assertEquals(0, TestWorlds.bodyFor(w, null).typeMask(), "a null owner leaves the type mask");
    }

    @Test
    void setOwnerNullKeepsTheTypeMask() {
        FakeOwner o = new FakeOwner("o");
        o.typeMask = 0x40;
        Body b = new Body();
        w.bodyFunctions().setOwner(w, b, o);
        w.bodyFunctions().setOwner(w, b, null);
        assertNull(b.owner());
        assertEquals(0x40, b.typeMask());
    }

    @Test
    void addShapeAppendsAndDestroyDropsTheFirstShape() {
        Body b = new Body();
        SphereShape a = new SphereShape();
        SphereShape c = new SphereShape();
        TestWorlds.addShape(b, a);
        TestWorlds.addShape(b, c);
        assertSame(a, BodyRecords.getShapes(b));
        assertSame(c, a.next());
        BodyRecords.destroy(b);
        assertNull(b.firstShape());
    }

    @Test
    void computeAndAddShapeBounds() {
        PhysicsWorld w = TestWorlds.world(quirks);
        Body b = new Body();
        SphereShape s = new SphereShape();
        s.setRadius(0.5f);
        s.centre().set(1f, 2f, 3f, 1f);
        SphereShape t = new SphereShape();
        t.setRadius(0.5f);
        t.centre().set(4f, 2f, 3f, 1f);
        Calls.bodyBounds(w, b, s, new Float4(), new Float4());
        Calls.addBodyShapeBounds(w, b, t, new Float4(), new Float4());
        assertEquals(new Vec4(0.5f, 1.5f, 2.5f, 1f), b.box().min());
        assertEquals(new Vec4(4.5f, 2.5f, 3.5f, 1f), b.box().max());
    }

    @Test
    void updateGate() {
        PhysicsWorld w = TestWorlds.world(quirks);
        FakeOwner o = new FakeOwner("o").at(Vec4.point(3f, 0f, 0f), engine.api.math.Quat.IDENTITY);
        Body b = sphereBody(o, 0.5f);
        // b and two equals of its (unposed) min x 0: the list is b E F, and a reinsert of b walks forward from the
        // head past its equals, so every reinsert shows as a change of order.
        w.addBody(b);
        Body e = TestWorlds.box("E", 0f, 1f);
        Body f = TestWorlds.box("F", 0f, 1f);
        w.addBody(e);
        w.addBody(f);
        assertEquals(List.of("o", "E", "F"), TestWorlds.names(w));
        b.setFlags(0);
        w.update(b, o);
        assertEquals(Vec4.ZERO_POINT, b.box().min(), "flags 0: nothing posed, nothing re-bounded");
        assertEquals(List.of("o", "E", "F"), TestWorlds.names(w), "flags 0: not reinserted");
        b.setFlags(BodyFlags.ALWAYS_UPDATE);
        w.update(b, o);
        assertEquals(2.5f, b.minX());
        assertEquals(List.of("E", "F", "o"), TestWorlds.names(w), "0x800: reinserted at its new min x 2.5");
        // To min x -1: a reinsert from its previous node F walks backward to the head.
        o.position = Vec4.point(-0.5f, 0f, 0f);
        w.update(b, o);
        assertEquals(-1f, b.minX(), "0x800 poses every call");
        assertEquals(List.of("o", "E", "F"), TestWorlds.names(w), "0x800: reinserted every call");
        assertEquals(BodyFlags.ALWAYS_UPDATE, b.flags());
        b.setFlags(BodyFlags.DIRTY);
        o.position = Vec4.point(7f, 0f, 0f);
        w.update(b, o);
        assertEquals(6.5f, b.minX());
        assertEquals(List.of("E", "F", "o"), TestWorlds.names(w), "dirty: reinserted");
        assertEquals(0, b.flags(), "the dirty bit is cleared");
        o.position = Vec4.point(-9f, 0f, 0f);
        w.update(b, o);
        assertEquals(6.5f, b.minX(), "the next call does nothing");
        assertEquals(List.of("E", "F", "o"), TestWorlds.names(w), "and does not reinsert");
    }

    @Test
    void constructForOwnerStaleKeepsTheRecordsScaleAndANullOwnersTypeMask() {
        // PS2-BUG(CONSTRUCT_FOR_OWNER_STALE): a record that held scale (2, 2, 2, 1) and type mask 0x40 keeps both
        // when rebuilt for a null owner; for an owner the mask is the owner's, the scale still the stale one.
        Body b = new Body();
        b.scale().set(2f, 2f, 2f, 1f);
        b.setTypeMask(0x40);
        b.setFlags(0);
        w.bodyFunctions().constructForOwner(w, b, null);
        assertEquals(new Vec4(2f, 2f, 2f, 1f), b.scale().toVec4());
        assertEquals(0x40, b.typeMask());
        assertEquals(0x80000400, b.flags(), "the rest is PhysicsBody_Construct's");
        assertEquals(1, quirks.count(engine.api.quirk.Quirk.CONSTRUCT_FOR_OWNER_STALE));
        FakeOwner o = new FakeOwner("o");
        o.typeMask = 0x8;
        w.bodyFunctions().constructForOwner(w, b, o);
        assertEquals(0x8, b.typeMask());
        assertEquals(new Vec4(2f, 2f, 2f, 1f), b.scale().toVec4());
        assertEquals(2, quirks.count(engine.api.quirk.Quirk.CONSTRUCT_FOR_OWNER_STALE));
        // Control: a fresh record has nothing stale to keep, and nothing is reported.
        quirks.reset();
        w.bodyFunctions().constructForOwner(w, new Body(), null);
        assertEquals(0, quirks.count(engine.api.quirk.Quirk.CONSTRUCT_FOR_OWNER_STALE));
    }

    @Test
    void addShapeUncheckedAChainedShapeGivenAgainIsRefusedWithTheChainLeftAsItWas() {
        // PS2-UNCHECKED(ADD_SHAPE_UNCHECKED): the original links a after c although it heads the chain, a loop no
        // later walk leaves; the kernel refuses it with an error and reports the quirk.
        Body b = new Body();
        SphereShape a = new SphereShape();
        SphereShape c = new SphereShape();
        w.bodyFunctions().addShape(w, b, a);
        w.bodyFunctions().addShape(w, b, c);
        org.junit.jupiter.api.Assertions.assertThrows(IllegalStateException.class,
                () -> w.bodyFunctions().addShape(w, b, a));
        assertSame(a, b.firstShape());
        assertSame(c, a.next());
        assertNull(c.next(), "no loop");
        assertEquals(1, quirks.count(engine.api.quirk.Quirk.ADD_SHAPE_UNCHECKED));
        // A shape of another chain is appended as the original does (its own next comes along).
        Body other = new Body();
        w.bodyFunctions().addShape(w, other, c);
        assertSame(c, other.firstShape());
        assertEquals(1, quirks.count(engine.api.quirk.Quirk.ADD_SHAPE_UNCHECKED));
    }

    @Test
    void updateSweepBoxCoversTheNewPoseAndOneMoveAhead() {
        // PS2-BUG(UPDATE_SWEEP_AHEAD): the box is [0.65, 2.35], not the path [-0.35, 1.35].
        List<String> met = new ArrayList<>();
        BodyPass recorder = (ctx, lo, hi, body, shape, contacts, sorted, count, move) -> {
            Body[] out = new Body[16];
            int n = ctx.kernels().get(Slots.BOX_QUERY).queryBox(ctx, out, lo, hi, body, body.owner(), -1, 0);
            for (int i = 0; i < n; i++) {
                met.add(String.valueOf(out[i].owner()));
            }
            assertEquals(0.65f, lo.x(), 1e-6);
            assertEquals(2.35f, hi.x(), 1e-6);
            assertEquals(new Vec4(1f, 0f, 0f, 1f), move.toVec4());
            return 0;
        };
        PhysicsWorld w = TestWorlds.world(quirks, Map.of(Slots.BODY_PASS, recorder));
        FakeOwner o = new FakeOwner("mover").at(Vec4.point(1f, 0f, 0f), engine.api.math.Quat.IDENTITY);
        Body b = sphereBody(o, 0.35f);
        b.setFlags(BodyFlags.UPDATE_SWEEP);
        w.addBody(b);
        Body behind = TestWorlds.box("behind", 0.1f, 0.4f);
        behind.setBox(0.1f, -1f, -1f, 0.4f, 1f, 1f);
        Body ahead = TestWorlds.box("ahead", 2.0f, 2.2f);
        ahead.setBox(2.0f, -1f, -1f, 2.2f, 1f, 1f);
        w.addBody(behind);
        w.addBody(ahead);
        w.update(b, o);
        assertEquals(List.of("ahead"), met);
    }

    @Test
    void movedSetsTheFirstShapeFromTheMatrixAndReBoundsIt() {
        PhysicsWorld w = TestWorlds.world(quirks);
        Body b = new Body();
        BoxShape box = new BoxShape();
        box.setSize(2f, 2f, 2f);
        TestWorlds.addShape(b, box);
        w.addBody(b);
        Mat4 m = Mat4.ofRows(new Vec4(1f, 0f, 0f, 0f), new Vec4(0f, 1f, 0f, 0f), new Vec4(0f, 0f, 1f, 0f),
                Vec4.point(5f, 5f, 0f));
        w.moved(b, m);
        assertEquals(new Vec4(4f, 4f, -1f, 1f), b.box().min());
        assertEquals(new Vec4(6f, 6f, 1f, 1f), b.box().max());
    }

    /** An overlap entry that always hits and counts its calls. */
    private static final class AlwaysHits implements PairOverlap {
        int calls;

        @Override
        public boolean overlap(engine.api.kernel.KernelContext ctx, Contact out, engine.api.shape.Shape own,
                               engine.api.shape.Shape other) {
            calls++;
            out.setFraction(0f);
            return true;
        }
    }

    private record OverlapWorld(PhysicsWorld world, AlwaysHits fake, Body querying, Body candidate) {
    }

    private OverlapWorld overlapWorld() {
        AlwaysHits fake = new AlwaysHits();
        PhysicsWorld w = TestWorlds.world(quirks, Map.of(Slots.pairOverlap(ShapeType.SPHERE, ShapeType.SPHERE), fake));
        FakeOwner qo = new FakeOwner("q");
        qo.typeMask = 0x40;
        Body q = sphereBody(qo, 1f);
        q.setTypeMask(0x40);
        Calls.bodyBounds(w, q, q.firstShape(), new Float4(), new Float4());
        w.addBody(q);
        FakeOwner co = new FakeOwner("c");
        co.typeMask = 0x40;
        Body c = sphereBody(co, 1f);
        c.setTypeMask(0x40);
        Calls.bodyBounds(w, c, c.firstShape(), new Float4(), new Float4());
        w.addBody(c);
        return new OverlapWorld(w, fake, q, c);
    }

    private static Contact[] contacts(int n) {
        Contact[] out = new Contact[n];
        for (int i = 0; i < n; i++) {
            out[i] = new Contact();
        }
        return out;
    }

    @Test
    void overlapOptionsMaxZeroTestsNoCandidate() {
        OverlapWorld ow = overlapWorld();
        ShapeQuery q = new ShapeQuery().set(ow.querying(), ow.querying().firstShape()).setOptions(0x12)
                .setTypeMask(0x40).setMax(0);
        assertEquals(0, ow.world().overlaps().overlapShape(ow.world(), contacts(4), q));
        assertEquals(0, ow.fake().calls);
    }

    @Test
    void overlapOptions2012EqualTo12AndTwoShapesGiveTwoContacts() {
        OverlapWorld ow = overlapWorld();
        SphereShape second = new SphereShape();
        second.setRadius(1f);
        TestWorlds.addShape(ow.candidate(), second);
        Contact[] out = contacts(8);
        ShapeQuery q = new ShapeQuery().set(ow.querying(), ow.querying().firstShape()).setTypeMask(0x40).setMax(8);
        int with2000 = ow.world().overlaps().overlapShape(ow.world(), out, q.setOptions(0x2012));
        assertEquals(1, quirks.count(Quirk.OVERLAP_OPTIONS_UNREAD), "reported: 0x2000 given, not read");
        int without = ow.world().overlaps().overlapShape(ow.world(), out, q.setOptions(0x12));
        assertEquals(1, quirks.count(Quirk.OVERLAP_OPTIONS_UNREAD), "no 0x2000: nothing to report");
        assertEquals(2, with2000, "two shapes on one candidate give two contacts");
        // PS2-DESIGN(OVERLAP_OPTIONS_UNREAD): the push sphere's 0x2000 has no effect on OverlapShape.
        assertEquals(with2000, without, "0x2000 is not read");
        assertSame(ow.candidate().owner(), out[0].otherOwner());
        assertSame(ow.querying().owner(), out[0].ownOwner());
        assertEquals(-1, out[0].triangle());
    }

    @Test
    void overlapOption80SkipsTheSameNonZeroGroup() {
        OverlapWorld ow = overlapWorld();
        ow.querying().setGroup(7);
        ow.candidate().setGroup(7);
        ShapeQuery q = new ShapeQuery().set(ow.querying(), ow.querying().firstShape()).setOptions(0x92)
                .setTypeMask(0x40).setMax(4);
        assertEquals(0, ow.world().overlaps().overlapShape(ow.world(), contacts(4), q));
        ow.candidate().setGroup(0);
        assertEquals(1, ow.world().overlaps().overlapShape(ow.world(), contacts(4), q));
        assertTrue(ow.fake().calls >= 1);
    }

    @Test
    void overlapOption100AsksTheQueryingOwner() {
        OverlapWorld ow = overlapWorld();
        ((FakeOwner) ow.querying().owner()).mayTouch = other -> false;
        ShapeQuery q = new ShapeQuery().set(ow.querying(), ow.querying().firstShape()).setOptions(0x102).setMax(4);
        assertEquals(0, ow.world().overlaps().overlapShape(ow.world(), contacts(4), q));
        assertEquals(1, ow.world().overlaps().overlapShape(ow.world(), contacts(4), q.setOptions(0x2)),
                "without 0x100 it is not asked");
    }

    @Test
    void overlapOption200TestsOnlyEnabledShapes() {
        OverlapWorld ow = overlapWorld();
        ow.candidate().firstShape().setFlags(0);
        ShapeQuery q = new ShapeQuery().set(ow.querying(), ow.querying().firstShape()).setOptions(0x202).setMax(4);
        assertEquals(0, ow.world().overlaps().overlapShape(ow.world(), contacts(4), q));
        assertEquals(1, ow.world().overlaps().overlapShape(ow.world(), contacts(4), q.setOptions(0x2)),
                "without 0x200 it is tested");
    }

    @Test
    void overlapOption400UsesTheGivenBox() {
        OverlapWorld ow = overlapWorld();
        ShapeQuery q = new ShapeQuery().set(ow.querying(), ow.querying().firstShape()).setOptions(0x402).setMax(4);
        q.boxMin().set(50f, 50f, 50f, 1f);
        q.boxMax().set(51f, 51f, 51f, 1f);
        assertEquals(0, ow.world().overlaps().overlapShape(ow.world(), contacts(4), q),
                "a box far away finds no candidate");
    }

    @Test
    void overlapThe51stHitIsTheCataloguedLimit() {
        // PS2-LIMIT(OVERLAP_CONTACTS_50): a 51st hit would write over the sorted pointers; collecting stops at 50.
        OverlapWorld ow = overlapWorld();
        for (int i = 0; i < 50; i++) {
            SphereShape extra = new SphereShape();
            extra.setRadius(1f);
            TestWorlds.addShape(ow.candidate(), extra);
        }
        ShapeQuery q = new ShapeQuery().set(ow.querying(), ow.querying().firstShape()).setOptions(0x2).setMax(64);
        assertEquals(50, ow.world().overlaps().overlapShape(ow.world(), contacts(64), q));
        assertEquals(1, quirks.count(engine.api.quirk.Quirk.OVERLAP_CONTACTS_50));
    }

    @Test
    void addShapeUncheckedAddingAChainedShapeAgainMakesALoop() {
        // PS2-UNCHECKED(ADD_SHAPE_UNCHECKED): a is appended after c although it heads the chain.
        Body b = new Body();
        SphereShape a = new SphereShape();
        SphereShape c = new SphereShape();
        TestWorlds.addShape(b, a);
        TestWorlds.addShape(b, c);
        TestWorlds.addShape(b, a);
        assertSame(a, b.firstShape());
        assertSame(c, a.next());
        assertSame(a, c.next(), "a -> c -> a -> ...: the chain has no end");
        // A lone shape added twice points at itself.
        Body lone = new Body();
        SphereShape s = new SphereShape();
        TestWorlds.addShape(lone, s);
        TestWorlds.addShape(lone, s);
        assertSame(s, s.next());
    }

    @Test
    void movedFirstShapeOnlyLeavesTheSecondShapeOutOfTheBoundAndKeepsTheDirtyBit() {
        // PS2-BUG(MOVED_FIRST_SHAPE_ONLY): the sphere at (10, 5, 0) is neither reset nor bounded.
        PhysicsWorld w = TestWorlds.world(quirks);
        Body b = new Body();
        BoxShape box = new BoxShape();
        box.setSize(2f, 2f, 2f);
        SphereShape far = new SphereShape();
        far.setRadius(0.5f);
        far.centre().set(10f, 5f, 0f, 1f);
        far.previous().set(9f, 5f, 0f, 1f);
        TestWorlds.addShape(b, box);
        TestWorlds.addShape(b, far);
        w.addBody(b);
        b.setFlags(BodyFlags.DIRTY);
        Mat4 m = Mat4.ofRows(new Vec4(1f, 0f, 0f, 0f), new Vec4(0f, 1f, 0f, 0f), new Vec4(0f, 0f, 1f, 0f),
                Vec4.point(5f, 5f, 0f));
        w.moved(b, m);
        assertEquals(new Vec4(4f, 4f, -1f, 1f), b.box().min());
        assertEquals(new Vec4(6f, 6f, 1f, 1f), b.box().max(), "a bound of both shapes would reach x 10.5");
        assertEquals(new Vec4(5f, 5f, 0f, 1f), box.centre().toVec4());
        assertEquals(new Vec4(0f, 0f, 0f, 1f), box.previous().toVec4(), "the first shape's previous is reset");
        assertEquals(new Vec4(10f, 5f, 0f, 1f), far.centre().toVec4());
        assertEquals(new Vec4(9f, 5f, 0f, 1f), far.previous().toVec4(), "the second shape's previous is not");
        assertEquals(BodyFlags.DIRTY, b.flags(), "the dirty bit is left set");
        // Control: the shapes' own bounds, merged as Update does, do cover the sphere.
        Calls.bodyBounds(w, b, box, new Float4(), new Float4());
        Calls.addBodyShapeBounds(w, b, far, new Float4(), new Float4());
        assertEquals(new Vec4(10.5f, 6f, 1f, 1f), b.box().max());
    }
}
