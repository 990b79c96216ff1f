package engine.kernels.mesh;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Unit 1 (reconstructed, Quirk.SPHERE_TRIANGLE_SWEEP): Sweep_SphereTriangle's paths, the region code, the distance. */
class Unit1SphereTriangleTest {
    private final SphereTriangleSweep t = new SphereTriangleSweep();

    /** The corner triangle v0 (0,0,0), v1 (0,1,0), v2 (0,0,1): normal +x. */
    private void corner() {
        t.setCorners(0f, 0f, 0f, 0f, 1f, 0f, 0f, 0f, 1f);
        t.prepare();
    }

    @Test
    void faceHitHeadOnIsTheTimeTheCentreIsRAboveThePlane() {
        corner();
        assertTrue(t.sweepWithRegion(2f, 0.25f, 0.25f, 0.5f, -3f, 0f, 0f));
        assertEquals(0.5f, t.t(), 1e-7f);
        assertEquals(7, t.region());
    }

    @Test
    void theFacePathRefusesAFractionAbove1() {
        corner();
        assertFalse(t.sweep(2f, 0.25f, 0.25f, 0.5f, -1f, 0f, 0f), "face at t = 1.5");
    }

    @Test
    void anEdgeStepReturnsAFractionAbove1() {
        // Centre path y = −0.3 meets edge 2 (x = 0, y = 0) at x = 0.4: t = 0.6 / 0.5 = 1.2.
        corner();
        assertTrue(t.sweepWithRegion(1f, -0.3f, 0.5f, 0.5f, -0.5f, 0f, 0f));
        assertEquals(1.2f, t.t(), 1e-5f);
        assertEquals(3, t.region(), "outside edge 2 only");
    }

    @Test
    void aCornerStepReturnsAFractionAbove1() {
        // Centre path y = z = −0.3: nearest feature corner v0 at distance sqrt(x² + 0.18) = 0.5, x = 0.2646.
        corner();
        assertTrue(t.sweepWithRegion(1f, -0.3f, -0.3f, 0.5f, -0.5f, 0f, 0f));
        assertEquals((1f - (float) Math.sqrt(0.25 - 0.18)) / 0.5f, t.t(), 1e-5f);
        assertEquals(0b010, t.region(), "inside edge 1 only (y + z ≤ 1)");
    }

    @Test
    void aStartWithinROfThePlaneOverTheFaceHitsAt0() {
        corner();
        assertTrue(t.sweep(0.2f, 0.25f, 0.25f, 0.5f, -1f, 0f, 0f));
        assertEquals(0f, t.t());
    }

    @Test
    void movingAwayOrParallelOutOfReachMisses() {
        corner();
        assertFalse(t.sweep(2f, 0.25f, 0.25f, 0.5f, 1f, 0f, 0f));
        assertFalse(t.sweep(2f, 0.25f, 0.25f, 0.5f, 0f, 1f, 0f));
        assertFalse(t.sweep(2f, 0.25f, 0.25f, 0.5f, 0f, 0f, 0f));
    }

    @Test
    void regionBitsFollowTheirDefinition() {
        corner();
        // Meeting the plane at (0, 2, 2): outside edge 1 (y + z > 1), inside edges 0 (z ≥ 0) and 2 (y ≥ 0).
        t.sweepWithRegion(1f, 2f, 2f, 0.5f, -1f, 0f, 0f);
        assertEquals(0b101, t.region());
        t.sweepWithRegion(1f, -1f, -1f, 0.5f, -1f, 0f, 0f);
        assertEquals(0b010, t.region());
    }

    @Test
    void pointTriangleDistanceCoversFaceEdgesAndCorners() {
        corner();
        assertEquals(4f, t.distanceSq(2f, 0.25f, 0.25f), 1e-6f, "face");
        assertEquals(0.25f + 0.09f, t.distanceSq(0.5f, -0.3f, 0.5f), 1e-6f, "edge 2");
        assertEquals(0.25f + 0.18f, t.distanceSq(0.5f, -0.3f, -0.3f), 1e-6f, "corner v0");
        assertEquals(0.5f, t.distanceSq(0f, 1f, 1f), 1e-6f, "edge 1 from (0, 1, 1)");
        assertEquals(1f, t.distanceSq(0f, 2f, 0f), 1e-6f, "corner v1");
    }

    @Test
    void sphereTrianglePenetrationIsRMinusTheDistance() {
        corner();
        assertTrue(t.penetration(0.3f, 0.25f, 0.25f, 0.5f));
        assertEquals(0.2f, t.depth(), 1e-6f);
        assertFalse(t.penetration(0.5f, 0.25f, 0.25f, 0.5f), "dist² < r² strictly");
    }

    @Test
    void flipSwapsCorners1And2AndNegatesTheNormalOnly() {
        corner();
        float d = t.plane();
        t.flip();
        assertEquals(-1f, t.normalX());
        assertEquals(1f, t.corner(2, 1));
        assertEquals(1f, t.corner(1, 2));
        assertEquals(d, t.plane());
        assertEquals(1f, t.edge(0, 1), "edges are not recomputed");
    }
}
