package engine.kernels.box;

import engine.api.body.Body;
import engine.api.body.Contact;
import engine.api.kernel.KernelContext;
import engine.api.kernel.pair.PairSweep;
import engine.api.math.Float4;
import engine.api.shape.Shape;

/**
 * A box-vs-x entry in the mirror style Unit 11 gives its mirrors (PhysicsSweep_SegmentSphere 0x00344538): the
 * forward kernel is called with the roles swapped and the move negated (x, y, z; w kept), and on a hit the
 * quadwords +0x00..+0x3f and +0x40..+0x7f are swapped. +0x80, +0x90, +0xa0 and +0xb0 are not: the point is the
 * other shape's position moved by −f·move, and a capsule-box corner slide keeps the capsule's direction. The
 * forward kernel is this kernel's own instance, called directly as the original calls it. Allocates nothing.
 */
public final class MirroredSweep implements PairSweep {
    private final PairSweep forward;
    private final Float4 back = new Float4();

    /** The mirror of forward, which is used by this instance alone. */
    public MirroredSweep(PairSweep forward) {
        this.forward = forward;
    }

    // Unit 5 / Unit 12 (reconstructed): the box-vs-x mirrors of sphere-box, segment-box and capsule-box
    @Override
    public boolean sweep(KernelContext ctx, Contact out, Body ownBody, Shape own, Body otherBody, Shape other,
                         Float4 move) {
        back.set(-move.x(), -move.y(), -move.z(), move.w());
        if (!forward.sweep(ctx, out, otherBody, other, ownBody, own, back)) {
            return false;
        }
        out.swapHalves();
        return true;
    }
}
