package engine.kernels.pair;

import static engine.kernels.pair.PairRig.capsule;
import static engine.kernels.pair.PairRig.human;
import static engine.kernels.pair.PairRig.move;
import static engine.kernels.pair.PairRig.sphere;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.api.math.Float4;
import engine.api.math.FloatModel;
import engine.api.quirk.Quirk;
import engine.api.quirk.QuirkCounter;
import engine.ps2float.Ps2FloatModels;
import org.junit.jupiter.api.Test;

/**
 * Unit 11, Vec_MakePerpendicularBasis, Sweep_SphereCapsule, PhysicsSweep_SphereCapsule and its mirror
 * PhysicsSweep_CapsuleSphere: the spec's "Basis", "Sphere-capsule" and "Capsule-sphere" test ideas (capsule B = 0,
 * r 0.35, h 1.8; sphere r 0.1) with its numbers (1e-5), and what each correction answers instead.
 */
class Unit11SphereCapsuleTest {
    private static final float TOL = 1e-5f;

    private static void assertVec(float x, float y, float z, Float4 v) {
        assertEquals(x, v.x(), TOL, "x of " + v);
        assertEquals(y, v.y(), TOL, "y of " + v);
        assertEquals(z, v.z(), TOL, "z of " + v);
    }

    private static void assertBasis(float wx, float wy, float wz, float[] u, float[] v) {
        Float4 uu = new Float4(9f, 9f, 9f, 7f);
        Float4 vv = new Float4();
        PerpendicularBasis.make(FloatModel.IEEE, uu, vv, wx, wy, wz);
        assertVec(u[0], u[1], u[2], uu);
        assertVec(v[0], v[1], v[2], vv);
        assertEquals(7f, uu.w(), "U.w is not written");
        assertEquals(7f, vv.w(), "V.w = U.w");
    }

    /** The kernel's roots for the spec's capsule against a sphere r 0.1 from c moving by m. */
    private static float[] roots(float cx, float cy, float cz, float mx, float my, float mz, boolean fixFalling,
                                 QuirkCounter q) {
        Hits h = new Hits();
        new SphereCapsuleRoots(fixFalling).sweep(FloatModel.IEEE, q, h, cx, cy, cz, mx, my, mz, 0f, 0f, 0.35f,
                0f, 0f, 1.1f, 0.45f);
        float[] out = new float[h.count()];
        for (int i = 0; i < out.length; i++) {
            out[i] = h.root(i);
        }
        return out;
    }

    private static PairRig hit(PairRig rig, float cx, float cy, float cz, float mx, float my, float mz) {
        assertTrue(rig.sweep(sphere(cx, cy, cz, 0.1f), human(0f, 0f, 0f), move(mx, my, mz)), "a hit");
        return rig;
    }

    private static boolean sweeps(PairRig rig, float cx, float cy, float cz, float mx, float my, float mz) {
        return rig.sweep(sphere(cx, cy, cz, 0.1f), human(0f, 0f, 0f), move(mx, my, mz));
    }

    @Test
    void basisOfY() {
        assertBasis(0f, 1f, 0f, new float[] {0f, 0f, -1f}, new float[] {-1f, 0f, 0f});
    }

    @Test
    void basisOfAHorizontalDiagonal() {
        assertBasis(0.6f, 0.8f, 0f, new float[] {0f, 0f, -1f}, new float[] {-0.8f, 0.6f, 0f});
    }

    @Test
    void basisOfUpAndDown() {
        assertBasis(0f, 0f, 1f, new float[] {-1f, 0f, 0f}, new float[] {0f, -1f, 0f});
        assertBasis(0f, 0f, -1f, new float[] {1f, 0f, 0f}, new float[] {0f, -1f, 0f});
    }

    /** SPHERE_CAPSULE_INWARD_NORMAL: the side hit's +0x50 points from the sphere into the capsule. */
    @Test
    void sideHit() {
        float[] r = roots(-1f, 0f, 1f, 1f, 0f, 0f, false, new QuirkCounter());
        assertEquals(2, r.length);
        assertEquals(0.55f, r[0], TOL);
        assertEquals(1.45f, r[1], TOL);
        PairRig rig = hit(PairRig.faithful(), -1f, 0f, 1f, 1f, 0f, 0f);
        assertEquals(0.55f, rig.contact.fraction(), TOL);
        assertVec(0.99504f, 0f, -0.09950f, rig.contact.normal());
        assertVec(-0.99504f, 0f, 0.09950f, rig.contact.unitMove());
        assertVec(-0.45f, 0f, 1f, rig.contact.point());
        assertEquals(0, rig.contact.flags());
        assertEquals(1, rig.quirks.count(Quirk.SPHERE_CAPSULE_INWARD_NORMAL));
        PairRig fixed = hit(PairRig.fixed(), -1f, 0f, 1f, 1f, 0f, 0f);
        assertEquals(0.55f, fixed.contact.fraction(), TOL);
        assertVec(-1f, 0f, 0f, fixed.contact.normal());
    }

    @Test
    void sideHitOffAxis() {
        assertEquals(0.66459f, hit(PairRig.faithful(), -1f, 0.3f, 1f, 1f, 0f, 0f).contact.fraction(), TOL);
    }

    @Test
    void topCapHit() {
        assertEquals(0.57574f, hit(PairRig.faithful(), -1f, 0f, 1.6f, 1f, 0f, 0f).contact.fraction(), TOL);
    }

    @Test
    void bottomCapHit() {
        assertEquals(0.79384f, hit(PairRig.faithful(), -1f, 0f, -0.05f, 1f, 0f, 0f).contact.fraction(), TOL);
    }

    @Test
    void overTheTopMisses() {
        assertFalse(sweeps(PairRig.faithful(), -1f, 0f, 2f, 1f, 0f, 0f));
    }

    /** SPHERE_CAPSULE_INSIDE_EXIT: inside with a short move, both roots outside [0, 1]. */
    @Test
    void insideWithAShortMoveMisses() {
        float[] r = roots(0f, 0f, 1f, 0.2f, 0f, 0f, false, new QuirkCounter());
        assertEquals(-2.25f, r[0], TOL);
        assertEquals(2.25f, r[1], TOL);
        PairRig rig = PairRig.faithful();
        assertFalse(sweeps(rig, 0f, 0f, 1f, 0.2f, 0f, 0f));
        assertEquals(1, rig.quirks.count(Quirk.SPHERE_CAPSULE_INSIDE_EXIT));
    }

    /** SPHERE_CAPSULE_INSIDE_EXIT: inside with a long move, met at the exit with the inward normal (0, 0, −1). */
    @Test
    void insideWithALongMoveHitsAtTheExit() {
        float[] r = roots(0f, 0f, 1f, 1f, 0f, 0f, false, new QuirkCounter());
        assertEquals(-0.45f, r[0], TOL);
        assertEquals(0.45f, r[1], TOL);
        PairRig rig = hit(PairRig.faithful(), 0f, 0f, 1f, 1f, 0f, 0f);
        assertEquals(0.45f, rig.contact.fraction(), TOL);
        assertVec(0f, 0f, -1f, rig.contact.normal());
        assertFalse(sweeps(PairRig.fixed(), 0f, 0f, 1f, 1f, 0f, 0f), "corrected: leaving from the axis, no hit");
    }

    @Test
    void insideMovingFurtherInIsMetAtZeroWhenCorrected() {
        PairRig rig = hit(PairRig.faithful(), 0.2f, 0f, 1f, -1f, 0f, 0f);
        assertEquals(0.65f, rig.contact.fraction(), TOL);
        PairRig fixed = hit(PairRig.fixed(), 0.2f, 0f, 1f, -1f, 0f, 0f);
        assertEquals(0f, fixed.contact.fraction());
        assertVec(1f, 0f, 0f, fixed.contact.normal());
    }

    /** SPHERE_CAPSULE_FALLING_ROOT: straight down the axis, the entry comes out negated. */
    @Test
    void exactVerticalDropMisses() {
        QuirkCounter q = new QuirkCounter();
        float[] r = roots(0.1f, 0f, 3f, 0f, 0f, -2f, false, q);
        assertEquals(1.54437f, r[0], TOL);
        assertEquals(-0.55563f, r[1], TOL);
        assertEquals(1, q.count(Quirk.SPHERE_CAPSULE_FALLING_ROOT));
        assertFalse(sweeps(PairRig.faithful(), 0.1f, 0f, 3f, 0f, 0f, -2f));
        float[] fixedRoots = roots(0.1f, 0f, 3f, 0f, 0f, -2f, true, new QuirkCounter());
        assertEquals(0.55563f, fixedRoots[1], TOL);
        assertEquals(0.55563f, hit(PairRig.fixed(), 0.1f, 0f, 3f, 0f, 0f, -2f).contact.fraction(), TOL);
    }

    @Test
    void slightlyTiltedDropIsNotParallelAndHits() {
        PairRig rig = hit(PairRig.faithful(), 0.1f, 0f, 3f, 0.01f, 0f, -2f);
        assertEquals(0.55628f, rig.contact.fraction(), TOL);
        assertEquals(0, rig.quirks.count(Quirk.SPHERE_CAPSULE_FALLING_ROOT));
    }

    @Test
    void exactVerticalRiseIsRight() {
        PairRig rig = hit(PairRig.faithful(), 0.1f, 0f, -1f, 0f, 0f, 2f);
        assertEquals(0.45563f, rig.contact.fraction(), TOL);
    }

    /** SPHERE_CAPSULE_ROOT_ORDER: the side exit is stored before the bottom entry and wins. */
    @Test
    void storeOrderTakesTheExit() {
        float[] r = roots(-0.3f, 0f, -0.5f, 1.2f, 0f, 2.4f, false, new QuirkCounter());
        assertEquals(0.625f, r[0], TOL);
        assertEquals(0.17089f, r[1], TOL);
        PairRig rig = hit(PairRig.faithful(), -0.3f, 0f, -0.5f, 1.2f, 0f, 2.4f);
        assertEquals(0.625f, rig.contact.fraction(), TOL);
        assertEquals(1, rig.quirks.count(Quirk.SPHERE_CAPSULE_ROOT_ORDER));
        assertEquals(0.17089f, hit(PairRig.fixed(), -0.3f, 0f, -0.5f, 1.2f, 0f, 2.4f).contact.fraction(), TOL);
    }

    @Test
    void storeOrderWithTheExitPastTheMoveTakesTheEntry() {
        float[] r = roots(-0.3f, 0f, -0.5f, 0.6f, 0f, 1.2f, false, new QuirkCounter());
        assertEquals(1.25f, r[0], TOL);
        PairRig rig = hit(PairRig.faithful(), -0.3f, 0f, -0.5f, 0.6f, 0f, 1.2f);
        assertEquals(0.34177f, rig.contact.fraction(), TOL);
        assertEquals(0, rig.quirks.count(Quirk.SPHERE_CAPSULE_ROOT_ORDER));
    }

    /** SPHERE_CAPSULE_SHORT_AXIS: h 0.5 < 2r points the axis down; the shape reaches 0.8 m up. */
    @Test
    void aShortCapsuleReachesAboveItsTop() {
        PairRig rig = PairRig.faithful();
        assertTrue(rig.sweep(sphere(-1f, 0f, 0.75f, 0.1f), capsule(0f, 0f, 0f, 0.35f, 0.5f), move(1f, 0f, 0f)));
        assertEquals(1, rig.quirks.count(Quirk.SPHERE_CAPSULE_SHORT_AXIS));
        assertFalse(PairRig.fixed().sweep(sphere(-1f, 0f, 0.75f, 0.1f), capsule(0f, 0f, 0f, 0.35f, 0.5f),
                move(1f, 0f, 0f)), "corrected: a sphere r 0.35 at mid-height 0.25 is 0.5 below the mover");
    }

    /** SPHERE_CAPSULE_SHORT_AXIS: h = 2r: a zero axis, no hit (IEEE NaN, the EE's W = 0); no NaN on the PS2. */
    @Test
    void aCapsuleOfHeightTwoRadiiHasNoAxisAndIsNeverMet() {
        assertFalse(PairRig.faithful().sweep(sphere(-1f, 0f, 0.35f, 0.1f), capsule(0f, 0f, 0f, 0.35f, 0.7f),
                move(1f, 0f, 0f)));
        QuirkCounter q = new QuirkCounter();
        Hits h = new Hits();
        assertFalse(new SphereCapsuleRoots(false).sweep(Ps2FloatModels.FPU, q, h, -1f, 0f, 0.35f, 1f, 0f, 0f, 0f, 0f,
                0.35f, 0f, 0f, 0f, 0.45f));
        assertEquals(0, h.count());
        PairRig fixed = PairRig.fixed();
        assertTrue(fixed.sweep(sphere(-1f, 0f, 0.35f, 0.1f), capsule(0f, 0f, 0f, 0.35f, 0.7f), move(1f, 0f, 0f)));
        assertEquals(0.55f, fixed.contact.fraction(), TOL);
    }

    /** MIRROR_POINT_OTHER_SHAPE: the capsule moving; +0x90 is the sphere's centre moved by −f·m. */
    @Test
    void capsuleSphereIsTheSphereCaseWithTheMoveNegated() {
        PairRig rig = PairRig.faithful();
        assertTrue(rig.sweep(human(0f, 0f, 0f), sphere(-1f, 0f, 1f, 0.1f), move(-1f, 0f, 0f)));
        assertEquals(0.55f, rig.contact.fraction(), TOL);
        assertVec(-0.45f, 0f, 1f, rig.contact.point());
        assertVec(0.99504f, 0f, -0.09950f, rig.contact.unitMove());
        assertVec(-0.99504f, 0f, 0.09950f, rig.contact.normal());
        assertEquals(0, rig.contact.flags());
    }

    @Test
    void capsuleSphereIsCorrectedInItsOwnSlot() {
        PairRig fixed = PairRig.fixed();
        assertTrue(fixed.sweep(human(0f, 0f, 0f), sphere(-1f, 0f, 1f, 0.1f), move(-1f, 0f, 0f)));
        assertVec(1f, 0f, 0f, fixed.contact.normal());
        assertEquals(0, fixed.quirks.count(Quirk.SPHERE_CAPSULE_INWARD_NORMAL));
    }
}
