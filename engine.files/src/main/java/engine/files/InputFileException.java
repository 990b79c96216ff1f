package engine.files;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Objects;

/**
 * An input that cannot be read as asked: not a regular file, over its size limit, not UTF-8 text, a line too long.
 * The message reads {@code file: detail} (with {@code line N: } for a text fault).
 */
public class InputFileException extends IOException {
    private static final long serialVersionUID = 1L;

    private final transient Path file;
    private final long line;
    private final String detail;

    /** A fault of the whole file (line −1). */
    public InputFileException(Path file, String detail) {
        this(file, -1, detail);
    }

    /** A fault at line (1-based; −1 when none applies). */
    public InputFileException(Path file, long line, String detail) {
        super(file + ": " + (line > 0 ? "line " + line + ": " : "") + Objects.requireNonNull(detail, "detail"));
        this.file = file;
        this.line = line > 0 ? line : -1;
        this.detail = detail;
    }

    /** The file at fault (null for a stream that has no file, such as standard input). */
    public Path file() {
        return file;
    }

    /** What is wrong, without the file and the line. */
    public String detail() {
        return detail;
    }

    /** The 1-based line at fault, or −1 when the fault is not on a line. */
    public long line() {
        return line;
    }
}
