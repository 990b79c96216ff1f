package engine.kernels.pair;

import engine.api.body.Body;
import engine.api.body.Contact;
import engine.api.kernel.KernelContext;
import engine.api.kernel.pair.PairSweep;
import engine.api.math.Float4;
import engine.api.math.FloatModel;
import engine.api.shape.Shape;
import engine.kernels.registry.SlotRegistry;

/**
 * Unit 11, the mirrored entries PhysicsSweep_CapsuleSphere (0x00345910, table (3, 2)) and PhysicsSweep_SegmentSphere
 * (0x00344538, table (4, 2)): the sphere's entry ((2, 3) or (2, 4)) called with the roles swapped and the move
 * negated in x, y, z (w kept), then, on a hit, quadwords +0x00..+0x3f swapped with +0x40..+0x7f. +0x80, +0x90 and
 * +0xb0 are not swapped, so +0x90 is the sphere's centre moved by −f·move (PS2-DESIGN(MIRROR_POINT_OTHER_SHAPE)).
 * The original calls the sphere's function by its address, not through the table, so the inner entry is this
 * kernel's own, built with this slot's corrections. The reconstructed box-vs-x entries of Units 5 and 12
 * (sweep.box.capsule, .sphere, .segment; docs/box-sweeps.md) are mirrors of the same kind. One instance per world.
 */
public final class MirroredSweep implements PairSweep {
    private final PairSweep forward;
    private final Float4 back = new Float4();

    /** The mirror of forward, the entry of the swapped pair (used by this instance alone). */
    public MirroredSweep(PairSweep forward) {
        this.forward = forward;
    }

    /** A mirrored pair's maker: forward's kernel for the order registered first, its mirror for the other. */
    public static SlotRegistry.PairMaker<PairSweep> of(SlotRegistry.Maker<? extends PairSweep> forward) {
        return (config, first) -> first ? forward.make(config) : new MirroredSweep(forward.make(config));
    }

    // Unit 11, PhysicsSweep_CapsuleSphere (0x00345910) and PhysicsSweep_SegmentSphere (0x00344538)
    @Override
    public boolean sweep(KernelContext ctx, Contact out, Body ownBody, Shape own, Body otherBody, Shape other,
                         Float4 move) {
        FloatModel m = ctx.floatModel();
        back.set(m.neg(move.x()), m.neg(move.y()), m.neg(move.z()), move.w());
        if (!forward.sweep(ctx, out, otherBody, other, ownBody, own, back)) {
            return false;
        }
        out.swapHalves();
        return true;
    }
}
