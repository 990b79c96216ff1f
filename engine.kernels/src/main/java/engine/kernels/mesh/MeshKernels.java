package engine.kernels.mesh;

import static engine.api.shape.ShapeType.BOX;
import static engine.api.shape.ShapeType.CAPSULE;
import static engine.api.shape.ShapeType.SPHERE;

import engine.api.slots.Slots;
import engine.kernels.registry.SlotRegistry;

/**
 * The mesh kernels' slots of Unit 2, one line each: the contact sort, the sphere and capsule mesh sweeps and the
 * mesh overlaps (the box's and the capsule's find nothing), with {@link MeshCorrections}. The box mesh sweep is the
 * box family's.
 */
public final class MeshKernels {

    private MeshKernels() {
    }

    /** Registers this family's slots and corrections. */
    public static void register(SlotRegistry.Builder r) {
        r.add(Slots.MESH_CONTACT_SORT, SortByFraction::new);
        r.add(Slots.meshSweep(SPHERE), SphereMeshSweep::new);
        r.add(Slots.meshSweep(CAPSULE), CapsuleMeshSweep::new);
        r.add(Slots.meshOverlap(SPHERE), SphereMeshOverlap::new);
        r.add(Slots.meshOverlap(BOX), c -> new NoMeshOverlap());
        r.add(Slots.meshOverlap(CAPSULE), c -> new NoMeshOverlap());
        r.corrections(MeshCorrections.all());
    }
}
