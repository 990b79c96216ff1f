package engine.kernels.box;

import engine.api.kernel.Correction;
import engine.api.kernel.Slot;
import engine.api.quirk.Quirk;
import engine.api.shape.ShapeType;
import engine.api.slots.Slots;
import java.util.List;

/**
 * The corrections the box kernels make when their config asks: the box mesh sweep's own (the axis range reset) and
 * those of Unit 2's collector it is built on (the 100 mesh contacts, the u16 reading, the shared visited bits).
 * The pair sweeps of Units 5 and 12 reproduce no catalogued defect and have no row.
 */
public final class BoxCorrections {
    private static final Slot<?> MESH = Slots.meshSweep(ShapeType.BOX);

    private BoxCorrections() {
    }

    /** Every row of this family, in catalogue order. */
    public static List<Correction> all() {
        return List.of(
                new Correction(Quirk.MESH_CONTACTS_100, MESH, "the mesh-contact array doubles when full (allocating"
                        + " only then), so no hit is dropped past 100"),
                new Correction(Quirk.VISITED_BITS_SHARED, MESH, "its own visited marks (a stamp per triangle, a new"
                        + " stamp per query) and its own cell range: no state shared with another query"),
                new Correction(Quirk.MESH_U16_LIMIT, MESH, "reads corner indices and cell-list values whole, so a mesh"
                        + " past 65,535 vertices, triangles or list entries is swept as it is"),
                new Correction(Quirk.BOX_AXIS_RANGE_RESET, MESH, "an overlapping axis the move leaves still narrows"
                        + " nothing and keeps [lo, hi]: the fraction is the latest entry over all 13 axes"));
    }
}
