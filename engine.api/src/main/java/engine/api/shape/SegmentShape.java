package engine.api.shape;

import engine.api.math.Float4;

/** A segment (Unit 6, 0x70 bytes): +0x40 start, +0x50 end, +0x60 radius, +0x64 length. */
public final class SegmentShape extends Shape {
    private final Float4 start = new Float4();
    private final Float4 end = new Float4();
    private float radius;
    private float length;

    /** PhysShapeSegment_Construct: the head with type 4, nothing else written. */
    public SegmentShape() {
        super(ShapeType.SEGMENT);
    }

    /** +0x40: the world start point; live storage. */
    public Float4 start() {
        return start;
    }

    /** +0x50: the world end point; live storage. */
    public Float4 end() {
        return end;
    }

    /** +0x60: the radius (m). */
    public float radius() {
        return radius;
    }

    /** Sets +0x60, the radius (m). */
    public void setRadius(float r) {
        radius = r;
    }

    /** +0x64: the length (m) from start along the bone's or body's x axis. */
    public float length() {
        return length;
    }

    /** Sets +0x64, the length (m). */
    public void setLength(float l) {
        length = l;
    }

    @Override
    public Float4 position() {
        return start;
    }
}
