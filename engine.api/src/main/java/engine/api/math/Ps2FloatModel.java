package engine.api.math;

/**
 * The EE FPU / VU float model: every result is the exact result rounded toward zero to float32, clamped to
 * ±{@link Float#MAX_VALUE} and with denormals flushed to a zero of the exact result's sign.
 *
 * <p>Operands are read first: a denormal reads as a zero of its sign; ±∞ (which the EE cannot produce) reads
 * as ±{@link Float#MAX_VALUE}; any NaN reads as +{@link Float#MAX_VALUE} whatever its sign bit (the EE reads
 * exponent 255 as a huge number, and a Java NaN's sign bit is not reliable across JVMs). Division by zero,
 * 0/0 included, gives ±{@link Float#MAX_VALUE} with sign = sign(a) xor sign(b). {@code sqrt} takes √|a|, so
 * {@code sqrt(-0)} is +0. {@code rsqrt(a)} is {@code div(1, sqrt(a))}: two truncations, as the VU divides
 * by the square root, and {@code rsqrt(0)} = {@link Float#MAX_VALUE}. A zero exact sum takes IEEE's sign
 * (+0 unless both addends are −0).
 *
 * <p>Each operation takes Java's round-to-nearest result {@code r}, which is the truncated result or its
 * neighbour away from zero, then decides which with an exact comparison in double.
 */
final class Ps2FloatModel implements FloatModel {

    @Override
    public String name() {
        return "ps2";
    }

    @Override
    public float add(float a, float b) {
        return sum(read(a), read(b));
    }

    @Override
    public float sub(float a, float b) {
        // Read before negating, so a NaN b reads as +max and is then subtracted.
        return sum(read(a), -read(b));
    }

    @Override
    public float mul(float a, float b) {
        float x = read(a);
        float y = read(b);
        float r = x * y;
        if (Float.isInfinite(r)) {
            return StrictMath.copySign(Float.MAX_VALUE, r);
        }
        // Two 24-bit significands: the product is exact in double.
        double exact = (double) x * y;
        return truncate(r, StrictMath.abs((double) r) > StrictMath.abs(exact));
    }

    @Override
    public float div(float a, float b) {
        float x = read(a);
        float y = read(b);
        if (y == 0f) {
            // The EE's answer for x/0 and 0/0 alike: ±max, sign = sign(x) xor sign(y).
            boolean negative = (Float.floatToRawIntBits(x) ^ Float.floatToRawIntBits(y)) < 0;
            return negative ? -Float.MAX_VALUE : Float.MAX_VALUE;
        }
        float r = x / y;
        if (Float.isInfinite(r)) {
            return StrictMath.copySign(Float.MAX_VALUE, r);
        }
        // |r| > |x/y| exactly when |r·y| > |x|; r·y is exact in double.
        return truncate(r, StrictMath.abs((double) r * y) > StrictMath.abs((double) x));
    }

    @Override
    public float sqrt(float a) {
        // The EE takes the absolute value of a negative operand; |−0| = +0.
        float x = StrictMath.abs(read(a));
        // Correctly rounded to double, then to float: at most one float ulp above the truncation.
        float r = (float) StrictMath.sqrt(x);
        // r·r is exact in double; √x of a normal float is normal, so nothing flushes.
        return truncate(r, (double) r * r > x);
    }

    @Override
    public float rsqrt(float a) {
        // The VU divides by the square root: two truncations; sqrt(0) = 0 gives max, so 0 × rsqrt(0) = 0.
        return div(1f, sqrt(a));
    }

    /** The model's reading of an operand: NaN as +max, ±∞ as ±max, a denormal as a zero of its sign. */
    private static float read(float a) {
        if (Float.isNaN(a)) {
            return Float.MAX_VALUE;
        }
        if (Float.isInfinite(a)) {
            return StrictMath.copySign(Float.MAX_VALUE, a);
        }
        if (StrictMath.abs(a) < Float.MIN_NORMAL) {
            return StrictMath.copySign(0f, a);
        }
        return a;
    }

    /** x + y of read operands, truncated, clamped and flushed. */
    private static float sum(float x, float y) {
        float r = x + y;
        if (Float.isInfinite(r)) {
            return StrictMath.copySign(Float.MAX_VALUE, r);
        }
        // x + y need not be exact in double when exponents are far apart: TwoSum gives the exact error e,
        // so x + y = s + e exactly.
        double s = (double) x + y;
        double yv = s - x;
        double e = (x - (s - yv)) + (y - yv);
        // s − r is exact (both within a float ulp of x + y); the rounded sum of two doubles keeps the sign
        // of their exact sum, so d has the sign of (x + y) − r.
        double d = (s - r) + e;
        boolean away = (r > 0f && d < 0) || (r < 0f && d > 0);
        return truncate(r, away);
    }

    /**
     * The truncated result from a finite nearest result {@code r}: one step toward zero when {@code r}
     * rounded away from zero, then denormals flushed to a zero of r's sign (r's sign is the exact result's).
     */
    private static float truncate(float r, boolean roundedAway) {
        float t = r;
        if (roundedAway) {
            // r ≠ 0 here; sign-magnitude bits: minus one is one step toward zero for either sign.
            t = Float.intBitsToFloat(Float.floatToRawIntBits(r) - 1);
        }
        if (StrictMath.abs(t) < Float.MIN_NORMAL) {
            return StrictMath.copySign(0f, r);
        }
        return t;
    }
}
