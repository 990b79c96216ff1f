package engine.api.body;

import java.util.Arrays;

/**
 * The world's bodies (Unit 7, IPhysics +0x08, +0x12, +0x14, +0x4f450): the body vector, the x-sorted list's head,
 * the widest-body bound the backward query walk stops on, and the u16 step counter of the bound refresh. It is
 * the only writer of a body's index and list links, so whoever holds a world's instance (its body-list kernel)
 * relinks the list and no one else can. A body it holds reports its box changes here, passed on to the
 * {@link BodyBoxListener} if one is set. Mutable; owned by one world.
 */
public final class WorldBodies {
    private Body[] vector = new Body[16];
    private int size;
    private Body head;
    private float bound;
    private int tick;
    private BodyBoxListener boxListener;
    private BodyLinkListener linkListener;

    /** An empty vector and list: head null, bound 0.0, counter 0 (as IPhysics_Construct leaves them). */
    public WorldBodies() {
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

    /** Sets +0x14 (m). */
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

    /** The listener told of every box change of a body this vector holds, or null. */
    public BodyBoxListener boxListener() {
        return boxListener;
    }

    /** Sets the box listener (null for none); only one, the world's body-list kernel's. */
    public void setBoxListener(BodyBoxListener l) {
        boxListener = l;
    }

    /** The listener told of every previous-link change and box change of a body this list links, or null. */
    public BodyLinkListener linkListener() {
        return linkListener;
    }

    /** Sets the link listener (null for none); only one, the box query's run index (Unit 7). */
    public void setLinkListener(BodyLinkListener l) {
        linkListener = l;
    }

    /** A held body's box changed (called by {@link Body}'s setters). */
    void boxChanged(Body b) {
        BodyBoxListener l = boxListener;
        if (l != null) {
            l.boxChanged(this, b);
        }
        linkedBoxChanged(b);
    }

    /** A box change of a body held here or linked by this list: the link listener's part. */
    void linkedBoxChanged(Body b) {
        BodyLinkListener l = linkListener;
        if (l != null) {
            l.boxChanged(this, b);
        }
    }

    /** Sets b's previous node (+0x24). */
    public void setPrevious(Body b, Body previous) {
        WorldBodies before = takeLinks(b);
        b.setPrevious(previous);
        if (before != null) {
            // The body's previous link was another world's: that world's derived data is told it changed.
            before.previousChanged(b);
        }
        previousChanged(b);
    }

    /** Sets b's next node (+0x28). */
    public void setNext(Body b, Body next) {
        WorldBodies before = takeLinks(b);
        b.setNext(next);
        if (before != null) {
            before.previousChanged(b);
        }
    }

    /** Records that this list links b; returns the other world that linked it before, or null. */
    private WorldBodies takeLinks(Body b) {
        WorldBodies before = b.linkedBy;
        b.linkedBy = this;
        return before == this ? null : before;
    }

    private void previousChanged(Body b) {
        BodyLinkListener l = linkListener;
        if (l != null) {
            l.previousSet(this, b);
        }
    }

    /** True when this list set one of b's links last (b then reports its box changes here for good). */
    public boolean linked(Body b) {
        return b.linkedBy == this;
    }

    /** The link listener's scratch word for b (0 until set); meaningful only while {@link #linked} holds. */
    public long runMark(Body b) {
        return b.runMark;
    }

    /** Sets the link listener's scratch word for b (derived data only: no link, box or index changes). */
    public void setRunMark(Body b, long mark) {
        b.runMark = mark;
    }

    /** Sets b's vector index (+0x20); −1 marks a body that is in no vector. */
    public void setIndex(Body b, int index) {
        b.setIndex(index);
    }

    /** Bodies in the vector. */
    public int size() {
        return size;
    }

    /** The body at vector index i (0..size − 1). */
    public Body get(int i) {
        if (i < 0 || i >= size) {
            throw new IndexOutOfBoundsException("body vector index " + i + " not in 0.." + (size - 1));
        }
        return vector[i];
    }

    /** The vector's push_back: appends b (growing on demand, as 0x004f0fa8 does) and sets its index to the new last. */
    public void append(Body b) {
        if (size == vector.length) {
            vector = Arrays.copyOf(vector, size * 2);
        }
        vector[size] = b;
        b.setIndex(size);
        b.world = this;
        size++;
    }

    /** Puts b at vector index i (0..size − 1) and sets its index to i. */
    public void put(int i, Body b) {
        Body old = get(i);
        vector[i] = b;
        b.setIndex(i);
        b.world = this;
        left(old);
    }

    /** Drops the vector's last entry (size − 1); the dropped body's index is left as it was. */
    public void dropLast() {
        if (size == 0) {
            throw new IllegalStateException("the body vector is empty");
        }
        Body dropped = vector[--size];
        vector[size] = null;
        left(dropped);
    }

    /** A body that no longer sits at its own index here stops reporting its box to this world. */
    private void left(Body b) {
        if (b.world == this && !holds(b)) {
            b.world = null;
        }
    }

    /** True when b sits in this vector at its own index. */
    public boolean holds(Body b) {
        int i = b.index();
        return i >= 0 && i < size && vector[i] == b;
    }
}
