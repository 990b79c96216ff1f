package engine.api.oracle;

import java.util.Objects;

/**
 * A named argument or result of a spec function.
 *
 * @param name     the name used in requests and responses (the spec's, where it has one)
 * @param type     the value type
 * @param doc      one line with units and range
 * @param optional true when a call may leave it out (the function then uses its documented default)
 * @param min      the least value an INT or LONG argument (each element of an INT_LIST) may have
 * @param max      the greatest value an INT or LONG argument (each element of an INT_LIST) may have
 */
public record Param(String name, ValueType type, String doc, boolean optional, long min, long max) {

    /** A required argument or a result. */
    public Param(String name, ValueType type, String doc) {
        this(name, type, doc, false);
    }

    /** An argument or result with no range limit beyond its type's. */
    public Param(String name, ValueType type, String doc, boolean optional) {
        this(name, type, doc, optional, Long.MIN_VALUE, Long.MAX_VALUE);
    }

    /** An optional argument: doc says what leaving it out means. */
    public static Param optional(String name, ValueType type, String doc) {
        return new Param(name, type, doc, true);
    }

    /** This integer argument limited to [min, max]: a call outside is refused before the function runs. */
    public Param range(long least, long greatest) {
        if (type != ValueType.INT && type != ValueType.LONG && type != ValueType.INT_LIST) {
            throw new IllegalArgumentException(name + ": only integer arguments have a range");
        }
        return new Param(name, type, doc, optional, least, greatest);
    }

    /** True when this argument has a range narrower than its type's. */
    public boolean ranged() {
        return min != Long.MIN_VALUE || max != Long.MAX_VALUE;
    }

    /** Validates that nothing is null or blank and the range is not empty. */
    public Param {
        Objects.requireNonNull(type, "type");
        if (name == null || name.isBlank()) {
            throw new IllegalArgumentException("a parameter needs a name");
        }
        Objects.requireNonNull(doc, "doc");
        if (min > max) {
            throw new IllegalArgumentException(name + ": empty range " + min + ".." + max);
        }
    }
}
