package engine.api.math;

import org.osgi.annotation.versioning.ProviderType;

/**
 * The named hardware operations the faithful kernels compute with, so one arithmetic model can be swapped
 * for another behind the same calls. {@link #IEEE} is the default (IEEE-754 float32, round to nearest);
 * {@link #PS2} models the EE/VU: no infinities or NaNs (results clamp to ±{@link Float#MAX_VALUE}),
 * denormals read and written as zero, rounding toward zero, and {@code rsqrt(0)} = the largest float so
 * that {@code 0 × rsqrt(0) = 0}.
 *
 * <p>Implementations are stateless and deterministic: the same operands give the same bits on every run
 * and thread.
 */
@ProviderType
public interface FloatModel {

    /** IEEE-754 float32 with round-to-nearest-even: Java's own float arithmetic. */
    FloatModel IEEE = new IeeeFloatModel();

    /** The EE FPU / VU model: round toward zero, clamp to ±max float, denormals as zero, no ∞ or NaN. */
    FloatModel PS2 = new Ps2FloatModel();

    /** The model with this name ("ieee" or "ps2"); an unknown name is an IllegalArgumentException. */
    static FloatModel byName(String name) {
        if ("ieee".equals(name)) {
            return IEEE;
        }
        if ("ps2".equals(name)) {
            return PS2;
        }
        throw new IllegalArgumentException("float model '" + name + "' is not one of: ieee, ps2");
    }

    /** A short name for reports: "ieee" or "ps2". */
    String name();

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

    /** 1 / √a, rounded by the model (IEEE: +∞ for a = 0; PS2: the largest float). */
    float rsqrt(float a);

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

    /** unit(v) over xyz: out = v × rsqrt(v·v), out.w = v.w; a zero v follows the model's rsqrt(0). */
    default Float4 unit3(Float4 v, Float4 out) {
        float k = rsqrt(dot3(v.x(), v.y(), v.z(), v.x(), v.y(), v.z()));
        return out.set(mul(v.x(), k), mul(v.y(), k), mul(v.z(), k), v.w());
    }
}
