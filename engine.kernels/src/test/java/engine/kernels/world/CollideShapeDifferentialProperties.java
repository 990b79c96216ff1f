package engine.kernels.world;

import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.api.body.Body;
import engine.api.body.Contact;
import engine.api.kernel.Slot;
import engine.api.kernel.pair.PairSweep;
import engine.api.kernel.world.ShapeQuery;
import engine.api.math.Float4;
import engine.api.mesh.CollisionMesh;
import engine.api.mesh.MeshBuilder;
import engine.api.quirk.Quirk;
import engine.api.shape.CapsuleShape;
import engine.api.shape.Shape;
import engine.api.shape.ShapeType;
import engine.api.shape.SphereShape;
import engine.api.slots.Slots;
import engine.kernels.call.Calls;
import engine.kernels.correction.Lockstep;
import engine.kernels.correction.Mode;
import engine.kernels.correction.Snapshot;
import engine.kernels.fake.FakeOwner;
import engine.kernels.library.KernelLibrary;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.EdgeCasesMode;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;
import net.jqwik.api.statistics.Statistics;

/**
 * Unit 11, IPhysics_CollideShape call by call over the real kernels (the sphere-capsule sweep and the sphere mesh
 * sweep against a one-triangle wall): a sphere query against generated capsule bodies (one to three capsules each,
 * flags, groups, owner states, up to 60 bodies), generated option words over every bit the table reads (and some it
 * does not) and max values, run one to three times with different moves. After every query the count and every
 * contact (fraction, other owner, other shape's x) agree bit for bit between the faithful and the corrected world
 * unless a correction fired in that query.
 */
class CollideShapeDifferentialProperties {

    /** One body: its first capsule's x, the extra capsules' x offsets, its flags, group and owner state. */
    record Other(float x, List<Float> extra, int flags, int group, int state) {
    }

    /** The query, the wall's x and the world, and the queries' moves in x. */
    record Scene(int options, int max, int group, float wallX, List<Other> others, List<Float> moves) {
    }

    /** The one entry point: IPhysics_CollideShape (it reaches every slot its sweeps and lists use). */
    static final Lockstep.Entry<Rig, Float> COLLIDE = new Lockstep.Entry<>("IPhysics_CollideShape",
            Set.copyOf(KernelLibrary.slots()), (rig, mx, out) -> rig.collide(mx, out));

    /** The corrections the query makes: the contact lists' and the box query's. */
    static final List<Quirk> DECLARED = List.of(Quirk.COLLIDE_CONTACTS_50);

    /**
     * The corrections that change only contact fields this query's copy does not keep (the normal, the unit move, the
     * leftovers): a difference in count, order, fraction or other body is never theirs.
     */
    static final Map<Quirk, Set<String>> EXPLAINS = Map.of(
            Quirk.SPHERE_CAPSULE_INWARD_NORMAL, Set.of("normal"),
            Quirk.ZERO_LENGTH_UNIT, Set.of("normal"),
            Quirk.CONTACT_SLOT_NOT_CLEARED, Set.of("leftovers"));

    static Lockstep<Rig> lockstep(Scene scene) {
        // A query moves nothing: every query of a try is compared, whatever the one before found.
        return new Lockstep<>(mode -> new Rig(mode, scene), rig -> rig.w.kernels(), EXPLAINS, false);
    }

    static List<Lockstep.Call<Rig>> calls(Scene scene) {
        List<Lockstep.Call<Rig>> out = new ArrayList<>();
        for (float m : scene.moves()) {
            out.add(COLLIDE.with(m));
        }
        return out;
    }

    @Provide
    Arbitrary<Scene> scenes() {
        // Mostly clear of the sphere's start (a start inside a capsule fires SPHERE_CAPSULE_INSIDE_EXIT).
        Arbitrary<Float> coord = Arbitraries.frequencyOf(
                Tuple.of(16, Arbitraries.integers().between(3, 8).map(i -> i * 0.25f)),
                Tuple.of(16, Arbitraries.integers().between(-8, -3).map(i -> i * 0.25f)),
                Tuple.of(1, Arbitraries.integers().between(-2, 2).map(i -> i * 0.25f)));
        // Extra capsules further out along the same side, mostly.
        Arbitrary<Float> offset = Arbitraries.frequencyOf(Tuple.of(11, Arbitraries.integers().between(0, 2)
                .map(i -> i * 0.25f)), Tuple.of(1, Arbitraries.integers().between(-2, 0).map(i -> i * 0.25f)));
        Arbitrary<Other> other = Combinators.combine(coord, offset.list().ofMaxSize(2),
                Arbitraries.of(0, 4, 0x200, 0x204),
                Arbitraries.frequency(Tuple.of(4, 0), Tuple.of(1, 7)), Arbitraries.of(0, 0, 0x4000000)).as(Other::new);
        Arbitrary<Other> far = Combinators.combine(Arbitraries.integers().between(3, 8).map(i -> i * 0.25f),
                offset.list().ofMaxSize(2), Arbitraries.of(0, 4, 0x200, 0x204),
                Arbitraries.frequency(Tuple.of(4, 0), Tuple.of(1, 7)), Arbitraries.of(0, 0, 0x4000000)).as(Other::new);
        // A crowd the move meets: more than 50 listed contacts (COLLIDE_CONTACTS_50).
        Arbitrary<Other> met = Combinators.combine(Arbitraries.integers().between(3, 6).map(i -> i * 0.25f),
                Arbitraries.just(List.<Float>of()), Arbitraries.just(4), Arbitraries.just(0), Arbitraries.just(0))
                .as(Other::new);
        Arbitrary<List<Other>> bodies = Arbitraries.frequencyOf(Tuple.of(6, other.list().ofMaxSize(8)),
                Tuple.of(1, far.list().ofMinSize(30).ofMaxSize(60)), Tuple.of(1, met.list().ofMinSize(52)
                        .ofMaxSize(60)));
        Arbitrary<Integer> bit = Arbitraries.of(0x1, 0x2, 0x10, 0x80, 0x100, 0x200, 0x800, 0x1000, 0x2000, 0x10000,
                0x4, 0x8, 0x40);
        // 0x1000 in most, which drops the mover (flag 0x200): without a filter the sphere meets its own body
        // (PS2-DESIGN(COLLIDE_SELF_CANDIDATE)), concentric spheres that fire SPHERE_SPHERE_TOUCHING_HITS.
        Arbitrary<Integer> options = Combinators.combine(bit.set().ofMaxSize(6), Arbitraries.frequency(Tuple.of(1, 0),
                Tuple.of(19, ShapeQuery.EXCLUDED_FLAGS))).as((s, self) -> s.stream().reduce(0x2 | self, (a, b) -> a | b));
        return Combinators.combine(options, Arbitraries.of(1, 2, 5, 32, 64, -1, 0),
                Arbitraries.frequency(Tuple.of(4, 0), Tuple.of(1, 7)),
                Arbitraries.integers().between(0, 8).map(i -> 0.3f + i * 0.125f), bodies,
                Arbitraries.of(1f, 0.5f, 2f, -1f).list().ofMinSize(1).ofMaxSize(3)).as(Scene::new);
    }

    @Provide
    Arbitrary<Set<Slot<?>>> mixes() {
        return Arbitraries.of(Set.of(Slots.CONTACT_LISTS), Set.of(Slots.BOX_QUERY),
                Set.of(Slots.CONTACT_LISTS, Slots.BOX_QUERY));
    }

    // No edge cases: jqwik's edge-case mixin picked the rare option word without 0x1000 (the mover then meets its own
    // sphere, SPHERE_SPHERE_TOUCHING_HITS) in about one try in ten on top of the generator's share; that, not a
    // kernel mismatch, was the 14% that kept the reach at 67%.
    @Property(edgeCases = EdgeCasesMode.NONE, tries = 500)
    void fixedAgreesWithFaithfulQueryByQueryWhereNoCorrectionFired(@ForAll("scenes") Scene scene) {
        Lockstep.Outcome o = lockstep(scene).fixed(calls(scene));
        Lockstep.report(o, DECLARED);
        for (Quirk q : o.fired()) {
            Statistics.label("corrections fired").collect(q.id());
        }
    }

    @Property(tries = 150)
    void aMixedProfileDiffersOnlyThroughItsOwnSlotsCorrections(@ForAll("scenes") Scene scene,
                                                               @ForAll("mixes") Set<Slot<?>> fixed) {
        Lockstep.Outcome o = lockstep(scene).run(Mode.mixed(fixed), calls(scene));
        Statistics.label("reached a bit-identity check").collect(o.reached());
    }

    /** The mutation check: a fixed sphere-capsule sweep whose hits come one ulp later is caught. */
    @Example
    void aCorrectionLeakingOutsideItsQuirkIsCaught() {
        int caught = 0;
        Slot<PairSweep> slot = Slots.pairSweep(ShapeType.SPHERE, ShapeType.CAPSULE);
        for (Scene sc : Lockstep.samples(scenes(), 100, 24L)) {
            caught += lockstep(sc).caught(() -> Mode.mutant("late", slot, k -> (ctx, c, ob, own, tb, other, move) -> {
                boolean hit = k.sweep(ctx, c, ob, own, tb, other, move);
                if (hit) {
                    c.setFraction(Math.nextUp(c.fraction()));
                }
                return hit;
            }), List.of(calls(sc)));
        }
        assertTrue(caught > 0, "the sphere-capsule mutant survived 100 samples");
        Statistics.label("mutant sphere-capsule: samples that caught it (of 100)").collect(caught);
    }

    private static CapsuleShape capsule(float x) {
        CapsuleShape c = new CapsuleShape();
        c.setSize(1.8f, 0.35f);
        c.base().set(x, 0f, 0f, 1f);
        return c;
    }

    /** A one-sided wall of one triangle in the plane x = x, facing -x. */
    private static CollisionMesh wall(float x) {
        MeshBuilder b = new MeshBuilder();
        b.triangle(b.vertex(x, -2f, 0f), b.vertex(x, -2f, 2f), b.vertex(x, 2f, 0f), 0xc001, 0);
        return b.build(2f);
    }

    /** A world of one mode: the mover's sphere and the scene's capsule bodies, over the wall. */
    static final class Rig {
        final PhysicsWorld w;
        final Scene scene;
        final Body mover = new Body();
        final SphereShape s = new SphereShape();
        final FakeOwner me = new FakeOwner("mover");
        final Contact[] out = new Contact[200];

        Rig(Mode mode, Scene scene) {
            this.scene = scene;
            w = mode.world(wall(scene.wallX()));
            me.typeMask = -1;
            s.setRadius(0.3f);
            s.centre().set(0f, 0f, 0.5f, 1f);
            mover.setFirstShape(s);
            mover.setOwner(me);
            mover.setTypeMask(-1);
            mover.setFlags(0x200);
            mover.setGroup(scene.group());
            me.body = mover;
            Calls.bodyBounds(w, mover, s, new Float4(), new Float4());
            w.addBody(mover);
            int i = 0;
            for (Other o : scene.others()) {
                FakeOwner oo = new FakeOwner("o" + i++);
                oo.typeMask = -1;
                oo.stateFlags = o.state();
                Body b = new Body();
                CapsuleShape first = capsule(o.x());
                b.setFirstShape(first);
                Shape last = first;
                for (float dx : o.extra()) {
                    CapsuleShape more = capsule(o.x() + (o.x() < 0f ? -dx : dx));
                    last.setNext(more);
                    last = more;
                }
                b.setOwner(oo);
                b.setTypeMask(-1);
                b.setFlags(o.flags());
                b.setGroup(o.group());
                oo.body = b;
                Calls.bodyBounds(w, b, first, new Float4(), new Float4());
                for (Shape t = first.next(); t != null; t = t.next()) {
                    Calls.addBodyShapeBounds(w, b, t, new Float4(), new Float4());
                }
                w.addBody(b);
            }
            for (int k = 0; k < out.length; k++) {
                out[k] = new Contact();
            }
        }

        /** The query with move (mx, 0, 0): the count and every contact copied. */
        void collide(float mx, Map<String, Object> fields) {
            ShapeQuery q = new ShapeQuery().set(mover, s).setOptions(scene.options()).setMax(scene.max())
                    .setTypeMask(-1).setIgnoredOwner(me).setRequiredFlags(4).setExcludedFlags(0x200)
                    .setExcludedState(0x4000000).setNzRange(-0.5f, 0.5f);
            int n = w.collisions().collideShape(w, out, q, new Float4(mx, 0f, 0f, 1f));
            fields.put("count", n);
            List<Object> got = new ArrayList<>();
            for (int k = 0; k < n && k < out.length; k++) {
                got.add(Snapshot.of(out[k].fraction(), String.valueOf(out[k].otherOwner()),
                        out[k].otherShape() == null ? -99f : out[k].otherShape().position().x()));
            }
            fields.put("contacts", got);
        }
    }
}
