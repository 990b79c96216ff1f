package engine.api.kernel.world;

import engine.api.body.Body;
import engine.api.body.WorldBodies;
import engine.api.kernel.KernelContext;
import org.osgi.annotation.versioning.ProviderType;

/**
 * The body vector and the x-sorted list (Unit 7): IPhysics_AddBody and IPhysics_RemoveBody, BodyList_Insert with
 * its tie rules and the widest-body bound, BodyList_Remove, BodyList_Reinsert, and the bound refresh IPhysics_Step
 * runs every 120 steps. Links and indices are written through bodies, the world's {@link WorldBodies}.
 */
@ProviderType
public interface BodyList {

    /** IPhysics_AddBody: appends b to the vector, then inserts it into the list from the head. */
    void addBody(KernelContext ctx, WorldBodies bodies, Body b);

    /**
     * IPhysics_RemoveBody's vector and list part (after the ignore slots naming b's owner are forgotten):
     * swap-removes b from the vector and unlinks it from the list.
     *
     * @throws IllegalArgumentException when b is not in the vector
     */
    void removeBody(KernelContext ctx, WorldBodies bodies, Body b);

    /** BodyList_Insert: links b by min x, walking from hint (or the head when hint is null); grows the bound. */
    void insert(KernelContext ctx, WorldBodies bodies, Body b, Body hint);

    /** BodyList_Remove: unlinks b and returns its old previous node (null for the head). */
    Body remove(KernelContext ctx, WorldBodies bodies, Body b);

    /** BodyList_Reinsert: remove, then insert with the old previous node as the hint. */
    void reinsert(KernelContext ctx, WorldBodies bodies, Body b);

    /** IPhysics_Step's refresh: counter + 1; at 120 the counter resets and the bound is recomputed from the list. */
    void stepBound(KernelContext ctx, WorldBodies bodies);
}
