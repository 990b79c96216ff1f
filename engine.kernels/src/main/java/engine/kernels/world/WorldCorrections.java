package engine.kernels.world;

import engine.api.kernel.Correction;
import engine.api.quirk.Quirk;
import engine.api.slots.Slots;
import java.util.List;

/**
 * The corrections the world's lists and queries of Unit 7 (the contact lists, the body list, the box queries, the body
 * functions) make when their config asks: each row's quirk is tested at its site in the kernel.
 */
public final class WorldCorrections {

    private WorldCorrections() {
    }

    /** Every row of this family, in catalogue order. */
    public static List<Correction> all() {
        return List.of(
                new Correction(Quirk.CANDIDATES_512, Slots.CONTACT_LISTS,
                        "the callers' candidate lists grow (doubling) past 512, so every body the box query "
                        + "passes is a candidate"),
                new Correction(Quirk.QUERY_NO_UPPER_X_BACKWARD, Slots.BOX_QUERY,
                        "the backward walk skips a body whose min x lies beyond the box's max x, as the forward "
                        + "walk does"),
                new Correction(Quirk.STALE_QUERY_BOUND, Slots.BOX_QUERY,
                        "a bound smaller than the width of a body that reaches the box does not stop the backward "
                        + "walk: it goes on to the head"),
                new Correction(Quirk.QUERY_START_NOT_LISTED, Slots.BOX_QUERY,
                        "a start body that is not in the x-sorted list is ignored: the query walks the list from "
                        + "its head"),
                new Correction(Quirk.EXCLUDED_STATE_SIGN_EXTENDED, Slots.BOX_QUERY,
                        "the excluded-state mask is the 32-bit word zero-extended: bit 31 tests state bit 31 only"),
                new Correction(Quirk.OVERLAP_CONTACTS_50, Slots.CONTACT_LISTS,
                        "OverlapShape's contact slots and sorted pointers grow (doubling) past 50, so every "
                        + "overlapping shape is sorted in"),
                new Correction(Quirk.COLLIDE_CONTACTS_50, Slots.CONTACT_LISTS,
                        "CollideShape's contacts grow (doubling) past 50, so every body hit is sorted in, and the mesh"
                                + " gets room for min(max, 50) contacts whatever the bodies took"),
                new Correction(Quirk.ADD_BODY_UNCHECKED, Slots.BODY_LIST,
                        "adding a body already in the vector or the list changes nothing"),
                new Correction(Quirk.REMOVE_KEEPS_INDEX, Slots.BODY_LIST,
                        "a removed body's vector index becomes -1, as for a body in no vector"),
                new Correction(Quirk.ADD_SHAPE_UNCHECKED, Slots.BODY_FUNCTIONS,
                        "adding a shape already in the body's chain changes nothing (the original closes a loop, "
                        + "refused with an error)"),
                new Correction(Quirk.CONSTRUCT_FOR_OWNER_STALE, Slots.BODY_FUNCTIONS,
                        "ConstructForOwner writes the scale (1, 1, 1, 1) and, for a null owner, type mask 0, as "
                        + "PhysicsBody_Construct does"),
                new Correction(Quirk.UPDATE_SWEEP_AHEAD, Slots.BODY_FUNCTIONS,
                        "the update sweep's box also covers the path from the shape's previous pose (the new "
                        + "bound grown by -d as well as by d)"),
                new Correction(Quirk.MOVED_FIRST_SHAPE_ONLY, Slots.BODY_FUNCTIONS,
                        "Moved bounds every shape of the chain and sets the dirty flag, so the next Update poses "
                        + "the others from the new transform"));
    }
}
