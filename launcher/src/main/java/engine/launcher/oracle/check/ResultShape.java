package engine.launcher.oracle.check;

import engine.api.oracle.Param;
import engine.api.oracle.ValueType;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The declared shape of a call's {@code result}, which an {@code expect} must follow (docs/oracle.md, Expectations):
 * a spec function's results ({@link #of(List)}), or any shape a session call declares for its answer, so the same
 * check serves both without guessing from JSON.
 */
public sealed interface ResultShape permits ResultShape.Value, ResultShape.Double64, ResultShape.Fields,
        ResultShape.ListOf {

    /** A value of one oracle type, written by JsonValues. */
    record Value(ValueType type) implements ResultShape {
        /** Refuses MESH: a mesh is an argument, never a result to compare. */
        public Value {
            Objects.requireNonNull(type, "type");
            if (type == ValueType.MESH) {
                throw new IllegalArgumentException("a mesh is not a result");
            }
        }
    }

    /** A double (2D session state): compared by its 64 bits. */
    record Double64() implements ResultShape {
    }

    /** An object of named fields, in order; an expectation may leave fields out, never add one. */
    record Fields(Map<String, ResultShape> fields) implements ResultShape {
        /** Keeps the order. */
        public Fields {
            fields = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(fields));
        }
    }

    /** A list whose every element has one shape. */
    record ListOf(ResultShape element) implements ResultShape {
        /** Not null. */
        public ListOf {
            Objects.requireNonNull(element, "element");
        }
    }

    /** The shape of a spec function's result object: one field per declared result. */
    static Fields of(List<Param<?>> results) {
        Map<String, ResultShape> f = new LinkedHashMap<>();
        for (Param<?> p : results) {
            f.put(p.name(), new Value(p.type()));
        }
        return new Fields(f);
    }

    /** A value of type t. */
    static ResultShape value(ValueType t) {
        return new Value(t);
    }
}
