package engine.kernels.pair;

import engine.api.body.Body;
import engine.api.body.Contact;
import engine.api.kernel.KernelConfig;
import engine.api.kernel.KernelContext;
import engine.api.kernel.pair.PairOverlap;
import engine.api.kernel.pair.PairSweep;
import engine.api.math.Float4;
import engine.api.math.FloatModel;
import engine.api.quirk.Quirk;
import engine.api.shape.Shape;

/**
 * Unit 11, the overlap-as-sweep entries PhysicsSweep_SegmentSegment (0x00344300, (4, 4)), PhysicsSweep_CapsuleSegment
 * (0x00345d18, (3, 4)) and PhysicsSweep_SegmentCapsule (0x00345d38, (4, 3)): each calls its Unit 4 overlap (0x00346500,
 * 0x00347148, 0x00346fb8) with (c, own, other) and returns the answer; the move is ignored
 * (PS2-DESIGN(SEGMENT_SWEEP_IS_OVERLAP)) and nothing is written. The original calls the overlap by its address, so the
 * overlap is this kernel's own instance, not the overlap table's entry. One instance per world.
 */
public final class OverlapSweep implements PairSweep {
    private final PairOverlap overlap;
    private final boolean fixLeftover;

    /** The entry answering overlap's result, for config's corrections. */
    public OverlapSweep(PairOverlap overlap, KernelConfig config) {
        this.overlap = overlap;
        this.fixLeftover = config.corrects(Quirk.SWEEP_LEFTOVER_FRACTION);
    }

    // Unit 11, PhysicsSweep_SegmentSegment (0x00344300), PhysicsSweep_CapsuleSegment (0x00345d18),
    // PhysicsSweep_SegmentCapsule (0x00345d38)
    @Override
    public boolean sweep(KernelContext ctx, Contact out, Body ownBody, Shape own, Body otherBody, Shape other,
                         Float4 move) {
        FloatModel m = ctx.floatModel();
        if (!m.eq(move.x(), 0f) || !m.eq(move.y(), 0f) || !m.eq(move.z(), 0f)) {
            // PS2-DESIGN(SEGMENT_SWEEP_IS_OVERLAP): a move is given and ignored; the answer is the start's overlap.
            ctx.quirks().fired(Quirk.SEGMENT_SWEEP_IS_OVERLAP);
        }
        if (!overlap.overlap(ctx, out, own, other)) {
            return false;
        }
        if (fixLeftover) {
            // A static overlap is a contact at the start of the move, with no flags.
            out.setFraction(0f);
            out.setFlags(0);
        } else if (Float.floatToRawIntBits(out.fraction()) != 0 || out.flags() != 0) {
            // PS2-BUG(SWEEP_LEFTOVER_FRACTION): the hit's fraction and flags are whatever the slot held.
            ctx.quirks().fired(Quirk.SWEEP_LEFTOVER_FRACTION);
        }
        return true;
    }
}
