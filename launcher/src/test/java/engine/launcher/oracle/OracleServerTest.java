package engine.launcher.oracle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import engine.files.Utf8Lines;
import engine.api.kernel.KernelProvider;
import engine.meshio.MeshFile;
import engine.faithful.provider.FaithfulProvider;
import engine.launcher.json.Json;
import engine.launcher.mesh.DemoMeshes;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The oracle protocol (docs/oracle.md) against the faithful provider, without a framework. */
class OracleServerTest {
    private final ObjectMapper json = Json.mapper();
    private final OracleServer server = new OracleServer(List.<KernelProvider>of(new FaithfulProvider()));

    private List<JsonNode> serve(String... lines) throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8);
        server.serve(new Utf8Lines(new ByteArrayInputStream(String.join("\n", lines).getBytes(StandardCharsets.UTF_8)),
                null, 1 << 20), out);
        List<JsonNode> responses = new ArrayList<>();
        for (String l : bytes.toString(StandardCharsets.UTF_8).split("\n")) {
            responses.add(json.readTree(l));
        }
        return responses;
    }

    @Test
    void describeListsEveryFunctionWithTypedArgumentsAndResults() throws Exception {
        JsonNode d = serve("{\"call\":\"describe\"}").get(0);
        assertEquals(1, d.get("protocol").asInt());
        JsonNode fns = d.get("providers").get(0).get("functions");
        List<String> names = new ArrayList<>();
        fns.forEach(f -> names.add(f.get("name").asText()));
        assertEquals(List.of("Quat_ToMatrix", "AABB_ScaleAboutCentre", "AABB_ExtendByMove", "AABB_FromSphere",
                "AABB_FromUprightCylinder", "CollisionMesh_BeginShapeQuery", "MeshContacts_SortByFraction"),
                names.subList(0, 7));
        assertTrue(names.containsAll(List.of("PhysicsCapsule_Pose", "IPhysics_QueryBox", "PhysicsBody_Ignore",
                "IPhysics_CreateHumanBody")), "units 6-9 are served too");
        assertTrue(names.size() >= 66);
        JsonNode q = fns.get(0);
        assertEquals("q", q.get("args").get(0).get("name").asText());
        assertEquals("quat", q.get("args").get(0).get("type").asText());
        assertEquals("mat4", q.get("results").get(0).get("type").asText());
    }

    @Test
    void quatToMatrixForQyAsUnit6() throws Exception {
        JsonNode r = serve("{\"call\":\"Quat_ToMatrix\",\"args\":{\"q\":[0,0.70711,0,0.70711]}}").get(0);
        JsonNode m = r.get("result").get("m");
        double[][] expected = {{0, 0, -1}, {0, 1, 0}, {1, 0, 0}};
        for (int row = 0; row < 3; row++) {
            for (int c = 0; c < 3; c++) {
                assertEquals(expected[row][c], m.get(row).get(c).asDouble(), 1e-5);
            }
        }
    }

    @Test
    void badRequestsGetAnErrorOnTheirOwnLineAndServingGoesOn() throws Exception {
        List<JsonNode> r = serve(
                "{\"call\":\"Quat_ToMatrix\",\"args\":{\"q\":[0,0,0]}}",
                "",
                "{\"call\":\"Quat_ToMatrix\",\"args\":{\"quat\":[0,0,0,1]}}",
                "{\"call\":\"Quat_ToMatrx\"}",
                "{\"args\":{}}",
                "[1,2]",
                "{\"call\":\"Quat_ToMatrix\",\"args\":{},\"extra\":1}",
                "{\"call\":\"Quat_ToMatrix\",\"args\":{}}",
                "{\"call\":\"AABB_FromSphere\",\"args\":{\"c\":[1,2,3],\"r\":0.5}}");
        assertEquals(8, r.size(), "the blank line gets no response");
        String[] codes = {"bad-argument", "bad-argument", "unknown-function", "bad-request", "bad-request",
                "bad-request", "bad-argument"};
        int[] lineNumbers = {1, 3, 4, 5, 6, 7, 8};
        for (int i = 0; i < codes.length; i++) {
            assertFalse(r.get(i).get("ok").asBoolean());
            assertEquals(codes[i], r.get(i).get("error").get("code").asText(), r.get(i).toString());
            assertEquals(lineNumbers[i], r.get(i).get("line").asInt());
        }
        assertEquals("args.q: expected 4 numbers, got 3", r.get(0).get("error").get("message").asText());
        assertEquals("Quat_ToMatrix: missing argument 'q' (quat)", r.get(6).get("error").get("message").asText());
        assertTrue(r.get(7).get("ok").asBoolean());
        assertEquals("[0.5,1.5,2.5,1.0]", r.get(7).get("result").get("box").get("min").toString());
    }

    @Test
    void beginShapeQueryReadsAMeshFileOnceAndClampsPastTheGrid(@TempDir Path tmp) throws Exception {
        Path file = tmp.resolve("room.cmesh");
        MeshFile.write(DemoMeshes.room(2f), file);
        String req = "{\"call\":\"CollisionMesh_BeginShapeQuery\",\"args\":{\"mesh\":\""
                + file.toString().replace("\\", "/") + "\",\"box\":{\"min\":[-1,-1,1],\"max\":[100,1,1]}}}";
        List<JsonNode> r = serve(req, req);
        for (JsonNode n : r) {
            assertEquals("[4,4,0]", n.get("result").get("cellMin").toString());
            assertEquals("[9,5,0]", n.get("result").get("cellMax").toString());
            assertEquals(16, n.get("result").get("clearedBytes").asInt());
        }
    }

    @Test
    void theIdIsEchoedAndTheSortReportsItsQuirk() throws Exception {
        JsonNode r = serve("{\"id\":\"a-1\",\"call\":\"MeshContacts_SortByFraction\","
                + "\"args\":{\"keys\":[0.5,0.6,0.3]}}").get(0);
        assertEquals("a-1", r.get("id").asText());
        assertEquals("[2,0,0]", r.get("result").get("order").toString());
        assertEquals("[\"SORT_SMEAR\"]", r.get("quirks").toString());
    }

    @Test
    void floatModelPs2TruncatesWhereIeeeRoundsUp() throws Exception {
        String args = "\"args\":{\"offset\":[0.1,0.3,0.7],\"bone\":-1,\"flags\":1,\"previous\":[0,0,0],"
                + "\"centre\":[0,0,0],\"P\":[1.1,2.3,3.7],\"q\":[0,0,0.70710677,0.70710677],\"hasBone\":false,"
                + "\"b\":[0,0,0],\"qb\":[0,0,0,1]}";
        List<JsonNode> r = serve("{\"call\":\"PhysicsSphere_Pose\",\"hexFloats\":true," + args + "}",
                "{\"call\":\"PhysicsSphere_Pose\",\"hexFloats\":true,\"floatModel\":\"ps2\"," + args + "}",
                "{\"call\":\"Quat_ToMatrix\",\"floatModel\":\"x87\",\"args\":{\"q\":[0,0,0,1]}}");
        assertEquals("ieee", r.get(0).get("floatModel").asText());
        assertEquals("0x408ccccd", r.get(0).get("result").get("centre").get(2).asText(),
                "3.7 + 0.7 rounded to nearest");
        assertEquals("ps2", r.get(1).get("floatModel").asText());
        assertEquals("0x408ccccc", r.get(1).get("result").get("centre").get(2).asText(), "truncated toward zero");
        assertEquals("bad-request", r.get(2).get("error").get("code").asText());
    }

    @Test
    void ps2ExponentTwoFiftyFiveResultsKeepTheirBitsWithoutHexFloats() throws Exception {
        // x = 2^64: x·x is 2^128, exponent 255 on the EE (a number there, ∞ to Java), and 1 − 2x² clamps.
        List<JsonNode> r = serve("{\"call\":\"Quat_ToMatrix\",\"floatModel\":\"ps2\","
                + "\"args\":{\"q\":[\"0x5f800000\",0,0,1]}}");
        String result = r.get(0).get("result").toString();
        assertTrue(r.get(0).get("ok").asBoolean(), r.get(0).toString());
        assertFalse(result.contains("NaN") || result.contains("Infinity"), result);
        assertTrue(result.matches(".*\"0x[7f]f[89a-f][0-9a-f]{5}\".*"), "an exponent-255 value as its bits: " + result);
    }
}
