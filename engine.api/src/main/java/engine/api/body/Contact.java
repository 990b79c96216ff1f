package engine.api.body;

import engine.api.math.Float4;
import engine.api.shape.Shape;

/**
 * The 0xc0-byte contact (Units 2, 3, 11). Kernels write it in place; a world keeps a fixed array of them and
 * reuses the slots, so a field a kernel does not write keeps what the slot held, as in the original.
 */
public final class Contact {
    private final ContactHalf own = new ContactHalf();
    private final ContactHalf other = new ContactHalf();
    private float fraction;
    private float scalar84;
    private float distance;
    private final Float4 point = new Float4();
    private final Float4 slide = new Float4();
    private int flags;
    private int triangle = -1;

    /** An empty slot: no owners, zero vectors, triangle −1. */
    public Contact() {
    }

    /** The own half (+0x00 owner, +0x04 shape, +0x10 direction: the unit move or −normal). */
    public ContactHalf own() {
        return own;
    }

    /** The other half (+0x40 owner, +0x44 shape, +0x50 unit normal towards the mover). */
    public ContactHalf other() {
        return other;
    }

    /** +0x00: the mover's owner. */
    public BodyOwner ownOwner() {
        return own.owner();
    }

    /** +0x04: the mover's shape. */
    public Shape ownShape() {
        return own.shape();
    }

    /** +0x40: the other owner, null for the level. */
    public BodyOwner otherOwner() {
        return other.owner();
    }

    /** +0x44: the other shape, null for the level. */
    public Shape otherShape() {
        return other.shape();
    }

    /** +0x10: the own half's direction (unit move for the mesh sweeps, −normal for the pairs); live storage. */
    public Float4 unitMove() {
        return own.direction();
    }

    /** +0x50: the unit normal, pointing out of the surface towards the mover; live storage. */
    public Float4 normal() {
        return other.direction();
    }

    /** +0x80: the fraction f of the pass's move at the contact (0..1), or the depth for a mesh overlap (m). */
    public float fraction() {
        return fraction;
    }

    /** Sets +0x80. */
    public void setFraction(float f) {
        fraction = f;
    }

    /** +0x84: a scalar the capsule mesh sweep and the landing test write as 0.0 (no reader traced). */
    public float scalar84() {
        return scalar84;
    }

    /** Sets +0x84. */
    public void setScalar84(float v) {
        scalar84 = v;
    }

    /** +0x88: the sphere mesh sweep's signed start distance n·c − d, or the sphere-segment distance (m). */
    public float distance() {
        return distance;
    }

    /** Sets +0x88. */
    public void setDistance(float d) {
        distance = d;
    }

    /** +0x90: the contact point, the shape's position at the contact (t·move + position, w = 1); live storage. */
    public Float4 point() {
        return point;
    }

    /** +0xa0: the slide vector, a displacement (m); live storage. */
    public Float4 slide() {
        return slide;
    }

    /** +0xb0: the contact flags ({@link ContactFlags}). */
    public int flags() {
        return flags;
    }

    /** Sets +0xb0. */
    public void setFlags(int f) {
        flags = f;
    }

    /** +0xb4: the mesh triangle index, or −1 for a body contact (the original stores 0). */
    public int triangle() {
        return triangle;
    }

    /** Sets +0xb4: a triangle index, or −1 for none. */
    public void setTriangle(int t) {
        triangle = t;
    }

    /** Swaps quadwords +0x00..+0x3f with +0x40..+0x7f (the mirrored pair sweeps); the rest stays. */
    public void swapHalves() {
        BodyOwner o = own.owner();
        Shape s = own.shape();
        float x = own.direction().x(), y = own.direction().y(), z = own.direction().z(), w = own.direction().w();
        own.copyFrom(other);
        other.setOwner(o);
        other.setShape(s);
        other.direction().set(x, y, z, w);
    }

    /** Copies every field of c into this slot (a 0xc0-byte copy). */
    public void copyFrom(Contact c) {
        own.copyFrom(c.own);
        other.copyFrom(c.other);
        fraction = c.fraction;
        scalar84 = c.scalar84;
        distance = c.distance;
        point.set(c.point);
        slide.set(c.slide);
        flags = c.flags;
        triangle = c.triangle;
    }
}
