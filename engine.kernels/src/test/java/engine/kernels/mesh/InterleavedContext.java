package engine.kernels.mesh;

import engine.api.body.WorldBodies;
import engine.api.kernel.KernelContext;
import engine.api.kernel.KernelTable;
import engine.api.math.FloatModel;
import engine.api.mesh.CollisionMesh;
import engine.api.mesh.MeshQuery;
import engine.api.quirk.QuirkLog;
import java.util.Objects;

/**
 * A world's context that runs another mesh query in the middle of a collector's walk: the first time the collector
 * reads a triangle's flags, the hook runs (on the world itself), then the flags are answered. Everything else is the
 * world's. So two queries interleave on one world, which VISITED_BITS_SHARED is about.
 */
public final class InterleavedContext implements KernelContext {
    private final KernelContext world;
    private final Runnable hook;
    private boolean done;

    /** world's context, running hook once at the first triangle-flags read. */
    public InterleavedContext(KernelContext world, Runnable hook) {
        this.world = Objects.requireNonNull(world);
        this.hook = Objects.requireNonNull(hook);
    }

    /** True once the hook has run. */
    public boolean interleaved() {
        return done;
    }

    @Override
    public KernelTable kernels() {
        return world.kernels();
    }

    @Override
    public CollisionMesh mesh() {
        return world.mesh();
    }

    @Override
    public int triangleFlags(int t) {
        if (!done) {
            done = true;
            hook.run();
        }
        return world.triangleFlags(t);
    }

    @Override
    public MeshQuery meshQuery() {
        return world.meshQuery();
    }

    @Override
    public WorldBodies bodies() {
        return world.bodies();
    }

    @Override
    public FloatModel floatModel() {
        return world.floatModel();
    }

    @Override
    public QuirkLog quirks() {
        return world.quirks();
    }
}
