package engine.kernels.sweep;

import engine.api.kernel.Correction;
import engine.api.quirk.Quirk;
import engine.api.slots.Slots;
import java.util.List;

/**
 * The corrections the body sweep of Units 3 and 11 (the passes, the mesh pass, the landing test, the body pass, the
 * resolution) make when their config asks: each row's quirk is tested at its site in the kernel.
 */
public final class SweepCorrections {

    private SweepCorrections() {
    }

    /** Every row of this family, in catalogue order. */
    public static List<Correction> all() {
        return List.of(
                new Correction(Quirk.CONTACTS_50, Slots.CONTACT_LISTS,
                        "the pass lists of the body sweep and the update sweep grow (doubling) to hold a contact "
                        + "for every body the body pass may meet, so no contact is dropped"),
                new Correction(Quirk.SWEEP_BOX_UNSCALED, Slots.BODY_SWEEP,
                        "both queries get the box grown to hold the one scaled by body +0x60 about its centre "
                        + "(and grown by the move), so the scaled capsule sphere's triangles are in the query"),
                new Correction(Quirk.PASS_BOX_FROM_START, Slots.BODY_SWEEP,
                        "each pass's query box is the shape's bound where the advances left the body, grown by "
                        + "that pass's move"),
                new Correction(Quirk.BOUNCE_DAMPS_OUTGOING, Slots.CONTACT_RESOLUTION,
                        "the bounce leaves a velocity already going out of the surface (v . n >= 0) as it is"),
                new Correction(Quirk.LANDING_POINT_UNWRITTEN, Slots.BODY_SWEEP,
                        "the landing contact's point +0x90 is where the ray met the ground (origin + distance x "
                        + "direction, w = 1)"),
                new Correction(Quirk.PUSH_OUT_CONSUMED, Slots.BODY_SWEEP,
                        "a sweep too slow to move keeps the pending push-out for the next sweep instead of losing it"),
                new Correction(Quirk.SWEEP_OUT_UNWRITTEN, Slots.BODY_SWEEP,
                        "out is always written: zero when the sweep was too slow to move, the advances made when a"
                                + " contact aborted it"),
                new Correction(Quirk.BODY_PASS_FIRST_SHAPE, Slots.BODY_PASS,
                        "the body pass sweeps every eligible shape of a candidate's chain and keeps the nearest hit"
                                + " (the first of equal fractions), still one contact per candidate"));
    }
}
