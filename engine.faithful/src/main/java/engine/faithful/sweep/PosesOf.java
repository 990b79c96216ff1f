package engine.faithful.sweep;

import engine.api.kernel.KernelContext;
import engine.api.quirk.QuirkLog;
import engine.faithful.shape.ShapePoses;
import engine.faithful.world.PhysicsWorld;

/**
 * The shape poses a kernel re-poses with: the world's own when the context is a {@link PhysicsWorld}, else one
 * made once for the context's quirk log (made again only when the log changes), so a call allocates nothing.
 */
final class PosesOf {
    private ShapePoses own;
    private QuirkLog ownLog;

    ShapePoses get(KernelContext ctx) {
        if (ctx instanceof PhysicsWorld w) {
            return w.poses();
        }
        if (own == null || ownLog != ctx.quirks()) {
            ownLog = ctx.quirks();
            own = new ShapePoses(ownLog);
        }
        return own;
    }
}
