package engine.files;

import java.nio.file.Path;

/** A process that starts an atomic write and never finishes it, for the SIGTERM test of {@link AtomicFilesTest}. */
public final class SlowWriterMain {
    private SlowWriterMain() {
    }

    /** args[0]: the target. Prints "writing" once the temporary file holds bytes, then waits to be killed. */
    public static void main(String[] args) throws Exception {
        AtomicFiles.write(Path.of(args[0]), out -> {
            out.write(new byte[1 << 17]);
            out.flush();
            System.out.println("writing");
            System.out.flush();
            try {
                Thread.sleep(600_000);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
    }
}
