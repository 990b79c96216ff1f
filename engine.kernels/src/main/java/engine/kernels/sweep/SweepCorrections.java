package engine.kernels.sweep;

import engine.api.kernel.Correction;
import java.util.List;

/** The corrections the body sweep of Unit 3 (the passes, the mesh pass, the landing test, the resolution) make when their config asks: each row's quirk is tested at its site in the kernel. */
public final class SweepCorrections {

    private SweepCorrections() {
    }

    /** Every row of this family, in catalogue order. */
    public static List<Correction> all() {
        return List.of();
    }
}
