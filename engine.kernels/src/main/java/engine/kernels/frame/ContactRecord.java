package engine.kernels.frame;

import engine.api.body.Contact;
import engine.api.math.Float4;

/**
 * The contacts one owner answered in one frame, for reports: the first {@link #CAPACITY} of them as point xyz and
 * normal xyz in a fixed float array, and how many there were in all. Copies floats only (no arithmetic, no
 * allocation), so recording never changes the physics. Mutable; one thread.
 */
public final class ContactRecord {
    /** The most contacts kept per frame; more are counted, not kept. */
    public static final int CAPACITY = 8;
    /** Floats per kept contact: point x, y, z (m), normal x, y, z (unit). */
    public static final int VALUES = 6;

    private final float[] values = new float[CAPACITY * VALUES];
    private int count;

    /** An empty record. */
    public ContactRecord() {
    }

    /** Forgets every contact (at the start of a frame). */
    public void clear() {
        count = 0;
    }

    /** Records c: its point (+0x90, the shape's position at the contact) and unit normal (+0x50, towards the mover). */
    public void add(Contact c) {
        if (count < CAPACITY) {
            int o = count * VALUES;
            Float4 p = c.point();
            Float4 n = c.normal();
            values[o] = p.x();
            values[o + 1] = p.y();
            values[o + 2] = p.z();
            values[o + 3] = n.x();
            values[o + 4] = n.y();
            values[o + 5] = n.z();
        }
        count++;
    }

    /** Contacts recorded since the last clear, kept or not. */
    public int count() {
        return count;
    }

    /** Contacts kept: min(count, {@link #CAPACITY}). */
    public int kept() {
        return Math.min(count, CAPACITY);
    }

    /** Value k (0..5: point xyz, normal xyz) of kept contact j (0..kept − 1). */
    public float value(int j, int k) {
        if (j < 0 || j >= kept() || k < 0 || k >= VALUES) {
            throw new IndexOutOfBoundsException("contact " + j + " value " + k + " not kept (" + kept() + " kept)");
        }
        return values[j * VALUES + k];
    }
}
