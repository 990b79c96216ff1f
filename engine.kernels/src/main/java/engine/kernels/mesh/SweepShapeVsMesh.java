package engine.kernels.mesh;

import engine.api.body.Body;
import engine.api.body.Contact;
import engine.api.kernel.KernelContext;
import engine.api.kernel.mesh.MeshSweep;
import engine.api.math.Float4;
import engine.api.shape.Shape;
import engine.api.slots.Slots;

/**
 * Unit 2, IPhysics_SweepShapeVsMesh (0x0033d2d8): the walking sweep's mesh step. Picks the mesh sweep of the
 * body's first shape's type from the table and calls it with max 1, options 4 for a human type mask, minimum n.z
 * −0.65 and maximum n.z 0; true when it returned a non-zero count. Stateless.
 */
public final class SweepShapeVsMesh {
    /** The minimum n.z passed in f12 (0xbf266666). */
    public static final float MIN_NZ = -0.65f;

    private SweepShapeVsMesh() {
    }

    /**
     * Sweeps body's first shape by move against the mesh inside the pass's box, writing at most one contact
     * (the capsule may write more: it ignores max) from out[offset].
     */
    public static boolean sweep(KernelContext ctx, Contact[] out, int offset, Float4 boxMin, Float4 boxMax, Body body,
                                Float4 move) {
        Shape shape = body.firstShape();
        if (shape == null) {
            return false;
        }
        MeshSweep kernel = ctx.kernels().find(Slots.meshSweep(shape.type()));
        if (kernel == null) {
            return false;
        }
        int options = (body.typeMask() >> 4) & 4; // 4 for a human (0x40)
        // PS2-DESIGN(ONE_MESH_CONTACT_PER_PASS): max 1; the caller inserts only the first contact.
        return kernel.sweep(ctx, out, offset, 1, boxMin, boxMax, body, shape, move, options, MIN_NZ, 0f) != 0;
    }
}
