package engine.kernels.mesh;

import engine.api.quirk.Quirk;
import engine.api.slots.Slots;
import engine.kernels.correction.CorrectionCase;
import engine.kernels.correction.Snapshot;
import java.util.Arrays;
import java.util.List;

/** The inputs that show each correction of {@link MeshCorrections}: one case per row. */
public final class MeshCorrectionCases {

    private MeshCorrectionCases() {
    }

    /** One case per correction of this family. */
    public static List<CorrectionCase> cases() {
        return List.of(
                new CorrectionCase(Quirk.SORT_SMEAR, Slots.MESH_CONTACT_SORT, "keys 0.5, 0.6, 0.3 arrive in that order",
                        mode -> {
                            int[] order = new int[4];
                            mode.world().kernels().get(Slots.MESH_CONTACT_SORT).sort(new float[] {0.5f, 0.6f, 0.3f}, 3,
                                    order, mode.quirks());
                            return Snapshot.of(Arrays.copyOf(order, 3));
                        }));
    }
}
