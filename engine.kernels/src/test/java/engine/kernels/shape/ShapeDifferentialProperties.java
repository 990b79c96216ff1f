package engine.kernels.shape;

import engine.api.body.OwnerState;
import engine.api.kernel.Slot;
import engine.api.math.Float4;
import engine.api.math.Quat;
import engine.api.math.Vec4;
import engine.api.quirk.Quirk;
import engine.api.shape.BoxShape;
import engine.api.shape.CapsuleShape;
import engine.api.shape.SegmentShape;
import engine.api.shape.Shape;
import engine.api.shape.SphereShape;
import engine.api.slots.Slots;
import engine.kernels.correction.Differential;
import engine.kernels.correction.Mode;
import engine.kernels.correction.Snapshot;
import engine.kernels.fake.FakeHuman;
import engine.kernels.fake.FakeOwner;
import engine.kernels.world.PhysicsWorld;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.From;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;
import net.jqwik.api.constraints.Size;
import net.jqwik.api.statistics.Statistics;

/**
 * The differential rule on Unit 6's poses and bounds: random shapes of the four types, posed from random body
 * transforms and bones (present, absent, or none) and then bounded, give bit-identical results under the faithful
 * and the fixed kernels (and with only shape-pose or shape-bounds fixed) unless a corrected quirk fired in the
 * faithful run. Most shapes have no bone or an unturned one and most segments point along +x, so the quirks are
 * reached sometimes, not mostly.
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

    @Property(tries = 400)
    void fixedAgreesWithFaithfulWhereNoCorrectedQuirkFired(
            @ForAll @Size(min = 1, max = 6) List<@From("shapes") Posed> ps) {
        Differential.Outcome o = Differential.check(mode -> run(mode, ps));
        Statistics.label("results differ").collect(o.differs());
        for (Quirk q : o.attributed()) {
            Statistics.label("fired").collect(q.id());
        }
    }

    @Property(tries = 200)
    void onlyPoseOrOnlyBoundsFixedDiffersThroughItsOwnQuirks(
            @ForAll @Size(min = 1, max = 6) List<@From("shapes") Posed> ps, @ForAll("mixes") Set<Slot<?>> fixed) {
        Differential.checkMixed(mode -> run(mode, ps), fixed);
    }

    /** Poses each shape twice (the flag 0x10 rule sees a pose before) and bounds it; returns every field's bits. */
    static Object run(Mode mode, List<Posed> ps) {
        PhysicsWorld w = mode.world();
        List<Object> seen = new ArrayList<>();
        for (Posed p : ps) {
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
            Shape s = shape(p);
            s.setBone(p.bone());
            s.localOffset().set(p.offset().x(), p.offset().y(), p.offset().z(), 1f);
            var pose = w.kernels().get(Slots.SHAPE_POSE);
            pose.enable(w, s, true);
            pose.pose(w, s, o);
            o.at(Vec4.point(p.position().x() + 1f, p.position().y(), p.position().z()), p.rotation());
            pose.pose(w, s, o);
            Float4 lo = new Float4();
            Float4 hi = new Float4();
            w.kernels().get(Slots.SHAPE_BOUNDS).bounds(w, s, lo, hi);
            seen.add(Snapshot.of(fields(s), s.previous(), s.flags(), lo, hi));
        }
        return seen;
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
