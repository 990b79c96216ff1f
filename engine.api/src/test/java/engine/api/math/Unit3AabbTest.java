package engine.api.math;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * Unit 3, the box helpers of the sweep: AABB_ScaleAboutCentre and AABB_ExtendByMove. All values here are
 * exact in float32, so the comparisons are exact.
 */
class Unit3AabbTest {

    @Test
    void scaleAboutCentreByOneAndAHalfOneAndMinusOne() {
        // [(0,0,0),(2,2,2)] by (1.5, 1, −1) -> [(−0.5,0,0),(2.5,2,2)], w = 1. The input's w lanes are 0 so the
        // "w = 1" write is seen; the negative z scale still gives a valid box.
        Aabb box = new Aabb(new Vec4(0f, 0f, 0f, 0f), new Vec4(2f, 2f, 2f, 0f));
        Aabb scaled = box.scaleAboutCentre(new Vec4(1.5f, 1f, -1f, 0f));
        assertBits(new Vec4(-0.5f, 0f, 0f, 1f), scaled.min(), "min");
        assertBits(new Vec4(2.5f, 2f, 2f, 1f), scaled.max(), "max");
    }

    @Test
    void scaleAboutCentreByOnesIsUnchanged() {
        // "if s.x, s.y and s.z are all exactly 1.0, nothing": not even the w = 1 write; s.w is not looked at.
        Aabb box = new Aabb(new Vec4(0f, 0f, 0f, 0f), new Vec4(2f, 2f, 2f, 0.5f));
        assertSame(box, box.scaleAboutCentre(new Vec4(1f, 1f, 1f, 1f)));
        assertSame(box, box.scaleAboutCentre(new Vec4(1f, 1f, 1f, 0f)));
    }

    @Test
    void scaleAboutCentreWithOneLaneNotOneScalesAndWritesW() {
        // Only all three exactly 1 skip: (1, 1, 1 + ulp) goes through the formula (and writes w = 1).
        Aabb box = new Aabb(new Vec4(0f, 0f, 0f, 0f), new Vec4(2f, 2f, 2f, 0f));
        Aabb scaled = box.scaleAboutCentre(new Vec4(1f, 1f, Math.nextUp(1f), 1f));
        assertEquals(1f, scaled.min().w());
        assertEquals(1f, scaled.max().w());
        assertEquals(0f, scaled.min().x());
        assertEquals(2f, scaled.max().x());
    }

    @Test
    void scaleAboutCentreByZeroCollapsesToTheCentre() {
        Aabb scaled = Aabb.of(-1f, 2f, 4f, 3f, 6f, 10f).scaleAboutCentre(new Vec4(0f, 0f, 0f, 1f));
        assertBits(Vec4.point(1f, 4f, 7f), scaled.min(), "min");
        assertBits(Vec4.point(1f, 4f, 7f), scaled.max(), "max");
    }

    @Test
    void extendByMove() {
        // [(0,0,0),(1,1,1)] by (2,−1,0) -> [(0,−1,0),(3,1,1)]; w kept (distinct w lanes show which is kept,
        // and the move's own w is not used).
        Aabb box = new Aabb(new Vec4(0f, 0f, 0f, 0.25f), new Vec4(1f, 1f, 1f, 0.75f));
        Aabb moved = box.extendByMove(new Vec4(2f, -1f, 0f, 9f));
        assertBits(new Vec4(0f, -1f, 0f, 0.25f), moved.min(), "min");
        assertBits(new Vec4(3f, 1f, 1f, 0.75f), moved.max(), "max");
    }

    @Test
    void extendByZeroMoveIsTheSameBox() {
        Aabb box = Aabb.of(-1f, -2f, -3f, 4f, 5f, 6f);
        assertEquals(box, box.extendByMove(new Vec4(0f, 0f, 0f, 0f)));
    }

    @Test
    void aabbOfWritesWOneAndRejectsNullCorners() {
        Aabb box = Aabb.of(1f, 2f, 3f, 4f, 5f, 6f);
        assertBits(Vec4.point(1f, 2f, 3f), box.min(), "min");
        assertBits(Vec4.point(4f, 5f, 6f), box.max(), "max");
        assertThrows(NullPointerException.class, () -> new Aabb(null, Vec4.ZERO_POINT));
        assertThrows(NullPointerException.class, () -> new Aabb(Vec4.ZERO_POINT, null));
    }

    @Test
    void overlapsAndContainsAreClosed() {
        Aabb a = Aabb.of(0f, 0f, 0f, 1f, 1f, 1f);
        assertTrue(a.overlaps(Aabb.of(1f, 1f, 1f, 2f, 2f, 2f)), "touching at a corner");
        assertTrue(!a.overlaps(Aabb.of(1.5f, 0f, 0f, 2f, 1f, 1f)), "apart on x");
        assertTrue(!a.overlaps(Aabb.of(0f, 0f, -2f, 1f, 1f, -0.5f)), "apart on z");
        assertTrue(a.contains(Vec4.point(1f, 0f, 0.5f)), "on a face");
        assertTrue(!a.contains(Vec4.point(0.5f, 1.01f, 0.5f)), "outside on y");
    }

    private static void assertBits(Vec4 expected, Vec4 actual, String what) {
        assertTrue(expected.bitEquals(actual), () -> what + ": expected " + expected + " but was " + actual);
    }
}
