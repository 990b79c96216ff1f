package engine.kernels.library;

import engine.api.kernel.Correction;
import engine.api.kernel.Slot;
import engine.api.quirk.Quirk;
import engine.api.slots.Slots;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * The table of corrections the library's kernels make: for each, the quirk, the slot whose kernel makes it and one
 * line saying what the corrected kernel does. A kernel consults {@code config.corrects(quirk)} at the quirk's site;
 * a test shows every row changing a result where the quirk fires.
 */
final class Corrections {
    /** Every row, in catalogue order of the quirk, then slot order. */
    static final List<Correction> ALL;

    static {
        List<Correction> c = new ArrayList<>();
        c.add(new Correction(Quirk.SORT_SMEAR, Slots.MESH_CONTACT_SORT,
                "a correct insertion sort (the shift moves the entries up): a sorted permutation, ties in arrival order"));
        c.sort(Comparator.comparingInt((Correction x) -> x.quirk().ordinal()).thenComparingInt(x -> x.slot().ordinal()));
        ALL = List.copyOf(c);
    }

    private Corrections() {
    }

    /** The quirks corrected in slot. */
    static Set<Quirk> of(Slot<?> slot) {
        EnumSet<Quirk> out = EnumSet.noneOf(Quirk.class);
        for (Correction c : ALL) {
            if (c.slot() == slot) {
                out.add(c.quirk());
            }
        }
        return out;
    }
}
