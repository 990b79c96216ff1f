package engine.api.kernel;

import engine.api.body.Body;
import org.osgi.annotation.versioning.ProviderType;

/**
 * The x-sorted list's maintenance (Unit 7): BodyList_Insert with its tie rules and the widest-body bound,
 * BodyList_Remove, BodyList_Reinsert, and the bound refresh IPhysics_Step runs every 120 steps.
 */
@ProviderType
public interface BodyList {

    /** BodyList_Insert: links b by min x, walking from hint (or the head when hint is null); grows the bound. */
    void insert(KernelContext ctx, BodyListState list, Body b, Body hint);

    /** BodyList_Remove: unlinks b and returns its old previous node (null for the head). */
    Body remove(KernelContext ctx, BodyListState list, Body b);

    /** BodyList_Reinsert: remove, then insert with the old previous node as the hint. */
    void reinsert(KernelContext ctx, BodyListState list, Body b);

    /** IPhysics_Step's refresh: counter + 1; at 120 the counter resets and the bound is recomputed. */
    void stepBound(KernelContext ctx, BodyListState list);
}
