package engine.kernels.pair;

import static engine.kernels.pair.PairRig.capsule;
import static engine.kernels.pair.PairRig.human;
import static engine.kernels.pair.PairRig.move;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.api.math.Float4;
import engine.api.math.FloatModel;
import engine.api.quirk.Quirk;
import engine.api.quirk.QuirkCounter;
import engine.api.quirk.QuirkLog;
import engine.api.shape.CapsuleShape;
import engine.ps2float.Ps2FloatModels;
import org.junit.jupiter.api.Test;

/**
 * Unit 11, Sweep_CircleCircle2D and PhysicsSweep_CapsuleCapsule: the spec's "Circles", "Capsules head-on", "Capsules
 * within reach", "Vertical miss and the swap", "Rising", "Times never intersected", "Landing on a head (start case)"
 * and "Descending, outside reach" test ideas with its numbers (1e-5). Capsules are (B; r 0.35, h 1.8) unless said.
 */
class Unit11CapsuleCapsuleTest {
    private static final float TOL = 1e-5f;

    private static void assertVec(float x, float y, float z, Float4 v) {
        assertEquals(x, v.x(), TOL, "x of " + v);
        assertEquals(y, v.y(), TOL, "y of " + v);
        assertEquals(z, v.z(), TOL, "z of " + v);
    }

    private static int circles(float c2x, float mx, int flag, float[] t) {
        return CircleCircle2D.sweep(FloatModel.IEEE, QuirkLog.NONE, false, 0.35f, 0.35f, t, 0f, 0f, c2x, 0f, mx, 0f,
                flag);
    }

    @Test
    void circlesClosingInMeetAtPointSixAndPartAtThreePointFour() {
        float[] t = new float[2];
        assertEquals(CircleCircle2D.ROOTS, circles(1f, 0.5f, 1, t));
        assertEquals(0.6f, t[0], TOL);
        assertEquals(3.4f, t[1], TOL);
    }

    @Test
    void circlesWithinReachAndClosingGiveZeroToOne() {
        float[] t = new float[2];
        assertEquals(CircleCircle2D.WITHIN_REACH, circles(0.5f, 0.1f, 1, t));
        assertEquals(0f, t[0]);
        assertEquals(1f, t[1]);
    }

    @Test
    void circlesWithinReachAndLeavingMissWithFlagOne() {
        assertEquals(CircleCircle2D.NONE, circles(0.5f, -0.1f, 1, new float[2]));
    }

    @Test
    void circlesWithFlagZeroReturnTheNegativeRootsForTheCallerToReject() {
        float[] t = new float[2];
        assertEquals(CircleCircle2D.ROOTS, circles(1f, -0.5f, 0, t));
        assertEquals(-3.4f, t[0], TOL);
        assertEquals(-0.6f, t[1], TOL);
    }

    @Test
    void capsulesHeadOnMeetAtPointSix() {
        PairRig rig = PairRig.faithful();
        assertTrue(rig.sweep(human(0f, 0f, 0f), human(1f, 0f, 0f), move(0.5f, 0f, 0f)));
        assertEquals(0.6f, rig.contact.fraction(), TOL);
        assertVec(-1f, 0f, 0f, rig.contact.normal());
        assertVec(1f, 0f, 0f, rig.contact.unitMove());
        assertVec(0.3f, 0f, 0f, rig.contact.point());
        assertEquals(0, rig.contact.flags());
    }

    /** NORMALS_AT_START: the off-centre head-on hit keeps the start direction. */
    @Test
    void capsulesHeadOnOffCentreKeepTheStartNormal() {
        PairRig rig = PairRig.faithful();
        assertTrue(rig.sweep(human(0f, 0.4f, 0f), human(1f, 0f, 0f), move(0.5f, 0f, 0f)));
        assertEquals(0.85109f, rig.contact.fraction(), TOL);
        assertVec(-0.92848f, 0.37139f, 0f, rig.contact.normal());
    }

    @Test
    void capsulesWithinReachClosingInHitAtZero() {
        PairRig rig = PairRig.faithful();
        assertTrue(rig.sweep(human(0f, 0f, 0f), human(0.5f, 0f, 0f), move(0.1f, 0f, 0f)));
        assertEquals(0f, rig.contact.fraction());
        assertVec(-1f, 0f, 0f, rig.contact.normal());
    }

    @Test
    void capsulesWithinReachLeavingOrStillMiss() {
        PairRig rig = PairRig.faithful();
        assertFalse(rig.sweep(human(0f, 0f, 0f), human(0.5f, 0f, 0f), move(-0.1f, 0f, 0f)));
        assertFalse(rig.sweep(human(0f, 0f, 0f), human(0.5f, 0f, 0f), move(0f, 0f, 0f)));
    }

    @Test
    void verticalMissAboveTheOther() {
        PairRig rig = PairRig.faithful();
        assertFalse(rig.sweep(human(0f, 0f, 2f), human(1f, 0f, 0f), move(0.5f, 0f, 0f)));
    }

    /** CAPSULE_HEIGHTS_SWAPPED: the short mover above the tall one is tested as [1.5, 3.3] against [0, 1.0]. */
    @Test
    void theSwapMissesAShortMoverBesideATallOne() {
        PairRig rig = PairRig.faithful();
        assertFalse(rig.sweep(capsule(0f, 0f, 1.5f, 0.35f, 1.0f), human(1f, 0f, 0f), move(0.5f, 0f, 0f)));
        assertEquals(1, rig.quirks.count(Quirk.CAPSULE_HEIGHTS_SWAPPED));
        PairRig fixed = PairRig.fixed();
        assertTrue(fixed.sweep(capsule(0f, 0f, 1.5f, 0.35f, 1.0f), human(1f, 0f, 0f), move(0.5f, 0f, 0f)),
                "corrected: [1.5, 2.5] against [0, 1.8] overlap");
        assertEquals(0.6f, fixed.contact.fraction(), TOL);
    }

    /** CAPSULE_HEIGHTS_SWAPPED: the tall mover above the short one is met at 0.6. */
    @Test
    void theSwapMeetsATallMoverAboveAShortOne() {
        PairRig rig = PairRig.faithful();
        assertTrue(rig.sweep(human(0f, 0f, 1.5f), capsule(1f, 0f, 0f, 0.35f, 1.0f), move(0.5f, 0f, 0f)));
        assertEquals(0.6f, rig.contact.fraction(), TOL);
        assertVec(0.3f, 0f, 1.5f, rig.contact.point());
        assertFalse(PairRig.fixed().sweep(human(0f, 0f, 1.5f), capsule(1f, 0f, 0f, 0.35f, 1.0f),
                move(0.5f, 0f, 0f)), "corrected: [1.5, 3.3] is above [0, 1.0]");
    }

    @Test
    void risingMeetsAtPointSix() {
        PairRig rig = PairRig.faithful();
        assertTrue(rig.sweep(human(0f, 0f, -2.4f), human(1f, 0f, 0f), move(0.5f, 0f, 1.0f)));
        assertEquals(0.6f, rig.contact.fraction(), TOL);
        assertEquals(0, rig.quirks.count(Quirk.CAPSULE_TIMES_NOT_INTERSECTED), "lo = t0 = 0.6: the times meet");
    }

    /** CAPSULE_TIMES_NOT_INTERSECTED: circles [0.0333, 0.5], vertical from 0.6, a hit at 0.6 1.0 m apart. */
    @Test
    void timesNeverIntersected() {
        PairRig rig = PairRig.faithful();
        assertTrue(rig.sweep(human(-0.8f, 0f, -2.4f), human(0f, 0f, 0f), move(3f, 0f, 1f)));
        assertEquals(0.6f, rig.contact.fraction(), TOL);
        assertVec(-1f, 0f, 0f, rig.contact.normal());
        assertVec(1.0f, 0f, -1.8f, rig.contact.point());
        assertEquals(1, rig.quirks.count(Quirk.CAPSULE_TIMES_NOT_INTERSECTED));
        float[] t = new float[2];
        CircleCircle2D.sweep(FloatModel.IEEE, QuirkLog.NONE, false, 0.35f, 0.35f, t, -0.8f, 0f, 0f, 0f, 3f, 0f, 1);
        assertEquals(0.0333333f, t[0], TOL);
        assertEquals(0.5f, t[1], TOL);
        assertFalse(PairRig.fixed().sweep(human(-0.8f, 0f, -2.4f), human(0f, 0f, 0f), move(3f, 0f, 1f)),
                "corrected: the capsules are never level while within reach");
    }

    /** CAPSULE_START_CASE: dropping onto a head already within reach. */
    @Test
    void landingOnAHead() {
        PairRig rig = PairRig.faithful();
        assertTrue(rig.sweep(human(0.3f, 0f, 1.7f), human(0f, 0f, 0f), move(0f, 0f, -0.2f)));
        assertEquals(0f, rig.contact.fraction());
        assertVec(0f, 0f, 1f, rig.contact.normal());
        assertVec(0f, 0f, -1f, rig.contact.unitMove());
        assertVec(0.225f, 0f, 0f, rig.contact.slide());
        assertEquals(2, rig.contact.flags());
        assertVec(0.3f, 0f, 1.7f, rig.contact.point());
    }

    @Test
    void landingOnAHeadOnTheAxisSlidesAlongYOrAlongTheMove() {
        PairRig rig = PairRig.faithful();
        assertTrue(rig.sweep(human(0f, 0f, 1.7f), human(0f, 0f, 0f), move(0f, 0f, -0.2f)));
        assertVec(0f, 0.375f, 0f, rig.contact.slide());
        assertTrue(rig.sweep(human(0f, 0f, 1.7f), human(0f, 0f, 0f), move(0.1f, 0f, -0.2f)));
        assertVec(0.375f, 0f, 0f, rig.contact.slide());
        assertEquals(0, rig.quirks.count(Quirk.ZERO_LENGTH_UNIT));
    }

    @Test
    void landingOnAHeadIsTheSameWithTypeMask0x200() {
        PairRig plain = PairRig.faithful();
        PairRig skip = PairRig.faithful();
        skip.otherBody.setTypeMask(0x200);
        assertTrue(plain.sweep(human(0.3f, 0f, 1.7f), human(0f, 0f, 0f), move(0f, 0f, -0.2f)));
        assertTrue(skip.sweep(human(0.3f, 0f, 1.7f), human(0f, 0f, 0f), move(0f, 0f, -0.2f)));
        assertEquals(plain.snapshot(), skip.snapshot());
    }

    @Test
    void landingOnAHeadFromHigherEntersVerticallyAtPointFourStillInTheStartCase() {
        PairRig rig = PairRig.faithful();
        assertTrue(rig.sweep(human(0.3f, 0f, 2.0f), human(0f, 0f, 0f), move(0f, 0f, -0.5f)));
        assertEquals(0.4f, rig.contact.fraction(), TOL);
        assertVec(0.3f, 0f, 1.8f, rig.contact.point());
        assertVec(0.225f, 0f, 0f, rig.contact.slide());
        assertEquals(2, rig.contact.flags());
    }

    @Test
    void descendingOutsideReach() {
        PairRig rig = PairRig.faithful();
        rig.fill(0f, 0);
        assertTrue(rig.sweep(human(1f, 0f, 2f), human(0f, 0f, 0f), move(-0.5f, 0f, -0.5f)));
        assertEquals(0.6f, rig.contact.fraction(), TOL);
        assertVec(1f, 0f, 0f, rig.contact.normal());
        assertEquals(0, rig.contact.flags());
        assertVec(0f, 0f, 0f, rig.contact.slide());
    }

    @Test
    void theSkipBitMakesAVerticalMissAHit() {
        PairRig rig = PairRig.faithful();
        rig.otherBody.setTypeMask(0x200);
        assertTrue(rig.sweep(human(0f, 0f, 2f), human(1f, 0f, 0f), move(0.5f, 0f, 0f)));
        assertEquals(0.6f, rig.contact.fraction(), TOL);
    }

    /** CIRCLE_ZERO_MOVE_DIV: a vertical drop from above and outside reach: 0/0 in the circle kernel. */
    @Test
    void aVerticalDropOutsideReachDividesZeroByZero() {
        PairRig ieee = PairRig.faithful();
        assertTrue(ieee.sweep(human(1f, 0f, 2f), human(0f, 0f, 0f), move(0f, 0f, -0.5f)),
                "IEEE: 0/0 is NaN, which passes 0 <= t0 <= 1 tested as two compares");
        assertTrue(Float.isNaN(ieee.contact.fraction()));
        assertEquals(1, ieee.quirks.count(Quirk.CIRCLE_ZERO_MOVE_DIV));
        PairRig ps2 = PairRig.ps2();
        assertFalse(ps2.sweep(human(1f, 0f, 2f), human(0f, 0f, 0f), move(0f, 0f, -0.5f)),
                "the EE's -FLT_MAX is rejected by the caller");
        assertEquals(1, ps2.quirks.count(Quirk.CIRCLE_ZERO_MOVE_DIV));
        float[] t = new float[2];
        CircleCircle2D.sweep(Ps2FloatModels.FPU, new QuirkCounter(), false, 0.35f, 0.35f, t, 1f, 0f, 0f, 0f, 0f, 0f, 0);
        // The EE's largest negative value, -0x7fffffff (exponent 255 is a number there): a NaN pattern to Java.
        assertEquals(0xffffffff, Float.floatToRawIntBits(t[0]));
        assertFalse(PairRig.fixed().sweep(human(1f, 0f, 2f), human(0f, 0f, 0f), move(0f, 0f, -0.5f)));
    }

    /** ZERO_LENGTH_UNIT: axes 1e-23 apart, closing in: d·d underflows to 0. */
    @Test
    void axesWhoseDistanceSquaredUnderflowsGiveANaNNormalInIeee() {
        CapsuleShape a = human(1e-23f, 0f, 0f);
        PairRig ieee = PairRig.faithful();
        assertTrue(ieee.sweep(a, human(0f, 0f, 0f), move(-1f, 0f, 0f)));
        assertTrue(Float.isNaN(ieee.contact.normal().y()));
        assertEquals(1, ieee.quirks.count(Quirk.ZERO_LENGTH_UNIT));
        PairRig fixed = PairRig.fixed();
        assertTrue(fixed.sweep(a, human(0f, 0f, 0f), move(-1f, 0f, 0f)));
        assertVec(0f, 0f, 0f, fixed.contact.normal());
    }
}
