package engine.launcher.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import com.code_intelligence.jazzer.junit.FuzzTest;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import engine.launcher.oracle.OracleServer;
import engine.launcher.scenario.PlainEngine;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Fuzz target for oracle sessions (docs/oracle.md, Sessions): long sequences of session.* calls, with groups of up
 * to 255 bodies (so the faithful pools fill: 60 humans, 18 cars, ...), bodies out of range, bad values, steps, and
 * the human functions whose worlds hold up to 255 humans. The input is a program of bytes, one call per op (see
 * {@link #sessionCalls}), so a seed is written by hand (src/test/resources/engine/launcher/fuzz/
 * SessionFuzzTestInputs/sessionCalls). Invariants: no answer is "failed", every answer echoes its request's id,
 * and a refused call leaves its session as a state query saw it before.
 */
class SessionFuzzTest {
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
    private static final PlainEngine ENGINE = new PlainEngine();
    private static final OracleServer SERVER = new OracleServer(ENGINE.providers(), ENGINE.sceneServices());
    private static final String MAP = Path.of("..", "scenarios", "maps", "town.img.xml").toAbsolutePath()
            .toString().replace("\\", "/");
    private static final String[] KINDS = {"human", "object", "car", "pane", "punchBag", "bogus"};
    /** The most calls one input makes, so an input stays quick. */
    private static final int MAX_CALLS = 64;

    /** The bytes of one input, read in order; 0 once they are used up. */
    private static final class Program {
        private final byte[] b;
        private int at;

        Program(byte[] b) {
            this.b = b;
        }

        boolean more() {
            return at < b.length;
        }

        int u8() {
            return at < b.length ? b[at++] & 0xff : 0;
        }

        int s8() {
            return at < b.length ? b[at++] : 0;
        }
    }

    private int line;
    private final List<Integer> sessions = new ArrayList<>();

    /**
     * Each op is a byte: its low nibble picks the call (0 open 3D, 1 open 2D, 2 add a body group, 3 add a mover,
     * 4 place, 5 input, 6 step, 7 query, 8 close, 9 push or strike with a crowd of humans, 10 a call with a bad
     * session id, 11 an unknown field, 12 a spec call in its session form ({@link #SPEC_CALLS}); others add bodies),
     * its high nibble the session (of those open); the
     * bytes after it are the call's values.
     */
    @FuzzTest(maxDuration = "10m")
    void sessionCalls(byte[] input) {
        if (input == null) {
            return;
        }
        Program p = new Program(input);
        SessionFuzzTest run = new SessionFuzzTest();
        try {
            for (int calls = 0; p.more() && calls < MAX_CALLS; calls++) {
                run.op(p);
            }
        } finally {
            run.closeAll();
        }
    }

    private void op(Program p) {
        int op = p.u8();
        Integer session = sessions.isEmpty() ? null : sessions.get((op >>> 4) % sessions.size());
        switch (op & 0x0f) {
            case 0 -> open3d(p);
            case 1 -> open2d(p);
            case 3 -> mutate(session, "session.addMover", args("mover", mover(p)));
            case 4 -> {
                ArrayNode pos = NODES.arrayNode().add(p.s8() * 10).add(p.s8() * 10);
                if (p.u8() % 2 == 0) {
                    pos.add(p.s8());
                }
                mutate(session, "session.place", args("body", NODES.numberNode(p.u8() - 8)).set("position", pos));
            }
            case 5 -> mutate(session, "session.input", args("body", NODES.numberNode(p.u8() % 8))
                    .put("horizontal", p.s8() % 3).put("vertical", p.s8() % 3).put("jump", p.u8() % 2 == 0));
            case 6 -> {
                ObjectNode a = args("frames", NODES.numberNode(1 + p.u8() % 4));
                int ms = p.u8();
                if (ms % 3 != 0) {
                    a.put("ms", ms % 3 == 1 ? 30 : ms * 5);
                }
                mutate(session, "session.step", a);
            }
            case 7 -> call(session, "session.query", p.u8() % 2 == 0 ? null : args("body",
                    NODES.numberNode(p.u8() % 8)));
            case 8 -> {
                if (session != null && ok(call(session, "session.close", null))) {
                    sessions.remove(session);
                }
            }
            case 9 -> crowdCall(p);
            case 10 -> call(1_000_000 + p.u8(), "session.query", null);
            case 11 -> mutate(session, "session.step", args("frame", NODES.numberNode(p.u8())));
            case 12 -> specCall(session, p);
            default -> mutate(session, "session.addBody", args("body", body(p)));
        }
    }

    private void open3d(Program p) {
        ObjectNode a = NODES.objectNode();
        a.putObject("level").putArray("generators").addObject().put("type", "floor")
                .set("min", NODES.arrayNode().add(-50).add(-50));
        ((ObjectNode) a.get("level").get("generators").get(0)).set("max", NODES.arrayNode().add(50).add(50));
        int v = p.u8();
        if (v % 2 == 1) {
            a.put("profile", "fixed");
        }
        if (v % 4 >= 2) {
            a.put("floatModel", "ps2");
        }
        opened(call(null, "session.open", a));
    }

    private void open2d(Program p) {
        ObjectNode a = NODES.objectNode().put("type", "2d").put("map", MAP);
        int v = p.u8();
        if (v % 2 == 1) {
            a.put("profile", "fixed");
        }
        a.put("crowd", p.u8() % 16);
        opened(call(null, "session.open", a));
    }

    private void opened(JsonNode r) {
        if (ok(r)) {
            sessions.add(r.get("session").intValue());
        }
    }

    /** A scenario body, often a group: up to 255 of a kind in a grid. */
    private static ObjectNode body(Program p) {
        ObjectNode b = NODES.objectNode().put("name", "b").put("kind", KINDS[p.u8() % KINDS.length]);
        b.set("position", NODES.arrayNode().add(p.s8()).add(p.s8()).add(p.u8() % 4));
        int count = p.u8();
        if (count > 0) {
            b.put("count", count);
            b.put("columns", 16);
            b.set("step", NODES.arrayNode().add(1.5).add(0).add(0));
            b.set("rowStep", NODES.arrayNode().add(0).add(1.5).add(0));
        }
        int extra = p.u8();
        if (extra % 5 == 1) {
            b.put("pushSphere", true);
        } else if (extra % 5 == 2) {
            b.put("flags", extra * 0x01010101L);
        } else if (extra % 5 == 3) {
            b.put("scale", extra / 16.0);
        }
        return b;
    }

    private static ObjectNode mover(Program p) {
        ObjectNode m = NODES.objectNode().put("name", "m");
        m.set("position", NODES.arrayNode().add(-433.37 + p.s8()).add(-61.1 + p.s8()));
        if (p.u8() % 3 == 0) {
            m.putObject("stats").put("walkSpeed", p.u8() / 64.0);
        }
        return m;
    }

    /** PushAwayHumans or Human_TestStrikes with up to 255 other humans (a faithful pool holds 60 with the caller). */
    private void crowdCall(Program p) {
        int n = p.u8();
        String provider = p.u8() % 2 == 0 ? "faithful" : "fixed";
        boolean push = n % 2 == 0;
        ArrayNode xyz = NODES.arrayNode();
        for (int i = 0; i < n; i++) {
            xyz.add((i % 16) * 0.3).add((i / 16) * 0.3).add(0);
        }
        ObjectNode req = NODES.objectNode().put("id", ++line).put("provider", provider);
        ObjectNode a = req.putObject("args");
        if (push) {
            req.put("call", "PhysicsHumanBody_PushAwayHumans");
            a.set("others", xyz);
        } else {
            req.put("call", "Human_TestStrikes");
            a.set("handFrom", NODES.arrayNode().add(0).add(0).add(1));
            a.set("handTo", NODES.arrayNode().add(1).add(0).add(1));
            a.set("humans", xyz);
        }
        answer(req);
    }

    private static ObjectNode args(String field, JsonNode value) {
        ObjectNode a = NODES.objectNode();
        a.set(field, value);
        return a;
    }

    /** The spec calls op 12 makes in a session, with handles and values from the program. */
    private static final String[] SPEC_CALLS = {"IPhysics_CreateHumanBody", "IPhysics_CreateObjectBody",
        "session.set", "PhysicsBody_Ignore", "PhysicsHumanBody_Ignore", "PhysicsHumanBody_SetPushSphere",
        "PhysicsHumanBody_PushAwayHumans", "Human_TestStrikes", "IPhysics_RemoveBody", "PhysicsHumanBody_Update",
        "IPhysics_FreeObjectBody", "PhysBody_SetShapeEnabled", "IPhysics_QueryBox", "BodyList_Insert"};

    /** A spec call in a session: handles in and out of range, fields of the wrong kind, stateless arguments. */
    private void specCall(Integer session, Program p) {
        String fn = SPEC_CALLS[p.u8() % SPEC_CALLS.length];
        int body = p.u8() % 10 - 1;
        int v = p.s8();
        ObjectNode a = NODES.objectNode();
        switch (fn) {
            case "IPhysics_CreateHumanBody" -> {
                if (v % 3 == 0) {
                    a.put("scale", v / 16.0);
                }
            }
            case "IPhysics_CreateObjectBody" -> {
                if (v % 4 == 1) {
                    a.set("setup", NODES.arrayNode().add(1).add(0)); // the stateless form's argument
                }
            }
            case "session.set" -> {
                a.put("body", body);
                switch (Math.floorMod(v, 5)) {
                    case 0 -> a.put("weight", v * 3.5).put("grabPartner", p.u8() % 10 - 1);
                    case 1 -> a.put("flags", v * 0x01010101).put("strikeBits", v);
                    case 2 -> a.put("group", v * 1000).put("pushWeight", 0.5);
                    case 3 -> a.set("attributes", NODES.arrayNode().add(1).add(v));
                    default -> a.set("position", NODES.arrayNode().add(v / 8.0).add(0).add(1));
                }
            }
            case "PhysicsBody_Ignore", "PhysicsHumanBody_Ignore" -> a.put("body", body).put("owner", v % 10);
            case "PhysicsHumanBody_SetPushSphere" -> a.put("body", body).put("on", v % 2 == 0);
            case "PhysBody_SetShapeEnabled" -> a.put("body", body).put("id", v * 3).put("on", v % 2 == 0);
            case "IPhysics_QueryBox" -> {
                a.putObject("box").set("min", NODES.arrayNode().add(-v).add(-v).add(-v));
                ((ObjectNode) a.get("box")).set("max", NODES.arrayNode().add(v).add(v).add(v));
                a.put("start", body).put("ignored", v % 10).put("typeMask", -1).put("flagMask", 0);
            }
            default -> a.put("body", body);
        }
        mutate(session, fn, a);
    }

    /** A call that may change its session: when refused, the session's state is what it was. */
    private void mutate(Integer session, String call, ObjectNode args) {
        if (session == null) {
            call(null, call, args);
            return;
        }
        String before = state(session);
        JsonNode r = call(session, call, args);
        if (!ok(r)) {
            assertEquals(before, state(session), "refused " + call + " changed the session: " + r);
        }
    }

    /** The session's state: its bodies' query, then session.get of each spec-world handle (until one is refused). */
    private String state(int session) {
        JsonNode q = call(session, "session.query", null);
        assertEquals(true, ok(q), q.toString());
        StringBuilder out = new StringBuilder(q.get("result").toString());
        for (int h = 0; h < 64; h++) {
            JsonNode g = call(session, "session.get", args("body", NODES.numberNode(h)));
            if (!ok(g)) {
                break;
            }
            out.append(g.get("result"));
        }
        return out.toString();
    }

    private JsonNode call(Integer session, String call, ObjectNode args) {
        ObjectNode req = NODES.objectNode().put("id", ++line).put("call", call);
        if (session != null) {
            req.put("session", session);
        }
        if (args != null) {
            req.set("args", args);
        }
        return answer(req);
    }

    private JsonNode answer(ObjectNode req) {
        JsonNode r = SERVER.handle(req.toString(), line);
        assertEquals(req.get("id"), r.get("id"), "the id is echoed: " + r);
        if (!ok(r)) {
            assertNotEquals("failed", r.get("error").get("code").asText(), req + " -> " + r);
        }
        return r;
    }

    private static boolean ok(JsonNode r) {
        return r.get("ok").booleanValue();
    }

    private void closeAll() {
        for (int s : sessions) {
            call(s, "session.close", null);
        }
        sessions.clear();
    }
}
