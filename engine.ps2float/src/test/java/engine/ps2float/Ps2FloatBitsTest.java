package engine.ps2float;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * The assumption the float-typed PS2 models rest on: {@link Float#intBitsToFloat} and
 * {@link Float#floatToRawIntBits} move all 32 bits unchanged on this JVM, for exponent-255 patterns (Java's ∞ and
 * NaNs) and signalling NaNs included, through parameters, returns, fields and arrays.
 */
class Ps2FloatBitsTest {

    private static final int[] PATTERNS = {
        0x7F80_0000, 0xFF80_0000, 0x7F80_0001, 0xFF80_0001, 0x7FA0_0000, 0x7FBF_FFFF, 0xFFBF_FFFF, 0x7FC0_0000,
        0x7FFF_FFFF, 0xFFFF_FFFF, 0x0000_0001, 0x8000_1337, 0x8000_0000,
    };

    private float stored;

    private static float pass(float f) {
        return f;
    }

    @Test
    void bitsSurviveTheFloatType() {
        float[] array = new float[PATTERNS.length];
        for (int i = 0; i < PATTERNS.length; i++) {
            int x = PATTERNS[i];
            float f = Float.intBitsToFloat(x);
            array[i] = pass(f);
            stored = array[i];
            assertEquals(x, Float.floatToRawIntBits(stored), () -> String.format("%08x", x));
            assertEquals(x, Float.floatToRawIntBits(pass(array[i])), () -> String.format("%08x", x));
        }
    }

    @Test
    void modelsReturnSignallingNanPatternsUnchanged() {
        for (int x : PATTERNS) {
            float f = Float.intBitsToFloat(x);
            assertEquals(x & 0x7FFF_FFFF, Float.floatToRawIntBits(Ps2FloatModels.FPU.abs(f)));
            assertEquals(x ^ 0x8000_0000, Float.floatToRawIntBits(Ps2FloatModels.VU.neg(f)));
            assertEquals(x, Float.floatToRawIntBits(Ps2FloatModels.FPU.min(f, f)));
            if ((x >>> 23 & 0xFF) != 0) {
                // x × 1.0 is exact (x the multiplicand), so the result is x's own pattern.
                assertEquals(x, Float.floatToRawIntBits(Ps2FloatModels.FPU.mul(f, 1f)), () -> String.format("%08x", x));
            }
        }
    }
}
