package engine.kernels.world;

import engine.api.kernel.Correction;
import java.util.List;

/** The corrections the world's lists and queries of Unit 7 (the contact lists, the body list, the box queries, the body functions) make when their config asks: each row's quirk is tested at its site in the kernel. */
public final class WorldCorrections {

    private WorldCorrections() {
    }

    /** Every row of this family, in catalogue order. */
    public static List<Correction> all() {
        return List.of();
    }
}
