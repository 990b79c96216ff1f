package engine.foothold2d.map;

/** A map or physics export that cannot be loaded; the message names the file and the node path at fault. */
public final class MapFormatException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    private final String nodePath;

    /** An error at nodePath (slash-separated imgdir names) of source. */
    public MapFormatException(String source, String nodePath, String problem) {
        super(source + ": " + nodePath + ": " + problem);
        this.nodePath = nodePath;
    }

    /** The slash-separated node path the error names. */
    public String nodePath() {
        return nodePath;
    }
}
