package engine.api.foothold;

/**
 * The map's info fields the movement reads.
 *
 * @param fs       info/fs: the drag of every foothold (dimensionless, 1.0 when absent; 0.2 is ice)
 * @param vrLimit  info/VRLimit (0 when absent), kept for reference
 */
public record FieldAttributes(double fs, int vrLimit) {

    /** No fs (1.0), no VRLimit. */
    public static final FieldAttributes DEFAULT = new FieldAttributes(1.0, 0);

    /** Validates that fs is finite and positive. */
    public FieldAttributes {
        if (!(fs > 0.0) || Double.isInfinite(fs)) {
            throw new IllegalArgumentException("fs " + fs + " must be finite and positive");
        }
    }
}
