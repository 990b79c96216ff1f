package engine.api.oracle;

import java.util.Objects;

/**
 * A named argument or result of a spec function.
 *
 * @param name the name used in requests and responses (the spec's, where it has one)
 * @param type the value type
 * @param doc  one line with units and range
 */
public record Param(String name, ValueType type, String doc) {

    /** Validates that nothing is null or blank. */
    public Param {
        Objects.requireNonNull(type, "type");
        if (name == null || name.isBlank()) {
            throw new IllegalArgumentException("a parameter needs a name");
        }
        Objects.requireNonNull(doc, "doc");
    }
}
