package engine.studies;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import engine.files.AtomicFiles;
import engine.launcher.json.Json;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.TreeSet;

/**
 * A study's outputs in its folder: variants.jsonl and variants.csv (one row per A/B, by unit), summary.json,
 * summary.csv (one row per difference), summary.html, and under variants/ the scenario of every variant the summary
 * names, so its `ab` command runs from the folder. Each file is written atomically.
 */
final class StudyOutputs {
    /** The files written at the top of the folder. */
    static final List<String> FILES = List.of("variants.jsonl", "variants.csv", "summary.json", "summary.csv",
            "summary.html");
    private static final ObjectMapper JSON = Json.mapper();
    private static final JsonNodeFactory F = JsonNodeFactory.instance;

    private StudyOutputs() {
    }

    /** Refuses out unless it is absent or an empty folder (a study never replaces files). */
    static void check(Path out) {
        if (Files.isSymbolicLink(out) || (Files.exists(out) && !Files.isDirectory(out))) {
            throw new engine.launcher.exit.InputException("--out " + out + ": not a folder");
        }
        if (Files.isDirectory(out)) {
            try (var s = Files.list(out)) {
                if (s.findAny().isPresent()) {
                    throw new engine.launcher.exit.InputException("--out " + out + ": the folder is not empty (a study "
                            + "writes into a new or empty folder and replaces nothing)");
                }
            } catch (IOException e) {
                throw new engine.launcher.exit.InputException("--out " + out + ": " + e.getMessage(), e);
            }
        }
    }

    /** Writes every output of study s from rows (sorted by unit) into out. */
    static void write(Study s, List<VariantRow> rows, Path out) throws IOException {
        Files.createDirectories(out);
        ObjectNode summary = StudySummary.of(s, rows);
        byte[] json = summaryBytes(summary);
        AtomicFiles.write(out.resolve("variants.jsonl"), os -> {
            Writer w = new OutputStreamWriter(os, StandardCharsets.UTF_8);
            for (VariantRow r : rows) {
                w.write(JSON.writeValueAsString(rowJson(s, r)));
                w.write('\n');
            }
            w.flush();
        });
        AtomicFiles.write(out.resolve("variants.csv"), os -> {
            Writer w = new OutputStreamWriter(os, StandardCharsets.UTF_8);
            List<String> head = new ArrayList<>(List.of("unit", "variant", "comparison", "seed"));
            s.axes().forEach(a -> head.add(a.field().toString()));
            head.addAll(List.of("error", "bodies", "parted", "unexplained", "exhausted", "reruns", "firstFrame",
                    "maxDeviation", "provenCauses"));
            w.write(csv(head));
            for (VariantRow r : rows) {
                List<String> c = new ArrayList<>(List.of(Long.toString(r.unit()), Integer.toString(r.variant()),
                        Integer.toString(r.comparison()), Long.toString(r.seed())));
                c.addAll(r.settings());
                c.addAll(List.of(r.error() == null ? "" : r.error(), Integer.toString(r.bodies()),
                        Integer.toString(r.parted().size()), Integer.toString(r.unexplained()),
                        Boolean.toString(r.exhausted()), Integer.toString(r.reruns()),
                        Integer.toString(r.firstFrame()), Double.toString(r.maxDeviation()),
                        String.join(";", r.provenCauses())));
                w.write(csv(c));
            }
            w.flush();
        });
        AtomicFiles.write(out.resolve("summary.json"), json);
        AtomicFiles.write(out.resolve("summary.csv"), os -> {
            Writer w = new OutputStreamWriter(os, StandardCharsets.UTF_8);
            w.write(csv(List.of("id", "kind", "scenesChanged", "bodiesExplained", "bodiesAlone", "bodiesInSets",
                    "firstFrameMedian", "firstFrameP90", "firstFrameMax", "deviationMedian", "deviationP90",
                    "deviationMax")));
            for (JsonNode c : summary.get("corrections")) {
                w.write(csv(List.of(c.get("id").asText(), c.get("kind").asText(), c.get("scenesChanged").asText(),
                        c.get("bodiesExplained").asText(), c.get("bodiesAlone").asText(),
                        c.get("bodiesInSets").asText(), c.get("firstFrame").get("median").asText(),
                        c.get("firstFrame").get("p90").asText(), c.get("firstFrame").get("max").asText(),
                        c.get("deviation").get("median").asText(), c.get("deviation").get("p90").asText(),
                        c.get("deviation").get("max").asText())));
            }
            w.flush();
        });
        AtomicFiles.write(out.resolve("summary.html"), SummaryHtml.page(summary, sha256(json))
                .getBytes(StandardCharsets.UTF_8));
        variantFiles(s, summary, out.resolve("variants"));
    }

    /** The summary's bytes: indented JSON and a newline. */
    static byte[] summaryBytes(ObjectNode summary) throws IOException {
        return (JSON.writerWithDefaultPrettyPrinter().writeValueAsString(summary) + "\n")
                .getBytes(StandardCharsets.UTF_8);
    }

    /** SHA-256 of bytes, in hex. */
    static String sha256(byte[] bytes) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    /** One row as a JSON object (variants.jsonl). */
    static ObjectNode rowJson(Study s, VariantRow r) {
        ObjectNode o = F.objectNode();
        o.put("unit", r.unit());
        o.put("variant", r.variant());
        o.put("comparison", s.comparisons().get(r.comparison()).label());
        o.put("seed", r.seed());
        ObjectNode set = o.putObject("settings");
        for (int i = 0; i < s.axes().size(); i++) {
            set.put("axes[" + i + "] " + s.axes().get(i).field(), r.settings().get(i));
        }
        if (r.error() != null) {
            o.put("error", r.error());
            return o;
        }
        o.put("hashA", r.hashA());
        o.put("hashB", r.hashB());
        o.put("bodies", r.bodies());
        o.put("unexplained", r.unexplained());
        o.put("exhausted", r.exhausted());
        o.put("reruns", r.reruns());
        ArrayNode pc = o.putArray("provenCauses");
        r.provenCauses().forEach(pc::add);
        ArrayNode ps = o.putArray("parted");
        for (VariantRow.Body b : r.parted()) {
            ObjectNode bo = ps.addObject();
            bo.put("name", b.name());
            bo.put("firstFrame", b.firstFrame());
            StudySummary.num(bo, "maxDeviation", b.maxDeviation());
            ArrayNode c = bo.putArray("causes");
            b.causes().forEach(c::add);
        }
        o.put("ab", StudySummary.abCommand(s, r));
        return o;
    }

    /**
     * The scenario of every variant the summary names, as variants/vNNNNN.json; the files a template names (a map,
     * a mesh, an OBJ) are absolute when the template is a file, and copied beside them when it is shipped.
     */
    private static void variantFiles(Study s, ObjectNode summary, Path dir) throws IOException {
        TreeSet<Integer> named = new TreeSet<>();
        for (JsonNode c : summary.get("corrections")) {
            for (JsonNode t : c.get("top")) {
                named.add(t.get("variant").asInt());
            }
        }
        if (named.isEmpty()) {
            return;
        }
        Files.createDirectories(dir);
        boolean shipped = s.source().name().endsWith("(shipped)");
        Path templateDir = shipped ? null : Path.of(s.source().name()).toAbsolutePath().getParent();
        TreeSet<String> copied = new TreeSet<>();
        for (int k : named) {
            ObjectNode scenario = (ObjectNode) JSON.readTree(Variants.of(s, k).scenario());
            for (String[] at : new String[][] {{"map"}, {"level", "mesh"}, {"level", "obj"}}) {
                ObjectNode parent = at.length == 1 ? scenario : (ObjectNode) scenario.get(at[0]);
                String field = at[at.length - 1];
                if (parent == null || !parent.has(field)) {
                    continue;
                }
                String rel = parent.get(field).asText();
                if (!shipped) {
                    parent.put(field, templateDir.resolve(rel).normalize().toString());
                } else if (copied.add(rel)) {
                    copyShipped(rel, dir);
                }
            }
            AtomicFiles.write(dir.resolve(Variants.Variant.id(k) + ".json"),
                    (Variants.text(scenario) + "\n").getBytes(StandardCharsets.UTF_8));
        }
    }

    private static void copyShipped(String rel, Path dir) throws IOException {
        if (rel.startsWith("/") || rel.contains("..") || rel.contains("\\")) {
            throw new IOException("a shipped scenario names files under scenarios/: " + rel);
        }
        try (InputStream in = StudyOutputs.class.getClassLoader().getResourceAsStream("scenarios/" + rel)) {
            if (in == null) {
                throw new IOException("scenarios/" + rel + " is not in the jar");
            }
            Path target = dir.resolve(rel);
            Files.createDirectories(target.getParent());
            AtomicFiles.write(target, in.readAllBytes());
        }
    }

    /** One CSV line (RFC 4180 quoting where needed). */
    static String csv(List<String> cells) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < cells.size(); i++) {
            String c = cells.get(i);
            if (i > 0) {
                b.append(',');
            }
            if (c.contains(",") || c.contains("\"") || c.contains("\n")) {
                b.append('"').append(c.replace("\"", "\"\"")).append('"');
            } else {
                b.append(c);
            }
        }
        return b.append('\n').toString();
    }
}
