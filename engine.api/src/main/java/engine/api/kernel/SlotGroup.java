package engine.api.kernel;

/** The families of slots, as the original's tables and world functions group them. */
public enum SlotGroup {
    /** The 4 x 4 shape-pair sweep table (IPhysics +0x7c). */
    PAIR_SWEEP,
    /** The 4 x 4 overlap table (IPhysics +0x18). */
    PAIR_OVERLAP,
    /** The mesh sweep per shape type (IPhysics +0xe0). */
    MESH_SWEEP,
    /** The mesh overlap per shape type (IPhysics +0xf4). */
    MESH_OVERLAP,
    /** World-level parts: the sort, the contact lists, the body sweep and resolution, the list and queries. */
    WORLD,
    /** The body set: shape poses and bounds, body update, ignore lists, the pools and the human body (Units 6-10). */
    BODY_SET,
    /** The 2D foothold movement kernel. */
    MOVEMENT_2D;

    /** Lower-case name for tables and JSON ("pair_sweep", "body_set", …). */
    public String id() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }
}
