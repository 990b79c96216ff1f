package engine.api.body;

import engine.api.math.Aabb;
import engine.api.math.Float4;
import engine.api.shape.Shape;

/**
 * The body record (Unit 7, 0x80 bytes): the sort node (AABB, index in the body vector, previous and next in
 * the x-sorted list) and the body fields. Mutable, owned by a world; the push-out and scale are live storage. The
 * index and the list links are read here and written only through the world's {@link WorldBodies}. The box is
 * private: it is read by value and changes only through {@code setBox}, which tells the world whose vector holds
 * the body ({@link BodyBoxListener}), so derived data over the sorted list can follow every change.
 * Defaults are PhysicsBody_Construct's: index −1, flags 0x80000400, push-out (0, 0, 0, 1), scale (1, 1, 1, 1).
 */
public class Body {
    private final Float4 min = new Float4(0f, 0f, 0f, 1f);
    private final Float4 max = new Float4(0f, 0f, 0f, 1f);
    private int index = -1;
    private Body previous;
    private Body next;
    /** The world whose vector holds this body (set and cleared by {@link WorldBodies}), told of box changes. */
    WorldBodies world;
    /** The world that last set one of this body's list links (kept for good), told of box changes too. */
    WorldBodies linkedBy;
    /** A scratch word of linkedBy's derived list data (the box query's run index), 0 until set. */
    long runMark;
    private Shape firstShape;
    private BodyOwner owner;
    private int ignoreHead = -1;
    private int group;
    private int flags = BodyFlags.CONSTRUCTED;
    private int typeMask;
    private final Float4 pushOut = new Float4(0f, 0f, 0f, 1f);
    private final Float4 scale = new Float4(1f, 1f, 1f, 1f);
    private int stuckCounter;

    /** PhysicsBody_Construct's record. */
    public Body() {
    }

    /** +0x00 x: the box's lower x (m); the sort key of the x-sorted list. */
    public final float minX() {
        return min.x();
    }

    /** +0x04: the box's lower y (m). */
    public final float minY() {
        return min.y();
    }

    /** +0x08: the box's lower z (m). */
    public final float minZ() {
        return min.z();
    }

    /** +0x10: the box's upper x (m). */
    public final float maxX() {
        return max.x();
    }

    /** +0x14: the box's upper y (m). */
    public final float maxY() {
        return max.y();
    }

    /** +0x18: the box's upper z (m). */
    public final float maxZ() {
        return max.z();
    }

    /** Copies the box's lower corner +0x00 (m, all four lanes) into the caller's out and returns out. */
    public final Float4 minInto(Float4 out) {
        return out.set(min);
    }

    /** Copies the box's upper corner +0x10 (m, all four lanes) into the caller's out and returns out. */
    public final Float4 maxInto(Float4 out) {
        return out.set(max);
    }

    /** The box +0x00..+0x1f (m) as an immutable value; allocates, so for tools, not kernels. */
    public final Aabb box() {
        return new Aabb(min.toVec4(), max.toVec4());
    }

    /**
     * Sets the box +0x00/+0x10 (m) from lo and hi, all four lanes copied, and tells the world that holds the body.
     * It does not re-sort: the original writes boxes without a reinsert (the sweep's set-up, Unit 3) and re-sorts
     * only where it calls BodyList_Reinsert (Unit 7), which the callers still do.
     */
    public final void setBox(Float4 lo, Float4 hi) {
        min.set(lo);
        max.set(hi);
        changed();
    }

    /** Sets the box (m) from six coordinates, both w = 1, and tells the world, as {@link #setBox(Float4, Float4)}. */
    public final void setBox(float minX, float minY, float minZ, float maxX, float maxY, float maxZ) {
        min.set(minX, minY, minZ, 1f);
        max.set(maxX, maxY, maxZ, 1f);
        changed();
    }

    /** Sets the box (m) from a value, all four lanes, and tells the world, as {@link #setBox(Float4, Float4)}. */
    public final void setBox(Aabb box) {
        min.set(box.min());
        max.set(box.max());
        changed();
    }

    private void changed() {
        WorldBodies w = world;
        if (w != null) {
            w.boxChanged(this);
        }
        WorldBodies l = linkedBy;
        if (l != null && l != w) {
            l.linkedBoxChanged(this);
        }
    }

    /** +0x20: the index in the world's body vector (−1 before it is added; kept after a remove). */
    public final int index() {
        return index;
    }

    /** Sets +0x20; only the world's {@link WorldBodies} does. */
    final void setIndex(int i) {
        index = i;
    }

    /** +0x24: the previous node of the x-sorted list, or null at the head. */
    public final Body previous() {
        return previous;
    }

    /** Sets +0x24; only the world's {@link WorldBodies} does. */
    final void setPrevious(Body b) {
        previous = b;
    }

    /** +0x28: the next node of the x-sorted list, or null at the tail. */
    public final Body next() {
        return next;
    }

    /** Sets +0x28; only the world's {@link WorldBodies} does. */
    final void setNext(Body b) {
        next = b;
    }

    /** +0x30: the first shape of the chain (PhysicsBody_GetShapes), or null. */
    public final Shape firstShape() {
        return firstShape;
    }

    /** Sets +0x30. */
    public final void setFirstShape(Shape s) {
        firstShape = s;
    }

    /** +0x34: the owner whose callbacks the kernels call, or null (a free pool body). */
    public final BodyOwner owner() {
        return owner;
    }

    /** Sets +0x34 only; PhysicsBody_SetOwner's type mask copy is the world's job. */
    public final void setOwner(BodyOwner o) {
        owner = o;
    }

    /** +0x38: index of the first ignore slot of this body's chain, −1 for none. */
    public final int ignoreHead() {
        return ignoreHead;
    }

    /** Sets +0x38 (a slot index 0..59, or −1 for none). */
    public final void setIgnoreHead(int slot) {
        ignoreHead = slot;
    }

    /** +0x3c: the group (u16); bodies of the same non-zero group do not meet. */
    public final int group() {
        return group;
    }

    /** Sets +0x3c (0..0xffff). */
    public final void setGroup(int g) {
        if ((g & ~0xffff) != 0) {
            throw new IllegalArgumentException("group " + g + " does not fit u16");
        }
        group = g;
    }

    /** +0x40: the flags word ({@link BodyFlags}). */
    public final int flags() {
        return flags;
    }

    /** Sets +0x40. */
    public final void setFlags(int f) {
        flags = f;
    }

    /** +0x44: the type mask ({@link TypeMask}). */
    public final int typeMask() {
        return typeMask;
    }

    /** Sets +0x44. */
    public final void setTypeMask(int m) {
        typeMask = m;
    }

    /** +0x50: the pending push-out (m), used once by the next sweep; live storage. */
    public final Float4 pushOut() {
        return pushOut;
    }

    /** +0x60: the scale (x, y, z); widens the capsule's mesh sphere; live storage. */
    public final Float4 scale() {
        return scale;
    }

    /** +0x70: updates in a row that ended stuck (PhysicsBody_Sweep's "could not move" counter). */
    public final int stuckCounter() {
        return stuckCounter;
    }

    /** Sets +0x70. */
    public final void setStuckCounter(int n) {
        stuckCounter = n;
    }
}
