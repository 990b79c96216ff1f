package engine.peers;

/** One engine's sphere sweeps over a workload's rows, for the side-by-side comparison. */
interface SweepEngine extends AutoCloseable {
    /** The engine's name in the tables. */
    String name();

    /**
     * Sweeps count rows (7 floats each: start, unit direction, length) of a sphere of radius r; writes the distance
     * to the first hit (m) or NaN for a miss into distances; returns the hit count. Allocates nothing, except where
     * the binding leaves no choice ({@link JoltSweeps}: a native shape cast per sweep, a collector per hit).
     */
    int run(float[] rows, int count, float radius, float[] distances);

    /** Releases native memory. */
    @Override
    void close();
}
