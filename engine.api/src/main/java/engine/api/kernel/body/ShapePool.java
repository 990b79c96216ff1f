package engine.api.kernel.body;

import engine.api.kernel.KernelContext;
import engine.api.shape.BoxShape;
import engine.api.shape.Shape;
import engine.api.shape.SphereShape;
import org.osgi.annotation.versioning.ProviderType;

/**
 * The shape pools IPhysics_Construct builds (Unit 8): object spheres and boxes, car boxes, the two-metre push
 * spheres and the weapon strike spheres, their allocators and IPhysics_FreeShape. Holds that part of one world's
 * state. An allocator returns null when its pool is full.
 */
@ProviderType
public interface ShapePool {

    /** IPhysics_AllocObjectSphere: the first free object sphere, flags |= 0xb; null when full. */
    SphereShape allocObjectSphere(KernelContext ctx);

    /** IPhysics_AllocObjectBox: the first free object box, flags |= 0xb; null when full. */
    BoxShape allocObjectBox(KernelContext ctx);

    /** IPhysics_AllocCarBox: the first free car box, flags |= 0xb; null when full. */
    BoxShape allocCarBox(KernelContext ctx);

    /** IPhysics_AllocBigSphere: the first free push sphere, radius 2.0 m, flags |= 0xb; null when full. */
    SphereShape allocBigSphere(KernelContext ctx);

    /** IPhysics_FindFreeStrikeSphere: the first strike sphere not enabled (the caller enables it); null when none. */
    SphereShape findFreeStrikeSphere(KernelContext ctx);

    /** IPhysics_FreeShape: gives s back to its pool (flag 0x8 cleared). */
    void freeShape(KernelContext ctx, Shape s);
}
