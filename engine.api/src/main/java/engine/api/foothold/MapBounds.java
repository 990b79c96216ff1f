package engine.api.foothold;

/**
 * The rectangle ClampToBounds keeps a mover in (px, y grows down): x in [left, right], y not above top; the
 * bottom is kept for reference only (the client has no lower clamp). The client computes it when it loads a map
 * (CWvsPhysicalSpace2D::Load, the MBR every CVecCtrl copies): {@link #client} (docs/foothold2d.md, "Bounds").
 *
 * @param left   the smallest x (px)
 * @param top    the smallest y (px)
 * @param right  the largest x (px)
 * @param bottom the largest y (px), not clamped
 * @param fromVr true when the map's VR fields narrowed it (info/VRLimit set), false when footholds alone gave it
 */
public record MapBounds(int left, int top, int right, int bottom, boolean fromVr) {

    /** Rows above the highest foothold the top leaves free (px). */
    public static final int DERIVED_TOP_MARGIN = 300;
    /** Rows below the lowest floor (not wall) the bottom adds (px). */
    public static final int DERIVED_BOTTOM_MARGIN = 10;
    /** How far inside the footholds' x extent left and right lie (px). */
    public static final int DERIVED_INSET_X = 30;
    /** How far inside VRLeft and VRRight the bounds lie when VRLimit is set (px). */
    public static final int VR_INSET_X = 20;
    /** How far below VRTop the top lies when VRLimit is set (px). */
    public static final int VR_INSET_TOP = 65;

    /** Validates left ≤ right and top ≤ bottom. */
    public MapBounds {
        if (left > right || top > bottom) {
            throw new IllegalArgumentException("bounds left " + left + " right " + right + " top " + top
                    + " bottom " + bottom + " are empty");
        }
    }

    /** The bounds of a map without VRLimit: {@link #client} from the footholds alone. */
    public static MapBounds derive(Iterable<Foothold> footholds) {
        return client(footholds, null, false);
    }

    /**
     * The client's movement bounds (px). From the footholds: left = smallest x + 30, right = largest x - 30, top =
     * smallest y - 300, bottom = largest y of a floor (not a wall) + 10. Then, only when vrLimit and vr are given,
     * each VR side that is not 0 narrows its side: left to VRLeft + 20, right to VRRight - 20, top to VRTop + 65,
     * bottom to VRBottom. An axis left empty (footholds within 60 px, or a VR narrower than its insets) collapses to
     * its middle (x) or to the top (y); a map without footholds gets (0, 0, 0, 0).
     *
     * @param vr      the map's VRLeft, VRTop, VRRight, VRBottom (fromVr ignored), or null when it has none
     * @param vrLimit true when info/VRLimit is not 0
     */
    public static MapBounds client(Iterable<Foothold> footholds, MapBounds vr, boolean vrLimit) {
        long l = Long.MAX_VALUE;
        long t = Long.MAX_VALUE;
        long r = Long.MIN_VALUE;
        long bAll = Long.MIN_VALUE;
        long bFloor = Long.MIN_VALUE;
        for (Foothold f : footholds) {
            l = Math.min(l, (long) Math.min(f.x1(), f.x2()) + DERIVED_INSET_X);
            r = Math.max(r, (long) Math.max(f.x1(), f.x2()) - DERIVED_INSET_X);
            t = Math.min(t, (long) Math.min(f.y1(), f.y2()) - DERIVED_TOP_MARGIN);
            long below = (long) Math.max(f.y1(), f.y2()) + DERIVED_BOTTOM_MARGIN;
            bAll = Math.max(bAll, below);
            if (f.x1() != f.x2()) {
                bFloor = Math.max(bFloor, below);
            }
        }
        if (l == Long.MAX_VALUE) {
            return new MapBounds(0, 0, 0, 0, false);
        }
        // a map of walls only has no floor to measure the bottom from: its lowest foothold gives it
        long b = bFloor != Long.MIN_VALUE ? bFloor : bAll;
        boolean narrowed = false;
        if (vrLimit && vr != null) {
            narrowed = true;
            if (vr.left() != 0 && l < (long) vr.left() + VR_INSET_X) {
                l = (long) vr.left() + VR_INSET_X;
            }
            if (vr.right() != 0 && r > (long) vr.right() - VR_INSET_X) {
                r = (long) vr.right() - VR_INSET_X;
            }
            if (vr.top() != 0 && t < (long) vr.top() + VR_INSET_TOP) {
                t = (long) vr.top() + VR_INSET_TOP;
            }
            if (vr.bottom() != 0 && b > vr.bottom()) {
                b = vr.bottom();
            }
        }
        if (l > r) {
            long mid = Math.floorDiv(l + r, 2);
            l = mid;
            r = mid;
        }
        if (t > b) {
            b = t;
        }
        return new MapBounds(clampInt(l), clampInt(t), clampInt(r), clampInt(b), narrowed);
    }

    private static int clampInt(long v) {
        return (int) Math.max(Integer.MIN_VALUE, Math.min(Integer.MAX_VALUE, v));
    }
}
