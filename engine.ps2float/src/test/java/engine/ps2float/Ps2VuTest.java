package engine.ps2float;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** What VU0 does differently from COP1: compares through the MAC flags of a subtraction, the ACC forms. */
class Ps2VuTest {

    @Test
    void flagCompareSeesAnUnderflowingDifferenceAsEqual() {
        // 0x00800001 − 0x00800000 underflows to +0: the zero flag is set (PCSX2 PR #12001 hardware log:
        // "VSUB 00800001 - 00800000 MAC FLAGS Z---"), while c.eq.s compares the values.
        assertTrue(Ps2Vu.eq(0x0080_0001, 0x0080_0000));
        assertFalse(Ps2Fpu.eq(0x0080_0001, 0x0080_0000));
        assertFalse(Ps2Vu.lt(0x0080_0000, 0x0080_0001));
        assertTrue(Ps2Fpu.lt(0x0080_0000, 0x0080_0001));
    }

    @Test
    void flagCompareOrdersNumbers() {
        assertTrue(Ps2Vu.lt(0xBF80_0000, 0x3F80_0000));
        assertTrue(Ps2Vu.le(0x3F80_0000, 0x3F80_0000));
        assertFalse(Ps2Vu.lt(0x3F80_0000, 0x3F80_0000));
        // −Fmax < +Fmax: the difference overflows to −0x7fffffff, sign set.
        assertTrue(Ps2Vu.lt(0xFFFF_FFFF, 0x7FFF_FFFF));
        assertTrue(Ps2Vu.zeroFlag(0x8000_0000) && Ps2Vu.signFlag(0x8000_0000));
    }

    @Test
    void accForms() {
        assertTrue(Ps2Vu.mulOverflows(0x7FFF_FFFF, 0x7FFF_FFFF));
        assertFalse(Ps2Vu.mulOverflows(0x7FFF_FFFF, 0x3F80_0000));
        assertEquals(0x7FFF_FFFF, Ps2Vu.msub(0x7FFF_FFFF, true, 0x3F80_0000, 0x3F80_0000));
        assertEquals(0x7FFF_FFFF, Ps2Vu.madd(0x3F80_0000, 0x7FFF_FFFF, 0x7FFF_FFFF));
    }

    @Test
    void ftoi0AndItof0AreTheFpuConversions() {
        assertEquals(0x7FFF_FFFF, Ps2Vu.ftoi0(0x7F80_0000));
        assertEquals(-1, Ps2Vu.ftoi0(0xBFC0_0000));
        assertEquals(0x4EFF_FFFF, Ps2Vu.itof0(Integer.MAX_VALUE));
        assertEquals(0x3F80_0000, Ps2Vu.abs(0xBF80_0000));
        assertEquals(0x8000_0000, Ps2Vu.neg(0));
    }
}
