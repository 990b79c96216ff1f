package engine.kernels.box;

import static engine.kernels.box.BoxArbitraries.d;
import static engine.kernels.box.CapsuleBoxSweepProperties.assertVec;
import static org.junit.jupiter.api.Assertions.assertEquals;

import engine.api.body.Contact;
import engine.api.shape.BoxShape;
import engine.kernels.correction.Mode;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;

/**
 * Unit 5's sphere-box sweep (STRIKE_SWEEPS) against a brute-force sampler: boxes in any pose, the centre's distance
 * to the box sampled 2000 times along the move in double precision. The fraction falls in the bracket (delta
 * 1e-3 m), the normal is the direction from the box's closest point to the centre at the contact, a start within
 * reach hits at 0 whatever the move, and only the fields of a pair hit are written.
 */
class SphereBoxSweepProperties {
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

    @Provide
    Arbitrary<Float> radii() {
        return BoxArbitraries.f(0.05f, 1f);
    }

    @Property(tries = 1500)
    void sphereBoxMatchesTheSampler(@ForAll("boxes") BoxShape box, @ForAll("aims") float[] aim,
                                    @ForAll("moves") float[] mv, @ForAll("radii") float r) {
        float[] s = BoxArbitraries.start(box, aim, mv);
        Contact c = BoxScenes.slot();
        boolean hit = BoxScenes.sweep(Mode.faithful().world(), BoxScenes.SPHERE_BOX, c,
                BoxScenes.sphere(s[0], s[1], s[2], r), box, BoxScenes.move(mv[0], mv[1], mv[2]));
        BoxBrute b = BoxBrute.of(box);
        double[] centre = d(s);
        double[] m = d(mv);
        FirstTouch ft = FirstTouch.of(t -> b.distance(BoxBrute.add(centre, m, t)) - r, 2000, DELTA);
        FirstTouch.Kind kind = ft.check(hit, c.fraction());
        ft.checkStartHitsAtZero(hit, c.fraction());
        Statistics.label("kind").collect(kind);
        if (hit) {
            assertEquals(-9f, c.slide().x(), "+0xa0 not written");
            assertEquals(0, c.flags(), "+0xb0");
        }
        if (kind == FirstTouch.Kind.HIT) {
            double[] p = BoxBrute.add(centre, m, c.fraction());
            double[] l = b.local(p);
            double[] n = b.world(BoxBrute.unit(BoxBrute.sub(l, b.closestLocal(l, 0))));
            assertVec(n, c.normal().x(), c.normal().y(), c.normal().z(), "+0x50");
            assertVec(new double[] {-n[0], -n[1], -n[2]}, c.unitMove().x(), c.unitMove().y(), c.unitMove().z(),
                    "+0x10");
            assertVec(p, c.point().x(), c.point().y(), c.point().z(), "+0x90");
        }
        Statistics.label("kind").coverage(k -> k.check(FirstTouch.Kind.HIT).percentage(pc -> pc >= 6));
    }
}
