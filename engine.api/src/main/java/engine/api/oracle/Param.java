package engine.api.oracle;

import java.util.Objects;

/**
 * A named argument or result of a spec function.
 *
 * @param name     the name used in requests and responses (the spec's, where it has one)
 * @param type     the value type
 * @param doc      one line with units and range
 * @param optional true when a call may leave it out (the function then uses its documented default)
 */
public record Param(String name, ValueType type, String doc, boolean optional) {

    /** A required argument or a result. */
    public Param(String name, ValueType type, String doc) {
        this(name, type, doc, false);
    }

    /** An optional argument: doc says what leaving it out means. */
    public static Param optional(String name, ValueType type, String doc) {
        return new Param(name, type, doc, true);
    }

    /** Validates that nothing is null or blank. */
    public Param {
        Objects.requireNonNull(type, "type");
        if (name == null || name.isBlank()) {
            throw new IllegalArgumentException("a parameter needs a name");
        }
        Objects.requireNonNull(doc, "doc");
    }
}
