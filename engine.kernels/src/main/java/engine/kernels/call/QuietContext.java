package engine.kernels.call;

import engine.api.body.WorldBodies;
import engine.api.kernel.KernelContext;
import engine.api.kernel.KernelTable;
import engine.api.math.FloatModel;
import engine.api.mesh.CollisionMesh;
import engine.api.mesh.MeshQuery;
import engine.api.quirk.QuirkLog;

/**
 * A world's context with its quirk log silenced: for a faithful kernel that asks another kernel a question the
 * original never asked (to learn whether one of its own quirks fired), so the answer's quirks are not reported as
 * the original's. Everything else is the wrapped context's. Owned by one kernel; rebound per call, no allocation.
 */
public final class QuietContext implements KernelContext {
    private KernelContext inner;

    /** A quiet context bound to nothing yet. */
    public QuietContext() {
    }

    /** Binds this to ctx and returns this. */
    public QuietContext of(KernelContext ctx) {
        inner = ctx;
        return this;
    }

    @Override
    public KernelTable kernels() {
        return inner.kernels();
    }

    @Override
    public CollisionMesh mesh() {
        return inner.mesh();
    }

    @Override
    public int triangleFlags(int t) {
        return inner.triangleFlags(t);
    }

    @Override
    public MeshQuery meshQuery() {
        return inner.meshQuery();
    }

    @Override
    public WorldBodies bodies() {
        return inner.bodies();
    }

    @Override
    public FloatModel floatModel() {
        return inner.floatModel();
    }

    @Override
    public QuirkLog quirks() {
        return QuirkLog.NONE;
    }
}
