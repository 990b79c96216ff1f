package engine.kernels.pair;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.api.body.Contact;
import engine.api.kernel.Slot;
import engine.api.kernel.pair.PairSweep;
import engine.api.math.Float4;
import engine.api.quirk.Quirk;
import engine.api.selection.Profile;
import engine.api.shape.BoxShape;
import engine.api.shape.CapsuleShape;
import engine.api.shape.SegmentShape;
import engine.api.shape.Shape;
import engine.api.shape.SphereShape;
import engine.api.shape.ShapeType;
import engine.api.slots.Slots;
import engine.kernels.correction.Lockstep;
import engine.kernels.correction.Mode;
import engine.kernels.correction.Snapshot;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
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
 * Units 4 and 11, the differential rule call by call on the pair sweeps and overlaps: sequences of calls of every
 * sphere, capsule and segment sweep entry and every overlap entry, on shapes from a coarse grid (axes line up,
 * spheres sit on capsule axes, moves run straight down an axis or are zero, capsules are 2r tall or shorter) plus
 * targeted scenes for the rare quirks, into contact slots that are clean or hold an old contact. After every call
 * the faithful and the corrected contact agree bit for bit in every field unless a correction of that call's slot
 * that explains the field fired in that call.
 */
class PairDifferentialProperties {
    private static final ShapeType[][] SWEEPS = {
            {ShapeType.SPHERE, ShapeType.SPHERE}, {ShapeType.CAPSULE, ShapeType.CAPSULE},
            {ShapeType.SPHERE, ShapeType.CAPSULE}, {ShapeType.CAPSULE, ShapeType.SPHERE},
            {ShapeType.SPHERE, ShapeType.SEGMENT}, {ShapeType.SEGMENT, ShapeType.SPHERE},
            {ShapeType.SEGMENT, ShapeType.SEGMENT}, {ShapeType.CAPSULE, ShapeType.SEGMENT},
            {ShapeType.SEGMENT, ShapeType.CAPSULE}};

    /** One call's arguments: shapes, the move (null for an overlap) and the slot's old leftover and flags. */
    record Args(Shape own, Shape other, Float4 move, float leftover, int flags, int otherMask) {
        @Override
        public String toString() {
            return describe(own) + " / " + describe(other) + " move " + move + " leftover " + leftover + " flags "
                    + flags + " mask " + otherMask;
        }

        private static String describe(Shape s) {
            if (s instanceof SphereShape x) {
                return "sphere " + x.centre() + " r " + x.radius();
            }
            if (s instanceof CapsuleShape x) {
                return "capsule " + x.base() + " r " + x.radius() + " h " + x.height();
            }
            if (s instanceof SegmentShape x) {
                return "segment " + x.start() + " " + x.end() + " r " + x.radius();
            }
            BoxShape x = (BoxShape) s;
            return "box " + x.centre() + " half " + x.halfExtents() + " axis0 " + x.axis(0);
        }
    }

    /** The entry points: every pair sweep and every pair overlap (one table, one row per kernel entry). */
    static final List<Lockstep.Entry<PairRig, Args>> SWEEP_ENTRIES = new ArrayList<>();
    static final List<Lockstep.Entry<PairRig, Args>> OVERLAP_ENTRIES = new ArrayList<>();

    static {
        for (ShapeType[] p : SWEEPS) {
            SWEEP_ENTRIES.add(new Lockstep.Entry<>("sweep " + p[0] + "-" + p[1], Set.of(Slots.pairSweep(p[0], p[1])),
                    (rig, a, out) -> observe(rig, prepare(rig, a).sweep(a.own(), a.other(), a.move()), out)));
        }
        for (ShapeType a : ShapeType.values()) {
            for (ShapeType b : ShapeType.values()) {
                OVERLAP_ENTRIES.add(new Lockstep.Entry<>("overlap " + a + "-" + b, Set.of(Slots.pairOverlap(a, b)),
                        (rig, x, out) -> observe(rig, prepare(rig, x).overlap(x.own(), x.other()), out)));
            }
        }
    }

    /** Per quirk the contact fields its correction may change; the others may change the hit itself. */
    static final Map<Quirk, Set<String>> EXPLAINS = Map.of(
            Quirk.CONTACT_SLOT_NOT_CLEARED, Set.of("scalar84", "distance", "slide"),
            Quirk.ZERO_LENGTH_UNIT, Set.of("unitMove", "normal"),
            Quirk.SPHERE_CAPSULE_INWARD_NORMAL, Set.of("unitMove", "normal"),
            Quirk.SWEEP_LEFTOVER_FRACTION, Set.of("fraction", "flags"));

    static final Lockstep<PairRig> LOCKSTEP = new Lockstep<>(PairRig::of, r -> r.world.kernels(), EXPLAINS, false);

    /** The slots this family's calls reach. */
    static Set<Slot<?>> slots() {
        Set<Slot<?>> out = new LinkedHashSet<>();
        SWEEP_ENTRIES.forEach(e -> out.addAll(e.slots()));
        OVERLAP_ENTRIES.forEach(e -> out.addAll(e.slots()));
        return out;
    }

    /** The slot holds the call's old contact and the other body its type mask. */
    private static PairRig prepare(PairRig rig, Args a) {
        rig.fill(a.leftover(), a.flags());
        rig.otherBody.setTypeMask(a.otherMask());
        return rig;
    }

    /** Every field of the contact slot after the call, bit for bit. */
    private static void observe(PairRig rig, boolean hit, Map<String, Object> out) {
        Contact c = rig.contact;
        out.put("hit", hit);
        out.put("unitMove", Snapshot.of(c.unitMove()));
        out.put("normal", Snapshot.of(c.normal()));
        out.put("fraction", Snapshot.of(c.fraction()));
        out.put("scalar84", Snapshot.of(c.scalar84()));
        out.put("distance", Snapshot.of(c.distance()));
        out.put("point", Snapshot.of(c.point()));
        out.put("slide", Snapshot.of(c.slide()));
        out.put("flags", c.flags());
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

    private static Arbitrary<Float> leftovers() {
        return Arbitraries.of(0f, 7.5f);
    }

    private static Arbitrary<Lockstep.Call<PairRig>> gridCall() {
        Arbitrary<Lockstep.Call<PairRig>> sweep = Arbitraries.integers().between(0, SWEEPS.length - 1)
                .flatMap(k -> Combinators.combine(shape(SWEEPS[k][0]), shape(SWEEPS[k][1]), moves(), leftovers(),
                        Arbitraries.of(0, 0x55), Arbitraries.of(0, 0x200))
                        .as((a, b, m, l, f, o) -> SWEEP_ENTRIES.get(k).with(new Args(a, b, m, l, f, o))));
        Arbitrary<Lockstep.Call<PairRig>> overlap = Arbitraries.integers().between(0, 15)
                .flatMap(k -> Combinators.combine(shape(ShapeType.values()[k / 4]), shape(ShapeType.values()[k % 4]))
                        .as((a, b) -> OVERLAP_ENTRIES.get(k).with(new Args(a, b, null, 0f, 0, 0))));
        return Arbitraries.frequencyOf(Tuple.of(4, sweep), Tuple.of(1, overlap));
    }

    /**
     * SPHERE_CAPSULE_FALLING_ROOT: a sphere over the capsule's axis moving straight down onto it (or, mirrored, the
     * capsule moving straight up under the sphere).
     */
    private static Arbitrary<Lockstep.Call<PairRig>> falling() {
        return Combinators.combine(grid(1, 0.1f), grid(1, 0.1f), Arbitraries.of(2.5f, 3f, 4f),
                Arbitraries.of(-1.5f, -2.5f, -4f), Arbitraries.of(false, true), leftovers()).as((x, y, z, dz, mirror, l) -> {
            Shape s = PairRig.sphere(x, y, z, 0.25f);
            Shape c = PairRig.human(0f, 0f, 0f);
            return mirror ? SWEEP_ENTRIES.get(3).with(new Args(c, s, PairRig.move(0f, 0f, -dz), l, 0, 0))
                    : SWEEP_ENTRIES.get(2).with(new Args(s, c, PairRig.move(0f, 0f, dz), l, 0, 0));
        });
    }

    /** SPHERE_CAPSULE_ROOT_ORDER: a long diagonal move in through the top cap and out through the side. */
    private static Arbitrary<Lockstep.Call<PairRig>> throughTheTop() {
        return Combinators.combine(Arbitraries.of(-0.6f, -0.4f, -0.2f), Arbitraries.of(2.2f, 2.4f, 2.6f),
                Arbitraries.of(1.2f, 1.6f, 2f), Arbitraries.of(-1.5f, -2f, -2.5f), leftovers())
                .as((x, z, dx, dz, l) -> SWEEP_ENTRIES.get(2).with(new Args(PairRig.sphere(x, 0f, z, 0.25f),
                        PairRig.human(0f, 0f, 0f), PairRig.move(dx, 0f, dz), l, 0, 0)));
    }

    /** CIRCLE_ZERO_MOVE_DIV: a capsule coming straight down beside a lower one, out of reach in the plane. */
    private static Arbitrary<Lockstep.Call<PairRig>> verticalBeside() {
        return Combinators.combine(Arbitraries.of(0.9f, 1.25f, 2f), Arbitraries.of(0.5f, 1f),
                Arbitraries.of(-1f, -0.5f), leftovers())
                .as((x, z, dz, l) -> SWEEP_ENTRIES.get(1).with(new Args(PairRig.human(x, 0f, z),
                        PairRig.human(0f, 0f, 0f), PairRig.move(0f, 0f, dz), l, 0, 0)));
    }

    /**
     * CAPSULE_TIMES_NOT_INTERSECTED: a capsule passing high over another, its circle overlap over before the
     * vertical ranges meet.
     */
    private static Arbitrary<Lockstep.Call<PairRig>> passingHigh() {
        return Combinators.combine(Arbitraries.of(-2f, -2.5f), Arbitraries.of(4f, 5f), Arbitraries.of(0, 1), leftovers())
                .as((x, mx, k, l) -> SWEEP_ENTRIES.get(1).with(new Args(PairRig.human(x, 0f, k == 0 ? 3f : 3.5f),
                        PairRig.human(0f, 0f, 0f), PairRig.move(mx, 0f, k == 0 ? -1.5f : -2f), l, 0, 0)));
    }

    /**
     * CAPSULE_HEIGHTS_SWAPPED: a shorter capsule (h 0.6-1.2) at some height moving at a standing one 1 m away, so the
     * circles meet and the heights differ (the vertical ranges are then read with each other's height).
     */
    private static Arbitrary<Lockstep.Call<PairRig>> unequalHeights() {
        return Combinators.combine(Arbitraries.of(0.6f, 1f, 1.2f), Arbitraries.of(0f, 0.8f, 1.5f, 2.2f),
                Arbitraries.of(0.5f, 1f), leftovers())
                .as((h, z, mx, l) -> SWEEP_ENTRIES.get(1).with(new Args(PairRig.capsule(0f, 0f, z, 0.35f, h),
                        PairRig.human(1f, 0f, 0f), PairRig.move(mx, 0f, 0f), l, 0, 0)));
    }

    /** SPHERE_SPHERE_TOUCHING_HITS: spheres within reach at the start, the move going away or nowhere. */
    private static Arbitrary<Lockstep.Call<PairRig>> touching() {
        return Combinators.combine(Arbitraries.of(0.3f, 0.5f), Arbitraries.of(-1f, 0f, -0.25f), leftovers())
                .as((x, mx, l) -> SWEEP_ENTRIES.get(0).with(new Args(PairRig.sphere(0f, 0f, 0f, 0.25f),
                        PairRig.sphere(x, 0f, 0f, 0.25f), PairRig.move(mx, 0f, mx == 0f ? 0f : 0.5f), l, 0, 0)));
    }

    /** ZERO_LENGTH_UNIT: a sphere whose start centre is the capsule's mid-height point (the inward normal is 0). */
    private static Arbitrary<Lockstep.Call<PairRig>> atMidHeight() {
        return Combinators.combine(Arbitraries.of(0.5f, -0.5f, 1f), leftovers())
                .as((dx, l) -> SWEEP_ENTRIES.get(2).with(new Args(PairRig.sphere(0f, 0f, 0.9f, 0.25f),
                        PairRig.human(0f, 0f, 0f), PairRig.move(dx, 0f, 0f), l, 0, 0)));
    }

    @Provide
    Arbitrary<List<Lockstep.Call<PairRig>>> calls() {
        Arbitrary<Lockstep.Call<PairRig>> one = Arbitraries.frequencyOf(Tuple.of(40, gridCall()),
                Tuple.of(2, falling()), Tuple.of(2, throughTheTop()), Tuple.of(2, verticalBeside()),
                Tuple.of(4, atMidHeight()), Tuple.of(2, passingHigh()), Tuple.of(2, touching()),
                Tuple.of(2, unequalHeights()));
        return one.list().ofMinSize(1).ofMaxSize(6);
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
    void fixedAgreesWithFaithfulCallByCallWhereNoCorrectionFired(@ForAll("calls") List<Lockstep.Call<PairRig>> cs) {
        Lockstep.report(LOCKSTEP.fixed(cs), Lockstep.declared(slots()));
    }

    @Property(edgeCases = EdgeCasesMode.NONE, tries = 300)
    void someSlotsFixedDifferOnlyThroughTheirOwnCorrections(@ForAll("calls") List<Lockstep.Call<PairRig>> cs,
                                                            @ForAll("mixes") Set<Slot<?>> fixed) {
        Profile p = Profile.of("faithful");
        for (Slot<?> s : fixed) {
            p = p.with(s.id(), "fixed");
        }
        Lockstep.Outcome o = LOCKSTEP.run(Mode.of("mixed " + new HashSet<>(fixed), p), cs);
        Statistics.label("reached a bit-identity check").collect(o.reached());
    }

    /**
     * The mutation check: a fixed sphere-sphere, capsule-capsule, sphere-capsule, sphere-segment and segment-segment
     * kernel that moves a hit's point by one ulp where no quirk fires is caught by the property's own generator.
     */
    @Example
    void aCorrectionLeakingOutsideItsQuirkIsCaught() {
        List<List<Lockstep.Call<PairRig>>> samples = Lockstep.samples(calls(), 200, 24L);
        for (ShapeType[] p : new ShapeType[][] {SWEEPS[0], SWEEPS[1], SWEEPS[2], SWEEPS[4], SWEEPS[6]}) {
            Slot<PairSweep> slot = Slots.pairSweep(p[0], p[1]);
            int caught = LOCKSTEP.caught(() -> Mode.mutant(slot.id(), slot, PairDifferentialProperties::nudged),
                    samples);
            assertTrue(caught > 0, "the mutant of " + slot.id() + " survived 200 samples");
            Statistics.label("mutant " + slot.id() + ": samples that caught it (of 200)").collect(caught);
        }
        assertEquals(0, LOCKSTEP.caught(Mode::fixed, samples), "the unmutated fixed kernels are never caught");
    }

    /** A silent divergence: every hit's +0x90 x moved by one ulp. */
    private static PairSweep nudged(PairSweep k) {
        return (ctx, out, ownBody, own, otherBody, other, move) -> {
            boolean hit = k.sweep(ctx, out, ownBody, own, otherBody, other, move);
            if (hit) {
                Float4 pt = out.point();
                pt.set(Math.nextUp(pt.x()), pt.y(), pt.z(), pt.w());
            }
            return hit;
        };
    }

    /** ZERO_LENGTH_UNIT, CIRCLE_ZERO_MOVE_DIV, SPHERE_CAPSULE_SHORT_AXIS: the EE's answers are numbers, never NaN. */
    @Property(edgeCases = EdgeCasesMode.NONE, tries = 300)
    void underThePs2ModelNoContactFieldIsEverNaN(@ForAll("calls") List<Lockstep.Call<PairRig>> cs) {
        for (PairRig rig : List.of(PairRig.ps2(), PairRig.of(Profile.of("fixed").withFloatModel("ps2")))) {
            for (Lockstep.Call<PairRig> call : cs) {
                Args c = (Args) call.args();
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
}
