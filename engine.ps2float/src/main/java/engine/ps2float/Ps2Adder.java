package engine.ps2float;

/**
 * The EE/VU single-precision adder on raw bits (COP1 add.s/sub.s, VU0 ADD/SUB; the same design on both units).
 *
 * <p>The smaller operand keeps one bit below the larger operand's last place (a single guard bit, no round or
 * sticky bit): its fraction bits below that are cleared before the addition, the sum is then exact and is
 * truncated toward zero. Exponents 25 or more apart give the larger operand unchanged. A zero sum is +0. An
 * overflow clamps to ±0x7fffffff. A result whose exponent would fall below 1 keeps its normalised fraction under
 * an exponent field of 0 (which every operation then reads as zero). An operand with exponent 0 is a zero: the
 * result is then the other operand unchanged, or, when both have exponent 0, a zero signed as the operand of the
 * larger raw magnitude, and when the magnitudes tie, negative only if both are.
 */
final class Ps2Adder {

    /** Extra low bits the sum is formed with; the guard bit lands in the top one. */
    private static final int EXTRA = 6;

    private Ps2Adder() {
    }

    /** a + b. */
    static int add(int a, int b) {
        int ea = Ps2Bits.exponent(a);
        int eb = Ps2Bits.exponent(b);
        if (ea == 0 || eb == 0) {
            return zeroOperand(a, b, ea, eb);
        }
        int d = ea - eb;
        if (d >= 25) {
            return a;
        }
        if (d <= -25) {
            return b;
        }
        // The larger-exponent operand is "big" (a when the exponents tie).
        // Selected by masks, not branches: which operand is bigger is data.
        int bBig = d >> 31;
        int big = a ^ (a ^ b) & bBig;
        int small = b ^ (a ^ b) & bBig;
        int shift = Math.abs(d);
        int eBig = ea ^ (ea ^ eb) & bBig;
        // Keep the small operand's bits down to one place below the big operand's last place (all for shift 0).
        small &= -1 << shift >> 1;
        int mBig = signed(big);
        int mSmall = signed(small);
        // Exact: the masked small significand has no set bit below bit (shift − 1).
        int sum = (mBig << EXTRA) + ((mSmall << EXTRA) >> shift);
        if (sum == 0) {
            return 0;
        }
        int sign = sum & Ps2Bits.SIGN;
        int lead = Integer.numberOfLeadingZeros(Math.abs(sum));
        int e = eBig + (31 - lead) - (23 + EXTRA);
        // Normalise to 24 bits without a branch: the leading bit to bit 31, then down to bit 23; the bits shifted
        // out truncate the magnitude, toward zero.
        int m = Math.abs(sum) << lead >>> 8;
        if (e > 255) {
            return sign | Ps2Bits.MAX;
        }
        if (e < 1) {
            return sign | m & Ps2Bits.FRACTION;
        }
        return sign | e << 23 | m & Ps2Bits.FRACTION;
    }

    /** a − b: the adder with b's sign flipped. */
    static int sub(int a, int b) {
        return add(a, b ^ Ps2Bits.SIGN);
    }

    /** The sum when at least one operand has exponent 0 (reads as zero). */
    private static int zeroOperand(int a, int b, int ea, int eb) {
        if (ea != 0) {
            return a;
        }
        if (eb != 0) {
            return b;
        }
        int ma = Ps2Bits.magnitude(a);
        int mb = Ps2Bits.magnitude(b);
        if (ma > mb) {
            return a & Ps2Bits.SIGN;
        }
        if (mb > ma) {
            return b & Ps2Bits.SIGN;
        }
        return a & b & Ps2Bits.SIGN;
    }

    /** The significand with its implicit bit, negated for a negative operand. */
    private static int signed(int x) {
        int negative = x >> 31;
        return (Ps2Bits.significand(x) ^ negative) - negative;
    }
}
