package engine.launcher.ab;

/**
 * A per-frame series kept as the largest value in each of at most a fixed number of buckets of consecutive frames,
 * so a million frames cost no more than a thousand. The bucket width is fixed from the frame count up front.
 */
public final class MaxSeries {
    private final int frames;
    private final int width;
    private final double[] max;

    /** A series over frames frames in at most buckets buckets (both ≥ 1), every value 0 until set. */
    MaxSeries(int frames, int buckets) {
        this.frames = frames;
        this.width = (int) ((frames + (long) buckets - 1) / buckets);
        this.max = new double[(frames + width - 1) / width];
    }

    /** Raises frame f's bucket to at least v (NaN counts as +∞: a run that left the numbers). */
    void add(int f, double v) {
        double x = Double.isNaN(v) ? Double.POSITIVE_INFINITY : v;
        int b = f / width;
        if (x > max[b]) {
            max[b] = x;
        }
    }

    /** Frames the series covers. */
    public int frames() {
        return frames;
    }

    /** Frames per bucket (1 when every frame has its own). */
    public int width() {
        return width;
    }

    /** Buckets. */
    public int buckets() {
        return max.length;
    }

    /** The largest value of bucket b. */
    public double value(int b) {
        return max[b];
    }

    /** The first frame of bucket b. */
    public int firstFrame(int b) {
        return b * width;
    }
}
