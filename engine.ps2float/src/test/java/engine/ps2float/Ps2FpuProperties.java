package engine.ps2float;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.math.MathContext;
import java.util.stream.IntStream;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Assume;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;

/**
 * Properties of the PS2 arithmetic over the whole bit range (exponent 255 included), checked against exact
 * values (BigDecimal) of PS2 singles, never against Java float operators.
 */
class Ps2FpuProperties {

    private static final int SIGN = 0x8000_0000;

    // ---- generators -------------------------------------------------------------------------------------

    /** PS2 numbers with exponent 1..255 of either sign, uniform over the bit patterns. */
    @Provide
    Arbitrary<Integer> numbers() {
        Arbitrary<Integer> magnitude = Arbitraries.integers().between(0x0080_0000, 0x7FFF_FFFF);
        return Combinators.combine(magnitude, Arbitraries.of(false, true)).as((m, n) -> n ? m | SIGN : m);
    }

    /** Java-finite normal floats (exponent 1..254) as bits. */
    @Provide
    Arbitrary<Integer> javaFinite() {
        Arbitrary<Integer> magnitude = Arbitraries.integers().between(0x0080_0000, 0x7F7F_FFFF);
        return Combinators.combine(magnitude, Arbitraries.of(false, true)).as((m, n) -> n ? m | SIGN : m);
    }

    /** PS2 numbers with exponents 64..190, whose products and quotients stay in range. */
    @Provide
    Arbitrary<Integer> moderate() {
        Arbitrary<Integer> exponent = Arbitraries.integers().between(64, 190);
        Arbitrary<Integer> fraction = Arbitraries.integers().between(0, 0x7F_FFFF);
        return Combinators.combine(exponent, fraction, Arbitraries.of(false, true))
                .as((e, f, n) -> (n ? SIGN : 0) | e << 23 | f);
    }

    /** Any 32-bit pattern. */
    @Provide
    Arbitrary<Integer> anyBits() {
        return Arbitraries.integers();
    }

    // ---- helpers ----------------------------------------------------------------------------------------

    private static BigDecimal v(int bits) {
        return Ps2Reference.value(bits);
    }

    private static void assertBits(int expected, int actual, String what) {
        assertEquals(expected, actual, () -> String.format("%s: expected %08x but was %08x", what, expected, actual));
    }

    /** The adder's rule in exact arithmetic: the smaller operand masked below its guard bit, sum truncated. */
    private static int referenceAdd(int a, int b) {
        int ea = Ps2Reference.exponent(a);
        int eb = Ps2Reference.exponent(b);
        int d = ea - eb;
        if (d >= 25) {
            return a;
        }
        if (d <= -25) {
            return b;
        }
        if (d > 0) {
            b &= -1 << d - 1;
        } else if (d < 0) {
            a &= -1 << -d - 1;
        }
        BigDecimal sum = v(a).add(v(b));
        return Ps2Reference.truncate(sum, sum.signum() < 0);
    }

    // ---- add / sub --------------------------------------------------------------------------------------

    /** Rule (docs/ps2-float.md, Adder): one guard bit, exact sum, truncation; results of exponent ≥ 1 only. */
    @Property
    void addFollowsTheGuardBitRule(@ForAll("numbers") int a, @ForAll("numbers") int b) {
        int r = Ps2Fpu.add(a, b);
        Assume.that(r == 0 || Ps2Reference.exponent(r) != 0);
        assertBits(referenceAdd(a, b), r, "add");
    }

    /** Without cancellation (same signs) the guard bit cannot matter: add is IEEE's sum rounded toward zero. */
    @Property
    void sameSignAddIsTruncatedExactSum(@ForAll("numbers") int a, @ForAll("numbers") int b) {
        int bb = b & 0x7FFF_FFFF | a & SIGN;
        int ea = Ps2Reference.exponent(a);
        Assume.that(Math.abs(ea - Ps2Reference.exponent(bb)) < 25);
        BigDecimal exact = v(a).add(v(bb));
        assertBits(Ps2Reference.truncate(exact, a < 0), Ps2Fpu.add(a, bb), "add");
    }

    /** Addends with nearby exponents (the cancelling cases): the rule, and IEEE toward zero when within 1. */
    @Property
    void closeExponentsFollowTheRule(@ForAll("numbers") int a, @ForAll @IntRange(min = -3, max = 3) int shift,
            @ForAll @IntRange(min = 0, max = 0x7F_FFFF) int fraction, @ForAll boolean negative) {
        int e = Math.min(Math.max(Ps2Reference.exponent(a) + shift, 1), 255);
        int b = (negative ? SIGN : 0) | e << 23 | fraction;
        int r = Ps2Fpu.add(a, b);
        Assume.that(r == 0 || Ps2Reference.exponent(r) != 0);
        assertBits(referenceAdd(a, b), r, "add");
        if (Math.abs(Ps2Reference.exponent(a) - e) <= 1) {
            BigDecimal exact = v(a).add(v(b));
            assertBits(Ps2Reference.truncate(exact, exact.signum() < 0), r, "add within one binade");
        }
    }

    /** Exact sums (representable results) are exactly IEEE's. */
    @Property
    void exactSumsAreExact(@ForAll("moderate") int x, @ForAll @IntRange(min = -8, max = 8) int k,
            @ForAll @IntRange(min = 0, max = 0x7FF) int fraction, @ForAll boolean negative) {
        // Significands with their low 12 bits clear and exponents at most 8 apart: every sum fits 24 bits.
        int a = x & ~0xFFF;
        int b = (negative ? SIGN : 0) | Ps2Reference.exponent(a) + k << 23 | fraction << 12;
        BigDecimal exact = v(a).add(v(b));
        Assume.that(exact.signum() != 0);
        assertTrue(Ps2Reference.representable(exact));
        float ieee = Float.intBitsToFloat(a) + Float.intBitsToFloat(b);
        assertBits(Float.floatToRawIntBits(ieee), Ps2Fpu.add(a, b), "exact add");
    }

    @Property
    void addIsCommutative(@ForAll("anyBits") int a, @ForAll("anyBits") int b) {
        assertBits(Ps2Fpu.add(a, b), Ps2Fpu.add(b, a), "add commutes");
    }

    @Property
    void subIsAddOfTheNegation(@ForAll("anyBits") int a, @ForAll("anyBits") int b) {
        assertBits(Ps2Fpu.add(a, Ps2Fpu.neg(b)), Ps2Fpu.sub(a, b), "sub");
    }

    // ---- mul --------------------------------------------------------------------------------------------

    /** The Booth multiplier: the truncated product, or one ulp below it; never above. */
    @Property
    void mulIsTruncationOrOneUlpBelow(@ForAll("moderate") int a, @ForAll("moderate") int b) {
        int r = Ps2Fpu.mul(a, b);
        BigDecimal exact = v(a).multiply(v(b));
        int t = Ps2Reference.truncate(exact, (a ^ b) < 0);
        Assume.that(Ps2Reference.exponent(t) >= 2 && (t & 0x7FFF_FFFF) != 0x7FFF_FFFF);
        assertTrue(r == t || r == t - 1, () -> String.format("mul %08x %08x = %08x, truncation %08x", a, b, r, t));
    }

    /** Sony's manual: with the value as multiplicand (fs) and 1.0 as ft, the product is exact. */
    @Property
    void valueTimesOneIsTheValue(@ForAll("numbers") int x) {
        assertBits(x, Ps2Fpu.mul(x, 0x3F80_0000), "x × 1");
        assertBits(x ^ SIGN, Ps2Fpu.mul(x, 0xBF80_0000), "x × −1");
    }

    /** A multiplier whose low 16 significand bits are clear has Booth digits 0..7 of zero: no error. */
    @Property
    void multiplierWithClearLowBitsGivesTruncation(@ForAll("moderate") int a, @ForAll("numbers") int b) {
        int bb = b & ~0xFFFF;
        int t = Ps2Reference.truncate(v(a).multiply(v(bb)), (a ^ bb) < 0);
        Assume.that(Ps2Reference.exponent(t) >= 1);
        assertBits(t, Ps2Fpu.mul(a, bb), "mul");
    }

    // ---- div / sqrt -------------------------------------------------------------------------------------

    /** The SRT divider: the truncated quotient or the value one ulp above it, exact when representable. */
    @Property
    void divIsWithinOneUlpAboveTruncation(@ForAll("moderate") int a, @ForAll("moderate") int b) {
        int r = Ps2Fpu.div(a, b);
        Assume.that(Ps2Reference.exponent(r) >= 2 && (r & 0x7FFF_FFFF) != 0x7FFF_FFFF);
        BigDecimal x = v(a).abs();
        BigDecimal y = v(b).abs();
        int q = r & 0x7FFF_FFFF;
        // Either q ≤ x/y < q + 1 ulp (truncation) or q − 1 ulp < x/y < q (one above).
        int here = v(q).multiply(y).compareTo(x);
        int below = v(q - 1).multiply(y).compareTo(x);
        int above = v(q + 1).multiply(y).compareTo(x);
        assertTrue(here <= 0 && above > 0 || here > 0 && below < 0,
                () -> String.format("div %08x %08x = %08x", a, b, r));
        assertEquals((a ^ b) & SIGN, r & SIGN);
    }

    /** The SRT root: √|a| truncated or one ulp above; exact roots exact. */
    @Property
    void sqrtIsWithinOneUlpAboveTruncation(@ForAll("numbers") int a) {
        int r = Ps2Fpu.sqrt(a);
        BigDecimal x = v(a).abs();
        int here = v(r).multiply(v(r)).compareTo(x);
        int below = v(r - 1).multiply(v(r - 1)).compareTo(x);
        int above = v(r + 1).multiply(v(r + 1)).compareTo(x);
        assertTrue(here <= 0 && above > 0 || here > 0 && below < 0, () -> String.format("sqrt %08x = %08x", a, r));
        assertTrue(r >= 0);
    }

    @Property
    void exactRootsAndQuotientsAreExact(@ForAll @IntRange(min = 1, max = 4095) int m,
            @ForAll @IntRange(min = 1, max = 4095) int n) {
        int mb = Float.floatToRawIntBits(m);
        int nb = Float.floatToRawIntBits(n);
        int product = Float.floatToRawIntBits((float) m * n);
        assertBits(mb, Ps2Fpu.div(product, nb), "div");
        assertBits(mb, Ps2Fpu.sqrt(Float.floatToRawIntBits((float) m * m)), "sqrt");
        assertBits(Ps2Fpu.div(mb, Ps2Fpu.sqrt(nb)), Ps2Fpu.rsqrt(mb, nb), "rsqrt");
        assertEquals(new BigDecimal(m), v(Ps2Fpu.div(product, nb)).round(MathContext.DECIMAL64));
    }

    // ---- everything -------------------------------------------------------------------------------------

    /**
     * Java-finite operands whose exact result stays below 2^128 never give an exponent-255 pattern (a Java ∞
     * or NaN); exponent 255 only appears as an ordinary number past that.
     */
    @Property
    void finiteResultsStayJavaFinite(@ForAll("javaFinite") int a, @ForAll("javaFinite") int b) {
        BigDecimal limit = v(0x7F80_0000);
        check(Ps2Fpu.add(a, b), v(a).add(v(b)).abs().compareTo(limit) < 0, "add");
        check(Ps2Fpu.sub(a, b), v(a).subtract(v(b)).abs().compareTo(limit) < 0, "sub");
        check(Ps2Fpu.mul(a, b), v(a).multiply(v(b)).abs().compareTo(limit) < 0, "mul");
        check(Ps2Fpu.sqrt(a), true, "sqrt");
    }

    private static void check(int r, boolean belowLimit, String what) {
        if (belowLimit) {
            assertTrue(Ps2Reference.exponent(r) != 255, () -> String.format("%s gave %08x", what, r));
        }
    }

    /** Deterministic: the same bits on every call and on every thread. */
    @Property(tries = 50)
    void resultsAreDeterministic(@ForAll("anyBits") int a, @ForAll("anyBits") int b) {
        int[] once = all(a, b);
        int[][] parallel = IntStream.range(0, 8).parallel().mapToObj(i -> all(a, b)).toArray(int[][]::new);
        for (int[] again : parallel) {
            for (int i = 0; i < once.length; i++) {
                assertBits(once[i], again[i], "op " + i);
            }
        }
    }

    private static int[] all(int a, int b) {
        return new int[] {Ps2Fpu.add(a, b), Ps2Fpu.sub(a, b), Ps2Fpu.mul(a, b), Ps2Fpu.div(a, b), Ps2Fpu.sqrt(a),
            Ps2Fpu.rsqrt(a, b), Ps2Fpu.madd(a, b, a), Ps2Fpu.msub(b, a, b), Ps2Fpu.min(a, b), Ps2Fpu.max(a, b),
            Ps2Fpu.cvtws(a), Ps2Fpu.cvtsw(b), Ps2Vu.add(a, b), Ps2Vu.mul(b, a)};
    }

    // ---- min / max / compare / convert -------------------------------------------------------------------

    @Property
    void minAndMaxReturnAnOperandUnchanged(@ForAll("anyBits") int a, @ForAll("anyBits") int b) {
        int lo = Ps2Fpu.min(a, b);
        int hi = Ps2Fpu.max(a, b);
        assertTrue((lo == a || lo == b) && (hi == a || hi == b));
        assertTrue(lo == hi || lo != hi && (lo == a && hi == b || lo == b && hi == a));
    }

    /** On numbers (exponent ≥ 1) the compares order by exact value, and min/max agree with them. */
    @Property
    void comparesOrderByValue(@ForAll("numbers") int a, @ForAll("numbers") int b) {
        int c = v(a).compareTo(v(b));
        assertEquals(c < 0, Ps2Fpu.lt(a, b));
        assertEquals(c <= 0, Ps2Fpu.le(a, b));
        assertEquals(c == 0, Ps2Fpu.eq(a, b));
        assertBits(c <= 0 ? a : b, Ps2Fpu.min(a, b), "min");
        assertBits(c >= 0 ? a : b, Ps2Fpu.max(a, b), "max");
    }

    /** cvt.w.s is Java's (int) cast on Java-finite values (both truncate and saturate); cvt.s.w truncates. */
    @Property
    void conversions(@ForAll("javaFinite") int a, @ForAll int i) {
        assertEquals((int) Float.intBitsToFloat(a), Ps2Fpu.cvtws(a));
        assertBits(Ps2Reference.truncate(new BigDecimal(i), i < 0), Ps2Fpu.cvtsw(i), "cvt.s.w");
        if (Math.abs(i) < 1 << 24) {
            assertEquals(i, Ps2Fpu.cvtws(Ps2Fpu.cvtsw(i)));
        }
    }

    /** The VU0 shares the FPU's adder, multiplier and divider. */
    @Property
    void vu0SharesTheArithmetic(@ForAll("anyBits") int a, @ForAll("anyBits") int b, @ForAll("anyBits") int c) {
        assertBits(Ps2Fpu.add(a, b), Ps2Vu.add(a, b), "add");
        assertBits(Ps2Fpu.mul(a, b), Ps2Vu.mul(a, b), "mul");
        assertBits(Ps2Fpu.div(a, b), Ps2Vu.div(a, b), "div");
        assertBits(Ps2Fpu.madd(c, a, b), Ps2Vu.madd(c, a, b), "madd");
        assertBits(Ps2Fpu.rsqrt(a, b), Ps2Vu.rsqrt(a, b), "rsqrt");
    }
}
