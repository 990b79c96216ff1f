package engine.launcher.cli;

import java.io.PrintStream;
import java.util.function.IntConsumer;

/**
 * A progress bar on stderr, drawn only when a terminal is attached (System.console() != null) and the run has
 * lasted over a second; redrawn at most ten times a second and cleared at the end.
 */
final class Progress implements IntConsumer, AutoCloseable {
    private final PrintStream err = System.err;
    private final boolean terminal = System.console() != null;
    private final long start = System.nanoTime();
    private final int total;
    private final String label;
    private long last;
    private boolean drawn;

    Progress(String label, int total) {
        this.label = Names.printable(label);
        this.total = total;
    }

    @Override
    public void accept(int done) {
        if (!terminal) {
            return;
        }
        long now = System.nanoTime();
        if (now - start < 1_000_000_000L || now - last < 100_000_000L) {
            return;
        }
        last = now;
        int width = 30;
        int filled = (int) ((long) width * done / Math.max(1, total));
        err.print("\r" + label + " [" + "#".repeat(filled) + " ".repeat(width - filled) + "] " + done + "/" + total);
        err.flush();
        drawn = true;
    }

    @Override
    public void close() {
        if (drawn) {
            err.print("\r" + " ".repeat(label.length() + 50) + "\r");
            err.flush();
        }
    }
}
