package engine.kernels.shape;

import engine.api.kernel.Correction;
import engine.api.quirk.Quirk;
import engine.api.slots.Slots;
import java.util.List;

/**
 * The corrections the shape kernels of Unit 6 (poses and bounds) make when their config asks: each row's quirk is
 * tested at its site in the kernel.
 */
public final class ShapeCorrections {

    private ShapeCorrections() {
    }

    /** Every row of this family, in catalogue order. */
    public static List<Correction> all() {
        return List.of(
                new Correction(Quirk.BOX_BONE_OFFSET, Slots.SHAPE_POSE,
                        "a box on a bone adds its offset turned by the bone's rotation, as the sphere and the "
                        + "segment do"),
                new Correction(Quirk.SEGMENT_BOUND, Slots.SHAPE_BOUNDS,
                        "a segment's bound holds both ends +- r on every axis, whichever end lies lower"),
                new Correction(Quirk.MISSING_MODEL_BONE, Slots.SHAPE_POSE,
                        "an owner that answers no bone transform has the shape posed in the body's own frame "
                        + "(bone at the origin, no rotation), not at the body transform read again as the bone's"),
                new Correction(Quirk.CAPSULE_NO_FLAG10, Slots.SHAPE_POSE,
                        "the capsule honours flag 0x10 as the other three shapes do: the first pose after enabling sets"
                                + " previous to the new base and clears the flag"));
    }
}
