package engine.kernels.human;

import engine.api.body.Body;
import engine.api.body.Contact;
import engine.api.kernel.KernelContext;
import engine.api.kernel.mesh.MeshSweep;
import engine.api.kernel.pair.PairSweep;
import engine.api.math.Aabb;
import engine.api.math.Float4;
import engine.api.math.FloatModel;
import engine.api.shape.SegmentShape;
import engine.api.shape.Shape;
import engine.api.slots.Slots;
import engine.kernels.call.Calls;

/**
 * Unit 5's per-shape strike sweep as Human_TestStrikes runs it, reconstructed (catalogue STRIKE_SHAPE_SWEEP,
 * docs/strike-test.md): the shape's move is cur − prev (its position against its previous position +0x20); the
 * shape is put back at prev (its position set to prev, a segment's end moved by −move with it), swept by the move
 * through the pair table or its mesh sweep, and put back at cur (the saved bits). Owned by one strike test.
 */
final class StrikeSweep {
    private final Float4 move = new Float4();
    private final Float4 cur = new Float4();
    private final Float4 curEnd = new Float4();
    private final Float4 boxMin = new Float4();
    private final Float4 boxMax = new Float4();

    /** The move of the last {@link #prepare}: cur − prev (xyz, w = 1); live storage. */
    Float4 move() {
        return move;
    }

    /** Computes s's move, cur − prev (xyz, w = 1), in m's arithmetic, for the sweeps that follow. */
    void prepare(FloatModel m, Shape s) {
        Float4 p = s.position();
        Float4 prev = s.previous();
        move.set(m.sub(p.x(), prev.x()), m.sub(p.y(), prev.y()), m.sub(p.z(), prev.z()), 1f);
    }

    /** Puts s at its previous pose: position = prev (xyz), a segment's end moved by −move; cur is saved. */
    private void back(FloatModel m, Shape s) {
        Float4 p = s.position();
        cur.set(p);
        p.set3(s.previous().x(), s.previous().y(), s.previous().z());
        if (s instanceof SegmentShape seg) {
            Float4 e = seg.end();
            curEnd.set(e);
            e.set3(m.sub(e.x(), move.x()), m.sub(e.y(), move.y()), m.sub(e.z(), move.z()));
        }
    }

    /** Puts s back at cur, bit for bit. */
    private void restore(Shape s) {
        s.position().set(cur);
        if (s instanceof SegmentShape seg) {
            seg.end().set(curEnd);
        }
    }

    /**
     * Sweeps s (of ownBody) from prev by the prepared move against other (of otherBody) through the sweep table's
     * entry for their types; s is back at cur afterwards. False when the entry is empty or the sweep misses.
     */
    boolean against(KernelContext ctx, Contact out, Body ownBody, Shape s, Body otherBody, Shape other) {
        PairSweep fn = ctx.kernels().find(Slots.pairSweep(s.type(), other.type()));
        if (fn == null) {
            return false;
        }
        back(ctx.floatModel(), s);
        try {
            return fn.sweep(ctx, out, ownBody, s, otherBody, other, move);
        } finally {
            restore(s);
        }
    }

    /** True when s's type has a mesh sweep (IPhysics +0xe0 + type × 4). */
    static boolean hasMeshSweep(KernelContext ctx, Shape s) {
        return ctx.kernels().find(Slots.meshSweep(s.type())) != null;
    }

    /**
     * Sweeps s from prev by the prepared move against the level: a scratch box, s's bounds at prev grown by the move
     * (AABB_ExtendByMove), then the type's mesh sweep with max 1, ownBody, the options and the n.z limits, into
     * out[0]; s is back at cur afterwards. True on a hit.
     */
    boolean level(KernelContext ctx, Contact[] out, Body ownBody, Shape s, int options, float minNz, float maxNz) {
        MeshSweep fn = ctx.kernels().find(Slots.meshSweep(s.type()));
        if (fn == null) {
            return false;
        }
        FloatModel m = ctx.floatModel();
        back(m, s);
        try {
            Calls.bounds(ctx, s, boxMin, boxMax);
            Aabb.extendByMove(m, boxMin, boxMax, move);
            return fn.sweep(ctx, out, 0, 1, boxMin, boxMax, ownBody, s, move, options, minNz, maxNz) > 0;
        } finally {
            restore(s);
        }
    }
}
