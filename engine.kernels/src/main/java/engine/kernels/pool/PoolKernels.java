package engine.kernels.pool;

import engine.api.slots.Slots;
import engine.kernels.registry.SlotRegistry;

/** The pools' slots of Units 8 and 9, one line each: shapes and bodies, with {@link PoolCorrections}. */
public final class PoolKernels {

    private PoolKernels() {
    }

    /** Registers this family's slots and corrections. */
    public static void register(SlotRegistry.Builder r) {
        r.add(Slots.SHAPE_POOLS, ShapePools::new);
        r.add(Slots.BODY_POOLS, BodyPools::new);
        r.corrections(PoolCorrections.all());
    }
}
