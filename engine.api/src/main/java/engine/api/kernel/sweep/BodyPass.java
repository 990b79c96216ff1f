package engine.api.kernel.sweep;

import engine.api.body.Body;
import engine.api.body.Contact;
import engine.api.kernel.KernelContext;
import engine.api.math.Float4;
import engine.api.shape.Shape;
import org.osgi.annotation.versioning.ProviderType;

/**
 * PhysicsBody_SweepHumanMask (Unit 11), the body pass of a sweep: queries the bodies in the box, sweeps shape by
 * move against each candidate's shapes and inserts at most one contact per candidate into the pass's list.
 */
@ProviderType
@FunctionalInterface
public interface BodyPass {

    /**
     * @param contacts the pass's contact slots; new contacts are written from contacts[count]
     * @param sorted   the pass's sorted list (nearest first), extended by insertion
     * @param count    the number of contacts already in the pass
     * @return the new count
     */
    int pass(KernelContext ctx, Float4 boxMin, Float4 boxMax, Body body, Shape shape, Contact[] contacts,
             Contact[] sorted, int count, Float4 move);
}
