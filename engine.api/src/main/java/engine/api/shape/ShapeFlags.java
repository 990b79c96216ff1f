package engine.api.shape;

/** Bits of the shape head's u16 flags at +0x32 (Unit 6). */
public final class ShapeFlags {
    /** 0x1: enabled; the sweeps, overlaps and queries skip a shape without it. */
    public static final int ENABLED = 0x1;
    /** 0x2: a striking shape (bone shapes and weapon spheres; cleared on a human's capsule). */
    public static final int STRIKER = 0x2;
    /** 0x4: a strike target (the spine and head bone shapes, the punch bag's segment). */
    public static final int STRIKE_TARGET = 0x4;
    /** 0x8: taken from its pool (Unit 8's allocators set it, IPhysics_FreeShape clears it). */
    public static final int ALLOCATED = 0x8;
    /** 0x10: the next pose resets the previous position to the new one (set by enabling a shape). */
    public static final int RESET_PREVIOUS = 0x10;
    /** 0x11: what enabling a shape writes (ENABLED | RESET_PREVIOUS). */
    public static final int ENABLE_BITS = ENABLED | RESET_PREVIOUS;
    /** 0xb: what the pool allocators set (ENABLED | STRIKER | ALLOCATED). */
    public static final int POOL_ALLOCATED_BITS = ENABLED | STRIKER | ALLOCATED;

    private ShapeFlags() {
    }

    /** True when every bit of mask is set in flags. */
    public static boolean has(int flags, int mask) {
        return (flags & mask) == mask;
    }
}
