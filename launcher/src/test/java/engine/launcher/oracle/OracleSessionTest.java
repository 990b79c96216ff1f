package engine.launcher.oracle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import engine.api.quirk.QuirkLog;
import engine.api.scene.Scene2D;
import engine.api.scene.SceneRun;
import engine.api.selection.Profile;
import engine.launcher.json.Json;
import engine.launcher.scenario.PlainEngine;
import engine.launcher.scenario.ScenarioReader;
import engine.launcher.scenario.ScenarioRunner;
import engine.launcher.scenario.ScenarioSource;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Oracle sessions: calls answered against one world, exact 2D doubles, bad session ids. */
class OracleSessionTest {
    private static final String MAP = Path.of("..", "scenarios", "maps", "town.img.xml").toAbsolutePath().toString()
            .replace("\\", "/");
    private final PlainEngine engine = new PlainEngine();
    private final OracleServer server = new OracleServer(engine.providers(), engine.sceneServices());
    private final ObjectMapper json = Json.mapper();
    private int line;

    private JsonNode call(String request) throws Exception {
        return json.readTree(json.writeValueAsString(server.handle(request, ++line)));
    }

    private int open2d() throws Exception {
        JsonNode r = call("{\"call\": \"session.open\", \"args\": {\"type\": \"2d\", \"map\": \"" + MAP
                + "\", \"profile\": \"fixed\"}}");
        assertTrue(r.get("ok").booleanValue(), r.toString());
        int id = r.get("session").intValue();
        JsonNode m = call("{\"call\": \"session.addMover\", \"session\": " + id + ", \"args\": {\"mover\": {\"name\": "
                + "\"a\", \"position\": [-433.37, -61.1], \"stats\": {\"walkSpeed\": 1.15}}}}");
        assertTrue(m.get("ok").booleanValue(), m.toString());
        return id;
    }

    @Test
    void a2dMoverStepped30MsAtATimeLandsWhereOneLongStepLandsToTheBit() throws Exception {
        int a = open2d();
        int b = open2d();
        for (int i = 0; i < 40; i++) {
            assertTrue(call("{\"call\": \"session.step\", \"session\": " + a + ", \"args\": {\"ms\": 30}}")
                    .get("ok").booleanValue());
        }
        assertTrue(call("{\"call\": \"session.step\", \"session\": " + b + ", \"args\": {\"ms\": 1000}}")
                .get("ok").booleanValue());
        assertTrue(call("{\"call\": \"session.step\", \"session\": " + b + ", \"args\": {\"ms\": 200}}")
                .get("ok").booleanValue());
        JsonNode qa = call("{\"call\": \"session.query\", \"session\": " + a + "}").get("result").get("bodies").get(0);
        JsonNode qb = call("{\"call\": \"session.query\", \"session\": " + b + "}").get("result").get("bodies").get(0);
        assertEquals(qa.toString(), qb.toString());
        assertTrue(qa.get("detail").get("foothold").doubleValue() > 0, "landed on a foothold: " + qa);

        // The engine's own stepping, no JSON: the oracle's doubles read back to its bits.
        Scene2D scene = (Scene2D) ScenarioReader.session(json.readTree("{\"name\": \"x\", \"type\": \"2d\", \"map\": \""
                + MAP + "\"}"), ScenarioSource.inline("test"));
        SceneRun run = new ScenarioRunner(engine).open(scene, Profile.of("fixed"), QuirkLog.NONE);
        run.addMover(new Scene2D.MoverSpec("a", -433.37, -61.1, new engine.api.foothold.MoverStats(1, 1, 0, 1, 100,
                1, 1.15, 1, 0.9, 1, 1, 1, 0, 1), List.of()));
        for (int i = 0; i < 40; i++) {
            run.step(30);
        }
        double[] st = new double[SceneRun.STATE];
        run.state(0, st, 0);
        for (int k = 0; k < SceneRun.STATE; k++) {
            assertEquals(Double.doubleToRawLongBits(st[k]),
                    Double.doubleToRawLongBits(Double.parseDouble(qa.get("state").get(k).asText())), "value " + k);
        }
    }

    @Test
    void aSessionStepsAMoverWithChangingInputsAndAnswersAgainstTheSameWorld() throws Exception {
        int a = open2d();
        call("{\"call\": \"session.step\", \"session\": " + a + ", \"args\": {\"frames\": 40, \"ms\": 30}}");
        double x0 = call("{\"call\": \"session.query\", \"session\": " + a + "}").get("result").get("bodies").get(0)
                .get("state").get(0).doubleValue();
        call("{\"call\": \"session.input\", \"session\": " + a + ", \"args\": {\"body\": 0, \"horizontal\": 1}}");
        call("{\"call\": \"session.step\", \"session\": " + a + ", \"args\": {\"frames\": 20, \"ms\": 30}}");
        double x1 = call("{\"call\": \"session.query\", \"session\": " + a + "}").get("result").get("bodies").get(0)
                .get("state").get(0).doubleValue();
        call("{\"call\": \"session.input\", \"session\": " + a + ", \"args\": {\"body\": 0, \"horizontal\": -1}}");
        call("{\"call\": \"session.step\", \"session\": " + a + ", \"args\": {\"frames\": 40, \"ms\": 30}}");
        JsonNode q = call("{\"call\": \"session.query\", \"session\": " + a + "}").get("result");
        assertTrue(x1 > x0, "walked right: " + x0 + " -> " + x1);
        assertTrue(q.get("bodies").get(0).get("state").get(0).doubleValue() < x1, "then left");
        assertEquals(100, q.get("frame").intValue());
    }

    @Test
    void badSessionIdsAndCallsAreBadArguments() throws Exception {
        for (String r : List.of("{\"call\": \"session.query\", \"session\": 77}",
                "{\"call\": \"session.query\"}",
                "{\"call\": \"session.step\", \"session\": \"x\"}",
                "{\"call\": \"session.open\", \"args\": {\"type\": \"2d\", \"map\": \"no-such.img.xml\"}}")) {
            JsonNode n = call(r);
            assertFalse(n.get("ok").booleanValue(), r);
            assertEquals("bad-argument", n.get("error").get("code").asText(), n.toString());
        }
        int a = open2d();
        JsonNode n = call("{\"call\": \"session.query\", \"session\": " + a + ", \"args\": {\"body\": 5}}");
        assertEquals("bad-argument", n.get("error").get("code").asText());
        call("{\"call\": \"session.close\", \"session\": " + a + "}");
        assertEquals("bad-argument", call("{\"call\": \"session.query\", \"session\": " + a + "}").get("error")
                .get("code").asText());
    }

    @Test
    void atMostMaxSessionsAreOpenAtOnce() throws Exception {
        for (int i = 0; i < Sessions.MAX_SESSIONS; i++) {
            assertTrue(call("{\"call\": \"session.open\", \"args\": {\"level\": {\"generators\": [{\"type\": "
                    + "\"floor\", \"min\": [-1, -1], \"max\": [1, 1]}]}}}").get("ok").booleanValue());
        }
        JsonNode n = call("{\"call\": \"session.open\", \"args\": {\"level\": {\"generators\": [{\"type\": "
                + "\"floor\", \"min\": [-1, -1], \"max\": [1, 1]}]}}}");
        assertEquals("bad-argument", n.get("error").get("code").asText());
    }

    private static final String FLOOR = "{\"call\": \"session.open\", \"args\": {\"level\": {\"generators\": "
            + "[{\"type\": \"floor\", \"min\": [-100, -100], \"max\": [100, 100]}]}}}";

    private String humans(int session, int count) {
        return "{\"id\": \"g\", \"call\": \"session.addBody\", \"session\": " + session + ", \"args\": {\"body\": "
                + "{\"name\": \"h\", \"kind\": \"human\", \"position\": [0, 0, 0], \"count\": " + count
                + ", \"columns\": 10, \"step\": [1, 0, 0], \"rowStep\": [0, 1, 0]}}}";
    }

    private JsonNode query(int session) throws Exception {
        JsonNode r = call("{\"call\": \"session.query\", \"session\": " + session + "}");
        assertTrue(r.get("ok").booleanValue(), r.toString());
        return r.get("result");
    }

    @Test
    void addBodyOverThePoolLeavesTheSessionUnchanged() throws Exception {
        int a = call(FLOOR).get("session").intValue();
        JsonNode r = call(humans(a, 100));
        assertEquals("bad-argument", r.get("error").get("code").asText(), r.toString());
        assertTrue(r.get("error").get("message").asText().contains("its pool is full (human)"), r.toString());
        assertEquals("g", r.get("id").asText(), "the id is echoed");
        assertEquals(0, query(a).get("bodies").size(), "none of the 100 was added");
        assertTrue(call(humans(a, 60)).get("ok").booleanValue(), "the pool holds 60");
        JsonNode before = query(a);
        assertEquals("bad-argument", call(humans(a, 1)).get("error").get("code").asText(), "the 61st is refused");
        assertEquals(before.toString(), query(a).toString());
    }

    @Test
    void addBodyUnderFixedGrowsThePool() throws Exception {
        int a = call("{\"call\": \"session.open\", \"args\": {\"profile\": \"fixed\", \"level\": {\"generators\": "
                + "[{\"type\": \"floor\", \"min\": [-100, -100], \"max\": [100, 100]}]}}}").get("session").intValue();
        JsonNode r = call(humans(a, 100));
        assertTrue(r.get("ok").booleanValue(), r.toString());
        assertEquals(100, query(a).get("bodies").size());
    }

    @Test
    void addBodyPastTheBodyLimitIsRefusedAndLeavesTheSessionUnchanged() throws Exception {
        int a = call("{\"call\": \"session.open\", \"args\": {\"profile\": \"fixed\", \"level\": {\"generators\": "
                + "[{\"type\": \"floor\", \"min\": [-100, -100], \"max\": [100, 100]}]}}}").get("session").intValue();
        assertTrue(call(humans(a, ScenarioReader.MAX_BODIES)).get("ok").booleanValue());
        JsonNode r = call(humans(a, 1));
        assertEquals("bad-argument", r.get("error").get("code").asText(), r.toString());
        assertTrue(r.get("error").get("message").asText().contains("exceed the most a world holds (4096)"),
                r.toString());
        assertEquals(ScenarioReader.MAX_BODIES, query(a).get("bodies").size());
    }

    @Test
    void addMoverPastTheMoverLimitIsRefusedAndLeavesTheSessionUnchanged() throws Exception {
        JsonNode o = call("{\"call\": \"session.open\", \"args\": {\"type\": \"2d\", \"map\": \"" + MAP
                + "\", \"crowd\": " + Scene2D.MAX_MOVERS + "}}");
        assertTrue(o.get("ok").booleanValue(), o.toString());
        int a = o.get("session").intValue();
        assertEquals(Scene2D.MAX_MOVERS, o.get("result").get("bodies").intValue());
        JsonNode r = call("{\"id\": 9, \"call\": \"session.addMover\", \"session\": " + a + ", \"args\": {\"mover\": "
                + "{\"name\": \"a\", \"position\": [-433.37, -61.1]}}}");
        assertEquals("bad-argument", r.get("error").get("code").asText(), r.toString());
        assertEquals(9, r.get("id").intValue());
        JsonNode q = call("{\"call\": \"session.query\", \"session\": " + a + ", \"args\": {\"body\": "
                + Scene2D.MAX_MOVERS + "}}");
        assertEquals("bad-argument", q.get("error").get("code").asText(), "no mover was added: " + q);
    }

    @Test
    void addMoverToA3dSessionIsRefusedBeforeAnythingIsRead() throws Exception {
        int a = call(FLOOR).get("session").intValue();
        JsonNode r = call("{\"call\": \"session.addMover\", \"session\": " + a + ", \"args\": {\"mover\": "
                + "{\"name\": \"a\", \"position\": [0, 0]}}}");
        assertEquals("bad-argument", r.get("error").get("code").asText(), r.toString());
        assertEquals(0, query(a).get("bodies").size());
    }
}
