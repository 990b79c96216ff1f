package engine.api.kernel.shape;

import engine.api.body.BodyOwner;
import engine.api.kernel.KernelContext;
import engine.api.math.Float4;
import engine.api.math.Mat4;
import engine.api.shape.BoxShape;
import engine.api.shape.Shape;
import org.osgi.annotation.versioning.ProviderType;

/**
 * The shape vtable's pose, enable, set-position and set-from-matrix slots and PhysicsBox_GetCorners (Unit 6): how a
 * shape follows its owner's transform and bone every update, and the flag 0x10 rule for its previous position.
 */
@ProviderType
public interface ShapePose {

    /** Shape vtable +0x28: poses s from owner by its type (positions in m). */
    void pose(KernelContext ctx, Shape s, BodyOwner owner);

    /** Shape vtable +0x18: on sets flags 0x11 (enabled, reset previous at the next pose), off clears 0x1. */
    void enable(KernelContext ctx, Shape s, boolean on);

    /** Shape vtable +0x08: copies p (all four words, m) into the position field; previous untouched. */
    void setPosition(KernelContext ctx, Shape s, Float4 p);

    /** Shape vtable +0x30: sets s from a matrix whose row 3 is the position (m), per type. */
    void setFromMatrix(KernelContext ctx, Shape s, Mat4 m);

    /** PhysicsBox_GetCorners: the eight corners of b (m, w = 1) into out[0..7], in the spec's order. */
    void boxCorners(KernelContext ctx, BoxShape b, Float4[] out);
}
