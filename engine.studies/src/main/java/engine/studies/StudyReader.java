package engine.studies;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import engine.files.InputFiles;
import engine.api.quirk.Quirk;
import engine.launcher.exit.InputException;
import engine.launcher.json.Json;
import engine.launcher.scenario.ScenarioReader;
import engine.launcher.scenario.ScenarioSource;
import java.io.IOException;
import java.io.InputStream;
import java.math.BigDecimal;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Set;

/**
 * Reads a study file (docs/studies.md): one JSON object, strict as scenarios are (unknown fields, duplicate keys,
 * trailing content, values of the wrong kind or out of range are errors naming the file and the field), at most
 * {@link #MAX_FILE_BYTES}. Every axis level, and a random axis's extremes, is applied to the template and read by the
 * scenario reader before any variant runs, so a value the scenario format refuses is an error naming the axis.
 */
final class StudyReader {
    /** The largest study file read (bytes). */
    static final long MAX_FILE_BYTES = InputFiles.MIB;
    /** The most axes of one study. */
    static final int MAX_AXES = 16;
    /** The most levels of one grid axis. */
    static final int MAX_LEVELS = 10_000;

    private static final ObjectMapper JSON = Json.mapper();
    private final String file;
    private final Path dir;

    private StudyReader(String file, Path dir) {
        this.file = file;
        this.dir = dir;
    }

    /** Reads the study file at path. */
    static Study read(Path path) {
        return parse(text(path), path);
    }

    /** The study file's text (UTF-8, at most {@link #MAX_FILE_BYTES}). */
    static String text(Path path) {
        byte[] bytes;
        try {
            bytes = InputFiles.readAll(path, MAX_FILE_BYTES, "study");
        } catch (IOException e) {
            throw new InputException(e.getMessage(), e);
        }
        try {
            return StandardCharsets.UTF_8.newDecoder().decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            throw new InputException(path + ": a study is UTF-8 JSON text, and this file is not UTF-8", e);
        }
    }

    /** Parses study text as if read from path (the template and profile files resolve against its folder). */
    static Study parse(String text, Path path) {
        if (text.startsWith("\ufeff")) {
            text = text.substring(1);
        }
        Path abs = path.toAbsolutePath();
        StudyReader r = new StudyReader(path.toString(), abs.getParent());
        JsonNode root;
        try {
            root = JSON.readTree(text);
        } catch (JsonProcessingException e) {
            throw new InputException(path + ": not valid JSON: " + e.getOriginalMessage());
        } catch (NumberFormatException e) {
            throw new InputException(path + ": a number out of range: " + e.getMessage());
        }
        return r.study(root);
    }

    private Study study(JsonNode root) {
        if (root == null || !root.isObject()) {
            throw new InputException(file + ": a study is a JSON object");
        }
        fields(root, "", "name", "description", "scenario", "frames", "a", "b", "toggles", "axes", "sample",
                "repeat", "seed", "budget", "top", "plugins");
        String name = text(root, "name", null);
        String description = text(root, "description", "");
        String scenario = text(root, "scenario", null);
        ScenarioSource source = source(scenario);
        ObjectNode template = template(source, scenario);
        if (root.has("frames")) {
            template.put("frames", integer(root, "frames", 1, 1_000_000, 0));
        }
        boolean flat = "2d".equals(template.path("type").asText("3d"));
        List<Study.Comparison> comparisons = comparisons(root);
        JsonNode axesNode = root.get("axes");
        List<Axis> axes = new ArrayList<>();
        if (axesNode != null) {
            if (!axesNode.isArray() || axesNode.size() > MAX_AXES) {
                throw bad("axes", "must be an array of at most " + MAX_AXES + " axes");
            }
            for (int i = 0; i < axesNode.size(); i++) {
                axes.add(axis(axesNode.get(i), "axes[" + i + "]"));
            }
        }
        int sample = integer(root, "sample", 1, (int) Math.min(Integer.MAX_VALUE, Study.MAX_VARIANTS), 0);
        int repeat = integer(root, "repeat", 1, 1_000_000, 1);
        if (sample > 0 && root.has("repeat")) {
            throw bad("repeat", "give sample or repeat, not both");
        }
        long seed = root.has("seed") ? longValue(root.get("seed"), "seed") : 1L;
        int budget = integer(root, "budget", 0, 100_000, 256);
        int top = integer(root, "top", 1, 100, 5);
        List<String> plugins = plugins(root);
        Study s = new Study(file, name, description, scenario, source, template, flat, comparisons, axes, sample,
                repeat, seed, budget, top, plugins, dir);
        long grid = 1;
        for (Axis a : axes) {
            grid = a.grid() ? Math.multiplyExact(grid, a.levels().size()) : grid;
            if (grid > Study.MAX_VARIANTS) {
                throw bad("axes", "the grid has more than " + Study.MAX_VARIANTS + " variants");
            }
        }
        if (s.units() > Study.MAX_VARIANTS) {
            throw bad(sample > 0 ? "sample" : "repeat", "the study would run more than " + Study.MAX_VARIANTS
                    + " A/Bs (variants times comparisons)");
        }
        check(s);
        return s;
    }

    /** Plugin jars relative to the study: each must be a file (read again, and loaded, by every worker). */
    private List<String> plugins(JsonNode root) {
        JsonNode n = root.get("plugins");
        List<String> out = new ArrayList<>();
        if (n == null) {
            return out;
        }
        if (!n.isArray() || n.size() > 64) {
            throw bad("plugins", "must be an array of at most 64 jar files");
        }
        for (int i = 0; i < n.size(); i++) {
            if (!n.get(i).isTextual() || !Files.isRegularFile(dir.resolve(n.get(i).asText()))) {
                throw bad("plugins[" + i + "]", "must name a jar file (relative to the study)");
            }
            out.add(n.get(i).asText());
        }
        return out;
    }

    /** The template's source: a file relative to the study's folder, else a shipped scenario by name. */
    private ScenarioSource source(String scenario) {
        Path p = dir == null ? Path.of(scenario) : dir.resolve(scenario);
        if (Files.isRegularFile(p)) {
            return ScenarioSource.file(p);
        }
        String n = scenario.endsWith(".json") ? scenario.substring(0, scenario.length() - 5) : scenario;
        if (ScenarioSource.shipped().contains(n)) {
            return ScenarioSource.of(n);
        }
        throw bad("scenario", scenario + ": no such file beside the study, and no shipped scenario of that name "
                + "(shipped: " + String.join(", ", ScenarioSource.shipped()) + ")");
    }

    /** The template's JSON (read once more here: the scenario reader keeps the values, not the tree). */
    private ObjectNode template(ScenarioSource source, String scenario) {
        byte[] b;
        try {
            if (source.name().endsWith("(shipped)")) {
                String n = scenario.endsWith(".json") ? scenario : scenario + ".json";
                try (InputStream in = StudyReader.class.getClassLoader().getResourceAsStream("scenarios/" + n)) {
                    if (in == null) {
                        throw bad("scenario", n + " is not in the jar");
                    }
                    b = in.readNBytes((int) ScenarioReader.MAX_FILE_BYTES + 1);
                }
            } else {
                b = InputFiles.readAll(Path.of(source.name()), ScenarioReader.MAX_FILE_BYTES, "scenario");
            }
            if (b.length > ScenarioReader.MAX_FILE_BYTES) {
                throw bad("scenario", "larger than " + ScenarioReader.MAX_FILE_BYTES + " bytes");
            }
            String text = new String(b, StandardCharsets.UTF_8);
            ScenarioReader.parse(text, source); // the template itself must be a valid scenario
            JsonNode n = JSON.readTree(text.startsWith("\ufeff") ? text.substring(1) : text);
            return (ObjectNode) n;
        } catch (IOException e) {
            throw bad("scenario", e.getMessage());
        } catch (InputException e) {
            throw bad("scenario", e.getMessage());
        }
    }

    private List<Study.Comparison> comparisons(JsonNode root) {
        String a = profile(root, "a", "faithful");
        List<Study.Comparison> out = new ArrayList<>();
        if (root.has("toggles")) {
            if (root.has("b")) {
                throw bad("toggles", "give b or toggles, not both");
            }
            JsonNode t = root.get("toggles");
            if (!t.isArray() || t.isEmpty() || t.size() > Quirk.values().length) {
                throw bad("toggles", "must be a non-empty array of quirk ids");
            }
            for (int i = 0; i < t.size(); i++) {
                Quirk q = t.get(i).isTextual() ? Quirk.byId(t.get(i).asText()) : null;
                if (q == null) {
                    throw bad("toggles[" + i + "]", "unknown quirk id (see the launcher's quirks command)");
                }
                for (Study.Comparison c : out) {
                    if (c.toggle().equals(q.id())) {
                        throw bad("toggles[" + i + "]", q.id() + " is listed twice");
                    }
                }
                out.add(new Study.Comparison(a, null, q.id()));
            }
        } else {
            out.add(new Study.Comparison(a, profile(root, "b", "fixed"), null));
        }
        return out;
    }

    /** A profile: a provider id, or a profile file relative to the study (made absolute). */
    private String profile(JsonNode root, String field, String fallback) {
        String v = text(root, field, fallback);
        Path p = dir == null ? Path.of(v) : dir.resolve(v);
        if (Files.isRegularFile(p)) {
            return p.toAbsolutePath().normalize().toString();
        }
        if (!v.matches("[a-z][a-z0-9._-]*")) {
            throw bad(field, v + ": no such profile file beside the study, and not a provider id");
        }
        return v;
    }

    private Axis axis(JsonNode n, String at) {
        if (!n.isObject()) {
            throw bad(at, "must be an object");
        }
        fields(n, at + ".", "field", "values", "times", "uniform", "jitter", "range");
        String f = text(n, "field", at + ".", null);
        FieldPath path = FieldPath.parse(f);
        if (path == null) {
            throw bad(at + ".field", f + ": not a field path (names joined by dots, indices [N] or [*])");
        }
        int kinds = (n.has("values") ? 1 : 0) + (n.has("times") ? 1 : 0) + (n.has("uniform") ? 1 : 0)
                + (n.has("jitter") ? 1 : 0) + (n.has("range") ? 1 : 0);
        if (kinds != 1) {
            throw bad(at, "give exactly one of values, range, times, uniform, jitter");
        }
        if (n.has("values")) {
            return new Axis(path, Axis.Kind.VALUES, levels(n.get("values"), at + ".values", false), 0, 0, false);
        }
        if (n.has("times")) {
            return new Axis(path, Axis.Kind.TIMES, levels(n.get("times"), at + ".times", true), 0, 0, false);
        }
        if (n.has("range")) {
            return new Axis(path, Axis.Kind.VALUES, range(n.get("range"), at + ".range"), 0, 0, false);
        }
        if (n.has("uniform")) {
            JsonNode u = n.get("uniform");
            if (!u.isObject()) {
                throw bad(at + ".uniform", "must be {\"min\": a, \"max\": b, \"integer\": false}");
            }
            fields(u, at + ".uniform.", "min", "max", "integer");
            double min = number(u, "min", at + ".uniform.");
            double max = number(u, "max", at + ".uniform.");
            boolean integer = u.has("integer") && bool(u.get("integer"), at + ".uniform.integer");
            if (max < min) {
                throw bad(at + ".uniform.max", "must be at least min");
            }
            if (integer && (min != Math.rint(min) || max != Math.rint(max))) {
                throw bad(at + ".uniform", "integer draws need whole min and max");
            }
            return new Axis(path, Axis.Kind.UNIFORM, List.of(), min, max, integer);
        }
        JsonNode j = n.get("jitter");
        double amp = number(n, "jitter", at + ".");
        if (amp < 0 || !j.isNumber()) {
            throw bad(at + ".jitter", "must be a number at least 0 (the amplitude)");
        }
        return new Axis(path, Axis.Kind.JITTER, List.of(), -amp, amp, false);
    }

    private List<JsonNode> levels(JsonNode n, String at, boolean numbers) {
        if (!n.isArray() || n.isEmpty() || n.size() > MAX_LEVELS) {
            throw bad(at, "must be a non-empty array of at most " + MAX_LEVELS + " values");
        }
        List<JsonNode> out = new ArrayList<>();
        for (int i = 0; i < n.size(); i++) {
            if (numbers && !n.get(i).isNumber()) {
                throw bad(at + "[" + i + "]", "must be a number (a factor)");
            }
            out.add(n.get(i));
        }
        return out;
    }

    /** {"from": a, "to": b, "step": s}: a, a+s, ... up to b (exact decimals). */
    private List<JsonNode> range(JsonNode n, String at) {
        if (!n.isObject()) {
            throw bad(at, "must be {\"from\": a, \"to\": b, \"step\": s}");
        }
        fields(n, at + ".", "from", "to", "step");
        for (String f : List.of("from", "to", "step")) {
            if (!n.has(f) || !n.get(f).isNumber()) {
                throw bad(at + "." + f, "must be a number");
            }
        }
        BigDecimal from = n.get("from").decimalValue(), to = n.get("to").decimalValue();
        BigDecimal step = n.get("step").decimalValue();
        if (step.signum() <= 0 || to.compareTo(from) < 0) {
            throw bad(at, "needs step > 0 and to >= from");
        }
        BigDecimal count = to.subtract(from).divide(step, 0, java.math.RoundingMode.FLOOR).add(BigDecimal.ONE);
        if (count.compareTo(BigDecimal.valueOf(MAX_LEVELS)) > 0) {
            throw bad(at, "more than " + MAX_LEVELS + " levels");
        }
        boolean whole = n.get("from").isIntegralNumber() && n.get("step").isIntegralNumber();
        List<JsonNode> out = new ArrayList<>();
        for (int i = 0; i < count.intValue(); i++) {
            BigDecimal v = from.add(step.multiply(BigDecimal.valueOf(i)));
            out.add(whole ? JSON.getNodeFactory().numberNode(v.toBigIntegerExact())
                    : JSON.getNodeFactory().numberNode(v));
        }
        return out;
    }

    /** Every axis level and extreme applied alone to the template must reach a field and read as a scenario. */
    private void check(Study s) {
        for (int i = 0; i < s.axes().size(); i++) {
            Axis a = s.axes().get(i);
            String at = "axes[" + i + "]";
            if (a.grid()) {
                for (int l = 0; l < a.levels().size(); l++) {
                    ObjectNode t = s.template().deepCopy();
                    if (a.applyLevel(t, l) == 0) {
                        throw bad(at + ".field", a.field() + " reaches no field of the scenario");
                    }
                    scenario(s, t, at + "." + (a.kind() == Axis.Kind.TIMES ? "times" : "values") + "[" + l + "]");
                }
            } else {
                for (boolean high : new boolean[] {false, true}) {
                    ObjectNode t = s.template().deepCopy();
                    if (a.applyExtreme(t, high) == 0) {
                        throw bad(at + ".field", a.field() + " reaches no field of the scenario");
                    }
                    scenario(s, t, at + "." + (a.kind() == Axis.Kind.UNIFORM ? "uniform." + (high ? "max" : "min")
                            : "jitter"));
                }
            }
        }
    }

    private void scenario(Study s, ObjectNode t, String at) {
        try {
            ScenarioReader.parse(Variants.text(t), s.source());
        } catch (InputException e) {
            throw bad(at, "the scenario refuses this value: " + e.getMessage());
        }
    }

    // ---------------------------------------------------------------- values

    private InputException bad(String field, String message) {
        return new InputException(file + ": field " + field + ": " + message);
    }

    private void fields(JsonNode n, String prefix, String... allowed) {
        Set<String> ok = Set.of(allowed);
        for (Iterator<String> it = n.fieldNames(); it.hasNext(); ) {
            String f = it.next();
            if (!ok.contains(f)) {
                throw bad(prefix + f, "unknown (fields here: " + String.join(", ", ok.stream().sorted().toList())
                        + ")");
            }
        }
    }

    private String text(JsonNode n, String field, String fallback) {
        return text(n, field, "", fallback);
    }

    private String text(JsonNode n, String field, String prefix, String fallback) {
        JsonNode v = n.get(field);
        if (v == null) {
            if (fallback == null) {
                throw bad(prefix + field, "missing");
            }
            return fallback;
        }
        if (!v.isTextual() || v.asText().isEmpty() || v.asText().length() > 4096) {
            throw bad(prefix + field, "must be a string of 1 to 4096 characters");
        }
        return v.asText();
    }

    private int integer(JsonNode n, String field, int min, int max, int fallback) {
        JsonNode v = n.get(field);
        if (v == null) {
            return fallback;
        }
        if (!v.isIntegralNumber() || !v.canConvertToLong() || v.longValue() < min || v.longValue() > max) {
            throw bad(field, "must be an integer in " + min + ".." + max);
        }
        return v.intValue();
    }

    private double number(JsonNode n, String field, String prefix) {
        JsonNode v = n.get(field);
        if (v == null || !v.isNumber()) {
            throw bad(prefix + field, "must be a number");
        }
        BigDecimal b = v.decimalValue();
        if (b.abs().compareTo(BigDecimal.valueOf(1e9)) > 0) {
            throw bad(prefix + field, "out of range (|value| <= 1e9)");
        }
        return b.doubleValue();
    }

    private boolean bool(JsonNode v, String at) {
        if (!v.isBoolean()) {
            throw bad(at, "must be true or false");
        }
        return v.booleanValue();
    }

    private long longValue(JsonNode v, String at) {
        if (!v.isIntegralNumber() || !v.canConvertToLong()) {
            throw bad(at, "must be an integer (64 bits)");
        }
        return v.longValue();
    }
}
