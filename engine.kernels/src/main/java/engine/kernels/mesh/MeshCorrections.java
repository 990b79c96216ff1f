package engine.kernels.mesh;

import engine.api.kernel.Correction;
import engine.api.kernel.Slot;
import engine.api.quirk.Quirk;
import engine.api.shape.ShapeType;
import engine.api.slots.Slots;
import java.util.List;

/**
 * The corrections the mesh kernels of Unit 2 (the sort, the collectors, the capsule and sphere sweeps, the sphere
 * overlap) make when their config asks: each row's quirk is tested at its site in the kernel.
 */
public final class MeshCorrections {
    private static final Slot<?> CAPSULE = Slots.meshSweep(ShapeType.CAPSULE);
    private static final Slot<?> SPHERE = Slots.meshSweep(ShapeType.SPHERE);
    private static final Slot<?> OVERLAP = Slots.meshOverlap(ShapeType.SPHERE);
    private static final String GROW = "the mesh-contact array doubles when full (allocating only then), so no hit"
            + " is dropped past 100";
    private static final String WIDE = "reads corner indices and cell-list values whole, so a mesh past 65,535"
            + " vertices, triangles or list entries (imported as mesh file version 2) is swept as it is";
    private static final String OWN_MARKS = "its own visited marks (a stamp per triangle, a new stamp per query: O(1)"
            + " to begin, cleared only when the stamp wraps) and its own cell range: no state shared with another"
            + " query";

    private MeshCorrections() {
    }

    /** Every row of this family, in catalogue order. */
    public static List<Correction> all() {
        return List.of(
                new Correction(Quirk.SORT_SMEAR, Slots.MESH_CONTACT_SORT,
                        "a correct insertion sort (the shift moves the entries up): a sorted permutation, ties in"
                                + " arrival order"),
                new Correction(Quirk.MESH_CONTACTS_100, CAPSULE, GROW),
                new Correction(Quirk.MESH_CONTACTS_100, SPHERE, GROW),
                new Correction(Quirk.MESH_CONTACTS_100, OVERLAP, GROW),
                new Correction(Quirk.CAPSULE_LIST_OVERRUN, CAPSULE,
                        "a kernel hit with t > 1 counts as handled, so the cell walk never reads past a cell's list"),
                new Correction(Quirk.CAPSULE_SWEEP_IGNORES_MAX, CAPSULE,
                        "writes and returns at most max contacts, the nearest (the slide still comes from all of"
                                + " them)"),
                new Correction(Quirk.RSQRT_ZERO, CAPSULE,
                        "a zero corner-slide sum is guarded, not normalised: no slide, so the contacts carry S = 0"
                                + " with flag 0 (no corner-slide claim) and the resolution's other rules apply"),
                new Correction(Quirk.CORNER_SLIDE_FLIPPED_EDGE, CAPSULE,
                        "on a flipped copy the file's corner edge k is read as the copy's edge 2 - k (the flip swaps"
                                + " corners 1 and 2), so the flagged edge's region bit and direction are the ones"
                                + " used"),
                new Correction(Quirk.ONE_PER_PLANE_UNSORTED, SPHERE,
                        "option 0x20000 removes a near-coplanar entry by moving the later ones down: the list stays"
                                + " sorted and every entry is tested"),
                new Correction(Quirk.ONE_PER_PLANE_AFTER_CAP, SPHERE,
                        "option 0x20000 keeps one contact per plane among every hit first, then caps to max"),
                new Correction(Quirk.MESH_OVERLAP_RETURNS_ONE, OVERLAP,
                        "returns the number of contacts written, so the caller counts each of them"),
                new Correction(Quirk.MESH_OVERLAP_KEEPS_SHALLOWEST, OVERLAP,
                        "past room, keeps the room deepest penetrations, deepest first"),
                new Correction(Quirk.VISITED_BITS_SHARED, CAPSULE, OWN_MARKS),
                new Correction(Quirk.VISITED_BITS_SHARED, SPHERE, OWN_MARKS),
                new Correction(Quirk.VISITED_BITS_SHARED, OVERLAP, OWN_MARKS),
                new Correction(Quirk.CAPSULE_SWEEP_IGNORES_OPTIONS, CAPSULE,
                        "reads the options word as the sphere sweep does: the n.z range (options 4 and 8) and the"
                                + " 0x8000 bit-3 skip; the walking sweep's options 4 with -0.65 keep every wall"),
                new Correction(Quirk.MESH_OVERLAP_NO_SIDE_TEST, OVERLAP,
                        "the sweeps' side rule: a one-sided face met from behind is skipped, a two-sided one is flipped"
                                + " to face the sphere"),
                new Correction(Quirk.MESH_U16_LIMIT, CAPSULE, WIDE),
                new Correction(Quirk.MESH_U16_LIMIT, SPHERE, WIDE),
                new Correction(Quirk.MESH_U16_LIMIT, OVERLAP, WIDE));
    }
}
