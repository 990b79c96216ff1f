package engine.api.math;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The IEEE model is Java's own float arithmetic, bit for bit, including ∞, NaN and denormals. */
class IeeeFloatModelTest {

    private static final FloatModel IEEE = FloatModel.IEEE;

    /** Edge operands: zeros, denormals, the normal range ends, infinities, NaN and ordinary values. */
    private static final float[] EDGES = {
        0f, -0f, Float.MIN_VALUE, -Float.MIN_VALUE, Float.MIN_NORMAL / 2, Float.MIN_NORMAL, -Float.MIN_NORMAL,
        Float.MAX_VALUE, -Float.MAX_VALUE, Float.POSITIVE_INFINITY, Float.NEGATIVE_INFINITY, Float.NaN,
        1f, -1f, 3f, 0.1f, 0.2f, -2.5f, 1e-30f, 1e30f, 5f, 16f,
    };

    /** Bit-exact equality, except that any NaN equals any NaN (Java does not fix a NaN's sign or payload). */
    private static void assertSameFloat(float expected, float actual, String what) {
        assertEquals(Float.floatToIntBits(expected), Float.floatToIntBits(actual),
                () -> what + ": expected " + expected + " but was " + actual);
    }

    private static void check(float a, float b) {
        String at = "(" + a + ", " + b + ")";
        assertSameFloat(a + b, IEEE.add(a, b), "add" + at);
        assertSameFloat(a - b, IEEE.sub(a, b), "sub" + at);
        assertSameFloat(a * b, IEEE.mul(a, b), "mul" + at);
        assertSameFloat(a / b, IEEE.div(a, b), "div" + at);
        assertSameFloat((float) StrictMath.sqrt(a), IEEE.sqrt(a), "sqrt" + at);
        assertSameFloat(1f / (float) StrictMath.sqrt(a), IEEE.rsqrt(a), "rsqrt" + at);
        assertSameFloat(b < a ? b : a, IEEE.min(a, b), "min" + at);
        assertSameFloat(b > a ? b : a, IEEE.max(a, b), "max" + at);
    }

    @Test
    void name() {
        assertEquals("ieee", IEEE.name());
    }

    @Test
    void edgeOperandsMatchJavaArithmetic() {
        for (float a : EDGES) {
            for (float b : EDGES) {
                check(a, b);
            }
        }
    }

    @Test
    void randomOperandsMatchJavaArithmetic() {
        // Fixed seed: the same operands on every run.
        SplittableRandom random = new SplittableRandom(0x5EED_F10A7L);
        for (int i = 0; i < 100_000; i++) {
            check(Float.intBitsToFloat(random.nextInt()), Float.intBitsToFloat(random.nextInt()));
        }
    }

    @Test
    void rsqrtOfZeroIsPositiveInfinity() {
        assertSameFloat(Float.POSITIVE_INFINITY, IEEE.rsqrt(0f), "rsqrt(0)");
        assertSameFloat(Float.POSITIVE_INFINITY, IEEE.rsqrt(Float.MIN_VALUE / 2), "rsqrt(0)");
        // −0: √−0 = −0, so 1/√−0 = −∞ under IEEE.
        assertSameFloat(Float.NEGATIVE_INFINITY, IEEE.rsqrt(-0f), "rsqrt(-0)");
        assertSameFloat(Float.NaN, IEEE.mul(0f, IEEE.rsqrt(0f)), "0 * rsqrt(0)");
    }

    @Test
    void sqrtAndRsqrtExamples() {
        assertSameFloat(2f, IEEE.sqrt(4f), "sqrt(4)");
        assertSameFloat(Float.NaN, IEEE.sqrt(-4f), "sqrt(-4)");
        assertSameFloat(0.5f, IEEE.rsqrt(4f), "rsqrt(4)");
        assertSameFloat(14f, IEEE.dot3(1f, 2f, 3f, 1f, 2f, 3f), "dot3");
    }
}
