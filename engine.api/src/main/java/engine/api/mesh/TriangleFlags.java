package engine.api.mesh;

/** Bits of a triangle's u16 flags at +0x06 of its 10-byte record (Units 2, 3). */
public final class TriangleFlags {
    /** 0x1: enabled; every collector skips a triangle without it. */
    public static final int ENABLED = 0x1;
    /** 0x2: two-sided; met from behind with its normal flipped. */
    public static final int TWO_SIDED = 0x2;
    /** 0x8 (bit 3): skipped by the sphere sweep for bodies with flag 0x100 or option 0x8000. */
    public static final int BIT3 = 0x8;
    /** 0x100: a stopping contact with it does not ask for the velocity write-back. */
    public static final int NO_WRITE_BACK = 0x100;
    /** Bits 14-15: the corner-slide edge 0, 1 or 2 (3 = none), read by the capsule sweep. */
    public static final int CORNER_EDGE_MASK = 0xc000;
    /** Shift of the corner-slide edge field. */
    public static final int CORNER_EDGE_SHIFT = 14;
    /** The corner edge value meaning "no corner slide". */
    public static final int CORNER_EDGE_NONE = 3;

    private TriangleFlags() {
    }

    /** The corner-slide edge of a flags word: flags &gt;&gt; 14, 0..3 (3 = none). */
    public static int cornerEdge(int flags) {
        return (flags & CORNER_EDGE_MASK) >>> CORNER_EDGE_SHIFT;
    }

    /** flags with its corner-slide edge replaced by edge (0..3). */
    public static int withCornerEdge(int flags, int edge) {
        if (edge < 0 || edge > 3) {
            throw new IllegalArgumentException("corner edge " + edge + " not in 0..3");
        }
        return (flags & ~CORNER_EDGE_MASK) | (edge << CORNER_EDGE_SHIFT);
    }
}
