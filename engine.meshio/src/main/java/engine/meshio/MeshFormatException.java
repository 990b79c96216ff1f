package engine.meshio;

import java.io.IOException;
import java.util.Objects;

/**
 * A malformed mesh file or mesh source: names the source, the byte offset (when there is one), the record
 * ("header", "section TRIS", "triangle 12", "cell (3, 0, 1)", "line 7") and the field ("magic", "count", "v1").
 * The message reads {@code source: byte N: record field F: detail}.
 */
public class MeshFormatException extends IOException {
    private static final long serialVersionUID = 1L;

    private final String sourceName;
    private final long byteOffset;
    private final String record;
    private final String field;
    private final String detail;

    /**
     * A fault in sourceName at byteOffset (−1 when none applies) in the named record and field (field may be
     * empty), with a detail sentence.
     */
    public MeshFormatException(String sourceName, long byteOffset, String record, String field, String detail) {
        super(format(sourceName, byteOffset, record, field, detail));
        this.sourceName = Objects.requireNonNull(sourceName, "sourceName");
        this.byteOffset = byteOffset < 0 ? -1 : byteOffset;
        this.record = Objects.requireNonNull(record, "record");
        this.field = field == null ? "" : field;
        this.detail = Objects.requireNonNull(detail, "detail");
    }

    private static String format(String sourceName, long byteOffset, String record, String field, String detail) {
        StringBuilder sb = new StringBuilder().append(sourceName);
        if (byteOffset >= 0) {
            sb.append(": byte ").append(byteOffset);
        }
        sb.append(": ").append(record);
        if (field != null && !field.isEmpty()) {
            sb.append(" field ").append(field);
        }
        return sb.append(": ").append(detail).toString();
    }

    /** The file name or other label of the source that was read. */
    public String sourceName() {
        return sourceName;
    }

    /** The byte offset of the fault from the start of the file, or −1 when none applies. */
    public long byteOffset() {
        return byteOffset;
    }

    /** The record at fault, e.g. "header", "section GRID", "vertex 4", "triangle 12", "cell (3, 0, 1)". */
    public String record() {
        return record;
    }

    /** The field at fault, e.g. "magic", "count", "v1", "entry 2"; empty when the whole record is at fault. */
    public String field() {
        return field;
    }

    /** The detail sentence alone (the message without source, offset, record and field). */
    public String detail() {
        return detail;
    }
}
