package engine.launcher.oracle;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.BigIntegerNode;
import com.fasterxml.jackson.databind.node.BooleanNode;
import com.fasterxml.jackson.databind.node.DecimalNode;
import com.fasterxml.jackson.databind.node.IntNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.LongNode;
import com.fasterxml.jackson.databind.node.NullNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;
import java.io.IOException;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.AbstractList;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads one request line (its UTF-8 bytes) into a JSON tree whose memory is bounded (docs/oracle.md, Limits): an
 * array of numbers only is kept as a view of the line's bytes, its elements made when read (so millions of numbers
 * cost the line, and then the primitive array a function reads them into), every other value counts against
 * {@link #MAX_VALUES}, and strings and nesting are capped. Every number is checked while reading, so a value no
 * decimal can hold is refused here, with the field that holds it, and never later. The values made are those
 * Jackson's tree reader makes (exact decimals). A tree reads the bytes it was made from, so it is used while its line
 * is answered and never kept.
 */
final class RequestTree {
    /** "-0.0": a decimal zero has no sign, so a negative one is kept as the double -0.0 (JsonValues.readFloat). */
    private static final JsonNode MINUS_ZERO = com.fasterxml.jackson.databind.node.DoubleNode.valueOf(-0.0);
    /** The most JSON values a request holds outside arrays of numbers (objects, arrays, strings, other scalars). */
    static final int MAX_VALUES = 1 << 18;
    /** The longest string (characters) a request holds. */
    static final int MAX_STRING_CHARS = 1 << 20;
    /** The deepest nesting of arrays and objects. */
    static final int MAX_DEPTH = 64;

    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
    private static final JsonFactory FACTORY = JsonFactory.builder().streamReadConstraints(StreamReadConstraints
            .builder().maxStringLength(MAX_STRING_CHARS).maxNestingDepth(MAX_DEPTH).build()).build();

    /** A line refused: the error code for its answer, the reason, and the request's id when it was found. */
    static final class Refused extends Exception {
        private static final long serialVersionUID = 1L;
        final String code;
        final transient JsonNode id;

        Refused(String code, String message, JsonNode id) {
            super(message);
            this.code = code;
            this.id = id;
        }
    }

    private final byte[] bytes;
    private final int from;
    private final int to;
    private final List<Object> path = new ArrayList<>();
    private int values;
    /** Added to the parser's byte offsets to index bytes (it may count from the slice or from the array). */
    private long delta;

    private RequestTree(byte[] bytes, int from, int to) {
        this.bytes = bytes;
        this.from = from;
        this.to = to;
    }

    /** The tree of bytes[off, off + len), one JSON value and nothing after it, with no key given twice. */
    static JsonNode read(byte[] bytes, int off, int len) throws Refused {
        RequestTree t = new RequestTree(bytes, off, off + len);
        try (JsonParser p = FACTORY.createParser(bytes, off, len)) {
            JsonToken first = p.nextToken();
            if (first == null) {
                throw new Refused("bad-json", "no JSON value", null);
            }
            t.delta = t.firstByte() - p.currentTokenLocation().getByteOffset();
            JsonNode root = t.value(p, first);
            if (p.nextToken() != null) {
                throw new Refused("bad-json", "text after the JSON value", t.id(root));
            }
            return root;
        } catch (StreamConstraintsException e) {
            throw new Refused("too-large", t.where() + e.getOriginalMessage(), findId(bytes, off, len));
        } catch (JsonProcessingException e) {
            throw new Refused("bad-json", e.getOriginalMessage(), findId(bytes, off, len));
        } catch (IOException e) {
            throw new Refused("bad-json", e.getMessage(), findId(bytes, off, len));
        } catch (Refused e) {
            throw e.id != null ? e : new Refused(e.code, e.getMessage(), findId(bytes, off, len));
        }
    }

    /**
     * The top-level "id" of the object in bytes[off, off + len) when it can be read whatever is wrong elsewhere in
     * the line (a bad number or a syntax error after it, a line cut at the limit), else null. Other fields are
     * skipped without reading their numbers.
     */
    static JsonNode findId(byte[] bytes, int off, int len) {
        RequestTree t = new RequestTree(bytes, off, off + len);
        try (JsonParser p = FACTORY.createParser(bytes, off, len)) {
            if (p.nextToken() != JsonToken.START_OBJECT) {
                return null;
            }
            t.delta = t.firstByte() - p.currentTokenLocation().getByteOffset();
            while (p.nextToken() == JsonToken.FIELD_NAME) {
                String name = p.currentName();
                JsonToken v = p.nextToken();
                if (name.equals("id")) {
                    return t.value(p, v);
                }
                p.skipChildren();
            }
            return null;
        } catch (IOException | Refused | RuntimeException e) {
            return null;
        }
    }

    private JsonNode id(JsonNode root) {
        return root != null && root.isObject() ? root.get("id") : null;
    }

    private int firstByte() {
        int i = from;
        while (i < to && (bytes[i] == ' ' || bytes[i] == '\t' || bytes[i] == '\n' || bytes[i] == '\r')) {
            i++;
        }
        return i;
    }

    private JsonNode value(JsonParser p, JsonToken t) throws IOException, Refused {
        count();
        return switch (t) {
            case START_OBJECT -> object(p);
            case START_ARRAY -> array(p);
            case VALUE_STRING -> TextNode.valueOf(p.getText());
            case VALUE_NUMBER_INT, VALUE_NUMBER_FLOAT -> number(p, t);
            case VALUE_TRUE -> BooleanNode.TRUE;
            case VALUE_FALSE -> BooleanNode.FALSE;
            case VALUE_NULL -> NullNode.instance;
            default -> throw new Refused("bad-json", "unexpected " + t, null);
        };
    }

    private ObjectNode object(JsonParser p) throws IOException, Refused {
        Map<String, JsonNode> fields = new LinkedHashMap<>();
        JsonToken t;
        while ((t = p.nextToken()) == JsonToken.FIELD_NAME) {
            String name = p.currentName();
            path.add(name);
            JsonNode v = value(p, p.nextToken());
            if (fields.put(name, v) != null) {
                throw new Refused("bad-json", "duplicate field '" + name + "'" + at(), null);
            }
            path.remove(path.size() - 1);
        }
        if (t != JsonToken.END_OBJECT) {
            throw new Refused("bad-json", "unexpected " + t, null);
        }
        return new ObjectNode(NODES, fields);
    }

    private ArrayNode array(JsonParser p) throws IOException, Refused {
        int start = (int) (p.currentTokenLocation().getByteOffset() + delta) + 1; // after the '['
        int n = 0;
        JsonToken t;
        while ((t = p.nextToken()) == JsonToken.VALUE_NUMBER_INT || t == JsonToken.VALUE_NUMBER_FLOAT) {
            path.add(n);
            number(p, t); // checked now, made again when read
            path.remove(path.size() - 1);
            n++;
        }
        if (t == JsonToken.END_ARRAY) {
            return new ArrayNode(NODES, new Numbers(bytes, start, to, n));
        }
        // Not numbers only: the numbers so far and the rest as nodes, each counted.
        List<JsonNode> items = new ArrayList<>(new Numbers(bytes, start, to, n));
        values += n;
        while (t != JsonToken.END_ARRAY) {
            if (t == null) {
                throw new Refused("bad-json", "unexpected end of input", null);
            }
            path.add(items.size());
            items.add(value(p, t));
            path.remove(path.size() - 1);
            t = p.nextToken();
        }
        return new ArrayNode(NODES, items);
    }

    private JsonNode number(JsonParser p, JsonToken t) throws IOException, Refused {
        try {
            if (t == JsonToken.VALUE_NUMBER_INT) {
                return switch (p.getNumberType()) {
                    case INT -> IntNode.valueOf(p.getIntValue());
                    case LONG -> LongNode.valueOf(p.getLongValue());
                    default -> BigIntegerNode.valueOf(p.getBigIntegerValue());
                };
            }
            BigDecimal d = p.getDecimalValue();
            return d.signum() == 0 && p.getText().startsWith("-") ? MINUS_ZERO : DecimalNode.valueOf(d);
        } catch (NumberFormatException | ArithmeticException e) { // e.g. 1e2147483648: no decimal holds it
            throw new Refused("bad-argument", "a number is out of range" + at() + ": " + e.getMessage(), null);
        }
    }

    private void count() throws Refused {
        if (++values > MAX_VALUES) {
            throw new Refused("too-large", "more than " + MAX_VALUES + " JSON values outside arrays of numbers"
                    + at() + " (send a large mesh as a .cmesh file)", null);
        }
    }

    private String at() {
        return path.isEmpty() ? "" : " at " + where().substring(0, where().length() - 2);
    }

    /** The path being read, "args.mesh.vertices[3]: ", or "" at the top. */
    private String where() {
        if (path.isEmpty()) {
            return "";
        }
        StringBuilder b = new StringBuilder();
        for (Object o : path) {
            if (o instanceof Integer i) {
                b.append('[').append(i).append(']');
            } else {
                b.append(b.length() == 0 ? "" : ".").append(o);
            }
        }
        return b.append(": ").toString();
    }

    /**
     * The elements of an array of numbers only, read from the line's bytes when asked (in order, each in constant
     * time; out of order, by a scan from the start). The bytes were checked when the tree was read.
     */
    private static final class Numbers extends AbstractList<JsonNode> {
        private final byte[] bytes;
        private final int start;
        private final int to;
        private final int size;
        private int cursor = -1;
        private int next;

        Numbers(byte[] bytes, int start, int to, int size) {
            this.bytes = bytes;
            this.start = start;
            this.to = to;
            this.size = size;
        }

        @Override
        public int size() {
            return size;
        }

        @Override
        public JsonNode get(int index) {
            if (index < 0 || index >= size) {
                throw new IndexOutOfBoundsException(index);
            }
            if (index <= cursor) {
                cursor = -1;
                next = start;
            }
            if (cursor < 0) {
                next = start;
            }
            while (true) {
                int i = next;
                while (i < to && (bytes[i] == ' ' || bytes[i] == '\t' || bytes[i] == ',' || bytes[i] == '\n'
                        || bytes[i] == '\r')) {
                    i++;
                }
                int s = i;
                boolean decimal = false;
                while (i < to && numeric(bytes[i])) {
                    decimal |= bytes[i] == '.' || bytes[i] == 'e' || bytes[i] == 'E';
                    i++;
                }
                next = i;
                cursor++;
                if (cursor == index) {
                    return node(new String(bytes, s, i - s, StandardCharsets.ISO_8859_1), decimal);
                }
            }
        }

        private static boolean numeric(byte b) {
            return b >= '0' && b <= '9' || b == '-' || b == '+' || b == '.' || b == 'e' || b == 'E';
        }

        /** The node Jackson's reader makes for this number's text (already checked). */
        private static JsonNode node(String text, boolean decimal) {
            if (decimal) {
                BigDecimal d = new BigDecimal(text);
                return d.signum() == 0 && text.startsWith("-") ? MINUS_ZERO : DecimalNode.valueOf(d);
            }
            if (text.length() <= 18) {
                long v = Long.parseLong(text);
                return v == (int) v ? IntNode.valueOf((int) v) : LongNode.valueOf(v);
            }
            BigInteger v = new BigInteger(text);
            if (v.bitLength() < 32) {
                return IntNode.valueOf(v.intValue());
            }
            return v.bitLength() < 64 ? LongNode.valueOf(v.longValue()) : BigIntegerNode.valueOf(v);
        }
    }
}
