package engine.api.kernel.sweep;

import engine.api.body.Body;
import engine.api.body.Contact;
import engine.api.kernel.KernelContext;
import engine.api.math.Float4;
import org.osgi.annotation.versioning.ProviderType;

/**
 * PhysicsBody_ResolveContacts (Unit 3): walks a pass's sorted contacts, asks each owner's handler and applies
 * its code (advance, slide, bounce, stop, push) and the tail. Returns 1 "stopped, slide and try again",
 * 0 "done, move the rest", −1 "abort".
 */
@ProviderType
@FunctionalInterface
public interface ContactResolution {

    /**
     * @param sorted        the pass's contacts, nearest first
     * @param count         how many of sorted to walk
     * @param passMove      D, this pass's move (m)
     * @param moveVelocity  V, the move velocity (slid, bounced, gets corner slides)
     * @param velocity      v, the real velocity (slid and bounced like V)
     * @param state         the move flags and contact scale kept across passes
     */
    int resolve(KernelContext ctx, Body body, Contact[] sorted, int count, Float4 passMove, Float4 moveVelocity,
                Float4 velocity, MoveState state);
}
