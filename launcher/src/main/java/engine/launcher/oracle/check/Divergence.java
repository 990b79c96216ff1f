package engine.launcher.oracle.check;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Objects;

/**
 * The first field where an answer differs from its expectation (docs/oracle.md, Expectations): its path
 * ({@code m[2][1]}, {@code contacts[0].fraction}, {@code order.length}), both values as JSON and, for floats and
 * doubles, both bit patterns in hex (null otherwise).
 *
 * @param field        the path inside result
 * @param expected     the expectation's value, as given
 * @param actual       the answer's value, as the answer writes it without hexFloats
 * @param expectedBits the expectation's bits ("0x3f800000"), or null for a value that is not a float
 * @param actualBits   the answer's bits, or null
 */
public record Divergence(String field, JsonNode expected, JsonNode actual, String expectedBits, String actualBits) {

    /** Field, expected and actual are required. */
    public Divergence {
        Objects.requireNonNull(field, "field");
        Objects.requireNonNull(expected, "expected");
        Objects.requireNonNull(actual, "actual");
    }

    /** Writes field, expected, actual and the bits (when floats) into out. */
    public void writeTo(ObjectNode out) {
        out.put("field", field);
        out.set("expected", expected);
        out.set("actual", actual);
        if (expectedBits != null) {
            out.put("expectedBits", expectedBits);
            out.put("actualBits", actualBits);
        }
    }

    /** One line: "m[2][1]: expected 0.5 (0x3f000000), got 0.50000006 (0x3f000001)". */
    public String describe() {
        return field + ": expected " + expected + (expectedBits == null ? "" : " (" + expectedBits + ")") + ", got "
                + actual + (actualBits == null ? "" : " (" + actualBits + ")");
    }
}
