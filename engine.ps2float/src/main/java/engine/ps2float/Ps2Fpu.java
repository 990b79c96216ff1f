package engine.ps2float;

/**
 * The EE's floating-point coprocessor (COP1) on raw float bits, as the hardware computes: every argument and
 * result is an {@code int} holding the 32 bits of a PS2 single, so no PS2 value passes through Java's float
 * arithmetic (exponent 255 is an ordinary exponent here, and 0x7f800000 is a number, not ∞).
 *
 * <p>Rules (docs/ps2-float.md): exponent 0 reads as a zero of its sign; overflow clamps to ±0x7fffffff; add/sub
 * keep one guard bit and truncate; the multiplier is Booth-recoded on its second operand and can come out one ulp
 * short (mul(1.0, 0x3fffffff) = 0x3ffffffe but mul(0x3fffffff, 1.0) = 0x3fffffff); div/sqrt/rsqrt use an SRT
 * recurrence; min/max compare the raw bits as sign-magnitude integers and return them untouched; the compares
 * read exponent-0 values as zero. Stateless; no allocation.
 */
public final class Ps2Fpu {

    private Ps2Fpu() {
    }

    /** add.s: a + b. */
    public static int add(int a, int b) {
        return Ps2Adder.add(a, b);
    }

    /** sub.s: a − b. */
    public static int sub(int a, int b) {
        return Ps2Adder.sub(a, b);
    }

    /** mul.s fd, fs, ft: fs × ft, with fs = a the multiplicand and ft = b the Booth-recoded multiplier. */
    public static int mul(int a, int b) {
        return Ps2Multiplier.mul(a, b);
    }

    /** div.s: a / b; x/0 and 0/0 give ±0x7fffffff signed sign(a) xor sign(b). */
    public static int div(int a, int b) {
        return Ps2Divider.div(a, b);
    }

    /** sqrt.s: √|a| (a negative operand's magnitude; √−0 = +0). */
    public static int sqrt(int a) {
        return Ps2Divider.sqrt(a);
    }

    /** rsqrt.s fd, fs, ft: n / √|r| with n = fs, r = ft; r read as zero gives ±0x7fffffff signed as n. */
    public static int rsqrt(int n, int r) {
        return Ps2Divider.rsqrt(n, r);
    }

    /**
     * madd.s / madda.s: acc + a × b. When the product overflows, the result is ±0x7fffffff signed as the product,
     * whatever acc is.
     */
    public static int madd(int acc, int a, int b) {
        return multiplyAdd(acc, false, a, b, false);
    }

    /**
     * msub.s / msuba.s: acc − a × b. When the product overflows, the result is ±0x7fffffff signed opposite to
     * the product, whatever acc is.
     */
    public static int msub(int acc, int a, int b) {
        return multiplyAdd(acc, false, a, b, true);
    }

    /**
     * madd.s with the ACC's overflow state: when the instruction that wrote ACC overflowed and this product does
     * not, the result is ACC unchanged.
     */
    public static int madd(int acc, boolean accOverflowed, int a, int b) {
        return multiplyAdd(acc, accOverflowed, a, b, false);
    }

    /** msub.s with the ACC's overflow state (as {@link #madd(int, boolean, int, int)}). */
    public static int msub(int acc, boolean accOverflowed, int a, int b) {
        return multiplyAdd(acc, accOverflowed, a, b, true);
    }

    /** min.s: the smaller as a sign-magnitude integer (−0 below +0, exponent-0 bits kept), returned unchanged. */
    public static int min(int a, int b) {
        return order(b) < order(a) ? b : a;
    }

    /** max.s: the larger as a sign-magnitude integer (+0 above −0, exponent-0 bits kept), returned unchanged. */
    public static int max(int a, int b) {
        return order(b) > order(a) ? b : a;
    }

    /** abs.s: the sign bit cleared, nothing else changed. */
    public static int abs(int a) {
        return a & Ps2Bits.MAX;
    }

    /** neg.s: the sign bit flipped, nothing else changed. */
    public static int neg(int a) {
        return a ^ Ps2Bits.SIGN;
    }

    /** c.lt.s: a &lt; b, exponent-0 values reading as zero (so +0, −0 and 0x00000001 are all equal). */
    public static boolean lt(int a, int b) {
        return value(a) < value(b);
    }

    /** c.le.s: a ≤ b, exponent-0 values reading as zero. */
    public static boolean le(int a, int b) {
        return value(a) <= value(b);
    }

    /** c.eq.s: a = b, exponent-0 values reading as zero (0x7f800000 ≠ 0x7f800001: exponent 255 is a number). */
    public static boolean eq(int a, int b) {
        return value(a) == value(b);
    }

    /**
     * cvt.w.s: toward zero to a 32-bit integer; |a| ≥ 2^31 (exponent 158 and up, 255 included) saturates to
     * 0x7fffffff or 0x80000000 by sign; an exponent-0 operand gives 0.
     */
    public static int cvtws(int a) {
        int e = Ps2Bits.exponent(a);
        if (e < Ps2Bits.BIAS) {
            return 0;
        }
        if (e >= 158) {
            return a < 0 ? Integer.MIN_VALUE : Integer.MAX_VALUE;
        }
        int m = Ps2Bits.significand(a);
        int shift = e - 150;
        int v = shift >= 0 ? m << shift : m >>> -shift;
        return a < 0 ? -v : v;
    }

    /** cvt.s.w: a 32-bit integer to a single, toward zero (2147483647 gives 0x4effffff). */
    public static int cvtsw(int i) {
        if (i == 0) {
            return 0;
        }
        if (i == Integer.MIN_VALUE) {
            return 0xCF00_0000;
        }
        int sign = i & Ps2Bits.SIGN;
        int m = i < 0 ? -i : i;
        int top = 31 - Integer.numberOfLeadingZeros(m);
        m = top > 23 ? m >>> top - 23 : m << 23 - top;
        return sign | top + Ps2Bits.BIAS << 23 | m & Ps2Bits.FRACTION;
    }

    /** acc ± a × b with the hardware's overflow rules (shared by the COP1 and VU0 forms). */
    static int multiplyAdd(int acc, boolean accOverflowed, int a, int b, boolean subtract) {
        long flagged = Ps2Multiplier.mulFlagged(a, b);
        int product = (int) flagged;
        if ((flagged & Ps2Multiplier.OVERFLOW) != 0) {
            // The product's sign (flipped for a subtraction) picks the clamp, ACC is ignored.
            return (subtract ? product ^ Ps2Bits.SIGN : product) & Ps2Bits.SIGN | Ps2Bits.MAX;
        }
        if (accOverflowed) {
            return acc;
        }
        return subtract ? Ps2Adder.sub(acc, product) : Ps2Adder.add(acc, product);
    }

    /** Sign-magnitude order of the raw bits: −0 just below +0, larger negative magnitudes lower. */
    static int order(int x) {
        return x >= 0 ? x : -Ps2Bits.magnitude(x) - 1;
    }

    /** The value order the compares use: exponent 0 reads as zero (of either sign: +0 = −0). */
    static int value(int x) {
        if (Ps2Bits.exponent(x) == 0) {
            return 0;
        }
        return x >= 0 ? x : -Ps2Bits.magnitude(x);
    }
}
