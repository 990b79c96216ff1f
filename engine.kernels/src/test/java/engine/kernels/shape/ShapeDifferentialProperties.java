package engine.kernels.shape;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.api.body.OwnerState;
import engine.api.kernel.KernelContext;
import engine.api.kernel.Slot;
import engine.api.kernel.shape.ShapeBound;
import engine.api.math.Float4;
import engine.api.math.Quat;
import engine.api.math.Vec4;
import engine.api.quirk.Quirk;
import engine.api.selection.Profile;
import engine.api.shape.BoxShape;
import engine.api.shape.CapsuleShape;
import engine.api.shape.SegmentShape;
import engine.api.shape.Shape;
import engine.api.shape.SphereShape;
import engine.api.slots.Slots;
import engine.kernels.correction.Lockstep;
import engine.kernels.correction.Mode;
import engine.kernels.correction.Snapshot;
import engine.kernels.fake.FakeHuman;
import engine.kernels.fake.FakeOwner;
import engine.kernels.world.PhysicsWorld;
import java.util.EnumSet;
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
import net.jqwik.api.constraints.Size;
import net.jqwik.api.statistics.Statistics;

/**
 * The differential rule on Unit 6's poses and bounds, call by call: random shapes of the four types, enabled and
 * posed from random body transforms and bones (present, absent, or none), posed again and bounded, compared after
 * every call under the faithful and the fixed kernels (and with only shape-pose or shape-bounds fixed); a field may
 * differ only where a correction of the call's slot that explains it fired in that call.
 */
class ShapeDifferentialProperties {

    /** One shape to pose and bound. */
    record Posed(int type, Vec4 position, Quat rotation, int bone, Vec4 bonePosition, Quat boneRotation,
                 Vec4 offset, float size, boolean human) {
    }

    private static Arbitrary<Float> coordinate() {
        return Arbitraries.integers().between(-40, 40).map(i -> i * 0.25f);
    }

    private static Arbitrary<Vec4> point() {
        return Combinators.combine(coordinate(), coordinate(), coordinate()).as(Vec4::point);
    }

    /** Mostly the identity or a turn about z; sometimes any unit quaternion. */
    private static Arbitrary<Quat> rotation() {
        Arbitrary<Float> c = Arbitraries.integers().between(-100, 100).map(i -> i / 100f);
        Arbitrary<Quat> any = Combinators.combine(c, c, c, c).as((x, y, z, w) -> {
            double n = Math.sqrt((double) x * x + (double) y * y + (double) z * z + (double) w * w);
            if (n < 1e-3) {
                return Quat.IDENTITY;
            }
            return new Quat((float) (x / n), (float) (y / n), (float) (z / n), (float) (w / n));
        });
        Arbitrary<Quat> aboutZ = Arbitraries.integers().between(0, 359).map(d -> {
            double h = StrictMath.toRadians(d) / 2;
            return new Quat(0f, 0f, (float) StrictMath.sin(h), (float) StrictMath.cos(h));
        });
        return Arbitraries.frequencyOf(Tuple.of(3, Arbitraries.just(Quat.IDENTITY)), Tuple.of(4, aboutZ),
                Tuple.of(2, any));
    }

    @Provide
    Arbitrary<Posed> shapes() {
        Arbitrary<Integer> bone = Arbitraries.frequency(Tuple.of(6, -1), Tuple.of(3, 2), Tuple.of(1, 5));
        Arbitrary<Vec4> offset = Arbitraries.frequencyOf(Tuple.of(2, Arbitraries.just(Vec4.ZERO_POINT)),
                Tuple.of(3, point()));
        return Combinators.combine(Arbitraries.integers().between(1, 4), point(), rotation(), bone, point(),
                        rotation(), offset, Arbitraries.integers().between(1, 8).map(i -> i * 0.25f))
                .as((t, p, q, b, bp, bq, o, s) -> new Posed(t, p, q, b, bp, bq, o, s, false))
                .flatMap(x -> Arbitraries.frequency(Tuple.of(9, false), Tuple.of(1, true))
                        .map(h -> new Posed(x.type(), x.position(), x.rotation(), x.bone(), x.bonePosition(),
                                x.boneRotation(), x.offset(), x.size(), h && x.type() == 3)));
    }

    @Provide
    Arbitrary<Set<Slot<?>>> mixes() {
        return Arbitraries.of(Set.of(Slots.SHAPE_POSE), Set.of(Slots.SHAPE_BOUNDS));
    }

    /** A rig: a world and the one shape (and its owner) its calls pose and bound. */
    static final class Rig {
        final PhysicsWorld w;
        FakeOwner owner;
        Shape shape;

        Rig(Mode mode) {
            w = mode.world();
        }
    }

    private static void observe(Shape s, Map<String, Object> out) {
        out.put("fields", fields(s));
        out.put("previous", Snapshot.of(s.previous()));
        out.put("flags", s.flags());
    }

    /** The first pose: the owner and shape made, the shape enabled (flag 0x10) and posed. */
    static final Lockstep.Entry<Rig, Posed> FIRST_POSE = new Lockstep.Entry<>("Shape_Enable+Shape_Pose",
            Set.of(Slots.SHAPE_POSE), (r, p, out) -> {
                r.owner = owner(p);
                r.shape = shape(p);
                r.shape.setBone(p.bone());
                r.shape.localOffset().set(p.offset().x(), p.offset().y(), p.offset().z(), 1f);
                var pose = r.w.kernels().get(Slots.SHAPE_POSE);
                pose.enable(r.w, r.shape, true);
                pose.pose(r.w, r.shape, r.owner);
                observe(r.shape, out);
            });

    /** The second pose, the owner one unit along +x (the flag 0x10 rule has seen a pose). */
    static final Lockstep.Entry<Rig, Posed> SECOND_POSE = new Lockstep.Entry<>("Shape_Pose", Set.of(Slots.SHAPE_POSE),
            (r, p, out) -> {
                r.owner.at(Vec4.point(p.position().x() + 1f, p.position().y(), p.position().z()), p.rotation());
                r.w.kernels().get(Slots.SHAPE_POSE).pose(r.w, r.shape, r.owner);
                observe(r.shape, out);
            });

    static final Lockstep.Entry<Rig, Posed> BOUNDS = new Lockstep.Entry<>("Shape_Bounds", Set.of(Slots.SHAPE_BOUNDS),
            (r, p, out) -> {
                Float4 lo = new Float4();
                Float4 hi = new Float4();
                r.w.kernels().get(Slots.SHAPE_BOUNDS).bounds(r.w, r.shape, lo, hi);
                out.put("lo", Snapshot.of(lo));
                out.put("hi", Snapshot.of(hi));
            });

    /** SEGMENT_BOUND's correction changes the bound only; the pose corrections may change any field. */
    static final Map<Quirk, Set<String>> EXPLAINS = Map.of(Quirk.SEGMENT_BOUND, Set.of("lo", "hi"));

    /** One rig per shape (shapes share nothing), its three calls stateful: it stops at the first excused difference. */
    static final Lockstep<Rig> LOCKSTEP = new Lockstep<>(Rig::new, r -> r.w.kernels(), EXPLAINS, true);

    static final List<Quirk> DECLARED = Lockstep.declared(Set.of(Slots.SHAPE_POSE, Slots.SHAPE_BOUNDS));

    private static List<Lockstep.Call<Rig>> calls(Posed p) {
        return List.of(FIRST_POSE.with(p), SECOND_POSE.with(p), BOUNDS.with(p));
    }

    /** Every shape of ps through lockstep against corrected, the outcomes summed over the shapes. */
    static Lockstep.Outcome run(Mode.Factory corrected, List<Posed> ps) {
        int calls = 0;
        int identical = 0;
        int excused = 0;
        Set<Quirk> fired = EnumSet.noneOf(Quirk.class);
        for (Posed p : ps) {
            Lockstep.Outcome o = LOCKSTEP.run(corrected.make(), calls(p));
            calls += o.calls();
            identical += o.identical();
            excused += o.excused();
            fired.addAll(o.fired());
        }
        return new Lockstep.Outcome(calls, identical, excused, fired);
    }

    @Property(tries = 400)
    void fixedAgreesWithFaithfulCallByCallWhereNoCorrectionFired(
            @ForAll @Size(min = 1, max = 6) List<@From("shapes") Posed> ps, @ForAll("mixes") Set<Slot<?>> mixed) {
        Lockstep.report(run(Mode::fixed, ps), DECLARED);
        Profile p = Profile.of("faithful");
        for (Slot<?> s : mixed) {
            p = p.with(s.id(), "fixed");
        }
        Profile mix = p;
        run(() -> Mode.of("mixed " + mixed, mix), ps);
    }

    /** The mutation check: a fixed shape bound one ulp wider at the top is caught; unmutated fixed never is. */
    @Example
    void aBoundDivergingOutsideItsQuirkIsCaught() {
        int caught = 0;
        int fixedCaught = 0;
        for (Posed p : Lockstep.samples(shapes(), 200, 24L)) {
            caught += LOCKSTEP.caught(() -> Mode.mutant("wide", Slots.SHAPE_BOUNDS, k -> new ShapeBound() {
                @Override
                public void bounds(KernelContext ctx, Shape s, Float4 min, Float4 max) {
                    k.bounds(ctx, s, min, max);
                    max.set(Math.nextUp(max.x()), max.y(), max.z(), max.w());
                }

                @Override
                public void addShapeBounds(KernelContext ctx, Float4 min, Float4 max, Shape s) {
                    k.addShapeBounds(ctx, min, max, s);
                }
            }), List.of(calls(p)));
            fixedCaught += LOCKSTEP.caught(Mode::fixed, List.of(calls(p)));
        }
        assertTrue(caught > 0, "the shape-bounds mutant survived 200 samples");
        assertEquals(0, fixedCaught, "the unmutated fixed kernels were caught");
        Statistics.label("mutant shape-bounds: samples that caught it (of 200)").collect(caught);
    }

    /** The owner of p: a human (bone 6, jumping when p's bone is 5) or an object with bone 2 when p's bone is 2. */
    private static FakeOwner owner(Posed p) {
        FakeOwner o;
        if (p.human()) {
            FakeHuman h = new FakeHuman("h");
            h.stateFlags = p.bone() == 5 ? OwnerState.JUMPING : 0L;
            h.takeOffHeight = p.position().z() - 0.5f;
            o = h;
            if (p.bone() >= 0) {
                h.bone(6, p.bonePosition(), p.boneRotation());
            }
        } else {
            o = new FakeOwner("o");
            if (p.bone() == 2) {
                o.bone(2, p.bonePosition(), p.boneRotation());
            }
        }
        o.at(p.position(), p.rotation());
        return o;
    }

    private static Shape shape(Posed p) {
        return switch (p.type()) {
            case 1 -> {
                BoxShape b = new BoxShape();
                b.setSize(p.size(), p.size() * 0.5f, p.size() * 2f);
                yield b;
            }
            case 2 -> {
                SphereShape s = new SphereShape();
                s.setRadius(p.size());
                yield s;
            }
            case 3 -> {
                CapsuleShape c = new CapsuleShape();
                c.setSize(p.size() * 4f, p.size());
                yield c;
            }
            default -> {
                SegmentShape g = new SegmentShape();
                g.setRadius(p.size() * 0.5f);
                g.setLength(p.size() * 3f);
                yield g;
            }
        };
    }

    private static List<Object> fields(Shape s) {
        if (s instanceof BoxShape b) {
            return Snapshot.of(b.centre(), b.axis(0), b.axis(1), b.axis(2));
        }
        if (s instanceof SphereShape sp) {
            return Snapshot.of(sp.centre());
        }
        if (s instanceof CapsuleShape c) {
            return Snapshot.of(c.base(), c.height());
        }
        SegmentShape g = (SegmentShape) s;
        return Snapshot.of(g.start(), g.end());
    }
}
