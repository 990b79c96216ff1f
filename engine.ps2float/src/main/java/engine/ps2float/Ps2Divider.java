package engine.ps2float;

/**
 * The EE/VU divide and square-root unit on raw bits (COP1 div.s/sqrt.s/rsqrt.s, VU0 FDIV: DIV/SQRT/RSQRT).
 *
 * <p>Both are radix-2 SRT recurrences with the partial remainder kept in carry-save form (sum and carry words) and
 * each quotient digit in {−1, 0, +1} chosen from a truncated estimate of the remainder; 25 digits are formed and
 * the result is cut to 24 bits. The outcome is neither IEEE's nearest nor a plain truncation: it is usually the
 * truncated value and sometimes the one above it (1/1.99999988 gives 0x3f000001, √0x7fffffff gives 0x5fb504f3).
 * Operands with exponent 0 are zeros: x/0 and 0/0 give ±0x7fffffff with sign(a) xor sign(b), 0/x gives that
 * signed zero; √ takes the magnitude and √0 = +0 (docs/ps2-float.md, "Divider").
 */
final class Ps2Divider {

    /** Quotient digits formed by each recurrence. */
    private static final int DIGITS = 25;

    private Ps2Divider() {
    }

    /** a / b. */
    static int div(int a, int b) {
        int sign = (a ^ b) & Ps2Bits.SIGN;
        int ea = Ps2Bits.exponent(a);
        int eb = Ps2Bits.exponent(b);
        if (eb == 0) {
            // x/0 and 0/0 alike: the largest magnitude.
            return sign | Ps2Bits.MAX;
        }
        if (ea == 0) {
            return sign;
        }
        int divisor = Ps2Bits.significand(b) << 2;
        int sum = Ps2Bits.significand(a) << 2;
        int carry = 0;
        int q = 0;
        int digit = 1;
        for (int i = 0; i < DIGITS; i++) {
            q = (q << 1) + digit;
            // Branch-free (the digits are data, so branches mispredict): −D as ~D plus a carry-in for +1, D for −1.
            int plus = -digit >> 31;
            int minus = digit >> 31;
            int addend = ~divisor & plus | divisor & minus;
            carry -= plus;
            int s = csaSum(sum, carry, addend);
            int c = csaCarry(sum, carry, addend);
            digit = nextDigit(digit, s, c, sum, carry);
            sum = s << 1;
            carry = c << 1;
        }
        int e = ea - eb + 126;
        if (q >= 1 << 24) {
            e++;
            q >>>= 1;
        }
        if (e > 255) {
            return sign | Ps2Bits.MAX;
        }
        if (e < 1) {
            return sign;
        }
        return sign | e << 23 | q & Ps2Bits.FRACTION;
    }

    /** √|a|: the radicand's sign is ignored (the hardware raises its invalid flag and goes on). */
    static int sqrt(int a) {
        int ea = Ps2Bits.exponent(a);
        if (ea == 0) {
            return 0;
        }
        int radicand = Ps2Bits.significand(a) << 1;
        if ((a & Ps2Bits.HIDDEN) == 0) {
            // An even biased exponent is an odd unbiased one: take √(2m) and halve the exponent below.
            radicand <<= 1;
        }
        int sum = radicand;
        int carry = 0;
        int q = 0;
        int digit = 1;
        for (int i = 0; i < DIGITS; i++) {
            // Adding digit·2^k to the root adds digit·2^k·(2·root + digit·2^k) to its square.
            int step = q + (digit << 24 - i);
            q += digit << 25 - i;
            int plus = -digit >> 31;
            int minus = digit >> 31;
            int addend = ~step & plus | step & minus;
            carry -= plus;
            int s = csaSum(sum, carry, addend);
            int c = csaCarry(sum, carry, addend);
            digit = nextDigit(digit, s, c, sum, carry);
            sum = s << 1;
            carry = c << 1;
        }
        int e = (ea + Ps2Bits.BIAS) >> 1;
        return e << 23 | q >>> 2 & Ps2Bits.FRACTION;
    }

    /** n / √|r| (COP1 rsqrt.s fd, fs, ft with n = fs, r = ft; VU0 RSQRT): the root, then the divider. */
    static int rsqrt(int n, int r) {
        return div(n, sqrt(r));
    }

    /**
     * The next digit: after a non-zero digit the hardware selects on the compressed words (s, c), after a zero
     * digit on the words before compression (sum, carry). Both are formed and one is masked in, without a branch.
     */
    private static int nextDigit(int digit, int s, int c, int sum, int carry) {
        int nonZero = (digit | -digit) >> 31;
        return select(s, c) & nonZero | select(sum, carry) & ~nonZero;
    }

    /**
     * The next quotient digit from the carry-save remainder: +1 when the estimate is at least 1/4, −1 below
     * −1/2, else 0. The estimate adds the carry word to the sum word's bits above bit 23 only and lets the sum
     * word's low 24 bits through unchanged (the binary point sits between bits 24 and 25). The two compares are
     * sign bits of 64-bit differences, so no branch and no overflow.
     */
    private static int select(int sum, int carry) {
        int low = (1 << 24) - 1;
        long estimate = (sum & ~low) + carry | sum & low;
        int atLeastQuarter = (int) (estimate - (1 << 23) >>> 63) ^ 1;
        int belowMinusHalf = (int) (estimate + (1 << 24) >>> 63);
        return atLeastQuarter - belowMinusHalf;
    }

    /** Sum word of a 3:2 carry-save adder. */
    private static int csaSum(int x, int y, int z) {
        return x ^ y ^ z;
    }

    /** Carry word of a 3:2 carry-save adder, already shifted to its weight. */
    private static int csaCarry(int x, int y, int z) {
        return (x & y | (x ^ y) & z) << 1;
    }
}
