package engine.api.oracle;

/** A call with a missing, extra or ill-typed argument, or an argument outside the function's domain. */
public final class FunctionArgumentException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /** An error whose message names the function and the argument. */
    public FunctionArgumentException(String message) {
        super(message);
    }
}
