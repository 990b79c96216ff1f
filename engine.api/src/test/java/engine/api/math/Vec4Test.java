package engine.api.math;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The quadword conventions of the spec: "3" operations act on xyz and keep this vector's w. */
class Vec4Test {

    @Test
    void dot3IgnoresW() {
        assertEquals(32f, new Vec4(1f, 2f, 3f, 100f).dot3(new Vec4(4f, 5f, 6f, -7f)));
        assertEquals(32f, new Vec4(1f, 2f, 3f, Float.NaN).dot3(new Vec4(4f, 5f, 6f, Float.POSITIVE_INFINITY)));
        assertEquals(14f, new Vec4(1f, 2f, 3f, 9f).lengthSquared3());
    }

    @Test
    void dot3SumsXyThenZ() {
        // (x·x' + y·y') + z·z': with products 1e8, −1e8 and 1 that is exactly 1. Summed as x + (y + z) or
        // (x + z) + y the 1 is lost to rounding (ulp(1e8) = 8) and the result is 0.
        Vec4 a = new Vec4(1e8f, -1e8f, 1f, 0f);
        Vec4 ones = new Vec4(1f, 1f, 1f, 0f);
        assertEquals(0f, 1e8f + (-1e8f + 1f), "x + (y + z) really differs");
        assertEquals(0f, (1e8f + 1f) + -1e8f, "(x + z) + y really differs");
        assertEquals(1f, a.dot3(ones));
        assertEquals(1f, ones.dot3(a));
        // And the other way round: (1 + 1e8) + −1e8 = 0 in float, where x + (y + z) would give 1.
        Vec4 b = new Vec4(1f, 1e8f, -1e8f, 0f);
        assertEquals(1f, 1f + (1e8f + -1e8f), "x + (y + z) really differs");
        assertEquals(0f, b.dot3(ones));
    }

    @Test
    void dot3MatchesFloat4AndTheModel() {
        Vec4 a = new Vec4(0.1f, 0.2f, 0.3f, 5f);
        Vec4 b = new Vec4(0.7f, -0.11f, 1.3f, 6f);
        float expected = (0.1f * 0.7f + 0.2f * -0.11f) + 0.3f * 1.3f;
        assertEquals(expected, a.dot3(b));
        assertEquals(expected, new Float4().set(a).dot3(new Float4().set(b)));
        assertEquals(expected, FloatModel.IEEE.dot3(0.1f, 0.2f, 0.3f, 0.7f, -0.11f, 1.3f));
    }

    @Test
    void add3Sub3Scale3KeepThisW() {
        Vec4 a = new Vec4(1f, 2f, 3f, 7f);
        Vec4 b = new Vec4(0.5f, -4f, 10f, 0f);
        assertBits(new Vec4(1.5f, -2f, 13f, 7f), a.add3(b));
        assertBits(new Vec4(0.5f, 6f, -7f, 7f), a.sub3(b));
        assertBits(new Vec4(0.5f, -4f, 10f, 0f), b.add3(Vec4.ZERO_POINT));
        assertBits(new Vec4(2f, 4f, 6f, 7f), a.scale3(2f));
        assertBits(new Vec4(-1f, -2f, -3f, 7f), a.scale3(-1f));
    }

    @Test
    void w1AndWithW() {
        assertBits(new Vec4(1f, 2f, 3f, 1f), new Vec4(1f, 2f, 3f, 0f).w1());
        assertBits(new Vec4(1f, 2f, 3f, -2f), new Vec4(1f, 2f, 3f, 0f).withW(-2f));
        assertBits(new Vec4(1f, 2f, 3f, 1f), Vec4.point(1f, 2f, 3f));
        assertBits(new Vec4(0f, 0f, 0f, 1f), Vec4.ZERO_POINT);
    }

    @Test
    void cross3() {
        Vec4 ex = new Vec4(1f, 0f, 0f, 0f);
        Vec4 ey = new Vec4(0f, 1f, 0f, 5f);
        Vec4 ez = new Vec4(0f, 0f, 1f, 9f);
        assertXyzw(0f, 0f, 1f, 0f, ex.cross3(ey));
        assertXyzw(1f, 0f, 0f, 5f, ey.cross3(ez));
        assertXyzw(0f, 1f, 0f, 9f, ez.cross3(ex));
        assertXyzw(0f, 0f, -1f, 5f, ey.cross3(ex));
        assertBits(new Vec4(-3f, 6f, -3f, 2f), new Vec4(1f, 2f, 3f, 2f).cross3(new Vec4(4f, 5f, 6f, 8f)));
        assertXyzw(0f, 0f, 0f, 2f, new Vec4(1f, 2f, 3f, 2f).cross3(new Vec4(2f, 4f, 6f, 0f)));
    }

    @Test
    void min3AndMax3PerLaneKeepThisW() {
        Vec4 a = new Vec4(1f, 5f, -3f, 0.25f);
        Vec4 b = new Vec4(2f, -5f, -3f, 0.75f);
        assertBits(new Vec4(1f, -5f, -3f, 0.25f), a.min3(b));
        assertBits(new Vec4(2f, 5f, -3f, 0.25f), a.max3(b));
        assertBits(new Vec4(1f, -5f, -3f, 0.75f), b.min3(a));
        assertBits(new Vec4(2f, 5f, -3f, 0.75f), b.max3(a));
    }

    @Test
    void min3AndMax3TiesKeepThisLane() {
        // "ties keep a": +0 against −0 keeps this vector's zero, in both directions.
        Vec4 pos = new Vec4(0f, 0f, 0f, 1f);
        Vec4 neg = new Vec4(-0f, -0f, -0f, 1f);
        assertBits(pos, pos.min3(neg));
        assertBits(pos, pos.max3(neg));
        assertBits(neg, neg.min3(pos));
        assertBits(neg, neg.max3(pos));
    }

    @Test
    void unit3() {
        Vec4 u = new Vec4(3f, 4f, 0f, 5f).unit3();
        assertEquals(0.6f, u.x(), 1e-6f);
        assertEquals(0.8f, u.y(), 1e-6f);
        assertEquals(0f, u.z());
        assertEquals(5f, u.w(), "w kept");
        assertBits(new Vec4(0f, 0f, 1f, 0f), new Vec4(0f, 0f, 4f, 0f).unit3());
        // the unit vector is v × rsqrt(v·v) with rsqrt = 1 / sqrt, bit for bit
        Vec4 v = new Vec4(0.3f, -1.7f, 2.9f, 1f);
        float k = 1f / (float) Math.sqrt((0.3f * 0.3f + -1.7f * -1.7f) + 2.9f * 2.9f);
        assertBits(new Vec4(0.3f * k, -1.7f * k, 2.9f * k, 1f), v.unit3());
        assertEquals(1f, v.unit3().lengthSquared3(), 1e-6f);
    }

    @Test
    void unit3OfZeroIsNaNUnderIeee() {
        // IEEE: rsqrt(0) = +inf, 0 × inf = NaN (the PS2 model answers 0 instead; that is the model's business).
        Vec4 u = new Vec4(0f, 0f, 0f, 1f).unit3();
        assertTrue(Float.isNaN(u.x()) && Float.isNaN(u.y()) && Float.isNaN(u.z()));
        assertEquals(1f, u.w());
        assertFalse(u.isFinite());
    }

    @Test
    void bitEqualsDistinguishesNegativeZero() {
        Vec4 zero = new Vec4(0f, 0f, 0f, 0f);
        assertTrue(zero.bitEquals(new Vec4(0f, 0f, 0f, 0f)));
        for (int lane = 0; lane < 4; lane++) {
            float[] l = {0f, 0f, 0f, 0f};
            l[lane] = -0f;
            Vec4 negZero = new Vec4(l[0], l[1], l[2], l[3]);
            assertTrue(zero.lane(lane) == negZero.lane(lane), "equal as numbers, lane " + lane);
            assertFalse(zero.bitEquals(negZero), "lane " + lane);
            assertFalse(negZero.bitEquals(zero), "lane " + lane + ", the other way");
            assertTrue(negZero.bitEquals(new Vec4(l[0], l[1], l[2], l[3])), "itself, lane " + lane);
        }
        assertFalse(new Vec4(1f, 2f, 3f, 4f).bitEquals(new Vec4(1f, 2f, 3f, 5f)));
        // NaNs compare by their bits
        Vec4 nan = new Vec4(Float.NaN, 0f, 0f, 0f);
        assertTrue(nan.bitEquals(new Vec4(Float.NaN, 0f, 0f, 0f)));
        assertFalse(nan.bitEquals(new Vec4(Float.intBitsToFloat(0x7fc00001), 0f, 0f, 0f)));
    }

    @Test
    void laneAndIsFinite() {
        Vec4 v = new Vec4(1f, 2f, 3f, 4f);
        for (int i = 0; i < 4; i++) {
            assertEquals(i + 1f, v.lane(i));
        }
        assertThrows(IndexOutOfBoundsException.class, () -> v.lane(4));
        assertThrows(IndexOutOfBoundsException.class, () -> v.lane(-1));
        assertTrue(v.isFinite());
        assertFalse(new Vec4(1f, Float.POSITIVE_INFINITY, 3f, 4f).isFinite());
        assertFalse(new Vec4(1f, 2f, 3f, Float.NaN).isFinite());
        assertNotEquals(new Vec4(0f, 0f, 0f, 0f), new Vec4(-0f, 0f, 0f, 0f), "record equality by Float.compare");
    }

    @Test
    void float4SetSet3SetWAndToVec4() {
        Float4 f = new Float4();
        assertBits(new Vec4(0f, 0f, 0f, 0f), f.toVec4());
        assertSame(f, f.set(1f, 2f, 3f, 4f));
        assertBits(new Vec4(1f, 2f, 3f, 4f), f.toVec4());
        assertSame(f, f.set3(5f, 6f, 7f));
        assertBits(new Vec4(5f, 6f, 7f, 4f), f.toVec4());
        assertSame(f, f.setW(-0f));
        assertBits(new Vec4(5f, 6f, 7f, -0f), f.toVec4());
        assertEquals(5f, f.x());
        assertEquals(6f, f.y());
        assertEquals(7f, f.z());
        assertEquals(-0f, f.w());

        Float4 g = new Float4(9f, 8f, 7f, 6f);
        assertBits(new Vec4(9f, 8f, 7f, 6f), g.toVec4());
        assertSame(g, g.set(f));
        assertBits(new Vec4(5f, 6f, 7f, -0f), g.toVec4());
        f.set(0f, 0f, 0f, 0f);
        assertBits(new Vec4(5f, 6f, 7f, -0f), g.toVec4(), "set(Float4) copies, it does not alias");
        assertSame(g, g.set(new Vec4(1f, 2f, 3f, 1f)));
        assertBits(new Vec4(1f, 2f, 3f, 1f), g.toVec4());

        Vec4 snapshot = g.toVec4();
        g.set(4f, 4f, 4f, 4f);
        assertBits(new Vec4(1f, 2f, 3f, 1f), snapshot, "toVec4 is a copy");
        assertEquals(24f, g.dot3(new Float4(1f, 2f, 3f, 100f)), "Float4.dot3 ignores w");
    }

    private static void assertBits(Vec4 expected, Vec4 actual) {
        assertBits(expected, actual, "");
    }

    private static void assertBits(Vec4 expected, Vec4 actual, String what) {
        assertTrue(expected.bitEquals(actual), () -> what + " expected " + expected + " but was " + actual);
    }

    /** Equal as numbers lane by lane (−0 = +0), for results whose zero sign is not part of the contract. */
    private static void assertXyzw(float x, float y, float z, float w, Vec4 actual) {
        assertEquals(x, actual.x(), 0f, () -> "x of " + actual);
        assertEquals(y, actual.y(), 0f, () -> "y of " + actual);
        assertEquals(z, actual.z(), 0f, () -> "z of " + actual);
        assertEquals(w, actual.w(), 0f, () -> "w of " + actual);
    }
}
