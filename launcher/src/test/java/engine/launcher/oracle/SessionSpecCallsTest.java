package engine.launcher.oracle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import engine.launcher.json.Json;
import engine.launcher.scenario.PlainEngine;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Spec functions inside a session (docs/oracle.md, "Sessions"): each kind of call made on handles the session
 * created answers what the stateless function answers on the same scene, to the bit; refused calls change nothing.
 */
class SessionSpecCallsTest {
    private static final String FLOOR = "{\"call\": \"session.open\", \"args\": {\"level\": {\"generators\": "
            + "[{\"type\": \"floor\", \"min\": [-100, -100], \"max\": [100, 100]}]}}}";
    private final PlainEngine engine = new PlainEngine();
    private OracleServer server = new OracleServer(engine.providers(), engine.sceneServices());
    private final ObjectMapper json = Json.mapper();
    private int line;

    private JsonNode call(String request) throws Exception {
        return json.readTree(json.writeValueAsString(server.handle(request, ++line)));
    }

    private JsonNode ok(String request) throws Exception {
        JsonNode r = call(request);
        assertTrue(r.get("ok").booleanValue(), request + " -> " + r);
        return r.get("result");
    }

    private JsonNode in(int session, String fn, String args) throws Exception {
        return ok("{\"call\": \"" + fn + "\", \"session\": " + session + ", \"args\": " + args + "}");
    }

    private JsonNode refused(int session, String fn, String args) throws Exception {
        JsonNode r = call("{\"call\": \"" + fn + "\", \"session\": " + session + ", \"args\": " + args + "}");
        assertFalse(r.get("ok").booleanValue(), fn + " " + args + " -> " + r);
        return r.get("error");
    }

    private int open() throws Exception {
        return ok(FLOOR).get("session").intValue();
    }

    private static final float[][] BOXES = {{0, 0, 0, 1, 1, 1}, {0.5f, -1, 0, 2, 0.25f, 3}, {-3, -3, -3, -2.5f, 4, 1}};
    private static final int[] TYPE_MASKS = {-1, 0x40, 0x8};

    /** Three bodies made by PhysicsBody_ConstructForOwner, set to BOXES and TYPE_MASKS, added in order. */
    private int threeBodies() throws Exception {
        int s = open();
        for (int i = 0; i < BOXES.length; i++) {
            float[] b = BOXES[i];
            assertEquals(i, in(s, "PhysicsBody_ConstructForOwner", "{}").get("body").intValue());
            in(s, "session.set", "{\"body\": " + i + ", \"box\": {\"min\": [" + b[0] + ", " + b[1] + ", " + b[2]
                    + "], \"max\": [" + b[3] + ", " + b[4] + ", " + b[5] + "]}, \"typeMask\": " + TYPE_MASKS[i]
                    + ", \"ownerTypeMask\": " + TYPE_MASKS[i] + ", \"flags\": 0}");
        }
        return s;
    }

    private static String statelessWorld() {
        StringBuilder b = new StringBuilder("\"boxes\": [");
        for (int i = 0; i < BOXES.length; i++) {
            for (int k = 0; k < 6; k++) {
                b.append(i + k == 0 ? "" : ", ").append(BOXES[i][k]);
            }
        }
        return b.append("], \"typeMasks\": [-1, 64, 8]").toString();
    }

    @Test
    void addBodyInASessionBuildsTheListAndVectorTheStatelessCallBuilds() throws Exception {
        int s = threeBodies();
        JsonNode last = null;
        for (int i = 0; i < BOXES.length; i++) {
            last = in(s, "IPhysics_AddBody", "{\"body\": " + i + "}");
        }
        JsonNode stateless = ok("{\"call\": \"IPhysics_AddBody\", \"args\": {" + statelessWorld() + "}}");
        assertEquals(stateless.toString(), last.toString());
    }

    @Test
    void queryBoxInASessionFindsWhatTheStatelessQueryFinds() throws Exception {
        int s = threeBodies();
        for (int i = 0; i < BOXES.length; i++) {
            in(s, "IPhysics_AddBody", "{\"body\": " + i + "}");
        }
        String q = "\"box\": {\"min\": [0.2, -2, 0], \"max\": [3, 3, 3]}, \"start\": 1, \"ignored\": -1, "
                + "\"typeMask\": 64, \"flagMask\": 0";
        JsonNode session = in(s, "IPhysics_QueryBox", "{" + q + "}");
        JsonNode stateless = ok("{\"call\": \"IPhysics_QueryBox\", \"args\": {" + statelessWorld() + ", " + q + "}}");
        assertEquals(stateless.toString(), session.toString());
        assertEquals("[1,0]", session.get("bodies").toString(), "from the start body back to body 0, whose -1 mask meets 0x40");
    }

    @Test
    void createHumanBodyInASessionMakesTheStatelessCallsBodyAndChangesTheWorld() throws Exception {
        int s = open();
        JsonNode made = in(s, "IPhysics_CreateHumanBody", "{\"scale\": 1.25}");
        JsonNode stateless = ok("{\"call\": \"IPhysics_CreateHumanBody\", \"args\": {\"scale\": 1.25}}");
        assertEquals(stateless.get("flags").toString(), made.get("flags").toString());
        assertEquals(stateless.get("scale").toString(), made.get("scale").toString());
        int h = made.get("body").intValue();
        assertEquals("[" + h + "]", made.get("humans").toString(), "on the session's human list");
        JsonNode got = in(s, "session.get", "{\"body\": " + h + "}");
        assertTrue(got.get("inWorld").booleanValue(), "the create added it to the world: " + got);
        assertEquals("1.25", got.get("storedScale").asText());
    }

    @Test
    void ignoreInASessionAnswersTheStatelessIsIgnoring() throws Exception {
        int s = open();
        for (int i = 0; i < 3; i++) {
            in(s, "IPhysics_CreateObjectBody", "{}");
        }
        JsonNode chain = in(s, "PhysicsBody_Ignore", "{\"body\": 0, \"owner\": 2}");
        assertEquals("[2]", chain.get("ignored").toString());
        JsonNode session = in(s, "PhysicsBody_IsIgnoring", "{\"body\": 0, \"owner\": 2}");
        JsonNode stateless = ok("{\"call\": \"PhysicsBody_IsIgnoring\", \"args\": {\"bodies\": 3, \"setup\": [1, 0, 2],"
                + " \"body\": 0, \"owner\": 2}}");
        assertEquals(stateless.get("ignoring").toString(), session.get("ignoring").toString());
        assertTrue(session.get("ignoring").booleanValue());
        assertEquals("[2]", in(s, "session.get", "{\"body\": 0}").get("ignored").toString());
    }

    @Test
    void setShapeEnabledInASessionSetsTheStatelessStrikeBits() throws Exception {
        int s = open();
        int h = in(s, "IPhysics_CreateHumanBody", "{}").get("body").intValue();
        JsonNode session = in(s, "PhysBody_SetShapeEnabled", "{\"body\": " + h + ", \"id\": 25, \"on\": true}");
        JsonNode stateless = ok("{\"call\": \"PhysBody_SetShapeEnabled\", \"args\": {\"id\": 25, \"on\": true}}");
        assertEquals(stateless.get("strikeBits").toString(), session.get("strikeBits").toString());
        assertEquals(session.get("strikeBits").toString(), in(s, "session.get", "{\"body\": " + h + "}")
                .get("strikeBits").toString(), "the world keeps it");
    }

    @Test
    void aValueFunctionInASessionAnswersAsWithoutOne() throws Exception {
        int s = open();
        String args = "{\"q\": [0, 0, 0.70711, 0.70711]}";
        assertEquals(ok("{\"call\": \"Quat_ToMatrix\", \"args\": " + args + "}").toString(),
                in(s, "Quat_ToMatrix", args).toString());
    }

    @Test
    void pushAwayInASessionPushesAsTheStatelessPushAndTheWorldKeepsIt() throws Exception {
        int s = open();
        String human = ", \"bonePosition\": [0, 0, 1.6], \"weight\": 82";
        int a = in(s, "IPhysics_CreateHumanBody", "{}").get("body").intValue();
        in(s, "session.set", "{\"body\": " + a + human + "}");
        in(s, "PhysicsHumanBody_Update", "{\"body\": " + a + "}");
        int b = in(s, "IPhysics_CreateHumanBody", "{}").get("body").intValue();
        in(s, "session.set", "{\"body\": " + b + human + ", \"position\": [0.3, 0.1, 0], \"pushWeight\": 0.5}");
        in(s, "PhysicsHumanBody_Update", "{\"body\": " + b + "}");
        assertTrue(in(s, "PhysicsHumanBody_SetPushSphere", "{\"body\": " + a + ", \"on\": true}").get("held")
                .booleanValue());
        in(s, "PhysicsHumanBody_Update", "{\"body\": " + a + "}");
        JsonNode pushed = in(s, "PhysicsHumanBody_PushAwayHumans", "{\"body\": " + a + "}");
        JsonNode stateless = ok("{\"call\": \"PhysicsHumanBody_PushAwayHumans\", \"args\": {\"others\": [0.3, 0.1,"
                + " 0], \"k\": [0.5]}}");
        List<String> other = new ArrayList<>();
        for (int k = 3; k < 6; k++) {
            other.add(pushed.get("pushOuts").get(k).asText());
        }
        List<String> expected = new ArrayList<>();
        stateless.get("pushOuts").forEach(n -> expected.add(n.asText()));
        assertEquals(expected, other, "the other human's push-out");
        assertTrue(Float.parseFloat(other.get(0)) != 0f, "it was pushed: " + pushed);
        JsonNode kept = in(s, "session.get", "{\"body\": " + b + "}").get("pushOut");
        assertEquals(other, List.of(kept.get(0).asText(), kept.get(1).asText(), kept.get(2).asText()));
    }

    @Test
    void onStruckInASessionHandsThePushAsTheStatelessCall() throws Exception {
        int s = open();
        int h = in(s, "IPhysics_CreateHumanBody", "{}").get("body").intValue();
        in(s, "session.set", "{\"body\": " + h + ", \"bonePosition\": [0, 0, 1.6], \"weight\": 82, "
                + "\"pushWeight\": 0.5}");
        in(s, "PhysicsHumanBody_Update", "{\"body\": " + h + "}");
        int m = in(s, "PhysicsBody_ConstructForOwner", "{}").get("body").intValue();
        int sphere = in(s, "PhysShapeSphere_Construct", "{}").get("shape").intValue();
        in(s, "PhysicsBody_AddShape", "{\"body\": " + m + ", \"shape\": " + sphere + "}");
        in(s, "session.set", "{\"body\": " + m + ", \"weight\": 82, \"contactAnswer\": 4}");
        JsonNode session = in(s, "PhysicsHumanBody_OnStruck", "{\"body\": " + h + ", \"mover\": " + m
                + ", \"D\": [1, 0, 0]}");
        JsonNode stateless = ok("{\"call\": \"PhysicsHumanBody_OnStruck\", \"args\": {\"k\": 0.5, \"D\": [1, 0, 0]}}");
        assertEquals(stateless.toString(), session.toString());
        assertEquals(1, session.get("calls").intValue(), "a code-4 answer pushes: " + session);
    }

    @Test
    void sweepHumanMaskInASessionMeetsTheHumanInTheWay() throws Exception {
        int s = open();
        int a = in(s, "IPhysics_CreateHumanBody", "{}").get("body").intValue();
        int b = in(s, "IPhysics_CreateHumanBody", "{}").get("body").intValue();
        in(s, "PhysicsHumanBody_Update", "{\"body\": " + a + "}");
        in(s, "session.set", "{\"body\": " + b + ", \"position\": [1.5, 0, 0]}");
        in(s, "PhysicsHumanBody_Moved", "{\"body\": " + b + ", \"m\": [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], "
                + "[1.5, 0, 0, 1]]}");
        JsonNode swept = in(s, "PhysicsBody_SweepHumanMask", "{\"body\": " + a + ", \"D\": [2, 0, 0]}");
        List<Integer> others = new ArrayList<>();
        swept.get("others").forEach(n -> others.add(n.intValue()));
        assertTrue(others.contains(b), "the other human's capsule is in the way: " + swept);
        JsonNode away = in(s, "PhysicsBody_SweepHumanMask", "{\"body\": " + a + ", \"D\": [-2, 0, 0]}");
        assertEquals(0, away.get("count").intValue(), "moving away meets nothing: " + away);
    }

    @Test
    void bodyListRemoveInASessionUnlinksAsTheStatelessCall() throws Exception {
        int s = threeBodies();
        for (int i = 0; i < BOXES.length; i++) {
            in(s, "IPhysics_AddBody", "{\"body\": " + i + "}");
        }
        JsonNode session = in(s, "BodyList_Remove", "{\"body\": 1}");
        JsonNode stateless = ok("{\"call\": \"BodyList_Remove\", \"args\": {" + statelessWorld()
                + ", \"body\": 1}}");
        assertEquals(stateless.toString(), session.toString());
        assertEquals("bad-argument", refused(s, "BodyList_Remove", "{\"body\": 1}").get("code").asText(),
                "an unlinked body cannot be unlinked again");
    }

    @Test
    void allocObjectSphereInASessionTakesThePoolsShape() throws Exception {
        int s = open();
        JsonNode first = in(s, "IPhysics_AllocObjectSphere", "{}");
        JsonNode stateless = ok("{\"call\": \"IPhysics_AllocObjectSphere\", \"args\": {}}");
        assertEquals(stateless.get("flags").toString(), first.get("flags").toString());
        JsonNode second = in(s, "IPhysics_AllocObjectSphere", "{}");
        assertTrue(second.get("shape").intValue() != first.get("shape").intValue(), "the first stays taken");
        int freed = in(s, "IPhysics_FreeShape", "{\"shape\": " + first.get("shape") + "}").get("flags").intValue();
        assertEquals(0, freed & 0x8, "freed: 0x8 cleared");
    }

    @Test
    void theStatelessFormGivenASessionIsRefusedNamingTheSessionForm() throws Exception {
        int s = open();
        JsonNode e = refused(s, "IPhysics_CreateHumanBody", "{\"setup\": [1, 0]}");
        assertEquals("bad-argument", e.get("code").asText());
        assertTrue(e.get("message").asText().contains("session form"), e.toString());
        JsonNode m = refused(s, "BodyList_Insert", "{}");
        assertTrue(m.get("message").asText().startsWith("session form of BodyList_Insert: missing argument 'body'"),
                m.toString());
    }

    @Test
    void scenarioBodiesAndSpecCreatedBodiesShareTheWorld() throws Exception {
        int s = open();
        JsonNode added = ok("{\"call\": \"session.addBody\", \"session\": " + s + ", \"args\": {\"body\": {\"name\":"
                + " \"h\", \"kind\": \"human\", \"position\": [0, 0, 0]}}}");
        int scenario = added.get("handles").get(0).intValue();
        int made = in(s, "IPhysics_CreateHumanBody", "{}").get("body").intValue();
        assertEquals(scenario + 1, made, "handles are counted once for both");
        in(s, "PhysicsHumanBody_Update", "{\"body\": " + made + "}");
        JsonNode found = in(s, "IPhysics_QueryBox", "{\"box\": {\"min\": [-1, -1, 0], \"max\": [1, 1, 2]}, "
                + "\"start\": -1, \"ignored\": -1, \"typeMask\": -1, \"flagMask\": 0}");
        List<Integer> bodies = new ArrayList<>();
        found.get("bodies").forEach(n -> bodies.add(n.intValue()));
        assertTrue(bodies.contains(scenario) && bodies.contains(made), found.toString());
        assertEquals("[" + scenario + "]", in(s, "PhysicsHumanBody_Ignore", "{\"body\": " + made + ", \"owner\": "
                + scenario + "}").get("ignored").toString(), "the spec body ignores the scenario body's owner");
        ok("{\"call\": \"session.step\", \"session\": " + s + "}");
        assertTrue(in(s, "PhysicsHumanBody_IsIgnoring", "{\"body\": " + made + ", \"owner\": " + scenario + "}")
                .get("ignoring").booleanValue(), "the scenario's frame kept the spec body's ignore");
    }

    @Test
    void a2dSessionTakesNoSpecCalls() throws Exception {
        String map = Path.of("..", "scenarios", "maps", "town.img.xml").toAbsolutePath().toString()
                .replace("\\", "/");
        int s = ok("{\"call\": \"session.open\", \"args\": {\"type\": \"2d\", \"map\": \"" + map + "\"}}")
                .get("session").intValue();
        JsonNode e = refused(s, "IPhysics_CreateHumanBody", "{}");
        assertEquals("bad-argument", e.get("code").asText());
        assertTrue(e.get("message").asText().contains("takes no spec calls"), e.toString());
    }

    @Test
    void aFieldASessionCallDoesNotUseIsRefused() throws Exception {
        int s = open();
        JsonNode r = call("{\"call\": \"session.step\", \"session\": " + s + ", \"floatModel\": \"ps2\"}");
        assertEquals("bad-argument", r.get("error").get("code").asText(), r.toString());
        JsonNode p = call("{\"call\": \"IPhysics_Step\", \"session\": " + s + ", \"provider\": \"fixed\"}");
        assertEquals("bad-argument", p.get("error").get("code").asText(), p.toString());
        assertEquals(0, ok("{\"call\": \"session.query\", \"session\": " + s + "}").get("frame").intValue(),
                "the refused step stepped nothing");
    }

    @Test
    void aRefusedSetChangesNothing() throws Exception {
        int s = open();
        int h = in(s, "IPhysics_CreateHumanBody", "{}").get("body").intValue();
        int o = in(s, "IPhysics_CreateObjectBody", "{}").get("body").intValue();
        String before = in(s, "session.get", "{\"body\": " + h + "}").toString();
        refused(s, "session.set", "{\"body\": " + h + ", \"flags\": 7, \"grabPartner\": 99}");
        refused(s, "session.set", "{\"body\": " + o + ", \"weight\": 3, \"strikeBits\": 1}");
        refused(s, "session.set", "{\"body\": " + h + ", \"flags\": 7, \"attributes\": [1, 2]}");
        assertEquals(before, in(s, "session.get", "{\"body\": " + h + "}").toString());
    }

    @Test
    void setFieldsReadBack() throws Exception {
        int s = open();
        int h = in(s, "IPhysics_CreateHumanBody", "{}").get("body").intValue();
        int g = in(s, "IPhysics_CreateHumanBody", "{}").get("body").intValue();
        in(s, "session.set", "{\"body\": " + h + ", \"weight\": 82.5, \"state\": \"0x100000000\", \"grabPartner\": "
                + g + ", \"group\": 3, \"sceneState\": true, \"position\": [1, 2, 3]}");
        JsonNode got = in(s, "session.get", "{\"body\": " + h + "}");
        assertEquals("82.5", got.get("weight").asText());
        assertEquals(0x100000000L, got.get("state").longValue());
        assertEquals(g, got.get("grabPartner").intValue());
        assertEquals(3, got.get("group").intValue());
        assertTrue(got.get("sceneState").booleanValue());
        assertEquals("[1.0,2.0,3.0,1.0]", got.get("position").toString());
        assertTrue(in(s, "PhysicsHumanBody_IsIgnoring", "{\"body\": " + h + ", \"owner\": " + g + "}")
                .get("ignoring").booleanValue(), "a human body ignores its grab partner");
    }

    @Test
    void bonesSetInASessionPoseTheHumanAsTheStatelessBoneTransformsAndReadBack() throws Exception {
        int s = open();
        int g = in(s, "IPhysics_CreateHumanBody", "{}").get("body").intValue();
        int h = in(s, "IPhysics_CreateHumanBody", "{}").get("body").intValue();
        String bones = "[6, 0.1, 0, 1.2, 0, 0, 0.6, 0.8]";
        String human = ", \"bonePosition\": [0, 0, 1.6], \"weight\": 82";
        in(s, "session.set", "{\"body\": " + g + human + "}");
        in(s, "session.set", "{\"body\": " + h + human + ", \"bones\": " + bones + "}");
        // Marked dirty (0x80000000), the update poses the capsule again, its height from bone 6.
        for (int b : new int[] {g, h}) {
            int flags = in(s, "session.get", "{\"body\": " + b + "}").get("flags").intValue();
            in(s, "session.set", "{\"body\": " + b + ", \"flags\": " + (flags | 0x80000000) + "}");
        }
        JsonNode plain = in(s, "PhysicsHumanBody_Update", "{\"body\": " + g + "}");
        JsonNode posed = in(s, "PhysicsHumanBody_Update", "{\"body\": " + h + "}");
        JsonNode stateless = ok("{\"call\": \"PhysicsHumanBody_Update\", \"args\": {\"boneTransforms\": "
                + bones + "}}");
        assertEquals(stateless.get("broad").toString(), posed.get("broad").toString(),
                "the head bone at 1.2 m: the stateless call's broad bound");
        assertFalse(plain.get("broad").toString().equals(posed.get("broad").toString()), "the bones moved it");
        JsonNode got = in(s, "session.get", "{\"body\": " + h + "}").get("bones");
        assertEquals(8, got.size());
        assertEquals(List.of("6.0", "0.1", "0.0", "1.2", "0.0", "0.0", "0.6", "0.8"),
                List.of(got.get(0).asText(), got.get(1).asText(), got.get(2).asText(), got.get(3).asText(),
                        got.get(4).asText(), got.get(5).asText(), got.get(6).asText(), got.get(7).asText()));
        String before = in(s, "session.get", "{\"body\": " + h + "}").toString();
        refused(s, "session.set", "{\"body\": " + h + ", \"weight\": 3, \"bones\": [6, 0, 0]}");
        refused(s, "session.set", "{\"body\": " + h + ", \"weight\": 3, \"bones\": [200, 0, 0, 1, 0, 0, 0, 1]}");
        assertEquals(before, in(s, "session.get", "{\"body\": " + h + "}").toString(), "refused sets change nothing");
    }

    @Test
    void sessionAnswersHonourHexFloatsAndWriteFloat32Shortest() throws Exception {
        int s = open();
        ok("{\"call\": \"session.addBody\", \"session\": " + s + ", \"args\": {\"body\": {\"name\": \"h\", \"kind\": "
                + "\"human\", \"position\": [0.1, 0.2, 1.0000001]}}}");
        ok("{\"call\": \"session.step\", \"session\": " + s + ", \"args\": {\"frames\": 3}}");
        JsonNode b = ok("{\"call\": \"session.query\", \"session\": " + s + "}").get("bodies").get(0);
        for (JsonNode v : b.get("state")) {
            float f = Float.parseFloat(v.asText());
            assertEquals(Float.toString(f), v.asText(), "a float32's shortest decimal, not a widened double");
        }
        assertTrue(b.get("detail").has("flags") && b.get("detail").has("contacts"), b.toString());
        JsonNode hex = ok("{\"call\": \"session.query\", \"session\": " + s + ", \"hexFloats\": true}")
                .get("bodies").get(0);
        for (int k = 0; k < 6; k++) {
            assertEquals(String.format("0x%08x", Float.floatToRawIntBits(Float.parseFloat(b.get("state").get(k)
                    .asText()))), hex.get("state").get(k).asText());
        }
        JsonNode got = ok("{\"call\": \"session.get\", \"session\": " + s + ", \"hexFloats\": true, \"args\": "
                + "{\"body\": 0}}");
        assertTrue(got.get("weight").asText().startsWith("0x"), got.toString());
    }

    @Test
    void describeListsEverySpecCallASessionTakes() throws Exception {
        JsonNode d = call("{\"call\": \"describe\"}");
        List<String> calls = new ArrayList<>();
        d.get("sessionCalls").forEach(n -> calls.add(n.asText()));
        for (String f : List.of("session.open", "session.set", "session.get", "IPhysics_CreateHumanBody",
                "IPhysics_QueryBox", "Human_TestStrikes", "PhysicsBody_Ignore", "Quat_ToMatrix")) {
            assertTrue(calls.contains(f), f + " in " + calls);
        }
        assertTrue(d.get("sessionForms").size() > 30, "the session forms with their arguments");
        for (JsonNode p : d.get("providers")) {
            if (List.of("faithful", "fixed").contains(p.get("id").asText())) {
                for (JsonNode f : p.get("functions")) {
                    assertTrue(calls.contains(f.get("name").asText()), p.get("id") + "'s " + f.get("name")
                            + " is taken in a session");
                }
            }
        }
    }

    @Test
    void aTraceOfSpecCallsAnswersTheSameOnTwoFreshOracles() throws Exception {
        List<String> trace = SessionTrace.lines(21L, 240);
        assertTrue(trace.size() > 200);
        List<String> first = run(trace);
        server = new OracleServer(engine.providers(), engine.sceneServices());
        List<String> second = run(trace);
        assertEquals(first, second);
        long errors = first.stream().filter(l -> l.contains("\"ok\":false")).count();
        assertEquals(0, errors, "every call of the trace is answered: " + first.stream()
                .filter(l -> l.contains("\"ok\":false")).findFirst().orElse(""));
    }

    private List<String> run(List<String> trace) throws Exception {
        List<String> out = new ArrayList<>();
        for (String l : trace) {
            out.add(json.writeValueAsString(server.handle(l, ++line)).replaceAll("\"line\":\\d+,", ""));
        }
        return out;
    }
}
