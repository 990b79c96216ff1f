package engine.kernels.pool;

import engine.api.kernel.Correction;
import java.util.List;

/** The corrections the shape and body pools of Units 8 and 9 make when their config asks: each row's quirk is tested at its site in the kernel. */
public final class PoolCorrections {

    private PoolCorrections() {
    }

    /** Every row of this family, in catalogue order. */
    public static List<Correction> all() {
        return List.of();
    }
}
