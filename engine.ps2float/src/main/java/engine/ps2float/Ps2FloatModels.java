package engine.ps2float;

import engine.api.math.FloatModel;

/**
 * The PS2's float models, and the name-to-model mapping a profile's {@code floatModel} is resolved with. They live
 * here, not in engine.api, because they are the emulation itself; the API keeps only the {@link FloatModel} contract
 * and its identity model {@link FloatModel#IEEE}.
 */
public final class Ps2FloatModels {

    /** The EE FPU (COP1), bit-exact to the hardware; {@code FPU.vu()} is {@link #VU}. */
    public static final FloatModel FPU = new Ps2FloatModel();

    /** VU0 (macro or micro mode), bit-exact to the hardware; {@code VU.fpu()} is {@link #FPU}. */
    public static final FloatModel VU = new Ps2VuFloatModel();

    private Ps2FloatModels() {
    }

    /** The model with this name ("ieee" or "ps2"); an unknown name is an IllegalArgumentException. */
    public static FloatModel byName(String name) {
        if ("ieee".equals(name)) {
            return FloatModel.IEEE;
        }
        if ("ps2".equals(name)) {
            return FPU;
        }
        throw new IllegalArgumentException("float model '" + name + "' is not one of: ieee, ps2");
    }
}
