package engine.api.shape;

import engine.api.math.Float4;

/**
 * An oriented box (Unit 6, 0x90 bytes): +0x40 half extents (w 1 once sized), +0x50/+0x60/+0x70 the unit axes
 * A0, A1, A2 (w 0), +0x80 the centre. The constructor writes the identity axes and centre (0, 0, 0, 1).
 */
public final class BoxShape extends Shape {
    private final Float4 halfExtents = new Float4();
    private final Float4 axis0 = new Float4(1f, 0f, 0f, 0f);
    private final Float4 axis1 = new Float4(0f, 1f, 0f, 0f);
    private final Float4 axis2 = new Float4(0f, 0f, 1f, 0f);
    private final Float4 centre = new Float4(0f, 0f, 0f, 1f);

    /** PhysicsBox_Construct: the head with type 1, identity axes, centre (0, 0, 0, 1). */
    public BoxShape() {
        super(ShapeType.BOX);
    }

    /** PhysicsBox_SetSize(sx, sy, sz): half extents (0.5 sx, 0.5 sy, 0.5 sz, 1). */
    public void setSize(float sx, float sy, float sz) {
        halfExtents.set(0.5f * sx, 0.5f * sy, 0.5f * sz, 1f);
    }

    /** +0x40: the half extents (m); live storage. */
    public Float4 halfExtents() {
        return halfExtents;
    }

    /** Axis i (0..2) at +0x50 + 16i: a unit vector of the box frame; live storage. */
    public Float4 axis(int i) {
        return switch (i) {
            case 0 -> axis0;
            case 1 -> axis1;
            case 2 -> axis2;
            default -> throw new IndexOutOfBoundsException("box axis " + i + " not in 0..2");
        };
    }

    /** +0x80: the world centre; live storage. */
    public Float4 centre() {
        return centre;
    }

    @Override
    public Float4 position() {
        return centre;
    }
}
