package engine.kernels.world;

import engine.api.slots.Slots;
import engine.kernels.registry.SlotRegistry;

/**
 * The world's slots of Unit 7, one line each: the contact lists, the body list, the box queries and the body
 * functions, with {@link WorldCorrections}.
 */
public final class WorldKernels {

    private WorldKernels() {
    }

    /** Registers this family's slots and corrections. */
    public static void register(SlotRegistry.Builder r) {
        r.add(Slots.CONTACT_LISTS, ContactLists::new);
        r.add(Slots.BODY_LIST, SortedBodyList::new);
        r.add(Slots.BOX_QUERY, BoxQueries::new);
        r.add(Slots.BODY_FUNCTIONS, BodyRecords::new);
        r.corrections(WorldCorrections.all());
    }
}
