package engine.launcher.oracle.check;

import static engine.launcher.oracle.check.OracleTraces.answers;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.io.schubfach.FloatToDecimal;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Issue 21 item 3: `oracle --check TRACE` tallies a trace's checks per function (docs/oracle.md). */
class TraceCheckTest {

    /** Requests of a small stateless trace, each without its expectation. */
    private static List<String> calls() {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < 12; i++) {
            out.add("{\"id\":" + (2 * i) + ",\"call\":\"Quat_ToMatrix\",\"args\":{\"q\":[0," + (i * 0.05) + ",0.3,0.9]}");
            out.add("{\"id\":" + (2 * i + 1) + ",\"call\":\"MeshContacts_SortByFraction\",\"args\":{\"keys\":[0." + i
                    + ",0.3,0.1,0.3]}");
        }
        return out;
    }

    /** The trace with each call's expectation recorded from a first run (under provider). */
    private static List<String> recorded(String provider) throws Exception {
        List<String> requests = new ArrayList<>();
        for (String c : calls()) {
            requests.add(c + ",\"provider\":\"" + provider + "\",\"hexFloats\":true}");
        }
        List<JsonNode> first = answers(requests.toArray(String[]::new));
        List<String> trace = new ArrayList<>();
        for (int i = 0; i < first.size(); i++) {
            trace.add(calls().get(i) + ",\"expect\":" + first.get(i).get("result") + "}");
        }
        return trace;
    }

    private static TraceCheck check(List<String> trace) throws Exception {
        TraceCheck t = new TraceCheck();
        OracleTraces.server().serve(OracleTraces.lines(trace.toArray(String[]::new)), t);
        return t;
    }

    @Test
    void aTraceReplayedAgainstItsOwnRecordingHolds() throws Exception {
        TraceCheck t = check(recorded("faithful"));
        assertTrue(t.holds(), t.text());
        ObjectNode j = t.json();
        assertEquals(24, j.get("checked").intValue());
        assertEquals(24, j.get("agree").intValue());
        assertEquals("Quat_ToMatrix", j.get("functions").get(0).get("call").asText());
        assertEquals(12, j.get("functions").get(0).get("agree").intValue());
        assertTrue(t.text().contains("Quat_ToMatrix: 12 of 12 checked agree (12 calls)"), t.text());
        assertTrue(t.text().endsWith("OK: 24 of 24 expectations hold in 24 answers\n"), t.text());
    }

    @Test
    void oneFlippedBitFailsTheTraceNamingItsLineIdAndField() throws Exception {
        List<String> trace = recorded("faithful");
        String line = trace.get(6); // id 6: Quat_ToMatrix, q.y 0.15
        int at = line.indexOf("\"0x", line.indexOf("\"expect\""));
        String bits = line.substring(at + 1, at + 11);
        String flipped = String.format("0x%08x", Integer.parseUnsignedInt(bits.substring(2), 16) ^ 1);
        trace.set(6, line.substring(0, at + 1) + flipped + line.substring(at + 11));
        TraceCheck t = check(trace);
        assertFalse(t.holds());
        JsonNode q = t.json().get("functions").get(0);
        assertEquals(11, q.get("agree").intValue());
        JsonNode d = q.get("firstDivergence");
        assertEquals(7, d.get("line").intValue());
        assertEquals(6, d.get("id").intValue());
        assertEquals("m[0][0]", d.get("field").asText());
        assertEquals(flipped, d.get("expectedBits").asText());
        assertEquals(bits, d.get("actualBits").asText());
        assertTrue(t.text().contains("first divergence: line 7 (id 6), m[0][0]: expected "
                + FloatToDecimal.toString(Float.intBitsToFloat(Integer.parseUnsignedInt(flipped.substring(2), 16)))
                + " (" + flipped + "), got " + FloatToDecimal.toString(Float.intBitsToFloat(Integer.parseUnsignedInt(
                bits.substring(2), 16))) + " (" + bits + ")"), t.text());
        assertTrue(t.text().endsWith("FAILED: 23 of 24 expectations hold in 24 answers\n"), t.text());
    }

    @Test
    void faithfulRecordedReplayedUnderFixedNamesTheSmearAndItsQuirk() throws Exception {
        List<String> trace = new ArrayList<>();
        for (String l : recorded("faithful")) {
            trace.add(l.substring(0, l.length() - 1) + ",\"provider\":\"fixed\"}");
        }
        TraceCheck t = check(trace);
        JsonNode sort = t.json().get("functions").get(1);
        assertEquals("MeshContacts_SortByFraction", sort.get("call").asText());
        assertTrue(sort.get("agree").intValue() < 12, t.text());
        assertEquals(12, t.json().get("functions").get(0).get("agree").intValue(), "the matrix has no correction");
        assertTrue(sort.get("firstDivergence").get("field").asText().startsWith("order"), t.text());
    }

    @Test
    void badRequestsInATraceAreCountedAndFailIt() throws Exception {
        List<String> trace = new ArrayList<>(recorded("faithful").subList(0, 2));
        trace.add("{\"id\":\"x\",\"call\":\"Quat_ToMatrix\",\"args\":{\"q\":[0,0,0]}}");
        trace.add("not json");
        TraceCheck t = check(trace);
        assertFalse(t.holds());
        ObjectNode j = t.json();
        assertEquals(2, j.get("errors").intValue());
        assertEquals(1, j.get("errorCodes").get("bad-argument").intValue());
        assertEquals(1, j.get("errorCodes").get("bad-json").intValue());
        assertEquals(3, j.get("firstError").get("line").intValue());
        assertEquals("x", j.get("firstError").get("id").asText());
        assertTrue(t.text().contains("errors: 2 (bad-argument 1, bad-json 1); first: line 3 (id \"x\") bad-argument"),
                t.text());
    }
}
