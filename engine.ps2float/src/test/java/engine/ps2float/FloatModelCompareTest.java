package engine.ps2float;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.api.math.Aabb;
import engine.api.math.Float4;
import engine.api.math.FloatModel;
import engine.api.math.Mat4;
import engine.api.math.Quat;
import engine.api.math.Vec4;
import engine.api.mesh.CollisionGrid;
import engine.api.mesh.MeshBuilder;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;

/**
 * The model methods issue 14 added for the kernels (gt, ge, fmin, fmax, isNumber, top) and the value functions'
 * model overloads: IEEE keeps Java's answers bit for bit, PS2 reads exponent 255 as a number.
 */
class FloatModelCompareTest {
    private static final FloatModel IEEE = FloatModel.IEEE;
    private static final FloatModel PS2 = Ps2FloatModels.FPU;
    private static final FloatModel VU = Ps2FloatModels.VU;

    private static float f(int bits) {
        return Float.intBitsToFloat(bits);
    }

    private static int b(float f) {
        return Float.floatToRawIntBits(f);
    }

    @Property
    void ieeeComparesAndMinMaxAreJavas(@ForAll float a, @ForAll float c) {
        assertEquals(a > c, IEEE.gt(a, c));
        assertEquals(a >= c, IEEE.ge(a, c));
        assertEquals(b(Math.min(a, c)), b(IEEE.fmin(a, c)));
        assertEquals(b(Math.max(a, c)), b(IEEE.fmax(a, c)));
        assertEquals(Float.isFinite(a), IEEE.isNumber(a));
    }

    @Property
    void ps2GreaterIsLessWithTheOperandsSwapped(@ForAll int x, @ForAll int y) {
        assertEquals(Ps2Fpu.lt(y, x), PS2.gt(f(x), f(y)));
        assertEquals(Ps2Fpu.le(y, x), PS2.ge(f(x), f(y)));
        assertEquals(Ps2Vu.lt(y, x), VU.gt(f(x), f(y)));
        assertEquals(Ps2Fpu.min(x, y), b(PS2.fmin(f(x), f(y))));
        assertEquals(Ps2Fpu.max(x, y), b(PS2.fmax(f(x), f(y))));
        assertTrue(PS2.isNumber(f(x)));
    }

    @Test
    void exponent255ComparesAsNumbers() {
        // 0x7f800001 > 0x7f800000 on the PS2 (both numbers); to Java the first is NaN and every compare is false.
        assertTrue(PS2.gt(f(0x7F80_0001), f(0x7F80_0000)));
        assertTrue(PS2.ge(f(0x7F80_0000), f(0x7F80_0000)));
        assertFalse(IEEE.gt(f(0x7F80_0001), f(0x7F80_0000)));
        assertEquals(0x7F80_0001, b(PS2.fmax(f(0x7F80_0001), f(0x7F80_0000))));
        assertEquals(0x7FFF_FFFF, b(PS2.top()));
        assertEquals(Float.POSITIVE_INFINITY, IEEE.top());
        assertTrue(PS2.lt(f(0x7F7F_FFFF), PS2.top()));
    }

    @Test
    void valueFunctionsKeepIeeeBitsAndFollowThePs2Model() {
        Quat q = new Quat(0.1f, 0.2f, 0.3f, 0.9f);
        assertEquals(q.toMatrix(), q.toMatrix(IEEE));
        Mat4 m = q.toMatrix(PS2);
        float r00 = VU.sub(1f, VU.mul(2f, VU.add(VU.mul(0.2f, 0.2f), VU.mul(0.3f, 0.3f))));
        assertEquals(b(r00), b(m.get(0, 0)));
        Vec4 v = new Vec4(1.1f, 2.3f, 3.7f, 1f);
        assertEquals(q.rotate(v), q.rotate(IEEE, v));
        assertEquals(m.transform(v), m.transform(IEEE, v));
        float lane0 = VU.add(VU.add(VU.add(VU.mul(m.get(0, 0), 1.1f), VU.mul(m.get(1, 0), 2.3f)),
                VU.mul(m.get(2, 0), 3.7f)), VU.mul(m.get(3, 0), 1f));
        assertEquals(b(lane0), b(m.transform(PS2, v).x()));
        Aabb box = Aabb.of(f(0x7F80_0001), 0f, 0f, f(0x7F80_0002), 1f, 1f);
        assertTrue(box.contains(PS2, new Vec4(f(0x7F80_0001), 0.5f, 0.5f, 1f)));
        assertFalse(box.contains(new Vec4(f(0x7F80_0001), 0.5f, 0.5f, 1f)), "NaN to Java");
        assertTrue(box.overlaps(PS2, box));
    }

    @Test
    void cellCoordinateClampsAnExponent255CoordinateAsANumber() {
        MeshBuilder mb = new MeshBuilder();
        mb.triangle(mb.vertex(0f, 0f, 0f), mb.vertex(6f, 0f, 0f), mb.vertex(0f, 6f, 0f), 0x1, 0);
        CollisionGrid g = mb.build(2f).grid();
        assertEquals(0, g.cellCoordinate(PS2, 0, f(0xFF80_0001)));
        assertEquals(g.nx() - 1, g.cellCoordinate(IEEE, 0, f(0xFF80_0001)), "NaN clamps high in IEEE");
        assertEquals(g.cellCoordinate(0, 3.3f), g.cellCoordinate(IEEE, 0, 3.3f));
    }

    @Property
    void multiplierFastPathKeepsTheBoothBits(@ForAll int x, @ForAll int y) {
        int a = x & 0xFF_FFFF | 0x80_0000, c = y & 0xFF_FFFF | 0x80_0000;
        assertEquals(Ps2Multiplier.boothProduct(a, c) >>> 23, Ps2Multiplier.product(a, c) >>> 23);
        // Short multipliers (low 16 bits clear) and products with clear low bits, where the fast path is decided.
        int shortMultiplier = c & ~0xFFFF;
        assertEquals(Ps2Multiplier.boothProduct(a, shortMultiplier) >>> 23,
                Ps2Multiplier.product(a, shortMultiplier) >>> 23);
        int shortMultiplicand = a & ~0x7FFF;
        assertEquals(Ps2Multiplier.boothProduct(shortMultiplicand, c) >>> 23,
                Ps2Multiplier.product(shortMultiplicand, c) >>> 23);
    }

    @Property
    void dot3AndUnit3OnTheBitsEqualTheOperationByOperationForm(@ForAll int x, @ForAll int y, @ForAll int z) {
        for (FloatModel m : new FloatModel[] {PS2, VU}) {
            float e = m.add(m.add(m.mul(f(x), f(y)), m.mul(f(y), f(z))), m.mul(f(z), f(x)));
            assertEquals(b(e), b(m.dot3(f(x), f(y), f(z), f(y), f(z), f(x))));
            float k = m.rsqrt(m.add(m.add(m.mul(f(x), f(x)), m.mul(f(y), f(y))), m.mul(f(z), f(z))));
            Float4 u = m.unit3(new Float4(f(x), f(y), f(z), 2f), new Float4());
            assertEquals(b(m.mul(f(x), k)), b(u.x()));
            assertEquals(b(m.mul(f(z), k)), b(u.z()));
            assertEquals(2f, u.w());
        }
    }
}
