package engine.launcher.oracle.check;

import static engine.launcher.oracle.check.OracleTraces.answer;
import static engine.launcher.oracle.check.OracleTraces.answers;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import engine.api.math.FloatModel;
import engine.api.oracle.ValueType;
import engine.launcher.exit.InputException;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Issue 21 item 3: a request's "expect", shaped like its result, answered by a "check" (docs/oracle.md). */
class ExpectationsTest {
    private static final String QUAT = "{\"call\":\"Quat_ToMatrix\",\"args\":{\"q\":[0,0,0.70711,0.70711]}";

    private static JsonNode resultOf(String request) throws Exception {
        return answer(request + "}").get("result");
    }

    @Test
    void anExpectationRecordedFromTheAnswerHolds() throws Exception {
        JsonNode m = resultOf(QUAT);
        JsonNode a = answer(QUAT + ",\"expect\":" + m + "}");
        assertEquals("{\"ok\":true}", a.get("check").toString());
        JsonNode hex = resultOf(QUAT + ",\"hexFloats\":true");
        assertTrue(answer(QUAT + ",\"expect\":" + hex + "}").get("check").get("ok").booleanValue(),
                "bits given as hex are the same expectation");
    }

    @Test
    void oneFlippedBitNamesTheFieldBothValuesAndTheirBits() throws Exception {
        ObjectNode m = (ObjectNode) resultOf(QUAT + ",\"hexFloats\":true");
        int bits = Integer.parseUnsignedInt(m.get("m").get(2).get(1).asText().substring(2), 16);
        ((com.fasterxml.jackson.databind.node.ArrayNode) m.get("m").get(2)).set(1,
                String.format("0x%08x", bits ^ 1));
        JsonNode c = answer(QUAT + ",\"expect\":" + m + "}").get("check");
        assertFalse(c.get("ok").booleanValue());
        assertEquals("m[2][1]", c.get("field").asText());
        assertEquals(String.format("0x%08x", bits ^ 1), c.get("expectedBits").asText());
        assertEquals(String.format("0x%08x", bits), c.get("actualBits").asText());
        assertEquals(Float.intBitsToFloat(bits), c.get("actual").floatValue());
        assertTrue(c.get("quirks").isArray());
    }

    @Test
    void minusZeroDiffersFromZeroByItsBits() throws Exception {
        JsonNode c = answer("{\"call\":\"AABB_FromSphere\",\"args\":{\"c\":[0,0,0],\"r\":0},"
                + "\"expect\":{\"box\":{\"min\":[-0.0,0,0,1]}}}").get("check");
        JsonNode min = resultOf("{\"call\":\"AABB_FromSphere\",\"args\":{\"c\":[0,0,0],\"r\":0}").get("box")
                .get("min");
        boolean minusZero = min.get(0).asText().startsWith("-");
        assertEquals(minusZero, c.get("ok").booleanValue(), c.toString());
        if (!minusZero) {
            assertEquals("box.min[0]", c.get("field").asText());
            assertEquals("0x80000000", c.get("expectedBits").asText());
        }
    }

    @Test
    void nanComparesByItsBits() {
        ResultShape f = ResultShape.of(List.of(engine.api.oracle.Param.f32("x", "a float")));
        ObjectNode quiet = OracleTraces.JSON.createObjectNode().put("x", "0x7fc00000");
        ObjectNode other = OracleTraces.JSON.createObjectNode().put("x", "0x7fc00001");
        ObjectNode named = OracleTraces.JSON.createObjectNode().put("x", "NaN");
        assertTrue(Expectations.compare(named, quiet, f, "", FloatModel.IEEE).isEmpty(), "\"NaN\" is 0x7fc00000");
        Divergence d = Expectations.compare(other, quiet, f, "", FloatModel.IEEE).orElseThrow();
        assertEquals("x", d.field());
        assertEquals("0x7fc00001", d.expectedBits());
        assertEquals("0x7fc00000", d.actualBits());
    }

    @Test
    void intsCompareExactlyAndListsByLengthFirst() throws Exception {
        String sort = "{\"call\":\"MeshContacts_SortByFraction\",\"args\":{\"keys\":[0.5,0.25,0.75]}";
        JsonNode order = resultOf(sort).get("order");
        assertEquals(3, order.size());
        JsonNode shorter = answer(sort + ",\"expect\":{\"order\":[" + order.get(0) + "," + order.get(1) + "]}}")
                .get("check");
        assertEquals("order.length", shorter.get("field").asText());
        assertEquals(2, shorter.get("expected").intValue());
        assertEquals(3, shorter.get("actual").intValue());
        assertFalse(shorter.has("expectedBits"), "an int has no float bits");
        JsonNode swapped = answer(sort + ",\"expect\":{\"order\":[" + order.get(1) + "," + order.get(0) + ","
                + order.get(2) + "]}}").get("check");
        assertEquals("order[0]", swapped.get("field").asText());
        assertTrue(answer(sort + ",\"expect\":{\"order\":[\"0x" + Integer.toHexString(order.get(0).intValue())
                + "\"," + order.get(1) + "," + order.get(2) + "]}}").get("check").get("ok").booleanValue(),
                "an int given in hex is the same int");
    }

    @Test
    void fieldsLeftOutAreNotCheckedAndNestedPathsAreNamed() throws Exception {
        String grid = "{\"call\":\"CollisionMesh_BeginShapeQuery\",\"args\":{\"mesh\":{\"vertices\":[[0,0,0],[4,0,0],"
                + "[0,4,0]],\"triangles\":[[0,1,2,49153,0]],\"cellSize\":2.0},\"box\":{\"min\":[0,0,-1],"
                + "\"max\":[1,1,1]}}";
        JsonNode r = resultOf(grid);
        int cleared = r.get("clearedBytes").intValue();
        assertTrue(answer(grid + ",\"expect\":{\"clearedBytes\":" + cleared + "}}").get("check").get("ok")
                .booleanValue());
        JsonNode c = answer(grid + ",\"expect\":{\"cellMax\":[" + r.get("cellMax").get(0) + ","
                + (r.get("cellMax").get(1).intValue() + 1) + "," + r.get("cellMax").get(2) + "]}}").get("check");
        assertEquals("cellMax[1]", c.get("field").asText());
    }

    @Test
    void theQuirksThatFiredComeWithADivergence() throws Exception {
        // the faithful insertion sort loses an entry on keys like these (SORT_SMEAR, Unit 2)
        for (String keys : List.of("[0.3,0.1,0.2,0.1]", "[0.5,0.4,0.3,0.2,0.1]", "[0.2,0.1,0.1,0.3,0.0]")) {
            String sort = "{\"call\":\"MeshContacts_SortByFraction\",\"args\":{\"keys\":" + keys + "}";
            JsonNode a = answer(sort + "}");
            if (a.get("quirks").isEmpty()) {
                continue;
            }
            JsonNode fixed = answer(sort + ",\"provider\":\"fixed\"}").get("result");
            JsonNode c = answer(sort + ",\"expect\":" + fixed + "}").get("check");
            if (!c.get("ok").booleanValue()) {
                assertEquals(a.get("quirks"), c.get("quirks"));
                assertTrue(c.get("quirks").toString().contains("SORT_SMEAR"), c.toString());
                return;
            }
        }
        throw new AssertionError("no key list made the faithful sort smear");
    }

    @Test
    void anExpectationNotShapedLikeTheResultIsABadArgumentNamingTheField() throws Exception {
        List<JsonNode> r = answers(QUAT + ",\"expect\":{\"mm\":[]}}",
                QUAT + ",\"expect\":{\"m\":[[1,0,0],[0,1,0,0],[0,0,1,0],[0,0,0,1]]}}",
                QUAT + ",\"expect\":{\"m\":[[true,0,0,0],[0,1,0,0],[0,0,1,0],[0,0,0,1]]}}",
                QUAT + ",\"expect\":[1]}",
                "{\"call\":\"MeshContacts_SortByFraction\",\"args\":{\"keys\":[1]},\"expect\":{\"order\":[0.5]}}");
        List<String> fields = List.of("expect.mm", "expect.m[0]", "expect.m[0][0]", "expect", "expect.order[0]");
        for (int i = 0; i < r.size(); i++) {
            JsonNode e = r.get(i).get("error");
            assertEquals("bad-argument", e.get("code").asText(), r.get(i).toString());
            assertTrue(e.get("message").asText().startsWith(fields.get(i) + ":"), e.toString());
        }
    }

    @Test
    void aDescribeTakesNoExpectationNorAnyFieldItDoesNotUse() throws Exception {
        assertTrue(answer("{\"call\":\"describe\"}").get("shipped").toString().contains("\"maps/town.img.xml\""),
                "describe lists the shipped files a request may name");
        for (String f : List.of("\"floatModel\":\"ps2\"", "\"provider\":\"fixed\"", "\"hexFloats\":true",
                "\"args\":{}", "\"expect\":{}", "\"session\":1")) {
            JsonNode e = answer("{\"call\":\"describe\"," + f + "}").get("error");
            assertEquals("bad-request", e.get("code").asText(), f);
            assertTrue(e.get("message").asText().contains("describe takes no such field"), e.toString());
        }
    }

    @Test
    void aSessionAnswerIsCheckedByTheShapeItDeclares() throws Exception {
        List<JsonNode> r = answers("{\"call\":\"session.open\",\"args\":{\"type\":\"2d\","
                        + "\"map\":\"scenarios/maps/town.img.xml\"}}",
                "{\"call\":\"session.addMover\",\"session\":1,\"args\":{\"mover\":{\"name\":\"a\",\"position\":[0,0]}}}",
                "{\"call\":\"session.step\",\"session\":1,\"args\":{\"frames\":3,\"ms\":30},\"expect\":{\"frame\":3}}",
                "{\"call\":\"session.step\",\"session\":1,\"args\":{\"frames\":1,\"ms\":30},\"expect\":{\"frame\":5}}",
                "{\"call\":\"session.query\",\"session\":1,\"expect\":{\"bodies\":[{\"body\":0,"
                        + "\"state\":[1.5]}]}}",
                "{\"call\":\"session.query\",\"session\":1,\"expect\":{\"bodies\":[{\"bogus\":0}]}}");
        assertTrue(r.get(2).get("check").get("ok").booleanValue(), r.get(2).toString());
        assertEquals("frame", r.get(3).get("check").get("field").asText());
        JsonNode q = r.get(4).get("check");
        assertEquals("bodies[0].state.length", q.get("field").asText(), q.toString());
        JsonNode bad = r.get(5).get("error");
        assertEquals("bad-argument", bad.get("code").asText());
        assertTrue(bad.get("message").asText().startsWith("expect.bodies[0].bogus:"), bad.toString());
    }

    @Test
    void aSpecCallInASessionIsCheckedByItsFormsResultsBeforeItRuns() throws Exception {
        String open = "{\"call\":\"session.open\",\"args\":{\"level\":{\"generators\":[{\"type\":\"floor\","
                + "\"min\":[-100,-100],\"max\":[100,100]}]}}}";
        String create = "{\"call\":\"IPhysics_CreateHumanBody\",\"session\":1,\"args\":{}";
        List<JsonNode> first = answers(open, create + "}");
        JsonNode made = first.get(1).get("result");
        List<JsonNode> r = answers(open, create + ",\"expect\":" + made + "}", create + ",\"expect\":{\"nope\":1}}",
                create + "}");
        assertTrue(r.get(1).get("check").get("ok").booleanValue(), r.get(1).toString());
        assertEquals("bad-argument", r.get(2).get("error").get("code").asText(), r.get(2).toString());
        assertTrue(r.get(2).get("error").get("message").asText().startsWith("expect.nope:"), r.get(2).toString());
        assertEquals(made, r.get(1).get("result"), "a second independent run answers the same");
        assertEquals(answers(open, create + "}", create + "}").get(2).get("result"), r.get(3).get("result"),
                "the refused call created no body: the next create gets the handle it would have");
    }

    @Test
    void doublesCompareByTheir64Bits() {
        ResultShape d = new ResultShape.Fields(Map.of("x", new ResultShape.Double64()));
        ObjectNode a = OracleTraces.JSON.createObjectNode().put("x", 0.1);
        ObjectNode e = OracleTraces.JSON.createObjectNode().put("x", "0x3fb999999999999b");
        Divergence div = Expectations.compare(e, a, d, "", FloatModel.IEEE).orElseThrow();
        assertEquals("0x3fb999999999999a", div.actualBits());
        try {
            Expectations.validate(OracleTraces.JSON.createObjectNode().put("x", true), d, "expect");
            throw new AssertionError("a bool is not a double");
        } catch (InputException ex) {
            assertTrue(ex.getMessage().startsWith("expect.x:"), ex.getMessage());
        }
        assertEquals(ValueType.FLOAT, ((ResultShape.Value) ResultShape.value(ValueType.FLOAT)).type());
    }
}
