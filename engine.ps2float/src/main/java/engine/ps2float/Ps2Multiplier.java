package engine.ps2float;

/**
 * The EE/VU single-precision multiplier on raw bits: a radix-4 Booth multiplier whose partial-product tree drops
 * some low bits, so the 48-bit product can come out 2^15 short, and with it the truncated result one ulp short.
 *
 * <p>The operand order matters: {@code a} is the multiplicand (COP1 {@code fs}, VU {@code fs}) and {@code b} the
 * multiplier that is Booth-recoded (COP1 {@code ft}, VU {@code ft}). Only bit 15 of the product is affected:
 * the hardware's low 16 bits come from a carry-save tree of the first eight Booth partial products in which the
 * correction bits of digits 0..4 and the low bits of digits 4 and 5 are not summed, and whose carries out of bits
 * 0..14 are dropped. The model sums the same partial products the same way and puts that sum's bit 15 into the
 * exact product (docs/ps2-float.md, "Multiplier").
 */
final class Ps2Multiplier {

    /** Bit 32 of {@link #mulFlagged}: the exponent overflowed and the result was clamped. */
    static final long OVERFLOW = 1L << 32;

    private Ps2Multiplier() {
    }

    /** The product of two raw operands (a = multiplicand, b = Booth-recoded multiplier), as the hardware gives. */
    static int mul(int a, int b) {
        return (int) mulFlagged(a, b);
    }

    /**
     * The product in the low 32 bits, with {@link #OVERFLOW} set when the exponent overflowed (the result is then
     * ±0x7fffffff); the multiply-add forms need that flag. No allocation.
     */
    static long mulFlagged(int a, int b) {
        int sign = (a ^ b) & Ps2Bits.SIGN;
        int ea = Ps2Bits.exponent(a);
        int eb = Ps2Bits.exponent(b);
        if (ea == 0 || eb == 0) {
            // An exponent-0 operand is a zero: a zero of sign(a) xor sign(b), whatever the other operand.
            return unsigned(sign);
        }
        int e = ea + eb - Ps2Bits.BIAS;
        if (e > 255) {
            return OVERFLOW | unsigned(sign | Ps2Bits.MAX);
        }
        if (e < 0) {
            return unsigned(sign);
        }
        int m = (int) (product(Ps2Bits.significand(a), Ps2Bits.significand(b)) >>> 23);
        // A product of 2 or more takes one more exponent step (without a branch: it is data).
        int carry = m >>> 24;
        m >>>= carry;
        e += carry;
        if (e > 255) {
            return OVERFLOW | unsigned(sign | Ps2Bits.MAX);
        }
        if (e < 1) {
            return unsigned(sign);
        }
        return unsigned(sign | e << 23 | m & Ps2Bits.FRACTION);
    }

    /** The 32 result bits in a long, flag bits clear. */
    private static long unsigned(int bits) {
        return bits & 0xFFFF_FFFFL;
    }

    /**
     * The product's bits 23 and up as {@link #boothProduct} gives them, the Booth tree formed only when it can
     * change them: the hardware's product is the exact one or 2^15 below it, and 2^15 less changes bits 23 and up
     * only when the exact product's bit 15 is 0 and its bits 16..22 are all 0 (a borrow through them), and never
     * when the multiplier's bits 0..15 are clear (Booth digits 0..7 are then all 0: 1.0, 0.5, 3.0 and every short
     * significand). Otherwise the exact product serves (its bits 0..22 are dropped by the callers anyway).
     */
    static long product(int multiplicand, int multiplier) {
        long exact = (long) multiplicand * multiplier;
        if ((exact & 0x7F_8000L) != 0 || (multiplier & 0xFFFF) == 0) {
            return exact;
        }
        return boothProduct(multiplicand, multiplier);
    }

    /**
     * The 48-bit product of two 24-bit significands as the Booth multiplier forms it: the exact product when bit
     * 15 of the hardware's truncated partial-product sum agrees with the exact product's bit 15, else the exact
     * product less 2^15.
     */
    static long boothProduct(int multiplicand, int multiplier) {
        long exact = (long) multiplicand * multiplier;
        // Booth digits 0..7 cover multiplier bits 0..15: partial product k is digit_k × multiplicand << 2k,
        // a negative digit given as the ones' complement above bit 2k plus a correction bit at 2k.
        int p0 = partial(multiplicand, multiplier, 0);
        int p1 = partial(multiplicand, multiplier, 1);
        int p2 = partial(multiplicand, multiplier, 2);
        int p3 = partial(multiplicand, multiplier, 3);
        int p4 = partial(multiplicand, multiplier, 4);
        int p5 = partial(multiplicand, multiplier, 5);
        int p6 = partial(multiplicand, multiplier, 6);
        int p7 = partial(multiplicand, multiplier, 7);
        int c5 = correction(multiplier, 5);
        int c6 = correction(multiplier, 6);
        int c7 = correction(multiplier, 7);

        // Level 1: two 3:2 compressors; digit 4 loses its bits 0..10 and digit 5 its bits 0..11 on the way in.
        int s0 = csaSum(p1, p2, p3);
        int k0 = csaCarry(p1, p2, p3);
        int s1 = csaSum(p4 & ~0x7FF, p5 & ~0xFFF, p6);
        // Bits that ride along in free positions: digit 6's correction and digit 5's bit 11 in the carry word,
        // digit 5's bit 10 plus its correction merged into digit 7 (whose own bits start at 14).
        int k1 = csaCarry(p4 & ~0x7FF, p5 & ~0xFFF, p6) | c6 | p5 & 0x800;
        int q7 = p7 | (p5 & 0x400) + c5;

        // Levels 2 to 4.
        int s2 = csaSum(p0, s0, k0);
        int k2 = csaCarry(p0, s0, k0);
        int s3 = csaSum(q7, s1, k1);
        int k3 = csaCarry(q7, s1, k1);
        int s4 = csaSum(k2, s3, k3);
        int k4 = csaCarry(k2, s3, k3);
        int s5 = csaSum(s2, s4, k4);
        int k5 = csaCarry(s2, s4, k4) + c7;

        // The carries out of bits 0..14 are lost: only bits 15 and up of the two words are added.
        int low = (s5 & ~0x7FFF) + (k5 & ~0x7FFF);
        return exact - (((low & 0xFFFF_FFFFL) ^ exact) & 0x8000L);
    }

    /** Booth digit k's partial product (32 bits): zero, ±multiplicand or ±2·multiplicand at bit 2k. */
    private static int partial(int multiplicand, int multiplier, int k) {
        int window = window(multiplier, k);
        if (window == 0 || window == 7) {
            return 0;
        }
        int p = multiplicand << 2 * k;
        if (window == 3 || window == 4) {
            p <<= 1;
        }
        if (window >= 4) {
            // Ones' complement of the bits at and above 2k; the +1 is the separate correction bit.
            p ^= -(1 << 2 * k);
        }
        return p;
    }

    /** The +1 that completes the two's complement of a negative digit k, at bit 2k (0 for other digits). */
    private static int correction(int multiplier, int k) {
        int window = window(multiplier, k);
        return window >= 4 && window <= 6 ? 1 << 2 * k : 0;
    }

    /** Multiplier bits 2k+1, 2k, 2k−1 (bit −1 is 0): the Booth window of digit k. */
    private static int window(int multiplier, int k) {
        return (k == 0 ? multiplier << 1 : multiplier >>> 2 * k - 1) & 7;
    }

    /** Sum word of a 3:2 carry-save adder. */
    private static int csaSum(int x, int y, int z) {
        return x ^ y ^ z;
    }

    /** Carry word of a 3:2 carry-save adder, already shifted to its weight. */
    private static int csaCarry(int x, int y, int z) {
        return ((x ^ y) & z | x & y) << 1;
    }
}
