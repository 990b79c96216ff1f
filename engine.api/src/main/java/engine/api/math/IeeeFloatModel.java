package engine.api.math;

/** IEEE-754 float32, round to nearest even: the JVM's own float operations. */
final class IeeeFloatModel implements FloatModel {

    @Override
    public String name() {
        return "ieee";
    }

    @Override
    public float add(float a, float b) {
        return a + b;
    }

    @Override
    public float sub(float a, float b) {
        return a - b;
    }

    @Override
    public float mul(float a, float b) {
        return a * b;
    }

    @Override
    public float div(float a, float b) {
        return a / b;
    }

    @Override
    public float sqrt(float a) {
        // StrictMath: the correctly rounded square root, identical on every JVM.
        return (float) StrictMath.sqrt(a);
    }

    @Override
    public float rsqrt(float a) {
        // The VU computes 1/sqrt as a division by the rounded square root.
        return 1f / (float) StrictMath.sqrt(a);
    }
}
