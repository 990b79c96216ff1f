package engine.kernels.mesh;

import engine.api.body.Contact;
import engine.api.kernel.KernelContext;
import engine.api.kernel.mesh.MeshOverlap;
import engine.api.math.Float4;
import engine.api.shape.Shape;

/**
 * Unit 2, PhysicsMeshOverlap_Box (0x003473b8) and PhysicsMeshOverlap_Capsule (0x003473c0): 8-byte stubs that
 * return 0, so a box or a capsule never overlaps the level mesh. Stateless; one instance may serve both slots.
 */
public final class NoMeshOverlap implements MeshOverlap {

    /** A kernel with no state: the original looks at nothing. */
    public NoMeshOverlap() {
    }

    // Unit 2, PhysicsMeshOverlap_Box (0x003473b8) / PhysicsMeshOverlap_Capsule (0x003473c0)
    @Override
    public int overlap(KernelContext ctx, Contact[] out, int offset, int room, Float4 boxMin, Float4 boxMax,
                       Shape shape, int options, float minNz, float maxNz) {
        // PS2-DESIGN(MESH_OVERLAP_BOX_CAPSULE_NONE): the original returns 0 and looks at nothing.
        return 0;
    }
}
