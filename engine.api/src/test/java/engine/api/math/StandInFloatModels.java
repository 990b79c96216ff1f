package engine.api.math;

/**
 * A second float model for API tests, which cannot see the PS2 emulation (engine.ps2float depends on this bundle):
 * IEEE arithmetic under the name "ps2", so a test can tell which model a table or config carries.
 */
public final class StandInFloatModels {

    /** IEEE arithmetic named "ps2": a model other than {@link FloatModel#IEEE}. */
    public static final FloatModel PS2 = new FloatModel() {
        @Override
        public String name() {
            return "ps2";
        }

        @Override
        public float add(float a, float b) {
            return FloatModel.IEEE.add(a, b);
        }

        @Override
        public float sub(float a, float b) {
            return FloatModel.IEEE.sub(a, b);
        }

        @Override
        public float mul(float a, float b) {
            return FloatModel.IEEE.mul(a, b);
        }

        @Override
        public float div(float a, float b) {
            return FloatModel.IEEE.div(a, b);
        }

        @Override
        public float sqrt(float a) {
            return FloatModel.IEEE.sqrt(a);
        }

        @Override
        public float rsqrt(float a) {
            return FloatModel.IEEE.rsqrt(a);
        }
    };

    private StandInFloatModels() {
    }

    /** "ieee" to {@link FloatModel#IEEE}, "ps2" to {@link #PS2}: the mapping KernelSelection is handed in tests. */
    public static FloatModel byName(String name) {
        if ("ieee".equals(name)) {
            return FloatModel.IEEE;
        }
        if ("ps2".equals(name)) {
            return PS2;
        }
        throw new IllegalArgumentException("float model '" + name + "' is not one of: ieee, ps2");
    }
}
