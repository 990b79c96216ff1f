package engine.api.kernel;

import engine.api.body.Body;

/**
 * The world's x-sorted body list (Unit 7, IPhysics +0x08, +0x12, +0x14): the head (lowest min x), the
 * widest-body bound the backward query walk stops on, and the u16 step counter of the bound refresh. The links
 * themselves are the bodies' previous/next fields. Mutable; owned by one world.
 */
public final class BodyListState {
    private Body head;
    private float bound;
    private int tick;

    /** An empty list: head null, bound 0.0, counter 0 (as IPhysics_Construct leaves them). */
    public BodyListState() {
    }

    /** +0x08: the first body (lowest min x), or null. */
    public Body head() {
        return head;
    }

    /** Sets +0x08. */
    public void setHead(Body b) {
        head = b;
    }

    /** +0x14: the widest body's max.x − min.x (m) as last recorded; only grows between refreshes. */
    public float bound() {
        return bound;
    }

    /** Sets +0x14. */
    public void setBound(float b) {
        bound = b;
    }

    /** +0x12: steps since the last bound refresh, 0..119 (u16). */
    public int tick() {
        return tick;
    }

    /** Sets +0x12 (kept to u16). */
    public void setTick(int t) {
        tick = t & 0xffff;
    }
}
