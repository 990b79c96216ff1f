package engine.kernels.pair;

import static engine.kernels.pair.PairRig.move;
import static engine.kernels.pair.PairRig.sphere;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.api.math.Float4;
import engine.api.math.FloatModel;
import engine.api.quirk.Quirk;
import engine.api.shape.SphereShape;
import org.junit.jupiter.api.Test;

/**
 * Unit 11, Sweep_SphereSphere and PhysicsSweep_SphereSphere: the spec's "Sphere-sphere kernel", "Sphere-sphere
 * head-on", "Glancing, start normal" and "Already touching" test ideas, with the spec's numbers (1e-5).
 */
class Unit11SphereSphereTest {
    private static final float TOL = 1e-5f;

    private static void assertVec(float x, float y, float z, Float4 v) {
        assertEquals(x, v.x(), TOL, "x of " + v);
        assertEquals(y, v.y(), TOL, "y of " + v);
        assertEquals(z, v.z(), TOL, "z of " + v);
    }

    private static Hits kernel(float mx) {
        Hits h = new Hits();
        assertTrue(SphereSphereRoots.sweep(FloatModel.IEEE, h, 2f, 0f, 0f, mx, 0f, 0f, 0f, 0f, 0f, 1f));
        return h;
    }

    @Test
    void sphereSphereKernelRootsComingBackAreMinusThreeQuartersAndMinusAQuarter() {
        Hits h = kernel(-4f);
        assertEquals(2, h.count());
        assertEquals(-0.75f, h.root(0), TOL);
        assertEquals(-0.25f, h.root(1), TOL);
        assertVec(0f, 0f, 0f, h.vector(0));
        assertEquals(1f, h.vector(0).w());
        h.keepWithinMove();
        assertEquals(0, h.count(), "the root filter keeps none");
    }

    @Test
    void sphereSphereKernelRootsGoingOutAreAQuarterAndThreeQuarters() {
        Hits h = kernel(4f);
        assertEquals(0.25f, h.root(0), TOL);
        assertEquals(0.75f, h.root(1), TOL);
        h.keepWithinMove();
        assertEquals(2, h.count());
    }

    @Test
    void sphereSphereKernelStartWithinReachIsZeroAndAStillMoveMisses() {
        Hits h = new Hits();
        assertTrue(SphereSphereRoots.sweep(FloatModel.IEEE, h, 0.5f, 0f, 0f, -1f, 0f, 0f, 0f, 0f, 0f, 1f));
        assertEquals(1, h.count());
        assertEquals(0f, h.root(0));
        h.clear();
        assertFalse(SphereSphereRoots.sweep(FloatModel.IEEE, h, 2f, 0f, 0f, 0.0005f, 0f, 0f, 0f, 0f, 0f, 1f));
        assertEquals(0, h.count());
    }

    @Test
    void sphereSphereHeadOnHitsAtAQuarter() {
        PairRig rig = PairRig.faithful();
        assertTrue(rig.sweep(sphere(0f, 0f, 0f, 0.5f), sphere(2f, 0f, 0f, 0.5f), move(4f, 0f, 0f)));
        assertEquals(0.25f, rig.contact.fraction(), TOL);
        assertVec(-1f, 0f, 0f, rig.contact.normal());
        assertVec(1f, 0f, 0f, rig.contact.unitMove());
        assertVec(1f, 0f, 0f, rig.contact.point());
        assertEquals(1f, rig.contact.point().w());
        assertEquals(1f, rig.contact.normal().w(), "unit vectors keep w = 1");
        assertEquals(0, rig.contact.flags());
    }

    /** NORMALS_AT_START: the glancing hit's normal is the start direction, not the contact's (−0.6, 0.8, 0). */
    @Test
    void glancingStartNormal() {
        PairRig rig = PairRig.faithful();
        assertTrue(rig.sweep(sphere(0f, 0.8f, 0f, 0.5f), sphere(2f, 0f, 0f, 0.5f), move(4f, 0f, 0f)));
        assertEquals(0.35f, rig.contact.fraction(), TOL);
        assertVec(1.4f, 0.8f, 0f, rig.contact.point());
        assertVec(-0.92848f, 0.37139f, 0f, rig.contact.normal());
    }

    @Test
    void glancingPastReachMisses() {
        PairRig rig = PairRig.faithful();
        assertFalse(rig.sweep(sphere(0f, 1.2f, 0f, 0.5f), sphere(2f, 0f, 0f, 0.5f), move(4f, 0f, 0f)));
    }

    /** SPHERE_SPHERE_TOUCHING_HITS: touching at the start and moving away is a hit at 0. */
    @Test
    void alreadyTouchingMovingAwayHitsAtZero() {
        PairRig rig = PairRig.faithful();
        assertTrue(rig.sweep(sphere(0f, 0f, 0f, 0.5f), sphere(0.5f, 0f, 0f, 0.5f), move(-1f, 0f, 0f)));
        assertEquals(0f, rig.contact.fraction());
        assertEquals(1, rig.quirks.count(Quirk.SPHERE_SPHERE_TOUCHING_HITS));
        PairRig fixed = PairRig.fixed();
        assertFalse(fixed.sweep(sphere(0f, 0f, 0f, 0.5f), sphere(0.5f, 0f, 0f, 0.5f), move(-1f, 0f, 0f)),
                "corrected: a sphere moving away is not met");
        assertTrue(fixed.sweep(sphere(0f, 0f, 0f, 0.5f), sphere(0.5f, 0f, 0f, 0.5f), move(1f, 0f, 0f)),
                "corrected: one closing in still is, at 0");
        assertEquals(0f, fixed.contact.fraction());
    }

    @Test
    void alreadyTouchingWithAZeroMoveHitsAtZero() {
        PairRig rig = PairRig.faithful();
        assertTrue(rig.sweep(sphere(0f, 0f, 0f, 0.5f), sphere(0.5f, 0f, 0f, 0.5f), move(0f, 0f, 0f)));
        assertEquals(0f, rig.contact.fraction());
    }

    @Test
    void alreadyTouchingAMoveUnderAMillimetreFromTwoMetresMisses() {
        PairRig rig = PairRig.faithful();
        assertFalse(rig.sweep(sphere(0f, 0f, 0f, 0.5f), sphere(2f, 0f, 0f, 0.5f), move(0.0005f, 0f, 0f)));
    }

    @Test
    void swappingTheBodiesAndNegatingTheMoveGivesTheSameFractionAndTheOppositeNormal() {
        SphereShape a = sphere(0f, 0.8f, 0f, 0.5f);
        SphereShape b = sphere(2f, 0f, 0f, 0.5f);
        PairRig one = PairRig.faithful();
        PairRig two = PairRig.faithful();
        assertTrue(one.sweep(a, b, move(4f, 0f, 0f)));
        assertTrue(two.sweep(b, a, move(-4f, 0f, 0f)));
        assertEquals(one.contact.fraction(), two.contact.fraction());
        assertVec(-one.contact.normal().x(), -one.contact.normal().y(), -one.contact.normal().z(),
                two.contact.normal());
    }

    /** ZERO_LENGTH_UNIT: coincident centres; IEEE gives NaN, the PS2 model the EE's 0 (never NaN). */
    @Test
    void coincidentCentresNormalIsNaNInIeeeAndZeroOnThePs2() {
        PairRig ieee = PairRig.faithful();
        assertTrue(ieee.sweep(sphere(1f, 1f, 1f, 0.5f), sphere(1f, 1f, 1f, 0.5f), move(1f, 0f, 0f)));
        assertTrue(Float.isNaN(ieee.contact.normal().x()));
        assertEquals(1, ieee.quirks.count(Quirk.ZERO_LENGTH_UNIT));
        PairRig ps2 = PairRig.ps2();
        assertTrue(ps2.sweep(sphere(1f, 1f, 1f, 0.5f), sphere(1f, 1f, 1f, 0.5f), move(1f, 0f, 0f)));
        assertVec(0f, 0f, 0f, ps2.contact.normal());
        assertVec(0f, 0f, 0f, ps2.contact.unitMove());
        assertEquals(1, ps2.quirks.count(Quirk.ZERO_LENGTH_UNIT));
    }

    /**
     * CONTACT_SLOT_NOT_CLEARED on the head-on hit into a slot an earlier contact used (every lane 7.5, flags 0x55):
     * the original writes +0x10, +0x50, +0x80, +0x90 and +0xb0 and leaves +0x84, +0x88 and +0xa0 as they were; the
     * correction zeroes those three. The written fields are the same in both.
     */
    @Test
    void contactSlotNotClearedKeepsTheLeftoversFaithfulAndZeroesThemFixed() {
        PairRig faithful = PairRig.faithful();
        PairRig fixed = PairRig.fixed();
        for (PairRig rig : new PairRig[] {faithful, fixed}) {
            rig.fill(7.5f, 0x55);
            assertTrue(rig.sweep(sphere(0f, 0f, 0f, 0.5f), sphere(2f, 0f, 0f, 0.5f), move(4f, 0f, 0f)));
            assertEquals(0.25f, rig.contact.fraction(), TOL);
            assertVec(-1f, 0f, 0f, rig.contact.normal());
            assertVec(1f, 0f, 0f, rig.contact.point());
            assertEquals(0, rig.contact.flags(), "+0xb0 is written");
        }
        assertEquals(1, faithful.quirks.count(Quirk.CONTACT_SLOT_NOT_CLEARED));
        assertEquals(7.5f, faithful.contact.scalar84(), "+0x84 left over");
        assertEquals(7.5f, faithful.contact.distance(), "+0x88 left over");
        assertEquals(new Float4(7.5f, 7.5f, 7.5f, 7.5f).toVec4(), faithful.contact.slide().toVec4(), "+0xa0 left over, w included");
        assertEquals(0, fixed.quirks.count(Quirk.CONTACT_SLOT_NOT_CLEARED));
        assertEquals(0f, fixed.contact.scalar84());
        assertEquals(0f, fixed.contact.distance());
        assertEquals(new Float4(0f, 0f, 0f, 0f).toVec4(), fixed.contact.slide().toVec4());
    }
}
