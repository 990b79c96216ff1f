package engine.api.kernel.sweep;

/**
 * The move state PhysicsBody_Sweep keeps across its passes and hands the resolution (Unit 3): the move flags
 * (0x1 a slide was stored, 0x2 write v back, 0x4 a contact scale applies) and the largest contact scale met.
 */
public final class MoveState {
    /** moveFlags 0x1: a slide was stored in the body's push-out this move. */
    public static final int SLIDE_STORED = 0x1;
    /** moveFlags 0x2: write the real velocity back to the owner. */
    public static final int WRITE_BACK = 0x2;
    /** moveFlags 0x4: a contact scale applies. */
    public static final int SCALED = 0x4;

    private int flags;
    private float scale;

    /** flags 0, scale 0.0 (the sweep's start values). */
    public MoveState() {
    }

    /** The move flags. */
    public int flags() {
        return flags;
    }

    /** Sets the move flags. */
    public void setFlags(int f) {
        flags = f;
    }

    /** The largest contact scale met (0.0 until one applies). */
    public float scale() {
        return scale;
    }

    /** Sets the contact scale. */
    public void setScale(float s) {
        scale = s;
    }

    /** Back to flags 0, scale 0.0. */
    public void reset() {
        flags = 0;
        scale = 0f;
    }
}
