package engine.kernels.correction;

import engine.api.kernel.Slot;
import engine.api.quirk.Quirk;
import java.util.Objects;

/**
 * The input that shows one correction: run under the faithful mode the quirk fires and the result is the original's;
 * under the fixed mode the result differs and the quirk does not fire; with that one correction switched off in its
 * slot, the result is the faithful one again. The scenario builds its worlds from the mode it is given and returns
 * a value whose equals compares what the correction changes (use {@link Snapshot} for floats, bit for bit).
 *
 * @param quirk    the catalogued quirk corrected
 * @param slot     the slot whose kernel corrects it
 * @param input    one line saying what the scenario does
 * @param scenario the scenario
 */
public record CorrectionCase(Quirk quirk, Slot<?> slot, String input, Scenario scenario) {

    /** A scenario: builds worlds from mode, runs the input, returns the observed result. */
    @FunctionalInterface
    public interface Scenario {
        /** Runs the input with worlds of mode. */
        Object run(Mode mode);
    }

    /** Checks that no part is null. */
    public CorrectionCase {
        Objects.requireNonNull(quirk, "quirk");
        Objects.requireNonNull(slot, "slot");
        Objects.requireNonNull(input, "input");
        Objects.requireNonNull(scenario, "scenario");
    }
}
