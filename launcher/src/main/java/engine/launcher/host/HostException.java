package engine.launcher.host;

/** The framework could not be started, or a bundle or plugin could not be installed, resolved or started. */
public class HostException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /** An error whose message names the bundle or file. */
    public HostException(String message, Throwable cause) {
        super(message, cause);
    }

    /** An error whose message names the bundle or file. */
    public HostException(String message) {
        super(message);
    }
}
