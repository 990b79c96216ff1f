package engine.kernels.box;

import static engine.kernels.box.BoxScenes.BOX_BOX;
import static engine.kernels.box.BoxScenes.BOX_SEGMENT;
import static engine.kernels.box.BoxScenes.BOX_SPHERE;
import static engine.kernels.box.BoxScenes.SEGMENT_BOX;
import static engine.kernels.box.BoxScenes.SPHERE_BOX;
import static engine.kernels.box.BoxScenes.box;
import static engine.kernels.box.BoxScenes.move;
import static engine.kernels.box.BoxScenes.rotation;
import static engine.kernels.box.BoxScenes.segment;
import static engine.kernels.box.BoxScenes.slot;
import static engine.kernels.box.BoxScenes.sphere;
import static engine.kernels.box.BoxScenes.sweep;
import static engine.kernels.box.Unit12CapsuleBoxTest.assertVec;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.api.body.Contact;
import engine.api.kernel.Slot;
import engine.api.kernel.pair.PairSweep;
import engine.api.math.Float4;
import engine.api.shape.BoxShape;
import engine.api.shape.Shape;
import engine.kernels.correction.Mode;
import engine.kernels.world.PhysicsWorld;
import org.junit.jupiter.api.Test;

/**
 * Unit 5, the strike sweeps against boxes and the box-vs-x entries (reconstructed, STRIKE_SWEEPS; docs/box-sweeps.md),
 * with numbers worked by hand. The box is the cube at the origin with half extents 1 unless said.
 */
class Unit5StrikeBoxTest {
    private static final float TOL = 1e-5f;
    private final PhysicsWorld world = Mode.faithful().world();
    private final BoxShape cube = box(0f, 0f, 0f, 1f, 1f, 1f);

    private Contact hit(Slot<PairSweep> slot, Shape own, Shape other, Float4 move) {
        Contact c = slot();
        assertTrue(sweep(world, slot, c, own, other, move), "a hit");
        assertEquals(-9f, c.slide().x(), "+0xa0 untouched");
        assertEquals(-9f, c.distance(), "+0x88 untouched");
        return c;
    }

    // ---- sphere-box ----

    @Test
    void sphereMeetsAFaceAtItsRadius() {
        // x from −2 reaches −1.1 at 0.45.
        Contact c = hit(SPHERE_BOX, sphere(-2f, 0f, 0f, 0.1f), cube, move(2f, 0f, 0f));
        assertEquals(0.45f, c.fraction(), TOL);
        assertVec(-1f, 0f, 0f, c.normal(), "+0x50");
        assertVec(1f, 0f, 0f, c.unitMove(), "+0x10");
        assertVec(-1.1f, 0f, 0f, c.point(), "+0x90, the centre at the contact");
        assertEquals(0, c.flags());
    }

    @Test
    void sphereMeetsAnEdgeOnItsCylinder() {
        // Path y = −1.05 (0.05 past the face plane): the edge at (−1, −1) is 0.1 away when
        // x = −1 − √(0.01 − 0.0025).
        Contact c = hit(SPHERE_BOX, sphere(-2f, -1.05f, 0f, 0.1f), cube, move(2f, 0f, 0f));
        assertEquals((2f - 1.0866025f) / 2f, c.fraction(), 2e-5f);
        assertVec(-0.866025f, -0.5f, 0f, c.normal(), "+0x50 from the edge");
    }

    @Test
    void sphereMeetsACornerOnItsSphere() {
        // Along the diagonal: 0.5 from (−1, −1, −1) at −1 − 0.5/√3 = −1.288675.
        Contact c = hit(SPHERE_BOX, sphere(-2f, -2f, -2f, 0.5f), cube, move(2f, 2f, 2f));
        assertEquals(0.355662f, c.fraction(), TOL);
        assertVec(-0.57735f, -0.57735f, -0.57735f, c.normal(), "+0x50");
        assertVec(-1.288675f, -1.288675f, -1.288675f, c.point(), "+0x90");
    }

    @Test
    void aStrikeSphereJustSwitchedOnHitsOnlyWhatItStartsInside() {
        // Unit 6: the first pose after switching on has previous = current, a zero move.
        Contact inside = hit(SPHERE_BOX, sphere(0.5f, 0f, 0f, 0.1f), cube, move(0f, 0f, 0f));
        assertEquals(0f, inside.fraction());
        assertVec(0f, 0f, 0f, inside.normal(), "centre inside the box and no move: no direction");
        assertVec(0.5f, 0f, 0f, inside.point(), "+0x90");
        Contact touching = hit(SPHERE_BOX, sphere(1.05f, 0f, 0f, 0.1f), cube, move(0f, 0f, 0f));
        assertEquals(0f, touching.fraction());
        assertVec(1f, 0f, 0f, touching.normal(), "from the closest point");
        assertFalse(sweep(world, SPHERE_BOX, slot(), sphere(1.15f, 0f, 0f, 0.1f), cube, move(0f, 0f, 0f)), "outside");
    }

    @Test
    void aSphereStartingWithinReachHitsAtZeroWhateverTheMove() {
        Contact away = hit(SPHERE_BOX, sphere(1.05f, 0f, 0f, 0.1f), cube, move(1f, 0f, 0f));
        assertEquals(0f, away.fraction());
        assertVec(1f, 0f, 0f, away.normal(), "+0x50");
        // Centre inside the box: −unit(move).
        Contact in = hit(SPHERE_BOX, sphere(0f, 0.5f, 0f, 0.1f), cube, move(0f, 0f, 3f));
        assertVec(0f, 0f, -1f, in.normal(), "+0x50 = −unit(move)");
    }

    @Test
    void sphereMisses() {
        assertFalse(sweep(world, SPHERE_BOX, slot(), sphere(-2f, 1.2f, 0f, 0.1f), cube, move(2f, 0f, 0f)), "beside");
        assertFalse(sweep(world, SPHERE_BOX, slot(), sphere(-2f, 0f, 0f, 0.1f), cube, move(0.8f, 0f, 0f)), "short");
        assertFalse(sweep(world, SPHERE_BOX, slot(), sphere(-2f, 0f, 0f, 0.1f), cube, move(-2f, 0f, 0f)), "away");
        // 0.17 past the face plane y = −1: out of reach of the face and its edges.
        assertFalse(sweep(world, SPHERE_BOX, slot(), sphere(-3f, -1.17f, 0f, 0.1f), cube, move(2f, 0f, 0f)));
    }

    @Test
    void aRotatedBoxIsMetInItsFrame() {
        // Turned 45° about z: its corner edge points at −x, at x = −√2.
        BoxShape turned = box(0f, 0f, 0f, 1f, 1f, 1f, rotation(StrictMath.PI / 4, 0, 0, 1));
        Contact c = hit(SPHERE_BOX, sphere(-3f, 0f, 0f, 0.1f), turned, move(3f, 0f, 0f));
        assertEquals((3f - 1.4142135f - 0.1f) / 3f, c.fraction(), TOL);
        assertVec(-1f, 0f, 0f, c.normal(), "+0x50 from the edge");
    }

    // ---- segment-box ----

    @Test
    void segmentMeetsAFaceWithItsSide() {
        Contact c = hit(SEGMENT_BOX, segment(-2f, 0f, -0.5f, -2f, 0f, 0.5f, 0.1f), cube, move(2f, 0f, 0f));
        assertEquals(0.45f, c.fraction(), TOL);
        assertVec(-1f, 0f, 0f, c.normal(), "+0x50");
        assertVec(-1.1f, 0f, -0.5f, c.point(), "+0x90, the start at the contact");
        assertEquals(0, c.flags());
    }

    @Test
    void aLongSegmentMeetsTheBoxEdgesItPassesOver() {
        // Along y from −3 to 3, past both ends of the face x = −1: its side meets the edges along z at y = ±1.
        Contact c = hit(SEGMENT_BOX, segment(-2f, -3f, 0f, -2f, 3f, 0f, 0.1f), cube, move(2f, 0f, 0f));
        assertEquals(0.45f, c.fraction(), TOL);
        assertVec(-1f, 0f, 0f, c.normal(), "+0x50");
        assertVec(-1.1f, -3f, 0f, c.point(), "+0x90");
        // A skew segment over the face x = −1, crossing its y = −1 and z = 1 edges inside both:
        // x −1.3 → −1.1.
        Contact skew = hit(SEGMENT_BOX, segment(-1.3f, -2f, -1.5f, -1.3f, 2f, 2.5f, 0.1f), cube, move(1f, 0f, 0f));
        assertEquals(0.2f, skew.fraction(), TOL);
        assertVec(-1f, 0f, 0f, skew.normal(), "+0x50");
    }

    @Test
    void aSegmentParallelToAnEdgeMeetsItsCorners() {
        // Along z over [−2, 2], moving diagonally at the edge (−1, −1): 0.2 from the box's corners at
        // (1.5 − 1) √2 − 0.2 = 0.507107 of diagonal travel, t = 0.358579.
        Contact c = hit(SEGMENT_BOX, segment(-1.5f, -1.5f, -2f, -1.5f, -1.5f, 2f, 0.2f), cube, move(1f, 1f, 0f));
        assertEquals(0.358579f, c.fraction(), TOL);
        assertVec(-0.707107f, -0.707107f, 0f, c.normal(), "+0x50");
    }

    @Test
    void aSegmentStartingWithinReachHitsAtZero() {
        // Through the box, its ends outside: the pass-through case; zero move: no direction.
        Contact through = hit(SEGMENT_BOX, segment(0f, -3f, 0f, 0f, 3f, 0f, 0.1f), cube, move(0f, 0f, 0f));
        assertEquals(0f, through.fraction());
        assertVec(0f, 0f, 0f, through.normal(), "+0x50");
        Contact moving = hit(SEGMENT_BOX, segment(0f, -3f, 0f, 0f, 3f, 0f, 0.1f), cube, move(1f, 0f, 0f));
        assertVec(-1f, 0f, 0f, moving.normal(), "+0x50 = −unit(move)");
        // 0.05 beside the face: from the closest point, whatever the move.
        Contact beside = hit(SEGMENT_BOX, segment(-1.05f, 0f, -0.5f, -1.05f, 0f, 0.5f, 0.1f), cube,
                move(-1f, 0f, 0f));
        assertEquals(0f, beside.fraction());
        assertVec(-1f, 0f, 0f, beside.normal(), "+0x50");
    }

    @Test
    void segmentMisses() {
        assertFalse(sweep(world, SEGMENT_BOX, slot(), segment(-2f, 1.3f, -0.5f, -2f, 1.3f, 0.5f, 0.1f), cube,
                move(4f, 0f, 0f)), "beside");
        assertFalse(sweep(world, SEGMENT_BOX, slot(), segment(-2f, 0f, -0.5f, -2f, 0f, 0.5f, 0.1f), cube,
                move(0.5f, 0f, 0f)), "short");
    }

    // ---- box-box ----

    @Test
    void boxMeetsBoxFaceToFace() {
        Contact c = hit(BOX_BOX, box(-3f, 0f, 0f, 1f, 1f, 1f), cube, move(3f, 0f, 0f));
        assertEquals(1f / 3f, c.fraction(), TOL);
        assertVec(-1f, 0f, 0f, c.normal(), "+0x50");
        assertVec(-2f, 0f, 0f, c.point(), "+0x90, the centre at the contact");
        assertEquals(0, c.flags());
    }

    @Test
    void aTurnedBoxMeetsWithItsEdgeOnTheOthersFace() {
        // Turned 45° about z, its leading edge √2 ahead of its centre: t = (4 − 1 − √2) / 4.
        Contact c = hit(BOX_BOX, box(-4f, 0f, 0f, 1f, 1f, 1f, rotation(StrictMath.PI / 4, 0, 0, 1)), cube,
                move(4f, 0f, 0f));
        assertEquals(0.396447f, c.fraction(), TOL);
        assertVec(-1f, 0f, 0f, c.normal(), "+0x50");
    }

    @Test
    void edgeMeetsEdgeOnACrossProductAxis() {
        // The mover turned 45° about z leads with a vertical edge; the other, turned 45° about y, with an edge
        // along y: they meet when −4 + 4t + √2 = −√2, on the axis (0, 0, 1) × (0, 1, 0) = (−1, 0, 0).
        Contact c = hit(BOX_BOX, box(-4f, 0f, 0f, 1f, 1f, 1f, rotation(StrictMath.PI / 4, 0, 0, 1)),
                box(0f, 0f, 0f, 1f, 1f, 1f, rotation(StrictMath.PI / 4, 0, 1, 0)), move(4f, 0f, 0f));
        assertEquals(0.292893f, c.fraction(), TOL);
        assertVec(-1f, 0f, 0f, c.normal(), "+0x50");
        assertVec(-2.828427f, 0f, 0f, c.point(), "+0x90");
    }

    @Test
    void overlappingBoxesHitAtZeroOnlyWhenTheMoveGoesIn() {
        // 0.5 deep along x (the least depth): normal −x.
        Contact c = hit(BOX_BOX, box(-1.5f, 0f, 0f, 1f, 1f, 1f), cube, move(1f, 0f, 0f));
        assertEquals(0f, c.fraction());
        assertVec(-1f, 0f, 0f, c.normal(), "+0x50");
        assertFalse(sweep(world, BOX_BOX, slot(), box(-1.5f, 0f, 0f, 1f, 1f, 1f), cube, move(-1f, 0f, 0f)));
        assertFalse(sweep(world, BOX_BOX, slot(), box(-1.5f, 0f, 0f, 1f, 1f, 1f), cube, move(0f, 0f, 0f)));
    }

    @Test
    void boxMisses() {
        assertFalse(sweep(world, BOX_BOX, slot(), box(-3f, 2.1f, 0f, 1f, 1f, 1f), cube, move(3f, 0f, 0f)));
        assertFalse(sweep(world, BOX_BOX, slot(), box(-3f, 0f, 0f, 1f, 1f, 1f), cube, move(0.9f, 0f, 0f)));
    }

    // ---- the box-vs-x mirrors ----

    @Test
    void boxOntoASphereIsTheSphereBoxCallWithTheHalvesSwapped() {
        Contact c = hit(BOX_SPHERE, box(3f, 0f, 0f, 1f, 1f, 1f), sphere(0f, 0f, 0f, 0.1f), move(-3f, 0f, 0f));
        assertEquals(1.9f / 3f, c.fraction(), TOL);
        assertVec(1f, 0f, 0f, c.normal(), "+0x50, out of the sphere towards the box");
        assertVec(-1f, 0f, 0f, c.unitMove(), "+0x10");
        assertVec(1.9f, 0f, 0f, c.point(), "+0x90: the sphere's centre moved by −f·move");
    }

    @Test
    void boxOntoASegmentIsTheSegmentBoxCallWithTheHalvesSwapped() {
        Contact c = hit(BOX_SEGMENT, box(3f, 0f, 0f, 1f, 1f, 1f), segment(0f, 0f, -0.5f, 0f, 0f, 0.5f, 0.1f),
                move(-3f, 0f, 0f));
        assertEquals(1.9f / 3f, c.fraction(), TOL);
        assertVec(1f, 0f, 0f, c.normal(), "+0x50");
        assertVec(1.9f, 0f, -0.5f, c.point(), "+0x90: the segment's start moved by −f·move");
    }
}
