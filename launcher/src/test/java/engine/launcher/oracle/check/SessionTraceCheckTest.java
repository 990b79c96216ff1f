package engine.launcher.oracle.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;
import engine.launcher.oracle.SessionTrace;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Issue 21, done when: a trace of 200 spec calls on one session world, its expectations recorded by a second,
 * independent oracle, holds under --check; one flipped bit fails it, naming the call and the field.
 */
class SessionTraceCheckTest {

    /** The trace with each answer of a first oracle (floats as bits) as its expectation. */
    private static List<String> recorded(long seed) throws Exception {
        List<String> lines = SessionTrace.lines(seed, 200);
        List<String> asked = new ArrayList<>();
        for (String l : lines) {
            asked.add(((ObjectNode) OracleTraces.JSON.readTree(l)).put("hexFloats", true).toString());
        }
        List<JsonNode> first = OracleTraces.answers(asked.toArray(String[]::new));
        List<String> trace = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            ObjectNode r = (ObjectNode) OracleTraces.JSON.readTree(lines.get(i));
            assertTrue(first.get(i).get("ok").booleanValue(), first.get(i).toString());
            r.set("expect", first.get(i).get("result"));
            trace.add(r.toString());
        }
        return trace;
    }

    private static TraceCheck check(List<String> trace) throws Exception {
        TraceCheck t = new TraceCheck();
        OracleTraces.server().serve(OracleTraces.lines(trace.toArray(String[]::new)), t);
        return t;
    }

    @Test
    void aRecordedSessionTraceHoldsAndOneFlippedBitNamesItsCallAndField() throws Exception {
        List<String> trace = recorded(21);
        TraceCheck same = check(trace);
        assertTrue(same.holds(), same.text());
        assertTrue(same.json().get("checked").intValue() >= 200, same.text());
        int at = -1;
        for (int i = trace.size() / 2; i < trace.size() && at < 0; i++) {
            if (trace.get(i).contains("\"0x") && !trace.get(i).contains("session.")) {
                at = i;
            }
        }
        assertTrue(at > 0, "a spec call with a float result");
        ObjectNode line = (ObjectNode) OracleTraces.JSON.readTree(trace.get(at));
        String[] field = new String[1];
        flipFirstFloat(line.get("expect"), "", field);
        trace.set(at, line.toString());
        TraceCheck flipped = check(trace);
        assertFalse(flipped.holds());
        String call = line.get("call").asText();
        assertTrue(flipped.text().contains("first divergence: line " + (at + 1)) && flipped.text().contains(", "
                + field[0] + ": expected "), flipped.text());
        JsonNode fn = null;
        for (JsonNode f : flipped.json().get("functions")) {
            if (f.has("firstDivergence")) {
                fn = f;
            }
        }
        assertEquals(call, fn.get("call").asText(), flipped.text());
        assertEquals(field[0], fn.get("firstDivergence").get("field").asText());
    }

    /** Flips bit 0 of the first float given as bits in node, its path into field[0]; true when it did. */
    private static boolean flipFirstFloat(JsonNode node, String path, String[] field) {
        if (node.isObject()) {
            for (var it = node.fields(); it.hasNext(); ) {
                var e = it.next();
                if (e.getValue().isTextual() && e.getValue().textValue().matches("0x[0-9a-f]{8}")) {
                    ((ObjectNode) node).set(e.getKey(), flip(e.getValue()));
                    field[0] = path.isEmpty() ? e.getKey() : path + "." + e.getKey();
                    return true;
                }
                if (flipFirstFloat(e.getValue(), path.isEmpty() ? e.getKey() : path + "." + e.getKey(), field)) {
                    return true;
                }
            }
        } else if (node.isArray()) {
            for (int i = 0; i < node.size(); i++) {
                JsonNode v = node.get(i);
                if (v.isTextual() && v.textValue().matches("0x[0-9a-f]{8}")) {
                    ((com.fasterxml.jackson.databind.node.ArrayNode) node).set(i, flip(v));
                    field[0] = path + "[" + i + "]";
                    return true;
                }
                if (flipFirstFloat(v, path + "[" + i + "]", field)) {
                    return true;
                }
            }
        }
        return false;
    }

    private static TextNode flip(JsonNode bits) {
        return TextNode.valueOf(String.format("0x%08x", Integer.parseUnsignedInt(bits.textValue().substring(2), 16)
                ^ 1));
    }
}
