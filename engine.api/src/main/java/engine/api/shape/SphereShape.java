package engine.api.shape;

import engine.api.math.Float4;

/** A sphere (Unit 6, 0x60 bytes): +0x40 radius, +0x50 centre. */
public final class SphereShape extends Shape {
    private float radius;
    private final Float4 centre = new Float4();

    /** PhysShapeSphere_Construct: the head with type 2 and radius 0. */
    public SphereShape() {
        super(ShapeType.SPHERE);
    }

    /** +0x40: the radius (m). */
    public float radius() {
        return radius;
    }

    /** Sets +0x40, the radius (m). */
    public void setRadius(float r) {
        radius = r;
    }

    /** +0x50: the world centre; live storage. */
    public Float4 centre() {
        return centre;
    }

    @Override
    public Float4 position() {
        return centre;
    }
}
