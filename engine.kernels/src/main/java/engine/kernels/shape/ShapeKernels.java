package engine.kernels.shape;

import engine.api.slots.Slots;
import engine.kernels.registry.SlotRegistry;

/** The shape slots of Unit 6, one line each: poses and bounds, with {@link ShapeCorrections}. */
public final class ShapeKernels {

    private ShapeKernels() {
    }

    /** Registers this family's slots and corrections. */
    public static void register(SlotRegistry.Builder r) {
        r.add(Slots.SHAPE_POSE, ShapePoses::new);
        r.add(Slots.SHAPE_BOUNDS, ShapeBounds::new);
        r.corrections(ShapeCorrections.all());
    }
}
