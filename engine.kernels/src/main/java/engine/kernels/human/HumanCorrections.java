package engine.kernels.human;

import engine.api.kernel.Correction;
import java.util.List;

/** The corrections the human body set of Unit 10 make when their config asks: each row's quirk is tested at its site in the kernel. */
public final class HumanCorrections {

    private HumanCorrections() {
    }

    /** Every row of this family, in catalogue order. */
    public static List<Correction> all() {
        return List.of();
    }
}
