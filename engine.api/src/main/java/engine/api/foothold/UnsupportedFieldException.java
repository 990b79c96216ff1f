package engine.api.foothold;

/**
 * Thrown when a mover is stepped on a swimming or flying map without the caller's opt-in to ground physics
 * ({@link FootholdMap#withGroundPhysics()}): the client moves there with float physics, which this engine lacks.
 */
public final class UnsupportedFieldException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final transient FootholdMap map;

    /** The refusal for map, naming it and its field type. */
    public UnsupportedFieldException(FootholdMap map) {
        super(map.name() + ": " + FootholdMap.floatWarning(map.field())
                + "; call FootholdMap.withGroundPhysics() to walk it with ground physics anyway");
        this.map = map;
    }

    /** The map refused. */
    public FootholdMap map() {
        return map;
    }
}
