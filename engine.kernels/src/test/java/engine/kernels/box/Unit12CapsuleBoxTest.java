package engine.kernels.box;

import static engine.kernels.box.BoxScenes.BOX_CAPSULE;
import static engine.kernels.box.BoxScenes.CAPSULE_BOX;
import static engine.kernels.box.BoxScenes.box;
import static engine.kernels.box.BoxScenes.capsule;
import static engine.kernels.box.BoxScenes.move;
import static engine.kernels.box.BoxScenes.slot;
import static engine.kernels.box.BoxScenes.sweep;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.api.body.Contact;
import engine.api.body.ContactFlags;
import engine.api.math.Float4;
import engine.api.shape.BoxShape;
import engine.kernels.correction.Mode;
import engine.kernels.world.PhysicsWorld;
import org.junit.jupiter.api.Test;

/**
 * Unit 12, the capsule-box sweep (reconstructed, CAPSULE_BOX_SWEEP; docs/box-sweeps.md), with numbers worked by
 * hand: the box at (0, 0, 1) with half extents 1 (z from 0 to 2) unless said, the capsule r 0.35, h 1.8.
 */
class Unit12CapsuleBoxTest {
    private static final float TOL = 1e-5f;
    private final PhysicsWorld world = Mode.faithful().world();
    private final BoxShape cube = box(0f, 0f, 1f, 1f, 1f, 1f);

    static void assertVec(float x, float y, float z, Float4 v, String what) {
        assertEquals(x, v.x(), TOL, what + " x, was " + v);
        assertEquals(y, v.y(), TOL, what + " y, was " + v);
        assertEquals(z, v.z(), TOL, what + " z, was " + v);
    }

    private Contact hit(float bx, float by, float bz, BoxShape b, float mx, float my, float mz) {
        Contact c = slot();
        assertTrue(sweep(world, CAPSULE_BOX, c, capsule(bx, by, bz, 0.35f, 1.8f), b, move(mx, my, mz)), "a hit");
        return c;
    }

    private boolean hits(float bx, float by, float bz, float mx, float my, float mz) {
        return sweep(world, CAPSULE_BOX, slot(), capsule(bx, by, bz, 0.35f, 1.8f), cube, move(mx, my, mz));
    }

    @Test
    void headOnFaceHitAtTheCircleEntry() {
        // Local x from −3 meets the grown face −1.35 at (3 − 1.35) / 3 = 0.55.
        Contact c = hit(-3f, 0f, 0f, cube, 3f, 0f, 0f);
        assertEquals(0.55f, c.fraction(), TOL);
        assertVec(-1f, 0f, 0f, c.normal(), "+0x50");
        assertVec(1f, 0f, 0f, c.unitMove(), "+0x10");
        assertVec(-1.35f, 0f, 0f, c.point(), "+0x90 (the base at the contact)");
        assertEquals(0, c.flags());
        assertEquals(-9f, c.slide().x(), "+0xa0 untouched outside the corner regions");
    }

    @Test
    void cornerRegionSetsFlag1AndTheUnitDiagonalSlide() {
        // CAPSULE_BOX_SWEEP: path y = 1.2 enters the grown footprint at x = −1.35 in the (−, +) corner region; the
        // circle about (−1, 1): a = 9, b = −6, c = 3.9175, t = (6 − √0.7425) / 9 = 0.570924.
        Contact c = hit(-3f, 1.2f, 0f, cube, 3f, 0f, 0f);
        assertEquals(0.570924f, c.fraction(), TOL);
        assertVec(-0.820652f, 0.571429f, 0f, c.normal(), "+0x50 from the corner");
        assertEquals(ContactFlags.CORNER_SLIDE, c.flags());
        assertVec(-0.707107f, 0.707107f, 0f, c.slide(), "+0xa0 out past the corner");
        assertEquals(0f, c.slide().w());
        assertVec(-1.287228f, 1.2f, 0f, c.point(), "+0x90");
    }

    @Test
    void eachCornerGivesItsOwnDiagonal() {
        assertVec(0.707107f, -0.707107f, 0f, hit(3f, -1.2f, 0f, cube, -3f, 0f, 0f).slide(), "(+, −)");
        assertVec(0.707107f, 0.707107f, 0f, hit(1.2f, 3f, 0f, cube, 0f, -3f, 0f).slide(), "(+, +)");
        assertVec(-0.707107f, -0.707107f, 0f, hit(-1.2f, -3f, 0f, cube, 0f, 3f, 0f).slide(), "(−, −)");
    }

    @Test
    void landingOnTheTopIsAVerticalContactWithoutCornerFlag() {
        // Local range [1.5, 3.3] coming down by 1 meets the top at 1: t = 0.5.
        Contact c = hit(0f, 0f, 2.5f, cube, 0f, 0f, -1f);
        assertEquals(0.5f, c.fraction(), TOL);
        assertVec(0f, 0f, 1f, c.normal(), "+0x50 up");
        assertVec(0f, 0f, 2f, c.point(), "+0x90");
        assertEquals(0, c.flags());
        // Landing over a corner region is still the top: no corner flag.
        Contact k = hit(1.2f, 1.2f, 2.5f, cube, 0f, 0f, -1f);
        assertEquals(0.5f, k.fraction(), TOL);
        assertEquals(0, k.flags());
    }

    @Test
    void missesBesideAboveAndThroughTheCornerSquareOutsideTheRounding() {
        assertFalse(hits(-3f, 1.4f, 0f, 3f, 0f, 0f), "1.4 > 1 + 0.35 beside");
        assertFalse(hits(-3f, 0f, 2.1f, 3f, 0f, 0f), "the range [2.1, 3.9] above the box");
        // From (−1.5, 1.2) by (0.5, 0.5): the path crosses the corner square only at (−1.35, 1.35), 0.495 from
        // the corner.
        assertFalse(hits(-1.5f, 1.2f, 0f, 0.5f, 0.5f, 0f));
        assertFalse(hits(-3f, 0f, 0f, 1f, 0f, 0f), "stops 0.65 short");
    }

    @Test
    void overlappingAtTheStartHitsAtZeroOnlyWhenTheMoveGoesIn() {
        // 0.2 from the face, depth 0.15: the least depth is the footprint's, normal −x.
        Contact c = hit(-1.2f, 0f, 0f, cube, 0.5f, 0f, 0f);
        assertEquals(0f, c.fraction());
        assertVec(-1f, 0f, 0f, c.normal(), "+0x50");
        assertVec(-1.2f, 0f, 0f, c.point(), "+0x90");
        assertFalse(hits(-1.2f, 0f, 0f, -0.5f, 0f, 0f), "moving away");
        assertFalse(hits(-1.2f, 0f, 0f, 0f, 0.5f, 0f), "moving along");
        assertFalse(hits(-1.2f, 0f, 0f, 0f, 0f, 0f), "a zero move");
        // Standing on the top (base 0.1 into it): the height's depth 0.1 is least, normal up; coming down hits.
        Contact top = hit(0.5f, 0f, 1.9f, cube, 0.3f, 0f, -0.2f);
        assertEquals(0f, top.fraction());
        assertVec(0f, 0f, 1f, top.normal(), "+0x50");
        assertFalse(hits(0.5f, 0f, 1.9f, 0.3f, 0f, 0f), "walking on it");
        // In a corner region at the start: flag 0x1 and the diagonal.
        Contact k = hit(-1.1f, 1.1f, 0f, cube, 0.2f, -0.1f, 0f);
        assertEquals(ContactFlags.CORNER_SLIDE, k.flags());
        assertVec(-0.707107f, 0.707107f, 0f, k.slide(), "+0xa0");
        assertVec(-0.707107f, 0.707107f, 0f, k.normal(), "+0x50 from the corner");
    }

    @Test
    void aRotatedBoxIsSweptInItsOwnFrame() {
        // Turned 90° about z: A0 = (0, 1, 0), A1 = (−1, 0, 0); half (1, 0.5, 1): 1 m deep along world x.
        BoxShape turned = box(0f, 0f, 1f, 1f, 0.5f, 1f, BoxScenes.rotation(StrictMath.PI / 2, 0, 0, 1));
        Contact c = hit(-3f, 0f, 0f, turned, 3f, 0f, 0f);
        assertEquals((3f - 0.85f) / 3f, c.fraction(), TOL);
        assertVec(-1f, 0f, 0f, c.normal(), "+0x50 = A1");
        // Its (+x local, +y local) corner is at world (−0.5, 1): met from −x at y = 1.2 → slide (A0 + A1) / √2.
        Contact k = hit(-3f, 1.2f, 0f, turned, 3f, 0f, 0f);
        assertEquals(ContactFlags.CORNER_SLIDE, k.flags());
        assertVec(-0.707107f, 0.707107f, 0f, k.slide(), "+0xa0");
    }

    @Test
    void theMirrorSweepsTheCapsuleByMinusTheMoveAndSwapsTheHalves() {
        // The box moves by (−3, 0, 0) onto the capsule at the origin: the capsule-box call with (3, 0, 0).
        Contact c = slot();
        assertTrue(sweep(world, BOX_CAPSULE, c, box(3f, 0f, 1f, 1f, 1f, 1f), capsule(0f, 0f, 0f, 0.35f, 1.8f),
                move(-3f, 0f, 0f)));
        assertEquals(0.55f, c.fraction(), TOL);
        assertVec(1f, 0f, 0f, c.normal(), "+0x50 (was +0x10): out of the capsule towards the box");
        assertVec(-1f, 0f, 0f, c.unitMove(), "+0x10 (was +0x50)");
        assertVec(1.65f, 0f, 0f, c.point(), "+0x90 not swapped: the capsule's base moved by −f·move");
        assertEquals(0, c.flags());
    }
}
