package engine.ps2float;

/** Field layout of a PS2 single: sign, 8-bit exponent (255 is an ordinary exponent), 23-bit fraction. */
final class Ps2Bits {

    /** The sign bit. */
    static final int SIGN = 0x8000_0000;
    /** The largest magnitude, 0x7fffffff (about 6.8e38): every overflow clamps to ±this. */
    static final int MAX = 0x7FFF_FFFF;
    /** The fraction field. */
    static final int FRACTION = 0x7F_FFFF;
    /** The implicit leading bit of a significand. */
    static final int HIDDEN = 0x80_0000;
    /** The exponent bias. */
    static final int BIAS = 127;
    /** 1.0. */
    static final int ONE = 0x3F80_0000;

    private Ps2Bits() {
    }

    /** The biased exponent, 0..255. */
    static int exponent(int x) {
        return x >>> 23 & 0xFF;
    }

    /** The 24-bit significand with its implicit bit (meaningful for exponents 1..255). */
    static int significand(int x) {
        return x & FRACTION | HIDDEN;
    }

    /** The magnitude bits (sign cleared). */
    static int magnitude(int x) {
        return x & MAX;
    }
}
