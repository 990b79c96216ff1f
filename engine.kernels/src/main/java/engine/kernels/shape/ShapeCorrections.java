package engine.kernels.shape;

import engine.api.kernel.Correction;
import java.util.List;

/** The corrections the shape kernels of Unit 6 (poses and bounds) make when their config asks: each row's quirk is tested at its site in the kernel. */
public final class ShapeCorrections {

    private ShapeCorrections() {
    }

    /** Every row of this family, in catalogue order. */
    public static List<Correction> all() {
        return List.of();
    }
}
