package engine.kernels.shape;

import engine.kernels.correction.CorrectionCase;
import java.util.List;

/** The inputs that show each correction of {@link ShapeCorrections}: one case per row. */
public final class ShapeCorrectionCases {

    private ShapeCorrectionCases() {
    }

    /** One case per correction of this family. */
    public static List<CorrectionCase> cases() {
        return List.of();
    }
}
