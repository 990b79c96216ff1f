package engine.kernels.ignore;

import engine.api.slots.Slots;
import engine.kernels.registry.SlotRegistry;

/** The ignore slots' slot of Unit 8, with {@link IgnoreCorrections}. */
public final class IgnoreKernels {

    private IgnoreKernels() {
    }

    /** Registers this family's slot and corrections. */
    public static void register(SlotRegistry.Builder r) {
        r.add(Slots.IGNORE_LIST, IgnoreSlots::new);
        r.corrections(IgnoreCorrections.all());
    }
}
