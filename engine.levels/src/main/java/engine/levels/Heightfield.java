package engine.levels;

import java.util.SplittableRandom;

/**
 * A bumpy heightfield of quads x quads squares of side quad metres, two triangles each, counter-clockwise seen from
 * above (normals up): heights from fixed sines and seeded noise, one vertex in ten raised 1.5 to 2.5 m as a rock,
 * so a swept shape meets steep faces as well as ground. Vertex (i, j) is at (i·quad, j·quad, height).
 */
public final class Heightfield {
    private final int quads;
    private final float quad;
    private final float[] heights;

    private Heightfield(int quads, float quad, float[] heights) {
        this.quads = quads;
        this.quad = quad;
        this.heights = heights;
    }

    /** A heightfield of quads x quads squares (1..4096) of side quad (m, > 0), its noise from seed. */
    public static Heightfield generate(int quads, float quad, long seed) {
        if (quads < 1 || quads > 4096 || !(quad > 0f)) {
            throw new IllegalArgumentException("quads " + quads + " not in 1..4096 or quad " + quad + " not > 0");
        }
        SplittableRandom rnd = new SplittableRandom(seed);
        int n = quads + 1;
        float[] h = new float[n * n];
        for (int j = 0; j < n; j++) {
            for (int i = 0; i < n; i++) {
                double x = i * (double) quad;
                double y = j * (double) quad;
                double bump = rnd.nextInt(10) == 0 ? 1.5 + rnd.nextDouble() : 0.0;
                h[j * n + i] = (float) (1.2 * StrictMath.sin(x / 7.0) * StrictMath.cos(y / 9.0)
                        + 0.4 * StrictMath.sin((x + 2.0 * y) / 3.1) + 0.25 * rnd.nextDouble() + bump);
            }
        }
        return new Heightfield(quads, quad, h);
    }

    /** Squares per side. */
    public int quads() {
        return quads;
    }

    /** A square's side, m. */
    public float quad() {
        return quad;
    }

    /** The side of the whole field, m: quads x quad. */
    public float span() {
        return quads * quad;
    }

    /** Vertex count: (quads + 1)^2. */
    public int vertexCount() {
        return heights.length;
    }

    /** Triangle count: 2 x quads^2. */
    public int triangleCount() {
        return 2 * quads * quads;
    }

    /** The vertices as x, y, z triples (a new array). */
    public float[] vertices() {
        int n = quads + 1;
        float[] xyz = new float[3 * heights.length];
        for (int j = 0; j < n; j++) {
            for (int i = 0; i < n; i++) {
                int v = j * n + i;
                xyz[3 * v] = i * quad;
                xyz[3 * v + 1] = j * quad;
                xyz[3 * v + 2] = heights[v];
            }
        }
        return xyz;
    }

    /** The triangles as corner-index triples (a new array), quad by quad, row by row, normals up. */
    public int[] triangles() {
        int n = quads + 1;
        int[] corners = new int[6 * quads * quads];
        int at = 0;
        for (int j = 0; j < quads; j++) {
            for (int i = 0; i < quads; i++) {
                int a = j * n + i;
                int[] two = {a, a + 1, a + n + 1, a, a + n + 1, a + n};
                System.arraycopy(two, 0, corners, at, 6);
                at += 6;
            }
        }
        return corners;
    }

    /** The highest corner of the square under (x, y), clamped to the field. */
    public float groundAbove(float x, float y) {
        int n = quads + 1;
        int i = Math.min(quads - 1, Math.max(0, (int) (x / quad)));
        int j = Math.min(quads - 1, Math.max(0, (int) (y / quad)));
        int a = j * n + i;
        return Math.max(Math.max(heights[a], heights[a + 1]), Math.max(heights[a + n], heights[a + n + 1]));
    }
}
