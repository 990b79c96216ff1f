package engine.kernels.box;

import static engine.kernels.box.BoxArbitraries.d;
import static engine.kernels.box.CapsuleBoxSweepProperties.assertVec;

import engine.api.body.Contact;
import engine.api.shape.BoxShape;
import engine.kernels.correction.Mode;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;

/**
 * Unit 5's segment-box sweep (STRIKE_SWEEPS) against a brute-force sampler: boxes in any pose, strike segments of
 * any direction (length up to 3 m, radius 0.02-0.3 m), the segment's distance to the box (searched over the
 * segment) sampled 1000 times along the move in double precision. The fraction falls in the bracket, the normal is
 * the direction from the box's closest point to the segment's at the contact, a start within reach hits at 0.
 */
class SegmentBoxSweepProperties {
    private static final double DELTA = 1e-3;

    @Provide
    Arbitrary<BoxShape> boxes() {
        return BoxArbitraries.boxes(false);
    }

    @Provide
    Arbitrary<float[]> aims() {
        return BoxArbitraries.aims();
    }

    @Provide
    Arbitrary<float[]> moves() {
        return BoxArbitraries.moves();
    }

    /** The segment's vector from its start (each component in [−1.7, 1.7], sometimes along an axis) and radius. */
    @Provide
    Arbitrary<float[]> segments() {
        Arbitrary<Float> part = net.jqwik.api.Arbitraries.frequencyOf(
                net.jqwik.api.Tuple.of(4, BoxArbitraries.f(-1.7f, 1.7f)),
                net.jqwik.api.Tuple.of(1, net.jqwik.api.Arbitraries.just(0f)));
        return Combinators.combine(part, part, part, BoxArbitraries.f(0.02f, 0.3f))
                .as((x, y, z, r) -> new float[] {x, y, z, r});
    }

    @Property(tries = 600)
    void segmentBoxMatchesTheSampler(@ForAll("boxes") BoxShape box, @ForAll("aims") float[] aim,
                                     @ForAll("moves") float[] mv, @ForAll("segments") float[] seg) {
        float[] s = BoxArbitraries.start(box, aim, mv);
        // The aim point is the segment's middle.
        float sx = s[0] - 0.5f * seg[0];
        float sy = s[1] - 0.5f * seg[1];
        float sz = s[2] - 0.5f * seg[2];
        float r = seg[3];
        Contact c = BoxScenes.slot();
        boolean hit = BoxScenes.sweep(Mode.faithful().world(), BoxScenes.SEGMENT_BOX, c,
                BoxScenes.segment(sx, sy, sz, sx + seg[0], sy + seg[1], sz + seg[2], r), box,
                BoxScenes.move(mv[0], mv[1], mv[2]));
        BoxBrute b = BoxBrute.of(box);
        double[] p0 = {sx, sy, sz};
        double[] p1 = {(double) (sx + seg[0]), (double) (sy + seg[1]), (double) (sz + seg[2])};
        double[] m = d(mv);
        FirstTouch ft = FirstTouch.of(t -> b.distance(BoxBrute.add(p0, m, t), BoxBrute.add(p1, m, t)) - r, 1000,
                DELTA);
        FirstTouch.Kind kind = ft.check(hit, c.fraction());
        ft.checkStartHitsAtZero(hit, c.fraction());
        Statistics.label("kind").collect(kind);
        if (kind == FirstTouch.Kind.HIT && r > 0.05f) {
            double f = c.fraction();
            double[] q0 = BoxBrute.add(p0, m, f);
            double[] q1 = BoxBrute.add(p1, m, f);
            double[] n = closestDirection(b, q0, q1);
            if (n != null) {
                assertVec(n, c.normal().x(), c.normal().y(), c.normal().z(), "+0x50");
            }
            assertVec(q0, c.point().x(), c.point().y(), c.point().z(), "+0x90, the start at the contact");
        }
        Statistics.label("kind").coverage(k -> k.check(FirstTouch.Kind.HIT).percentage(pc -> pc >= 6));
    }

    /** unit(segment point − box point) of the closest pair, found by searching the segment; null when ambiguous. */
    private static double[] closestDirection(BoxBrute b, double[] q0, double[] q1) {
        double[] d = BoxBrute.sub(q1, q0);
        double lo = 0;
        double hi = 1;
        for (int i = 0; i < 100; i++) {
            double m1 = lo + (hi - lo) / 3;
            double m2 = hi - (hi - lo) / 3;
            if (b.distance(BoxBrute.add(q0, d, m1)) <= b.distance(BoxBrute.add(q0, d, m2))) {
                hi = m2;
            } else {
                lo = m1;
            }
        }
        double[] p = BoxBrute.add(q0, d, (lo + hi) / 2);
        double[] l = b.local(p);
        double[] v = BoxBrute.sub(l, b.closestLocal(l, 0));
        if (BoxBrute.length(v) < 1e-2) {
            return null;
        }
        return b.world(BoxBrute.unit(v));
    }
}
