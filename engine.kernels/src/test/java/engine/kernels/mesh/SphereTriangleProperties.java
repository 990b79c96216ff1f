package engine.kernels.mesh;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Assume;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * Unit 1 (reconstructed) against a brute-force reference: the move sampled densely in double precision, the first
 * sample where the sphere's distance to the triangle is within r.
 *
 * <p>Tolerance: the kernel works in float32 on coordinates up to 4 m, so its quadratic coefficients carry a
 * relative error near 1e-6 (about 5e-5 m² on |D|² ≤ 50 m²), a radius error under 1e-4 m for r ≥ 0.2 m. The
 * reference therefore brackets the touch between the first sample within r + δ and the first within r − δ,
 * δ = 1e-3 m (a tenfold margin), and the kernel's t must fall in that bracket widened by one sample step.
 */
class SphereTriangleProperties {
    private static final int STEPS = 4000;
    private static final double DELTA = 1e-3;
    private static final double H = 1.0 / STEPS;

    @Provide
    Arbitrary<float[]> cases() {
        return Arbitraries.floats().between(-4f, 4f).array(float[].class).ofSize(16);
    }

    /** The corners (flipped so the centre starts in front), centre, radius and move of a case, or null. */
    private static double[][] setUp(float[] a, SphereTriangleSweep k) {
        float r = 0.2f + (a[15] + 4f) / 8f * 1.3f;
        k.setCorners(a[0], a[1], a[2], a[3], a[4], a[5], a[6], a[7], a[8]);
        k.prepare();
        double cx = a[9] - a[0];
        double cy = a[10] - a[1];
        double cz = a[11] - a[2];
        double ax = a[3] - a[0], ay = a[4] - a[1], az = a[5] - a[2];
        double bx = a[6] - a[0], by = a[7] - a[1], bz = a[8] - a[2];
        double nx = ay * bz - az * by, ny = az * bx - ax * bz, nz = ax * by - ay * bx;
        double area2 = Math.sqrt(nx * nx + ny * ny + nz * nz);
        double[] lens = {Math.hypot(Math.hypot(ax, ay), az), Math.hypot(Math.hypot(bx, by), bz),
                Math.hypot(Math.hypot(a[6] - a[3], a[7] - a[4]), a[8] - a[5])};
        double longest = Math.max(lens[0], Math.max(lens[1], lens[2]));
        if (area2 / longest < 0.2 || longest < 0.2) {
            return null; // slivers: the reference itself is ill-conditioned
        }
        if (cx * nx + cy * ny + cz * nz < 0) {
            k.flip();
            k.computeEdges();
            k.computePlane();
        }
        double[][] tri = {{k.corner(0, 0), k.corner(0, 1), k.corner(0, 2)},
                {k.corner(1, 0), k.corner(1, 1), k.corner(1, 2)}, {k.corner(2, 0), k.corner(2, 1), k.corner(2, 2)}};
        return new double[][] {tri[0], tri[1], tri[2], {a[9], a[10], a[11]}, {r}, {a[12], a[13], a[14]}};
    }

    @Property(tries = 1500)
    void theKernelMeetsTheBruteForceFirstTouch(@ForAll("cases") float[] a) {
        SphereTriangleSweep k = new SphereTriangleSweep();
        double[][] s = setUp(a, k);
        Assume.that(s != null);
        double r = s[4][0];
        double[] c = s[3];
        double[] m = s[5];
        Assume.that(Reference.distance(s, c[0], c[1], c[2]) > r + 0.01);
        double tOut = -1;
        double tIn = -1;
        for (int i = 0; i <= STEPS && tIn < 0; i++) {
            double f = i * H;
            double dist = Reference.distance(s, c[0] + f * m[0], c[1] + f * m[1], c[2] + f * m[2]);
            if (tOut < 0 && dist <= r + DELTA) {
                tOut = f;
            }
            if (dist <= r - DELTA) {
                tIn = f;
            }
        }
        boolean hit = k.sweep((float) c[0], (float) c[1], (float) c[2], (float) r, (float) m[0], (float) m[1],
                (float) m[2]);
        String where = java.util.Arrays.toString(a);
        if (tIn >= 0) {
            assertTrue(hit, "must hit by " + tIn + ": " + where);
            assertTrue(k.t() >= tOut - H && k.t() <= tIn + H,
                    "t " + k.t() + " not in [" + tOut + ", " + tIn + "]: " + where);
        } else if (tOut < 0) {
            assertTrue(!hit || k.t() > 1 - H, "no touch within the move, yet t = " + k.t() + ": " + where);
        } else if (hit && k.t() <= 1) {
            assertTrue(k.t() >= tOut - H, "grazing: t " + k.t() + " before " + tOut + ": " + where);
        }
    }

    @Property(tries = 500)
    void theRegionCodeMatchesItsDefinition(@ForAll("cases") float[] a) {
        SphereTriangleSweep k = new SphereTriangleSweep();
        double[][] s = setUp(a, k);
        Assume.that(s != null);
        double[] c = s[3];
        double[] m = s[5];
        double nx = k.normalX(), ny = k.normalY(), nz = k.normalZ();
        double dn = nx * m[0] + ny * m[1] + nz * m[2];
        Assume.that(Math.abs(dn) > 0.1);
        double tp = (nx * c[0] + ny * c[1] + nz * c[2] - k.plane()) / dn;
        double[] p = {c[0] - tp * m[0], c[1] - tp * m[1], c[2] - tp * m[2]};
        k.sweepWithRegion((float) c[0], (float) c[1], (float) c[2], (float) s[4][0], (float) m[0], (float) m[1],
                (float) m[2]);
        for (int i = 0; i < 3; i++) {
            double ex = k.edge(i, 0), ey = k.edge(i, 1), ez = k.edge(i, 2);
            double wx = ey * nz - ez * ny, wy = ez * nx - ex * nz, wz = ex * ny - ey * nx;
            double lhs = wx * p[0] + wy * p[1] + wz * p[2];
            double rhs = wx * k.corner(i, 0) + wy * k.corner(i, 1) + wz * k.corner(i, 2);
            Assume.that(Math.abs(lhs - rhs) > 1e-3); // float rounding decides points on the edge line
            assertEquals(lhs <= rhs, (k.region() >> i & 1) == 1, "bit " + i);
        }
    }

    /** Double-precision point-triangle distance (closest point on the whole triangle). */
    static final class Reference {
        private Reference() {
        }

        static double distance(double[][] s, double px, double py, double pz) {
            double[] a = s[0], b = s[1], c = s[2];
            double[] ab = sub(b, a), ac = sub(c, a), ap = {px - a[0], py - a[1], pz - a[2]};
            double d1 = dot(ab, ap), d2 = dot(ac, ap);
            if (d1 <= 0 && d2 <= 0) {
                return len(ap);
            }
            double[] bp = {px - b[0], py - b[1], pz - b[2]};
            double d3 = dot(ab, bp), d4 = dot(ac, bp);
            if (d3 >= 0 && d4 <= d3) {
                return len(bp);
            }
            double vc = d1 * d4 - d3 * d2;
            if (vc <= 0 && d1 >= 0 && d3 <= 0) {
                return gap(px, py, pz, a, ab, d1 / (d1 - d3));
            }
            double[] cp = {px - c[0], py - c[1], pz - c[2]};
            double d5 = dot(ab, cp), d6 = dot(ac, cp);
            if (d6 >= 0 && d5 <= d6) {
                return len(cp);
            }
            double vb = d5 * d2 - d1 * d6;
            if (vb <= 0 && d2 >= 0 && d6 <= 0) {
                return gap(px, py, pz, a, ac, d2 / (d2 - d6));
            }
            double va = d3 * d6 - d5 * d4;
            if (va <= 0 && d4 - d3 >= 0 && d5 - d6 >= 0) {
                return gap(px, py, pz, b, sub(c, b), (d4 - d3) / ((d4 - d3) + (d5 - d6)));
            }
            double den = 1 / (va + vb + vc);
            double v = vb * den, w = vc * den;
            double[] q = {a[0] + ab[0] * v + ac[0] * w, a[1] + ab[1] * v + ac[1] * w, a[2] + ab[2] * v + ac[2] * w};
            return len(new double[] {px - q[0], py - q[1], pz - q[2]});
        }

        private static double gap(double px, double py, double pz, double[] o, double[] u, double w) {
            return len(new double[] {px - (o[0] + u[0] * w), py - (o[1] + u[1] * w), pz - (o[2] + u[2] * w)});
        }

        private static double[] sub(double[] x, double[] y) {
            return new double[] {x[0] - y[0], x[1] - y[1], x[2] - y[2]};
        }

        private static double dot(double[] x, double[] y) {
            return x[0] * y[0] + x[1] * y[1] + x[2] * y[2];
        }

        private static double len(double[] x) {
            return Math.sqrt(dot(x, x));
        }
    }
}
