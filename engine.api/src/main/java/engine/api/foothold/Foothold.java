package engine.api.foothold;

/**
 * One foothold of a map export (WZ XML foothold/layer/group/id): a segment (x1, y1)-(x2, y2) in pixels, screen
 * coordinates (y grows downward), with prev/next links (0 = none). Walls have x1 = x2.
 *
 * @param id             the foothold id (≥ 1)
 * @param layer          the layer (page) it belongs to
 * @param group          the group within the layer
 * @param x1             start x (px)
 * @param y1             start y (px)
 * @param x2             end x (px)
 * @param y2             end y (px)
 * @param prev           the previous foothold's id, 0 for none
 * @param next           the next foothold's id, 0 for none
 * @param cantThrough    the optional cantThrough value (0 when absent)
 * @param forbidFallDown the optional forbidFallDown value (0 when absent)
 * @param force          the optional force value (0 when absent)
 */
public record Foothold(int id, int layer, int group, int x1, int y1, int x2, int y2, int prev, int next,
                       int cantThrough, int forbidFallDown, int force) {
    /**
     * Largest coordinate magnitude (px): 2^24, far beyond any map (real ones span some 10^4 px), so differences and
     * squares of coordinates stay exact in double and the foothold index stays small.
     */
    public static final int MAX_COORDINATE = 1 << 24;

    /** Validates the id (≥ 1), the links (≥ 0, not the foothold itself) and the coordinates (|v| ≤ 2^24). */
    public Foothold {
        if (id < 1) {
            throw new IllegalArgumentException("foothold id " + id + " must be at least 1");
        }
        if (prev < 0 || next < 0) {
            throw new IllegalArgumentException("foothold " + id + ": prev " + prev + " / next " + next
                    + " must be ids or 0");
        }
        if (prev == id || next == id) {
            throw new IllegalArgumentException("foothold " + id + ": prev " + prev + " / next " + next
                    + " links to itself");
        }
        for (int v : new int[] {x1, y1, x2, y2}) {
            if (Math.abs((long) v) > MAX_COORDINATE) {
                throw new IllegalArgumentException("foothold " + id + ": coordinate " + v + " is beyond +-"
                        + MAX_COORDINATE + " px");
            }
        }
    }

    /** True for a wall: x1 = x2. */
    public boolean isWall() {
        return x1 == x2;
    }

    /** True when the two ends coincide (zero length). */
    public boolean isZeroLength() {
        return x1 == x2 && y1 == y2;
    }

    /** Length √((x2 − x1)² + (y2 − y1)²) in px (exact for the integer inputs up to double rounding). */
    public double length() {
        double dx = (double) x2 - x1;
        double dy = (double) y2 - y1;
        return StrictMath.sqrt(dx * dx + dy * dy);
    }

    /** The unit direction's x, (x2 − x1) / length (dimensionless); 0 for a zero-length foothold. */
    public double cos() {
        double len = length();
        return len == 0.0 ? 0.0 : ((double) x2 - x1) / len;
    }

    /** The unit direction's y, (y2 − y1) / length (dimensionless, down positive); 0 for a zero-length foothold. */
    public double sin() {
        double len = length();
        return len == 0.0 ? 0.0 : ((double) y2 - y1) / len;
    }
}
