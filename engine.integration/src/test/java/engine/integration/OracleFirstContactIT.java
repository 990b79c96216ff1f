package engine.integration;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Issue 21 item 5: the README's oracle example run from an empty folder with the jar; --strict and --check codes. */
class OracleFirstContactIT {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path work;
    @TempDir
    Path logs;

    record Run(int code, String out, String err) {
    }

    private Run oracle(String stdin, String... args) throws IOException, InterruptedException {
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-jar", Fixtures.launcherJar().toString(), "oracle"));
        cmd.addAll(List.of(args));
        Process p = new ProcessBuilder(cmd).directory(work.toFile()).redirectOutput(logs.resolve("out").toFile())
                .redirectError(logs.resolve("err").toFile()).start();
        p.getOutputStream().write(stdin.getBytes(StandardCharsets.UTF_8));
        p.getOutputStream().close();
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), "oracle did not finish");
        return new Run(p.exitValue(), Files.readString(logs.resolve("out")), Files.readString(logs.resolve("err")));
    }

    /** The requests of the README's oracle example: the quoted lines its printf sends. */
    private static List<String> readmeExample() throws IOException {
        String readme = Files.readString(Path.of("..", "README.md"));
        int start = readme.indexOf("    printf '%s\\n' '{\"call\": \"session.open\"");
        int end = readme.indexOf("engine-launcher.jar oracle", start);
        assertTrue(start > 0 && end > start, "README.md has the oracle example");
        Matcher m = Pattern.compile("'(\\{.*?\\})'").matcher(readme.substring(start, end));
        List<String> lines = new ArrayList<>();
        while (m.find()) {
            lines.add(m.group(1));
        }
        assertTrue(lines.size() >= 3, lines.toString());
        return lines;
    }

    private static List<JsonNode> answers(Run r) throws IOException {
        List<JsonNode> out = new ArrayList<>();
        for (String l : r.out().split("\n")) {
            out.add(JSON.readTree(l));
        }
        return out;
    }

    private static List<Path> files(Path dir) throws IOException {
        try (Stream<Path> s = Files.walk(dir)) {
            return s.filter(Files::isRegularFile).sorted().toList();
        }
    }

    @Test
    void theReadmeExampleAnswersFromAnEmptyFolderWithTheShippedMap() throws Exception {
        List<String> example = readmeExample();
        Run r = oracle(String.join("\n", example) + "\n");
        assertEquals(0, r.code(), r.err());
        List<JsonNode> a = answers(r);
        assertEquals(example.size(), a.size(), r.out());
        for (JsonNode n : a) {
            assertTrue(n.get("ok").booleanValue(), n.toString());
        }
        assertEquals("[\"scenarios/maps/town.img.xml (shipped)\"]", a.get(0).get("result").get("files").toString());
        assertEquals(List.of(), files(work), "the oracle wrote nothing it was not asked to");
    }

    @Test
    void aMapFileInTheFolderComesBeforeTheShippedOneAndTheAnswerSaysSo() throws Exception {
        Path map = work.resolve("scenarios/maps/town.img.xml");
        Files.createDirectories(map.getParent());
        Files.copy(Path.of("..", "scenarios", "maps", "town.img.xml"), map);
        Run r = oracle(readmeExample().get(0) + "\n");
        assertEquals(0, r.code(), r.err());
        String used = answers(r).get(0).get("result").get("files").get(0).asText();
        assertTrue(used.endsWith("town.img.xml") && !used.contains("(shipped)") && Path.of(used).isAbsolute(), used);
    }

    @Test
    void anErrorAnswerExitsZeroAndThreeWithStrict() throws Exception {
        String bad = "{\"call\":\"session.open\",\"args\":{\"type\":\"2d\",\"map\":\"maps/nowhere.img.xml\"}}\n";
        Run r = oracle(bad);
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("\"ok\":false") && r.out().contains("nowhere.img.xml"), r.out());
        assertEquals(3, oracle(bad, "--strict").code());
    }

    @Test
    void checkExitsZeroWhenEveryExpectationHoldsAndSixOnAFlippedBit() throws Exception {
        String call = "{\"id\":1,\"call\":\"Quat_ToMatrix\",\"args\":{\"q\":[0,0,0.70711,0.70711]}";
        Run first = oracle(call + ",\"hexFloats\":true}\n");
        JsonNode m = answers(first).get(0).get("result");
        Path trace = logs.resolve("trace.jsonl");
        Files.writeString(trace, call + ",\"expect\":" + m + "}\n");
        Run ok = oracle("", "--check", trace.toString());
        assertEquals(0, ok.code(), ok.out() + ok.err());
        assertTrue(ok.out().contains("Quat_ToMatrix: 1 of 1 checked agree"), ok.out());
        String bits = m.get("m").get(1).get(0).asText();
        String flipped = String.format("0x%08x", Integer.parseUnsignedInt(bits.substring(2), 16) ^ 0x100);
        Files.writeString(trace, call + ",\"expect\":" + m.toString().replace("[\"" + bits, "[\"" + flipped) + "}\n");
        Run bad = oracle("", "--check", trace.toString(), "--json");
        assertEquals(6, bad.code(), bad.out() + bad.err());
        JsonNode d = JSON.readTree(bad.out()).get("functions").get(0).get("firstDivergence");
        assertEquals("m[1][0]", d.get("field").asText(), bad.out());
        assertEquals(flipped, d.get("expectedBits").asText());
        assertEquals(List.of(), files(work), "--check writes nothing but its summary");
        assertEquals(2, oracle("", "--check", trace.toString(), "--input", trace.toString()).code(),
                "--check reads its trace: --input too is a usage error");
    }
}
