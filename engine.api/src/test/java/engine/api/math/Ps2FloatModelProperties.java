package engine.api.math;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.util.function.ToIntFunction;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;

/** The PS2 model against an exact BigDecimal reference rounded toward zero, clamped and flushed. */
class Ps2FloatModelProperties {

    private static final FloatModel PS2 = FloatModel.PS2;
    private static final FloatModel IEEE = FloatModel.IEEE;
    private static final float MAX = Float.MAX_VALUE;

    // ---- generators -------------------------------------------------------------------------------------

    /** Finite normal floats of either sign, uniform over the bit patterns (so over exponents too). */
    @Provide
    Arbitrary<Float> normals() {
        Arbitrary<Integer> magnitude = Arbitraries.integers().between(0x0080_0000, 0x7F7F_FFFF);
        return Combinators.combine(magnitude, Arbitraries.of(false, true))
                .as((m, negative) -> Float.intBitsToFloat(negative ? m | 0x8000_0000 : m));
    }

    /** Any 32-bit pattern: NaNs, infinities, denormals and zeros included. */
    @Provide
    Arbitrary<Float> anyBits() {
        return Arbitraries.integers().map(Float::intBitsToFloat);
    }

    // ---- reference --------------------------------------------------------------------------------------

    /** The exact value of a float. */
    private static BigDecimal exact(float f) {
        return new BigDecimal((double) f);
    }

    /**
     * The largest float m ≥ 0 with m ≤ |exact|, clamped to MAX and flushed below MIN_NORMAL, then signed.
     * {@code compare(m)} is the sign of (m − |exact|) computed exactly; {@code guess} is any approximation.
     */
    private static float towardZero(boolean negative, double guess, ToIntFunction<BigDecimal> compare) {
        float m;
        if (compare.applyAsInt(exact(MAX)) <= 0) {
            m = MAX;
        } else if (compare.applyAsInt(exact(Float.MIN_NORMAL)) > 0) {
            m = 0f;
        } else {
            m = (float) StrictMath.abs(guess);
            m = Float.isNaN(m) ? 1f : StrictMath.min(StrictMath.max(m, Float.MIN_NORMAL), MAX);
            while (compare.applyAsInt(exact(m)) > 0) {
                m = Math.nextDown(m);
            }
            while (compare.applyAsInt(exact(Math.nextUp(m))) <= 0) {
                m = Math.nextUp(m);
            }
        }
        return negative ? -m : m;
    }

    /** Reference a + b for normal or zero operands (an exact zero sum is +0 unless both are −0). */
    static float refAdd(float a, float b) {
        BigDecimal sum = exact(a).add(exact(b));
        if (sum.signum() == 0) {
            return a + b;
        }
        BigDecimal magnitude = sum.abs();
        return towardZero(sum.signum() < 0, (double) a + b, m -> m.compareTo(magnitude));
    }

    /** Reference a × b for normal or zero operands. */
    static float refMul(float a, float b) {
        boolean negative = (Float.floatToRawIntBits(a) ^ Float.floatToRawIntBits(b)) < 0;
        BigDecimal magnitude = exact(a).multiply(exact(b)).abs();
        if (magnitude.signum() == 0) {
            return negative ? -0f : 0f;
        }
        return towardZero(negative, (double) a * b, m -> m.compareTo(magnitude));
    }

    /** Reference a / b for normal or zero operands: m ≤ |a/b| exactly when m·|b| ≤ |a|. */
    static float refDiv(float a, float b) {
        boolean negative = (Float.floatToRawIntBits(a) ^ Float.floatToRawIntBits(b)) < 0;
        if (b == 0f) {
            return negative ? -MAX : MAX;
        }
        if (a == 0f) {
            return negative ? -0f : 0f;
        }
        BigDecimal num = exact(a).abs();
        BigDecimal den = exact(b).abs();
        return towardZero(negative, (double) a / b, m -> m.multiply(den).compareTo(num));
    }

    /** Reference √|a| for normal or zero operands: m ≤ √|a| exactly when m² ≤ |a|. */
    static float refSqrt(float a) {
        if (a == 0f) {
            return 0f;
        }
        BigDecimal radicand = exact(a).abs();
        return towardZero(false, StrictMath.sqrt(StrictMath.abs((double) a)), m -> m.multiply(m).compareTo(radicand));
    }

    /** Reference rsqrt: the model's two truncations, 1 / (truncated √|a|). */
    static float refRsqrt(float a) {
        return refDiv(1f, refSqrt(a));
    }

    /** The test's own reading of an operand: NaN → +MAX, ±∞ → ±MAX, denormal → signed zero. */
    static float read(float a) {
        if (Float.isNaN(a)) {
            return MAX;
        }
        if (Float.isInfinite(a)) {
            return a > 0 ? MAX : -MAX;
        }
        if (a != 0f && StrictMath.abs(a) < Float.MIN_NORMAL) {
            return Float.floatToRawIntBits(a) < 0 ? -0f : 0f;
        }
        return a;
    }

    // ---- checks -----------------------------------------------------------------------------------------

    /** Bit-exact equality, so +0 and −0 differ. */
    private static void assertBits(float expected, float actual, String what) {
        assertEquals(Float.floatToRawIntBits(expected), Float.floatToRawIntBits(actual),
                () -> what + ": expected " + expected + " but was " + actual);
    }

    /** Never NaN, never infinite, never denormal. */
    private static void assertPs2Value(float r, String what) {
        assertFalse(Float.isNaN(r), what + " is NaN");
        assertFalse(Float.isInfinite(r), what + " is infinite");
        assertTrue(r == 0f || StrictMath.abs(r) >= Float.MIN_NORMAL, what + " is denormal: " + r);
    }

    /** Truncation never rounds away from zero: |ps2| ≤ |ieee| when the IEEE result is finite and normal. */
    private static void assertNotAboveNearest(float ps2, float ieee, String what) {
        if (Float.isFinite(ieee) && StrictMath.abs(ieee) >= Float.MIN_NORMAL) {
            assertTrue(StrictMath.abs(ps2) <= StrictMath.abs(ieee), what + ": " + ps2 + " above nearest " + ieee);
        }
    }

    // ---- properties -------------------------------------------------------------------------------------

    @Property
    void addMatchesReference(@ForAll("normals") float a, @ForAll("normals") float b) {
        float r = PS2.add(a, b);
        assertBits(refAdd(a, b), r, "add");
        assertPs2Value(r, "add");
        assertNotAboveNearest(r, IEEE.add(a, b), "add");
    }

    @Property
    void subMatchesReference(@ForAll("normals") float a, @ForAll("normals") float b) {
        float r = PS2.sub(a, b);
        assertBits(refAdd(a, -b), r, "sub");
        assertPs2Value(r, "sub");
        assertNotAboveNearest(r, IEEE.sub(a, b), "sub");
    }

    /** Addends with nearby exponents: cancellation, carries and far-apart error terms, all signs. */
    @Property
    void addAndSubWithCloseExponentsMatchReference(@ForAll("normals") float a,
            @ForAll @IntRange(min = -30, max = 30) int exponentShift,
            @ForAll @IntRange(min = 0, max = 0x7F_FFFF) int mantissa, @ForAll boolean negative) {
        int exponent = StrictMath.min(StrictMath.max(Math.getExponent(a) + 127 + exponentShift, 1), 254);
        float b = Float.intBitsToFloat((negative ? 0x8000_0000 : 0) | exponent << 23 | mantissa);
        assertBits(refAdd(a, b), PS2.add(a, b), "add");
        assertBits(refAdd(a, -b), PS2.sub(a, b), "sub");
        assertNotAboveNearest(PS2.add(a, b), IEEE.add(a, b), "add");
        assertNotAboveNearest(PS2.sub(a, b), IEEE.sub(a, b), "sub");
    }

    @Property
    void mulMatchesReference(@ForAll("normals") float a, @ForAll("normals") float b) {
        float r = PS2.mul(a, b);
        assertBits(refMul(a, b), r, "mul");
        assertPs2Value(r, "mul");
        assertNotAboveNearest(r, IEEE.mul(a, b), "mul");
    }

    @Property
    void divMatchesReference(@ForAll("normals") float a, @ForAll("normals") float b) {
        float r = PS2.div(a, b);
        assertBits(refDiv(a, b), r, "div");
        assertPs2Value(r, "div");
        assertNotAboveNearest(r, IEEE.div(a, b), "div");
    }

    @Property
    void sqrtMatchesReference(@ForAll("normals") float a) {
        float r = PS2.sqrt(a);
        assertBits(refSqrt(a), r, "sqrt");
        assertPs2Value(r, "sqrt");
        assertNotAboveNearest(r, IEEE.sqrt(StrictMath.abs(a)), "sqrt");
    }

    @Property
    void rsqrtMatchesReference(@ForAll("normals") float a) {
        float r = PS2.rsqrt(a);
        assertBits(refRsqrt(a), r, "rsqrt");
        assertPs2Value(r, "rsqrt");
    }

    /** Any bit patterns: the result is a PS2 value and equals the reference on the model's reading. */
    @Property
    void anyOperandsGivePs2Values(@ForAll("anyBits") float a, @ForAll("anyBits") float b) {
        float x = read(a);
        float y = read(b);
        assertBits(refAdd(x, y), PS2.add(a, b), "add");
        assertBits(refAdd(x, -y), PS2.sub(a, b), "sub");
        assertBits(refMul(x, y), PS2.mul(a, b), "mul");
        assertBits(refDiv(x, y), PS2.div(a, b), "div");
        assertBits(refSqrt(x), PS2.sqrt(a), "sqrt");
        assertBits(refRsqrt(x), PS2.rsqrt(a), "rsqrt");
        assertPs2Value(PS2.add(a, b), "add");
        assertPs2Value(PS2.sub(a, b), "sub");
        assertPs2Value(PS2.mul(a, b), "mul");
        assertPs2Value(PS2.div(a, b), "div");
        assertPs2Value(PS2.sqrt(a), "sqrt");
        assertPs2Value(PS2.rsqrt(a), "rsqrt");
    }

    /** dot3 is the composition (ax·bx + ay·by) + az·bz of the model's own operations. */
    @Property
    void dot3ComposesModelOperations(@ForAll("normals") float ax, @ForAll("normals") float ay,
            @ForAll("normals") float az, @ForAll("normals") float bx, @ForAll("normals") float by,
            @ForAll("normals") float bz) {
        float expected = refAdd(refAdd(refMul(ax, bx), refMul(ay, by)), refMul(az, bz));
        float r = PS2.dot3(ax, ay, az, bx, by, bz);
        assertBits(expected, r, "dot3");
        assertPs2Value(r, "dot3");
    }
}
