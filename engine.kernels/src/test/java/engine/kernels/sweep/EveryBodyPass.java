package engine.kernels.sweep;

import engine.api.body.Body;
import engine.api.body.Contact;
import engine.api.kernel.KernelContext;
import engine.api.kernel.sweep.BodyPass;
import engine.api.math.Float4;
import engine.api.quirk.Quirk;
import engine.api.shape.Shape;
import engine.kernels.contact.ContactInsert;

/**
 * A body pass (Unit 11's slot, a test stand-in) meeting every other body of the world, in vector order: body i of
 * the vector gets a contact with normal (−1, 0, 0) at fraction {@code first − i × step} (no triangle), one per
 * body as the real pass makes. It writes only into the slots it is given: when they are full it reports the
 * catalogued limit ({@link Quirk#CONTACTS_50}) and stops, as a pass in a world whose lists do not grow.
 */
final class EveryBodyPass implements BodyPass {
    private final float first;
    private final float step;
    /** Calls so far. */
    int calls;

    EveryBodyPass(float first, float step) {
        this.first = first;
        this.step = step;
    }

    @Override
    public int pass(KernelContext ctx, Float4 boxMin, Float4 boxMax, Body body, Shape shape, Contact[] contacts,
                    Contact[] sorted, int count, Float4 move) {
        calls++;
        for (int i = 0; i < ctx.bodies().size(); i++) {
            Body other = ctx.bodies().get(i);
            if (other == body) {
                continue;
            }
            if (count == contacts.length) {
                // PS2-LIMIT(CONTACTS_50): the pass's slots end here.
                ctx.quirks().fired(Quirk.CONTACTS_50);
                return count;
            }
            Contact c = contacts[count];
            c.normal().set(-1f, 0f, 0f, 0f);
            c.setFraction(first - i * step);
            c.setTriangle(-1);
            c.setFlags(0);
            c.slide().set(0f, 0f, 0f, 1f);
            count = ContactInsert.insertSorted(c, sorted, count, body.owner(), other.owner(), shape,
                    other.firstShape());
        }
        return count;
    }
}
