package engine.api.kernel.body;

import engine.api.body.Body;
import engine.api.body.BodyOwner;
import engine.api.kernel.KernelContext;
import engine.api.math.Mat4;
import engine.api.shape.Shape;
import org.osgi.annotation.versioning.ProviderType;

/**
 * The body functions of Unit 7 that act: PhysicsBody_ConstructForOwner on a body record, SetOwner, AddShape, the
 * body vtable's Update (with the 0x801 update sweep) and Moved. A human body's Update and Moved are the human body
 * set's (slot human-body).
 */
@ProviderType
public interface BodyFunctions {

    /** PhysicsBody_ConstructForOwner on the record b: PhysicsBody_Construct's fields, the owner and its type mask. */
    void constructForOwner(KernelContext ctx, Body b, BodyOwner o);

    /** PhysicsBody_SetOwner: the owner always; the type mask only for a non-null owner. */
    void setOwner(KernelContext ctx, Body b, BodyOwner o);

    /** PhysicsBody_AddShape: appends s at the end of b's shape chain. */
    void addShape(KernelContext ctx, Body b, Shape s);

    /** Body vtable +0x10: poses and bounds every shape, re-sorts b, and runs the update sweep when flagged 0x801. */
    void update(KernelContext ctx, Body b, BodyOwner o);

    /** Body vtable +0x18: b was moved to the matrix m (row 3 the position, m): shapes set from it, re-sorted. */
    void moved(KernelContext ctx, Body b, Mat4 m);
}
