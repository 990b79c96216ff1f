package engine.api.math;

import org.osgi.annotation.versioning.ProviderType;

/**
 * The named hardware operations the faithful kernels compute with, so one arithmetic model can be swapped
 * for another behind the same calls. {@link #IEEE} is the default (IEEE-754 float32, round to nearest); the
 * PS2 models (engine.ps2float.Ps2FloatModels.FPU, the EE FPU (COP1) bit for bit, and .VU, the VU0; see
 * docs/ps2-float.md) are implementations in the engine.ps2float bundle: exponent 255 is an ordinary exponent (no ∞ or NaN; the largest value is 0x7fffffff),
 * overflow clamps to ±0x7fffffff, exponent-0 values read as zero, add/sub keep one guard bit and truncate, the
 * multiplier can lose one ulp depending on operand order, and {@code rsqrt(0)} = 0x7fffffff so that
 * {@code 0 × rsqrt(0) = 0}.
 *
 * <p>A kernel says which unit an operation runs on: {@code model.vu().mul(a, b)} for VU0 code,
 * {@code model.fpu()} (or the model itself) for COP1 code; for IEEE both are the model itself. Operand order is
 * the instruction's: in {@code mul(a, b)} a is fs (the multiplicand) and b is ft. Values of a PS2 model must be
 * compared and converted with {@link #lt}, {@link #le}, {@link #eq}, {@link #toInt}, never with Java's operators.
 *
 * <p>Implementations are stateless and deterministic: the same operands give the same bits on every run
 * and thread.
 */
@ProviderType
public interface FloatModel {

    /** IEEE-754 float32 with round-to-nearest-even: Java's own float arithmetic. */
    FloatModel IEEE = new IeeeFloatModel();

    /** A short name for reports: "ieee", "ps2" (EE FPU) or "ps2-vu0". */
    String name();

    /** The model of the VU0 unit: the one VU code runs on (IEEE: this model). */
    default FloatModel vu() {
        return this;
    }

    /** The model of the EE FPU (COP1): the one scalar EE code runs on (IEEE: this model). */
    default FloatModel fpu() {
        return this;
    }

    /** a + b, rounded by the model. */
    float add(float a, float b);

    /** a − b, rounded by the model. */
    float sub(float a, float b);

    /** a × b, rounded by the model. */
    float mul(float a, float b);

    /** a / b, rounded by the model (IEEE: ±∞ or NaN for b = 0; PS2: ±max float). */
    float div(float a, float b);

    /** √a, rounded by the model (PS2: √|a|, the EE's answer for a negative operand). */
    float sqrt(float a);

    /** 1 / √a, rounded by the model (IEEE: +∞ for a = 0; PS2: 1 / √|a|, 0x7fffffff for a read as zero). */
    float rsqrt(float a);

    /** n / √r as one instruction (COP1 rsqrt.s, VU RSQRT; PS2: √|r|, ±0x7fffffff signed as n when r reads 0). */
    default float rsqrt(float n, float r) {
        return div(n, sqrt(r));
    }

    /** acc + a × b (COP1 madd.s, VU MADD; PS2: an overflowing product clamps whatever acc is). */
    default float madd(float acc, float a, float b) {
        return add(acc, mul(a, b));
    }

    /** acc − a × b (COP1 msub.s, VU MSUB/OPMSUB; PS2: an overflowing product clamps whatever acc is). */
    default float msub(float acc, float a, float b) {
        return sub(acc, mul(a, b));
    }

    /** |a| (PS2: the sign bit cleared). */
    default float abs(float a) {
        return Float.intBitsToFloat(Float.floatToRawIntBits(a) & 0x7FFF_FFFF);
    }

    /** −a (PS2: the sign bit flipped). */
    default float neg(float a) {
        return -a;
    }

    /** a &lt; b as the unit decides (COP1 c.lt.s; VU: flags of a − b). */
    default boolean lt(float a, float b) {
        return a < b;
    }

    /** a ≤ b as the unit decides (COP1 c.le.s; VU: flags of a − b). */
    default boolean le(float a, float b) {
        return a <= b;
    }

    /** a = b as the unit decides (COP1 c.eq.s; VU: zero flag of a − b). */
    default boolean eq(float a, float b) {
        return a == b;
    }

    /** a &gt; b as the unit decides: lt(b, a) (COP1 c.lt.s with the operands swapped; IEEE: a &gt; b). */
    default boolean gt(float a, float b) {
        return a > b;
    }

    /** a ≥ b as the unit decides: le(b, a) (COP1 c.le.s with the operands swapped; IEEE: a ≥ b). */
    default boolean ge(float a, float b) {
        return a >= b;
    }

    /** True when a is a number: IEEE: finite (no ∞ or NaN); PS2: always (exponent 255 is a number). */
    default boolean isNumber(float a) {
        return Float.isFinite(a);
    }

    /** The model's largest value, +∞ for IEEE and 0x7fffffff for the PS2: above every other value, lt-wise. */
    default float top() {
        return Float.POSITIVE_INFINITY;
    }

    /** A scalar minimum (COP1 min.s): IEEE: Math.min (NaN wins, −0 below +0); PS2: {@link #min}. */
    default float fmin(float a, float b) {
        return Math.min(a, b);
    }

    /** A scalar maximum (COP1 max.s): IEEE: Math.max (NaN wins, +0 above −0); PS2: {@link #max}. */
    default float fmax(float a, float b) {
        return Math.max(a, b);
    }

    /** a toward zero to an int (cvt.w.s / VFTOI0): saturating; IEEE: Java's (int) cast, NaN gives 0. */
    default int toInt(float a) {
        return (int) a;
    }

    /** An int to a float (cvt.s.w / VITOF0): IEEE rounds to nearest, PS2 toward zero. */
    default float toFloat(int i) {
        return i;
    }

    /** Dot product over x, y, z in the VU's summation order: (ax·bx + ay·by) + az·bz. */
    default float dot3(float ax, float ay, float az, float bx, float by, float bz) {
        return add(add(mul(ax, bx), mul(ay, by)), mul(az, bz));
    }

    /** Lane minimum: b when b &lt; a, else a (VU mini; ties keep a). */
    default float min(float a, float b) {
        return b < a ? b : a;
    }

    /** Lane maximum: b when b &gt; a, else a (VU max; ties keep a). */
    default float max(float a, float b) {
        return b > a ? b : a;
    }

    /**
     * out = a × b over xyz as VU code computes it (OPMULA ACC, a, b then OPMSUB out, b, a): out.x = a.y·b.z −
     * b.y·a.z, and so on; out.w is left as it was (the order of each product matters on the PS2 multiplier).
     */
    default Float4 cross3(Float4 a, Float4 b, Float4 out) {
        float x = msub(mul(a.y(), b.z()), b.y(), a.z());
        float y = msub(mul(a.z(), b.x()), b.z(), a.x());
        float z = msub(mul(a.x(), b.y()), b.x(), a.y());
        return out.set3(x, y, z);
    }

    /** unit(v) over xyz: out = v × rsqrt(v·v), out.w = v.w; a zero v follows the model's rsqrt(0). */
    default Float4 unit3(Float4 v, Float4 out) {
        float k = rsqrt(dot3(v.x(), v.y(), v.z(), v.x(), v.y(), v.z()));
        return out.set(mul(v.x(), k), mul(v.y(), k), mul(v.z(), k), v.w());
    }
}
