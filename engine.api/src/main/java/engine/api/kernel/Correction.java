package engine.api.kernel;

import engine.api.quirk.Quirk;
import java.util.Objects;

/**
 * A correction a provider's kernel for one slot applies: the catalogued quirk it corrects and what the corrected
 * kernel does instead. A correction is on by default in every table that selects the provider for the slot; a
 * profile switches it off per slot or everywhere, by the quirk id (its switch name).
 *
 * @param quirk the catalogue entry corrected; its id is the correction's switch name
 * @param slot  the slot whose kernel applies it
 * @param does  one line: what the corrected kernel does where the original has the quirk
 */
public record Correction(Quirk quirk, Slot<?> slot, String does) {

    /** Checks that no part is null and does is not blank. */
    public Correction {
        Objects.requireNonNull(quirk, "quirk");
        Objects.requireNonNull(slot, "slot");
        Objects.requireNonNull(does, "does");
        if (does.isBlank()) {
            throw new IllegalArgumentException("correction " + quirk.id() + " on " + slot.id() + ": does is blank");
        }
    }

    /** The switch name profiles use: the quirk id. */
    public String switchName() {
        return quirk.id();
    }
}
