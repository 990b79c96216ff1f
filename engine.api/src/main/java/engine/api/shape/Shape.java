package engine.api.shape;

import engine.api.math.Float4;
import java.util.Objects;

/**
 * The common shape head (Unit 6, PhysicsShape_Construct): chain link, local offset, previous position, type,
 * bone and flags. A mutable record owned by a world; its vector fields are live {@link Float4} storage.
 */
public abstract sealed class Shape permits BoxShape, SphereShape, CapsuleShape, SegmentShape {
    private final ShapeType type;
    private Shape next;
    private final Float4 localOffset = new Float4(0f, 0f, 0f, 1f);
    private final Float4 previous = new Float4();
    private int bone = -1;
    private int flags = ShapeFlags.ENABLED;

    /** The head as PhysicsShape_Construct writes it: next null, offset (0, 0, 0, 1), bone −1, flags 0x1. */
    protected Shape(ShapeType type) {
        this.type = Objects.requireNonNull(type, "type");
    }

    /** +0x30: the shape type. */
    public final ShapeType type() {
        return type;
    }

    /** +0x00: the next shape of the body's chain, or null. */
    public final Shape next() {
        return next;
    }

    /** Sets +0x00, the next shape of the chain (null ends it). */
    public final void setNext(Shape n) {
        next = n;
    }

    /** +0x10: the local offset (m) in the bone's or body's frame; live storage. */
    public final Float4 localOffset() {
        return localOffset;
    }

    /** +0x20: the previous position (sphere centre, box position, capsule base, segment start); live storage. */
    public final Float4 previous() {
        return previous;
    }

    /** +0x31: the bone index, −1 for the body's own frame (signed byte, −128..127). */
    public final int bone() {
        return bone;
    }

    /** Sets +0x31, the bone index (−128..127; −1 the body's own frame). */
    public final void setBone(int b) {
        if (b < Byte.MIN_VALUE || b > Byte.MAX_VALUE) {
            throw new IllegalArgumentException("bone " + b + " does not fit the signed byte at +0x31");
        }
        bone = b;
    }

    /** +0x32: the u16 flags ({@link ShapeFlags}). */
    public final int flags() {
        return flags;
    }

    /** Sets +0x32, the u16 flags (0..0xffff). */
    public final void setFlags(int f) {
        if ((f & ~0xffff) != 0) {
            throw new IllegalArgumentException("shape flags 0x" + Integer.toHexString(f) + " do not fit u16");
        }
        flags = f;
    }

    /** True when flag bit 0x1 is set. */
    public final boolean isEnabled() {
        return (flags & ShapeFlags.ENABLED) != 0;
    }

    /** The shape's world position field (vtable +0x20): centre, box position, capsule base or segment start. */
    public abstract Float4 position();
}
