package engine.api.kernel.pair;

import engine.api.body.Body;
import engine.api.body.Contact;
import engine.api.kernel.KernelContext;
import engine.api.math.Float4;
import engine.api.shape.Shape;
import org.osgi.annotation.versioning.ProviderType;

/**
 * An entry of the shape-pair sweep table (Unit 11's calling convention): own moves by move (m) while other is
 * at rest. On a hit it writes the contact fields of its pair (Unit 11's table) and returns true; the caller
 * then writes +0xb4 and inserts the contact. Fields it does not write keep what the slot held.
 */
@ProviderType
@FunctionalInterface
public interface PairSweep {

    /** Sweeps own by move against other; true on a hit, with out written. */
    boolean sweep(KernelContext ctx, Contact out, Body ownBody, Shape own, Body otherBody, Shape other, Float4 move);
}
