package engine.studies;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.DecimalNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import java.math.BigDecimal;
import java.util.List;
import java.util.SplittableRandom;

/**
 * One parameter axis of a study over the scenario fields a path reaches: a grid axis has levels (values set, or
 * factors every number is multiplied by), a random axis draws per variant (a uniform value, or a jitter added to
 * every number). Decimal arithmetic is exact (BigDecimal), so a scenario number is rounded once, by the scenario
 * reader.
 *
 * @param field  the scenario fields (docs/studies.md)
 * @param kind   values, times, uniform or jitter
 * @param levels a grid axis's levels (values or factors); empty for a random axis
 * @param min    uniform: the least value; jitter: −amplitude
 * @param max    uniform: the greatest value; jitter: +amplitude
 * @param integer uniform: draw integers in min..max
 */
record Axis(FieldPath field, Kind kind, List<JsonNode> levels, double min, double max, boolean integer) {

    /** What an axis does to the fields its path reaches. */
    enum Kind { VALUES, TIMES, UNIFORM, JITTER }

    /** Copies the levels. */
    Axis {
        levels = List.copyOf(levels);
    }

    /** True for values and times (levels), false for uniform and jitter (drawn). */
    boolean grid() {
        return kind == Kind.VALUES || kind == Kind.TIMES;
    }

    /** Applies level (a grid axis) to root; returns the fields it reached. */
    int applyLevel(JsonNode root, int level) {
        JsonNode v = levels.get(level);
        if (kind == Kind.VALUES) {
            return field.apply(root, old -> v.deepCopy());
        }
        BigDecimal factor = v.decimalValue();
        return field.apply(root, old -> map(old, x -> x.multiply(factor)));
    }

    /** Applies one draw of a random axis to root from rng (jitter: one draw per number reached, in order). */
    int applyDraw(JsonNode root, SplittableRandom rng) {
        if (kind == Kind.UNIFORM) {
            JsonNode drawn = integer
                    ? JsonNodeFactory.instance.numberNode(rng.nextLong((long) min, (long) max + 1))
                    : DecimalNode.valueOf(BigDecimal.valueOf(min + (max - min) * rng.nextDouble()));
            return field.apply(root, old -> drawn);
        }
        return field.apply(root, old -> map(old, x -> x.add(BigDecimal.valueOf(min + (max - min)
                * rng.nextDouble()))));
    }

    /** Applies a fixed offset or value to root, for checking an axis's extremes against the scenario reader. */
    int applyExtreme(JsonNode root, boolean high) {
        double v = high ? max : min;
        if (kind == Kind.UNIFORM) {
            JsonNode n = integer ? JsonNodeFactory.instance.numberNode((long) v)
                    : DecimalNode.valueOf(BigDecimal.valueOf(v));
            return field.apply(root, old -> n);
        }
        return field.apply(root, old -> map(old, x -> x.add(BigDecimal.valueOf(v))));
    }

    /** The label of level in reports: the value as compact JSON, or "×factor". */
    String label(int level) {
        JsonNode v = levels.get(level);
        return kind == Kind.TIMES ? "x" + v.decimalValue().toPlainString() : v.toString();
    }

    /** Every number in n (n itself, or inside arrays, recursively) mapped by f; other values kept. */
    private static JsonNode map(JsonNode n, java.util.function.UnaryOperator<BigDecimal> f) {
        if (n == null) {
            return null;
        }
        if (n.isNumber()) {
            BigDecimal r = f.apply(n.decimalValue());
            // an integer field stays an integer when the result is whole (a count times 0.5)
            if (n.isIntegralNumber() && r.stripTrailingZeros().scale() <= 0) {
                return JsonNodeFactory.instance.numberNode(r.toBigIntegerExact());
            }
            return DecimalNode.valueOf(r);
        }
        if (n.isArray()) {
            ArrayNode out = JsonNodeFactory.instance.arrayNode();
            for (JsonNode e : n) {
                out.add(map(e, f));
            }
            return out;
        }
        return n;
    }
}
