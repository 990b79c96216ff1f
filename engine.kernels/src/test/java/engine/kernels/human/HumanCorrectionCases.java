package engine.kernels.human;

import engine.kernels.correction.CorrectionCase;
import java.util.List;

/** The inputs that show each correction of {@link HumanCorrections}: one case per row. */
public final class HumanCorrectionCases {

    private HumanCorrectionCases() {
    }

    /** One case per correction of this family. */
    public static List<CorrectionCase> cases() {
        return List.of();
    }
}
