package engine.studies;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;

/**
 * A path to scenario fields (docs/studies.md): names joined by dots, each optionally followed by array indices
 * {@code [N]} or {@code [*]} (every element), e.g. {@code bodies[0].count} or
 * {@code bodies[*].script.velocities[*].velocity}. The last name may be absent in its object (it is added).
 */
final class FieldPath {
    private final String text;
    /** Each step: a field name (String) or an index (Integer, −1 for every element). */
    private final List<Object> steps;

    private FieldPath(String text, List<Object> steps) {
        this.text = text;
        this.steps = steps;
    }

    /** The path text parses to; null when it is not a path. */
    static FieldPath parse(String text) {
        if (text == null || text.isEmpty() || text.length() > 256) {
            return null;
        }
        List<Object> steps = new ArrayList<>();
        for (String part : text.split("\\.", -1)) {
            int b = part.indexOf('[');
            String name = b < 0 ? part : part.substring(0, b);
            if (!name.matches("[A-Za-z][A-Za-z0-9]*")) {
                return null;
            }
            steps.add(name);
            String rest = b < 0 ? "" : part.substring(b);
            while (!rest.isEmpty()) {
                int e = rest.indexOf(']');
                if (!rest.startsWith("[") || e < 0) {
                    return null;
                }
                String idx = rest.substring(1, e);
                if (idx.equals("*")) {
                    steps.add(-1);
                } else if (idx.matches("[0-9]{1,6}")) {
                    steps.add(Integer.parseInt(idx));
                } else {
                    return null;
                }
                rest = rest.substring(e + 1);
            }
        }
        return new FieldPath(text, List.copyOf(steps));
    }

    /**
     * Replaces every value the path reaches in root by f of it (given null when absent; f's null leaves it as it
     * was); returns how many it replaced.
     * Returns 0 when a step before the last does not exist or is of the wrong kind.
     */
    int apply(JsonNode root, UnaryOperator<JsonNode> f) {
        return apply(root, 0, f);
    }

    private int apply(JsonNode node, int k, UnaryOperator<JsonNode> f) {
        Object step = steps.get(k);
        boolean last = k == steps.size() - 1;
        if (step instanceof String name) {
            if (!(node instanceof ObjectNode o)) {
                return 0;
            }
            if (last) {
                JsonNode v = f.apply(o.get(name));
                if (v == null) {
                    return 0; // a factor or jitter meets no number here
                }
                o.set(name, v);
                return 1;
            }
            JsonNode next = o.get(name);
            return next == null ? 0 : apply(next, k + 1, f);
        }
        int index = (Integer) step;
        if (!(node instanceof ArrayNode a)) {
            return 0;
        }
        int n = 0;
        for (int i = index < 0 ? 0 : index; i < (index < 0 ? a.size() : Math.min(index + 1, a.size())); i++) {
            if (last) {
                JsonNode v = f.apply(a.get(i));
                if (v != null) {
                    a.set(i, v);
                    n++;
                }
            } else {
                n += apply(a.get(i), k + 1, f);
            }
        }
        return n;
    }

    @Override
    public String toString() {
        return text;
    }
}
