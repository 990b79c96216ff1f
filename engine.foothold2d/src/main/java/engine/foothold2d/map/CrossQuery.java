package engine.foothold2d.map;

/** A crossing query's scratch: the candidate buffer and visited stamps, reused so a query allocates nothing. */
public final class CrossQuery {
    /** The candidates of the last query (foothold indices, ascending). */
    public final int[] items;
    final int[] stamp;
    private int epoch;

    CrossQuery(int footholds) {
        items = new int[footholds];
        stamp = new int[footholds];
    }

    int nextEpoch() {
        if (++epoch == 0) {
            java.util.Arrays.fill(stamp, 0);
            epoch = 1;
        }
        return epoch;
    }
}
