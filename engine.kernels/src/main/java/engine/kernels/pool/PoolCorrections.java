package engine.kernels.pool;

import engine.api.kernel.Correction;
import engine.api.quirk.Quirk;
import engine.api.slots.Slots;
import java.util.List;

/**
 * The corrections the shape and body pools of Units 8 and 9 make when their config asks: each row's quirk is tested at
 * its site in the kernel.
 */
public final class PoolCorrections {

    private PoolCorrections() {
    }

    /** Every row of this family, in catalogue order. */
    public static List<Correction> all() {
        return List.of(
                new Correction(Quirk.OBJECT_SPHERES_416, Slots.SHAPE_POOLS,
                        "a full object-sphere pool doubles (new spheres as the constructor builds them) instead of"
                                + " null"),
                new Correction(Quirk.OBJECT_BOXES_416, Slots.SHAPE_POOLS,
                        "a full object-box pool doubles (new boxes as the constructor builds them) instead of null"),
                new Correction(Quirk.CAR_BOXES_36, Slots.SHAPE_POOLS,
                        "a full car-box pool doubles (new boxes as the constructor builds them) instead of null"),
                new Correction(Quirk.PUSH_SPHERES_30, Slots.SHAPE_POOLS,
                        "a full push-sphere pool doubles (new plain spheres) instead of null"),
                new Correction(Quirk.STRIKE_SPHERES_60, Slots.SHAPE_POOLS,
                        "with every strike sphere enabled the pool doubles (new spheres off with 0x2) and the first new"
                                + " one is returned"),
                new Correction(Quirk.FREED_SHAPE_STAYS_ENABLED, Slots.SHAPE_POOLS,
                        "FreeShape clears 0x1 with 0x8: a freed shape is off, so a stale pointer meets nothing"),
                new Correction(Quirk.POOL_SHAPE_STALE_FIELDS, Slots.SHAPE_POOLS,
                        "an allocated shape starts from its constructed state (bone -1, zero offset, sizes and"
                                + " positions, no next, flags 0xb; a push sphere's radius 2.0)"),
                new Correction(Quirk.HUMAN_BODIES_60, Slots.BODY_POOLS,
                        "a full human pool doubles, the new sets built as the constructor builds them, instead of"
                                + " null"),
                new Correction(Quirk.PUNCH_BAG_SINGLE, Slots.BODY_POOLS,
                        "a second punch-bag create while the set is in use returns null: the first owner keeps the"
                                + " bag"),
                new Correction(Quirk.OBJECT_BODIES_416, Slots.BODY_POOLS,
                        "a full world-object pool doubles instead of returning null"),
                new Correction(Quirk.CAR_BODIES_18, Slots.BODY_POOLS,
                        "a full car pool doubles instead of returning null"),
                new Correction(Quirk.PANE_BODIES_255, Slots.BODY_POOLS,
                        "a full pane pool doubles, each new pane with its box, instead of returning null"),
                new Correction(Quirk.CREATE_STALE_FIELDS, Slots.BODY_POOLS,
                        "a create starts the slot from its constructed record: AABB, push-out, ignore list, +0x84"
                                + " (freed), +0xd4, broad bound, a car's or pane's scale, the set's shapes and chain"),
                new Correction(Quirk.PANE_FREE_KEEPS_IGNORES, Slots.BODY_POOLS,
                        "FreeBoxBody stops the pane's ignores (StopIgnoring(null)) as the other frees do"),
                new Correction(Quirk.CREATE_NULL_OWNER, Slots.BODY_POOLS,
                        "a create for no owner is refused (null), since a slot without an owner reads as free"));
    }
}
