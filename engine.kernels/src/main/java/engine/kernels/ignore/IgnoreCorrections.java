package engine.kernels.ignore;

import engine.api.kernel.Correction;
import java.util.List;

/** The corrections the ignore slots of Unit 8 make when their config asks: each row's quirk is tested at its site in the kernel. */
public final class IgnoreCorrections {

    private IgnoreCorrections() {
    }

    /** Every row of this family, in catalogue order. */
    public static List<Correction> all() {
        return List.of();
    }
}
