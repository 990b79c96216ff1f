package engine.api.math;

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
        int big = d >= 0 ? a : b;
        int small = d >= 0 ? b : a;
        int shift = d >= 0 ? d : -d;
        int eBig = d >= 0 ? ea : eb;
        if (shift > 0) {
            // Keep the small operand's bits down to one place below the big operand's last place.
            small &= -1 << shift - 1;
        }
        int mBig = signed(big);
        int mSmall = signed(small);
        // Exact: the masked small significand has no set bit below bit (shift − 1).
        int sum = (mBig << EXTRA) + ((mSmall << EXTRA) >> shift);
        if (sum == 0) {
            return 0;
        }
        int sign = sum & Ps2Bits.SIGN;
        int m = sum < 0 ? -sum : sum;
        int top = 31 - Integer.numberOfLeadingZeros(m);
        int e = eBig + top - (23 + EXTRA);
        // Normalise to 24 bits; dropping bits truncates the magnitude, toward zero.
        m = top > 23 ? m >>> top - 23 : m << 23 - top;
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
        int m = Ps2Bits.significand(x);
        return x < 0 ? -m : m;
    }
}
