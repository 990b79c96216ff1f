package engine.api.kernel;

/** A profile or selection that cannot be resolved: an unknown slot or provider, or a slot with no provider. */
public final class SelectionException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /** An error with a message that names the slot, provider or field. */
    public SelectionException(String message) {
        super(message);
    }
}
