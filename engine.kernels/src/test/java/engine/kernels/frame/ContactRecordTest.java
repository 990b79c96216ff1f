package engine.kernels.frame;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import engine.api.body.Contact;
import org.junit.jupiter.api.Test;

/** A frame's contacts for reports: point and normal copied bit for bit, the first 8 kept, every one counted. */
class ContactRecordTest {

    private static Contact contact(float k) {
        Contact c = new Contact();
        c.point().set(k, 2f * k, 0.3f, 1f);
        c.normal().set(0f, 0f, 1f, 0f);
        return c;
    }

    @Test
    void keepsPointAndNormalAsAnswered() {
        ContactRecord r = new ContactRecord();
        r.add(contact(1.5f));
        assertEquals(1, r.count());
        assertEquals(1, r.kept());
        float[] want = {1.5f, 3f, 0.3f, 0f, 0f, 1f};
        for (int k = 0; k < ContactRecord.VALUES; k++) {
            assertEquals(want[k], r.value(0, k), "value " + k);
        }
    }

    @Test
    void beyondItsCapacityCountsButDoesNotKeep() {
        ContactRecord r = new ContactRecord();
        for (int j = 0; j < ContactRecord.CAPACITY + 3; j++) {
            r.add(contact(j));
        }
        assertEquals(ContactRecord.CAPACITY + 3, r.count());
        assertEquals(ContactRecord.CAPACITY, r.kept());
        assertEquals(ContactRecord.CAPACITY - 1, r.value(ContactRecord.CAPACITY - 1, 0), "the first 8 kept");
        assertThrows(IndexOutOfBoundsException.class, () -> r.value(ContactRecord.CAPACITY, 0));
    }

    @Test
    void clearForgetsTheFrame() {
        ContactRecord r = new ContactRecord();
        r.add(contact(1f));
        r.clear();
        assertEquals(0, r.count());
        assertThrows(IndexOutOfBoundsException.class, () -> r.value(0, 0));
    }
}
