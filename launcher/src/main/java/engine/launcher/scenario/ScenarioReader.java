package engine.launcher.scenario;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import engine.api.body.BodyFlags;
import engine.api.body.ContactAnswer;
import engine.api.foothold.MoverStats;
import engine.api.foothold.PhysicsConstants;
import engine.files.InputFiles;
import engine.api.mesh.CollisionMesh;
import engine.meshio.MeshFile;
import engine.meshio.ObjImporter;
import engine.api.scene.BodyKind;
import engine.api.scene.BodySpec;
import engine.api.scene.OwnerScript;
import engine.api.scene.Scene;
import engine.api.scene.Scene2D;
import engine.api.scene.Scene3D;
import engine.launcher.exit.InputException;
import engine.launcher.json.Json;
import engine.launcher.json.JsonValues;
import java.io.IOException;
import java.lang.reflect.RecordComponent;
import java.math.BigDecimal;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Reads a scenario (docs/scenarios.md): one JSON object, strict (unknown fields, duplicate keys, trailing content,
 * numbers out of range or of the wrong type are errors naming the file and the field's path), of at most
 * {@link #MAX_FILE_BYTES}; files it names (a mesh, an OBJ, a map export) are read relative to it through a
 * {@link ScenarioSource}.
 */
public final class ScenarioReader {
    /** The largest scenario file read (bytes). */
    public static final long MAX_FILE_BYTES = 4 * InputFiles.MIB;
    /** The largest map export a 2D scenario names (bytes). */
    public static final long MAX_MAP_BYTES = 64 * InputFiles.MIB;
    /** The largest OBJ level a scenario names (read whole before it is parsed). */
    public static final long MAX_OBJ_BYTES = 256 * InputFiles.MIB;
    /** The most bodies a 3D scenario may list (groups expanded). */
    public static final int MAX_BODIES = 4096;
    /** The most keys, jumps or strikes of one script, and inputs of one mover. */
    public static final int MAX_KEYS = 4096;

    private static final ObjectMapper JSON = Json.mapper();
    private static final Map<String, Integer> ANSWERS = Map.of("ignore", ContactAnswer.CODE_IGNORE,
            "slide", ContactAnswer.CODE_SLIDE, "bounce", ContactAnswer.CODE_BOUNCE, "stop", ContactAnswer.CODE_STOP,
            "push", ContactAnswer.CODE_PUSH);
    private static final Map<String, Integer> FLAGS = Map.of("sweepBodies", BodyFlags.SWEEP_BODIES,
            "layer2", BodyFlags.LAYER_2, "blockHumans", BodyFlags.BLOCK_HUMANS, "layer8", BodyFlags.LAYER_8,
            "layer10", BodyFlags.LAYER_10, "unpushable", BodyFlags.UNPUSHABLE,
            "alwaysUpdate", BodyFlags.ALWAYS_UPDATE, "noCornerSlide", BodyFlags.NO_CORNER_SLIDE,
            "skipBit3Triangles", BodyFlags.SKIP_BIT3_TRIANGLES);
    private static final Map<String, Integer> ATTRIBUTE_NAMES = Map.of("weight", 1, "pushWeight", 7,
            "restitution", 8);

    private final String source;
    private final ScenarioSource files;
    /** An oracle session's world: no bodies or movers needed at the start. */
    private final boolean session;

    private ScenarioReader(String source, ScenarioSource files, boolean session) {
        this.source = source;
        this.files = files;
        this.session = session;
    }

    /** The world an oracle session opens: a scenario object whose bodies (3D) or movers (2D) may be left out. */
    public static Scene session(JsonNode root, ScenarioSource src) {
        return new ScenarioReader(src.name(), src, true).scene(root);
    }

    /** The bodies one scenario body object makes (a group makes count); errors name src and at. */
    public static List<BodySpec> bodies(JsonNode n, ScenarioSource src, String at) {
        List<BodySpec> out = new ArrayList<>();
        new ScenarioReader(src.name(), src, true).body(n, at, out);
        return out;
    }

    /** The mover one scenario mover object makes; errors name src and at. */
    public static Scene2D.MoverSpec mover(JsonNode n, ScenarioSource src, String at) {
        return new ScenarioReader(src.name(), src, true).mover(n, at);
    }

    /** Reads the scenario at src (a file, or a shipped scenario). */
    public static Scene read(ScenarioSource src) {
        byte[] bytes;
        try {
            bytes = src.readScenario(MAX_FILE_BYTES);
        } catch (IOException e) {
            throw new InputException(e.getMessage(), e);
        }
        String text;
        try {
            text = StandardCharsets.UTF_8.newDecoder().decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            throw new InputException(src.name() + ": a scenario is UTF-8 JSON text, and this file is not UTF-8", e);
        }
        return parse(text, src);
    }

    /** Parses scenario text; src names it in errors and resolves the files it names. */
    public static Scene parse(String text, ScenarioSource src) {
        if (text.startsWith("\ufeff")) {
            text = text.substring(1);
        }
        JsonNode root;
        try {
            root = JSON.readTree(text);
        } catch (JsonProcessingException e) {
            throw new InputException(src.name() + ": not valid JSON: " + e.getOriginalMessage());
        } catch (NumberFormatException e) {
            throw new InputException(src.name() + ": a number out of range: " + e.getMessage());
        }
        return new ScenarioReader(src.name(), src, false).scene(root);
    }

    private Scene scene(JsonNode root) {
        if (root == null || !root.isObject()) {
            throw new InputException(source + ": a scenario is a JSON object");
        }
        String type = text(root, "type", "", "3d");
        try {
            return switch (type) {
                case "3d" -> scene3d(root);
                case "2d" -> scene2d(root);
                default -> throw bad("type", "must be \"3d\" or \"2d\"");
            };
        } catch (IllegalArgumentException e) {
            throw new InputException(source + ": " + e.getMessage(), e);
        }
    }

    // ---------------------------------------------------------------- 3D

    private Scene3D scene3d(JsonNode root) {
        fields(root, "", "type", "name", "description", "frames", "dt", "level", "bodies");
        String name = text(root, "name", "", null);
        String description = text(root, "description", "", "");
        int frames = integer(root, "frames", "", 1, Scene3D.MAX_FRAMES, 300);
        float dt = real(root, "dt", "", 1e-4, 1, 1f / 30f);
        JsonNode level = require(root, "level", "");
        CollisionMesh mesh = Levels.level(this, level, "level");
        JsonNode bodies = session && !root.has("bodies") ? JSON.createArrayNode() : require(root, "bodies", "");
        if (!bodies.isArray() || (bodies.isEmpty() && !session)) {
            throw bad("bodies", "must be a non-empty array of bodies");
        }
        List<BodySpec> specs = new ArrayList<>();
        for (int i = 0; i < bodies.size(); i++) {
            body(bodies.get(i), "bodies[" + i + "]", specs);
        }
        return new Scene3D(name, description, mesh, dt, frames, specs);
    }

    private void body(JsonNode n, String at, List<BodySpec> out) {
        obj(n, at);
        fields(n, at + ".", "name", "kind", "position", "velocity", "scale", "radius", "size", "flags", "pushSphere",
                "answers", "attributes", "state", "script", "count", "columns", "step", "rowStep");
        String name = text(n, "name", at + ".", null);
        BodyKind kind = kind(require(n, "kind", at + "."), at + ".kind");
        float[] p = vec(require(n, "position", at + "."), at + ".position", 3, 1e5);
        float[] v = n.has("velocity") ? vec(n.get("velocity"), at + ".velocity", 3, 1e3) : new float[3];
        float scale = real(n, "scale", at + ".", 0.1, 10, 1f);
        float radius = real(n, "radius", at + ".", 0, 100, kind == BodyKind.OBJECT ? 0.3f : 0f);
        float[] size = n.has("size") ? vec(n.get("size"), at + ".size", 3, 100) : new float[] {0.5f, 0.5f, 0.5f};
        for (int k = 0; k < 3; k++) {
            if (size[k] < 0f) {
                throw bad(at + ".size[" + k + "]", "must be at least 0");
            }
        }
        int flags = flags(n.get("flags"), at + ".flags");
        boolean push = bool(n, "pushSphere", at + ".", false);
        OwnerScript script = owner(n, at, v);
        int count = integer(n, "count", at + ".", 1, MAX_BODIES, 1);
        int columns = integer(n, "columns", at + ".", 1, MAX_BODIES, count);
        float[] step = n.has("step") ? vec(n.get("step"), at + ".step", 3, 1e3) : new float[3];
        float[] row = n.has("rowStep") ? vec(n.get("rowStep"), at + ".rowStep", 3, 1e3) : new float[3];
        if (out.size() + count > MAX_BODIES) {
            throw bad(at + ".count", "the scenario would hold more than " + MAX_BODIES + " bodies");
        }
        for (int i = 0; i < count; i++) {
            int c = i % columns, r = i / columns;
            out.add(new BodySpec(count == 1 ? name : name + i, kind, p[0] + c * step[0] + r * row[0],
                    p[1] + c * step[1] + r * row[1], p[2] + c * step[2] + r * row[2], radius, 0.5f * size[0],
                    0.5f * size[1], 0.5f * size[2], scale, flags, push, script));
        }
    }

    private OwnerScript owner(JsonNode n, String at, float[] velocity) {
        int mesh = ContactAnswer.CODE_SLIDE, human = ContactAnswer.CODE_SLIDE, object = ContactAnswer.CODE_SLIDE;
        JsonNode a = n.get("answers");
        if (a != null) {
            obj(a, at + ".answers");
            fields(a, at + ".answers.", "mesh", "human", "object");
            mesh = answer(a.get("mesh"), at + ".answers.mesh", mesh);
            human = answer(a.get("human"), at + ".answers.human", human);
            object = answer(a.get("object"), at + ".answers.object", object);
        }
        float[] attributes = OwnerScript.defaultAttributes();
        JsonNode at2 = n.get("attributes");
        if (at2 != null) {
            obj(at2, at + ".attributes");
            for (Iterator<Map.Entry<String, JsonNode>> it = at2.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> e = it.next();
                String f = at + ".attributes." + e.getKey();
                Integer idx = ATTRIBUTE_NAMES.get(e.getKey());
                if (idx == null) {
                    try {
                        idx = Integer.parseInt(e.getKey());
                    } catch (NumberFormatException x) {
                        idx = -1;
                    }
                }
                if (idx < 0 || idx >= OwnerScript.ATTRIBUTES) {
                    throw bad(f, "unknown attribute (weight, pushWeight, restitution, or an index 0..8)");
                }
                attributes[idx] = number(e.getValue(), f, -1e6, 1e6);
            }
        }
        long state = n.has("state") ? longValue(n.get("state"), at + ".state") : 0L;
        List<OwnerScript.VelocityKey> keys = new ArrayList<>();
        keys.add(new OwnerScript.VelocityKey(0, velocity[0], velocity[1], velocity[2]));
        List<OwnerScript.Jump> jumps = new ArrayList<>();
        List<OwnerScript.Strike> strikes = new ArrayList<>();
        boolean ground = false;
        float fall = 4f;
        float gravity = 0f;
        int cycle = 0;
        JsonNode s = n.get("script");
        if (s != null) {
            String sa = at + ".script";
            obj(s, sa);
            fields(s, sa + ".", "velocities", "cycle", "jumps", "strikes", "groundFollow", "fall", "gravity");
            ground = bool(s, "groundFollow", sa + ".", false);
            fall = real(s, "fall", sa + ".", 0, 100, 4f);
            gravity = real(s, "gravity", sa + ".", 0, 1000, 0f);
            cycle = integer(s, "cycle", sa + ".", 0, Scene3D.MAX_FRAMES, 0);
            JsonNode vs = s.get("velocities");
            for (int i = 0; vs != null && i < array(vs, sa + ".velocities").size(); i++) {
                String f = sa + ".velocities[" + i + "]";
                JsonNode k = vs.get(i);
                obj(k, f);
                fields(k, f + ".", "frame", "velocity");
                int frame = integer(k, "frame", f + ".", 0, Scene3D.MAX_FRAMES, null);
                float[] kv = vec(require(k, "velocity", f + "."), f + ".velocity", 3, 1e3);
                keys.add(new OwnerScript.VelocityKey(frame, kv[0], kv[1], kv[2]));
            }
            JsonNode js = s.get("jumps");
            for (int i = 0; js != null && i < array(js, sa + ".jumps").size(); i++) {
                String f = sa + ".jumps[" + i + "]";
                JsonNode k = js.get(i);
                obj(k, f);
                fields(k, f + ".", "frame", "frames", "speed");
                jumps.add(new OwnerScript.Jump(integer(k, "frame", f + ".", 0, Scene3D.MAX_FRAMES, null),
                        integer(k, "frames", f + ".", 1, Scene3D.MAX_FRAMES, 12), real(k, "speed", f + ".", 0, 100,
                        5f)));
            }
            JsonNode ss = s.get("strikes");
            for (int i = 0; ss != null && i < array(ss, sa + ".strikes").size(); i++) {
                String f = sa + ".strikes[" + i + "]";
                JsonNode k = ss.get(i);
                obj(k, f);
                fields(k, f + ".", "frame", "frames", "shape", "reach");
                strikes.add(new OwnerScript.Strike(integer(k, "frame", f + ".", 0, Scene3D.MAX_FRAMES, null),
                        integer(k, "frames", f + ".", 1, Scene3D.MAX_FRAMES, 10),
                        integer(k, "shape", f + ".", 0, 63, 25), real(k, "reach", f + ".", 0, 10, 1f)));
            }
            if (keys.size() > MAX_KEYS || jumps.size() > MAX_KEYS || strikes.size() > MAX_KEYS) {
                throw bad(sa, "more than " + MAX_KEYS + " keys, jumps or strikes");
            }
        }
        keys.sort((x, y) -> Integer.compare(x.frame(), y.frame()));
        return new OwnerScript(mesh, human, object, attributes, state, keys, cycle, jumps, strikes, ground, fall,
                gravity);
    }

    private BodyKind kind(JsonNode n, String at) {
        if (n.isTextual()) {
            for (BodyKind k : BodyKind.values()) {
                if (k.name().replace("_", "").equalsIgnoreCase(n.asText().replace("-", "").replace("_", ""))) {
                    return k;
                }
            }
        }
        throw bad(at, "must be one of human, punchBag, object, car, pane");
    }

    private int answer(JsonNode n, String at, int fallback) {
        if (n == null) {
            return fallback;
        }
        if (n.isTextual() && ANSWERS.containsKey(n.asText())) {
            return ANSWERS.get(n.asText());
        }
        if (n.isIntegralNumber() && n.canConvertToInt() && n.intValue() >= 0
                && n.intValue() <= ContactAnswer.CODE_MASK) {
            return n.intValue();
        }
        throw bad(at, "must be ignore, slide, bounce, stop, push or a code 0..65535");
    }

    private int flags(JsonNode n, String at) {
        if (n == null) {
            return 0;
        }
        if (n.isIntegralNumber() || n.isTextual()) {
            // the body's 32-bit flags word: a wider value is refused, never truncated
            return (int) JsonValues.readInteger(n, source + ": field " + at, 0, 0xffffffffL);
        }
        int out = 0;
        for (int i = 0; i < array(n, at).size(); i++) {
            JsonNode f = n.get(i);
            Integer bit = f.isTextual() ? FLAGS.get(f.asText()) : null;
            if (bit == null) {
                throw bad(at + "[" + i + "]", "unknown flag (" + String.join(", ",
                        FLAGS.keySet().stream().sorted().toList()) + ")");
            }
            out |= bit;
        }
        return out;
    }

    // ---------------------------------------------------------------- 2D

    private Scene2D scene2d(JsonNode root) {
        fields(root, "", "type", "name", "description", "frames", "frameMs", "map", "physics", "movers", "crowd",
                "seed");
        String name = text(root, "name", "", null);
        String description = text(root, "description", "", "");
        int frames = integer(root, "frames", "", 1, Scene3D.MAX_FRAMES, 300);
        int frameMs = integer(root, "frameMs", "", 1, 1000, 30);
        String map = text(root, "map", "", null);
        byte[] xml;
        try {
            xml = files.read(map, MAX_MAP_BYTES, "map export");
        } catch (IOException e) {
            throw bad("map", e.getMessage());
        }
        PhysicsConstants physics = root.has("physics")
                ? partial(root.get("physics"), "physics", PhysicsConstants.class, PhysicsConstants.DEFAULT)
                : PhysicsConstants.DEFAULT;
        List<Scene2D.MoverSpec> movers = new ArrayList<>();
        JsonNode ms = root.get("movers");
        for (int i = 0; ms != null && i < array(ms, "movers").size(); i++) {
            movers.add(mover(ms.get(i), "movers[" + i + "]"));
        }
        int crowd = integer(root, "crowd", "", 0, Scene2D.MAX_MOVERS, 0);
        long seed = root.has("seed") ? longValue(root.get("seed"), "seed") : 1L;
        if (movers.size() + crowd == 0 && !session) {
            throw bad("movers", "a 2D scenario needs movers or a crowd");
        }
        if (movers.size() + crowd > Scene2D.MAX_MOVERS) {
            throw bad("crowd", "movers and crowd together exceed " + Scene2D.MAX_MOVERS);
        }
        return new Scene2D(name, description, files.nameOf(map), xml, physics, frameMs, frames, movers, crowd, seed);
    }

    private Scene2D.MoverSpec mover(JsonNode n, String at) {
        obj(n, at);
        fields(n, at + ".", "name", "position", "stats", "inputs");
        String name = text(n, "name", at + ".", null);
        JsonNode p = array(require(n, "position", at + "."), at + ".position");
        if (p.size() != 2) {
            throw bad(at + ".position", "must be [x, y] (px)");
        }
        double x = dbl(p.get(0), at + ".position[0]", 1e7);
        double y = dbl(p.get(1), at + ".position[1]", 1e7);
        MoverStats stats = n.has("stats") ? partial(n.get("stats"), at + ".stats", MoverStats.class,
                MoverStats.DEFAULT) : MoverStats.DEFAULT;
        List<Scene2D.Input> inputs = new ArrayList<>();
        JsonNode is = n.get("inputs");
        for (int i = 0; is != null && i < array(is, at + ".inputs").size(); i++) {
            String f = at + ".inputs[" + i + "]";
            JsonNode k = is.get(i);
            obj(k, f);
            fields(k, f + ".", "frame", "horizontal", "vertical", "jump");
            inputs.add(new Scene2D.Input(integer(k, "frame", f + ".", 0, Scene3D.MAX_FRAMES, null),
                    integer(k, "horizontal", f + ".", -1, 1, 0), integer(k, "vertical", f + ".", -1, 1, 0),
                    bool(k, "jump", f + ".", false)));
        }
        if (inputs.size() > MAX_KEYS) {
            throw bad(at + ".inputs", "more than " + MAX_KEYS + " inputs");
        }
        return new Scene2D.MoverSpec(name, x, y, stats, inputs);
    }

    /** A record of doubles read field by field over defaults: every field optional, unknown ones errors. */
    private <R extends Record> R partial(JsonNode n, String at, Class<R> type, R defaults) {
        obj(n, at);
        RecordComponent[] cs = type.getRecordComponents();
        Object[] values = new Object[cs.length];
        Class<?>[] types = new Class<?>[cs.length];
        String[] names = new String[cs.length];
        try {
            for (int i = 0; i < cs.length; i++) {
                names[i] = cs[i].getName();
                types[i] = double.class;
                values[i] = cs[i].getAccessor().invoke(defaults);
            }
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
        fields(n, at + ".", names);
        for (int i = 0; i < cs.length; i++) {
            if (n.has(names[i])) {
                values[i] = dbl(n.get(names[i]), at + "." + names[i], 1e12);
            }
        }
        try {
            return type.getDeclaredConstructor(types).newInstance(values);
        } catch (java.lang.reflect.InvocationTargetException e) {
            throw bad(at, e.getCause().getMessage());
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }

    // ---------------------------------------------------------------- values

    ScenarioSource files() {
        return files;
    }

    InputException bad(String field, String message) {
        return new InputException(source + ": field " + field + ": " + message);
    }

    void fields(JsonNode n, String prefix, String... allowed) {
        Set<String> ok = Set.of(allowed);
        for (Iterator<String> it = n.fieldNames(); it.hasNext(); ) {
            String f = it.next();
            if (!ok.contains(f)) {
                throw bad(prefix + f, "unknown (fields here: " + String.join(", ", ok.stream().sorted().toList())
                        + ")");
            }
        }
    }

    void obj(JsonNode n, String at) {
        if (n == null || !n.isObject()) {
            throw bad(at, "must be an object");
        }
    }

    JsonNode array(JsonNode n, String at) {
        if (!n.isArray()) {
            throw bad(at, "must be an array");
        }
        if (n.size() > MAX_BODIES * 16) {
            throw bad(at, "more than " + MAX_BODIES * 16 + " entries");
        }
        return n;
    }

    JsonNode require(JsonNode n, String field, String prefix) {
        JsonNode v = n.get(field);
        if (v == null || v.isNull()) {
            throw bad(prefix + field, "missing");
        }
        return v;
    }

    String text(JsonNode n, String field, String prefix, String fallback) {
        JsonNode v = n.get(field);
        if (v == null) {
            if (fallback == null) {
                throw bad(prefix + field, "missing");
            }
            return fallback;
        }
        if (!v.isTextual() || v.asText().length() > 4096) {
            throw bad(prefix + field, "must be a string of at most 4096 characters");
        }
        return v.asText();
    }

    boolean bool(JsonNode n, String field, String prefix, boolean fallback) {
        JsonNode v = n.get(field);
        if (v == null) {
            return fallback;
        }
        if (!v.isBoolean()) {
            throw bad(prefix + field, "must be true or false");
        }
        return v.booleanValue();
    }

    int integer(JsonNode n, String field, String prefix, int min, int max, Integer fallback) {
        JsonNode v = n.get(field);
        if (v == null) {
            if (fallback == null) {
                throw bad(prefix + field, "missing");
            }
            return fallback;
        }
        if (!v.isIntegralNumber() || !v.canConvertToLong() || v.longValue() < min || v.longValue() > max) {
            throw bad(prefix + field, "must be an integer in " + min + ".." + max);
        }
        return v.intValue();
    }

    /** A 64-bit integer, or "0x" and 1 to 16 hex digits (the bit pattern). */
    long longValue(JsonNode v, String at) {
        return JsonValues.readInteger(v, source + ": field " + at, Long.MIN_VALUE, Long.MAX_VALUE);
    }

    float real(JsonNode n, String field, String prefix, double min, double max, float fallback) {
        JsonNode v = n.get(field);
        return v == null ? fallback : number(v, prefix + field, min, max);
    }

    float number(JsonNode v, String at, double min, double max) {
        double d = dbl(v, at, Math.max(Math.abs(min), Math.abs(max)));
        if (d < min || d > max) {
            throw bad(at, d + " is out of range " + min + ".." + max);
        }
        return (float) d;
    }

    double dbl(JsonNode v, String at, double limit) {
        if (v == null || !v.isNumber()) {
            throw bad(at, "must be a number");
        }
        BigDecimal b = v.decimalValue();
        if (b.abs().compareTo(BigDecimal.valueOf(limit)) > 0) {
            throw bad(at, "out of range (|value| <= " + limit + ")");
        }
        return b.doubleValue();
    }

    float[] vec(JsonNode n, String at, int size, double limit) {
        if (!n.isArray() || n.size() != size) {
            throw bad(at, "must be an array of " + size + " numbers");
        }
        float[] out = new float[size];
        for (int i = 0; i < size; i++) {
            out[i] = number(n.get(i), at + "[" + i + "]", -limit, limit);
        }
        return out;
    }

    /** Reads a mesh file the level names. */
    CollisionMesh meshFile(String name, String at) {
        try {
            return MeshFile.read(files.read(name, MeshFile.MAX_FILE_BYTES, "mesh file"), files.nameOf(name));
        } catch (IOException e) {
            throw bad(at, e.getMessage());
        }
    }

    /** Reads an OBJ file the level names. */
    CollisionMesh objFile(String name, float cell, ObjImporter.UpAxis up, ObjImporter.Degenerates degenerates,
                          String at) {
        try {
            byte[] b = files.read(name, MAX_OBJ_BYTES, "OBJ file");
            return new ObjImporter().up(up).degenerates(degenerates)
                    .read(new String(b, StandardCharsets.UTF_8), files.nameOf(name), cell);
        } catch (IOException e) {
            throw bad(at, e.getMessage());
        }
    }
}
