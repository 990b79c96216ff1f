package engine.kernels.fake;

import engine.api.body.Body;
import engine.api.body.Contact;
import engine.api.kernel.KernelContext;
import engine.api.kernel.sweep.BodyPass;
import engine.api.math.Float4;
import engine.api.shape.Shape;
import engine.kernels.contact.ContactInsert;
import java.util.ArrayList;
import java.util.List;

/**
 * A body pass inserting a scripted contact with another owner per call: call i inserts perCall[i] against
 * others[i] (null: none), with the other body's first shape as the other shape.
 */
public final class FakeBodyPass implements BodyPass {
    /** The contact of call i, null for none. */
    public final List<FakeContact> perCall = new ArrayList<>();
    /** The other owner of call i. */
    public final List<FakeOwner> others = new ArrayList<>();
    /** Calls so far. */
    public int calls;

    /** Scripts the next call with c against other (c null: no contact); returns this. */
    public FakeBodyPass then(FakeContact c, FakeOwner other) {
        perCall.add(c);
        others.add(other);
        return this;
    }

    @Override
    public int pass(KernelContext ctx, Float4 boxMin, Float4 boxMax, Body body, Shape shape, Contact[] contacts,
                    Contact[] sorted, int count, Float4 move) {
        int i = calls++;
        if (i >= perCall.size() || perCall.get(i) == null) {
            return count;
        }
        Contact c = contacts[count];
        perCall.get(i).writeTo(c);
        FakeOwner other = others.get(i);
        Shape os = other.body == null ? null : other.body.firstShape();
        return ContactInsert.insertSorted(c, sorted, count, body.owner(), other, shape, os);
    }
}
