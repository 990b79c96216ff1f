package engine.meshio;

/**
 * A malformed Wavefront OBJ source: a {@link MeshFormatException} whose record is "line N" (1-based) and
 * whose byte offset is −1. The message reads {@code source: line N field F: detail}.
 */
public class ObjFormatException extends MeshFormatException {
    private static final long serialVersionUID = 1L;

    private final int line;

    /** A fault in sourceName on line (1-based) in the named field. */
    public ObjFormatException(String sourceName, int line, String field, String detail) {
        super(sourceName, -1, "line " + line, field, detail);
        this.line = line;
    }

    /** The 1-based line number of the fault. */
    public int line() {
        return line;
    }
}
