package engine.kernels.box;

import static engine.kernels.box.BoxArbitraries.d;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.api.body.Contact;
import engine.api.body.ContactFlags;
import engine.api.shape.BoxShape;
import engine.kernels.correction.Mode;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;

/**
 * Unit 12's capsule-box sweep (CAPSULE_BOX_SWEEP) against a brute-force sampler: upright boxes (turned about z),
 * the capsule the cylinder [base.z, base.z + h] of radius r, the move stepped 2000 times in double precision. The
 * fraction falls in the sampler's bracket (delta 1e-3 m), the normal is the footprint's outward direction or ±z at
 * the contact, flag 0x1 and the diagonal slide exactly in the corner regions; a start within reach hits only at 0
 * with the move going into the normal.
 */
class CapsuleBoxSweepProperties {
    private static final double DELTA = 1e-3;

    @Provide
    Arbitrary<BoxShape> boxes() {
        return BoxArbitraries.boxes(true);
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
    Arbitrary<float[]> sizes() {
        return net.jqwik.api.Combinators.combine(BoxArbitraries.f(0.1f, 1f), BoxArbitraries.f(0.2f, 2.5f))
                .as((r, h) -> new float[] {r, h});
    }

    /** The separation of the cylinder at base + t·m from the box: max(footprint gap − r, height gap). */
    private static double sep(BoxBrute b, double[] base, double[] m, double r, double h, double t) {
        double[] l = b.local(BoxBrute.add(base, m, t));
        double dx = l[0] - Math.max(-b.h[0], Math.min(b.h[0], l[0]));
        double dy = l[1] - Math.max(-b.h[1], Math.min(b.h[1], l[1]));
        double horizontal = Math.sqrt(dx * dx + dy * dy) - r;
        double vertical = Math.max(l[2] - b.h[2], -b.h[2] - (l[2] + h));
        return Math.max(horizontal, vertical);
    }

    @Property(tries = 1500)
    void capsuleBoxMatchesTheSampler(@ForAll("boxes") BoxShape box, @ForAll("aims") float[] aim,
                                     @ForAll("moves") float[] mv, @ForAll("sizes") float[] size) {
        float[] s = BoxArbitraries.start(box, aim, mv);
        float r = size[0];
        float h = size[1];
        Contact c = BoxScenes.slot();
        boolean hit = BoxScenes.sweep(Mode.faithful().world(), BoxScenes.CAPSULE_BOX, c,
                BoxScenes.capsule(s[0], s[1], s[2], r, h), box, BoxScenes.move(mv[0], mv[1], mv[2]));
        BoxBrute b = BoxBrute.of(box);
        double[] base = d(s);
        double[] m = d(mv);
        FirstTouch ft = FirstTouch.of(t -> sep(b, base, m, r, h, t), 2000, DELTA);
        FirstTouch.Kind kind = ft.check(hit, c.fraction());
        Statistics.label("kind").collect(kind);
        if (kind == FirstTouch.Kind.START) {
            if (ft.deepStart && hit) {
                assertEquals(0f, c.fraction(), "a start within reach hits at 0 or not at all");
                assertTrue(BoxBrute.dot(m, new double[] {c.normal().x(), c.normal().y(), c.normal().z()}) < 0,
                        "and only moving into the normal");
            }
            return;
        }
        if (kind != FirstTouch.Kind.HIT) {
            return;
        }
        checkNormalAndCorner(b, base, m, r, h, c);
        Statistics.label("kind").coverage(k -> k.check(FirstTouch.Kind.HIT).percentage(pc -> pc >= 6));
        Statistics.label("contact").coverage(k -> k.check("corner").count(n -> n > 0));
    }

    private static void checkNormalAndCorner(BoxBrute b, double[] base, double[] m, double r, double h, Contact c) {
        double f = c.fraction();
        double[] l = b.local(BoxBrute.add(base, m, f));
        double kx = Math.max(-b.h[0], Math.min(b.h[0], l[0]));
        double ky = Math.max(-b.h[1], Math.min(b.h[1], l[1]));
        double horizontal = Math.hypot(l[0] - kx, l[1] - ky) - r;
        double vertical = Math.max(l[2] - b.h[2], -b.h[2] - (l[2] + h));
        double[] n;
        int flags;
        if (horizontal > vertical + 1e-3) {
            n = b.world(BoxBrute.unit(new double[] {l[0] - kx, l[1] - ky, 0}));
            boolean corner = Math.abs(l[0]) > b.h[0] + 1e-4 && Math.abs(l[1]) > b.h[1] + 1e-4;
            boolean side = Math.abs(l[0]) < b.h[0] - 1e-4 || Math.abs(l[1]) < b.h[1] - 1e-4;
            if (!corner && !side) {
                return; // on a corner region's border: either answer
            }
            flags = corner ? ContactFlags.CORNER_SLIDE : 0;
            Statistics.label("contact").collect(corner ? "corner" : "side");
            if (corner) {
                double[] diag = BoxBrute.unit(b.world(new double[] {Math.signum(l[0]), Math.signum(l[1]), 0}));
                assertVec(diag, c.slide().x(), c.slide().y(), c.slide().z(), "the corner's diagonal slide");
            }
        } else if (vertical > horizontal + 1e-3) {
            n = new double[] {0, 0, m[2] < 0 ? 1 : -1};
            flags = 0;
            Statistics.label("contact").collect("top or bottom");
        } else {
            return; // both gaps close at once: the tie rule decides
        }
        assertEquals(flags, c.flags(), "+0xb0");
        assertVec(n, c.normal().x(), c.normal().y(), c.normal().z(), "+0x50");
    }

    static void assertVec(double[] e, float x, float y, float z, String what) {
        double err = Math.max(Math.abs(e[0] - x), Math.max(Math.abs(e[1] - y), Math.abs(e[2] - z)));
        assertTrue(err < 2e-3, what + ": expected (" + e[0] + ", " + e[1] + ", " + e[2] + "), was (" + x + ", " + y
                + ", " + z + ")");
    }
}
