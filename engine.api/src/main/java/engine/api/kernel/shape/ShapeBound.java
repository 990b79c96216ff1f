package engine.api.kernel.shape;

import engine.api.kernel.KernelContext;
import engine.api.math.Float4;
import engine.api.shape.Shape;
import org.osgi.annotation.versioning.ProviderType;

/**
 * PhysicsShape_GetBounds (Unit 6) and PhysicsBody_AddShapeBounds (Unit 7): a posed shape's world box, alone or
 * merged into a body's box.
 */
@ProviderType
public interface ShapeBound {

    /** PhysicsShape_GetBounds: s's world box (m) into min and max. */
    void bounds(KernelContext ctx, Shape s, Float4 min, Float4 max);

    /** PhysicsBody_AddShapeBounds: box {min, max} (m) grown per axis by s's bounds, then both w = 1. */
    void addShapeBounds(KernelContext ctx, Float4 min, Float4 max, Shape s);
}
