package engine.ps2float;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import org.junit.jupiter.api.Test;

/**
 * Bit-exact vectors beyond the ps2autotests file (Ps2FpuHardwareVectorsTest), each with its source: results
 * recorded on hardware and published in PCSX2's issue tracker, Sony's VU manual remark, PCSX2's guard-bit model,
 * or the documented rule (docs/ps2-float.md).
 */
class Ps2EdgeVectorsTest {

    private static void assertBits(int expected, int actual) {
        assertEquals(expected, actual, () -> String.format("expected %08x but was %08x", expected, actual));
    }

    /**
     * Hardware (PCSX2 PR #12001, comment by pstef, results of a SCPH-90000 console): an add whose normalised
     * exponent falls below 1 keeps its fraction under exponent 0, with the flags U|SU set; VU0 VADD/VSUB agree.
     */
    @Test
    void underflowingSumsKeepTheirFraction() {
        assertBits(0x803E_0000, Ps2Fpu.sub(0x0080_008B, 0x0080_00EA));
        assertBits(0x0040_0000, Ps2Fpu.add(0x8080_002C, 0x0080_00EC));
        assertBits(0x0027_CD00, Ps2Fpu.add(0x8080_0036, 0x0082_9F6A));
        assertBits(0x007C_AB36, Ps2Fpu.add(0x80C1_AA65, 0x0120_0000));
        assertBits(0x803E_0000, Ps2Vu.sub(0x0080_008B, 0x0080_00EA));
        assertBits(0x0040_0000, Ps2Vu.add(0x8080_002C, 0x0080_00EC));
        // The degenerate case: the difference is the implicit bit alone, fraction 0.
        assertBits(0x0000_0000, Ps2Fpu.sub(0x0080_0001, 0x0080_0000));
    }

    /**
     * Hardware (PCSX2 PR #12001, TellowKrinkle's console log): two exponent-0 operands give a zero signed as
     * the one of larger raw magnitude: +0 + 0x807fffff = −0 and +0 − 0x007fffff = −0 (add.s and VADD alike).
     */
    @Test
    void zeroOperandsTakeTheSignOfTheLargerRawMagnitude() {
        assertBits(0x8000_0000, Ps2Fpu.add(0x0000_0000, 0x807F_FFFF));
        assertBits(0x8000_0000, Ps2Vu.add(0x0000_0000, 0x807F_FFFF));
        assertBits(0x8000_0000, Ps2Fpu.sub(0x0000_0000, 0x007F_FFFF));
        assertBits(0x8000_0000, Ps2Vu.sub(0x0000_0000, 0x007F_FFFF));
        // Ties (ps2autotests): +0 + −0 = +0, −0 + −0 = −0.
        assertBits(0x0000_0000, Ps2Fpu.add(0x8000_0000, 0x0000_0000));
        assertBits(0x8000_0000, Ps2Fpu.add(0x8000_0000, 0x8000_0000));
    }

    /** The example (ps2autotests muldiv): 1.0 × 0x3fffffff = 0x3ffffffe, 0x3fffffff × 1.0 exact. */
    @Test
    void multiplierErrorDependsOnOperandOrder() {
        assertBits(0x3FFF_FFFE, Ps2Fpu.mul(0x3F80_0000, 0x3FFF_FFFF));
        assertBits(0x3FFF_FFFF, Ps2Fpu.mul(0x3FFF_FFFF, 0x3F80_0000));
        assertBits(0x7FFF_FFFE, Ps2Fpu.mul(0x3F80_0000, 0x7FFF_FFFF));
        assertBits(0x7FFF_FFFF, Ps2Fpu.mul(0x7FFF_FFFF, 0x3F80_0000));
    }

    /**
     * Sony's VU manual, quoted at fobes.dev/ps2/detecting-emu-vu-floats: with 1.0 as the multiplicand
     * (VMUL vf1, vf2=1.0, vf1=129.5) the result is not 129.5 on hardware; the other order is exact.
     */
    @Test
    void vuOneTimes129HalfIsNot129Half() {
        int x = Float.floatToRawIntBits(129.5f);
        assertNotEquals(x, Ps2Vu.mul(0x3F80_0000, x));
        assertBits(x - 1, Ps2Vu.mul(0x3F80_0000, x));
        assertBits(x, Ps2Vu.mul(x, 0x3F80_0000));
    }

    /**
     * One guard bit (PCSX2's guard-bit tests, tests/ctest/core/recompilers/ee_rec_fpu_guardbit_tests.cpp, whose
     * expected values follow the same masking rule): 4 − (1 + 3 ulp) = 0x403fffff where IEEE toward zero gives
     * 0x403ffffe; 8 − (1 + 15 ulp) = 0x40dffffd; 32 − (1 + 63 ulp) = 0x41f7fffd; 2 − (1 + 3 ulp) has no mask.
     */
    @Test
    void subtractionKeepsOneGuardBit() {
        assertBits(0x403F_FFFF, Ps2Fpu.sub(0x4080_0000, 0x3F80_0003));
        assertBits(0x40DF_FFFD, Ps2Fpu.sub(0x4100_0000, 0x3F80_000F));
        assertBits(0x41F7_FFFD, Ps2Fpu.sub(0x4200_0000, 0x3F80_003F));
        assertBits(0x403F_FFFF, Ps2Fpu.add(0x4080_0000, 0xBF80_0003));
        assertBits(0x403F_FFFF, Ps2Fpu.msub(0x4080_0000, 0x3F80_0003, 0x3F80_0000));
        assertBits(0x3F7F_FFFA, Ps2Fpu.sub(0x4000_0000, 0x3F80_0003));
    }

    /** Rule: exponents 25 or more apart give the larger operand unchanged (1 − 1e−30 = 1, not the float below). */
    @Test
    void farApartAddendsLeaveTheLargerOne() {
        int one = 0x3F80_0000;
        int tiny = Float.floatToRawIntBits(1e-30f);
        assertBits(one, Ps2Fpu.sub(one, tiny));
        assertBits(one, Ps2Fpu.add(one, tiny));
        assertBits(one ^ 0x8000_0000, Ps2Fpu.sub(tiny, one));
        // 24 apart: the small operand keeps its leading bit only, 1 − 2^−24 is exact.
        assertBits(0x3F7F_FFFF, Ps2Fpu.sub(one, 0x3380_0001));
    }

    /**
     * Hardware (PCSX2 issue #14799, console results): rsqrt.s with a zero radicand gives ±0x7fffffff signed as
     * the numerator, not the radicand.
     */
    @Test
    void rsqrtOfZeroTakesTheNumeratorsSign() {
        assertBits(0x7FFF_FFFF, Ps2Fpu.rsqrt(0x0000_0000, 0x8000_0000));
        assertBits(0xFFFF_FFFF, Ps2Fpu.rsqrt(0x8000_0000, 0x0000_0000));
        assertBits(0x7FFF_FFFF, Ps2Vu.rsqrt(0x3F80_0000, 0x8000_0000));
    }

    /**
     * The divider is neither nearest nor truncation (ps2autotests): 1/0x3fffffff = 0x3f000001 (truncation
     * 0x3f000000), √0x7fffffff = 0x5fb504f3 (truncation 0x5fb504f2), 1/√25 = 0x3e4ccccd (truncation ...cc).
     */
    @Test
    void dividerRoundsItsOwnWay() {
        assertBits(0x3F00_0001, Ps2Fpu.div(0x3F80_0000, 0x3FFF_FFFF));
        assertBits(0x5FB5_04F3, Ps2Fpu.sqrt(0x7FFF_FFFF));
        assertBits(0x3E4C_CCCD, Ps2Fpu.rsqrt(0x3F80_0000, 0x41C8_0000));
        assertBits(0x3E4C_CCCD, Ps2Fpu.div(0x3F80_0000, 0x40A0_0000));
    }

    /** Exponent 255 is a number (ps2autotests): 0x7f800000 + 0x7f800000 overflows to 0x7fffffff, √ is 2^64. */
    @Test
    void exponent255IsANumber() {
        assertBits(0x7FFF_FFFF, Ps2Fpu.add(0x7F80_0000, 0x7F80_0000));
        assertBits(0x5F80_0000, Ps2Fpu.sqrt(0x7F80_0000));
        assertBits(0x3F80_0000, Ps2Fpu.div(0x7F80_0000, 0x7F80_0000));
        assertBits(0x7F80_0001, Ps2Fpu.mul(0x7F80_0001, 0x3F80_0000));
        // 2^127 + 2^127 = 2^128 is the pattern Java calls +∞: here an ordinary number.
        assertBits(0x7F80_0000, Ps2Fpu.add(0x7F00_0000, 0x7F00_0000));
    }

    /** Rule: an overflowing product in madd/msub decides the result whatever ACC holds (ps2autotests muldiv). */
    @Test
    void overflowingProductOverridesAcc() {
        assertBits(0x7FFF_FFFF, Ps2Fpu.madd(0xFFFF_FFFF, 0x7FFF_FFFF, 0x7FFF_FFFF));
        assertBits(0xFFFF_FFFF, Ps2Fpu.msub(0xFFFF_FFFF, 0x7FFF_FFFF, 0x7FFF_FFFF));
        // An ACC that overflowed is kept when the product does not overflow (PCSX2 soft-float rule).
        assertBits(0x3F80_0000, Ps2Fpu.madd(0x3F80_0000, true, 0x3F80_0000, 0x3F80_0000));
        assertBits(0x4000_0000, Ps2Fpu.madd(0x3F80_0000, false, 0x3F80_0000, 0x3F80_0000));
    }
}
