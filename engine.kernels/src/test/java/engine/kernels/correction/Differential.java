package engine.kernels.correction;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import engine.api.kernel.Correction;
import engine.api.kernel.Slot;
import engine.api.quirk.Quirk;
import engine.api.selection.Profile;
import engine.kernels.library.KernelLibrary;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.function.Function;

/**
 * The differential rule the fixed kernels keep: run a scenario under the faithful mode and under a mode with
 * corrections on; the results are bit-identical unless a quirk those corrections cover fired in the faithful run,
 * so every difference is attributed to a quirk the quirk log saw.
 */
public final class Differential {

    private Differential() {
    }

    /** What one comparison found. */
    public record Outcome(boolean differs, Set<Quirk> attributed) {
    }

    /** Every slot fixed against every slot faithful. */
    public static Outcome check(Function<Mode, Object> scenario) {
        return check(scenario, Mode.fixed(), KernelLibrary.correctedQuirks());
    }

    /**
     * A mixed profile, fixedSlots fixed and the rest faithful, against every slot faithful: only the corrections of
     * fixedSlots may explain a difference.
     */
    public static Outcome checkMixed(Function<Mode, Object> scenario, Set<Slot<?>> fixedSlots) {
        Profile p = Profile.of("faithful");
        EnumSet<Quirk> covered = EnumSet.noneOf(Quirk.class);
        for (Slot<?> s : fixedSlots) {
            p = p.with(s.id(), "fixed");
        }
        for (Correction c : KernelLibrary.corrections()) {
            if (fixedSlots.contains(c.slot())) {
                covered.add(c.quirk());
            }
        }
        return check(scenario, Mode.of("mixed " + fixedSlots, p), covered);
    }

    private static Outcome check(Function<Mode, Object> scenario, Mode corrected, Set<Quirk> covered) {
        Mode faithful = Mode.faithful();
        Object original = scenario.apply(faithful);
        Object other = scenario.apply(corrected);
        EnumSet<Quirk> fired = EnumSet.noneOf(Quirk.class);
        fired.addAll(faithful.quirks().fired());
        fired.retainAll(covered);
        boolean differs = !original.equals(other);
        if (fired.isEmpty()) {
            assertEquals(original, other, "no corrected quirk fired in the faithful run (it fired "
                    + faithful.quirks().fired() + "), so " + corrected + " must give the same bits");
        }
        if (differs) {
            assertFalse(fired.isEmpty(), "the results differ but no corrected quirk fired");
        }
        return new Outcome(differs, fired);
    }

    /** The library's corrections in the slots of the given families. */
    public static List<Slot<?>> correctedSlots() {
        return KernelLibrary.corrections().stream().<Slot<?>>map(Correction::slot).distinct().toList();
    }
}
