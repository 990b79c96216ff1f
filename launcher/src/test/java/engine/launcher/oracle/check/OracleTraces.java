package engine.launcher.oracle.check;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import engine.files.Utf8Lines;
import engine.launcher.json.Json;
import engine.launcher.oracle.OracleServer;
import engine.launcher.scenario.PlainEngine;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/** A fresh oracle over the plain engine's providers (faithful, fixed, foothold2d) and scene services, without a framework, serving lines as the command does. */
final class OracleTraces {
    static final ObjectMapper JSON = Json.mapper();

    private OracleTraces() {
    }

    static OracleServer server() {
        PlainEngine engine = new PlainEngine();
        return new OracleServer(engine.providers(), engine.sceneServices());
    }

    static Utf8Lines lines(String... lines) {
        return new Utf8Lines(new ByteArrayInputStream(String.join("\n", lines).getBytes(StandardCharsets.UTF_8)), null,
                1 << 20);
    }

    /** The answers' raw text, one a line. */
    static List<String> rawAnswers(String... lines) throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        server().serve(lines(lines), new PrintStream(bytes, true, StandardCharsets.UTF_8));
        return List.of(bytes.toString(StandardCharsets.UTF_8).split("\n"));
    }

    /** The answers, parsed. */
    static List<JsonNode> answers(String... lines) throws Exception {
        List<JsonNode> out = new ArrayList<>();
        for (String l : rawAnswers(lines)) {
            out.add(JSON.readTree(l));
        }
        return out;
    }

    static JsonNode answer(String line) throws Exception {
        return answers(line).get(0);
    }
}
