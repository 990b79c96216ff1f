package engine.ps2float;

import engine.api.math.FloatModel;

/**
 * VU0 as a {@link FloatModel}: thin float-typed wrappers over {@link Ps2Vu}'s bit-level operations. Compares are
 * the MAC flags of a subtraction; {@link #fpu()} is the EE FPU model.
 */
final class Ps2VuFloatModel extends AbstractPs2FloatModel {

    @Override
    public String name() {
        return "ps2-vu0";
    }

    @Override
    public FloatModel vu() {
        return this;
    }

    @Override
    public FloatModel fpu() {
        return Ps2FloatModels.FPU;
    }

    @Override
    int addBits(int a, int b) {
        return Ps2Vu.add(a, b);
    }

    @Override
    int subBits(int a, int b) {
        return Ps2Vu.sub(a, b);
    }

    @Override
    int mulBits(int a, int b) {
        return Ps2Vu.mul(a, b);
    }

    @Override
    boolean ltBits(int a, int b) {
        return Ps2Vu.lt(a, b);
    }

    @Override
    boolean leBits(int a, int b) {
        return Ps2Vu.le(a, b);
    }

    @Override
    boolean eqBits(int a, int b) {
        return Ps2Vu.eq(a, b);
    }
}
