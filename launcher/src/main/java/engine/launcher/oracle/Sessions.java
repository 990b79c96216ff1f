package engine.launcher.oracle;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import engine.api.kernel.KernelProvider;
import engine.api.kernel.SelectionException;
import engine.api.math.FloatModel;
import engine.api.oracle.SpecWorld;
import engine.api.quirk.Quirk;
import engine.api.quirk.QuirkCounter;
import engine.api.scene.BodySpec;
import engine.api.scene.Scene;
import engine.api.scene.Scene2D;
import engine.api.scene.Scene3D;
import engine.api.scene.SceneHash;
import engine.api.scene.SceneRun;
import engine.api.scene.SceneService;
import engine.api.selection.Profile;
import engine.launcher.exit.InputException;
import engine.launcher.json.JsonValues;
import engine.launcher.profile.ProfileReader;
import engine.launcher.scenario.Profiles;
import engine.launcher.scenario.ScenarioReader;
import engine.launcher.scenario.ScenarioRunner;
import engine.launcher.scenario.ScenarioSource;
import engine.launcher.scenario.SceneEngine;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * Oracle sessions (docs/oracle.md): a world opened by one request and answered by the next ones (add bodies or
 * movers, place them, set inputs, step, query) until it is closed. At most {@link #MAX_SESSIONS} are open at once; a
 * session id that is not open is a bad argument. 2D states are written as doubles that read back to the same bits.
 */
final class Sessions {
    /** The most sessions open at once. */
    static final int MAX_SESSIONS = 64;
    /** The most frames one step request may ask for. */
    static final int MAX_STEP_FRAMES = 100_000;

    /** One open world; bodies lists every 3D body in it, the scene's and those added, in order. */
    private record Session(int id, Scene scene, SceneRun run, QuirkCounter quirks, String profile, Profile selection,
                           List<BodySpec> bodies) {
    }

    private final SceneEngine engine;
    private final Map<Integer, Session> open = new TreeMap<>();
    private final SessionSpecCalls specCalls;
    private int nextId = 1;

    Sessions(List<KernelProvider> providers, List<SceneService> services) {
        this.specCalls = new SessionSpecCalls(providers, services, new MeshResolver());
        this.engine = new SceneEngine() {
            @Override
            public List<KernelProvider> providers() {
                return providers;
            }

            @Override
            public List<SceneService> sceneServices() {
                return services;
            }
        };
    }

    /** True when call is a session call of the world itself (session.set and session.get are the spec world's). */
    static boolean handles(String call) {
        return call.startsWith("session.") && !call.equals("session.set") && !call.equals("session.get");
    }

    /** The session calls, for describe. */
    static List<String> calls() {
        return List.of("session.open", "session.addBody", "session.addMover", "session.place", "session.input",
                "session.step", "session.query", "session.close");
    }

    /** Every call a session takes, for describe: the session.* calls, then the spec calls by name. */
    List<String> describeCalls() {
        List<String> out = new ArrayList<>(calls());
        out.addAll(specCalls.names());
        return out;
    }

    /** The session forms with their arguments and results, for describe. */
    void describeForms(ArrayNode into) {
        specCalls.describeForms(into);
    }

    /**
     * Answers spec function call made inside the request's session (its session form on the session's world, or a
     * value function run statelessly), returning what ran (for an expectation's check); errors are InputExceptions or
     * FunctionArgumentExceptions (bad-argument).
     */
    SessionSpecCalls.Answer spec(String call, JsonNode request, ObjectNode out, int lineNo) {
        JsonNode args = args(request, out, call);
        Session s = session(request.get("session"));
        JsonValues values = new JsonValues(hex(request), s.run().specWorld().map(SpecWorld::floatModel)
                .orElse(FloatModel.IEEE));
        s.quirks().reset();
        out.put("session", s.id());
        SessionSpecCalls.Answer answer = specCalls.call(call, s.run().specWorld(), args, values, out, s.quirks());
        quirks(out, s);
        return answer;
    }

    /** True when the request's session is a 2D world (doubles, footholds), false for a 3D one. */
    boolean flat(JsonNode request) {
        return session(request.get("session")).scene() instanceof Scene2D;
    }

    /** The spec function a spec call in the request's session would run: its results shape an expectation. */
    engine.api.oracle.SpecFunction specFunction(String call, JsonNode request) {
        return specCalls.function(call, session(request.get("session")).run().specWorld());
    }

    /** Answers a session call into out; errors are InputExceptions (bad-argument). */
    void call(String call, JsonNode request, ObjectNode out, int lineNo) {
        JsonNode args = args(request, out, call);
        String where = "line " + lineNo + " args";
        if (call.equals("session.open")) {
            if (request.has("session")) {
                throw new InputException("session.open: takes no \"session\" (it answers the new session's id)");
            }
            openSession(args, out, where, hex(request));
            return;
        }
        Session s = session(request.get("session"));
        s.quirks().reset();
        out.put("session", s.id());
        boolean hex = hex(request);
        try {
            switch (call) {
                case "session.addBody" -> {
                    fields(args, where, Set.of("body"));
                    List<BodySpec> group = ScenarioReader.bodies(require(args, "body", where),
                            ScenarioSource.inline("line " + lineNo), "args.body");
                    fits(s, group, where);
                    ObjectNode r = out.putObject("result");
                    ArrayNode idx = r.putArray("bodies");
                    ArrayNode handles = r.putArray("handles");
                    for (BodySpec b : group) {
                        int i = s.run().addBody(b);
                        idx.add(i);
                        s.bodies().add(b);
                        s.run().specWorld().ifPresent(w -> handles.add(w.sceneBody(i)));
                    }
                }
                case "session.addMover" -> {
                    fields(args, where, Set.of("mover"));
                    Scene2D.MoverSpec m = ScenarioReader.mover(require(args, "mover", where),
                            ScenarioSource.inline("line " + lineNo), "args.mover");
                    if (!(s.scene() instanceof Scene2D)) {
                        throw new InputException("session.addMover: a 3D world has bodies, not movers");
                    }
                    if (s.run().bodyCount() >= Scene2D.MAX_MOVERS) {
                        throw new InputException(where + ".mover: the session holds " + s.run().bodyCount()
                                + " movers, the most a world holds (" + Scene2D.MAX_MOVERS + "); nothing was added");
                    }
                    int i = s.run().addMover(m);
                    out.putObject("result").put("body", i);
                }
                case "session.place" -> {
                    fields(args, where, Set.of("body", "position"));
                    int i = body(s, args, where);
                    JsonNode p = require(args, "position", where);
                    if (!p.isArray() || p.size() < 2 || p.size() > 3) {
                        throw new InputException(where + ".position: must be [x, y] or [x, y, z]");
                    }
                    s.run().place(i, number(p.get(0), where + ".position[0]"), number(p.get(1),
                            where + ".position[1]"), p.size() == 3 ? number(p.get(2), where + ".position[2]") : 0);
                    state(out.putObject("result"), s, i, hex);
                }
                case "session.input" -> {
                    fields(args, where, Set.of("body", "horizontal", "vertical", "jump"));
                    int i = body(s, args, where);
                    s.run().input(i, small(args.get("horizontal"), where + ".horizontal"),
                            small(args.get("vertical"), where + ".vertical"),
                            args.has("jump") && bool(args.get("jump"), where + ".jump"));
                    out.putObject("result").put("body", i);
                }
                case "session.step" -> {
                    fields(args, where, Set.of("frames", "ms"));
                    int frames = args.has("frames") ? integer(args.get("frames"), where + ".frames", 1,
                            MAX_STEP_FRAMES) : 1;
                    int ms = args.has("ms") ? integer(args.get("ms"), where + ".ms", 1, 1000) : 0;
                    for (int f = 0; f < frames; f++) {
                        if (ms > 0) {
                            s.run().step(ms);
                        } else {
                            s.run().step();
                        }
                    }
                    ObjectNode r = out.putObject("result");
                    r.put("frame", s.run().frame());
                    r.put("sceneHash", SceneHash.hex(s.run().hash(SceneHash.START)));
                }
                case "session.query" -> {
                    fields(args, where, Set.of("body"));
                    ObjectNode r = out.putObject("result");
                    r.put("frame", s.run().frame());
                    r.put("sceneHash", SceneHash.hex(s.run().hash(SceneHash.START)));
                    ArrayNode bs = r.putArray("bodies");
                    if (args.has("body")) {
                        state(bs.addObject(), s, body(s, args, where), hex);
                    } else {
                        for (int i = 0; i < s.run().bodyCount(); i++) {
                            state(bs.addObject(), s, i, hex);
                        }
                    }
                }
                case "session.close" -> {
                    fields(args, where, Set.of());
                    open.remove(s.id());
                    out.putObject("result").put("closed", s.id());
                }
                default -> throw new InputException("no session call '" + call + "' (" + String.join(", ", calls())
                        + ")");
            }
        } catch (UnsupportedOperationException | IllegalArgumentException e) {
            throw new InputException(call + ": " + e.getMessage(), e);
        }
        quirks(out, s);
    }

    private static void quirks(ObjectNode out, Session s) {
        ArrayNode fired = out.putArray("quirks");
        for (Quirk q : s.quirks().fired()) {
            fired.add(q.id());
        }
    }

    /** The request's args (an empty object when absent); a top-level field a session call does not use is refused. */
    private static JsonNode args(JsonNode request, ObjectNode out, String call) {
        for (String f : List.of("provider", "floatModel")) {
            if (request.has(f)) {
                throw new InputException(call + ": a session call takes no \"" + f + "\" (the session's profile, "
                        + "given to session.open, picks the kernels and their float model)");
            }
        }
        JsonNode args = request.get("args");
        if (args == null) {
            args = out.objectNode();
        }
        if (!args.isObject()) {
            throw new InputException("\"args\" must be an object");
        }
        return args;
    }

    private static boolean hex(JsonNode request) {
        JsonNode hex = request.get("hexFloats");
        if (hex != null && !hex.isBoolean()) {
            throw new InputException("\"hexFloats\": true or false");
        }
        return hex != null && hex.booleanValue();
    }

    private void openSession(JsonNode args, ObjectNode out, String where, boolean hex) {
        if (open.size() >= MAX_SESSIONS) {
            throw new InputException("session.open: " + MAX_SESSIONS + " sessions are open; close one first");
        }
        ObjectNode world = out.objectNode(); // the fields, not copied: a deep copy would make a number array's nodes
        args.properties().forEach(e -> world.set(e.getKey(), e.getValue()));
        JsonNode profileNode = world.remove("profile");
        JsonNode modelNode = world.remove("floatModel");
        if (!world.has("name")) {
            world.put("name", "session-" + nextId);
        }
        Profile p;
        String profileName;
        if (profileNode == null) {
            p = Profile.DEFAULT;
            profileName = "faithful";
        } else if (profileNode.isTextual()) {
            p = Profiles.named(profileNode.asText());
            profileName = profileNode.asText();
        } else if (profileNode.isObject()) {
            p = ProfileReader.parse(profileNode.toString(), where + ".profile");
            profileName = "inline";
        } else {
            throw new InputException(where + ".profile: a provider id, a profile file or a profile object");
        }
        if (modelNode != null) {
            if (!modelNode.isTextual()) {
                throw new InputException(where + ".floatModel: \"ieee\" or \"ps2\"");
            }
            try {
                p = p.withFloatModel(modelNode.asText());
            } catch (SelectionException | IllegalArgumentException e) {
                throw new InputException(where + ".floatModel: " + e.getMessage());
            }
        }
        ScenarioSource files = ScenarioSource.inline(where);
        Scene scene = ScenarioReader.session(world, files);
        QuirkCounter quirks = new QuirkCounter();
        SceneRun run;
        try {
            run = new ScenarioRunner(engine).open(scene, p, quirks);
        } catch (SelectionException e) {
            throw new InputException("session.open: " + e.getMessage(), e);
        }
        int id = nextId++;
        List<BodySpec> bodies = new ArrayList<>(scene instanceof Scene3D s3 ? s3.bodies() : List.of());
        open.put(id, new Session(id, scene, run, quirks, profileName, p, bodies));
        out.put("session", id);
        ObjectNode r = out.putObject("result");
        r.put("session", id);
        r.put("kind", scene instanceof Scene2D ? "2d" : "3d");
        r.put("profile", profileName);
        r.put("bodies", run.bodyCount());
        files.used().forEach(r.putArray("files")::add); // which map or level was read: a file, or one shipped
        ArrayNode handles = r.putArray("handles");
        run.specWorld().ifPresent(w -> {
            for (int i = 0; i < run.bodyCount(); i++) {
                handles.add(w.sceneBody(i));
            }
        });
        ArrayNode fired = out.putArray("quirks");
        for (Quirk q : quirks.fired()) {
            fired.add(q.id());
        }
    }

    /**
     * Refuses a group of bodies the session cannot take whole, before any is added: more than a scenario holds
     * ({@link ScenarioReader#MAX_BODIES}) or more than the profile's pools hold (faithful: 60 humans, 416 objects,
     * 18 cars, 255 panes, Unit 9); a world opened with every body so far and the group answers the pools' question,
     * so a refused group leaves the session as it was.
     */
    private void fits(Session s, List<BodySpec> group, String where) {
        if (!(s.scene() instanceof Scene3D scene)) {
            throw new InputException("session.addBody: a 2D world has movers, not bodies");
        }
        if (s.bodies().size() + group.size() > ScenarioReader.MAX_BODIES) {
            throw new InputException(where + ".body: the session holds " + s.bodies().size() + " bodies and "
                    + group.size() + " more exceed the most a world holds (" + ScenarioReader.MAX_BODIES
                    + "); nothing was added");
        }
        List<BodySpec> all = new ArrayList<>(s.bodies());
        all.addAll(group);
        Scene3D probe = new Scene3D(scene.name(), scene.description(), scene.level(), scene.dt(), scene.frames(), all);
        try {
            new ScenarioRunner(engine).open(probe, s.selection(), new QuirkCounter());
        } catch (InputException e) {
            String why = e.getCause() != null ? e.getCause().getMessage() : e.getMessage();
            throw new InputException(where + ".body: " + why + " once the " + group.size() + " added join the " + s.bodies().size()
                    + " in the session; nothing was added", e);
        }
    }

    /**
     * Body i's state and named detail: 3D values are float32 (written as the shortest decimal that reads back to the
     * same float32, or raw bits with hexFloats); 2D values are doubles (the shortest decimal that reads back to the
     * same double, or the double's 16 hex digits with hexFloats).
     */
    private static void state(ObjectNode n, Session s, int i, boolean hex) {
        double[] st = new double[SceneRun.STATE];
        s.run().state(i, st, 0);
        boolean flat = s.scene() instanceof Scene2D;
        JsonValues values = new JsonValues(hex, s.run().specWorld().map(SpecWorld::floatModel)
                .orElse(FloatModel.IEEE));
        n.put("body", i);
        ArrayNode a = n.putArray("state");
        for (double d : st) {
            a.add(flat ? doubleNode(d, hex) : values.floatNode((float) d));
        }
        double[] detail = s.run().detail(i);
        ObjectNode d = n.putObject("detail");
        if (flat) {
            d.set("foothold", n.numberNode((long) detail[0]));
            d.set("t", doubleNode(detail[1], hex));
            d.set("tVelocity", doubleNode(detail[2], hex));
        } else {
            d.set("flags", n.numberNode((int) (long) detail[0]));
            d.set("contacts", n.numberNode((int) detail[1]));
        }
    }

    private static JsonNode doubleNode(double v, boolean hex) {
        JsonNodeFactory f = JsonNodeFactory.instance;
        return hex ? f.textNode(String.format("0x%016x", Double.doubleToRawLongBits(v))) : f.numberNode(v);
    }

    private Session session(JsonNode id) {
        if (id == null || !id.isIntegralNumber() || !id.canConvertToInt()) {
            throw new InputException("\"session\": the id session.open answered is needed (an integer)");
        }
        Session s = open.get(id.intValue());
        if (s == null) {
            throw new InputException("\"session\": no open session " + id.asText() + " (open: " + open.keySet() + ")");
        }
        return s;
    }

    private static int body(Session s, JsonNode args, String where) {
        int i = integer(require(args, "body", where), where + ".body", 0, Integer.MAX_VALUE);
        if (i >= s.run().bodyCount()) {
            throw new InputException(where + ".body: no body " + i + " (the session has " + s.run().bodyCount()
                    + ")");
        }
        return i;
    }

    private static JsonNode require(JsonNode args, String f, String where) {
        JsonNode v = args.get(f);
        if (v == null) {
            throw new InputException(where + "." + f + ": missing");
        }
        return v;
    }

    private static void fields(JsonNode args, String where, Set<String> ok) {
        for (var it = args.fieldNames(); it.hasNext(); ) {
            String f = it.next();
            if (!ok.contains(f)) {
                throw new InputException(where + "." + f + ": unknown (takes " + String.join(", ",
                        ok.stream().sorted().toList()) + ")");
            }
        }
    }

    private static int integer(JsonNode v, String where, int min, int max) {
        if (!v.isIntegralNumber() || !v.canConvertToLong() || v.longValue() < min || v.longValue() > max) {
            throw new InputException(where + ": an integer in " + min + ".." + max);
        }
        return v.intValue();
    }

    private static int small(JsonNode v, String where) {
        return v == null ? 0 : integer(v, where, -1, 1);
    }

    private static boolean bool(JsonNode v, String where) {
        if (!v.isBoolean()) {
            throw new InputException(where + ": true or false");
        }
        return v.booleanValue();
    }

    private static double number(JsonNode v, String where) {
        if (v == null || !v.isNumber()) {
            throw new InputException(where + ": a number");
        }
        double d = v.decimalValue().doubleValue();
        if (!Double.isFinite(d) || Math.abs(d) > 1e7) {
            throw new InputException(where + ": a finite number of at most 1e7 in size");
        }
        return d;
    }
}
