package engine.kernels.box;

import engine.api.body.WorldBodies;
import engine.api.kernel.KernelContext;
import engine.api.kernel.KernelTable;
import engine.api.math.FloatModel;
import engine.api.mesh.CollisionMesh;
import engine.api.mesh.MeshQuery;
import engine.api.quirk.QuirkLog;
import java.util.Objects;

/** A world's context that runs a hook (another mesh query on the same world) at the first triangle-flags read. */
final class Interleaved implements KernelContext {
    private final KernelContext world;
    private final Runnable hook;
    private boolean done;

    /** world's context, running hook once at the first triangle-flags read. */
    Interleaved(KernelContext world, Runnable hook) {
        this.world = Objects.requireNonNull(world);
        this.hook = Objects.requireNonNull(hook);
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
