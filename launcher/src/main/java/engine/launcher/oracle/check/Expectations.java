package engine.launcher.oracle.check;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import engine.api.math.FloatModel;
import engine.api.oracle.ValueType;
import engine.launcher.exit.InputException;
import engine.launcher.json.JsonValues;
import java.math.BigDecimal;
import java.util.Iterator;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Checks an {@code expect} against a call's result by the result's declared shape (docs/oracle.md, Expectations):
 * floats by their float32 bits (NaN by bits too), doubles by their 64 bits, ints, longs, bools and strings exactly,
 * lists by length then element. {@link #validate} refuses an expectation not shaped like the result, naming the field,
 * before the call runs; {@link #compare} finds the first differing field.
 */
public final class Expectations {
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
    private static final Pattern DOUBLE_BITS = Pattern.compile("0[xX][0-9a-fA-F]{16}");

    private Expectations() {
    }

    /**
     * Refuses expect unless it follows shape: objects name only declared fields, values have their type's JSON form
     * (vectors and matrices their full length); where names the expectation in the error ("expect").
     *
     * @throws InputException naming the field at fault
     */
    public static void validate(JsonNode expect, ResultShape shape, String where) {
        if (shape instanceof ResultShape.Fields f) {
            if (!expect.isObject()) {
                throw new InputException(where + ": expected an object of " + String.join(", ", f.fields().keySet()));
            }
            for (Iterator<Map.Entry<String, JsonNode>> it = expect.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> e = it.next();
                ResultShape s = f.fields().get(e.getKey());
                if (s == null) {
                    throw new InputException(where + "." + e.getKey() + ": no such result (results: "
                            + String.join(", ", f.fields().keySet()) + ")");
                }
                validate(e.getValue(), s, where + "." + e.getKey());
            }
        } else if (shape instanceof ResultShape.ListOf l) {
            if (!expect.isArray()) {
                throw new InputException(where + ": expected an array");
            }
            for (int i = 0; i < expect.size(); i++) {
                validate(expect.get(i), l.element(), where + "[" + i + "]");
            }
        } else if (shape instanceof ResultShape.Double64) {
            readDouble(expect, where);
        } else {
            validateValue(expect, ((ResultShape.Value) shape).type(), where);
        }
    }

    /**
     * The first field where actual (the result as written with hexFloats, so floats keep their bits) differs from
     * expect (already validated against shape), or empty when every field expect gives agrees; model writes the
     * values a divergence shows.
     */
    public static Optional<Divergence> compare(JsonNode expect, JsonNode actual, ResultShape shape, String path,
                                               FloatModel model) {
        if (shape instanceof ResultShape.Fields f) {
            for (Map.Entry<String, ResultShape> e : f.fields().entrySet()) {
                JsonNode x = expect.get(e.getKey());
                JsonNode a = actual.get(e.getKey());
                if (x == null) {
                    continue;
                }
                String p = path.isEmpty() ? e.getKey() : path + "." + e.getKey();
                if (a == null) {
                    return Optional.of(new Divergence(p, x, NODES.nullNode(), null, null));
                }
                Optional<Divergence> d = compare(x, a, e.getValue(), p, model);
                if (d.isPresent()) {
                    return d;
                }
            }
            return Optional.empty();
        }
        if (shape instanceof ResultShape.ListOf l) {
            return list(expect, actual, path, model, i -> l.element());
        }
        if (shape instanceof ResultShape.Double64) {
            double x = readDouble(expect, path);
            double a = readDouble(actual, path);
            if (Double.doubleToRawLongBits(x) == Double.doubleToRawLongBits(a)) {
                return Optional.empty();
            }
            return Optional.of(new Divergence(path, expect, actual, String.format("0x%016x",
                    Double.doubleToRawLongBits(x)), String.format("0x%016x", Double.doubleToRawLongBits(a))));
        }
        return value(expect, actual, ((ResultShape.Value) shape).type(), path, model);
    }

    private static Optional<Divergence> value(JsonNode x, JsonNode a, ValueType t, String path, FloatModel model) {
        return switch (t) {
            case FLOAT -> {
                float fx = readFloat(x, path);
                float fa = readFloat(a, path);
                int bx = Float.floatToRawIntBits(fx);
                int ba = Float.floatToRawIntBits(fa);
                yield bx == ba ? Optional.empty() : Optional.of(new Divergence(path, x,
                        new JsonValues(false, model).floatNode(fa), String.format("0x%08x", bx),
                        String.format("0x%08x", ba)));
            }
            case INT, LONG -> {
                long lx = readInt(x, t, path);
                long la = readInt(a, t, path);
                yield lx == la ? Optional.empty() : Optional.of(new Divergence(path, x, a, null, null));
            }
            case BOOL, STRING -> x.equals(a) ? Optional.empty() : Optional.of(new Divergence(path, x, a, null, null));
            case VEC4, QUAT, FLOAT_LIST -> list(x, a, path, model, i -> ResultShape.value(ValueType.FLOAT));
            case INT3, INT_LIST -> list(x, a, path, model, i -> ResultShape.value(ValueType.INT));
            case MAT4 -> list(x, a, path, model, i -> ResultShape.value(ValueType.VEC4));
            case AABB -> compare(x, a, AABB_FIELDS, path, model);
            case MESH -> throw new IllegalStateException("a mesh is not a result");
        };
    }

    private static final ResultShape AABB_FIELDS = aabbFields();

    private static ResultShape aabbFields() {
        Map<String, ResultShape> f = new java.util.LinkedHashMap<>();
        f.put("min", ResultShape.value(ValueType.VEC4));
        f.put("max", ResultShape.value(ValueType.VEC4));
        return new ResultShape.Fields(f);
    }

    private static Optional<Divergence> list(JsonNode x, JsonNode a, String path, FloatModel model,
                                             java.util.function.IntFunction<ResultShape> element) {
        if (!a.isArray() || x.size() != a.size()) {
            return Optional.of(new Divergence(path + ".length", NODES.numberNode(x.size()),
                    NODES.numberNode(a.isArray() ? a.size() : -1), null, null));
        }
        for (int i = 0; i < x.size(); i++) {
            Optional<Divergence> d = compare(x.get(i), a.get(i), element.apply(i), path + "[" + i + "]", model);
            if (d.isPresent()) {
                return d;
            }
        }
        return Optional.empty();
    }

    private static void validateValue(JsonNode x, ValueType t, String where) {
        switch (t) {
            case FLOAT -> readFloat(x, where);
            case INT, LONG -> readInt(x, t, where);
            case BOOL -> {
                if (!x.isBoolean()) {
                    throw new InputException(where + ": expected true or false");
                }
            }
            case STRING -> {
                if (!x.isTextual()) {
                    throw new InputException(where + ": expected a string");
                }
            }
            case VEC4, QUAT -> fixed(x, 4, ValueType.FLOAT, where);
            case INT3 -> fixed(x, 3, ValueType.INT, where);
            case MAT4 -> {
                fixed(x, 4, null, where);
                for (int i = 0; i < 4; i++) {
                    fixed(x.get(i), 4, ValueType.FLOAT, where + "[" + i + "]");
                }
            }
            case AABB -> validate(x, AABB_FIELDS, where);
            case FLOAT_LIST -> validate(x, new ResultShape.ListOf(ResultShape.value(ValueType.FLOAT)), where);
            case INT_LIST -> validate(x, new ResultShape.ListOf(ResultShape.value(ValueType.INT)), where);
            case MESH -> throw new IllegalStateException("a mesh is not a result");
        }
    }

    private static void fixed(JsonNode x, int n, ValueType element, String where) {
        if (!x.isArray() || x.size() != n) {
            throw new InputException(where + ": expected an array of " + n + (element == ValueType.INT ? " integers"
                    : element == ValueType.FLOAT ? " numbers" : " rows") + ", as the result is written");
        }
        if (element != null) {
            for (int i = 0; i < n; i++) {
                validateValue(x.get(i), element, where + "[" + i + "]");
            }
        }
    }

    /** A float32: a number, "0x" and 8 hex digits, or "NaN", "Infinity", "-Infinity" as answers write them. */
    static float readFloat(JsonNode n, String where) {
        if (n.isTextual()) {
            switch (n.textValue()) {
                case "NaN" -> {
                    return Float.NaN;
                }
                case "Infinity" -> {
                    return Float.POSITIVE_INFINITY;
                }
                case "-Infinity" -> {
                    return Float.NEGATIVE_INFINITY;
                }
                default -> {
                    return JsonValues.readFloat(n, where);
                }
            }
        }
        return JsonValues.readFloat(n, where);
    }

    private static long readInt(JsonNode n, ValueType t, String where) {
        if (t == ValueType.LONG) {
            return JsonValues.readInteger(n, where, Long.MIN_VALUE, Long.MAX_VALUE);
        }
        return (int) JsonValues.readInteger(n, where, Integer.MIN_VALUE, 0xffffffffL);
    }

    private static double readDouble(JsonNode n, String where) {
        if (n.isTextual() && DOUBLE_BITS.matcher(n.textValue()).matches()) {
            return Double.longBitsToDouble(Long.parseUnsignedLong(n.textValue().substring(2), 16));
        }
        if (n.isTextual()) {
            switch (n.textValue()) {
                case "NaN" -> {
                    return Double.NaN;
                }
                case "Infinity" -> {
                    return Double.POSITIVE_INFINITY;
                }
                case "-Infinity" -> {
                    return Double.NEGATIVE_INFINITY;
                }
                default -> throw new InputException(where + ": expected a number or \"0x\" and 16 hex digits");
            }
        }
        if (!n.isNumber()) {
            throw new InputException(where + ": expected a number");
        }
        if (n.isDouble()) {
            return n.doubleValue(); // -0.0 as the request reader keeps it, or a double the session code wrote
        }
        BigDecimal d = n.decimalValue();
        return d.doubleValue();
    }
}
