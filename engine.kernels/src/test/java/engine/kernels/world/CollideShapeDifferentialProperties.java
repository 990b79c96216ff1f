package engine.kernels.world;

import engine.api.body.Body;
import engine.api.body.Contact;
import engine.api.kernel.Slot;
import engine.api.kernel.world.ShapeQuery;
import engine.api.math.Float4;
import engine.api.quirk.Quirk;
import engine.api.shape.CapsuleShape;
import engine.api.shape.Shape;
import engine.api.shape.ShapeType;
import engine.api.shape.SphereShape;
import engine.api.slots.Slots;
import engine.kernels.correction.Differential;
import engine.kernels.correction.Mode;
import engine.kernels.correction.Snapshot;
import engine.kernels.fake.FakeContact;
import engine.kernels.fake.FakeMeshSweep;
import engine.kernels.fake.FakeOwner;
import engine.kernels.fake.FakePairSweep;
import engine.kernels.fake.TestWorlds;
import java.util.ArrayList;
import java.util.LinkedHashMap;
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
 * The differential rule on IPhysics_CollideShape: a sphere query against generated capsule bodies (one to three
 * capsules each, flags, groups, owner states, up to 60 bodies), generated option words over every bit the table
 * reads (and some it does not), max values and a fake mesh that meets the sphere at a generated fraction; faithful,
 * fixed and mixed profiles give the same bits unless a corrected quirk fired. The capsule pair sweep is a stand-in:
 * a hit at a fraction fixed by the capsule's position, so equal fractions happen.
 */
class CollideShapeDifferentialProperties {

    /** One body: its first capsule's x, the extra capsules' x offsets, its flags, group and owner state. */
    record Other(float x, List<Float> extra, int flags, int group, int state) {
    }

    /** The query and the world. */
    record Scene(int options, int max, int group, float meshFraction, List<Other> others) {
    }

    @Provide
    Arbitrary<Scene> scenes() {
        Arbitrary<Float> coord = Arbitraries.integers().between(-8, 8).map(i -> i * 0.25f);
        Arbitrary<Float> offset = Arbitraries.integers().between(-2, 2).map(i -> i * 0.25f);
        Arbitrary<Other> other = Combinators.combine(coord, offset.list().ofMaxSize(2),
                Arbitraries.of(0, 4, 0x200, 0x204),
                Arbitraries.frequency(Tuple.of(4, 0), Tuple.of(1, 7)), Arbitraries.of(0, 0, 0x4000000)).as(Other::new);
        Arbitrary<List<Other>> bodies = Arbitraries.frequencyOf(Tuple.of(6, other.list().ofMaxSize(8)),
                Tuple.of(1, other.list().ofMinSize(30).ofMaxSize(60)));
        Arbitrary<Integer> bit = Arbitraries.of(0x1, 0x2, 0x10, 0x80, 0x100, 0x200, 0x800, 0x1000, 0x2000, 0x10000,
                0x4, 0x8, 0x40);
        Arbitrary<Integer> options = bit.set().ofMaxSize(6).map(s -> s.stream().reduce(0x2, (a, b) -> a | b));
        return Combinators.combine(options, Arbitraries.of(1, 2, 5, 32, 64, -1, 0),
                Arbitraries.frequency(Tuple.of(4, 0), Tuple.of(1, 7)),
                Arbitraries.integers().between(0, 8).map(i -> i * 0.125f), bodies).as(Scene::new);
    }

    @Provide
    Arbitrary<Set<Slot<?>>> mixes() {
        return Arbitraries.of(Set.of(Slots.CONTACT_LISTS), Set.of(Slots.BOX_QUERY),
                Set.of(Slots.CONTACT_LISTS, Slots.BOX_QUERY));
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

    private static CapsuleShape capsule(float x) {
        CapsuleShape c = new CapsuleShape();
        c.setSize(1.8f, 0.35f);
        c.base().set(x, 0f, 0f, 1f);
        return c;
    }

    /** The query in a world of mode: the count and every contact copied (fraction, other owner, other shape's x). */
    static Object run(Mode mode, Scene scene) {
        FakePairSweep capsules = new FakePairSweep().rule((own, other, move) -> {
            float dx = other.position().x() - own.position().x();
            return Math.abs(dx) > 1.5f ? Float.NaN : (dx + 1.5f) / 3f;
        });
        FakeMeshSweep mesh = new FakeMeshSweep();
        mesh.every = FakeContact.of(-1f, 0f, 0f, scene.meshFraction(), -1);
        Map<Slot<?>, Object> fakes = new LinkedHashMap<>();
        fakes.put(Slots.pairSweep(ShapeType.SPHERE, ShapeType.CAPSULE), capsules);
        fakes.put(Slots.meshSweep(ShapeType.SPHERE), mesh);
        PhysicsWorld w = TestWorlds.world(mode.profile(), mode.quirks(), fakes, null);
        FakeOwner me = new FakeOwner("mover");
        me.typeMask = -1;
        Body mover = new Body();
        SphereShape s = new SphereShape();
        s.setRadius(0.3f);
        s.centre().set(0f, 0f, 0.5f, 1f);
        mover.setFirstShape(s);
        mover.setOwner(me);
        mover.setTypeMask(-1);
        mover.setFlags(0);
        mover.setGroup(scene.group());
        me.body = mover;
        w.shapeBounds().bounds(w, s, mover.min(), mover.max());
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
                CapsuleShape more = capsule(o.x() + dx);
                last.setNext(more);
                last = more;
            }
            b.setOwner(oo);
            b.setTypeMask(-1);
            b.setFlags(o.flags());
            b.setGroup(o.group());
            oo.body = b;
            w.shapeBounds().bounds(w, first, b.min(), b.max());
            for (Shape t = first.next(); t != null; t = t.next()) {
                w.shapeBounds().addShapeBounds(w, b.min(), b.max(), t);
            }
            w.addBody(b);
        }
        ShapeQuery q = new ShapeQuery().set(mover, s).setOptions(scene.options()).setMax(scene.max())
                .setTypeMask(-1).setIgnoredOwner(me).setRequiredFlags(4).setExcludedFlags(0x200)
                .setExcludedState(0x4000000).setNzRange(-0.5f, 0.5f);
        Contact[] out = new Contact[200];
        for (int k = 0; k < out.length; k++) {
            out[k] = new Contact();
        }
        int n = w.collisions().collideShape(w, out, q, new Float4(1f, 0f, 0f, 1f));
        List<Object> got = new ArrayList<>();
        for (int k = 0; k < n; k++) {
            got.add(Snapshot.of(out[k].fraction(), String.valueOf(out[k].otherOwner()),
                    out[k].otherShape() == null ? -99f : out[k].otherShape().position().x()));
        }
        return Snapshot.of(n, got, mesh.arguments.isEmpty() ? -1f : mesh.arguments.get(0)[0]);
    }
}
