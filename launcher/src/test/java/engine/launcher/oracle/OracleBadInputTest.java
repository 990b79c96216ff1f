package engine.launcher.oracle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import engine.api.io.Utf8Lines;
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
}
