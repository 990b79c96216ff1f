package engine.launcher.oracle;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import engine.files.InputFileException;
import engine.files.Utf8Lines;
import engine.api.kernel.KernelProvider;
import engine.api.kernel.Slot;
import engine.api.math.FloatModel;
import engine.api.oracle.FunctionArgumentException;
import engine.api.oracle.Param;
import engine.api.oracle.SpecFunction;
import engine.api.oracle.ValueType;
import engine.api.quirk.Quirk;
import engine.api.quirk.QuirkCounter;
import engine.api.scene.SceneService;
import engine.launcher.exit.InputException;
import engine.launcher.host.PluginException;
import engine.launcher.json.Json;
import engine.launcher.json.JsonValues;
import engine.launcher.oracle.check.Checks;
import engine.launcher.oracle.check.ResultShape;
import engine.launcher.scenario.ScenarioSource;
import engine.ps2float.Ps2FloatModels;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Consumer;
import java.util.function.Predicate;

/**
 * The oracle: one JSON request per line in, one JSON response per line out (docs/oracle.md). A request names a
 * spec function, a provider and its arguments; {"call": "describe"} lists every callable function. A bad
 * request gets an error response for its line and the server keeps serving.
 */
public final class OracleServer {
    /** The protocol version reported by describe. */
    public static final int PROTOCOL = 1;
    /** The provider a request without "provider" is sent to. */
    public static final String DEFAULT_PROVIDER = "faithful";

    /** The request fields the protocol knows; each call refuses those it does not use. */
    private static final List<String> FIELDS = List.of("id", "call", "provider", "args", "hexFloats", "floatModel",
            "session", "expect");

    private final ObjectMapper json = Checks.exactWriter(Json.mapper());
    private final Map<String, KernelProvider> providers = new TreeMap<>();
    private final MeshResolver meshes = new MeshResolver();
    private final QuirkCounter quirks = new QuirkCounter();
    private final Sessions sessions;
    private final Consumer<Throwable> blamePlugin;

    /** A server over the given providers (ids must be unique), with no scene service: sessions are refused. */
    public OracleServer(List<KernelProvider> installed) {
        this(installed, List.of());
    }

    /** A server over the given providers and the scene services its sessions open worlds with. */
    public OracleServer(List<KernelProvider> installed, List<SceneService> sceneServices) {
        this(installed, sceneServices, failure -> { });
    }

    /**
     * A server whose blamePlugin throws a {@link PluginException} for a failure a plugin's code caused (a plugin
     * kernel throwing mid-call is not wrapped; the host names it from the stack), answered {@code plugin-failed}.
     */
    public OracleServer(List<KernelProvider> installed, List<SceneService> sceneServices,
                        Consumer<Throwable> blamePlugin) {
        this.blamePlugin = blamePlugin;
        for (KernelProvider p : installed) {
            providers.put(p.id(), p);
        }
        sessions = new Sessions(List.copyOf(providers.values()), List.copyOf(sceneServices));
    }

    /**
     * Serves every line of in until its end, or until out can no longer be written (its reader has gone: nothing
     * more is read); returns how many lines got an error response. A line that is not UTF-8 or is longer than the
     * reader's limit gets an error response of its own and the server goes on.
     */
    public int serve(Utf8Lines in, PrintStream out) throws IOException {
        return serve(in, response -> {
            try {
                out.println(json.writeValueAsString(response));
            } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
                throw new java.io.UncheckedIOException(e);
            }
            out.flush();
            return !out.checkError(); // stdout closed: no one reads the answers, so no more are computed
        });
    }

    /**
     * Answers every line of in to answers, in order, until in ends or answers returns false; returns how many lines
     * got an error response (the reader's own errors included, as {@link #serve(Utf8Lines, PrintStream)} does).
     */
    public int serve(Utf8Lines in, Predicate<ObjectNode> answers) throws IOException {
        int errors = 0;
        while (true) {
            ObjectNode response;
            try {
                ByteBuffer line = in.nextBytes();
                if (line == null) {
                    break;
                }
                if (!line.hasRemaining()) {
                    continue; // a blank line: its blanks were not even kept
                }
                response = handle(line.array(), line.position(), line.remaining(), (int) in.lineNumber());
            } catch (InputFileException e) {
                ByteBuffer kept = in.lastBytes(); // the id, when the line's start holds it
                response = error((int) in.lineNumber(), RequestTree.findId(kept.array(), kept.position(),
                        kept.remaining()), e.detail().startsWith("longer") ? "too-large" : "bad-request", "line "
                        + in.lineNumber() + ": " + e.detail());
            }
            if (!response.get("ok").booleanValue()) {
                errors++;
            }
            if (!answers.test(response)) {
                break;
            }
        }
        return errors;
    }

    /** The response to one request line. */
    public ObjectNode handle(String line, int lineNo) {
        byte[] b = line.getBytes(StandardCharsets.UTF_8);
        return handle(b, 0, b.length, lineNo);
    }

    /** The response to one request line, its UTF-8 bytes at bytes[off, off + len). */
    public ObjectNode handle(byte[] bytes, int off, int len, int lineNo) {
        JsonNode request;
        try {
            request = RequestTree.read(bytes, off, len);
        } catch (RequestTree.Refused e) {
            String message = switch (e.code) {
                case "bad-json" -> "line " + lineNo + " is not one JSON value: " + e.getMessage();
                default -> "line " + lineNo + ": " + e.getMessage();
            };
            return error(lineNo, e.id, e.code, message);
        }
        JsonNode id = request.isObject() ? request.get("id") : null;
        try {
            if (!request.isObject()) {
                throw new BadRequest("bad-request", "a request is a JSON object");
            }
            return call(request, lineNo, id);
        } catch (BadRequest e) {
            return error(lineNo, id, e.code, e.getMessage());
        } catch (InputException | FunctionArgumentException e) {
            return error(lineNo, id, "bad-argument", e.getMessage());
        } catch (PluginException e) { // a plugin's own code failed: named, not a bug of the engine
            return error(lineNo, id, "plugin-failed", e.getMessage());
        } catch (RuntimeException e) {
            try {
                blamePlugin.accept(e);
            } catch (PluginException named) {
                return error(lineNo, id, "plugin-failed", named.getMessage());
            }
            return error(lineNo, id, "failed", e.getClass().getSimpleName() + ": " + e.getMessage());
        }
    }

    private ObjectNode call(JsonNode request, int lineNo, JsonNode id) {
        for (Iterator<String> it = request.fieldNames(); it.hasNext(); ) {
            String f = it.next();
            if (!FIELDS.contains(f)) {
                throw new BadRequest("bad-request", "unknown field '" + f + "' (fields: " + String.join(", ", FIELDS)
                        + ")");
            }
        }
        JsonNode callNode = request.get("call");
        if (callNode == null || !callNode.isTextual()) {
            throw new BadRequest("bad-request", "missing \"call\": the spec function's name, or \"describe\"");
        }
        String call = callNode.textValue();
        if (call.equals("describe")) {
            unused(request, call, "id", "call");
            return describe(lineNo, id);
        }
        JsonNode expect = request.get("expect");
        if (Sessions.handles(call)) {
            ResultShape shape = expect == null ? null : Checks.sessionShape(call, call.equals("session.open")
                    ? false : sessions.flat(request));
            if (expect != null) {
                Checks.validate(expect, shape);
            }
            ObjectNode out = ok(lineNo, id);
            out.put("call", call);
            sessions.call(call, request, out, lineNo);
            if (expect != null) {
                Checks.attach(out, expect, out.get("result"), shape, FloatModel.IEEE);
            }
            return out;
        }
        if (request.has("session")) { // a spec function inside a session: its session form (docs/oracle.md)
            ResultShape shape = null;
            if (expect != null) {
                shape = ResultShape.of(sessions.specFunction(call, request).results());
                Checks.validate(expect, shape);
            }
            ObjectNode out = ok(lineNo, id);
            out.put("call", call);
            SessionSpecCalls.Answer answer = sessions.spec(call, request, out, lineNo);
            if (expect != null) {
                Checks.attach(out, expect, Checks.exactResult(answer.function().results(), answer.results(),
                        answer.model()), shape, answer.model());
            }
            return out;
        }
        JsonNode pNode = request.get("provider");
        String providerId = pNode == null ? DEFAULT_PROVIDER : pNode.asText();
        KernelProvider provider = providers.get(providerId);
        if (provider == null) {
            throw new BadRequest("unknown-provider", "no provider '" + providerId + "' (installed: "
                    + String.join(", ", providers.keySet()) + ")");
        }
        JsonNode modelNode = request.get("floatModel");
        FloatModel model;
        try {
            model = modelNode == null ? FloatModel.IEEE : Ps2FloatModels.byName(modelNode.asText());
        } catch (IllegalArgumentException e) {
            throw new BadRequest("bad-request", "\"floatModel\": " + e.getMessage());
        }
        SpecFunction fn = provider.functions(model).stream().filter(f -> f.name().equals(call)).findFirst()
                .orElseThrow(() -> new BadRequest("unknown-function", "provider '" + providerId
                        + "' serves no function '" + call + "' (ask {\"call\": \"describe\"})"));
        JsonNode hex = request.get("hexFloats");
        if (hex != null && !hex.isBoolean()) {
            throw new BadRequest("bad-request", "\"hexFloats\": true or false");
        }
        JsonValues values = new JsonValues(hex != null && hex.booleanValue(), model);
        JsonNode argsNode = request.get("args");
        if (argsNode != null && !argsNode.isObject()) {
            throw new BadRequest("bad-request", "\"args\" must be an object of argument name to value");
        }
        Map<String, Object> args = new LinkedHashMap<>();
        if (argsNode != null) {
            for (Map.Entry<String, JsonNode> e : argsNode.properties()) {
                Param<?> p = fn.args().stream().filter(a -> a.name().equals(e.getKey())).findFirst()
                        .orElseThrow(() -> new BadRequest("bad-argument", call + ": unknown argument '" + e.getKey()
                                + "' (takes " + String.join(", ", fn.args().stream().map(Param::name).toList()) + ")"));
                String where = "args." + e.getKey();
                args.put(e.getKey(), values.read(e.getValue(), p.type(), where, n -> meshes.resolve(n, where)));
            }
        }
        ResultShape shape = ResultShape.of(fn.results());
        if (expect != null) {
            Checks.validate(expect, shape);
        }
        quirks.reset();
        Map<String, Object> results = fn.invoke(args, quirks);
        ObjectNode out = ok(lineNo, id);
        out.put("call", call);
        out.put("provider", providerId);
        out.put("floatModel", model.name());
        ObjectNode result = out.putObject("result");
        for (Param<?> r : fn.results()) {
            result.set(r.name(), values.write(results.get(r.name()), r.type()));
        }
        ArrayNode fired = out.putArray("quirks");
        for (Quirk q : quirks.fired()) {
            fired.add(q.id());
        }
        if (expect != null) {
            Checks.attach(out, expect, Checks.exactResult(fn.results(), results, model), shape, model);
        }
        return out;
    }

    /** Refuses every request field but those call uses (docs/oracle.md: a field a call does not use is an error). */
    private static void unused(JsonNode request, String call, String... uses) {
        for (Iterator<String> it = request.fieldNames(); it.hasNext(); ) {
            String f = it.next();
            if (!List.of(uses).contains(f)) {
                throw new BadRequest("bad-request", "\"" + f + "\": " + call + " takes no such field (it takes "
                        + String.join(", ", uses) + ")");
            }
        }
    }

    private ObjectNode describe(int lineNo, JsonNode id) {
        ObjectNode out = ok(lineNo, id);
        out.put("protocol", PROTOCOL);
        ArrayNode sessionCalls = out.putArray("sessionCalls");
        sessions.describeCalls().forEach(sessionCalls::add);
        sessions.describeForms(out.putArray("sessionForms"));
        ArrayNode shipped = out.putArray("shipped"); // by name from any folder; a file of that path comes first
        ScenarioSource.shippedFiles().forEach(shipped::add);
        ObjectNode types = out.putObject("types");
        for (ValueType t : ValueType.values()) {
            types.put(t.id(), typeDoc(t));
        }
        ArrayNode ps = out.putArray("providers");
        for (KernelProvider p : providers.values()) {
            ObjectNode pn = ps.addObject();
            pn.put("id", p.id());
            pn.put("description", p.description());
            ArrayNode slots = pn.putArray("slots");
            for (Slot<?> s : p.slots()) {
                slots.add(s.id());
            }
            ArrayNode fns = pn.putArray("functions");
            for (SpecFunction f : p.functions()) {
                ObjectNode fn = fns.addObject();
                fn.put("name", f.name());
                fn.put("unit", f.unit());
                fn.put("summary", f.summary());
                params(fn.putArray("args"), f.args());
                params(fn.putArray("results"), f.results());
            }
        }
        return out;
    }

    static void params(ArrayNode into, List<Param<?>> ps) {
        for (Param<?> p : ps) {
            ObjectNode n = into.addObject();
            n.put("name", p.name());
            n.put("type", p.type().id());
            n.put("doc", p.doc());
            if (p.optional()) {
                n.put("optional", true);
            }
            if (p.ranged()) {
                n.put("min", p.min());
                n.put("max", p.max());
            }
        }
    }

    private static String typeDoc(ValueType t) {
        return switch (t) {
            case FLOAT -> "number, or \"0x\" + 8 hex digits of float32 bits";
            case INT -> "integer, or \"0x\" hex string (32 bits)";
            case LONG -> "integer, or \"0x\" hex string (64 bits)";
            case BOOL -> "true or false";
            case STRING -> "string";
            case VEC4 -> "[x, y, z] (w = 1) or [x, y, z, w]";
            case QUAT -> "[x, y, z, w]";
            case MAT4 -> "four rows [[x, y, z, w], ...]";
            case AABB -> "{\"min\": vec4, \"max\": vec4}";
            case INT3 -> "[x, y, z] integers";
            case MESH -> "mesh file path, or {\"vertices\": [[x,y,z]...], \"triangles\": "
                    + "[[v0,v1,v2,flags,material]...], \"cellSize\": m}";
            case FLOAT_LIST -> "[number, ...]";
            case INT_LIST -> "[integer, ...]";
        };
    }

    private ObjectNode ok(int lineNo, JsonNode id) {
        ObjectNode out = json.createObjectNode();
        if (id != null) {
            out.set("id", id);
        }
        out.put("line", lineNo);
        out.put("ok", true);
        return out;
    }

    private ObjectNode error(int lineNo, JsonNode id, String code, String message) {
        ObjectNode out = json.createObjectNode();
        if (id != null) {
            out.set("id", id);
        }
        out.put("line", lineNo);
        out.put("ok", false);
        ObjectNode e = out.putObject("error");
        e.put("code", code);
        e.put("message", message);
        return out;
    }

    /** A request the server refuses, with its error code. */
    private static final class BadRequest extends RuntimeException {
        private static final long serialVersionUID = 1L;
        private final String code;

        BadRequest(String code, String message) {
            super(message);
            this.code = code;
        }
    }
}
