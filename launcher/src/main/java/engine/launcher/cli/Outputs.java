package engine.launcher.cli;

import engine.files.AtomicFiles;
import engine.launcher.exit.InputException;
import java.io.IOException;
import java.nio.file.Path;

/**
 * The one error path of every command that writes a file (run --out, ab --report, demo --out, mesh -o): the target
 * is checked before any work (absent or a regular file, in a writable folder; never a link, device or FIFO), the
 * write is atomic, and any failure is a bad-input error (exit 3) naming the file and the reason.
 */
final class Outputs {
    private Outputs() {
    }

    /** Refuses target before a command's work when it cannot be written; option names the flag for the message. */
    static void check(Path target, String option) {
        if (target == null) {
            return;
        }
        try {
            AtomicFiles.checkTarget(target);
        } catch (IOException e) {
            throw new InputException(option + " " + e.getMessage(), e);
        }
    }

    /** Writes target atomically; a failure leaves it as it was and is a bad-input error. */
    static void write(Path target, String option, AtomicFiles.Content content) {
        try {
            AtomicFiles.write(target, content);
        } catch (IOException e) {
            throw new InputException(option + " " + e.getMessage(), e);
        }
    }
}
