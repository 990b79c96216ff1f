package engine.kernels.sweep;

import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.api.body.Body;
import engine.api.body.BodyFlags;
import engine.api.body.Contact;
import engine.api.body.OwnerState;
import engine.api.body.TypeMask;
import engine.api.kernel.Slot;
import engine.api.kernel.sweep.BodyPass;
import engine.api.math.Float4;
import engine.api.quirk.Quirk;
import engine.api.shape.CapsuleShape;
import engine.api.shape.Shape;
import engine.api.slots.Slots;
import engine.kernels.call.Calls;
import engine.kernels.correction.Lockstep;
import engine.kernels.correction.Mode;
import engine.kernels.correction.Snapshot;
import engine.kernels.fake.FakeHuman;
import engine.kernels.fake.FakeOwner;
import engine.kernels.world.PhysicsWorld;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;
import net.jqwik.api.statistics.Statistics;

/**
 * Unit 11's body pass (PhysicsBody_SweepHumanMask) inside PhysicsBody_Sweep, call by call over the real kernels
 * (the capsule-capsule sweep included): a capsule mover (human or object, airborne or not, in a group or not) among
 * generated bodies with chains of one to three capsules, layer flags and groups, up to 60 of them so the 50-slot list
 * is sometimes passed, swept one to three times in a row. After every sweep the mover's position, the sweep's out,
 * every contact it answered and every other body's push-out agree bit for bit between the faithful and the corrected
 * world unless a correction fired in that sweep.
 */
class BodyPassDifferentialProperties {

    /** One other body: position of its first capsule, extra capsules' x offsets, flags and group. */
    record Other(float x, float y, List<Float> extra, int flags, int group) {
    }

    /** The mover and the others, and the velocities of the sweeps in turn. */
    record Scene(boolean human, boolean airborne, int moverGroup, List<Float4> velocities, int answer,
                 List<Other> others) {
    }

    /** The slots one PhysicsBody_Sweep reaches (attribution is per sweep): the body sweep family's. */
    private static final Set<Slot<?>> REACH = SweepDifferentialProperties.reached();

    /**
     * The one entry point: PhysicsBody_Sweep of the mover by a velocity over 1/30 s. It reaches the others its
     * passes' body queries can return ({@link Rig#sweep} notes them): a contact's code 4 pushes only the body met.
     */
    static final Lockstep.Entry<Rig, Float4> SWEEP = new Lockstep.Entry<>("PhysicsBody_Sweep", REACH,
            (rig, v) -> rig.reached, (rig, v, out) -> rig.sweep(v, out));

    /** "o3.pushOut" belongs to other 3; the mover's fields (position, out, contacts) to no other body. */
    static String bodyOf(String field) {
        int dot = field.indexOf('.');
        return field.startsWith("o") && dot > 0 ? field.substring(0, dot) : null;
    }

    /** The corrections this family shows: the pass's and the sweep's 50-contact list. */
    static final List<Quirk> DECLARED = List.of(Quirk.BODY_PASS_FIRST_SHAPE, Quirk.CONTACTS_50);

    /**
     * Every correction on but MISSING_MODEL_BONE (shape-pose): the fake human mover has no model bones, so with it
     * on every re-pose of a human mover differs.
     */
    static Mode corrected() {
        return Mode.fixedWithout(Quirk.MISSING_MODEL_BONE, Slots.SHAPE_POSE);
    }

    /** Per sweep the scene's world is rebuilt for each mode by the rig; stateful (positions carry over). */
    static Lockstep<Rig> lockstep(Scene scene) {
        return new Lockstep<>(mode -> new Rig(mode, scene), rig -> rig.w.kernels(), Map.of(), true,
                BodyPassDifferentialProperties::bodyOf);
    }

    static List<Lockstep.Call<Rig>> calls(Scene scene) {
        List<Lockstep.Call<Rig>> out = new ArrayList<>();
        for (Float4 v : scene.velocities()) {
            out.add(SWEEP.with(v));
        }
        return out;
    }

    @Provide
    Arbitrary<Scene> scenes() {
        Arbitrary<Float> coord = Arbitraries.integers().between(-12, 12).map(i -> i * 0.1f);
        Arbitrary<Float> offset = Arbitraries.integers().between(-4, 4).map(i -> i * 0.1f);
        Arbitrary<Integer> flags = Arbitraries.of(0x4, 0x44, 0x20, 0x2, 0x0, 0x6);
        Arbitrary<Other> other = Combinators.combine(coord, coord, offset.list().ofMinSize(1).ofMaxSize(2), flags,
                Arbitraries.frequency(Tuple.of(5, 0), Tuple.of(1, 7))).as(Other::new);
        Arbitrary<List<Other>> few = other.list().ofMaxSize(8);
        // Crowds near the start, each met by a walking human or an object: past 50 contacts.
        Arbitrary<Other> near = Combinators.combine(Arbitraries.integers().between(0, 5).map(i -> i * 0.1f),
                Arbitraries.integers().between(-3, 3).map(i -> i * 0.1f), offset.list().ofMaxSize(1),
                Arbitraries.of(0x6, 0x46), Arbitraries.just(0)).as(Other::new);
        Arbitrary<List<Other>> many = near.list().ofMinSize(50).ofMaxSize(60);
        Arbitrary<Float> v = Arbitraries.integers().between(-30, 30).map(i -> (float) i);
        Arbitrary<List<Float4>> vs = Combinators.combine(v, v).as((x, y) -> new Float4(x, y, 0f, 0f)).list()
                .ofMinSize(1).ofMaxSize(3);
        return Combinators.combine(Arbitraries.of(true, false), Arbitraries.frequency(Tuple.of(4, false),
                        Tuple.of(1, true)), Arbitraries.frequency(Tuple.of(5, 0), Tuple.of(1, 7)), vs,
                Arbitraries.of(0, 1, 1, 4, 2), Arbitraries.frequencyOf(Tuple.of(5, few), Tuple.of(2, many)))
                .as(Scene::new);
    }

    @Provide
    Arbitrary<Set<Slot<?>>> mixes() {
        return Arbitraries.of(Set.of(Slots.BODY_PASS), Set.of(Slots.CONTACT_LISTS), Set.of(Slots.BODY_SWEEP),
                Set.of(Slots.BODY_PASS, Slots.CONTACT_LISTS), Set.of(Slots.BOX_QUERY));
    }

    @Property(tries = 300)
    void fixedAgreesWithFaithfulSweepBySweepWhereNoCorrectionFired(@ForAll("scenes") Scene scene) {
        Lockstep.Outcome o = lockstep(scene).run(corrected(), calls(scene));
        Lockstep.report(o, DECLARED);
        Lockstep.reportNarrowed(o);
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

    /** The mutation check: a fixed body pass that lengthens every contact's fraction by one ulp is caught. */
    @Example
    void aCorrectionLeakingOutsideItsQuirkIsCaught() {
        List<Scene> samples = Lockstep.samples(scenes(), 100, 24L);
        int caught = 0;
        for (Scene sc : samples) {
            caught += lockstep(sc).caught(() -> Mode.mutant("pass", corrected().profile(), Slots.BODY_PASS,
                    BodyPassDifferentialProperties::late),
                    List.of(calls(sc)));
        }
        assertTrue(caught > 0, "the body pass mutant survived 100 samples");
        Statistics.label("mutant body-pass: samples that caught it (of 100)").collect(caught);
    }

    private static BodyPass late(BodyPass k) {
        return (ctx, boxMin, boxMax, body, shape, contacts, sorted, count, move) -> {
            int n = k.pass(ctx, boxMin, boxMax, body, shape, contacts, sorted, count, move);
            for (int i = count; i < n; i++) {
                contacts[i].setFraction(Math.nextUp(contacts[i].fraction()));
            }
            return n;
        };
    }

    private static CapsuleShape capsule(float x, float y) {
        CapsuleShape c = new CapsuleShape();
        c.setSize(1.8f, 0.35f);
        c.base().set(x, y, 0f, 1f);
        return c;
    }

    /** One world of a mode with the scene's mover and others. */
    static final class Rig {
        final PhysicsWorld w;
        final FakeOwner owner;
        final Body mover;
        final List<Body> others = new ArrayList<>();
        /** The others the last sweep's body queries could return. */
        final Set<String> reached = new java.util.LinkedHashSet<>();

        Rig(Mode mode, Scene scene) {
            w = mode.world();
            owner = scene.human() ? new FakeHuman("mover") : new FakeOwner("mover");
            owner.typeMask = scene.human() ? TypeMask.HUMAN : TypeMask.OBJECT;
            owner.stateFlags = scene.airborne() ? OwnerState.AIRBORNE : 0L;
            owner.answer = scene.answer();
            owner.attributes.put(1, 82f);
            owner.attributes.put(7, 1f);
            mover = new Body();
            CapsuleShape mc = capsule(0f, 0f);
            mover.setFirstShape(mc);
            mover.setOwner(owner);
            mover.setTypeMask(owner.typeMask);
            mover.setGroup(scene.moverGroup());
            mover.setFlags(BodyFlags.WRITE_BACK_VELOCITY | BodyFlags.SWEEP_BODIES);
            owner.body = mover;
            Calls.bodyBounds(w, mover, mc, new Float4(), new Float4());
            w.addBody(mover);
            int i = 0;
            for (Other o : scene.others()) {
                FakeOwner oo = new FakeOwner("o" + i++);
                oo.typeMask = TypeMask.HUMAN;
                oo.attributes.put(1, 82f);
                oo.attributes.put(7, 1f);
                Body b = new Body();
                CapsuleShape first = capsule(o.x(), o.y());
                b.setFirstShape(first);
                Shape last = first;
                for (float dx : o.extra()) {
                    CapsuleShape more = capsule(o.x() + dx, o.y());
                    last.setNext(more);
                    last = more;
                }
                b.setOwner(oo);
                b.setTypeMask(TypeMask.HUMAN);
                b.setFlags(o.flags());
                b.setGroup(o.group());
                oo.body = b;
                Calls.bodyBounds(w, b, first, new Float4(), new Float4());
                for (Shape s = first.next(); s != null; s = s.next()) {
                    Calls.addBodyShapeBounds(w, b, s, new Float4(), new Float4());
                }
                w.addBody(b);
                others.add(b);
            }
        }

        /**
         * Notes the others the passes can query (Unit 3, PhysicsBody_Sweep): each pass's box is the shape's box at
         * the start grown by that pass's D = V dt, and with no mesh and no box (no corner slide) |V| never exceeds
         * the first |v + push-out / dt / k| (k = 1 here); so every other whose box meets the start box grown by
         * that length on every axis.
         */
        private void reach(Float4 v, float dt) {
            reached.clear();
            CapsuleShape c = (CapsuleShape) mover.firstShape();
            Float4 p = mover.pushOut();
            float vx = v.x() + p.x() / dt;
            float vy = v.y() + p.y() / dt;
            float vz = v.z() + p.z() / dt;
            float d = (float) StrictMath.sqrt(vx * vx + vy * vy + vz * vz) * dt + c.radius() + 1e-3f;
            Float4 b = c.base();
            for (int k = 0; k < others.size(); k++) {
                Body o = others.get(k);
                if (o.maxX() >= b.x() - d && o.minX() <= b.x() + d && o.maxY() >= b.y() - d
                        && o.minY() <= b.y() + d && o.maxZ() >= b.z() - d
                        && o.minZ() <= b.z() + c.height() + d) {
                    reached.add("o" + k);
                }
            }
        }

        /** Sweeps the mover once by v; the mover's position, out, the contacts it answered, the others' pushes. */
        void sweep(Float4 v, Map<String, Object> fields) {
            Float4 out = new Float4(9f, 9f, 9f, 9f);
            owner.contacts.clear();
            int velocities = owner.velocities.size();
            reach(v, 1f / 30f);
            w.kernels().get(Slots.BODY_SWEEP).sweep(w, mover, 1f / 30f, v, out);
            fields.put("position", Snapshot.of(owner.position));
            fields.put("out", Snapshot.of(out));
            List<Object> seen = new ArrayList<>();
            for (Contact c : owner.contacts) {
                seen.add(Snapshot.of(c.fraction(), String.valueOf(c.otherOwner()), c.normal()));
            }
            fields.put("contacts", seen);
            for (int k = 0; k < others.size(); k++) {
                fields.put("o" + k + ".pushOut", Snapshot.of(others.get(k).pushOut()));
            }
            fields.put("velocity writes", owner.velocities.size() - velocities);
        }
    }
}
