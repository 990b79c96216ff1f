package engine.ps2float;

import engine.api.math.FloatModel;

/**
 * The EE FPU (COP1) as a {@link FloatModel}: thin float-typed wrappers over {@link Ps2Fpu}'s bit-level
 * operations. {@link #vu()} is the VU0 model; compares are c.lt.s / c.le.s / c.eq.s.
 */
final class Ps2FloatModel extends AbstractPs2FloatModel {

    @Override
    public String name() {
        return "ps2";
    }

    @Override
    public FloatModel vu() {
        return Ps2FloatModels.VU;
    }

    @Override
    public FloatModel fpu() {
        return this;
    }

    @Override
    int addBits(int a, int b) {
        return Ps2Fpu.add(a, b);
    }

    @Override
    int subBits(int a, int b) {
        return Ps2Fpu.sub(a, b);
    }

    @Override
    int mulBits(int a, int b) {
        return Ps2Fpu.mul(a, b);
    }

    @Override
    boolean ltBits(int a, int b) {
        return Ps2Fpu.lt(a, b);
    }

    @Override
    boolean leBits(int a, int b) {
        return Ps2Fpu.le(a, b);
    }

    @Override
    boolean eqBits(int a, int b) {
        return Ps2Fpu.eq(a, b);
    }
}
