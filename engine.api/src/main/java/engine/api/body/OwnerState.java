package engine.api.body;

/** Bits of the owner's 64-bit state flags (owner vtable +0x50; for a human, its current state record). */
public final class OwnerState {
    /** 0x20000: cuffed (the human capsule drops to 0.35 × scale). */
    public static final long CUFFED = 0x20000L;
    /** 0x4000000: airborne. */
    public static final long AIRBORNE = 0x4000000L;
    /** 0x18003ff0: any pair or block state (grab, held, mug, tackle, throw, block; Human_IsInPairOrBlock). */
    public static final long PAIR_OR_BLOCK = 0x18003ff0L;
    /** 0x400000000: jumping. */
    public static final long JUMPING = 0x400000000L;
    /** 0x1000000000: a long fall. */
    public static final long LONG_FALL = 0x1000000000L;

    private OwnerState() {
    }
}
