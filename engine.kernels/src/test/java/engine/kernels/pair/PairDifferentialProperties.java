package engine.kernels.pair;

import static org.junit.jupiter.api.Assertions.assertFalse;

import engine.api.body.Contact;
import engine.api.kernel.Slot;
import engine.api.math.Float4;
import engine.api.quirk.Quirk;
import engine.api.selection.Profile;
import engine.api.shape.Shape;
import engine.api.shape.ShapeType;
import engine.api.slots.Slots;
import engine.kernels.correction.Differential;
import engine.kernels.correction.Mode;
import engine.kernels.correction.Snapshot;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.EdgeCasesMode;
import net.jqwik.api.ForAll;
import net.jqwik.api.From;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;
import net.jqwik.api.constraints.Size;
import net.jqwik.api.statistics.Statistics;

/**
 * The differential rule on Unit 11's pair sweeps and Unit 4's overlaps: sequences of calls of every sphere, capsule
 * and segment sweep entry and every overlap entry, on shapes drawn from a coarse grid (so axes line up, spheres sit
 * on capsule axes, moves run straight down an axis or are zero, capsules are 2r tall or shorter) into contact slots
 * that are clean or hold an old contact, give bit-identical contacts under the faithful and the fixed kernels (and
 * with only some pair slots fixed) unless a corrected quirk fired in the faithful run.
 */
class PairDifferentialProperties {
    private static final ShapeType[][] SWEEPS = {
            {ShapeType.SPHERE, ShapeType.SPHERE}, {ShapeType.CAPSULE, ShapeType.CAPSULE},
            {ShapeType.SPHERE, ShapeType.CAPSULE}, {ShapeType.CAPSULE, ShapeType.SPHERE},
            {ShapeType.SPHERE, ShapeType.SEGMENT}, {ShapeType.SEGMENT, ShapeType.SPHERE},
            {ShapeType.SEGMENT, ShapeType.SEGMENT}, {ShapeType.CAPSULE, ShapeType.SEGMENT},
            {ShapeType.SEGMENT, ShapeType.CAPSULE}};

    /** One call: a sweep (with move) or an overlap (move null), into a slot holding leftover and flags. */
    record Call(Shape own, Shape other, Float4 move, float leftover, int flags, int otherMask) {
    }

    private static Arbitrary<Float> grid(int steps, float unit) {
        return Arbitraries.integers().between(-steps, steps).map(i -> i * unit);
    }

    private static Arbitrary<Shape> shape(ShapeType t) {
        Arbitrary<Float> g = grid(4, 0.25f);
        return switch (t) {
            case SPHERE -> Combinators.combine(g, g, grid(8, 0.25f), Arbitraries.of(0f, 0.1f, 0.25f, 0.5f))
                    .as(PairRig::sphere);
            case CAPSULE -> Combinators.combine(grid(2, 0.25f), grid(2, 0.25f), grid(3, 0.5f),
                    Arbitraries.of(0.25f, 0.35f), Arbitraries.of(0.5f, 0.7f, 1.0f, 1.8f)).as(PairRig::capsule);
            case SEGMENT -> Combinators.combine(g, g, g, g, g, g, Arbitraries.of(0f, 0.05f, 0.1f))
                    .as((a, b, c, d, e, f, r) -> (Shape) PairRig.segment(a, b, c, d, e, f, r));
            case BOX -> Combinators.combine(g, g, g, Arbitraries.of(0.25f, 0.5f, 1f), Arbitraries.of(0.25f, 0.5f),
                    Arbitraries.of(0.25f, 1f), Arbitraries.of(0, 30, 45))
                    .as((x, y, z, hx, hy, hz, deg) -> (Shape) PairRig.turnedBox(x, y, z, hx, hy, hz, deg));
        };
    }

    private static Arbitrary<Float4> moves() {
        Arbitrary<Float> g = grid(4, 0.5f);
        return Arbitraries.frequencyOf(Tuple.of(4, Combinators.combine(g, g, g).as(PairRig::move)),
                Tuple.of(2, g.map(z -> PairRig.move(0f, 0f, z))), Tuple.of(1, g.map(x -> PairRig.move(x, 0f, 0f))),
                Tuple.of(1, Arbitraries.just(PairRig.move(0f, 0f, 0f))));
    }

    @Provide
    Arbitrary<Call> calls() {
        Arbitrary<Call> sweep = Arbitraries.integers().between(0, SWEEPS.length - 1).flatMap(k -> Combinators.combine(
                shape(SWEEPS[k][0]), shape(SWEEPS[k][1]), moves(), Arbitraries.of(0f, 7.5f), Arbitraries.of(0, 0x55),
                Arbitraries.of(0, 0x200)).as(Call::new));
        Arbitrary<Call> overlap = Arbitraries.integers().between(0, 15).flatMap(k -> Combinators.combine(
                shape(ShapeType.values()[k / 4]), shape(ShapeType.values()[k % 4]))
                .as((a, b) -> new Call(a, b, null, 0f, 0, 0)));
        return Arbitraries.frequencyOf(Tuple.of(4, sweep), Tuple.of(1, overlap));
    }

    @Provide
    Arbitrary<Set<Slot<?>>> mixes() {
        List<Slot<?>> slots = new ArrayList<>();
        for (ShapeType[] p : SWEEPS) {
            slots.add(Slots.pairSweep(p[0], p[1]));
        }
        return Arbitraries.subsetOf(slots).ofMinSize(1);
    }

    @Property(edgeCases = EdgeCasesMode.NONE, tries = 600)
    void fixedAgreesWithFaithfulWhereNoCorrectedQuirkFired(
            @ForAll @Size(min = 1, max = 6) List<@From("calls") Call> cs) {
        Differential.Outcome o = Differential.check(mode -> run(mode, cs));
        Statistics.label("results differ").collect(o.differs());
        for (Quirk q : o.attributed()) {
            Statistics.label("fired").collect(q.id());
        }
    }

    @Property(edgeCases = EdgeCasesMode.NONE, tries = 300)
    void someSlotsFixedDifferOnlyThroughTheirOwnQuirks(@ForAll @Size(min = 1, max = 6) List<@From("calls") Call> cs,
                                                       @ForAll("mixes") Set<Slot<?>> fixed) {
        Differential.checkMixed(mode -> run(mode, cs), new HashSet<>(fixed));
    }

    /** ZERO_LENGTH_UNIT, CIRCLE_ZERO_MOVE_DIV, SPHERE_CAPSULE_SHORT_AXIS: the EE's answers are numbers, never NaN. */
    @Property(edgeCases = EdgeCasesMode.NONE, tries = 300)
    void underThePs2ModelNoContactFieldIsEverNaN(@ForAll @Size(min = 1, max = 6) List<@From("calls") Call> cs) {
        for (PairRig rig : List.of(PairRig.ps2(), PairRig.of(Profile.of("fixed").withFloatModel("ps2")))) {
            for (Call c : cs) {
                rig.fill(c.leftover(), c.flags());
                rig.otherBody.setTypeMask(c.otherMask());
                boolean hit = c.move() == null ? rig.overlap(c.own(), c.other())
                        : rig.sweep(c.own(), c.other(), c.move());
                Contact k = rig.contact;
                float[] lanes = {k.fraction(), k.scalar84(), k.distance(), k.unitMove().x(), k.unitMove().y(),
                        k.unitMove().z(), k.normal().x(), k.normal().y(), k.normal().z(), k.point().x(),
                        k.point().y(), k.point().z(), k.slide().x(), k.slide().y(), k.slide().z()};
                for (float f : lanes) {
                    assertFalse(Float.isNaN(f) || Float.isInfinite(f), "PS2 " + c + ": " + rig.snapshot());
                }
                Statistics.label("ps2").collect(hit ? "hit" : "no hit");
            }
        }
    }

    /** Every call on one rig of mode (kernel scratch is reused across calls, as in a world); every contact's bits. */
    static Object run(Mode mode, List<Call> cs) {
        PairRig rig = PairRig.of(mode);
        List<Object> seen = new ArrayList<>();
        for (Call c : cs) {
            rig.fill(c.leftover(), c.flags());
            rig.otherBody.setTypeMask(c.otherMask());
            boolean hit = c.move() == null ? rig.overlap(c.own(), c.other()) : rig.sweep(c.own(), c.other(), c.move());
            seen.add(Snapshot.of(hit, rig.snapshot()));
        }
        return seen;
    }
}
