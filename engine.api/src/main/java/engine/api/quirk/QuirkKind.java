package engine.api.quirk;

/** What kind of divergence a catalogue entry is. */
public enum QuirkKind {
    /** A defect of the original (wrong result, lost data, memory read past an end). */
    BUG,
    /** A fixed capacity of the original (pool sizes, contact arrays, candidate lists). */
    LIMIT,
    /** An input the original does not check (a zero length, a missing owner, a count against a capacity). */
    UNCHECKED,
    /** Behaviour the spec calls a design choice: kept by the fixed kernels unless the entry says otherwise. */
    DESIGN,
    /** A part the spec refers to but does not give, rebuilt from first principles consistent with its facts. */
    RECONSTRUCTED;

    /** Lower-case name for tables and JSON. */
    public String id() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }
}
