package engine.kernels.box;

import static engine.kernels.box.BoxArbitraries.d;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.api.body.Contact;
import engine.api.shape.BoxShape;
import engine.kernels.correction.Mode;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;

/**
 * Unit 5's box-box sweep (STRIKE_SWEEPS) against a brute-force sampler that never uses separating axes: two boxes
 * in any pose intersect when an edge of one meets the other (slab tests), tried 1000 times along the move with
 * both grown and shrunk by 1e-3 m. The fraction falls in the bracket; the normal is unit and the two boxes'
 * projections on it touch at the contact with the mover on its positive side; a start already overlapping hits at
 * 0 or not at all.
 */
class BoxBoxSweepProperties {
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

    @Property(tries = 1000)
    void boxBoxMatchesTheSampler(@ForAll("boxes") BoxShape other, @ForAll("boxes") BoxShape posed,
                                 @ForAll("aims") float[] aim, @ForAll("moves") float[] mv) {
        float[] s = BoxArbitraries.start(other, aim, mv);
        BoxShape own = BoxScenes.box(s[0], s[1], s[2], posed.halfExtents().x(), posed.halfExtents().y(),
                posed.halfExtents().z());
        for (int i = 0; i < 3; i++) {
            own.axis(i).set(posed.axis(i));
        }
        Contact c = BoxScenes.slot();
        boolean hit = BoxScenes.sweep(Mode.faithful().world(), BoxScenes.BOX_BOX, c, own, other,
                BoxScenes.move(mv[0], mv[1], mv[2]));
        BoxBrute a = BoxBrute.of(own);
        BoxBrute b = BoxBrute.of(other);
        double[] m = d(mv);
        FirstTouch ft = FirstTouch.of(t -> BoxBrute.intersect(a.moved(t, m), b, DELTA),
                t -> BoxBrute.intersect(a.moved(t, m), b, -DELTA), 1000);
        FirstTouch.Kind kind = ft.check(hit, c.fraction());
        Statistics.label("kind").collect(kind);
        if (kind == FirstTouch.Kind.START && ft.deepStart && hit) {
            assertEquals(0f, c.fraction(), "overlapping at the start: a hit is at 0");
        }
        if (kind == FirstTouch.Kind.HIT) {
            double[] n = {c.normal().x(), c.normal().y(), c.normal().z()};
            assertEquals(1.0, BoxBrute.length(n), 1e-4, "+0x50 is unit");
            double ownMin = Double.MAX_VALUE;
            for (double[] k : a.moved(c.fraction(), m).corners(0)) {
                ownMin = Math.min(ownMin, BoxBrute.dot(n, k));
            }
            double otherMax = -Double.MAX_VALUE;
            for (double[] k : b.corners(0)) {
                otherMax = Math.max(otherMax, BoxBrute.dot(n, k));
            }
            assertTrue(Math.abs(ownMin - otherMax) < 5e-3, "along +0x50 the mover's projection starts where the"
                    + " other's ends: " + ownMin + " vs " + otherMax);
        }
        Statistics.label("kind").coverage(k -> k.check(FirstTouch.Kind.HIT).percentage(pc -> pc >= 6));
    }
}
