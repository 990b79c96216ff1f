package engine.api.shape;

import engine.api.math.Float4;

/**
 * An upright capsule (Unit 6, 0x60 bytes): +0x40 radius, +0x44 height, +0x50 base (bottom centre); it spans
 * the vertical range [base.z, base.z + height]. The constructor writes neither radius nor height.
 */
public final class CapsuleShape extends Shape {
    private float radius;
    private float height;
    private final Float4 base = new Float4();

    /** PhysShapeCapsule_Construct: the head with type 3. */
    public CapsuleShape() {
        super(ShapeType.CAPSULE);
    }

    /** +0x40: the radius (m). */
    public float radius() {
        return radius;
    }

    /** +0x44: the height (m) of the vertical range above the base. */
    public float height() {
        return height;
    }

    /** PhysShapeCapsule_SetSize(height, radius): +0x44 = height, +0x40 = radius (note the order). */
    public void setSize(float newHeight, float newRadius) {
        height = newHeight;
        radius = newRadius;
    }

    /** Sets +0x40, the radius (m). */
    public void setRadius(float r) {
        radius = r;
    }

    /** Sets +0x44, the height (m). */
    public void setHeight(float h) {
        height = h;
    }

    /** +0x50: the base, the bottom centre in world space; live storage. */
    public Float4 base() {
        return base;
    }

    @Override
    public Float4 position() {
        return base;
    }
}
