package engine.kernels.contact;

import engine.api.body.BodyOwner;
import engine.api.body.Contact;
import engine.api.math.FloatModel;
import engine.api.shape.Shape;

/**
 * Unit 3, Contact_InsertSorted (0x0033d718): writes the owners and shapes into the contact, then inserts it
 * before the first entry whose fraction is strictly greater (equal fractions keep insertion order), moving the
 * tail up correctly. Capacity is the caller's business, as in the original.
 */
public final class ContactInsert {

    private ContactInsert() {
    }

    /**
     * Inserts c into sorted[0..count−1] and returns count + 1, fractions compared in IEEE.
     *
     * @param sorted the sorted list; its length must exceed count
     */
    public static int insertSorted(Contact c, Contact[] sorted, int count, BodyOwner ownOwner, BodyOwner otherOwner,
                                   Shape ownShape, Shape otherShape) {
        return insertSorted(FloatModel.IEEE, c, sorted, count, ownOwner, otherOwner, ownShape, otherShape);
    }

    /**
     * Inserts c into sorted[0..count−1] and returns count + 1, fractions compared with m.
     *
     * @param sorted the sorted list; its length must exceed count
     */
    public static int insertSorted(FloatModel m, Contact c, Contact[] sorted, int count, BodyOwner ownOwner,
                                   BodyOwner otherOwner, Shape ownShape, Shape otherShape) {
        c.own().setOwner(ownOwner);
        c.other().setOwner(otherOwner);
        c.own().setShape(ownShape);
        c.other().setShape(otherShape);
        float f = c.fraction();
        int at = 0;
        while (at < count && !m.gt(sorted[at].fraction(), f)) {
            at++;
        }
        System.arraycopy(sorted, at, sorted, at + 1, count - at);
        sorted[at] = c;
        return count + 1;
    }
}
