package engine.kernels.box;

import static engine.kernels.box.BoxScenes.ONE_SIDED;
import static engine.kernels.box.BoxScenes.TWO_SIDED;
import static engine.kernels.box.BoxScenes.box;
import static engine.kernels.box.BoxScenes.meshSweep;
import static engine.kernels.box.BoxScenes.move;
import static engine.kernels.box.BoxScenes.slots;
import static engine.kernels.box.BoxScenes.walls;
import static engine.kernels.box.Unit12CapsuleBoxTest.assertVec;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.api.body.Body;
import engine.api.body.Contact;
import engine.api.math.Float4;
import engine.api.mesh.CollisionMesh;
import engine.api.mesh.MeshBuilder;
import engine.api.quirk.Quirk;
import engine.api.shape.BoxShape;
import engine.kernels.correction.Mode;
import engine.kernels.mesh.MeshCollector;
import engine.kernels.mesh.SweepShapeVsMesh;
import org.junit.jupiter.api.Test;

/**
 * Unit 13, the box mesh sweep (reconstructed, BOX_TRIANGLE_SWEEP; docs/box-sweeps.md), with numbers worked by hand.
 * The box is 1 m (half 0.5) unless said; the wall x = 0 faces −x (y −2..2, z 0..2).
 */
class Unit13BoxMeshSweepTest {
    private static final float TOL = 1e-5f;
    private static final CollisionMesh WALL = walls(ONE_SIDED, 0f);

    private static int sweep(Mode mode, CollisionMesh mesh, Contact[] out, int max, BoxShape b, Float4 move,
                             int options, float minNz) {
        return meshSweep(mode.world(mesh), out, max, b, move, options, minNz, 0f);
    }

    private static int sweep(CollisionMesh mesh, Contact[] out, BoxShape b, Float4 move) {
        return sweep(Mode.faithful(), mesh, out, 50, b, move, 0, 0f);
    }

    @Test
    void aWallStopsTheBoxAtItsFace() {
        // The box's front face x = −1.5 reaches the wall after 1.5 of 3: t = 0.5.
        Contact[] out = slots(2);
        assertEquals(1, sweep(WALL, out, box(-2f, 0f, 1f, 0.5f, 0.5f, 0.5f), move(3f, 0f, 0f)));
        Contact c = out[0];
        assertEquals(0.5f, c.fraction(), TOL);
        assertVec(-1f, 0f, 0f, c.normal(), "+0x50, the face's normal");
        assertVec(1f, 0f, 0f, c.unitMove(), "+0x10, the unit move");
        assertVec(-0.5f, 0f, 1f, c.point(), "+0x90, the centre at t");
        assertEquals(0, c.flags(), "+0xb0, the flags word: always 0");
        assertEquals(2f, c.distance(), TOL, "+0x88, the centre's start distance");
        assertEquals(0, c.triangle());
        assertEquals(null, c.otherShape());
        assertEquals(-2, out[1].triangle(), "one contact written");
    }

    @Test
    void movingAwayAlongOrNotAtAllFindsNothing() {
        BoxShape b = box(-2f, 0f, 1f, 0.5f, 0.5f, 0.5f);
        assertEquals(0, sweep(WALL, slots(1), b, move(-1f, 0f, 0f)));
        assertEquals(0, sweep(WALL, slots(1), b, move(0f, 1f, 0f)));
        assertEquals(0, sweep(WALL, slots(1), b, move(0f, 0f, 0f)));
        assertEquals(0, sweep(WALL, slots(1), b, move(1f, 0f, 0f)), "stops 0.5 short");
    }

    @Test
    void startingBehindAOneSidedWallPassesATwoSidedOneIsFlipped() {
        BoxShape b = box(1f, 0f, 1f, 0.5f, 0.5f, 0.5f);
        assertEquals(0, sweep(WALL, slots(1), b, move(-3f, 0f, 0f)));
        // Flipped, the corners are (0, −2, 0), (0, 2, 0), (0, −2, 2): the box's face x = 0.5 reaches x = 0 after
        // 0.5 of 3. Fixed: t = 1/6. Faithful (BOX_AXIS_RANGE_RESET): e2 = (0, 0, −2) is parallel to A2, so the last
        // axis e2 × A2 is zero, still and overlapping: it resets [lo, hi] to [0, 1] and the contact is at 0.
        CollisionMesh twoSided = walls(TWO_SIDED | (2 << 14), 0f);
        Contact[] out = slots(1);
        assertEquals(1, sweep(Mode.fixed(), twoSided, out, 50, b, move(-3f, 0f, 0f), 0, 0f));
        assertEquals(0.5f / 3f, out[0].fraction(), TOL);
        assertVec(1f, 0f, 0f, out[0].normal(), "+0x50 turned to the box");
        assertEquals(-1f, out[0].distance(), TOL, "+0x88 with the file's normal");
        assertEquals(0, out[0].flags(), "never 0x1 or 0x2, whatever the triangle's bits");
        Mode faithful = Mode.faithful();
        out = slots(1);
        assertEquals(1, sweep(faithful, twoSided, out, 50, b, move(-3f, 0f, 0f), 0, 0f));
        assertEquals(0f, out[0].fraction());
        assertVec(1f, 0f, 0f, out[0].normal(), "+0x50");
        assertTrue(faithful.quirks().count(Quirk.BOX_AXIS_RANGE_RESET) > 0);
    }

    @Test
    void aFloorCatchesAFallingBox() {
        MeshBuilder m = new MeshBuilder();
        m.triangle(m.vertex(-3f, -3f, 0f), m.vertex(3f, -3f, 0f), m.vertex(0f, 3f, 0f), ONE_SIDED, 0);
        Contact[] out = slots(1);
        assertEquals(1, sweep(m.build(2f), out, box(0f, 0f, 1f, 0.5f, 0.5f, 0.5f), move(0.2f, 0f, -1f)));
        assertEquals(0.5f, out[0].fraction(), TOL);
        assertVec(0f, 0f, 1f, out[0].normal(), "+0x50");
        assertVec(0.1f, 0f, 0.5f, out[0].point(), "+0x90");
    }

    @Test
    void maxIsHonouredAfterTheSort() {
        // Walls x = 0.5 and 0, listed far first: t 0.5 and 0.375 for a move of 4.
        CollisionMesh two = walls(ONE_SIDED, 0.5f, 0f);
        Contact[] out = slots(3);
        assertEquals(1, sweep(Mode.faithful(), two, out, 1, box(-2f, 0f, 1f, 0.5f, 0.5f, 0.5f), move(4f, 0f, 0f),
                0, 0f));
        assertEquals(0.375f, out[0].fraction(), TOL);
        assertEquals(1, out[0].triangle());
        assertEquals(-2, out[1].triangle());
        out = slots(3);
        assertEquals(2, sweep(Mode.faithful(), two, out, 50, box(-2f, 0f, 1f, 0.5f, 0.5f, 0.5f),
                move(4f, 0f, 0f), 0, 0f));
        assertEquals(0.375f, out[0].fraction(), TOL);
        assertEquals(0.5f, out[1].fraction(), TOL);
    }

    @Test
    void theNzRangeAndTheEnabledBitFilter() {
        MeshBuilder m = new MeshBuilder();
        m.triangle(m.vertex(-3f, -3f, 2f), m.vertex(0f, 3f, 2f), m.vertex(3f, -3f, 2f), ONE_SIDED, 0);
        CollisionMesh ceiling = m.build(2f);
        BoxShape b = box(0f, 0f, 1f, 0.5f, 0.5f, 0.5f);
        assertEquals(1, sweep(Mode.faithful(), ceiling, slots(1), 1, b, move(0f, 0f, 1f), 0, 0f));
        assertEquals(0, sweep(Mode.faithful(), ceiling, slots(1), 1, b, move(0f, 0f, 1f),
                MeshCollector.OPTION_MIN_NZ, -0.65f), "option 4 drops n.z = −1 < −0.65");
        assertEquals(0, sweep(walls(0xc000, 0f), slots(1), box(-2f, 0f, 1f, 0.5f, 0.5f, 0.5f), move(3f, 0f, 0f)),
                "a disabled triangle");
    }

    @Test
    void aBoxAlreadyInTheWallMeetsItAtZero() {
        Contact[] out = slots(1);
        assertEquals(1, sweep(WALL, out, box(-0.3f, 0f, 1f, 0.5f, 0.5f, 0.5f), move(1f, 0f, 0f)));
        assertEquals(0f, out[0].fraction());
    }

    @Test
    void boxAxisRangeResetForgetsTheAxesBeforeAStillOne() {
        // PS2-BUG(BOX_AXIS_RANGE_RESET): the triangle (1.5, −2, 0), (0, 3, 0), (1.5, 1, 1) is met from behind and
        // flipped. The box at (−2, 1, 1) moving (4, 0, 0) first touches it with its corner (0.9, 1.5, 0.5) on the
        // face: n = (5, 1.5, −4.5) (unnormalised), the centre at −17.5 from the plane, the box's reach 5.5, closing
        // at 20: t = 12 / 20 = 0.6. Faithful: the still axis e2 × A0 = (0, 0, 5) resets [lo, hi], and the last
        // axis e2 × A2 = (−5, −1.5, 0) gives its own entry: the triangle at [−17.5, −13] from the centre, the
        // box ±3.25, closing at 20: (13 − 3.25) / 20 = 0.4875.
        MeshBuilder m = new MeshBuilder();
        m.triangle(m.vertex(1.5f, -2f, 0f), m.vertex(0f, 3f, 0f), m.vertex(1.5f, 1f, 1f), TWO_SIDED, 0);
        CollisionMesh tri = m.build(2f);
        BoxShape b = box(-2f, 1f, 1f, 0.5f, 0.5f, 0.5f);
        Mode faithful = Mode.faithful();
        Contact[] out = slots(1);
        assertEquals(1, sweep(faithful, tri, out, 1, b, move(4f, 0f, 0f), 0, 0f));
        assertEquals(0.4875f, out[0].fraction(), TOL);
        assertTrue(faithful.quirks().count(Quirk.BOX_AXIS_RANGE_RESET) > 0);
        Mode fixed = Mode.fixed();
        out = slots(1);
        assertEquals(1, sweep(fixed, tri, out, 1, b, move(4f, 0f, 0f), 0, 0f));
        assertEquals(0.6f, out[0].fraction(), TOL);
        assertEquals(0, fixed.quirks().count(Quirk.BOX_AXIS_RANGE_RESET));
    }

    @Test
    void theResetFiresOnTheSquareWallButTheLastAxisGivesTheSameEntry() {
        // BOX_AXIS_RANGE_RESET fires (A1 and several edge axes are still for a move along x) yet the last axis,
        // e2 × A2 = (−4, 0, 0), re-enters at 0.5: faithful and fixed agree here.
        Mode faithful = Mode.faithful();
        Contact[] out = slots(1);
        assertEquals(1, sweep(faithful, WALL, out, 1, box(-2f, 0f, 1f, 0.5f, 0.5f, 0.5f), move(3f, 0f, 0f), 0, 0f));
        assertTrue(faithful.quirks().count(Quirk.BOX_AXIS_RANGE_RESET) > 0);
        Contact[] fixed = slots(1);
        sweep(Mode.fixed(), WALL, fixed, 1, box(-2f, 0f, 1f, 0.5f, 0.5f, 0.5f), move(3f, 0f, 0f), 0, 0f);
        assertEquals(out[0].fraction(), fixed[0].fraction());
    }

    @Test
    void aBoxBodysWalkingSweepReachesTheBoxMeshSweepThroughTheTable() {
        // IPhysics_SweepShapeVsMesh picks the mesh sweep by the shape's type (1, the box) and asks for max 1.
        var w = Mode.faithful().world(walls(ONE_SIDED, 0f, 0.5f));
        Body body = new Body();
        BoxShape b = box(-2f, 0f, 1f, 0.5f, 0.5f, 0.5f);
        body.setFirstShape(b);
        Float4 mv = move(4f, 0f, 0f);
        Float4[] bound = BoxScenes.bound(b, mv);
        Contact[] out = slots(2);
        assertTrue(SweepShapeVsMesh.sweep(w, out, 0, bound[0], bound[1], body, mv));
        assertEquals(0.375f, out[0].fraction(), TOL);
        assertEquals(-2, out[1].triangle(), "max 1");
    }
}
