package engine.kernels.mesh;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.api.math.FloatModel;
import engine.api.mesh.CollisionMesh;
import engine.api.mesh.MeshBuilder;
import engine.api.mesh.TriangleFlags;
import java.util.BitSet;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.LongRange;
import org.junit.jupiter.api.Test;

/**
 * Issue 13: the triangle tree's walk hands over, each once with its cached plane, every triangle of the query's
 * cell range whose box the swept sphere touches, and only triangles of the range whose box and ball it may reach;
 * the swept sphere's slab and ball tests never reject a box or triangle it touches, nor put the entry after the
 * touch.
 */
class TriangleTreeProperties {

    @Property(tries = 200)
    void theTreeHandsOverEveryTriangleTheSweepMayReachOnce(@ForAll @LongRange(min = 1, max = 1L << 40) long seed,
                                                     @ForAll @IntRange(min = 1, max = 3000) int triangles) {
        SplittableRandom rnd = new SplittableRandom(seed);
        MeshBuilder b = new MeshBuilder();
        for (int t = 0; t < triangles; t++) {
            float size = (float) StrictMath.pow(10, -1.5 + rnd.nextDouble() * 2);
            float cx = (float) rnd.nextDouble() * 30f;
            float cy = (float) rnd.nextDouble() * 30f;
            float cz = (float) rnd.nextDouble() * 5f;
            int a = b.vertex(cx, cy, cz);
            int c1 = b.vertex(cx + size, cy + (float) rnd.nextDouble() * size, cz);
            int c2 = b.vertex(cx, cy + size, cz + (float) rnd.nextDouble() * size);
            b.triangle(a, c1, c2, TriangleFlags.ENABLED, 0);
        }
        CollisionMesh mesh = b.build(2f);
        TriangleCache cache = new TriangleCache(mesh, FloatModel.IEEE);
        TriangleTree tree = cache.tree();
        int[] stack = new int[tree.stackSize()];
        float[] enterAt = new float[tree.stackSize()];
        SweptSphere q = new SweptSphere();
        for (int k = 0; k < 50; k++) {
            float[] p = {(float) rnd.nextDouble() * 32f - 1f, (float) rnd.nextDouble() * 32f - 1f,
                (float) rnd.nextDouble() * 7f - 1f};
            float r = (float) rnd.nextDouble() * 2f;
            float[] m = {(float) (rnd.nextDouble() - 0.5) * 10f, (float) (rnd.nextDouble() - 0.5) * 10f,
                rnd.nextInt(4) == 0 ? 0f : (float) (rnd.nextDouble() - 0.5) * 4f};
            assertTrue(q.set(p[0], p[1], p[2], r, m[0], m[1], m[2]));
            // A cell range: every cell half the time, else a random block of the grid's cells.
            int[] range = {0, 0, 0, mesh.grid().nx() - 1, mesh.grid().ny() - 1, mesh.grid().nz() - 1};
            if (rnd.nextBoolean()) {
                for (int a = 0; a < 3; a++) {
                    int lo = rnd.nextInt(range[3 + a] + 1);
                    range[a] = lo;
                    range[3 + a] = lo + rnd.nextInt(range[3 + a] - lo + 1);
                }
            }
            BitSet listed = new BitSet();
            tree.walk(q, range, (t, slot) -> {
                assertTrue(!listed.get(t), "triangle " + t + " handed over twice");
                listed.set(t);
                for (int j = 0; j < 4; j++) {
                    assertEquals(Float.floatToRawIntBits(cache.rec[TriangleCache.STRIDE * t + TriangleCache.NX + j]),
                            Float.floatToRawIntBits(tree.plane(slot, j)),
                            "the leaf copy of triangle " + t + "'s plane");
                }
                return Float.POSITIVE_INFINITY;
            }, Float.POSITIVE_INFINITY, stack, enterAt);
            for (int t = 0; t < mesh.triangleCount(); t++) {
                int at = TriangleCache.STRIDE * t + TriangleCache.MIN_X;
                float[] rb = cache.rec;
                boolean kept = !cache.missedBy(t, q) && cache.meets(t, range)
                        && q.enterBall(rb[at], rb[at + 1], rb[at + 2], rb[at + 3], rb[at + 4], rb[at + 5]) <= 1f;
                if (listed.get(t)) {
                    assertTrue(kept, "triangle " + t + " listed though a test drops it");
                } else if (cache.meets(t, range)) {
                    // Not listed: then the sphere does not touch its box (a leaf's ball may drop it as well).
                    assertTrue(distance(p, m, rb, at) > r - 1e-3, "triangle " + t + "'s box is touched, not listed");
                }
            }
        }
    }

    /** The least distance from the segment p + s·m (s in [0, 1]) to the box at b[at], by ternary search. */
    private static double distance(float[] p, float[] m, float[] b, int at) {
        double lo = 0;
        double hi = 1;
        for (int k = 0; k < 100; k++) {
            double a = lo + (hi - lo) / 3;
            double c = hi - (hi - lo) / 3;
            if (distance(p, m, b, at, a) <= distance(p, m, b, at, c)) {
                hi = c;
            } else {
                lo = a;
            }
        }
        return distance(p, m, b, at, lo);
    }

    private static double distance(float[] p, float[] m, float[] b, int at, double s) {
        double d2 = 0;
        for (int a = 0; a < 3; a++) {
            double x = p[a] + s * m[a];
            double out = Math.max(Math.max(b[at + a] - x, x - b[at + 3 + a]), 0);
            d2 += out * out;
        }
        return Math.sqrt(d2);
    }

    @Property(tries = 2000)
    void theSlabTestKeepsEveryBoxTheSweptSphereReaches(@ForAll @LongRange(min = 1, max = 1L << 40) long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        float[] p = {(float) rnd.nextDouble() * 10f, (float) rnd.nextDouble() * 10f, (float) rnd.nextDouble() * 10f};
        float[] m = new float[3];
        for (int a = 0; a < 3; a++) {
            m[a] = rnd.nextInt(5) == 0 ? 0f : (float) (rnd.nextDouble() - 0.5) * 8f;
        }
        float r = (float) rnd.nextDouble();
        SweptSphere q = new SweptSphere();
        assertTrue(q.set(p[0], p[1], p[2], r, m[0], m[1], m[2]));
        // A point the swept sphere reaches, and a small box around it: it must be kept.
        double s = rnd.nextDouble();
        double[] dir = {rnd.nextGaussian(), rnd.nextGaussian(), rnd.nextGaussian()};
        double len = Math.sqrt(dir[0] * dir[0] + dir[1] * dir[1] + dir[2] * dir[2]);
        double reach = r * rnd.nextDouble();
        float[] x = new float[3];
        for (int a = 0; a < 3; a++) {
            x[a] = (float) (p[a] + s * m[a] + reach * dir[a] / len);
        }
        float e = (float) rnd.nextDouble() * 0.01f;
        assertEquals(true, q.meets(x[0] - e, x[1] - e, x[2] - e, x[0] + e, x[1] + e, x[2] + e),
                "a box around a reached point was rejected");
        // Both entry fractions come no later than the sphere reaches the point (the box is a bit bigger).
        float slab = q.enter(x[0] - e, x[1] - e, x[2] - e, x[0] + e, x[1] + e, x[2] + e);
        float ball = q.enterBall(x[0] - e, x[1] - e, x[2] - e, x[0] + e, x[1] + e, x[2] + e);
        assertTrue(slab <= s + 1e-6, "slab entry " + slab + " after the point is reached at " + s);
        assertTrue(ball <= s + 1e-6, "ball entry " + ball + " after the point is reached at " + s);
    }

    @Property(tries = 2000)
    void theBallTestKeepsEveryTriangleTheSweptSphereTouches(@ForAll @LongRange(min = 1, max = 1L << 40) long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        // A small triangle near the move, in a box of its corners, and the fraction at which the sphere first
        // comes within r of one of its points (sampled finely): the ball's entry must come no later.
        float[] p = {(float) rnd.nextDouble() * 10f, (float) rnd.nextDouble() * 10f, (float) rnd.nextDouble() * 10f};
        float[] m = new float[3];
        for (int a = 0; a < 3; a++) {
            m[a] = rnd.nextInt(5) == 0 ? 0f : (float) (rnd.nextDouble() - 0.5) * 4f;
        }
        float r = 0.05f + (float) rnd.nextDouble();
        SweptSphere q = new SweptSphere();
        assertTrue(q.set(p[0], p[1], p[2], r, m[0], m[1], m[2]));
        double s0 = rnd.nextDouble();
        float[][] v = new float[3][3];
        float size = (float) StrictMath.pow(10, -2 + rnd.nextDouble() * 2);
        for (float[] c : v) {
            for (int a = 0; a < 3; a++) {
                c[a] = (float) (p[a] + s0 * m[a] + (rnd.nextDouble() - 0.5) * 2.2 * r + rnd.nextDouble() * size);
            }
        }
        float[] lo = new float[3];
        float[] hi = new float[3];
        for (int a = 0; a < 3; a++) {
            lo[a] = Math.min(Math.min(v[0][a], v[1][a]), v[2][a]);
            hi[a] = Math.max(Math.max(v[0][a], v[1][a]), v[2][a]);
        }
        float ball = q.enterBall(lo[0], lo[1], lo[2], hi[0], hi[1], hi[2]);
        for (int k = 0; k <= 400; k++) {
            double s = k / 400.0;
            for (int i = 0; i <= 20; i++) {
                for (int j = 0; i + j <= 20; j++) {
                    double d2 = 0;
                    for (int a = 0; a < 3; a++) {
                        double point = v[0][a] + (v[1][a] - v[0][a]) * i / 20.0 + (v[2][a] - v[0][a]) * j / 20.0;
                        double d = point - (p[a] + s * m[a]);
                        d2 += d * d;
                    }
                    if (d2 <= (double) r * r) {
                        assertTrue(ball <= s, "ball entry " + ball + " after a touch at " + s);
                        return;
                    }
                }
            }
        }
    }

    /**
     * The tree stays shallow on nested triangles of sizes spread geometrically (each 1% larger than the last, all
     * from one corner), where each cheapest split could peel off the largest: at most
     * {@link BinnedSahBuild#SAH_LEVELS} levels of heuristic splits, then median splits (log2 of the count).
     */
    @Test
    void nestedTrianglesOfSpreadSizesMakeAShallowTree() {
        MeshBuilder b = new MeshBuilder();
        int n = 2000;
        double x = 1;
        for (int t = 0; t < n; t++) {
            x *= 1.01;
            float size = (float) x;
            int a = b.vertex(0f, 0f, 0f);
            int c1 = b.vertex(size, 0f, 0f);
            int c2 = b.vertex(0f, size, size);
            b.triangle(a, c1, c2, TriangleFlags.ENABLED, 0);
        }
        TriangleTree tree = new TriangleCache(b.build(1e8f), FloatModel.IEEE).tree();
        int log2 = 32 - Integer.numberOfLeadingZeros(n);
        assertTrue(tree.stackSize() <= BinnedSahBuild.SAH_LEVELS + log2 + 2, "depth " + tree.stackSize());
    }
}
