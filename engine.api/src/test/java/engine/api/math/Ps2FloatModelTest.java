package engine.api.math;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Worked examples of the PS2 model: truncation, clamping, flushing and the answers for ∞, NaN and ÷0. */
class Ps2FloatModelTest {

    private static final FloatModel PS2 = FloatModel.PS2;
    private static final float MAX = Float.MAX_VALUE;

    /** Bit-exact equality, so +0 and −0 differ. */
    private static void assertBits(float expected, float actual) {
        assertEquals(Float.floatToRawIntBits(expected), Float.floatToRawIntBits(actual),
                () -> "expected " + expected + " but was " + actual);
    }

    @Test
    void nameAndLookup() {
        assertEquals("ps2", PS2.name());
        assertSame(FloatModel.PS2, FloatModel.byName("ps2"));
        assertSame(FloatModel.IEEE, FloatModel.byName("ieee"));
        assertThrows(IllegalArgumentException.class, () -> FloatModel.byName("PS2"));
        assertThrows(IllegalArgumentException.class, () -> FloatModel.byName("x87"));
    }

    @Test
    void oneThirdTruncatesBelowNearest() {
        // 1/3 rounds up to nearest (0x3EAAAAAB); truncation keeps the float below.
        assertEquals(0x3EAAAAAB, Float.floatToRawIntBits(1f / 3f));
        assertBits(Float.intBitsToFloat(0x3EAAAAAA), PS2.div(1f, 3f));
        assertBits(Float.intBitsToFloat(0xBEAAAAAA), PS2.div(-1f, 3f));
        assertTrue(PS2.div(1f, 3f) < 1f / 3f);
    }

    @Test
    void sumTruncatesBelowNearest() {
        // 0.1f + 0.2f = 0.30000000447..., which nearest rounds up to 0x3E99999A.
        assertBits(Float.intBitsToFloat(0x3E999999), PS2.add(0.1f, 0.2f));
        assertBits(Float.intBitsToFloat(0xBE999999), PS2.sub(-0.1f, 0.2f));
    }

    @Test
    void farApartAddendsStillTruncate() {
        // 1 − 1e−30 rounds to 1 in float and in double; truncation needs the exact error term.
        assertBits(1f, FloatModel.IEEE.add(1f, -1e-30f));
        assertBits(Math.nextDown(1f), PS2.add(1f, -1e-30f));
        assertBits(-Math.nextDown(1f), PS2.add(-1f, 1e-30f));
        assertBits(Math.nextDown(1f), PS2.sub(1f, 1e-30f));
        assertBits(1f, PS2.add(1f, 1e-30f));
    }

    @Test
    void exactResultsUnchanged() {
        assertBits(3.75f, PS2.add(1.5f, 2.25f));
        assertBits(-0.75f, PS2.sub(1.5f, 2.25f));
        assertBits(3.375f, PS2.mul(1.5f, 2.25f));
        assertBits(0.25f, PS2.div(1f, 4f));
        assertBits(4f, PS2.sqrt(16f));
        assertBits(0.5f, PS2.rsqrt(4f));
        assertBits(14f, PS2.dot3(1f, 2f, 3f, 1f, 2f, 3f));
    }

    @Test
    void overflowClampsToMax() {
        assertBits(MAX, PS2.mul(MAX, 2f));
        assertBits(-MAX, PS2.mul(-MAX, 2f));
        assertBits(-MAX, PS2.mul(MAX, -2f));
        assertBits(MAX, PS2.add(MAX, MAX));
        assertBits(-MAX, PS2.sub(-MAX, MAX));
        assertBits(MAX, PS2.div(MAX, 0.5f));
        // MAX + half an ulp ties to +∞ under IEEE; truncation keeps MAX.
        float halfUlp = Math.ulp(MAX) / 2;
        assertBits(Float.POSITIVE_INFINITY, MAX + halfUlp);
        assertBits(MAX, PS2.add(MAX, halfUlp));
    }

    @Test
    void denormalOperandsReadAsZero() {
        float denormal = Float.MIN_NORMAL / 2;
        assertBits(0f, PS2.add(denormal, 0f));
        assertBits(0f, PS2.mul(Float.MIN_VALUE, 1e30f));
        assertBits(-0f, PS2.mul(-Float.MIN_VALUE, 1e30f));
        assertBits(1f, PS2.add(1f, denormal));
        // A denormal divisor is a zero divisor.
        assertBits(MAX, PS2.div(1f, Float.MIN_VALUE));
        assertBits(-MAX, PS2.div(1f, -Float.MIN_VALUE));
        assertBits(0f, PS2.sqrt(denormal));
        assertBits(MAX, PS2.rsqrt(denormal));
    }

    @Test
    void denormalResultsFlushToSignedZero() {
        assertBits(0f, PS2.mul(1e-30f, 1e-30f));
        assertBits(-0f, PS2.mul(-1e-30f, 1e-30f));
        assertBits(-0f, PS2.div(1e-30f, -1e30f));
        assertBits(0f, PS2.sub(1.5f * Float.MIN_NORMAL, Float.MIN_NORMAL));
        assertBits(-0f, PS2.sub(Float.MIN_NORMAL, 1.5f * Float.MIN_NORMAL));
        // Just below MIN_NORMAL: nearest rounds up to MIN_NORMAL, truncation goes below it and flushes.
        assertBits(Float.MIN_NORMAL, Math.nextDown(1f) * Float.MIN_NORMAL);
        assertBits(0f, PS2.mul(Math.nextDown(1f), Float.MIN_NORMAL));
        assertBits(Float.MIN_NORMAL, PS2.mul(1f, Float.MIN_NORMAL));
    }

    @Test
    void divisionByZeroGivesSignedMax() {
        assertBits(MAX, PS2.div(1f, 0f));
        assertBits(-MAX, PS2.div(-1f, 0f));
        assertBits(-MAX, PS2.div(1f, -0f));
        assertBits(MAX, PS2.div(-1f, -0f));
        // 0/0 follows the same rule: sign(a) xor sign(b).
        assertBits(MAX, PS2.div(0f, 0f));
        assertBits(-MAX, PS2.div(-0f, 0f));
        assertBits(-MAX, PS2.div(0f, -0f));
        assertBits(MAX, PS2.div(-0f, -0f));
        assertBits(0f, PS2.div(0f, 5f));
        assertBits(-0f, PS2.div(0f, -5f));
    }

    @Test
    void rsqrtOfZeroIsMaxAndZeroTimesItIsZero() {
        assertBits(MAX, PS2.rsqrt(0f));
        assertBits(MAX, PS2.rsqrt(-0f));
        assertBits(0f, PS2.mul(0f, PS2.rsqrt(0f)));
        assertBits(Float.POSITIVE_INFINITY, FloatModel.IEEE.rsqrt(0f));
    }

    @Test
    void unitOfZeroVectorIsZero() {
        Float4 out = PS2.unit3(new Float4(0f, 0f, 0f, 7f), new Float4());
        assertBits(0f, out.x());
        assertBits(0f, out.y());
        assertBits(0f, out.z());
        assertBits(7f, out.w());
    }

    @Test
    void sqrtTakesAbsoluteValueAndTruncates() {
        assertBits(2f, PS2.sqrt(-4f));
        assertBits(2f, PS2.sqrt(4f));
        assertBits(0f, PS2.sqrt(-0f));
        // √5 rounds up to nearest 0x400F1BBD; truncation gives 0x400F1BBC.
        assertEquals(0x400F1BBD, Float.floatToRawIntBits((float) StrictMath.sqrt(5.0)));
        assertBits(Float.intBitsToFloat(0x400F1BBC), PS2.sqrt(5f));
        assertBits(Float.intBitsToFloat(0x400F1BBC), PS2.sqrt(-5f));
        // rsqrt is a division by the truncated root.
        assertBits(PS2.div(1f, PS2.sqrt(5f)), PS2.rsqrt(5f));
        assertBits(PS2.div(1f, PS2.sqrt(5f)), PS2.rsqrt(-5f));
    }

    @Test
    void infinityOperandsReadAsSignedMax() {
        float inf = Float.POSITIVE_INFINITY;
        assertBits(MAX, PS2.add(inf, 1f));
        assertBits(-MAX, PS2.mul(inf, -1f));
        assertBits(-MAX, PS2.add(Float.NEGATIVE_INFINITY, -1f));
        assertBits(0f, PS2.add(inf, Float.NEGATIVE_INFINITY));
        assertBits(0f, PS2.sub(inf, inf));
        assertBits(0f, PS2.mul(inf, 0f));
        assertBits(1f, PS2.div(inf, inf));
        assertBits(-1f, PS2.div(Float.NEGATIVE_INFINITY, inf));
        assertBits(PS2.sqrt(MAX), PS2.sqrt(inf));
        assertBits(PS2.rsqrt(MAX), PS2.rsqrt(Float.NEGATIVE_INFINITY));
    }

    @Test
    void nanOperandsReadAsPositiveMax() {
        float nan = Float.NaN;
        // Whatever the NaN's sign bit or payload.
        float negativeNan = Float.intBitsToFloat(0xFFC0_0001);
        assertTrue(Float.isNaN(negativeNan));
        assertBits(MAX, PS2.add(nan, 1f));
        assertBits(MAX, PS2.add(negativeNan, 1f));
        assertBits(0f, PS2.mul(nan, 0f));
        assertBits(-MAX, PS2.mul(negativeNan, -2f));
        assertBits(0f, PS2.sub(nan, negativeNan));
        // 1 − MAX truncates toward zero to the float below MAX; −1 − MAX exceeds MAX and clamps.
        assertBits(-Math.nextDown(MAX), PS2.sub(1f, nan));
        assertBits(-MAX, PS2.sub(-1f, nan));
        assertBits(1f, PS2.div(nan, negativeNan));
        assertBits(0f, PS2.div(0f, nan));
        assertBits(MAX, PS2.div(nan, 0f));
        assertBits(PS2.sqrt(MAX), PS2.sqrt(nan));
        assertBits(PS2.rsqrt(MAX), PS2.rsqrt(negativeNan));
    }

    @Test
    void zeroSumsTakeIeeeSign() {
        assertBits(0f, PS2.add(1f, -1f));
        assertBits(0f, PS2.sub(1f, 1f));
        assertBits(0f, PS2.add(0f, -0f));
        assertBits(-0f, PS2.add(-0f, -0f));
        assertBits(-0f, PS2.sub(-0f, 0f));
    }

    @Test
    void minMaxAndDotUseTheModel() {
        assertBits(-1f, PS2.min(-1f, 2f));
        assertBits(2f, PS2.max(-1f, 2f));
        // (ax·bx + ay·by) + az·bz, each step truncated: 0.1·1 + 0.2·1 truncates, then + 0.
        assertBits(Float.intBitsToFloat(0x3E999999), PS2.dot3(0.1f, 0.2f, 0f, 1f, 1f, 1f));
        assertBits(MAX, PS2.dot3(MAX, MAX, MAX, 2f, 2f, 2f));
    }
}
