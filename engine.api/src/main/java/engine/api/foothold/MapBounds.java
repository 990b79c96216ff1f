package engine.api.foothold;

/**
 * The rectangle ClampToBounds keeps a mover in (px, y grows down): x in [left, right], y not above top; the
 * bottom is kept for reference only (the client has no lower clamp).
 *
 * @param left   the smallest x (px)
 * @param top    the smallest y (px)
 * @param right  the largest x (px)
 * @param bottom the largest y (px), not clamped
 * @param fromVr true when taken from the map's VRLeft/VRTop/VRRight/VRBottom, false when derived from footholds
 */
public record MapBounds(int left, int top, int right, int bottom, boolean fromVr) {

    /** Rows above the highest foothold a derived top leaves free (px). */
    public static final int DERIVED_TOP_MARGIN = 300;
    /** Rows below the lowest foothold a derived bottom adds (px). */
    public static final int DERIVED_BOTTOM_MARGIN = 100;

    /** Validates left ≤ right and top ≤ bottom. */
    public MapBounds {
        if (left > right || top > bottom) {
            throw new IllegalArgumentException("bounds left " + left + " right " + right + " top " + top
                    + " bottom " + bottom + " are empty");
        }
    }

    /** The bounds a map without VR fields gets: foothold x extent, top raised and bottom lowered by the margins (px). */
    public static MapBounds derive(Iterable<Foothold> footholds) {
        int l = Integer.MAX_VALUE;
        int t = Integer.MAX_VALUE;
        int r = Integer.MIN_VALUE;
        int b = Integer.MIN_VALUE;
        for (Foothold f : footholds) {
            l = Math.min(l, Math.min(f.x1(), f.x2()));
            r = Math.max(r, Math.max(f.x1(), f.x2()));
            t = Math.min(t, Math.min(f.y1(), f.y2()));
            b = Math.max(b, Math.max(f.y1(), f.y2()));
        }
        if (l > r) {
            return new MapBounds(0, 0, 0, 0, false);
        }
        return new MapBounds(l, t - DERIVED_TOP_MARGIN, r, b + DERIVED_BOTTOM_MARGIN, false);
    }
}
