package engine.launcher.exit;

/** An input file, profile or request that is invalid; the message names the file, record and field. */
public final class InputException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /** An error whose message names the file, record and field. */
    public InputException(String message) {
        super(message);
    }

    /** An error whose message names the file, record and field, with its cause. */
    public InputException(String message, Throwable cause) {
        super(message, cause);
    }
}
