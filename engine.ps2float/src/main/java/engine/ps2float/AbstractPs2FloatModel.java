package engine.ps2float;

import engine.api.math.Float4;
import engine.api.math.FloatModel;

/**
 * The float-typed face of a PS2 unit: each method moves its operands' bits into ints with
 * {@link Float#floatToRawIntBits}, computes on the bits, and moves the result back with
 * {@link Float#intBitsToFloat}. No PS2 value meets a Java float operator here (a Java float holding exponent 255
 * is an ∞ or NaN to Java). The two bit moves copy the 32 bits unchanged, signalling-NaN patterns included, on the
 * JVMs this project runs on (HotSpot, x86-64 and AArch64); {@code Ps2FloatBitsTest} checks that assumption.
 */
abstract class AbstractPs2FloatModel implements FloatModel {

    /** The bits of a float, unchanged. */
    static int bits(float f) {
        return Float.floatToRawIntBits(f);
    }

    /** The float holding these bits, unchanged. */
    static float value(int bits) {
        return Float.intBitsToFloat(bits);
    }

    /** a + b on this unit's bits. */
    abstract int addBits(int a, int b);

    /** a − b on this unit's bits. */
    abstract int subBits(int a, int b);

    /** a × b on this unit's bits. */
    abstract int mulBits(int a, int b);

    /** a &lt; b as this unit decides. */
    abstract boolean ltBits(int a, int b);

    /** a ≤ b as this unit decides. */
    abstract boolean leBits(int a, int b);

    /** a = b as this unit decides. */
    abstract boolean eqBits(int a, int b);

    @Override
    public final float add(float a, float b) {
        return value(addBits(bits(a), bits(b)));
    }

    @Override
    public final float sub(float a, float b) {
        return value(subBits(bits(a), bits(b)));
    }

    @Override
    public final float mul(float a, float b) {
        return value(mulBits(bits(a), bits(b)));
    }

    @Override
    public final float div(float a, float b) {
        return value(Ps2Divider.div(bits(a), bits(b)));
    }

    @Override
    public final float sqrt(float a) {
        return value(Ps2Divider.sqrt(bits(a)));
    }

    @Override
    public final float rsqrt(float a) {
        return value(Ps2Divider.rsqrt(Ps2Bits.ONE, bits(a)));
    }

    @Override
    public final float rsqrt(float n, float r) {
        return value(Ps2Divider.rsqrt(bits(n), bits(r)));
    }

    @Override
    public final float madd(float acc, float a, float b) {
        return value(Ps2Fpu.multiplyAdd(bits(acc), false, bits(a), bits(b), false));
    }

    @Override
    public final float msub(float acc, float a, float b) {
        return value(Ps2Fpu.multiplyAdd(bits(acc), false, bits(a), bits(b), true));
    }

    @Override
    public final float dot3(float ax, float ay, float az, float bx, float by, float bz) {
        // On the bits directly: one call, no per-operation dispatch (the adder and multiplier are both units').
        int xy = Ps2Adder.add(Ps2Multiplier.mul(bits(ax), bits(bx)), Ps2Multiplier.mul(bits(ay), bits(by)));
        return value(Ps2Adder.add(xy, Ps2Multiplier.mul(bits(az), bits(bz))));
    }

    @Override
    public final Float4 unit3(Float4 v, Float4 out) {
        int x = bits(v.x()), y = bits(v.y()), z = bits(v.z());
        int xy = Ps2Adder.add(Ps2Multiplier.mul(x, x), Ps2Multiplier.mul(y, y));
        int k = Ps2Divider.rsqrt(Ps2Bits.ONE, Ps2Adder.add(xy, Ps2Multiplier.mul(z, z)));
        return out.set(value(Ps2Multiplier.mul(x, k)), value(Ps2Multiplier.mul(y, k)), value(Ps2Multiplier.mul(z, k)),
                v.w());
    }

    @Override
    public final Float4 cross3(Float4 a, Float4 b, Float4 out) {
        float x = value(opmsub(bits(a.y()), bits(b.z()), bits(b.y()), bits(a.z())));
        float y = value(opmsub(bits(a.z()), bits(b.x()), bits(b.z()), bits(a.x())));
        float z = value(opmsub(bits(a.x()), bits(b.y()), bits(b.x()), bits(a.y())));
        return out.set3(x, y, z);
    }

    /** One lane of OPMULA then OPMSUB: (p × q) − (r × s), ACC carrying the first product's overflow flag. */
    private static int opmsub(int p, int q, int r, int s) {
        long acc = Ps2Multiplier.mulFlagged(p, q);
        boolean overflowed = (acc & Ps2Multiplier.OVERFLOW) != 0;
        return Ps2Fpu.multiplyAdd((int) acc, overflowed, r, s, true);
    }

    @Override
    public final float min(float a, float b) {
        return value(Ps2Fpu.min(bits(a), bits(b)));
    }

    @Override
    public final float max(float a, float b) {
        return value(Ps2Fpu.max(bits(a), bits(b)));
    }

    @Override
    public final float abs(float a) {
        return value(Ps2Fpu.abs(bits(a)));
    }

    @Override
    public final float neg(float a) {
        return value(Ps2Fpu.neg(bits(a)));
    }

    @Override
    public final boolean lt(float a, float b) {
        return ltBits(bits(a), bits(b));
    }

    @Override
    public final boolean le(float a, float b) {
        return leBits(bits(a), bits(b));
    }

    @Override
    public final boolean eq(float a, float b) {
        return eqBits(bits(a), bits(b));
    }

    @Override
    public final boolean gt(float a, float b) {
        return ltBits(bits(b), bits(a));
    }

    @Override
    public final boolean ge(float a, float b) {
        return leBits(bits(b), bits(a));
    }

    @Override
    public final boolean isNumber(float a) {
        return true; // exponent 255 is an ordinary exponent
    }

    @Override
    public final float top() {
        return value(Ps2Bits.MAX);
    }

    @Override
    public final float fmin(float a, float b) {
        return value(Ps2Fpu.min(bits(a), bits(b)));
    }

    @Override
    public final float fmax(float a, float b) {
        return value(Ps2Fpu.max(bits(a), bits(b)));
    }

    @Override
    public final int toInt(float a) {
        return Ps2Fpu.cvtws(bits(a));
    }

    @Override
    public final float toFloat(int i) {
        return value(Ps2Fpu.cvtsw(i));
    }
}
