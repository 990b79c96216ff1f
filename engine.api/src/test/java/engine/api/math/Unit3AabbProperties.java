package engine.api.math;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * Unit 3, the box helpers for all inputs: AABB_ExtendByMove gives the smallest box holding the box and the box
 * moved by d; AABB_ScaleAboutCentre keeps the centre (within float rounding) and always gives min ≤ max, also
 * for negative scales.
 */
class Unit3AabbProperties {

    @Property(tries = 2000)
    void extendByMoveContainsTheBoxAndTheMovedBox(@ForAll("boxes") Aabb box, @ForAll("vectors") Vec4 d) {
        Aabb e = box.extendByMove(d);
        Vec4 movedMin = box.min().add3(d);
        Vec4 movedMax = box.max().add3(d);
        for (int i = 0; i < 3; i++) {
            float lo = e.min().lane(i);
            float hi = e.max().lane(i);
            require(lo <= box.min().lane(i) && hi >= box.max().lane(i), "holds the box", i, box, d, e);
            require(lo <= movedMin.lane(i) && hi >= movedMax.lane(i), "holds the moved box", i, box, d, e);
            // and no more than that: each bound is one of the four candidates
            require(lo == Math.min(box.min().lane(i), movedMin.lane(i)), "min is the smaller", i, box, d, e);
            require(hi == Math.max(box.max().lane(i), movedMax.lane(i)), "max is the larger", i, box, d, e);
        }
        require(Float.floatToRawIntBits(e.min().w()) == Float.floatToRawIntBits(box.min().w())
                && Float.floatToRawIntBits(e.max().w()) == Float.floatToRawIntBits(box.max().w()), "w kept", 3, box,
                d, e);
    }

    @Property(tries = 2000)
    void scaleAboutCentreKeepsTheCentreAndGivesMinAtMostMax(@ForAll("boxes") Aabb box, @ForAll("scales") Vec4 s) {
        Aabb r = box.scaleAboutCentre(s);
        for (int i = 0; i < 3; i++) {
            double lo = box.min().lane(i);
            double hi = box.max().lane(i);
            double c = (lo + hi) / 2;
            double h = (hi - lo) / 2 * s.lane(i);
            float nlo = r.min().lane(i);
            float nhi = r.max().lane(i);
            require(nlo <= nhi, "min <= max", i, box, s, r);
            double centre = ((double) nlo + nhi) / 2;
            // c and h are each rounded once or twice in float32, then c ± h once more.
            double tol = 4 * Math.ulp((float) (Math.abs(c) + Math.abs(h) + Math.abs(lo) + Math.abs(hi)));
            require(Math.abs(centre - c) <= tol, "centre kept (" + centre + " vs " + c + ")", i, box, s, r);
            require(Math.abs((nhi - (double) nlo) - 2 * Math.abs(h)) <= 2 * tol, "size scaled by |s|", i, box, s, r);
        }
        if (!(s.x() == 1f && s.y() == 1f && s.z() == 1f)) {
            require(r.min().w() == 1f && r.max().w() == 1f, "w = 1", 3, box, s, r);
        }
    }

    private static void require(boolean ok, String what, int lane, Aabb box, Vec4 v, Aabb result) {
        if (!ok) {
            throw new AssertionError(what + " on lane " + lane + ": " + box + " with " + v + " gave " + result);
        }
    }

    @Provide
    Arbitrary<Aabb> boxes() {
        Arbitrary<Float> lane = Arbitraries.floats().between(-1000f, 1000f);
        Arbitrary<Float> w = Arbitraries.of(0f, 1f, 0.5f);
        return Combinators.combine(Combinators.combine(lane, lane, lane, w).as(Vec4::new),
                        Combinators.combine(lane, lane, lane, w).as(Vec4::new))
                .as((a, b) -> new Aabb(a.min3(b), b.max3(a).withW(b.w())));
    }

    @Provide
    Arbitrary<Vec4> vectors() {
        Arbitrary<Float> lane = Arbitraries.floats().between(-1000f, 1000f);
        return Combinators.combine(lane, lane, lane, Arbitraries.of(0f, 1f)).as(Vec4::new);
    }

    @Provide
    Arbitrary<Vec4> scales() {
        Arbitrary<Float> lane = Arbitraries.oneOf(Arbitraries.floats().between(-10f, 10f),
                Arbitraries.of(1f, -1f, 0f, 1.5f));
        return Combinators.combine(lane, lane, lane, Arbitraries.of(0f, 1f)).as(Vec4::new);
    }
}
