package engine.peers;

import engine.api.body.Body;
import engine.api.body.Contact;
import engine.api.kernel.KernelTable;
import engine.api.kernel.mesh.MeshSweep;
import engine.api.math.Float4;
import engine.api.quirk.QuirkLog;
import engine.api.selection.KernelSelection;
import engine.api.selection.Profile;
import engine.api.shape.ShapeType;
import engine.api.shape.SphereShape;
import engine.api.slots.Slots;
import engine.faithful.provider.FaithfulProvider;
import engine.fixed.provider.FixedProvider;
import engine.kernels.library.KernelLibrary;
import engine.kernels.world.PhysicsWorld;
import engine.ps2float.Ps2FloatModels;
import java.util.List;

/**
 * The project's sphere mesh sweep (Unit 2, PhysicsMesh_SweepSphere) under one profile, on one world holding the
 * workload's mesh: every call reuses the same body, shape, vectors and contact slots, so a pass allocates nothing.
 * Options 0 (no n.z range, one-sided faces, no backfaces), max 1: the nearest contact.
 */
final class EngineSweeps implements SweepEngine {
    private final String name;
    private final PhysicsWorld world;
    private final MeshSweep sweep;
    private final Contact[] out = {new Contact()};
    private final Body body = new Body();
    private final SphereShape sphere = new SphereShape();
    private final Float4 move = new Float4();
    private final Float4 boxMin = new Float4();
    private final Float4 boxMax = new Float4();

    /** The sweep of provider ("faithful" or "fixed") on a world of w's mesh. */
    EngineSweeps(String provider, Workload w) {
        this.name = provider;
        KernelTable table = KernelSelection.resolve(Ps2FloatModels::byName, Profile.of(provider),
                List.of(new FaithfulProvider(), new FixedProvider()), KernelLibrary.worldSlots());
        world = new PhysicsWorld(table, w.mesh(), QuirkLog.NONE);
        sweep = table.get(Slots.meshSweep(ShapeType.SPHERE));
        sphere.setRadius(w.radius());
        body.setFirstShape(sphere);
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public int run(float[] rows, int count, float radius, float[] distances) {
        int hits = 0;
        for (int i = 0; i < count; i++) {
            int at = i * Workload.ROW;
            float cx = rows[at], cy = rows[at + 1], cz = rows[at + 2];
            float len = rows[at + 6];
            float mx = rows[at + 3] * len, my = rows[at + 4] * len, mz = rows[at + 5] * len;
            sphere.centre().set(cx, cy, cz, 1f);
            move.set(mx, my, mz, 0f);
            // AABB_ExtendByMove of the sphere's box.
            boxMin.set(Math.min(cx - radius, cx - radius + mx), Math.min(cy - radius, cy - radius + my),
                    Math.min(cz - radius, cz - radius + mz), 1f);
            boxMax.set(Math.max(cx + radius, cx + radius + mx), Math.max(cy + radius, cy + radius + my),
                    Math.max(cz + radius, cz + radius + mz), 1f);
            int n = sweep.sweep(world, out, 0, 1, boxMin, boxMax, body, sphere, move, 0, 0f, 0f);
            if (n > 0) {
                distances[i] = out[0].fraction() * len;
                hits++;
            } else {
                distances[i] = Float.NaN;
            }
        }
        return hits;
    }

    @Override
    public void close() {
    }
}
