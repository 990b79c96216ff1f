package engine.api.foothold;

/**
 * The map's info fields the movement reads.
 *
 * @param fs             info/fs: the drag of every foothold (dimensionless, 1.0 when absent; 0.2 is ice)
 * @param vrLimit        info/VRLimit (0 when absent): when not 0 the VR fields narrow the movement bounds
 * @param swim           info/swim is not 0: a swimming field (the client swims there; this engine walks only)
 * @param fly            info/fly is not 0: a flying field (the client flies there; this engine walks only)
 * @param fieldLimit     info/fieldLimit (0 when absent); bit {@link #NO_JUMP_DOWN} forbids jumping down
 * @param forbidFallDown info/forbidFallDown is not 0: no foothold of the map may be jumped down from
 */
public record FieldAttributes(double fs, int vrLimit, boolean swim, boolean fly, int fieldLimit,
                              boolean forbidFallDown) {

    /** The fieldLimit bit that forbids jumping down through footholds (0x20000). */
    public static final int NO_JUMP_DOWN = 0x20000;

    /** No fs (1.0), no VRLimit, a walking field with no limits. */
    public static final FieldAttributes DEFAULT = new FieldAttributes(1.0, 0);

    /** Validates that fs is finite and positive. */
    public FieldAttributes {
        if (!(fs > 0.0) || Double.isInfinite(fs)) {
            throw new IllegalArgumentException("fs " + fs + " must be finite and positive");
        }
    }

    /** A walking field with fs and VRLimit and no limits. */
    public FieldAttributes(double fs, int vrLimit) {
        this(fs, vrLimit, false, false, 0, false);
    }

    /** True when the field swims or flies: the client moves there with its float physics, not this engine's. */
    public boolean floats() {
        return swim || fly;
    }

    /** True when the map forbids every jump-down: info/forbidFallDown, or the fieldLimit bit 0x20000. */
    public boolean jumpDownForbidden() {
        return forbidFallDown || (fieldLimit & NO_JUMP_DOWN) != 0;
    }
}
