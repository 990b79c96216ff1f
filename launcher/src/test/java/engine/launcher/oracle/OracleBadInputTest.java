package engine.launcher.oracle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import engine.files.Utf8Lines;
import engine.api.kernel.KernelProvider;
import engine.faithful.provider.FaithfulProvider;
import engine.launcher.json.Json;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Regression tests for the oracle's bad-input defects (one per reproducer): every bad line gets a typed error
 * response of its own (never "failed"), and the lines after it are still answered.
 */
class OracleBadInputTest {
    private static final String OK = "{\"call\":\"AABB_FromSphere\",\"args\":{\"c\":[0,0,0],\"r\":1}}";

    private final ObjectMapper json = Json.mapper();
    private final OracleServer server = new OracleServer(List.<KernelProvider>of(new FaithfulProvider()));

    private List<JsonNode> serve(byte[] input, int maxLine) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8);
        server.serve(new Utf8Lines(new ByteArrayInputStream(input), null, maxLine), out);
        List<JsonNode> responses = new ArrayList<>();
        for (String l : bytes.toString(StandardCharsets.UTF_8).split("\n")) {
            responses.add(json.readTree(l));
        }
        return responses;
    }

    private List<JsonNode> serve(String... lines) throws IOException {
        return serve(String.join("\n", lines).getBytes(StandardCharsets.UTF_8), 1 << 20);
    }

    /** The one bad line's error code, checking that the good line after it is answered. */
    private String errorThenOk(String bad) throws IOException {
        List<JsonNode> r = serve(bad, OK);
        assertEquals(2, r.size(), r.toString());
        assertTrue(r.get(1).get("ok").booleanValue(), "the next line is answered: " + r.get(1));
        assertEquals(false, r.get(0).get("ok").booleanValue(), r.get(0).toString());
        return r.get(0).get("error").get("code").asText() + ": " + r.get(0).get("error").get("message").asText();
    }

    @Test
    void anExponentPastTwoToThe31IsABadArgument() throws IOException {
        String e = errorThenOk("{\"call\":\"AABB_FromSphere\",\"args\":{\"c\":[0,0,0],\"r\":1e2147483648}}");
        assertTrue(e.startsWith("bad-argument: line 1: a number is out of range"), e);
        e = errorThenOk("{\"call\":\"AABB_FromSphere\",\"args\":{\"c\":[0,0,0],\"r\":1e-2147483649}}");
        assertTrue(e.startsWith("bad-argument"), e);
    }

    @Test
    void aNumberBeyondFloatRangeIsABadArgument() throws IOException {
        String e = errorThenOk("{\"call\":\"AABB_FromSphere\",\"args\":{\"c\":[0,0,0],\"r\":1e39}}");
        assertTrue(e.startsWith("bad-argument: args.r: 1E+39 is outside the float32 range"), e);
    }

    @Test
    void anInvalidUtf8ByteAnswersItsLineAndKeepsServing() throws IOException {
        byte[] in = (OK + "\n{\"call\":\"x\u00ff\"}\n" + OK + "\n").getBytes(StandardCharsets.ISO_8859_1);
        List<JsonNode> r = serve(in, 1 << 20);
        assertEquals(3, r.size());
        assertTrue(r.get(0).get("ok").booleanValue(), "the line before is answered");
        assertEquals("bad-request", r.get(1).get("error").get("code").asText());
        assertTrue(r.get(1).get("error").get("message").asText().startsWith("line 2: not UTF-8 text: byte 0xff"),
                r.get(1).toString());
        assertTrue(r.get(2).get("ok").booleanValue(), "the line after is answered");
    }

    @Test
    void aLineOverTheLimitAnswersItsLineAndKeepsServing() throws IOException {
        byte[] in = ("{\"call\":\"describe\",\"id\":\"" + "x".repeat(500) + "\"}\n" + OK + "\n")
                .getBytes(StandardCharsets.UTF_8);
        List<JsonNode> r = serve(in, 256);
        assertTrue(r.get(0).get("error").get("message").asText().contains("longer than the limit of 256 bytes"));
        assertTrue(r.get(1).get("ok").booleanValue());
    }

    @Test
    void inlineMeshValuesThatAreNotIntegersAreBadArguments() throws IOException {
        String mesh = "{\"vertices\":[[0,0,0],[1,0,0],[0,1,0]],\"triangles\":[[0,1,2,\"%s\",0]]}";
        for (String v : new String[] {"0xZZ", "0x1ffffffff", "0x-1"}) {
            String e = errorThenOk("{\"call\":\"PhysicsMesh_SweepSphere\",\"args\":{\"mesh\":" + mesh.formatted(v)
                    + ",\"centre\":[0,0,1],\"radius\":0.5,\"move\":[1,0,0]}}");
            assertTrue(e.startsWith("bad-argument: args.mesh.triangles[0][3]"), e);
        }
    }

    @Test
    void aNulInAMeshPathIsABadArgument() throws IOException {
        String e = errorThenOk("{\"call\":\"PhysicsMesh_SweepSphere\",\"args\":{\"mesh\":\"a\\u0000b.cmesh\","
                + "\"centre\":[0,0,1],\"radius\":0.5,\"move\":[1,0,0]}}");
        assertTrue(e.startsWith("bad-argument: args.mesh: not a usable file path"), e);
    }

    @Test
    void aMeshPathToADeviceIsABadArgument() throws IOException {
        String e = errorThenOk("{\"call\":\"PhysicsMesh_SweepSphere\",\"args\":{\"mesh\":\"/dev/zero\","
                + "\"centre\":[0,0,1],\"radius\":0.5,\"move\":[1,0,0]}}");
        assertTrue(e.startsWith("bad-argument: args.mesh: /dev/zero: is not a regular file"), e);
    }

    @Test
    void floatHexStringsMustBeEightHexDigits() throws IOException {
        for (String v : new String[] {"0x1234567890", "0x1", "0x-3f800000", " 0x3f800000", "0x3f80000g"}) {
            String e = errorThenOk("{\"call\":\"AABB_FromSphere\",\"args\":{\"c\":[0,0,0],\"r\":\"" + v + "\"}}");
            assertTrue(e.startsWith("bad-argument: args.r: "), e);
        }
        JsonNode r = serve("{\"call\":\"AABB_FromSphere\",\"args\":{\"c\":[0,0,0],\"r\":\"0x3f800000\"}}").get(0);
        assertTrue(r.get("ok").booleanValue(), "exactly 8 hex digits are float bits: " + r);
    }

    @Test
    void twoRequestsOnOneLineAreOneBadLine() throws IOException {
        String e = errorThenOk(OK + " " + OK);
        assertTrue(e.startsWith("bad-json: line 1 is not one JSON value"), e);
    }

    @Test
    void trailingContentAfterARequestIsRefused() throws IOException {
        String e = errorThenOk(OK + " xyz");
        assertTrue(e.startsWith("bad-json"), e);
    }

    @Test
    void duplicateKeysAreRefused() throws IOException {
        String e = errorThenOk("{\"call\":\"describe\",\"call\":\"describe\"}");
        assertTrue(e.startsWith("bad-json"), e);
    }

    @Test
    void aNegativeMaxIsABadArgumentNotAFailure() throws IOException {
        String mesh = "{\"vertices\":[[0,0,0],[1,0,0],[0,1,0]],\"triangles\":[[0,1,2]]}";
        String e = errorThenOk("{\"call\":\"PhysicsMesh_SweepSphere\",\"args\":{\"mesh\":" + mesh
                + ",\"centre\":[0,0,1],\"radius\":0.5,\"move\":[1,0,0],\"max\":-1}}");
        assertTrue(e.startsWith("bad-argument: PhysicsMesh_SweepSphere: argument 'max' = -1 is out of range 0.."), e);
    }

    @Test
    void aSetupThatRemovesABodyTwiceIsABadArgument() throws IOException {
        String e = errorThenOk("{\"call\":\"IPhysics_FindFreeIgnoreSlot\",\"args\":{\"bodies\":4,"
                + "\"setup\":[3,2,0,3,2,0]}}");
        assertTrue(e.startsWith("bad-argument: IPhysics_FindFreeIgnoreSlot: setup removes body 2, which was removed"),
                e);
    }

    @Test
    void anOutOfRangeNumberIsRefusedWithTheRequestsId() throws IOException {
        for (String bad : new String[] {"1e2147483648", "0.1e-99999999999", "1e-2147483649"}) {
            // the id before the bad number and after it
            for (String line : new String[] {
                "{\"id\":[7,\"x\"],\"call\":\"AABB_FromSphere\",\"args\":{\"c\":[0,0,0],\"r\":" + bad + "}}",
                "{\"call\":\"AABB_FromSphere\",\"args\":{\"c\":[0,0," + bad + "],\"r\":1},\"id\":[7,\"x\"]}"}) {
                List<JsonNode> r = serve(line, OK);
                assertEquals("bad-argument", r.get(0).get("error").get("code").asText(), r.get(0).toString());
                assertEquals("[7,\"x\"]", r.get(0).get("id").toString(), r.get(0).toString());
                assertTrue(r.get(0).get("error").get("message").asText().contains(" at args."), r.get(0).toString());
                assertTrue(r.get(1).get("ok").booleanValue());
            }
        }
    }

    @Test
    void everyErrorAnswerEchoesAnIdThatWasRead() throws IOException {
        String[] lines = {
            "{\"id\":5,\"call\":\"describe\",\"call\":\"describe\"}", // a key twice
            "{\"id\":5,\"call\":\"describe\"} xyz", // text after the request
            "{\"id\":5,\"call\":\"describe\",\"args\":[1,,2]}", // a syntax error after the id
            "{\"call\":\"describe\",\"args\":{\"a\":1e99999999999999},\"id\":5}", // the id after a bad number
            "{\"id\":5,\"call\":\"AABB_FromSphere\",\"args\":{\"c\":[0,0,0],\"r\":\"" + "x".repeat(
                    RequestTree.MAX_STRING_CHARS + 1) + "\"}}", // a string over the limit
            "{\"id\":5,\"call\":\"nope\"}",
            "{\"id\":5,\"call\":\"AABB_FromSphere\",\"provider\":\"nope\"}",
            "{\"id\":5,\"call\":\"AABB_FromSphere\",\"args\":{\"c\":[0,0,0]}}",
            "{\"id\":5,\"call\":\"session.query\",\"session\":99}",
            "{\"id\":5,\"bogus\":1}",
        };
        for (String line : lines) {
            List<JsonNode> r = serve(line, OK);
            assertEquals(false, r.get(0).get("ok").booleanValue(), r.get(0).toString());
            assertEquals(5, r.get(0).path("id").intValue(), "id echoed: " + cut(r.get(0)));
            assertTrue(r.get(1).get("ok").booleanValue());
        }
    }

    @Test
    void aLineOverTheLimitEchoesTheIdAtItsStart() throws IOException {
        byte[] in = ("{\"id\":\"big\",\"call\":\"MeshContacts_SortByFraction\",\"args\":{\"keys\":["
                + "1,".repeat(200) + "1]}}\n" + OK + "\n").getBytes(StandardCharsets.UTF_8);
        List<JsonNode> r = serve(in, 256);
        assertEquals("too-large", r.get(0).get("error").get("code").asText(), r.get(0).toString());
        assertEquals("big", r.get(0).get("id").asText());
        assertTrue(r.get(1).get("ok").booleanValue());
    }

    @Test
    void aNotUtf8LineEchoesTheIdBeforeTheBadByte() throws IOException {
        byte[] in = ("{\"id\":3,\"call\":\"x\u00ff\"}\n" + OK + "\n").getBytes(StandardCharsets.ISO_8859_1);
        List<JsonNode> r = serve(in, 1 << 20);
        assertEquals("bad-request", r.get(0).get("error").get("code").asText());
        assertEquals(3, r.get(0).get("id").intValue(), r.get(0).toString());
    }

    @Test
    void tooManyJsonValuesOutsideNumberArraysAreTooLargeNamingTheField() throws IOException {
        String e = errorThenOk("{\"id\":1,\"call\":\"describe\",\"args\":{\"a\":[" + "[],".repeat(
                RequestTree.MAX_VALUES) + "[]]}}");
        assertTrue(e.startsWith("too-large: line 1: more than " + RequestTree.MAX_VALUES
                + " JSON values outside arrays of numbers at args.a["), e);
    }

    @Test
    void aLongArrayOfNumbersIsReadAsTheSameValues() throws IOException {
        // An array of numbers only is kept as a view of the line; with one string in it, it is read as nodes. The
        // first key is 0 either way, so both sort the same.
        StringBuilder keys = new StringBuilder();
        for (int i = 1; i < 100; i++) {
            keys.append(", ").append((i * 37 % 100) / 7.0).append(i % 3 == 0 ? "e0" : "");
        }
        JsonNode numbers = serve("{\"call\":\"MeshContacts_SortByFraction\",\"args\":{\"keys\":[0" + keys + "]}}")
                .get(0);
        JsonNode mixed = serve("{\"call\":\"MeshContacts_SortByFraction\",\"args\":{\"keys\":[\"0x00000000\"" + keys
                + "]}}").get(0);
        assertTrue(numbers.get("ok").booleanValue(), numbers.toString());
        assertEquals(100, numbers.get("result").get("order").size());
        assertEquals(numbers.get("result").toString(), mixed.get("result").toString());
    }

    @Test
    void anIntegerArgumentWiderThan32BitsIsRefusedNamingIt() throws IOException {
        String e = errorThenOk("{\"call\":\"PhysicsHumanBody_Update\",\"args\":{\"flags\":4294967297}}");
        assertTrue(e.startsWith("bad-argument: args.flags: 4294967297 is out of range"), e);
        e = errorThenOk("{\"call\":\"PhysicsHumanBody_Update\",\"args\":{\"flags\":\"0x100000001\"}}");
        assertTrue(e.startsWith("bad-argument: args.flags: "), e);
    }

    @Test
    void pushAwayHumansWith60OrMoreHumansIsABadArgumentUnderFaithful() throws IOException {
        for (int n : new int[] {59, 60, 100}) {
            String others = "0,0,0,".repeat(n);
            JsonNode r = serve("{\"id\":" + n + ",\"call\":\"PhysicsHumanBody_PushAwayHumans\",\"args\":{\"others\":["
                    + others.substring(0, others.length() - 1) + "]}}").get(0);
            if (n == 59) {
                assertTrue(r.get("ok").booleanValue(), "59 others and the pusher fill the pool: " + r);
            } else {
                assertEquals("bad-argument", r.get("error").get("code").asText(), r.toString());
                assertTrue(r.get("error").get("message").asText().contains("HUMAN_BODIES_60"), r.toString());
            }
            assertEquals(n, r.get("id").intValue());
        }
    }

    @Test
    void testStrikesWith60OrMoreHumansIsABadArgumentUnderFaithful() throws IOException {
        String humans = "3,0,0,".repeat(60);
        JsonNode r = serve("{\"call\":\"Human_TestStrikes\",\"args\":{\"handFrom\":[0,0,1],\"handTo\":[1,0,1],"
                + "\"humans\":[" + humans.substring(0, humans.length() - 1) + "]}}").get(0);
        assertEquals("bad-argument", r.get("error").get("code").asText(), r.toString());
        assertTrue(r.get("error").get("message").asText().contains("HUMAN_BODIES_60"), r.toString());
    }

    @Test
    void blankLinesOfAnyLengthAreSkipped() throws IOException {
        byte[] in = (" \t".repeat(1 << 20) + "\n\n" + OK + "\n").getBytes(StandardCharsets.UTF_8);
        List<JsonNode> r = serve(in, 4 << 20);
        assertEquals(1, r.size(), r.toString());
        assertEquals(3, r.get(0).get("line").intValue());
    }

    @Test
    void theOracleStopsReadingWhenItsOutputIsClosed() throws IOException {
        int[] reads = {0};
        java.io.InputStream endless = new java.io.InputStream() {
            private final byte[] line = (OK + "\n").getBytes(StandardCharsets.UTF_8);
            private int at;

            @Override
            public int read() {
                if (reads[0] == 100_000) {
                    return -1; // an end, so the defect shows as a failure and not a test that never ends
                }
                if (at == line.length) {
                    at = 0;
                    reads[0]++;
                }
                return line[at++];
            }
        };
        java.io.OutputStream closed = new java.io.OutputStream() {
            @Override
            public void write(int b) throws IOException {
                throw new IOException("Broken pipe");
            }
        };
        server.serve(new Utf8Lines(endless, null, 1 << 20), new PrintStream(closed, false, StandardCharsets.UTF_8));
        assertTrue(reads[0] < 10_000, "stopped after the first answer could not be written: " + reads[0]);
    }

    @Test
    void hexFloatsThatIsNotABooleanIsRefused() throws IOException {
        String e = errorThenOk("{\"call\":\"AABB_FromSphere\",\"hexFloats\":\"yes\",\"args\":{\"c\":[0,0,0],\"r\":1}}");
        assertTrue(e.startsWith("bad-request: \"hexFloats\": true or false"), e);
    }

    private static String cut(JsonNode n) {
        String s = n.toString();
        return s.length() > 300 ? s.substring(0, 300) : s;
    }
}
