package engine.kernels.pair;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.api.math.FloatModel;
import engine.api.shape.BoxShape;
import engine.api.shape.CapsuleShape;
import engine.api.shape.SegmentShape;
import engine.api.shape.Shape;
import engine.api.shape.ShapeType;
import engine.api.shape.SphereShape;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;

/**
 * Unit 4 (reconstructed) against brute-force samplers. Each overlap entry: f(p) = max(sdf_own(p), sdf_other(p)) on a
 * grid over both shapes' bounds; the shapes meet exactly when min f ≤ 0, and f is 1-Lipschitz, so an overlap must
 * show a grid value within the grid's covering radius, and a grid value clearly below 0 must be an overlap.
 * Segment_ClosestPoints: its pair's distance is the least distance, found by sampling s with the exact t and refining
 * the best sample, wherever the segments are not within the absolute parallel threshold.
 */
class Unit4OverlapProperties {
    private static final int GRID = 24;
    private static final double TOL = 1e-4;

    private static Arbitrary<Float> coordinate() {
        return Arbitraries.integers().between(-80, 80).map(i -> i / 100f);
    }

    private static Arbitrary<Float> size(int lo, int hi) {
        return Arbitraries.integers().between(lo, hi).map(i -> i / 100f);
    }

    private static Arbitrary<Shape> shape(ShapeType t) {
        Arbitrary<Float> c = coordinate();
        return switch (t) {
            case SPHERE -> Combinators.combine(c, c, c, size(10, 100)).as(PairRig::sphere);
            case CAPSULE -> Combinators.combine(c, c, c, size(10, 60), size(20, 200)).as(PairRig::capsule);
            case SEGMENT -> Combinators.combine(c, c, c, c, c, c, size(10, 50))
                    .as((a, b, d, e, f, g, r) -> (Shape) PairRig.segment(a, b, d, e, f, g, r));
            case BOX -> Combinators.combine(c, c, c, size(10, 100), size(10, 100), size(10, 100),
                    Arbitraries.integers().between(0, 359), Arbitraries.integers().between(0, 359))
                    .as((x, y, z, hx, hy, hz, yaw, tilt) -> turned(x, y, z, hx, hy, hz, yaw, tilt));
        };
    }

    /** A box turned by yaw about z, then by tilt about its own x axis. */
    private static Shape turned(float x, float y, float z, float hx, float hy, float hz, int yaw, int tilt) {
        BoxShape b = PairRig.box(x, y, z, hx, hy, hz);
        double cy = StrictMath.cos(StrictMath.toRadians(yaw));
        double sy = StrictMath.sin(StrictMath.toRadians(yaw));
        double ct = StrictMath.cos(StrictMath.toRadians(tilt));
        double st = StrictMath.sin(StrictMath.toRadians(tilt));
        b.axis(0).set((float) cy, (float) sy, 0f, 0f);
        b.axis(1).set((float) (-sy * ct), (float) (cy * ct), (float) st, 0f);
        b.axis(2).set((float) (sy * st), (float) (-cy * st), (float) ct, 0f);
        return b;
    }

    /** Bounds this close (m) may touch in the kernels' float32: the double bounds of float inputs round apart. */
    private static final double BOUND_SLACK = 1e-6;

    @Provide
    Arbitrary<Shape[]> pairs() {
        return Arbitraries.integers().between(0, 15).withoutEdgeCases().flatMap(k -> Combinators.combine(
                shape(ShapeType.values()[k / 4]), shape(ShapeType.values()[k % 4])).as((x, y) -> new Shape[] {x, y}));
    }

    /** How the pair (a, b) reads a capsule: rounded against a sphere, reaching against a segment, else a cylinder. */
    private static Brute.CapsuleAs reading(Shape a, Shape b) {
        ShapeType o = a instanceof CapsuleShape ? b.type() : a.type();
        return o == ShapeType.SPHERE ? Brute.CapsuleAs.ROUNDED
                : o == ShapeType.SEGMENT ? Brute.CapsuleAs.REACHING : Brute.CapsuleAs.CYLINDER;
    }

    @Property(tries = 2000)
    void everyOverlapEntryAgreesWithTheSampledIntersection(@ForAll("pairs") Shape[] p) {
        agreesWithTheSampledIntersection(p);
    }

    /**
     * Regression: this seed draws a segment whose bound touches a capsule's in float32 (y = -0.51 on both) while the
     * double bounds of the float inputs lie 1.5e-8 apart; bounds that close are not "apart".
     */
    @Property(tries = 2000, seed = "7067821977531236773")
    void boundsTouchingWithinRoundingAreNotApart(@ForAll("pairs") Shape[] p) {
        agreesWithTheSampledIntersection(p);
    }

    private void agreesWithTheSampledIntersection(Shape[] p) {
        PairRig rig = PairRig.faithful();
        boolean hit = rig.overlap(p[0], p[1]);
        assertEquals(hit, rig.overlap(p[1], p[0]), "both orders answer alike");
        Brute.CapsuleAs how = reading(p[0], p[1]);
        double[] a = Brute.bounds(p[0]);
        double[] b = Brute.bounds(p[1]);
        double[] lo = {Math.max(a[0], b[0]), Math.max(a[1], b[1]), Math.max(a[2], b[2])};
        double[] hi = {Math.min(a[3], b[3]), Math.min(a[4], b[4]), Math.min(a[5], b[5])};
        String label = p[0].type().id() + "-" + p[1].type().id();
        if (lo[0] > hi[0] + BOUND_SLACK || lo[1] > hi[1] + BOUND_SLACK || lo[2] > hi[2] + BOUND_SLACK) {
            assertTrue(!hit, label + ": the bounds do not meet but the entry overlaps");
            Statistics.label("case").collect("bounds apart");
            return;
        }
        double best = Double.MAX_VALUE;
        double cover = 0;
        for (int k = 0; k < 3; k++) {
            cover += Brute.sq((hi[k] - lo[k]) / GRID);
        }
        cover = 0.5 * Math.sqrt(cover);
        for (int i = 0; i <= GRID; i++) {
            double x = lo[0] + (hi[0] - lo[0]) * i / GRID;
            for (int j = 0; j <= GRID; j++) {
                double y = lo[1] + (hi[1] - lo[1]) * j / GRID;
                for (int k = 0; k <= GRID; k++) {
                    double z = lo[2] + (hi[2] - lo[2]) * k / GRID;
                    double f = Math.max(Brute.sdf(p[0], how, x, y, z), Brute.sdf(p[1], how, x, y, z));
                    best = Math.min(best, f);
                }
            }
        }
        if (hit) {
            assertTrue(best <= cover + TOL, label + ": overlaps but the nearest sample is " + best + " outside");
        }
        if (best < -TOL) {
            assertTrue(hit, label + ": a sample " + (-best) + " inside both, but no overlap");
        }
        Statistics.label("case").collect(hit ? "overlap" : "apart");
        Statistics.label("pair").collect(label);
    }

    @Provide
    Arbitrary<float[]> segments() {
        return Arbitraries.integers().between(-200, 200).map(i -> i / 50f).array(float[].class).ofSize(12);
    }

    @Property(tries = 1000)
    void closestPointsAreTheLeastDistanceOutsideTheParallelThreshold(@ForAll("segments") float[] v) {
        float[] st = new float[2];
        float d1x = v[3] - v[0];
        float d1y = v[4] - v[1];
        float d1z = v[5] - v[2];
        float d2x = v[9] - v[6];
        float d2y = v[10] - v[7];
        float d2z = v[11] - v[8];
        SegmentClosestPoints.closest(FloatModel.IEEE, st, d1x, d1y, d1z, d2x, d2y, d2z, v[0] - v[6], v[1] - v[7],
                v[2] - v[8]);
        assertTrue(st[0] >= 0f && st[0] <= 1f && st[1] >= 0f && st[1] <= 1f, "s, t in [0, 1]");
        double got = distance(v, st[0], st[1]);
        double least = least(v);
        double a = (double) d1x * d1x + (double) d1y * d1y + (double) d1z * d1z;
        double e = (double) d2x * d2x + (double) d2y * d2y + (double) d2z * d2z;
        double b = (double) d1x * d2x + (double) d1y * d2y + (double) d1z * d2z;
        boolean parallelPath = a > SegmentClosestPoints.EPS && e > SegmentClosestPoints.EPS
                && a * e - b * b <= 10 * SegmentClosestPoints.EPS;
        Statistics.label("path").collect(parallelPath ? "near the parallel threshold" : "general");
        assertTrue(got >= least - TOL, "no pair is nearer than the least");
        if (!parallelPath) {
            assertEquals(least, got, TOL * (1 + Math.sqrt(a) + Math.sqrt(e)), "the least distance");
        }
    }

    @Property(tries = 300)
    void closestPointsOfParallelSegmentsAreTheLeastDistance(@ForAll("segments") float[] v,
                                                            @ForAll("scales") float k) {
        // The second segment along the first's direction scaled by k (a power of two, so exactly parallel).
        for (int i = 0; i < 3; i++) {
            v[9 + i] = v[6 + i] + k * (v[3 + i] - v[i]);
        }
        float[] st = new float[2];
        SegmentClosestPoints.closest(FloatModel.IEEE, st, v[3] - v[0], v[4] - v[1], v[5] - v[2], v[9] - v[6],
                v[10] - v[7], v[11] - v[8], v[0] - v[6], v[1] - v[7], v[2] - v[8]);
        assertEquals(least(v), distance(v, st[0], st[1]), TOL * 20, "parallel segments");
    }

    @Provide
    Arbitrary<Float> scales() {
        return Arbitraries.of(-2f, -1f, -0.5f, 0.5f, 1f, 2f);
    }

    private static double distance(float[] v, double s, double t) {
        double d = 0;
        for (int i = 0; i < 3; i++) {
            double p = v[i] + s * (v[3 + i] - v[i]);
            double q = v[6 + i] + t * (v[9 + i] - v[6 + i]);
            d += Brute.sq(p - q);
        }
        return Math.sqrt(d);
    }

    /** The least distance: 4000 samples of s, each against the whole second segment, then the best refined. */
    private static double least(float[] v) {
        int n = 4000;
        double best = Double.MAX_VALUE;
        int at = 0;
        for (int i = 0; i <= n; i++) {
            double g = at(v, (double) i / n);
            if (g < best) {
                best = g;
                at = i;
            }
        }
        double lo = Math.max(0, (at - 1.0) / n);
        double hi = Math.min(1, (at + 1.0) / n);
        for (int it = 0; it < 100; it++) {
            double m1 = lo + (hi - lo) / 3;
            double m2 = hi - (hi - lo) / 3;
            if (at(v, m1) < at(v, m2)) {
                hi = m2;
            } else {
                lo = m1;
            }
        }
        return Math.min(best, at(v, 0.5 * (lo + hi)));
    }

    private static double at(float[] v, double s) {
        double px = v[0] + s * (v[3] - v[0]);
        double py = v[1] + s * (v[4] - v[1]);
        double pz = v[2] + s * (v[5] - v[2]);
        return Brute.pointSegment(px, py, pz, v[6], v[7], v[8], v[9], v[10], v[11]);
    }
}
