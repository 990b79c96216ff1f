package engine.faithful.sweep;

import engine.api.kernel.KernelContext;
import engine.api.math.FloatModel;
import engine.api.quirk.QuirkLog;
import engine.faithful.shape.ShapeBounds;
import engine.faithful.shape.ShapePoses;
import engine.faithful.world.PhysicsWorld;

/**
 * The shape poses and bounds a kernel uses: the world's own when the context is a {@link PhysicsWorld}, else ones
 * made once for the context's quirk log and float model (made again only when either changes), so a call
 * allocates nothing.
 */
final class PosesOf {
    private ShapePoses own;
    private ShapeBounds ownBounds;
    private QuirkLog ownLog;
    private FloatModel ownModel;

    ShapePoses get(KernelContext ctx) {
        if (ctx instanceof PhysicsWorld w) {
            return w.poses();
        }
        refresh(ctx);
        return own;
    }

    ShapeBounds bounds(KernelContext ctx) {
        if (ctx instanceof PhysicsWorld w) {
            return w.shapeBounds();
        }
        refresh(ctx);
        return ownBounds;
    }

    private void refresh(KernelContext ctx) {
        if (own == null || ownLog != ctx.quirks() || ownModel != ctx.floatModel()) {
            ownLog = ctx.quirks();
            ownModel = ctx.floatModel();
            own = new ShapePoses(ownLog, ownModel);
            ownBounds = new ShapeBounds(ownModel);
        }
    }
}
