package engine.ps2float;

import java.math.BigDecimal;
import java.math.BigInteger;

/** Exact values of PS2 singles (exponent 255 included) and truncation of exact values back to PS2 bits. */
final class Ps2Reference {

    private Ps2Reference() {
    }

    /** The exact value of PS2 bits: (−1)^s · 1.f · 2^(e−127) for e = 1..255, zero for e = 0. */
    static BigDecimal value(int bits) {
        int e = bits >>> 23 & 0xFF;
        if (e == 0) {
            return BigDecimal.ZERO;
        }
        BigDecimal m = new BigDecimal((bits & 0x7F_FFFF) | 0x80_0000);
        BigDecimal v = e >= 150 ? m.multiply(new BigDecimal(BigInteger.TWO.pow(e - 150)))
                : m.divide(new BigDecimal(BigInteger.TWO.pow(150 - e)));
        return bits < 0 ? v.negate() : v;
    }

    /**
     * The exact value truncated toward zero to a 24-bit significand, as PS2 bits: ±0x7fffffff when its exponent
     * would exceed 255, a zero of the given sign when it is zero or below 2^−126.
     */
    static int truncate(BigDecimal exact, boolean negative) {
        int sign = negative ? 0x8000_0000 : 0;
        BigDecimal m = exact.abs();
        if (m.signum() == 0 || m.compareTo(value(0x0080_0000)) < 0) {
            return sign;
        }
        if (m.compareTo(new BigDecimal(BigInteger.TWO.pow(129))) >= 0) {
            return sign | 0x7FFF_FFFF;
        }
        // Largest magnitude bits t with value(t) ≤ m: binary search over the ordered positive patterns.
        int lo = 0x0080_0000;
        int hi = 0x7FFF_FFFF;
        while (lo < hi) {
            int mid = lo + (hi - lo + 1) / 2;
            if (value(mid).compareTo(m) <= 0) {
                lo = mid;
            } else {
                hi = mid - 1;
            }
        }
        return sign | lo;
    }

    /** Whether the exact value is a PS2 normal value (exponent 1..255) or zero, so no rounding is needed. */
    static boolean representable(BigDecimal exact) {
        int t = truncate(exact, exact.signum() < 0);
        return value(t).compareTo(exact) == 0;
    }

    /** The biased exponent field. */
    static int exponent(int bits) {
        return bits >>> 23 & 0xFF;
    }
}
