package engine.kernels.mesh;

import engine.api.kernel.Correction;
import engine.api.quirk.Quirk;
import engine.api.slots.Slots;
import java.util.List;

/** The corrections the mesh kernels of Unit 2 (the sort, the collectors, the capsule and sphere sweeps, the sphere overlap) make when their config asks: each row's quirk is tested at its site in the kernel. */
public final class MeshCorrections {

    private MeshCorrections() {
    }

    /** Every row of this family, in catalogue order. */
    public static List<Correction> all() {
        return List.of(
                new Correction(Quirk.SORT_SMEAR, Slots.MESH_CONTACT_SORT,
                        "a correct insertion sort (the shift moves the entries up): a sorted permutation, ties in arrival "
                                + "order"));
    }
}
