package engine.kernels.human;

import engine.api.slots.Slots;
import engine.kernels.registry.SlotRegistry;

/** The human body set's slot of Unit 10, with {@link HumanCorrections}. */
public final class HumanKernels {

    private HumanKernels() {
    }

    /** Registers this family's slot and corrections. */
    public static void register(SlotRegistry.Builder r) {
        r.add(Slots.HUMAN_BODY, HumanBodies::new);
        r.corrections(HumanCorrections.all());
    }
}
