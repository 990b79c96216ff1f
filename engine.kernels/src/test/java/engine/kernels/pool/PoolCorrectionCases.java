package engine.kernels.pool;

import engine.kernels.correction.CorrectionCase;
import java.util.List;

/** The inputs that show each correction of {@link PoolCorrections}: one case per row. */
public final class PoolCorrectionCases {

    private PoolCorrectionCases() {
    }

    /** One case per correction of this family. */
    public static List<CorrectionCase> cases() {
        return List.of();
    }
}
