package engine.kernels.pair;

import static engine.kernels.pair.PairRig.box;
import static engine.kernels.pair.PairRig.capsule;
import static engine.kernels.pair.PairRig.human;
import static engine.kernels.pair.PairRig.segment;
import static engine.kernels.pair.PairRig.sphere;
import static engine.kernels.pair.PairRig.turnedBox;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.api.math.FloatModel;
import engine.api.shape.Shape;
import org.junit.jupiter.api.Test;

/**
 * Unit 4 (reconstructed, docs/unit4-overlaps.md): Segment_ClosestPoints and every overlap table entry, in both
 * orders of each pair, touching counting as overlap. SEGMENT_CLOSEST_POINTS, STATIC_OVERLAPS.
 */
class Unit4OverlapTest {
    private static final float TOL = 1e-6f;
    private final PairRig rig = PairRig.faithful();

    private static float[] closest(float d1x, float d1y, float d1z, float d2x, float d2y, float d2z, float wx,
                                   float wy, float wz) {
        float[] st = new float[2];
        SegmentClosestPoints.closest(FloatModel.IEEE, st, d1x, d1y, d1z, d2x, d2y, d2z, wx, wy, wz);
        return st;
    }

    /** Both orders of the pair give answer, and the overlap writes nothing into the contact. */
    private void both(boolean answer, Shape a, Shape b) {
        rig.fill(3.25f, 0x77);
        Object before = rig.snapshot();
        assertEquals(answer, rig.overlap(a, b), a.type() + " against " + b.type());
        assertEquals(answer, rig.overlap(b, a), b.type() + " against " + a.type());
        assertEquals(before, rig.snapshot(), "an overlap writes nothing");
    }

    @Test
    void closestPointsOfCrossingSegmentsAreTheirMiddles() {
        float[] st = closest(2f, 0f, 0f, 0f, 2f, 0f, -1f, 1f, -1f);
        assertEquals(0.5f, st[0], TOL);
        assertEquals(0.5f, st[1], TOL);
    }

    @Test
    void closestPointsOfParallelSegmentsStartFromTheFirstStart() {
        // (0,0,0)-(2,0,0) and (1,1,0)-(3,1,0): s = 0 first, t = −0.5 clamped to 0, then s from t: 0.5.
        float[] st = closest(2f, 0f, 0f, 2f, 0f, 0f, -1f, -1f, 0f);
        assertEquals(0.5f, st[0], TOL);
        assertEquals(0f, st[1]);
    }

    @Test
    void closestPointsPastTheEndClampTAndFindSAgain() {
        // (0,0,0)-(1,0,0) against (3,-1,0)-(3,1,0) seen from its start: the first segment's end, the second's middle.
        float[] st = closest(1f, 0f, 0f, 0f, 2f, 0f, -3f, 1f, 0f);
        assertEquals(1f, st[0]);
        assertEquals(0.5f, st[1], TOL);
        // (0,0,0)-(1,0,0) against (0.5,1,0)-(0.5,3,0): t clamped to 0, s the projection of its start.
        st = closest(1f, 0f, 0f, 0f, 2f, 0f, -0.5f, -1f, 0f);
        assertEquals(0.5f, st[0], TOL);
        assertEquals(0f, st[1]);
    }

    @Test
    void closestPointsOfAPointAndASegment() {
        float[] st = closest(0f, 0f, 0f, 2f, 0f, 0f, 1.5f, 1f, 0f);
        assertEquals(0f, st[0]);
        assertEquals(0.75f, st[1], TOL);
        st = closest(0f, 0f, 0f, 0f, 0f, 0f, 1f, 1f, 1f);
        assertEquals(0f, st[0]);
        assertEquals(0f, st[1]);
        st = closest(2f, 0f, 0f, 0f, 0f, 0f, -1f, 1f, 0f);
        assertEquals(0.5f, st[0], TOL);
        assertEquals(0f, st[1]);
    }

    /** SEGMENT_CLOSEST_POINTS: a move under 1 mm (m·m ≤ 1e-6) is a point: s = 0. */
    @Test
    void closestPointsTreatASubMillimetreSegmentAsAPoint() {
        float[] st = closest(0.0009f, 0f, 0f, 0f, 2f, 0f, -1f, -1f, 0f);
        assertEquals(0f, st[0]);
    }

    /** SEGMENT_CLOSEST_POINTS: the absolute parallel threshold takes short crossing segments for parallel ones. */
    @Test
    void closestPointsOfShortCrossingSegmentsTakeTheParallelPath() {
        // 1 cm segments crossing 1 mm apart: a·e − b² = 1e-8 ≤ 1e-6, so s = 0 (an end), not the crossing 0.5.
        float[] st = closest(0.01f, 0f, 0f, 0f, 0.01f, 0f, -0.005f, 0.005f, -0.001f);
        assertEquals(0f, st[0]);
        assertEquals(0.5f, st[1], 1e-5f);
        // The same crossing ten times larger (a·e − b² = 1e-4) finds the middles.
        st = closest(0.1f, 0f, 0f, 0f, 0.1f, 0f, -0.05f, 0.05f, -0.001f);
        assertEquals(0.5f, st[0], 1e-5f);
        assertEquals(0.5f, st[1], 1e-5f);
    }

    @Test
    void sphereSphereTouchingOverlaps() {
        both(true, sphere(0f, 0f, 0f, 0.5f), sphere(1f, 0f, 0f, 0.5f));
        both(false, sphere(0f, 0f, 0f, 0.5f), sphere(1.01f, 0f, 0f, 0.5f));
    }

    @Test
    void sphereCapsuleIsTheRoundedCapsuleInsideItsHeight() {
        // Top hemisphere centre at 1.8 − 0.35 = 1.45: a sphere r 0.1 reaches it from just under 1.9.
        both(true, sphere(0f, 0f, 1.899f, 0.1f), human(0f, 0f, 0f));
        both(false, sphere(0f, 0f, 1.91f, 0.1f), human(0f, 0f, 0f));
        // Beside the rim: within the cylinder's reach, 0.5 from the hemisphere's centre.
        both(false, sphere(0.4f, 0f, 1.75f, 0.1f), human(0f, 0f, 0f));
        both(true, sphere(0.45f, 0f, 1f, 0.1f), human(0f, 0f, 0f));
    }

    @Test
    void sphereSegmentWithinBothRadii() {
        both(true, sphere(1.3f, 0f, 0f, 0.2f), segment(-1f, 0f, 0f, 1f, 0f, 0f, 0.1f));
        both(false, sphere(1.31f, 0f, 0f, 0.2f), segment(-1f, 0f, 0f, 1f, 0f, 0f, 0.1f));
        both(true, sphere(0f, 0.3f, 0f, 0.2f), segment(-1f, 0f, 0f, 1f, 0f, 0f, 0.1f));
    }

    @Test
    void capsuleCapsuleIsTwoUprightCylinders() {
        both(true, human(0f, 0f, 0f), human(0.7f, 0f, 0f));
        both(false, human(0f, 0f, 0f), human(0.71f, 0f, 0f));
        both(true, human(0f, 0f, 0f), human(0.5f, 0f, 1.8f));
        both(false, human(0f, 0f, 0f), human(0.5f, 0f, 1.81f));
        // Each range with its own height: [1.5, 2.5] and [0, 1.8] overlap.
        both(true, capsule(0f, 0f, 1.5f, 0.35f, 1.0f), human(0.5f, 0f, 0f));
    }

    /** Unit 11: against a segment the capsule reaches r past both ends of [B.z, B.z + h]. */
    @Test
    void capsuleSegmentReachesRadiusPastBothEnds() {
        both(true, human(0f, 0f, 0f), segment(-1f, 0f, 2.199f, 1f, 0f, 2.199f, 0.05f));
        both(false, human(0f, 0f, 0f), segment(-1f, 0f, 2.21f, 1f, 0f, 2.21f, 0.05f));
        both(true, human(0f, 0f, 0f), segment(-1f, 0f, -0.399f, 1f, 0f, -0.399f, 0.05f));
        both(false, human(0f, 0f, 0f), segment(-1f, 0f, -0.41f, 1f, 0f, -0.41f, 0.05f));
        both(true, human(0f, 0f, 0f), segment(0.4f, 0f, 0.5f, 0.4f, 0f, 1.5f, 0.05f));
        both(false, human(0f, 0f, 0f), segment(0.41f, 0f, 0.5f, 0.41f, 0f, 1.5f, 0.05f));
    }

    @Test
    void segmentSegmentWithinBothRadii() {
        both(true, segment(-1f, 0f, 0f, 1f, 0f, 0f, 0.1f), segment(0f, -1f, 0.2f, 0f, 1f, 0.2f, 0.1f));
        both(false, segment(-1f, 0f, 0f, 1f, 0f, 0f, 0.1f), segment(0f, -1f, 0.21f, 0f, 1f, 0.21f, 0.1f));
    }

    @Test
    void boxBoxTouchingFacesOverlap() {
        both(true, box(0f, 0f, 0f, 1f, 1f, 1f), box(2f, 0f, 0f, 1f, 1f, 1f));
        both(false, box(0f, 0f, 0f, 1f, 1f, 1f), box(2.01f, 0f, 0f, 1f, 1f, 1f));
    }

    @Test
    void boxBoxTurnedCornerIntoAFace() {
        // Half 0.5 turned 45°: its corner is 0.7071 from its centre.
        both(true, box(0f, 0f, 0f, 1f, 1f, 1f), turnedBox(1.6f, 0f, 0f, 0.5f, 0.5f, 0.5f, 45));
        both(false, box(0f, 0f, 0f, 1f, 1f, 1f), turnedBox(1.8f, 0f, 0f, 0.5f, 0.5f, 0.5f, 45));
    }

    @Test
    void boxBoxEdgeAgainstEdge() {
        // A cube turned 45° about x (top edge along x at z 0.70711) under one turned 45° about y (bottom edge along
        // y at z − 0.70711): only the cross axis x × y = z separates them, when z > 1.41421.
        float c = (float) StrictMath.sqrt(0.5);
        var a = box(0f, 0f, 0f, 0.5f, 0.5f, 0.5f);
        a.axis(1).set(0f, c, c, 0f);
        a.axis(2).set(0f, -c, c, 0f);
        var b = box(0f, 0f, 1.40f, 0.5f, 0.5f, 0.5f);
        b.axis(0).set(c, 0f, -c, 0f);
        b.axis(2).set(c, 0f, c, 0f);
        both(true, a, b);
        b.centre().set(0f, 0f, 1.42f, 1f);
        both(false, a, b);
    }

    @Test
    void boxSphereAtAFaceAndAtACorner() {
        both(true, box(0f, 0f, 0f, 1f, 1f, 1f), sphere(1.5f, 0f, 0f, 0.5f));
        both(false, box(0f, 0f, 0f, 1f, 1f, 1f), sphere(1.5f, 1.5f, 0f, 0.7f));
        both(true, box(0f, 0f, 0f, 1f, 1f, 1f), sphere(1.5f, 1.5f, 0f, 0.71f));
        both(true, box(0f, 0f, 0f, 1f, 1f, 1f), sphere(0.2f, 0.1f, 0f, 0.05f));
    }

    @Test
    void boxCapsuleBesideAndAbove() {
        both(true, box(0f, 0f, 0f, 1f, 1f, 1f), capsule(1.3f, 0f, -0.5f, 0.3f, 1f));
        both(false, box(0f, 0f, 0f, 1f, 1f, 1f), capsule(1.31f, 0f, -0.5f, 0.3f, 1f));
        both(true, box(0f, 0f, 0f, 1f, 1f, 1f), capsule(0f, 0f, 1f, 0.3f, 1f));
        both(false, box(0f, 0f, 0f, 1f, 1f, 1f), capsule(0f, 0f, 1.01f, 0.3f, 1f));
        both(true, box(0f, 0f, 0f, 1f, 1f, 1f), capsule(0.2f, 0.1f, -3f, 0.3f, 10f));
    }

    /** The upright capsule of the pair tests: the cylinder's bottom rim reaches over the box's top edge. */
    @Test
    void boxCapsuleIsTheUprightCylinder() {
        both(true, box(0f, 0f, 0f, 1f, 1f, 1f), capsule(1.25f, 0f, 0.95f, 0.3f, 1f));
        // Turned 45°, the box's corner is at x 1.41421: reached from 1.75 with r 0.34, not with r 0.33.
        both(true, turnedBox(0f, 0f, 0f, 1f, 1f, 1f, 45), capsule(1.75f, 0f, 0f, 0.34f, 1f));
        both(false, turnedBox(0f, 0f, 0f, 1f, 1f, 1f, 45), capsule(1.75f, 0f, 0f, 0.33f, 1f));
    }

    @Test
    void boxSegmentPastAnEdgeAndThrough() {
        both(true, box(0f, 0f, 0f, 1f, 1f, 1f), segment(-2f, 0f, 1.3f, 2f, 0f, 1.3f, 0.3f));
        both(false, box(0f, 0f, 0f, 1f, 1f, 1f), segment(-2f, 0f, 1.3f, 2f, 0f, 1.3f, 0.29f));
        both(true, box(0f, 0f, 0f, 1f, 1f, 1f), segment(2f, 0.5f, 0f, 0.5f, 2f, 0f, 0.36f));
        both(false, box(0f, 0f, 0f, 1f, 1f, 1f), segment(2f, 0.5f, 0f, 0.5f, 2f, 0f, 0.35f));
        both(true, box(0f, 0f, 0f, 1f, 1f, 1f), segment(-5f, 0.2f, 0.3f, 5f, -0.1f, 0.1f, 0f));
    }

    @Test
    void overlapTableEntriesAnswerByTheirOwnTypesOnly() {
        assertTrue(rig.overlap(human(0f, 0f, 0f), segment(-1f, 0f, 1f, 1f, 0f, 1f, 0f)));
        assertFalse(rig.overlap(segment(5f, 0f, 1f, 6f, 0f, 1f, 0f), human(0f, 0f, 0f)));
    }
}
