package engine.ps2float;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The units' branch-free forms (masks where the data decides: the divider's digits, the adder's operand order and
 * normalisation, the multiplier's carry into the exponent) against the plain forms they replaced, kept here as
 * written with branches: every square root, and millions of sums, products and quotients, give the same bits.
 */
class Ps2BranchFreeFormsTest {

    @Test
    void sumsMatchThePlainAdder() {
        SplittableRandom random = new SplittableRandom(15);
        for (int i = 0; i < 4_000_000; i++) {
            int a = random.nextInt();
            // Every exponent distance, near-cancelling pairs (results below exponent 1 included) and zeros.
            int b = switch (i % 4) {
                case 0 -> a ^ 0x8000_0000 ^ random.nextInt(1 << 4);
                case 1 -> a & 0x8000_0000 | ((a >>> 23 & 0xFF) + random.nextInt(-26, 27) & 0xFF) << 23
                        | random.nextInt(1 << 23);
                default -> random.nextInt();
            };
            int expected = Plain.add(a, b);
            int actual = Ps2Adder.add(a, b);
            if (expected != actual) {
                assertEquals(Integer.toHexString(expected), Integer.toHexString(actual),
                        "add " + Integer.toHexString(a) + " + " + Integer.toHexString(b));
            }
        }
    }

    @Test
    void productsMatchThePlainNormalisation() {
        SplittableRandom random = new SplittableRandom(16);
        for (int i = 0; i < 4_000_000; i++) {
            int a = random.nextInt();
            int b = random.nextInt();
            long expected = Plain.mulFlagged(a, b);
            long actual = Ps2Multiplier.mulFlagged(a, b);
            if (expected != actual) {
                assertEquals(Long.toHexString(expected), Long.toHexString(actual),
                        "mul " + Integer.toHexString(a) + " * " + Integer.toHexString(b));
            }
        }
    }

    @Test
    void everySquareRootMatchesThePlainRecurrence() {
        // √ depends on the significand and the exponent's parity only: exponents 126 and 127 cover every case.
        for (int bits = 126 << 23; bits < 128 << 23; bits++) {
            int expected = Plain.sqrt(bits);
            int actual = Ps2Divider.sqrt(bits);
            if (expected != actual) {
                assertEquals(Integer.toHexString(expected), Integer.toHexString(actual),
                        "sqrt " + Integer.toHexString(bits));
            }
        }
    }

    @Test
    void quotientsMatchThePlainRecurrence() {
        SplittableRandom random = new SplittableRandom(14);
        for (int i = 0; i < 4_000_000; i++) {
            // Every exponent, 255 and 0 included, and every significand pair.
            int a = random.nextInt();
            int b = i % 4 == 0 ? a ^ random.nextInt(1 << 8) : random.nextInt();
            int expected = Plain.div(a, b);
            int actual = Ps2Divider.div(a, b);
            if (expected != actual) {
                assertEquals(Integer.toHexString(expected), Integer.toHexString(actual),
                        "div " + Integer.toHexString(a) + " / " + Integer.toHexString(b));
            }
        }
    }

    @Test
    void quotientsOfNeighbouringSignificandsMatch() {
        // Equal, adjacent and all-ones significands, where the remainder sits at the digit thresholds.
        int[] significands = {0x80_0000, 0x80_0001, 0xFF_FFFF, 0xFF_FFFE, 0xC0_0000, 0xBF_FFFF, 0xAA_AAAB, 0xD5_5555};
        for (int x : significands) {
            for (int y : significands) {
                for (int k = -2; k <= 2; k++) {
                    int a = 127 << 23 | x + k & 0x7F_FFFF;
                    int b = 127 << 23 | y & 0x7F_FFFF;
                    assertEquals(Plain.div(a, b), Ps2Divider.div(a, b));
                    assertEquals(Plain.div(b, a), Ps2Divider.div(b, a));
                }
            }
        }
    }

    /** The units as first written: a branch wherever the data decides. */
    private static final class Plain {

        static int add(int a, int b) {
            int ea = Ps2Bits.exponent(a);
            int eb = Ps2Bits.exponent(b);
            if (ea == 0 || eb == 0) {
                // Unchanged by the branch-free form: the unit's own zero-operand rule.
                return Ps2Adder.add(a, b);
            }
            int d = ea - eb;
            if (d >= 25) {
                return a;
            }
            if (d <= -25) {
                return b;
            }
            int big = d >= 0 ? a : b;
            int small = d >= 0 ? b : a;
            int shift = d >= 0 ? d : -d;
            int eBig = d >= 0 ? ea : eb;
            if (shift > 0) {
                small &= -1 << shift - 1;
            }
            int mBig = big < 0 ? -Ps2Bits.significand(big) : Ps2Bits.significand(big);
            int mSmall = small < 0 ? -Ps2Bits.significand(small) : Ps2Bits.significand(small);
            int sum = (mBig << 6) + ((mSmall << 6) >> shift);
            if (sum == 0) {
                return 0;
            }
            int sign = sum & Ps2Bits.SIGN;
            int m = sum < 0 ? -sum : sum;
            int top = 31 - Integer.numberOfLeadingZeros(m);
            int e = eBig + top - (23 + 6);
            m = top > 23 ? m >>> top - 23 : m << 23 - top;
            if (e > 255) {
                return sign | Ps2Bits.MAX;
            }
            if (e < 1) {
                return sign | m & Ps2Bits.FRACTION;
            }
            return sign | e << 23 | m & Ps2Bits.FRACTION;
        }

        static long mulFlagged(int a, int b) {
            int sign = (a ^ b) & Ps2Bits.SIGN;
            int ea = Ps2Bits.exponent(a);
            int eb = Ps2Bits.exponent(b);
            if (ea == 0 || eb == 0) {
                return sign & 0xFFFF_FFFFL;
            }
            int e = ea + eb - Ps2Bits.BIAS;
            if (e > 255) {
                return Ps2Multiplier.OVERFLOW | (sign | Ps2Bits.MAX) & 0xFFFF_FFFFL;
            }
            if (e < 0) {
                return sign & 0xFFFF_FFFFL;
            }
            int m = (int) (Ps2Multiplier.product(Ps2Bits.significand(a), Ps2Bits.significand(b)) >>> 23);
            if (m > 0xFF_FFFF) {
                m >>>= 1;
                e++;
            }
            if (e > 255) {
                return Ps2Multiplier.OVERFLOW | (sign | Ps2Bits.MAX) & 0xFFFF_FFFFL;
            }
            if (e < 1) {
                return sign & 0xFFFF_FFFFL;
            }
            return (sign | e << 23 | m & Ps2Bits.FRACTION) & 0xFFFF_FFFFL;
        }

        static int div(int a, int b) {
            int sign = (a ^ b) & Ps2Bits.SIGN;
            int ea = Ps2Bits.exponent(a);
            int eb = Ps2Bits.exponent(b);
            if (eb == 0) {
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
            for (int i = 0; i < 25; i++) {
                q = (q << 1) + digit;
                int addend = digit > 0 ? ~divisor : digit < 0 ? divisor : 0;
                if (digit > 0) {
                    carry++;
                }
                int s = sum ^ carry ^ addend;
                int c = (sum & carry | (sum ^ carry) & addend) << 1;
                digit = digit != 0 ? select(s, c) : select(sum, carry);
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

        static int sqrt(int a) {
            int ea = Ps2Bits.exponent(a);
            if (ea == 0) {
                return 0;
            }
            int radicand = Ps2Bits.significand(a) << 1;
            if ((a & Ps2Bits.HIDDEN) == 0) {
                radicand <<= 1;
            }
            int sum = radicand;
            int carry = 0;
            int q = 0;
            int digit = 1;
            for (int i = 0; i < 25; i++) {
                int step = q + (digit << 24 - i);
                q += digit << 25 - i;
                int addend = digit > 0 ? ~step : digit < 0 ? step : 0;
                if (digit > 0) {
                    carry++;
                }
                int s = sum ^ carry ^ addend;
                int c = (sum & carry | (sum ^ carry) & addend) << 1;
                digit = digit != 0 ? select(s, c) : select(sum, carry);
                sum = s << 1;
                carry = c << 1;
            }
            int e = (ea + Ps2Bits.BIAS) >> 1;
            return e << 23 | q >>> 2 & Ps2Bits.FRACTION;
        }

        private static int select(int sum, int carry) {
            int low = (1 << 24) - 1;
            int estimate = (sum & ~low) + carry | sum & low;
            if (estimate >= 1 << 23) {
                return 1;
            }
            if (estimate < -1 << 24) {
                return -1;
            }
            return 0;
        }
    }
}
