package engine.api.foothold;

/**
 * A ladder or rope of a map export (ladderRope/N): a vertical segment at x from y1 to y2 (px, y grows down).
 *
 * @param id         the entry id
 * @param ladder     true for a ladder (l = 1), false for a rope (l = 0)
 * @param canExitTop true when the top can be climbed off (uf = 1)
 * @param x          the x of the segment (px)
 * @param y1         its first y (px)
 * @param y2         its second y (px)
 * @param page       the layer it belongs to
 */
public record LadderRope(int id, boolean ladder, boolean canExitTop, int x, int y1, int y2, int page) {

    /** The top (smaller y) of the segment. */
    public int top() {
        return Math.min(y1, y2);
    }

    /** The bottom (larger y) of the segment. */
    public int bottom() {
        return Math.max(y1, y2);
    }
}
