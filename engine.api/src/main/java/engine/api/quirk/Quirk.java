package engine.api.quirk;

import java.util.List;

/**
 * The quirk catalogue: one constant per known divergence of the original (Units 1-13 of the physics spec).
 * The constant's name is its id: code that reproduces a quirk carries {@code // PS2-BUG(ID)} (or
 * {@code PS2-LIMIT}, ...) and a test carries the same id.
 */
public enum Quirk {

    /** Unit 2, MeshContacts_SortByFraction: the insertion sort's forward-copying shift smears one entry. */
    SORT_SMEAR(QuirkKind.BUG, 2, "MeshContacts_SortByFraction",
            "insertion sort smears: making room copies forwards, so later entries are lost and list[j] repeated",
            true, "mesh-contact-sort"),

    /** Unit 2, the four collectors: 100 mesh contacts, never checked. */
    MESH_CONTACTS_100(QuirkKind.LIMIT, 2, "PhysicsMesh_SweepCapsule",
            "each mesh collector holds 100 mesh contacts and nothing checks the count",
            true, "contact-lists", "mesh-sweep.capsule", "mesh-sweep.sphere", "mesh-overlap.sphere");

    private final QuirkKind kind;
    private final int unit;
    private final String function;
    private final String title;
    private final boolean fixedCorrects;
    private final List<String> slots;

    Quirk(QuirkKind kind, int unit, String function, String title, boolean fixedCorrects, String... slots) {
        this.kind = kind;
        this.unit = unit;
        this.function = function;
        this.title = title;
        this.fixedCorrects = fixedCorrects;
        this.slots = List.of(slots);
    }

    /** The catalogue id, the constant's name (as in {@code PS2-BUG(SORT_SMEAR)}). */
    public String id() {
        return name();
    }

    /** What kind of divergence this is. */
    public QuirkKind kind() {
        return kind;
    }

    /** The spec unit it comes from (1-13; 0 for the spec's unnumbered pages such as the mesh file layout). */
    public int unit() {
        return unit;
    }

    /** The spec function it comes from (its name in the spec, e.g. "PhysicsMesh_SweepCapsule"). */
    public String function() {
        return function;
    }

    /** One line saying what the original does. */
    public String title() {
        return title;
    }

    /** True when the fixed kernels correct it (each correction switchable on its own). */
    public boolean fixedCorrects() {
        return fixedCorrects;
    }

    /** Ids of the slots whose kernels it touches ({@code engine.api.kernel.Slots}). */
    public List<String> slots() {
        return slots;
    }
}
