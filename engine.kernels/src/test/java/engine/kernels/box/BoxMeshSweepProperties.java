package engine.kernels.box;

import static engine.kernels.box.BoxArbitraries.d;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.api.body.Contact;
import engine.api.mesh.CollisionMesh;
import engine.api.mesh.MeshBuilder;
import engine.api.quirk.Quirk;
import engine.api.shape.BoxShape;
import engine.kernels.correction.Mode;
import engine.kernels.correction.Snapshot;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;

/**
 * Unit 13's box mesh sweep (BOX_TRIANGLE_SWEEP) against a brute-force sampler: one triangle (one- or two-sided)
 * near the path of a box in any pose, the box (grown and shrunk by 1e-3 m) tested against the triangle 1000 times
 * along the move by edge intersections in double precision. The fixed kernel (BOX_AXIS_RANGE_RESET corrected)
 * finds the first touch within the bracket whenever the side and into-the-face rules let the triangle count; the
 * faithful kernel gives the same bits where the reset did not fire, and where it did it only forgets: it hits
 * wherever the fixed one hits, no later.
 */
class BoxMeshSweepProperties {
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

    /** Three corners around the aim point (offsets in [−2.5, 2.5]), and two-sided or not. */
    @Provide
    Arbitrary<float[]> triangles() {
        Arbitrary<Float> c = BoxArbitraries.f(-2.5f, 2.5f);
        Arbitrary<float[]> corners = Combinators.combine(c, c, c, c, c, c, c, c)
                .as((a, b, e, f, g, h, i, j) -> new float[] {a, b, e, f, g, h, i, j});
        return Combinators.combine(corners, c, Arbitraries.integers().between(0, 1))
                .as((k, last, two) -> new float[] {k[0], k[1], k[2], k[3], k[4], k[5], k[6], k[7], last, two});
    }

    @Property(tries = 1000)
    void boxMeshSweepMatchesTheSampler(@ForAll("boxes") BoxShape box, @ForAll("aims") float[] aim,
                                       @ForAll("moves") float[] mv, @ForAll("triangles") float[] tri) {
        float[] at = {box.centre().x() + aim[0], box.centre().y() + aim[1], box.centre().z() + aim[2]};
        float[][] v = new float[3][3];
        for (int k = 0; k < 3; k++) {
            for (int a = 0; a < 3; a++) {
                v[k][a] = at[a] + tri[3 * k + a];
            }
        }
        float[] s = BoxArbitraries.start(box, aim, mv);
        BoxShape moving = BoxScenes.box(s[0], s[1], s[2], box.halfExtents().x(), box.halfExtents().y(),
                box.halfExtents().z());
        for (int i = 0; i < 3; i++) {
            moving.axis(i).set(box.axis(i));
        }
        if (CollisionMesh.collinear(new float[] {v[0][0], v[0][1], v[0][2], v[1][0], v[1][1], v[1][2], v[2][0],
                v[2][1], v[2][2]}, 0, 1, 2)) {
            return;
        }
        boolean twoSided = tri[9] > 0.5f;
        MeshBuilder b = new MeshBuilder();
        b.triangle(b.vertex(v[0][0], v[0][1], v[0][2]), b.vertex(v[1][0], v[1][1], v[1][2]),
                b.vertex(v[2][0], v[2][1], v[2][2]), twoSided ? BoxScenes.TWO_SIDED : BoxScenes.ONE_SIDED, 0);
        CollisionMesh mesh = b.build(2f);
        Mode fixed = Mode.fixed();
        Contact[] out = BoxScenes.slots(2);
        int n = BoxScenes.meshSweep(fixed.world(mesh), out, 1, moving, BoxScenes.move(mv[0], mv[1], mv[2]), 0, 0f, 0f);
        Mode faithful = Mode.faithful();
        Contact[] old = BoxScenes.slots(2);
        int k = BoxScenes.meshSweep(faithful.world(mesh), old, 1, moving, BoxScenes.move(mv[0], mv[1], mv[2]), 0,
                0f, 0f);
        boolean reset = faithful.quirks().count(Quirk.BOX_AXIS_RANGE_RESET) > 0;
        Statistics.label("reset fired").collect(reset);
        if (!reset) {
            assertEquals(Snapshot.of(n, out[0].fraction(), out[0].normal(), out[0].point()),
                    Snapshot.of(k, old[0].fraction(), old[0].normal(), old[0].point()), "no reset: the same bits");
        } else if (n > 0) {
            assertEquals(1, k, "the reset only forgets: faithful hits where fixed does");
            assertTrue(old[0].fraction() <= out[0].fraction(), "and no later");
        }
        String rule = rule(v, moving, mv, twoSided);
        if (rule != null) {
            Statistics.label("kind").collect(rule);
            if (!rule.startsWith("ambiguous")) {
                assertEquals(0, n, rule);
            }
            return;
        }
        double[][] t = {d(v[0]), d(v[1]), d(v[2])};
        BoxBrute start = BoxBrute.of(moving);
        double[] m = d(mv);
        FirstTouch ft = FirstTouch.of(x -> start.moved(x, m).meets(t, DELTA), x -> start.moved(x, m).meets(t, -DELTA),
                1000);
        FirstTouch.Kind kind = ft.check(n > 0, out[0].fraction());
        if (ft.deepStart) {
            assertEquals(1, n, "already in the triangle, moving into its face: a contact at 0");
            assertEquals(0f, out[0].fraction());
        }
        Statistics.label("kind").collect(kind.name());
        if (n > 0) {
            assertEquals(0, out[0].flags(), "+0xb0: the flags word is always 0");
        }
        Statistics.label("kind").coverage(c -> c.check("HIT").percentage(pc -> pc >= 6));
        Statistics.label("reset fired").coverage(c -> c.check(true).count(x -> x > 0));
    }

    /**
     * Why the side or into-the-face rule drops the triangle ("behind", "not into"), "ambiguous" when a rounding
     * could decide it, or null when it counts.
     */
    private static String rule(float[][] v, BoxShape box, float[] mv, boolean twoSided) {
        double[] e1 = BoxBrute.sub(d(v[1]), d(v[0]));
        double[] e2 = BoxBrute.sub(d(v[2]), d(v[0]));
        double[] n = BoxBrute.unit(BoxBrute.cross(e1, e2));
        double[] c = {box.centre().x(), box.centre().y(), box.centre().z()};
        double side = BoxBrute.dot(n, BoxBrute.sub(c, d(v[0])));
        if (Math.abs(side - 1e-6) < 1e-4) {
            return "ambiguous side";
        }
        if (side < 1e-6) {
            if (!twoSided) {
                return "behind a one-sided face";
            }
            n = new double[] {-n[0], -n[1], -n[2]};
        }
        double into = BoxBrute.dot(n, d(mv));
        if (Math.abs(into + 0.001) < 1e-4) {
            return "ambiguous into";
        }
        return into >= -0.001 ? "not into the face" : null;
    }
}
