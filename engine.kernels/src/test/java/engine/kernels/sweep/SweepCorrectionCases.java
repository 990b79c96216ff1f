package engine.kernels.sweep;

import engine.kernels.correction.CorrectionCase;
import java.util.List;

/** The inputs that show each correction of {@link SweepCorrections}: one case per row. */
public final class SweepCorrectionCases {

    private SweepCorrectionCases() {
    }

    /** One case per correction of this family. */
    public static List<CorrectionCase> cases() {
        return List.of();
    }
}
