package engine.api.kernel.sweep;

import engine.api.body.Body;
import engine.api.kernel.KernelContext;
import engine.api.math.Float4;
import org.osgi.annotation.versioning.ProviderType;

/**
 * PhysicsBody_Sweep (Unit 3): moves body by velocity × dt in up to three passes against the mesh (and the
 * bodies when flag 0x1), resolving each pass's nearest contacts through the owner's answers.
 */
@ProviderType
@FunctionalInterface
public interface BodySweep {

    /**
     * @param dt           the step (s), never reduced between passes
     * @param velocity     the caller's velocity (m/s), only read
     * @param displacement receives the displacement since the owner's cached transform (not written on an abort
     *                     or a too-slow move)
     */
    void sweep(KernelContext ctx, Body body, float dt, Float4 velocity, Float4 displacement);
}
