package engine.kernels.pair;

import engine.api.kernel.Correction;
import engine.api.kernel.Slot;
import engine.api.quirk.Quirk;
import engine.api.shape.ShapeType;
import engine.api.slots.Slots;
import java.util.ArrayList;
import java.util.List;

/**
 * The corrections the shape-pair sweeps of Unit 11 make when their config asks: each row's quirk is tested at its
 * site in the kernel. The mirrored entries build their own sphere-first kernel, so they make the sphere's
 * corrections in their own slot.
 */
public final class PairCorrections {
    private static final Slot<?> SPHERE_SPHERE = Slots.pairSweep(ShapeType.SPHERE, ShapeType.SPHERE);
    private static final Slot<?> CAPSULE_CAPSULE = Slots.pairSweep(ShapeType.CAPSULE, ShapeType.CAPSULE);
    private static final Slot<?> SPHERE_CAPSULE = Slots.pairSweep(ShapeType.SPHERE, ShapeType.CAPSULE);
    private static final Slot<?> CAPSULE_SPHERE = Slots.pairSweep(ShapeType.CAPSULE, ShapeType.SPHERE);
    private static final Slot<?> SPHERE_SEGMENT = Slots.pairSweep(ShapeType.SPHERE, ShapeType.SEGMENT);
    private static final Slot<?> SEGMENT_SPHERE = Slots.pairSweep(ShapeType.SEGMENT, ShapeType.SPHERE);
    private static final List<Slot<?>> WRITERS = List.of(SPHERE_SPHERE, CAPSULE_CAPSULE, SPHERE_CAPSULE,
            CAPSULE_SPHERE, SPHERE_SEGMENT, SEGMENT_SPHERE);
    private static final List<Slot<?>> OVERLAP_SWEEPS = List.of(
            Slots.pairSweep(ShapeType.SEGMENT, ShapeType.SEGMENT),
            Slots.pairSweep(ShapeType.CAPSULE, ShapeType.SEGMENT),
            Slots.pairSweep(ShapeType.SEGMENT, ShapeType.CAPSULE));

    private PairCorrections() {
    }

    /** Every row of this family. */
    public static List<Correction> all() {
        List<Correction> out = new ArrayList<>();
        out.add(new Correction(Quirk.CAPSULE_HEIGHTS_SWAPPED, CAPSULE_CAPSULE,
                "the vertical test pairs each base with its own capsule's height"));
        out.add(new Correction(Quirk.CAPSULE_TIMES_NOT_INTERSECTED, CAPSULE_CAPSULE,
                "a contact needs the circle and vertical times to overlap: none when max(t0, lo) is past the circles'"
                        + " exit (the true one when they start within reach) or the vertical hi"));
        out.add(new Correction(Quirk.CIRCLE_ZERO_MOVE_DIV, CAPSULE_CAPSULE,
                "the circle kernel answers no hit where it would divide by a zero 2a (no horizontal move from"
                        + " outside reach)"));
        for (Slot<?> s : List.of(SPHERE_CAPSULE, CAPSULE_SPHERE)) {
            out.add(new Correction(Quirk.SPHERE_CAPSULE_FALLING_ROOT, s,
                    "moving down the axis the second root is the entry through the top, (P.z - L - sqrt q) / len"));
            out.add(new Correction(Quirk.SPHERE_CAPSULE_INWARD_NORMAL, s,
                    "+0x50 is the surface normal at the contact, unit(C + f m - X) with X the axis point nearest,"
                            + " out of the capsule towards the sphere"));
            out.add(new Correction(Quirk.SPHERE_CAPSULE_ROOT_ORDER, s,
                    "the earliest root within the move is the fraction, whatever the order the kernel stored them in"));
            out.add(new Correction(Quirk.SPHERE_CAPSULE_INSIDE_EXIT, s,
                    "a sphere starting inside the capsule is met at 0 when it moves further in, and not met when it"
                            + " leaves"));
            out.add(new Correction(Quirk.SPHERE_CAPSULE_SHORT_AXIS, s,
                    "a capsule with h <= 2r is the sphere it shrinks to: radius r_c at mid-height, no axis"));
        }
        out.add(new Correction(Quirk.SPHERE_SPHERE_TOUCHING_HITS, SPHERE_SPHERE,
                "spheres within reach at the start hit at 0 only when the move closes in (m . d < 0)"));
        for (Slot<?> s : WRITERS) {
            out.add(new Correction(Quirk.ZERO_LENGTH_UNIT, s,
                    "unit() of a zero vector is written as (0, 0, 0, 1), not rsqrt(0)'s NaN"));
        }
        for (Slot<?> s : OVERLAP_SWEEPS) {
            out.add(new Correction(Quirk.SWEEP_LEFTOVER_FRACTION, s,
                    "an overlap hit writes fraction +0x80 = 0 and flags +0xb0 = 0"));
        }
        for (Slot<?> s : WRITERS) {
            out.add(new Correction(Quirk.CONTACT_SLOT_NOT_CLEARED, s,
                    "a hit zeroes the fields its pair does not write (+0x84, and +0x88 and +0xa0 unless written)"));
        }
        return List.copyOf(out);
    }
}
