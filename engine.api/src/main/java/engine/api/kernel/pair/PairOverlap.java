package engine.api.kernel.pair;

import engine.api.body.Contact;
import engine.api.kernel.KernelContext;
import engine.api.shape.Shape;
import org.osgi.annotation.versioning.ProviderType;

/**
 * An entry of the overlap table (IPhysics +0x18, used by IPhysics_OverlapShape): true when own and other
 * overlap at rest, with out written; the caller then writes +0xb4 = 0 and inserts the contact.
 */
@ProviderType
@FunctionalInterface
public interface PairOverlap {

    /** Tests own against other at rest; true on an overlap, with out written. */
    boolean overlap(KernelContext ctx, Contact out, Shape own, Shape other);
}
