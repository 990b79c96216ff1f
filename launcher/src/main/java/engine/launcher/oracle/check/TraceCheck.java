package engine.launcher.oracle.check;

import com.fasterxml.jackson.core.io.schubfach.DoubleToDecimal;
import com.fasterxml.jackson.core.io.schubfach.FloatToDecimal;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Predicate;

/**
 * `oracle --check TRACE`: tallies a trace's answers as they come (docs/oracle.md, Checking a trace): per function the
 * calls, those with an expectation and those that agree, and its first divergence; the error answers by code and
 * the first. It keeps no answer but those firsts, so a trace of any length runs in the oracle's own memory.
 */
public final class TraceCheck implements Predicate<ObjectNode> {
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    /** One function's tally. */
    private static final class Tally {
        long calls;
        long checked;
        long agree;
        ObjectNode first;
    }

    private final Map<String, Tally> functions = new LinkedHashMap<>(); // in the order the trace first calls each
    private final Map<String, Long> errorCodes = new LinkedHashMap<>();
    private long answers;
    private long errors;
    private ObjectNode firstError;

    @Override
    public boolean test(ObjectNode answer) {
        answers++;
        if (!answer.get("ok").booleanValue()) {
            errors++;
            JsonNode e = answer.get("error");
            errorCodes.merge(e.get("code").asText(), 1L, Long::sum);
            if (firstError == null) {
                firstError = NODES.objectNode();
                firstError.set("line", answer.get("line"));
                if (answer.has("id")) {
                    firstError.set("id", answer.get("id"));
                }
                firstError.set("code", e.get("code"));
                firstError.set("message", e.get("message"));
            }
            return true;
        }
        JsonNode call = answer.get("call");
        Tally t = functions.computeIfAbsent(call == null ? "describe" : call.asText(), k -> new Tally());
        t.calls++;
        JsonNode check = answer.get("check");
        if (check != null) {
            t.checked++;
            if (check.get("ok").booleanValue()) {
                t.agree++;
            } else if (t.first == null) {
                ObjectNode f = NODES.objectNode();
                f.set("line", answer.get("line"));
                if (answer.has("id")) {
                    f.set("id", answer.get("id"));
                }
                check.properties().forEach(p -> {
                    if (!p.getKey().equals("ok")) {
                        f.set(p.getKey(), p.getValue());
                    }
                });
                t.first = f;
            }
        }
        return true;
    }

    /** True when every expectation held and no request got an error. */
    public boolean holds() {
        return errors == 0 && functions.values().stream().allMatch(t -> t.agree == t.checked);
    }

    /** The summary as one JSON object. */
    public ObjectNode json() {
        ObjectNode o = NODES.objectNode();
        o.put("ok", holds());
        o.put("answers", answers);
        long checked = 0;
        long agree = 0;
        ArrayNode fs = o.putArray("functions");
        for (Map.Entry<String, Tally> e : functions.entrySet()) {
            Tally t = e.getValue();
            checked += t.checked;
            agree += t.agree;
            ObjectNode f = fs.addObject();
            f.put("call", e.getKey());
            f.put("calls", t.calls);
            f.put("checked", t.checked);
            f.put("agree", t.agree);
            if (t.first != null) {
                f.set("firstDivergence", t.first);
            }
        }
        o.put("checked", checked);
        o.put("agree", agree);
        o.put("errors", errors);
        ObjectNode codes = o.putObject("errorCodes");
        errorCodes.forEach(codes::put);
        if (firstError != null) {
            o.set("firstError", firstError);
        }
        return o;
    }

    /** The summary as text: a line per function, its first divergence under it, then the errors and a verdict. */
    public String text() {
        StringBuilder b = new StringBuilder();
        long checked = 0;
        long agree = 0;
        for (Map.Entry<String, Tally> e : functions.entrySet()) {
            Tally t = e.getValue();
            checked += t.checked;
            agree += t.agree;
            b.append(e.getKey()).append(": ").append(t.agree).append(" of ").append(t.checked)
                    .append(" checked agree (").append(t.calls).append(t.calls == 1 ? " call" : " calls").append(")\n");
            if (t.first != null) {
                b.append("  first divergence: line ").append(t.first.get("line"));
                if (t.first.has("id")) {
                    b.append(" (id ").append(t.first.get("id")).append(")");
                }
                b.append(", ").append(t.first.get("field").asText()).append(": expected ")
                        .append(shown(t.first.get("expected"), t.first.get("expectedBits")));
                if (t.first.has("expectedBits")) {
                    b.append(" (").append(t.first.get("expectedBits").asText()).append(")");
                }
                b.append(", got ").append(shown(t.first.get("actual"), t.first.get("actualBits")));
                if (t.first.has("actualBits")) {
                    b.append(" (").append(t.first.get("actualBits").asText()).append(")");
                }
                b.append("; quirks fired: ").append(t.first.get("quirks").isEmpty() ? "none"
                        : join(t.first.get("quirks"))).append('\n');
            }
        }
        b.append("errors: ").append(errors);
        if (firstError != null) {
            b.append(" (");
            errorCodes.forEach((k, v) -> b.append(k).append(' ').append(v).append(", "));
            b.setLength(b.length() - 2);
            b.append("); first: line ").append(firstError.get("line"));
            if (firstError.has("id")) {
                b.append(" (id ").append(firstError.get("id")).append(")");
            }
            b.append(" ").append(firstError.get("code").asText()).append(": ").append(firstError.get("message")
                    .asText());
        }
        b.append('\n');
        b.append(holds() ? "OK" : "FAILED").append(": ").append(agree).append(" of ").append(checked)
                .append(" expectations hold in ").append(answers).append(answers == 1 ? " answer" : " answers")
                .append(errors == 0 ? "" : ", " + errors + (errors == 1 ? " request" : " requests")
                        + " got an error").append('\n');
        return b.toString();
    }

    /** A float given as its bits, shown as its decimal too ("0x3f800000" as 1.0); anything else as given. */
    private static String shown(JsonNode value, JsonNode bits) {
        if (value.isFloat()) {
            return FloatToDecimal.toString(value.floatValue()); // the shortest decimal, as answers write it
        }
        if (value.isDouble()) {
            return DoubleToDecimal.toString(value.doubleValue());
        }
        if (bits == null || !value.isTextual() || !value.textValue().equals(bits.textValue())) {
            return value.toString();
        }
        String hex = bits.textValue().substring(2);
        return hex.length() == 8 ? FloatToDecimal.toString(Float.intBitsToFloat(Integer.parseUnsignedInt(hex, 16)))
                : DoubleToDecimal.toString(Double.longBitsToDouble(Long.parseUnsignedLong(hex, 16)));
    }

    private static String join(JsonNode quirks) {
        StringBuilder b = new StringBuilder();
        quirks.forEach(q -> b.append(b.length() == 0 ? "" : ", ").append(q.asText()));
        return b.toString();
    }
}
