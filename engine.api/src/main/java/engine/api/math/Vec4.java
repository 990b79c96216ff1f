package engine.api.math;

/**
 * A float32 quadword (x, y, z, w): the spec's 16-byte vector. Operations named "3" act on x, y and z and keep
 * this vector's w; {@link #w1()} writes w = 1 as the original code does after most vector stores.
 *
 * @param x lane 0
 * @param y lane 1
 * @param z lane 2
 * @param w lane 3 (1 for points written by the original, 0 for axes)
 */
public record Vec4(float x, float y, float z, float w) {

    /** (0, 0, 0, 1): the constant the original loads from 0x005116c0. */
    public static final Vec4 ZERO_POINT = new Vec4(0f, 0f, 0f, 1f);

    /** Point constructor: (x, y, z, 1). */
    public static Vec4 point(float x, float y, float z) {
        return new Vec4(x, y, z, 1f);
    }

    /** Lane i (0..3) of this vector. */
    public float lane(int i) {
        return switch (i) {
            case 0 -> x;
            case 1 -> y;
            case 2 -> z;
            case 3 -> w;
            default -> throw new IndexOutOfBoundsException("lane " + i + " not in 0..3");
        };
    }

    /** Dot product over x, y, z in the VU's order: (x·x' + y·y') + z·z'. */
    public float dot3(Vec4 o) {
        return FloatModel.IEEE.dot3(x, y, z, o.x, o.y, o.z);
    }

    /** Squared length over x, y, z: dot3(this, this). */
    public float lengthSquared3() {
        return dot3(this);
    }

    /** (x + o.x, y + o.y, z + o.z, w): lane sum of xyz, this w kept. */
    public Vec4 add3(Vec4 o) {
        return new Vec4(x + o.x, y + o.y, z + o.z, w);
    }

    /** (x − o.x, y − o.y, z − o.z, w): lane difference of xyz, this w kept. */
    public Vec4 sub3(Vec4 o) {
        return new Vec4(x - o.x, y - o.y, z - o.z, w);
    }

    /** (x·s, y·s, z·s, w): xyz scaled, this w kept. */
    public Vec4 scale3(float s) {
        return new Vec4(x * s, y * s, z * s, w);
    }

    /** Cross product of xyz, (y·o.z − z·o.y, z·o.x − x·o.z, x·o.y − y·o.x), with this w kept. */
    public Vec4 cross3(Vec4 o) {
        return new Vec4(y * o.z - z * o.y, z * o.x - x * o.z, x * o.y - y * o.x, w);
    }

    /** Per-lane minimum of xyz, this w kept (VU vmini.xyz). */
    public Vec4 min3(Vec4 o) {
        return new Vec4(FloatModel.IEEE.min(x, o.x), FloatModel.IEEE.min(y, o.y), FloatModel.IEEE.min(z, o.z), w);
    }

    /** Per-lane maximum of xyz, this w kept (VU vmax.xyz). */
    public Vec4 max3(Vec4 o) {
        return new Vec4(FloatModel.IEEE.max(x, o.x), FloatModel.IEEE.max(y, o.y), FloatModel.IEEE.max(z, o.z), w);
    }

    /** This vector with w replaced. */
    public Vec4 withW(float newW) {
        return new Vec4(x, y, z, newW);
    }

    /** This vector with w = 1 (the store the original makes with the VU constant register). */
    public Vec4 w1() {
        return withW(1f);
    }

    /** unit(v) = v × rsqrt(v·v) over xyz, this w kept; a zero vector gives the model's answer (IEEE: NaN lanes). */
    public Vec4 unit3() {
        return scale3(FloatModel.IEEE.rsqrt(lengthSquared3()));
    }

    /** True when all four lanes are finite (neither NaN nor infinite). */
    public boolean isFinite() {
        return Float.isFinite(x) && Float.isFinite(y) && Float.isFinite(z) && Float.isFinite(w);
    }

    /** True when the four lanes have the same bits as o's (so −0 differs from +0 and NaNs compare by bits). */
    public boolean bitEquals(Vec4 o) {
        return Float.floatToRawIntBits(x) == Float.floatToRawIntBits(o.x)
                && Float.floatToRawIntBits(y) == Float.floatToRawIntBits(o.y)
                && Float.floatToRawIntBits(z) == Float.floatToRawIntBits(o.z)
                && Float.floatToRawIntBits(w) == Float.floatToRawIntBits(o.w);
    }
}
