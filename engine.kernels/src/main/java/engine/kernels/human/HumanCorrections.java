package engine.kernels.human;

import engine.api.kernel.Correction;
import engine.api.quirk.Quirk;
import engine.api.slots.Slots;
import java.util.List;

/**
 * The corrections the human body set of Unit 10 make when their config asks: each row's quirk is tested at its site in
 * the kernel.
 */
public final class HumanCorrections {

    private HumanCorrections() {
    }

    /** Every row of this family, in catalogue order. */
    public static List<Correction> all() {
        return List.of(
                new Correction(Quirk.STRIKE_BIT_ALIAS, Slots.HUMAN_BODY,
                        "bones 0 and 1 get strike bits 32 and 33 of their own in the 64-bit +0xc0; every other bone"
                                + " keeps the original's bit"),
                new Correction(Quirk.WEAPON_BOUND_FIRST_SPHERE, Slots.HUMAN_BODY,
                        "with weapon spheres the broad bound's radius covers every sphere of the chain and the reach"),
                new Correction(Quirk.PUSH_COINCIDENT_HUMANS, Slots.HUMAN_BODY,
                        "a human at the pushing human's very point (|d| = 0) gets no push: nothing is added, under"
                                + " either float model, so no NaN reaches its push-out"));
    }
}
