package engine.api.kernel.world;

import engine.api.body.Body;
import engine.api.body.BodyOwner;
import engine.api.kernel.KernelContext;
import engine.api.math.Float4;
import org.osgi.annotation.versioning.ProviderType;

/** The box queries over the x-sorted list (Unit 7): IPhysics_QueryBox and IPhysics_QueryBoxFiltered. */
@ProviderType
public interface BoxQuery {

    /**
     * IPhysics_QueryBox: bodies whose boxes meet {boxMin, boxMax}, walking backward from start (then forward),
     * or forward from the head without start; filtered by owner, type mask and flag mask, in the spec's order.
     *
     * @return how many bodies passed, in walk order; the first min(that, out.length) are written to out, so a
     *         result above out.length tells the caller its list was too short
     */
    int queryBox(KernelContext ctx, Body[] out, Float4 boxMin, Float4 boxMax, Body start, BodyOwner ignored,
                 int typeMask, int flagMask);

    /**
     * IPhysics_QueryBoxFiltered: the same walks with three more filters, in order: excluded flags, excluded
     * owner state (the state call is made for every candidate that reaches it), and the keep callback.
     *
     * @return how many bodies passed; the first min(that, out.length) are written to out
     */
    int queryBoxFiltered(KernelContext ctx, Body query, Body[] out, Float4 boxMin, Float4 boxMax, Body start,
                         BodyOwner ignored, int typeMask, int flagMask, int excludedFlags, int excludedState,
                         OwnerFilter keep);
}
