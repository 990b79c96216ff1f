package engine.launcher.fuzz;

import static org.junit.jupiter.api.Assertions.assertNotEquals;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import engine.api.kernel.KernelProvider;
import engine.api.math.FloatModel;
import engine.api.oracle.Param;
import engine.api.oracle.SpecFunction;
import engine.faithful.provider.FaithfulProvider;
import engine.foothold2d.provider.FootholdProvider;
import engine.fixed.provider.FixedProvider;
import engine.launcher.exit.InputException;
import engine.launcher.oracle.OracleServer;
import engine.launcher.profile.ProfileReader;
import java.util.List;
import java.util.Map;

/**
 * Fuzz targets for the launcher's inputs (docs/bad-input.md): the profile reader and the oracle's requests. Every
 * build runs their seed corpora (src/test/resources/engine/launcher/fuzz/LauncherInputFuzzTestInputs) as
 * regression tests; {@code JAZZER_FUZZ=1 -Dtest=LauncherInputFuzzTest#oracleCall} fuzzes one target. A profile may
 * only be refused with an InputException; an oracle request may only be answered ok or with a typed error, never
 * "failed" (a kernel that throws on arguments the oracle let through is an oracle bug).
 */
class LauncherInputFuzzTest {
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
    private static final List<KernelProvider> PROVIDERS = List.of(new FaithfulProvider(), new FixedProvider(),
            new FootholdProvider());
    private static final OracleServer SERVER = new OracleServer(PROVIDERS);
    /** Every function of every provider, with the provider that serves it. */
    private static final List<Map.Entry<String, SpecFunction>> FUNCTIONS = PROVIDERS.stream()
            .flatMap(p -> p.functions(FloatModel.IEEE).stream().map(f -> Map.entry(p.id(), f))).toList();

    /** The profile reader: a profile or an InputException. */
    @FuzzTest(maxDuration = "10m")
    void profile(String text) {
        if (text == null) {
            return; // Jazzer's first input for a String parameter
        }
        try {
            ProfileReader.parse(text, "fuzz.json");
        } catch (InputException e) {
            // the documented refusal
        }
    }

    /** A raw request line: any text gets a response, never "failed". */
    @FuzzTest(maxDuration = "10m")
    void oracleLine(String line) {
        if (line != null) {
            check(line);
        }
    }

    /**
     * A well-formed call of a spec function with fuzzed argument values of the declared types (edge values,
     * hex float bits, out-of-range integers, small inline meshes): the answer is ok or a typed error.
     */
    @FuzzTest(maxDuration = "10m")
    void oracleCall(FuzzedDataProvider data) {
        Map.Entry<String, SpecFunction> picked = FUNCTIONS.get(data.consumeInt(0, FUNCTIONS.size() - 1));
        SpecFunction fn = picked.getValue();
        ObjectNode req = NODES.objectNode();
        req.put("call", fn.name());
        req.put("provider", picked.getKey());
        if (data.consumeBoolean()) {
            req.put("floatModel", "ps2");
        }
        ObjectNode args = req.putObject("args");
        for (Param p : fn.args()) {
            if (p.optional() && data.consumeBoolean()) {
                continue;
            }
            args.set(p.name(), value(p, data));
        }
        check(req.toString());
    }

    private static void check(String line) {
        JsonNode r = SERVER.handle(line, 1);
        if (r.get("ok").booleanValue()) {
            return;
        }
        String code = r.get("error").get("code").asText();
        assertNotEquals("failed", code, () -> "request " + cut(line) + " failed: " + r.get("error").get("message"));
    }

    private static String cut(String s) {
        return s.length() < 2000 ? s : s.substring(0, 2000) + "...";
    }

    private static JsonNode value(Param p, FuzzedDataProvider d) {
        return switch (p.type()) {
            case FLOAT -> floatNode(d);
            case INT -> intNode(d);
            case LONG -> d.consumeBoolean() ? NODES.numberNode(d.consumeLong())
                    : NODES.textNode(String.format("0x%016x", d.consumeLong()));
            case BOOL -> NODES.booleanNode(d.consumeBoolean());
            case STRING -> NODES.textNode(d.consumeString(16));
            case VEC4 -> floats(d, d.consumeInt(3, 4));
            case QUAT -> floats(d, 4);
            case MAT4 -> {
                ArrayNode rows = NODES.arrayNode();
                for (int i = 0; i < 4; i++) {
                    rows.add(floats(d, 4));
                }
                yield rows;
            }
            case AABB -> {
                ObjectNode b = NODES.objectNode();
                b.set("min", floats(d, 3));
                b.set("max", floats(d, 3));
                yield b;
            }
            case INT3 -> ints(d, 3);
            case MESH -> mesh(d);
            case FLOAT_LIST -> floats(d, d.consumeInt(0, 8));
            case INT_LIST -> ints(d, d.consumeInt(0, 8));
        };
    }

    private static JsonNode floatNode(FuzzedDataProvider d) {
        return switch (d.consumeInt(0, 3)) {
            case 0 -> NODES.numberNode(d.pickValue(new float[] {0f, -0f, 1f, -1f, 0.5f, 1e-6f, 1e-45f, 3.4e38f,
                    -3.4e38f, 1e9f, 2f, 0.35f}));
            case 1 -> NODES.textNode(String.format("0x%08x", d.consumeInt())); // any bits: NaN, infinities
            default -> NODES.numberNode(d.consumeRegularFloat(-1e4f, 1e4f));
        };
    }

    private static JsonNode intNode(FuzzedDataProvider d) {
        return switch (d.consumeInt(0, 3)) {
            case 0 -> NODES.numberNode(d.consumeInt());
            case 1 -> NODES.textNode(String.format("0x%08x", d.consumeInt()));
            default -> NODES.numberNode(d.consumeInt(-2, 70));
        };
    }

    private static ArrayNode floats(FuzzedDataProvider d, int n) {
        ArrayNode a = NODES.arrayNode();
        for (int i = 0; i < n; i++) {
            a.add(floatNode(d));
        }
        return a;
    }

    private static ArrayNode ints(FuzzedDataProvider d, int n) {
        ArrayNode a = NODES.arrayNode();
        for (int i = 0; i < n; i++) {
            a.add(intNode(d));
        }
        return a;
    }

    private static JsonNode mesh(FuzzedDataProvider d) {
        ObjectNode m = NODES.objectNode();
        int vertices = d.consumeInt(0, 6);
        ArrayNode vs = m.putArray("vertices");
        for (int i = 0; i < vertices; i++) {
            ArrayNode v = vs.addArray();
            for (int a = 0; a < 3; a++) {
                v.add(d.consumeInt(-4, 4));
            }
        }
        ArrayNode ts = m.putArray("triangles");
        for (int i = d.consumeInt(0, 4); i > 0; i--) {
            ArrayNode t = ts.addArray();
            for (int k = 0; k < 3; k++) {
                t.add(d.consumeInt(-1, vertices));
            }
            t.add(d.consumeInt(0, 0xffff));
        }
        m.put("cellSize", d.pickValue(new float[] {0.5f, 2f, 1e-3f}));
        return m;
    }
}
