package engine.kernels.sweep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.api.body.Body;
import engine.api.body.BodyFlags;
import engine.api.body.Contact;
import engine.api.body.ContactAnswer;
import engine.api.body.HumanBody;
import engine.api.body.OwnerState;
import engine.api.body.TypeMask;
import engine.api.kernel.Slot;
import engine.api.kernel.sweep.BodySweep;
import engine.api.math.Float4;
import engine.api.math.Vec4;
import engine.api.mesh.CollisionMesh;
import engine.api.mesh.MeshBuilder;
import engine.api.quirk.Quirk;
import engine.api.quirk.QuirkCounter;
import engine.api.shape.CapsuleShape;
import engine.api.shape.Shape;
import engine.api.shape.ShapeType;
import engine.api.shape.SphereShape;
import engine.api.slots.Slots;
import engine.kernels.correction.Lockstep;
import engine.kernels.correction.Mode;
import engine.kernels.correction.Snapshot;
import engine.kernels.fake.FakeHuman;
import engine.kernels.fake.FakeOwner;
import engine.kernels.fake.TestWorlds;
import engine.kernels.world.PhysicsWorld;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.From;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;
import net.jqwik.api.statistics.Statistics;

/**
 * The differential rule on Unit 3's body sweep: generated meshes of walls (and a floor), owners answering scripted
 * codes, velocities, push-outs and body scales; sweeps of a sphere or capsule mover (or an airborne human over the
 * floor) give bit-identical results under the faithful and the fixed kernels, and under mixed profiles, unless a
 * correction that explains it fired in that call (compared after every sweep, stopping at the first excused
 * difference). Most movers have scale 1 (a scaled one fires SWEEP_BOX_UNSCALED at every sweep, so no call of it is
 * a bit-identity check). Also: the fixed sweep allocates nothing per call.
 */
class SweepDifferentialProperties {


    /** A wall: side 0 +x, 1 −x, 2 +y, 3 −y, at distance d (m) from the origin, facing the mover. */
    record Wall(int side, float d) {
    }

    /** The mover and its world. */
    record Scene(boolean capsule, float radius, int scaleKind, List<Wall> walls, float cellSize, boolean human) {
    }

    /** What the owner answers and how it moves. */
    record Motion(int answer, float e, float k, Vec4 velocity, Vec4 pushOut, int bodyFlags, int steps, int tail) {
    }

    @Provide
    Arbitrary<Scene> scenes() {
        Arbitrary<Wall> wall = Combinators.combine(Arbitraries.integers().between(0, 3),
                Arbitraries.integers().between(2, 12).map(i -> i * 0.1f)).as(Wall::new);
        return Combinators.combine(Arbitraries.of(false, true), Arbitraries.integers().between(2, 5).map(i -> i * 0.1f),
                Arbitraries.frequency(Tuple.of(16, 0), Tuple.of(2, 1), Tuple.of(1, 2)), wall.list().ofMaxSize(3),
                Arbitraries.of(0.2f, 0.5f, 2f), Arbitraries.frequency(Tuple.of(8, false), Tuple.of(2, true)))
                .as(Scene::new);
    }

    @Provide
    Arbitrary<Motion> motions() {
        Arbitrary<Integer> answer = Arbitraries.frequency(Tuple.of(6, 0), Tuple.of(8, 1), Tuple.of(3, 2),
                Tuple.of(1, 3), Tuple.of(1, 5), Tuple.of(1, ContactAnswer.DONE | 1),
                Tuple.of(1, ContactAnswer.SCALE | 1),
                Tuple.of(1, ContactAnswer.ABORT | 1), Tuple.of(1, ContactAnswer.SCALE | 2));
        Arbitrary<Float> fast = Arbitraries.integers().between(-48, 48).map(i -> i * 0.5f);
        Arbitrary<Float> slow = Arbitraries.integers().between(-4, 4).map(i -> i * 0.25f);
        Arbitrary<Float> v = Arbitraries.frequencyOf(Tuple.of(1, fast), Tuple.of(1, slow));
        Arbitrary<Vec4> velocity = Combinators.combine(v, v, v).as((x, y, z) -> new Vec4(x, y, z, 0f));
        Arbitrary<Float> p = Arbitraries.integers().between(-10, 10).map(i -> i * 0.01f);
        Arbitrary<Vec4> push = Arbitraries.frequencyOf(Tuple.of(2, Arbitraries.just(new Vec4(0f, 0f, 0f, 1f))),
                Tuple.of(1, Combinators.combine(p, p, p).as((x, y, z) -> new Vec4(x, y, z, 1f))));
        Arbitrary<Integer> flags = Arbitraries.of(BodyFlags.WRITE_BACK_VELOCITY, 0,
                BodyFlags.WRITE_BACK_VELOCITY | BodyFlags.PUSH_OUT_UNWEIGHTED);
        // After the steps, now and then one more sweep aimed at a rare correction (see TAIL).
        Arbitrary<Integer> tail = Arbitraries.frequency(Tuple.of(5, 0), Tuple.of(1, 1), Tuple.of(1, 2), Tuple.of(1, 3),
                Tuple.of(2, 4));
        return Combinators.combine(answer, Arbitraries.of(0f, 0.1f, 0.5f, 1f), Arbitraries.of(1f, 2f), velocity, push,
                flags, Arbitraries.integers().between(1, 3), tail).as(Motion::new);
    }

    @Provide
    Arbitrary<Set<Slot<?>>> mixes() {
        return Arbitraries.of(Set.of(Slots.BODY_SWEEP), Set.of(Slots.CONTACT_RESOLUTION), Set.of(Slots.CONTACT_LISTS),
                Set.of(Slots.BODY_SWEEP, Slots.CONTACT_RESOLUTION));
    }

    /** A rig: a world over the scene's mesh, the mover's owner and body, and the velocity the sweeps carry. */
    static final class Rig {
        final PhysicsWorld w;
        final FakeOwner owner;
        final Body body;
        final Float4 v;
        int velocities;
        int positions;
        int contacts;

        Rig(Mode mode, Scene scene, Motion motion) {
            w = mode.world(mesh(scene));
            Object[] made = mover(w, scene, motion);
            owner = (FakeOwner) made[0];
            body = (Body) made[1];
            v = new Float4().set(motion.velocity());
        }
    }

    /** One PhysicsBody_Sweep: its result and everything the owner saw during it (new velocities, moves, contacts). */
    static final Lockstep.Entry<Rig, Integer> SWEEP = new Lockstep.Entry<>("PhysicsBody_Sweep", reached(),
            (r, step, out) -> {
                Float4 o = new Float4(99f, 99f, 99f, 99f);
                r.w.kernels().get(Slots.BODY_SWEEP).sweep(r.w, r.body, SweepScene.DT, r.v, o);
                out.put("out", Snapshot.of(o));
                out.put("position", Snapshot.of(r.owner.position));
                out.put("stuck", r.body.stuckCounter());
                out.put("pushOut", Snapshot.of(r.body.pushOut()));
                out.put("bodyFlags", r.body.flags());
                out.put("velocity", Snapshot.of(r.v));
                out.put("velocitiesSet", Snapshot.of(r.owner.velocities.subList(r.velocities, r.owner.velocities.size())));
                out.put("positionsSet", Snapshot.of(r.owner.positionsSet.subList(r.positions,
                        r.owner.positionsSet.size())));
                List<Object> cs = new ArrayList<>();
                for (Contact c : r.owner.contacts.subList(r.contacts, r.owner.contacts.size())) {
                    cs.add(Snapshot.of(c.fraction(), c.normal(), c.point(), c.flags(), c.triangle()));
                }
                out.put("contacts", cs);
                out.put("afterMove", r.owner.afterMoveCalls);
                r.velocities = r.owner.velocities.size();
                r.positions = r.owner.positionsSet.size();
                r.contacts = r.owner.contacts.size();
            });

    /**
     * A last sweep after the steps: at rest with a pending push-out of 0.00002 m (tail 1, PUSH_OUT_CONSUMED: far below
     * the move threshold), at (0.0001, 0, 0) m/s (tail 2, SWEEP_OUT_UNWRITTEN: too slow to move), or an airborne
     * human put back 0.1 m over the floor (these tails make the scene a human's, {@link #lockstep}) falling at 15 m/s
     * (tail 3, LANDING_POINT_UNWRITTEN) or, its sphere 0.05 m into the floor, rising at (1, 0, 2) m/s answering 2
     * with e = 0.1 (tail 4, BOUNCE_DAMPS_OUTGOING: a bounce off a surface the velocity already leaves).
     */
    static final Lockstep.Entry<Rig, Integer> TAIL = new Lockstep.Entry<>("PhysicsBody_Sweep (rare)", reached(),
            (r, tail, out) -> {
                switch (tail) {
                    case 1 -> {
                        r.body.pushOut().set(0.00002f, 0f, 0f, 1f);
                        r.v.set(0f, 0f, 0f, 0f);
                    }
                    case 2 -> r.v.set(0.0001f, 0f, 0f, 0f);
                    default -> {
                        FakeHuman h = (FakeHuman) r.owner;
                        h.stateFlags = OwnerState.AIRBORNE;
                        h.position = Vec4.point(0.25f, 0.5f, -0.5f);
                        h.upper = new Float4(0.25f, 0.5f, 0.38f, 1f);
                        r.w.pose(r.body.firstShape(), h);
                        if (tail == 3) {
                            r.v.set(0f, 0f, -15f, 0f);
                        } else {
                            // The sphere (1 m over the feet) 0.05 m into the floor at z = -0.6.
                            float r2 = ((SphereShape) r.body.firstShape()).radius();
                            h.position = Vec4.point(0f, 0f, -0.6f + r2 - 0.05f - 1f);
                            r.w.pose(r.body.firstShape(), h);
                            h.answer = 2;
                            h.attributes.put(8, 0.1f);
                            r.v.set(1f, 0f, 2f, 0f);
                        }
                    }
                }
                SWEEP.invoke().run(r, -1, out);
            });

    /**
     * The slots one PhysicsBody_Sweep reaches (Unit 3, and what its kernels call): its own, the shape's bounds and
     * pose, the mesh sweeps and their contact sort, the body pass with its box query and pair sweeps, the contact
     * lists, the resolution and the human body set it tells of a push. Not the body list, body functions, ignore
     * slots, pools, overlaps or the 2D movement: a correction of those firing in a sweep excuses nothing.
     */
    static Set<Slot<?>> reached() {
        Set<Slot<?>> out = new java.util.LinkedHashSet<>(List.of(Slots.BODY_SWEEP, Slots.SHAPE_BOUNDS,
                Slots.SHAPE_POSE, Slots.MESH_CONTACT_SORT, Slots.BODY_PASS, Slots.BOX_QUERY, Slots.CONTACT_LISTS,
                Slots.CONTACT_RESOLUTION, Slots.HUMAN_BODY));
        for (ShapeType own : ShapeType.values()) {
            out.add(Slots.meshSweep(own));
            for (ShapeType other : ShapeType.values()) {
                out.add(Slots.pairSweep(own, other));
            }
        }
        out.remove(null);
        return out;
    }

    /**
     * The corrections checked at 2%: SWEEP_BOX_UNSCALED (scaled movers), PASS_BOX_FROM_START (walls met, then a
     * slide), PUSH_OUT_CONSUMED, SWEEP_OUT_UNWRITTEN, LANDING_POINT_UNWRITTEN and BOUNCE_DAMPS_OUTGOING (the tail
     * sweeps). The rest of DECLARED belongs to other entry points and never fires here (counted).
     */
    static final List<Quirk> CHECKED = List.of(Quirk.SWEEP_BOX_UNSCALED, Quirk.PASS_BOX_FROM_START,
            Quirk.PUSH_OUT_CONSUMED, Quirk.SWEEP_OUT_UNWRITTEN, Quirk.LANDING_POINT_UNWRITTEN,
            Quirk.BOUNCE_DAMPS_OUTGOING);

    /** The family's own corrections (the mesh, pose and pair ones are their families'). */
    static final List<Quirk> DECLARED = Lockstep.declared(Set.of(Slots.BODY_SWEEP, Slots.CONTACT_RESOLUTION,
            Slots.CONTACT_LISTS));

    /** The lockstep of one try; a try ending in a human's tail (3 or 4) has a human mover. */
    private static Lockstep<Rig> lockstep(Scene scene, Motion motion) {
        Scene sc = motion.tail() >= 3 && !scene.human()
                ? new Scene(false, scene.radius(), scene.scaleKind(), scene.walls(), scene.cellSize(), true) : scene;
        return new Lockstep<>(mode -> new Rig(mode, sc, motion), r -> r.w.kernels(), Map.of(), true);
    }

    private static List<Lockstep.Call<Rig>> calls(Motion motion) {
        List<Lockstep.Call<Rig>> out = new ArrayList<>();
        for (int i = 0; i < motion.steps(); i++) {
            out.add(SWEEP.with(i));
        }
        if (motion.tail() != 0) {
            out.add(TAIL.with(motion.tail()));
        }
        return out;
    }

    @Property(tries = 600)
    void fixedAgreesWithFaithfulCallByCallWhereNoCorrectionFired(@ForAll("scenes") Scene scene,
                                                                 @ForAll("motions") Motion motion,
                                                                 @ForAll("mixes") Set<Slot<?>> fixed) {
        Lockstep<Rig> l = lockstep(scene, motion);
        // RSQRT_ZERO (the capsule mesh sweep's) fires at most capsule wall contacts: kept in the coverage run, then
        // every correction on in a second run.
        Lockstep.Outcome o = l.run(Mode.fixedWithout(Quirk.RSQRT_ZERO, Slots.meshSweep(ShapeType.CAPSULE)),
                calls(motion));
        Lockstep.report(o, CHECKED);
        Lockstep.Outcome all = l.fixed(calls(motion));
        for (Quirk q : all.fired()) {
            Statistics.label("fired, every correction on").collect(q.id());
        }
        for (Quirk q : DECLARED) {
            if (CHECKED.contains(q)) {
                continue;
            }
            Statistics.label("fired " + q.id() + " (counted)").collect(o.fired().contains(q));
        }
        l.run(Mode.mixed(fixed), calls(motion));
    }

    /** The mutation check: a fixed body sweep whose out velocity's x is one ulp off is caught; fixed never is. */
    @Example
    void aBodySweepDivergingOutsideItsQuirksIsCaught() {
        List<Scene> scenes = Lockstep.samples(scenes(), 200, 24L);
        List<Motion> motions = Lockstep.samples(motions(), 200, 25L);
        int caught = 0;
        int fixedCaught = 0;
        for (int i = 0; i < 200; i++) {
            Lockstep<Rig> l = lockstep(scenes.get(i), motions.get(i));
            List<List<Lockstep.Call<Rig>>> one = List.of(calls(motions.get(i)));
            caught += l.caught(() -> Mode.mutant("off", Slots.BODY_SWEEP, k -> (ctx, body, dt, v, out) -> {
                k.sweep(ctx, body, dt, v, out);
                out.set(Math.nextUp(out.x()), out.y(), out.z(), out.w());
            }), one);
            fixedCaught += l.caught(Mode::fixed, one);
        }
        assertTrue(caught > 0, "the body sweep mutant survived 200 samples");
        assertEquals(0, fixedCaught, "the unmutated fixed kernels were caught");
        Statistics.label("mutant body-sweep: samples that caught it (of 200)").collect(caught);
    }

    /** The mesh of a scene: its walls (big triangles facing the origin), a floor at z = −0.6 and a far corner. */
    static CollisionMesh mesh(Scene scene) {
        MeshBuilder b = new MeshBuilder();
        for (Wall w : scene.walls()) {
            float[] n = switch (w.side()) {
                case 0 -> new float[] {-1f, 0f, 0f};
                case 1 -> new float[] {1f, 0f, 0f};
                case 2 -> new float[] {0f, -1f, 0f};
                default -> new float[] {0f, 1f, 0f};
            };
            // The plane at −n × d; two tangent points and a top point on it.
            float px = -n[0] * w.d(), py = -n[1] * w.d();
            float tx = n[1], ty = -n[0];
            float[] a = {px - 3f * tx, py - 3f * ty, -1f};
            float[] c = {px + 3f * tx, py + 3f * ty, -1f};
            float[] top = {px, py, 3f};
            SweepCorrectionCases.triangle(b, a, top, c, n);
        }
        SweepCorrectionCases.triangle(b, new float[] {-3f, -3f, -0.6f}, new float[] {3f, -3f, -0.6f},
                new float[] {0f, 3f, -0.6f}, new float[] {0f, 0f, 1f});
        return b.build(scene.cellSize());
    }

    /** The scene's mover in w: its owner and body, posed. */
    static Object[] mover(PhysicsWorld w, Scene scene, Motion motion) {
        FakeOwner owner;
        Body body;
        if (scene.human()) {
            FakeHuman h = new FakeHuman("human");
            // A human the rare tails (3, 4) will make airborne stands until then: its steps stay comparable.
            h.stateFlags = motion.tail() >= 3 ? 0 : OwnerState.AIRBORNE;
            h.position = Vec4.point(0.25f, 0.5f, -0.5f);
            h.upper = new Float4(0.25f, 0.5f, 0.38f, 1f);
            owner = h;
            body = new HumanBody();
            body.setTypeMask(TypeMask.HUMAN);
        } else {
            owner = new FakeOwner("mover");
            body = new Body();
            body.setTypeMask(0);
        }
        owner.attributes.put(1, 82f);
        owner.attributes.put(7, motion.k());
        owner.attributes.put(8, motion.e());
        owner.answer = motion.answer();
        owner.body = body;
        body.setOwner(owner);
        body.setFlags(motion.bodyFlags());
        body.pushOut().set(motion.pushOut());
        switch (scene.scaleKind()) {
            case 1 -> body.scale().set(1.4286f, 1.4286f, 1f, 1f);
            case 2 -> body.scale().set(0.7f, 0.7f, 0.7f, 1f);
            default -> {
            }
        }
        Shape shape;
        if (scene.capsule() && !scene.human()) {
            CapsuleShape c = new CapsuleShape();
            c.setSize(1.8f, scene.radius());
            shape = c;
        } else {
            SphereShape s = new SphereShape();
            s.setRadius(scene.radius());
            shape = s;
        }
        if (scene.human()) {
            // The human's sphere rides 1 m above its feet, clear of the floor its landing segment looks for.
            shape.localOffset().set(0f, 0f, 1f, 1f);
        }
        body.setFirstShape(shape);
        w.pose(shape, owner);
        return new Object[] {owner, body};
    }

    @Example
    void theFixedSweepAllocatesNothingPerCall() {
        // A scaled capsule sliding along a wall, three passes a call, every correction on.
        Scene scene = new Scene(true, 0.35f, 1, List.of(new Wall(0, 0.6f), new Wall(2, 0.7f)), 0.25f, false);
        QuirkCounter quirks = new QuirkCounter();
        PhysicsWorld w = TestWorlds.world("fixed", quirks, mesh(scene));
        Body body = new Body();
        QuietOwner owner = new QuietOwner(body);
        body.setOwner(owner);
        body.setFlags(BodyFlags.WRITE_BACK_VELOCITY);
        body.scale().set(1.4286f, 1.4286f, 1f, 1f);
        CapsuleShape c = new CapsuleShape();
        c.setSize(1.8f, 0.35f);
        body.setFirstShape(c);
        BodySweep sweep = w.kernels().get(Slots.BODY_SWEEP);
        Float4 v = new Float4(9f, 6f, 0f, 0f);
        Float4 out = new Float4();
        for (int i = 0; i < 50; i++) {
            owner.reset();
            sweep.sweep(w, body, SweepScene.DT, v, out);
        }
        java.lang.management.ThreadMXBean bean = ManagementFactory.getThreadMXBean();
        if (!(bean instanceof com.sun.management.ThreadMXBean sun) || !sun.isThreadAllocatedMemorySupported()) {
            return; // no allocation counter on this JVM
        }
        long before = sun.getCurrentThreadAllocatedBytes();
        for (int i = 0; i < 1000; i++) {
            owner.reset();
            sweep.sweep(w, body, SweepScene.DT, v, out);
        }
        long bytes = sun.getCurrentThreadAllocatedBytes() - before;
        assertTrue(bytes < 1024, "1000 sweeps allocated " + bytes + " bytes");
        assertTrue(owner.contactsSeen > 0, "the walls were met");
    }

    /** An owner that allocates nothing: answers code 1, keeps its transform in place. */
    private static final class QuietOwner implements engine.api.body.BodyOwner {
        private final Body body;
        private final Float4 position = new Float4(0f, 0f, 0f, 1f);
        private final Float4 rotation = new Float4(0f, 0f, 0f, 1f);
        int contactsSeen;

        QuietOwner(Body body) {
            this.body = body;
        }

        void reset() {
            position.set(0f, 0f, 0f, 1f);
        }

        public int typeMask() {
            return 0;
        }

        public long stateFlags() {
            return 0L;
        }

        public float attribute(int n) {
            return n == 1 ? 82f : 1f;
        }

        public void cachedTransform(Float4 p, Float4 r) {
            transform(p, r);
        }

        public void poseTransform(Float4 p, Float4 r) {
            transform(p, r);
        }

        public void transform(Float4 p, Float4 r) {
            p.set(position);
            r.set(rotation);
        }

        public void setTransform(Float4 p, Float4 r) {
            position.set(p);
            rotation.set(r);
        }

        public void setVelocity(Float4 velocity) {
        }

        public boolean boneTransform(int bone, Float4 p, Float4 r) {
            return false;
        }

        public Body body() {
            return body;
        }

        public int onContact(Contact contact) {
            contactsSeen++;
            return 1;
        }

        public boolean mayTouch(engine.api.body.BodyOwner other) {
            return true;
        }

        public void afterMove() {
        }
    }
}
