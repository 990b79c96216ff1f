package engine.kernels.world;

import engine.kernels.correction.CorrectionCase;
import java.util.List;

/** The inputs that show each correction of {@link WorldCorrections}: one case per row. */
public final class WorldCorrectionCases {

    private WorldCorrectionCases() {
    }

    /** One case per correction of this family. */
    public static List<CorrectionCase> cases() {
        return List.of();
    }
}
