package engine.kernels.ignore;

import engine.kernels.correction.CorrectionCase;
import java.util.List;

/** The inputs that show each correction of {@link IgnoreCorrections}: one case per row. */
public final class IgnoreCorrectionCases {

    private IgnoreCorrectionCases() {
    }

    /** One case per correction of this family. */
    public static List<CorrectionCase> cases() {
        return List.of();
    }
}
