package engine.kernels.sweep;

import engine.api.slots.Slots;
import engine.kernels.registry.SlotRegistry;

/**
 * The body sweep's slots of Units 3 and 11, one line each: the passes, the body pass and the resolution, with
 * {@link SweepCorrections}.
 */
public final class SweepKernels {

    private SweepKernels() {
    }

    /** Registers this family's slots and corrections. */
    public static void register(SlotRegistry.Builder r) {
        r.add(Slots.BODY_SWEEP, BodySweeper::new);
        r.add(Slots.BODY_PASS, SweepHumanMask::new);
        r.add(Slots.CONTACT_RESOLUTION, ContactResolver::new);
        r.corrections(SweepCorrections.all());
    }
}
