package engine.ps2float;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.api.math.Float4;
import engine.api.math.FloatModel;
import org.junit.jupiter.api.Test;

/** The float-typed PS2 models: thin wrappers over the bit-level units, selectable per unit. */
class Ps2FloatModelTest {

    private static final FloatModel PS2 = Ps2FloatModels.FPU;
    private static final FloatModel VU = Ps2FloatModels.VU;

    private static float f(int bits) {
        return Float.intBitsToFloat(bits);
    }

    private static int b(float f) {
        return Float.floatToRawIntBits(f);
    }

    private static void assertBits(int expected, float actual) {
        assertEquals(expected, b(actual), () -> String.format("expected %08x but was %08x", expected, b(actual)));
    }

    @Test
    void nameAndLookup() {
        assertEquals("ps2", PS2.name());
        assertEquals("ps2-vu0", VU.name());
        assertSame(Ps2FloatModels.FPU, Ps2FloatModels.byName("ps2"));
        assertSame(FloatModel.IEEE, Ps2FloatModels.byName("ieee"));
        assertThrows(IllegalArgumentException.class, () -> Ps2FloatModels.byName("PS2"));
        assertThrows(IllegalArgumentException.class, () -> Ps2FloatModels.byName("x87"));
    }

    @Test
    void eachModelNamesItsUnits() {
        assertSame(VU, PS2.vu());
        assertSame(PS2, PS2.fpu());
        assertSame(VU, VU.vu());
        assertSame(PS2, VU.fpu());
        assertSame(FloatModel.IEEE, FloatModel.IEEE.vu());
        assertSame(FloatModel.IEEE, FloatModel.IEEE.fpu());
    }

    /** Every float method is the bit-level operation on the same bits. */
    @Test
    void wrappersMoveBitsUnchanged() {
        int[] xs = {0, 0x8000_0000, 0x3F80_0000, 0x3FFF_FFFF, 0x7F80_0000, 0x7F80_0001, 0x7FFF_FFFF, 0xFFFF_FFFF,
            0x0000_1337, 0xDEAD_BEEF, 0x4049_0FDB, 0x0080_0000};
        for (int x : xs) {
            for (int y : xs) {
                assertBits(Ps2Fpu.add(x, y), PS2.add(f(x), f(y)));
                assertBits(Ps2Fpu.sub(x, y), PS2.sub(f(x), f(y)));
                assertBits(Ps2Fpu.mul(x, y), PS2.mul(f(x), f(y)));
                assertBits(Ps2Fpu.div(x, y), PS2.div(f(x), f(y)));
                assertBits(Ps2Fpu.rsqrt(x, y), PS2.rsqrt(f(x), f(y)));
                assertBits(Ps2Fpu.madd(x, y, x), PS2.madd(f(x), f(y), f(x)));
                assertBits(Ps2Fpu.msub(y, x, y), PS2.msub(f(y), f(x), f(y)));
                assertBits(Ps2Fpu.min(x, y), PS2.min(f(x), f(y)));
                assertBits(Ps2Fpu.max(x, y), PS2.max(f(x), f(y)));
                assertEquals(Ps2Fpu.lt(x, y), PS2.lt(f(x), f(y)));
                assertEquals(Ps2Fpu.le(x, y), PS2.le(f(x), f(y)));
                assertEquals(Ps2Fpu.eq(x, y), PS2.eq(f(x), f(y)));
                assertEquals(Ps2Vu.eq(x, y), VU.eq(f(x), f(y)));
                assertEquals(Ps2Vu.lt(x, y), VU.lt(f(x), f(y)));
                assertBits(Ps2Vu.mul(x, y), VU.mul(f(x), f(y)));
            }
            assertBits(Ps2Fpu.sqrt(x), PS2.sqrt(f(x)));
            assertBits(Ps2Fpu.rsqrt(0x3F80_0000, x), PS2.rsqrt(f(x)));
            assertBits(Ps2Fpu.abs(x), PS2.abs(f(x)));
            assertBits(Ps2Fpu.neg(x), PS2.neg(f(x)));
            assertEquals(Ps2Fpu.cvtws(x), PS2.toInt(f(x)));
            assertBits(Ps2Fpu.cvtsw(x), PS2.toFloat(x));
        }
    }

    /** Spec (Units 2, 10, 11): the VU's rsqrt of 0 is the largest value and 0 × that = 0. */
    @Test
    void rsqrtOfZeroIsTheLargestValueAndZeroTimesItIsZero() {
        assertBits(0x7FFF_FFFF, PS2.rsqrt(0f));
        assertBits(0x7FFF_FFFF, VU.rsqrt(-0f));
        assertBits(0, VU.mul(0f, VU.rsqrt(0f)));
        assertBits(0x8000_0000, VU.mul(-0f, VU.rsqrt(0f)));
    }

    /** Spec (Unit 11, "unit(v)"): a zero vector gives a zero result, w kept. */
    @Test
    void unitOfZeroVectorIsZero() {
        Float4 out = VU.unit3(new Float4(0f, 0f, 0f, 7f), new Float4());
        assertBits(0, out.x());
        assertBits(0, out.y());
        assertBits(0, out.z());
        assertBits(b(7f), out.w());
    }

    /** Spec (Unit 11, Vec_MakePerpendicularBasis): W = (0, 0, 1), U = (−1, 0, 0) gives V = W × U = (0, −1, 0). */
    @Test
    void crossProductInOpmulaOpmsubOrder() {
        Float4 w = new Float4(0f, 0f, 1f, 1f);
        Float4 u = new Float4(-1f, 0f, 0f, 5f);
        for (FloatModel m : new FloatModel[] {VU, PS2, FloatModel.IEEE}) {
            Float4 v = m.cross3(w, u, new Float4(9f, 9f, 9f, 3f));
            assertBits(0, v.x());
            assertBits(b(-1f), v.y());
            assertBits(0, v.z());
            assertBits(b(3f), v.w());
        }
        // For W = (0, 0, −1): U = (1, 0, 0), V = (0, −1, 0).
        Float4 v = VU.cross3(new Float4(0f, 0f, -1f, 1f), new Float4(1f, 0f, 0f, 1f), new Float4());
        assertBits(b(-1f), v.y());
    }

    /** The multiplier's operand order reaches the float API too (ps2autotests: mul.s 1.0, 0x3fffffff). */
    @Test
    void mulOrderMatters() {
        assertBits(0x3FFF_FFFE, PS2.mul(1f, f(0x3FFF_FFFF)));
        assertBits(0x3FFF_FFFF, PS2.mul(f(0x3FFF_FFFF), 1f));
        assertBits(b(129.5f) - 1, VU.mul(1f, 129.5f));
    }

    /** Exponent-255 operands are numbers through the float API (ps2autotests: add, sqrt, c.lt.s). */
    @Test
    void exponent255ValuesAreNumbers() {
        assertBits(0x7FFF_FFFF, PS2.add(Float.POSITIVE_INFINITY, Float.POSITIVE_INFINITY));
        assertBits(0x5F80_0000, PS2.sqrt(Float.POSITIVE_INFINITY));
        assertTrue(PS2.lt(Float.POSITIVE_INFINITY, f(0x7F80_0001)));
        assertFalse(PS2.eq(f(0x7FC0_0000), f(0x7FC0_0000 | 1)));
        assertEquals(Integer.MAX_VALUE, PS2.toInt(f(0x7FFF_FFFF)));
    }

    /** dot3 sums (x·x' + y·y') + z·z' with the model's own steps. */
    @Test
    void dot3ComposesTheModel() {
        assertBits(b(14f), VU.dot3(1f, 2f, 3f, 1f, 2f, 3f));
        float expected = VU.add(VU.add(VU.mul(0.1f, 1f), VU.mul(0.2f, 1f)), VU.mul(0.3f, 1f));
        assertBits(b(expected), VU.dot3(0.1f, 0.2f, 0.3f, 1f, 1f, 1f));
        assertBits(0x7FFF_FFFF, VU.dot3(Float.MAX_VALUE, Float.MAX_VALUE, Float.MAX_VALUE, 4f, 4f, 4f));
    }
}
