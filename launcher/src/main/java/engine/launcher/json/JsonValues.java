package engine.launcher.json;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import engine.api.math.Aabb;
import engine.api.math.FloatModel;
import engine.api.math.Mat4;
import engine.api.math.Quat;
import engine.api.math.Vec4;
import engine.api.oracle.ValueType;
import engine.launcher.exit.InputException;
import java.math.BigDecimal;
import java.util.function.Function;
import java.util.regex.Pattern;

/**
 * Converts between JSON and the oracle's value types. Floats are read exactly (decimal to float32 with one
 * rounding) or as raw bits ("0x3f800000"); they are written as the shortest decimal that reads back to the same
 * float32, or as raw bits when asked. Under IEEE, non-finite floats are written as the strings "NaN", "Infinity",
 * "-Infinity"; under a PS2 model an exponent-255 pattern is a number no decimal float32 holds, so it is written as
 * its raw bits.
 */
public final class JsonValues {
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
    private static final Pattern FLOAT_BITS = Pattern.compile("0[xX][0-9a-fA-F]{8}");
    private static final Pattern INT_HEX = Pattern.compile("0[xX][0-9a-fA-F]{1,8}");
    private static final Pattern LONG_HEX = Pattern.compile("0[xX][0-9a-fA-F]{1,16}");

    private final boolean hexFloats;
    private final FloatModel model;

    /** A converter for IEEE results that writes floats as decimals (false) or as "0x" raw bits (true). */
    public JsonValues(boolean hexFloats) {
        this(hexFloats, FloatModel.IEEE);
    }

    /**
     * A converter for results computed under model: floats as decimals (false) or as "0x" raw bits (true); a value
     * the model counts as a number but Java's float cannot print (PS2 exponent 255) is always raw bits.
     */
    public JsonValues(boolean hexFloats, FloatModel model) {
        this.hexFloats = hexFloats;
        this.model = model;
    }

    /**
     * The value of node as type; where names the field in errors; meshes resolves MESH values.
     *
     * @throws InputException naming where and what was expected
     */
    public Object read(JsonNode node, ValueType type, String where, Function<JsonNode, Object> meshes) {
        return switch (type) {
            case FLOAT -> readFloat(node, where);
            case INT -> (int) readInteger(node, where, Integer.MIN_VALUE, 0xffffffffL);
            case LONG -> readInteger(node, where, Long.MIN_VALUE, Long.MAX_VALUE);
            case BOOL -> {
                if (!node.isBoolean()) {
                    throw new InputException(where + ": expected true or false");
                }
                yield node.booleanValue();
            }
            case STRING -> {
                if (!node.isTextual()) {
                    throw new InputException(where + ": expected a string");
                }
                yield node.textValue();
            }
            case VEC4 -> readVec4(node, where);
            case QUAT -> {
                float[] q = floats(node, where, 4, 4);
                yield new Quat(q[0], q[1], q[2], q[3]);
            }
            case MAT4 -> readMat4(node, where);
            case AABB -> readAabb(node, where);
            case INT3 -> {
                int[] v = ints(node, where);
                if (v.length != 3) {
                    throw new InputException(where + ": expected [x, y, z] (3 integers), got " + v.length);
                }
                yield v;
            }
            case MESH -> meshes.apply(node);
            case FLOAT_LIST -> floats(node, where, 0, Integer.MAX_VALUE);
            case INT_LIST -> ints(node, where);
        };
    }

    /** JSON for value of the given type. */
    public JsonNode write(Object value, ValueType type) {
        return switch (type) {
            case FLOAT -> floatNode((Float) value);
            case INT -> NODES.numberNode((Integer) value);
            case LONG -> NODES.numberNode((Long) value);
            case BOOL -> NODES.booleanNode((Boolean) value);
            case STRING -> NODES.textNode((String) value);
            case VEC4 -> vec((Vec4) value);
            case QUAT -> {
                Quat q = (Quat) value;
                yield floatArray(q.x(), q.y(), q.z(), q.w());
            }
            case MAT4 -> {
                Mat4 m = (Mat4) value;
                ArrayNode rows = NODES.arrayNode();
                for (int r = 0; r < 4; r++) {
                    rows.add(vec(m.row(r)));
                }
                yield rows;
            }
            case AABB -> {
                Aabb b = (Aabb) value;
                ObjectNode o = NODES.objectNode();
                o.set("min", vec(b.min()));
                o.set("max", vec(b.max()));
                yield o;
            }
            case INT3, INT_LIST -> {
                ArrayNode a = NODES.arrayNode();
                for (int i : (int[]) value) {
                    a.add(i);
                }
                yield a;
            }
            case FLOAT_LIST -> {
                ArrayNode a = NODES.arrayNode();
                for (float f : (float[]) value) {
                    a.add(floatNode(f));
                }
                yield a;
            }
            case MESH -> NODES.textNode("mesh");
        };
    }

    private JsonNode vec(Vec4 v) {
        return floatArray(v.x(), v.y(), v.z(), v.w());
    }

    private ArrayNode floatArray(float... fs) {
        ArrayNode a = NODES.arrayNode();
        for (float f : fs) {
            a.add(floatNode(f));
        }
        return a;
    }

    /**
     * A float as JSON: shortest round-trip decimal, raw bits when asked or when the model's number has no decimal
     * (PS2 exponent 255: 0x7f800000 is 2^128 there), or a string for an IEEE non-finite value.
     */
    public JsonNode floatNode(float f) {
        if (hexFloats || !Float.isFinite(f) && model.isNumber(f)) {
            return NODES.textNode(String.format("0x%08x", Float.floatToRawIntBits(f)));
        }
        if (Float.isNaN(f)) {
            return NODES.textNode("NaN");
        }
        if (Float.isInfinite(f)) {
            return NODES.textNode(f > 0 ? "Infinity" : "-Infinity");
        }
        return NODES.numberNode(f);
    }

    /**
     * A float32 from a JSON number (one rounding from the exact decimal, within the float32 range) or a string of
     * "0x" and exactly 8 hex digits (the raw bits, any pattern).
     */
    public static float readFloat(JsonNode node, String where) {
        if (node.isTextual()) {
            String s = node.textValue();
            if (FLOAT_BITS.matcher(s).matches()) {
                return Float.intBitsToFloat(Integer.parseUnsignedInt(s.substring(2), 16));
            }
            throw new InputException(where + ": " + quote(s) + " is not a number or \"0x\" and 8 hex digits of"
                    + " float32 bits");
        }
        if (!node.isNumber()) {
            throw new InputException(where + ": expected a number");
        }
        if (node.isDouble() && Double.doubleToRawLongBits(node.doubleValue()) == Long.MIN_VALUE) {
            return -0.0f; // "-0.0": the request reader keeps the sign a decimal zero has not
        }
        BigDecimal d = node.decimalValue();
        float f = d.floatValue();
        if (Float.isInfinite(f)) {
            throw new InputException(where + ": " + cut(d.toString())
                    + " is outside the float32 range (+-3.4028235e38)");
        }
        return f;
    }

    /**
     * An integer in [min, max] from a JSON integer or a string of "0x" and 1 to 8 hex digits (1 to 16 when max is
     * above 32 bits); a hex value is the bit pattern, so 0xffffffff is −1 for an int.
     */
    public static long readInteger(JsonNode node, String where, long min, long max) {
        boolean wide = max > 0xffffffffL;
        if (node.isTextual()) {
            String s = node.textValue();
            if (!(wide ? LONG_HEX : INT_HEX).matcher(s).matches()) {
                throw new InputException(where + ": " + quote(s) + " is not an integer or \"0x\" and 1 to "
                        + (wide ? 16 : 8) + " hex digits");
            }
            long v = Long.parseUnsignedLong(s.substring(2), 16);
            if (!wide && max <= Integer.MAX_VALUE) {
                v = (int) v; // a 32-bit pattern read as the signed int it is
            }
            if (v < min || v > max) {
                throw new InputException(where + ": " + s + " is out of range " + min + ".." + max);
            }
            return v;
        }
        if (!node.isIntegralNumber()) {
            throw new InputException(where + ": expected an integer");
        }
        if (!node.canConvertToLong() || node.longValue() < min || node.longValue() > max) {
            throw new InputException(where + ": " + cut(node.asText()) + " is out of range " + min + ".." + max);
        }
        return node.longValue();
    }

    /** s in quotes, cut to 40 characters. */
    private static String quote(String s) {
        return "\"" + cut(s) + "\"";
    }

    /** s cut to 40 characters, with its length when longer. */
    private static String cut(String s) {
        return s.length() <= 40 ? s : s.substring(0, 40) + "... (" + s.length() + " characters)";
    }

    private static Vec4 readVec4(JsonNode node, String where) {
        float[] v = floats(node, where, 3, 4);
        return new Vec4(v[0], v[1], v[2], v.length == 4 ? v[3] : 1f);
    }

    private static Mat4 readMat4(JsonNode node, String where) {
        if (!node.isArray() || node.size() != 4) {
            throw new InputException(where + ": expected 4 rows of 4 numbers");
        }
        float[][] r = new float[4][];
        for (int i = 0; i < 4; i++) {
            r[i] = floats(node.get(i), where + "[" + i + "]", 4, 4);
        }
        return new Mat4(r[0][0], r[0][1], r[0][2], r[0][3], r[1][0], r[1][1], r[1][2], r[1][3],
                r[2][0], r[2][1], r[2][2], r[2][3], r[3][0], r[3][1], r[3][2], r[3][3]);
    }

    private static Aabb readAabb(JsonNode node, String where) {
        if (node.isObject()) {
            JsonNode min = node.get("min");
            JsonNode max = node.get("max");
            if (min == null || max == null || node.size() != 2) {
                throw new InputException(where + ": expected {\"min\": [x, y, z], \"max\": [x, y, z]}");
            }
            return new Aabb(readVec4(min, where + ".min"), readVec4(max, where + ".max"));
        }
        if (node.isArray() && node.size() == 2) {
            return new Aabb(readVec4(node.get(0), where + "[0]"), readVec4(node.get(1), where + "[1]"));
        }
        throw new InputException(where + ": expected {\"min\": [...], \"max\": [...]} or [min, max]");
    }

    private static float[] floats(JsonNode node, String where, int minLen, int maxLen) {
        if (!node.isArray()) {
            throw new InputException(where + ": expected an array of numbers");
        }
        if (node.size() < minLen || node.size() > maxLen) {
            throw new InputException(where + ": expected " + (minLen == maxLen ? "" + minLen : minLen + " to " + maxLen)
                    + " numbers, got " + node.size());
        }
        float[] out = new float[node.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = readFloat(node.get(i), where + "[" + i + "]");
        }
        return out;
    }

    private static int[] ints(JsonNode node, String where) {
        if (!node.isArray()) {
            throw new InputException(where + ": expected an array of integers");
        }
        int[] out = new int[node.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = (int) readInteger(node.get(i), where + "[" + i + "]", Integer.MIN_VALUE, 0xffffffffL);
        }
        return out;
    }
}
