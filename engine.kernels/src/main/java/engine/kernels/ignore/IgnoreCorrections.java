package engine.kernels.ignore;

import engine.api.kernel.Correction;
import engine.api.quirk.Quirk;
import engine.api.slots.Slots;
import java.util.List;

/**
 * The corrections the ignore slots of Unit 8 make when their config asks: each row's quirk is tested at its site in the
 * kernel.
 */
public final class IgnoreCorrections {

    private IgnoreCorrections() {
    }

    /** Every row of this family, in catalogue order. */
    public static List<Correction> all() {
        return List.of(
                new Correction(Quirk.IGNORE_SLOTS_60, Slots.IGNORE_LIST,
                        "the slots grow (doubling) when all are taken, so every Ignore of a new owner takes a slot"),
                new Correction(Quirk.IGNORE_DUPLICATES, Slots.IGNORE_LIST,
                        "an owner already in the body's chain takes no second slot: the call changes nothing"),
                new Correction(Quirk.STOP_IGNORING_FOREIGN_SLOT, Slots.IGNORE_LIST,
                        "StopIgnoring frees only a slot of the body's own chain; another chain's slot is left whole"));
    }
}
