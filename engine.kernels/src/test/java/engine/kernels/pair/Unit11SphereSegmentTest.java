package engine.kernels.pair;

import static engine.kernels.pair.PairRig.human;
import static engine.kernels.pair.PairRig.move;
import static engine.kernels.pair.PairRig.segment;
import static engine.kernels.pair.PairRig.sphere;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.api.math.Float4;
import engine.api.quirk.Quirk;
import engine.api.shape.SegmentShape;
import org.junit.jupiter.api.Test;

/**
 * Unit 11, PhysicsSweep_SphereSegment and its mirror PhysicsSweep_SegmentSphere, and the overlap-as-sweep entries:
 * the spec's "Sphere-segment" and "Overlap entries" test ideas with its numbers (1e-5).
 */
class Unit11SphereSegmentTest {
    private static final float TOL = 1e-5f;

    private static void assertVec(float x, float y, float z, Float4 v) {
        assertEquals(x, v.x(), TOL, "x of " + v);
        assertEquals(y, v.y(), TOL, "y of " + v);
        assertEquals(z, v.z(), TOL, "z of " + v);
    }

    private static SegmentShape bar() {
        return segment(-1f, 0f, 0f, 1f, 0f, 0f, 0.05f);
    }

    /** SPHERE_SEGMENT_CLOSEST_APPROACH: the fraction is the closest approach 0.5, not the touch at 0.425. */
    @Test
    void sphereSegmentReportsTheClosestApproach() {
        PairRig rig = PairRig.faithful();
        assertTrue(rig.sweep(sphere(0f, -1f, 0f, 0.1f), bar(), move(0f, 2f, 0f)));
        assertEquals(0.5f, rig.contact.fraction(), TOL);
        assertEquals(0f, rig.contact.distance(), TOL);
        assertVec(0f, 1f, 0f, rig.contact.unitMove());
        assertVec(0f, -1f, 0f, rig.contact.normal());
        assertVec(0f, 0f, 0f, rig.contact.point());
        assertEquals(0, rig.contact.flags());
    }

    @Test
    void sphereSegmentPassingAboveWritesTheDistance() {
        PairRig rig = PairRig.faithful();
        assertTrue(rig.sweep(sphere(0f, -1f, 0.1f, 0.1f), bar(), move(0f, 2f, 0f)));
        assertEquals(0.5f, rig.contact.fraction(), TOL);
        assertEquals(0.1f, rig.contact.distance(), TOL);
    }

    @Test
    void sphereSegmentPassingOutOfReachMisses() {
        assertFalse(PairRig.faithful().sweep(sphere(0f, -1f, 0.2f, 0.1f), bar(), move(0f, 2f, 0f)));
    }

    /** MIRROR_POINT_OTHER_SHAPE: the segment moving; the same fraction, halves swapped, the sphere's point. */
    @Test
    void segmentSphereIsTheSphereCaseWithTheHalvesSwapped() {
        PairRig rig = PairRig.faithful();
        assertTrue(rig.sweep(bar(), sphere(0f, -1f, 0f, 0.1f), move(0f, -2f, 0f)));
        assertEquals(0.5f, rig.contact.fraction(), TOL);
        assertVec(0f, -1f, 0f, rig.contact.unitMove());
        assertVec(0f, 1f, 0f, rig.contact.normal());
        assertVec(0f, 0f, 0f, rig.contact.point());
        assertEquals(0f, rig.contact.distance(), TOL);
    }

    /** ZERO_LENGTH_UNIT: a zero move gives s = 0 and a zero normal on the EE (NaN in IEEE). */
    @Test
    void aZeroMoveGivesAZeroNormalOnThePs2() {
        PairRig ps2 = PairRig.ps2();
        assertTrue(ps2.sweep(sphere(0f, 0.1f, 0f, 0.1f), bar(), move(0f, 0f, 0f)));
        assertEquals(0f, ps2.contact.fraction());
        assertVec(0f, 0f, 0f, ps2.contact.normal());
        assertEquals(1, ps2.quirks.count(Quirk.ZERO_LENGTH_UNIT));
        PairRig ieee = PairRig.faithful();
        assertTrue(ieee.sweep(sphere(0f, 0.1f, 0f, 0.1f), bar(), move(0f, 0f, 0f)));
        assertTrue(Float.isNaN(ieee.contact.normal().y()));
        PairRig fixed = PairRig.fixed();
        assertTrue(fixed.sweep(sphere(0f, 0.1f, 0f, 0.1f), bar(), move(0f, 0f, 0f)));
        assertVec(0f, 0f, 0f, fixed.contact.normal());
        assertEquals(1f, fixed.contact.normal().w());
    }

    /** SWEEP_LEFTOVER_FRACTION: a segment-capsule hit leaves +0x80 and +0xb0 as the slot held. */
    @Test
    void overlapEntryLeavesTheSlotsFractionAndFlags() {
        PairRig rig = PairRig.faithful();
        rig.fill(7.5f, 0x55);
        assertTrue(rig.sweep(segment(-1f, 0f, 1f, 1f, 0f, 1f, 0.05f), human(0f, 0f, 0f), move(5f, 5f, 5f)));
        assertEquals(7.5f, rig.contact.fraction());
        assertEquals(0x55, rig.contact.flags());
        assertVec(7.5f, 7.5f, 7.5f, rig.contact.normal());
        assertEquals(1, rig.quirks.count(Quirk.SWEEP_LEFTOVER_FRACTION));
        PairRig fixed = PairRig.fixed();
        fixed.fill(7.5f, 0x55);
        assertTrue(fixed.sweep(segment(-1f, 0f, 1f, 1f, 0f, 1f, 0.05f), human(0f, 0f, 0f), move(5f, 5f, 5f)));
        assertEquals(0f, fixed.contact.fraction());
        assertEquals(0, fixed.contact.flags());
    }

    /** SEGMENT_SWEEP_IS_OVERLAP: the move is ignored, a miss at the start is a miss. */
    @Test
    void overlapEntriesIgnoreTheMove() {
        PairRig rig = PairRig.faithful();
        assertFalse(rig.sweep(segment(-1f, 3f, 1f, 1f, 3f, 1f, 0.05f), human(0f, 0f, 0f), move(0f, -6f, 0f)));
        assertTrue(rig.sweep(human(0f, 0f, 0f), segment(-1f, 0.3f, 2f, 1f, 0.3f, 2f, 0.05f), move(0f, 9f, 0f)),
                "capsule-segment reaches r past the top: 0.35 + 0.05 from the axis end at 1.8");
        assertTrue(rig.sweep(segment(0f, 0f, 0f, 1f, 0f, 0f, 0.1f), segment(0.5f, 0.15f, -1f, 0.5f, 0.15f, 1f, 0.1f),
                move(0f, 0f, 0f)));
    }
}
