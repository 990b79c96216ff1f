package engine.kernels.frame;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.api.body.Body;
import engine.api.body.BodyFlags;
import engine.api.body.BodyOwner;
import engine.api.body.Contact;
import engine.api.body.HumanBody;
import engine.api.kernel.KernelConfig;
import engine.api.kernel.KernelContext;
import engine.api.kernel.Slot;
import engine.api.kernel.body.BodyFunctions;
import engine.api.kernel.body.HumanBodySet;
import engine.api.kernel.pair.PairOverlap;
import engine.api.kernel.pair.PairSweep;
import engine.api.kernel.sweep.BodySweep;
import engine.api.math.Float4;
import engine.api.math.Mat4;
import engine.api.mesh.CollisionMesh;
import engine.api.mesh.MeshBuilder;
import engine.api.quirk.QuirkCounter;
import engine.api.quirk.QuirkLog;
import engine.api.selection.Profile;
import engine.api.shape.ShapeType;
import engine.api.shape.SphereShape;
import engine.api.slots.Slots;
import engine.kernels.fake.TestWorlds;
import engine.kernels.human.HumanBodies;
import engine.kernels.sweep.BodySweeper;
import engine.kernels.world.BodyRecords;
import engine.kernels.world.PhysicsWorld;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The frame driver: the original's order within a frame (a human's sweep, update, push and strike test; an
 * object's sweep and update; then IPhysics_Step's refresh and settle), scripted owners, determinism, and no
 * allocation per frame once warm. The capsule pair sweep and the sphere-capsule overlap are stand-ins here
 * (allocation-free lambdas); {@link CrowdStreetTest} steps a crowd on the real kernels.
 */
class FrameLoopTest {
    private static final float DT = 1f / 30f;
    private final List<String> log = new ArrayList<>();

    /** A human body set that logs each call of the frame, then runs the library's. */
    private final class LoggingHumans implements HumanBodySet {
        private final HumanBodies real = new HumanBodies(KernelConfig.DEFAULT);

        public void applyHumanScale(KernelContext ctx, HumanBody hb) {
            real.applyHumanScale(ctx, hb);
        }

        public void update(KernelContext ctx, HumanBody hb, BodyOwner o) {
            log.add("human-update:" + o);
            real.update(ctx, hb, o);
        }

        public void moved(KernelContext ctx, HumanBody hb, Mat4 m) {
            real.moved(ctx, hb, m);
        }

        public void setShapeEnabled(KernelContext ctx, HumanBody hb, int id, boolean on) {
            real.setShapeEnabled(ctx, hb, id, on);
        }

        public void setPushSphere(KernelContext ctx, HumanBody hb, boolean on) {
            real.setPushSphere(ctx, hb, on);
        }

        public void addStrikeSphere(KernelContext ctx, HumanBody hb, SphereShape sphere) {
            real.addStrikeSphere(ctx, hb, sphere);
        }

        public void clearStrikeSpheres(KernelContext ctx, HumanBody hb) {
            real.clearStrikeSpheres(ctx, hb);
        }

        public void onStruck(KernelContext ctx, HumanBody hb, Contact c, Float4 push, Float4 move) {
            real.onStruck(ctx, hb, c, push, move);
        }

        public void pushAwayHumans(KernelContext ctx, HumanBody hb) {
            log.add("push:" + hb.owner());
            real.pushAwayHumans(ctx, hb);
        }

        public void testStrikes(KernelContext ctx, HumanBody hb) {
            log.add("strikes:" + hb.owner());
            real.testStrikes(ctx, hb);
        }
    }

    private Map<Slot<?>, Object> loggingKernels() {
        BodySweeper sweeper = new BodySweeper(KernelConfig.DEFAULT);
        BodySweep sweep = (ctx, b, dt, v, out) -> {
            log.add("sweep:" + b.owner());
            sweeper.sweep(ctx, b, dt, v, out);
        };
        BodyRecords records = new BodyRecords(KernelConfig.DEFAULT);
        BodyFunctions functions = new BodyFunctions() {
            public void constructForOwner(KernelContext ctx, Body b, BodyOwner o) {
                records.constructForOwner(ctx, b, o);
            }

            public void setOwner(KernelContext ctx, Body b, BodyOwner o) {
                records.setOwner(ctx, b, o);
            }

            public void addShape(KernelContext ctx, Body b, engine.api.shape.Shape s) {
                records.addShape(ctx, b, s);
            }

            public void update(KernelContext ctx, Body b, BodyOwner o) {
                if (!(b instanceof HumanBody)) {
                    log.add("update:" + o);
                }
                records.update(ctx, b, o);
            }

            public void moved(KernelContext ctx, Body b, Mat4 m) {
                records.moved(ctx, b, m);
            }
        };
        Map<Slot<?>, Object> k = new LinkedHashMap<>();
        k.put(Slots.BODY_SWEEP, sweep);
        k.put(Slots.BODY_FUNCTIONS, functions);
        k.put(Slots.HUMAN_BODY, new LoggingHumans());
        return k;
    }

    /** An object body with a 0.3 m sphere for owner, from the pools, at the owner's position. */
    private static Body crate(PhysicsWorld w, ScriptedOwner owner) {
        Body b = w.bodyPools().createObjectBody(w, owner);
        SphereShape s = w.shapePools().allocObjectSphere(w);
        s.setRadius(0.3f);
        w.bodyFunctions().addShape(w, b, s);
        owner.body(b);
        w.update(b, owner);
        return b;
    }

    private static HumanBody human(PhysicsWorld w, ScriptedHuman h) {
        HumanBody hb = w.bodyPools().createHumanBody(w, h);
        h.body(hb);
        w.humans().update(w, hb, h);
        return hb;
    }

    @Test
    void theFrameRunsEachActorInTheOriginalsOrderThenTheStepsSettle() {
        PhysicsWorld w = TestWorlds.world(new QuirkCounter(), loggingKernels());
        FrameLoop loop = new FrameLoop(w, DT);
        ScriptedHuman h = new ScriptedHuman("H");
        h.moving((frame, o, out) -> out.set(1f, 0f, 0f, 1f));
        HumanBody hb = human(w, h);
        ScriptedOwner c = new ScriptedOwner("C", ActorKind.SWEPT, 8);
        c.position().set(5f, 0f, 0f, 1f);
        c.moving((frame, o, out) -> out.set(0f, 1f, 0f, 1f));
        crate(w, c);
        ScriptedOwner p = new ScriptedOwner("P", ActorKind.POSED, 8);
        p.position().set(-5f, 0f, 0f, 1f);
        Body pane = crate(w, p);
        loop.add(h);
        loop.add(c);
        pane.setFlags(pane.flags() | BodyFlags.DIRTY);
        log.clear();
        loop.step();
        assertEquals(List.of("sweep:H", "human-update:H", "push:H", "strikes:H", "sweep:C", "update:C", "update:P"),
                log, "each actor in order, then the settle updates the dirty body no actor updated");
        assertEquals(1L, loop.frame());
        assertEquals(1, w.bodies().tick(), "IPhysics_Step's counter");
        assertEquals(1f / 30f, h.position().x(), 1e-7);
        assertEquals(1f / 30f, c.position().y(), 1e-7);
        assertTrue((hb.flags() & BodyFlags.DIRTY) == 0);
    }

    @Test
    void theSettleSkipsOwnerlessAndShapelessBodiesAndUpdatesInVectorOrder() {
        PhysicsWorld w = TestWorlds.world(new QuirkCounter(), loggingKernels());
        ScriptedOwner a = new ScriptedOwner("A", ActorKind.POSED, 8);
        ScriptedOwner b = new ScriptedOwner("B", ActorKind.POSED, 8);
        a.position().set(3f, 0f, 0f, 1f);
        Body ba = crate(w, a);
        Body bb = crate(w, b);
        Body bare = w.bodyPools().createObjectBody(w, new ScriptedOwner("bare", ActorKind.POSED, 8));
        ba.setFlags(ba.flags() | BodyFlags.DIRTY);
        bb.setFlags(bb.flags() | BodyFlags.ALWAYS_UPDATE);
        assertEquals(BodyFlags.CREATED_OBJECT, bare.flags(), "dirty, but no shape");
        log.clear();
        w.step();
        assertEquals(List.of("update:A", "update:B"), log);
        log.clear();
        w.step();
        assertEquals(List.of("update:B"), log, "A's dirty bit was cleared; B keeps 0x800");
    }

    @Test
    void aScriptedHumanWalksOneMetreInThirtyFrames() {
        FrameLoop loop = FrameLoop.of(TestWorlds.table("faithful"), null, QuirkLog.NONE, DT);
        ScriptedHuman h = new ScriptedHuman("walker");
        h.moving((frame, o, out) -> out.set(1f, 0f, 0f, 1f));
        human(loop.world(), h);
        loop.add(h);
        loop.step(30);
        assertEquals(1f, h.position().x(), 1e-5);
        assertEquals(30, h.afterMoves());
        assertEquals(30L, loop.frame());
    }

    @Test
    void addRefusesABodyNotInTheWorldOrAHumanWithoutAHumanBody() {
        FrameLoop loop = FrameLoop.of(TestWorlds.table("faithful"), null, QuirkLog.NONE, DT);
        ScriptedHuman h = new ScriptedHuman("h");
        assertThrows(IllegalArgumentException.class, () -> loop.add(h), "no body");
        ScriptedOwner c = new ScriptedOwner("c", ActorKind.HUMAN, 0x40);
        crate(loop.world(), c);
        assertThrows(IllegalArgumentException.class, () -> loop.add(c), "a human actor on an object body");
        assertThrows(IllegalArgumentException.class, () -> new FrameLoop(loop.world(), 0f));
        ScriptedOwner d = new ScriptedOwner("d", ActorKind.SWEPT, 8);
        crate(loop.world(), d);
        loop.add(d);
        assertEquals(1, loop.actorCount());
        assertTrue(loop.remove(d));
        assertEquals(0, loop.actorCount());
    }

    /** A walled street: walls along x at y = ±3 facing the middle, 40 m long. */
    static CollisionMesh street() {
        MeshBuilder b = new MeshBuilder();
        for (int i = 0; i < 10; i++) {
            float x0 = -20f + 4f * i, x1 = x0 + 4f;
            // y = −3, normal +y: (x0, −3, −1), (x1, −3, −1), (x0, −3, 4) wound so e1 × e2 points +y.
            b.triangle(b.vertex(x0, -3f, -1f), b.vertex(x0, -3f, 4f), b.vertex(x1, -3f, -1f), 0x1, 1);
            b.triangle(b.vertex(x1, -3f, -1f), b.vertex(x0, -3f, 4f), b.vertex(x1, -3f, 4f), 0x1, 1);
            b.triangle(b.vertex(x0, 3f, -1f), b.vertex(x1, 3f, -1f), b.vertex(x0, 3f, 4f), 0x1, 1);
            b.triangle(b.vertex(x1, 3f, -1f), b.vertex(x1, 3f, 4f), b.vertex(x0, 3f, 4f), 0x1, 1);
        }
        return b.build(2f);
    }

    /** A stand-in capsule pair sweep that allocates nothing: closest approach within 0.7 m. */
    static final PairSweep CAPSULES = (ctx, out, ownBody, own, otherBody, other, move) -> {
        Float4 c = own.position();
        Float4 o = other.position();
        float mx = move.x(), my = move.y();
        float mm = mx * mx + my * my;
        float t = mm == 0f ? 0f : Math.max(0f, Math.min(1f, ((o.x() - c.x()) * mx + (o.y() - c.y()) * my) / mm));
        float px = c.x() + t * mx - o.x(), py = c.y() + t * my - o.y();
        if (!(px * px + py * py < 0.49f)) {
            return false;
        }
        float nx = c.x() - o.x(), ny = c.y() - o.y();
        float len = (float) Math.sqrt(nx * nx + ny * ny);
        out.normal().set(len == 0f ? -1f : nx / len, len == 0f ? 0f : ny / len, 0f, 0f);
        out.setFraction(t);
        out.setFlags(0);
        out.slide().set(0f, 0f, 0f, 1f);
        return true;
    };

    /** A stand-in push overlap: the push sphere (2 m) meets a capsule whose base is within 2.35 m in xy. */
    static final PairOverlap PUSH = (ctx, out, own, other) -> {
        float dx = own.position().x() - other.position().x(), dy = own.position().y() - other.position().y();
        if (!(dx * dx + dy * dy < 2.35f * 2.35f)) {
            return false;
        }
        out.normal().set(0f, 0f, 1f, 0f);
        out.setFraction(0f);
        return true;
    };

    /** n humans in the street walking at each other, a few with push spheres; the loop of profile. */
    static FrameLoop crowd(String provider, QuirkLog log, int n) {
        Map<Slot<?>, Object> fakes = Map.of(Slots.pairSweep(ShapeType.CAPSULE, ShapeType.CAPSULE), CAPSULES,
                Slots.pairOverlap(ShapeType.SPHERE, ShapeType.CAPSULE), PUSH);
        QuirkCounter unused = new QuirkCounter();
        PhysicsWorld w = TestWorlds.world(Profile.of(provider), unused, fakes, street());
        w = new PhysicsWorld(w.kernels(), w.mesh(), log);
        FrameLoop loop = new FrameLoop(w, DT);
        for (int i = 0; i < n; i++) {
            ScriptedHuman h = new ScriptedHuman("h" + i);
            float x = -15f + (i % 20) * 1.5f, y = i < 20 ? -1.5f : 1.5f;
            h.position().set(x, y, 0f, 1f);
            float vx = i % 2 == 0 ? 2f : -2f, vy = i % 3 == 0 ? 1.5f : -1.5f;
            h.moving((frame, o, out) -> out.set(vx, vy, 0f, 1f));
            HumanBody hb = human(w, h);
            if (i % 5 == 0) {
                w.humans().setPushSphere(w, hb, true);
            }
            loop.add(h);
        }
        return loop;
    }

    @Test
    void aCrowdStepsWithoutAllocatingOnceWarm() {
        com.sun.management.ThreadMXBean sun = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        // A first crowd of each provider loads every class its paths reach (lazy class loading allocates once).
        crowd("faithful", QuirkLog.NONE, 40).step(600);
        crowd("fixed", QuirkLog.NONE, 40).step(600);
        for (String provider : new String[] {"faithful", "fixed"}) {
            FrameLoop loop = crowd(provider, QuirkLog.NONE, 40);
            loop.step(100);
            long before = sun.getCurrentThreadAllocatedBytes();
            loop.step(200);
            long bytes = sun.getCurrentThreadAllocatedBytes() - before;
            assertTrue(bytes < 1024, provider + ": 200 frames of 40 humans allocated " + bytes + " bytes");
        }
    }

    @Test
    void theSameCrowdGivesTheSameBitsTwice() {
        FrameLoop a = crowd("faithful", new QuirkCounter(), 40);
        FrameLoop b = crowd("faithful", new QuirkCounter(), 40);
        a.step(120);
        b.step(120);
        for (int i = 0; i < a.actorCount(); i++) {
            Float4 pa = ((ScriptedOwner) a.actor(i)).position();
            Float4 pb = ((ScriptedOwner) b.actor(i)).position();
            assertEquals(pa.toVec4(), pb.toVec4(), "actor " + i);
        }
        Float4 p0 = ((ScriptedOwner) a.actor(0)).position();
        assertNotEquals(-15f, p0.x(), "the crowd moved");
        for (int i = 0; i < a.actorCount(); i++) {
            float y = ((ScriptedOwner) a.actor(i)).position().y();
            assertTrue(y > -3f && y < 3f, "actor " + i + " stayed between the walls: y = " + y);
        }
    }
}
