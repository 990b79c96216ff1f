package engine.kernels.sweep;

import engine.api.body.Body;
import engine.api.body.BodyFlags;
import engine.api.body.Contact;
import engine.api.body.OwnerState;
import engine.api.body.TypeMask;
import engine.api.kernel.Slot;
import engine.api.kernel.pair.PairSweep;
import engine.api.kernel.sweep.BodySweep;
import engine.api.math.Float4;
import engine.api.quirk.Quirk;
import engine.api.shape.CapsuleShape;
import engine.api.shape.Shape;
import engine.api.shape.ShapeType;
import engine.api.slots.Slots;
import engine.kernels.correction.Differential;
import engine.kernels.correction.Mode;
import engine.kernels.correction.Snapshot;
import engine.kernels.fake.FakeHuman;
import engine.kernels.fake.FakeOwner;
import engine.kernels.fake.TestWorlds;
import engine.kernels.world.PhysicsWorld;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;
import net.jqwik.api.statistics.Statistics;

/**
 * The differential rule on Unit 11's body pass (PhysicsBody_SweepHumanMask) inside PhysicsBody_Sweep: a capsule
 * mover (human or object, airborne or not, in a group or not) among generated bodies with chains of one to three
 * capsules, layer flags and groups, up to 60 of them so the 50-slot list is sometimes passed; faithful, fixed and
 * mixed profiles give the same bits unless a corrected quirk fired. The capsule pair sweep is a stand-in until Unit
 * 11's lands ({@link #CLOSEST}): a hit at the move's closest approach to the other base when it comes within 0.7 m
 * in xy, normal from the other base to the mover's start, which makes chains whose later capsule is nearer common.
 */
class BodyPassDifferentialProperties {

    /** A stand-in capsule-capsule sweep: closest approach of own's base path to other's base, within 0.7 m in xy. */
    static final PairSweep CLOSEST = (ctx, out, ownBody, own, otherBody, other, move) -> {
        Float4 c = own.position();
        Float4 o = other.position();
        float mx = move.x(), my = move.y();
        float mm = mx * mx + my * my;
        float t = mm == 0f ? 0f : ((o.x() - c.x()) * mx + (o.y() - c.y()) * my) / mm;
        t = Math.max(0f, Math.min(1f, t));
        float px = c.x() + t * mx - o.x(), py = c.y() + t * my - o.y();
        if (!(px * px + py * py < 0.49f)) {
            return false;
        }
        float nx = c.x() - o.x(), ny = c.y() - o.y();
        float len = (float) Math.sqrt(nx * nx + ny * ny);
        out.normal().set(len == 0f ? -1f : nx / len, len == 0f ? 0f : ny / len, 0f, 0f);
        out.setFraction(t);
        out.point().set(c.x() + t * mx, c.y() + t * my, c.z(), 1f);
        out.setFlags(0);
        out.slide().set(0f, 0f, 0f, 1f);
        return true;
    };

    /** One other body: position of its first capsule, extra capsules' x offsets, flags and group. */
    record Other(float x, float y, List<Float> extra, int flags, int group) {
    }

    /** The mover and the others. */
    record Scene(boolean human, boolean airborne, int moverGroup, float vx, float vy, int answer, List<Other> others) {
    }

    @Provide
    Arbitrary<Scene> scenes() {
        Arbitrary<Float> coord = Arbitraries.integers().between(-12, 12).map(i -> i * 0.1f);
        Arbitrary<Float> offset = Arbitraries.integers().between(-4, 4).map(i -> i * 0.1f);
        Arbitrary<Integer> flags = Arbitraries.of(0x4, 0x44, 0x20, 0x2, 0x0, 0x6);
        Arbitrary<Other> other = Combinators.combine(coord, coord, offset.list().ofMaxSize(2), flags,
                Arbitraries.frequency(Tuple.of(5, 0), Tuple.of(1, 7))).as(Other::new);
        Arbitrary<List<Other>> few = other.list().ofMaxSize(8);
        // Crowds near the start, each met by a walking human or an object: past 50 contacts.
        Arbitrary<Other> near = Combinators.combine(Arbitraries.integers().between(0, 5).map(i -> i * 0.1f),
                Arbitraries.integers().between(-3, 3).map(i -> i * 0.1f), offset.list().ofMaxSize(1),
                Arbitraries.of(0x6, 0x46), Arbitraries.just(0)).as(Other::new);
        Arbitrary<List<Other>> many = near.list().ofMinSize(50).ofMaxSize(60);
        Arbitrary<Float> v = Arbitraries.integers().between(-30, 30).map(i -> (float) i);
        return Combinators.combine(Arbitraries.of(true, false), Arbitraries.frequency(Tuple.of(4, false),
                        Tuple.of(1, true)), Arbitraries.frequency(Tuple.of(5, 0), Tuple.of(1, 7)), v, v,
                Arbitraries.of(0, 1, 1, 4, 2), Arbitraries.frequencyOf(Tuple.of(6, few), Tuple.of(1, many)))
                .as(Scene::new);
    }

    @Provide
    Arbitrary<Set<Slot<?>>> mixes() {
        return Arbitraries.of(Set.of(Slots.BODY_PASS), Set.of(Slots.CONTACT_LISTS), Set.of(Slots.BODY_SWEEP),
                Set.of(Slots.BODY_PASS, Slots.CONTACT_LISTS), Set.of(Slots.BOX_QUERY));
    }

    @Property(tries = 300)
    void fixedAgreesWithFaithfulWhereNoCorrectedQuirkFired(@ForAll("scenes") Scene scene) {
        Differential.Outcome o = Differential.check(mode -> run(mode, scene));
        Statistics.label("results differ").collect(o.differs());
        for (Quirk q : o.attributed()) {
            Statistics.label("fired").collect(q.id());
        }
    }

    @Property(tries = 150)
    void aMixedProfileDiffersOnlyThroughItsOwnSlotsQuirks(@ForAll("scenes") Scene scene,
                                                          @ForAll("mixes") Set<Slot<?>> fixed) {
        Differential.checkMixed(mode -> run(mode, scene), fixed);
    }

    private static CapsuleShape capsule(float x, float y) {
        CapsuleShape c = new CapsuleShape();
        c.setSize(1.8f, 0.35f);
        c.base().set(x, y, 0f, 1f);
        return c;
    }

    /** Sweeps the mover once in a world of mode; the mover's position, the contacts it answered, the others' pushes. */
    static Object run(Mode mode, Scene scene) {
        PhysicsWorld w = TestWorlds.world(mode.profile(), mode.quirks(),
                Map.of(Slots.pairSweep(ShapeType.CAPSULE, ShapeType.CAPSULE), CLOSEST), null);
        FakeOwner owner = scene.human() ? new FakeHuman("mover") : new FakeOwner("mover");
        owner.typeMask = scene.human() ? TypeMask.HUMAN : TypeMask.OBJECT;
        owner.stateFlags = scene.airborne() ? OwnerState.AIRBORNE : 0L;
        owner.answer = scene.answer();
        owner.attributes.put(1, 82f);
        owner.attributes.put(7, 1f);
        Body mover = new Body();
        CapsuleShape mc = capsule(0f, 0f);
        mover.setFirstShape(mc);
        mover.setOwner(owner);
        mover.setTypeMask(owner.typeMask);
        mover.setGroup(scene.moverGroup());
        mover.setFlags(BodyFlags.WRITE_BACK_VELOCITY | BodyFlags.SWEEP_BODIES);
        owner.body = mover;
        w.shapeBounds().bounds(w, mc, mover.min(), mover.max());
        w.addBody(mover);
        List<Body> others = new ArrayList<>();
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
            w.shapeBounds().bounds(w, first, b.min(), b.max());
            for (Shape s = first.next(); s != null; s = s.next()) {
                w.shapeBounds().addShapeBounds(w, b.min(), b.max(), s);
            }
            w.addBody(b);
            others.add(b);
        }
        Float4 out = new Float4(9f, 9f, 9f, 9f);
        BodySweep sweep = w.kernels().get(Slots.BODY_SWEEP);
        sweep.sweep(w, mover, 1f / 30f, new Float4(scene.vx(), scene.vy(), 0f, 0f), out);
        List<Object> seen = new ArrayList<>();
        for (Contact c : owner.contacts) {
            seen.add(Snapshot.of(c.fraction(), String.valueOf(c.otherOwner()), c.normal()));
        }
        List<Object> pushes = new ArrayList<>();
        for (Body b : others) {
            pushes.add(Snapshot.of(b.pushOut()));
        }
        return Snapshot.of(owner.position, out, seen, pushes, owner.velocities.size());
    }
}
