package engine.studies;

import java.io.PrintStream;
import java.util.function.LongConsumer;

/**
 * A progress bar on stderr, drawn only when a terminal is attached (System.console() != null), redrawn at most ten
 * times a second and cleared at the end: units done, the rate, and the time left at that rate.
 */
final class StudyProgress implements LongConsumer, AutoCloseable {
    private final PrintStream err = System.err;
    private final boolean on;
    private final long start = System.nanoTime();
    private final long total;
    private final String label;
    private long last;
    private boolean drawn;

    StudyProgress(String label, long total, boolean wanted) {
        this.label = label;
        this.total = total;
        this.on = wanted && System.console() != null;
    }

    @Override
    public void accept(long done) {
        if (!on) {
            return;
        }
        long now = System.nanoTime();
        if (now - last < 100_000_000L) {
            return;
        }
        last = now;
        double minutes = (now - start) / 60e9;
        double rate = done / Math.max(minutes, 1e-9);
        int width = 30;
        int filled = (int) Math.min(width, (long) width * done / Math.max(1, total));
        String eta = done == 0 ? "" : String.format(java.util.Locale.ROOT, ", %.0f s left",
                (total - done) / rate * 60);
        err.print(String.format(java.util.Locale.ROOT, "\r%s [%s%s] %d/%d A/Bs, %.1f a minute%s   ", label,
                "#".repeat(filled), " ".repeat(width - filled), done, total, rate, eta));
        err.flush();
        drawn = true;
    }

    @Override
    public void close() {
        if (drawn) {
            err.print("\r" + " ".repeat(label.length() + 90) + "\r");
            err.flush();
        }
    }
}
