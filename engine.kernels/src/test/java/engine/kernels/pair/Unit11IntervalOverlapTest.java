package engine.kernels.pair;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.api.math.FloatModel;
import org.junit.jupiter.api.Test;

/** Unit 11, Sweep_IntervalOverlap: the spec's "Intervals" test ideas and each row of its table. */
class Unit11IntervalOverlapTest {
    private static final float TOL = 1e-5f;
    private final float[] range = new float[2];

    private boolean separated(float v, float a0, float a1, float b0, float b1) {
        range[0] = 0f;
        range[1] = 1f;
        return IntervalOverlap.separated(FloatModel.IEEE, range, 1f, v, a0, a1, b0, b1);
    }

    @Test
    void belowAndRisingOverlapsFromPointFour() {
        assertFalse(separated(0.5f, 1f, 2.8f, -0.2f, 0.8f));
        assertEquals(0.4f, range[0], TOL);
        assertEquals(1f, range[1], 0f);
    }

    @Test
    void aboveAndFallingOverlapsFromHalf() {
        assertFalse(separated(-1f, 0f, 1.8f, 2.3f, 4.1f));
        assertEquals(0.5f, range[0], TOL);
        assertEquals(1f, range[1], 0f);
    }

    @Test
    void belowAndStillIsSeparated() {
        assertTrue(separated(0f, 1f, 2.8f, -1f, 0.5f));
    }

    @Test
    void entryAfterMaxTIsSeparated() {
        assertTrue(separated(0.5f, 2f, 3.8f, -1f, 0.8f));
        assertEquals(2.4f, range[0], TOL);
    }

    @Test
    void overlappingAndStillResetsTheRange() {
        range[0] = 0.3f;
        range[1] = 0.7f;
        assertFalse(IntervalOverlap.separated(FloatModel.IEEE, range, 1f, 0f, 0f, 2f, 1f, 3f));
        assertEquals(0f, range[0], 0f);
        assertEquals(1f, range[1], 0f);
    }

    @Test
    void overlappingAndMovingNarrowsHiOnly() {
        assertFalse(separated(2f, 0f, 1f, 0.5f, 1.5f));
        assertEquals(0f, range[0], 0f);
        assertEquals(0.25f, range[1], TOL); // (a1 - b0) / v: B's bottom leaves A's top
        assertFalse(separated(-2f, 0f, 1f, 0.5f, 1.5f));
        assertEquals(0.75f, range[1], TOL); // (a0 - b1) / v
    }

    @Test
    void touchingCountsAsOverlap() {
        assertFalse(separated(0f, 0f, 1f, 1f, 2f));
        assertFalse(separated(0f, 1f, 2f, 0f, 1f));
    }

    @Test
    void aboveAndRisingIsSeparated() {
        assertTrue(separated(0.5f, 0f, 1f, 2f, 3f));
        assertTrue(separated(0f, 0f, 1f, 2f, 3f));
    }

    @Test
    void narrowedPastEachOtherIsSeparated() {
        // Entry at 0.4, but the allowed times end at 0.3: hi < lo.
        range[0] = 0f;
        range[1] = 0.3f;
        assertTrue(IntervalOverlap.separated(FloatModel.IEEE, range, 1f, 0.5f, 1f, 2.8f, -0.2f, 0.8f));
    }
}
