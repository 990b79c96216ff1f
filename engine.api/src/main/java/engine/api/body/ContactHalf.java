package engine.api.body;

import engine.api.math.Float4;
import engine.api.shape.Shape;

/**
 * One half of a contact: quadwords +0x00..+0x3f (own) or +0x40..+0x7f (other). The mirrored pair sweeps swap
 * the two halves whole, so each half keeps its owner, shape and direction together.
 */
public final class ContactHalf {
    private BodyOwner owner;
    private Shape shape;
    private final Float4 direction = new Float4();

    ContactHalf() {
    }

    /** +0x00 / +0x40: the owner (null for the level). */
    public BodyOwner owner() {
        return owner;
    }

    /** Sets the owner. */
    public void setOwner(BodyOwner o) {
        owner = o;
    }

    /** +0x04 / +0x44: the shape (null for the level). */
    public Shape shape() {
        return shape;
    }

    /** Sets the shape. */
    public void setShape(Shape s) {
        shape = s;
    }

    /**
     * +0x10 / +0x50: the half's direction. In the own half the sweeps store the unit move or −normal; in the
     * other half the unit normal pointing out of the surface towards the mover. Live storage.
     */
    public Float4 direction() {
        return direction;
    }

    void copyFrom(ContactHalf o) {
        owner = o.owner;
        shape = o.shape;
        direction.set(o.direction);
    }
}
