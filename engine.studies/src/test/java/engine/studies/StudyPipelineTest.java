package engine.studies;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import engine.launcher.ab.AbAnalysis;
import engine.launcher.ab.AbRunner;
import engine.launcher.ab.Difference;
import engine.launcher.exit.InputException;
import engine.launcher.json.Json;
import engine.launcher.scenario.ScenarioReader;
import engine.launcher.scenario.ScenarioRunner;
import engine.launcher.scenario.ScenarioSource;
import engine.api.selection.Profile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.apache.beam.sdk.Pipeline;
import org.apache.beam.sdk.PipelineResult;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A small study on the direct runner: the summary is the same in every byte with 1 and 4 workers, every difference
 * it credits is a proven cause when its top variant's written scenario is A/B'd again, and the outputs are whole.
 */
class StudyPipelineTest {
    @TempDir
    static Path tmp;
    static Path file;
    static String text;
    static Path one;
    static Path four;

    @BeforeAll
    static void runTwice() throws Exception {
        file = tmp.resolve("small.json");
        text = "{\"name\": \"small\", \"scenario\": \"crowd-street\", \"frames\": 60, \"seed\": 9, \"budget\": 48,"
                + " \"axes\": [{\"field\": \"bodies[0].count\", \"values\": [4, 8]},"
                + " {\"field\": \"bodies[1].count\", \"values\": [2]},"
                + " {\"field\": \"bodies[*].script.velocities[*].velocity\", \"times\": [1, 1.5]},"
                + " {\"field\": \"bodies[*].position\", \"jitter\": 0.2}], \"top\": 2}";
        Files.writeString(file, text);
        one = run(1, "one");
        four = run(4, "four");
    }

    private static Path run(int workers, String name) {
        Path out = tmp.resolve(name);
        Pipeline p = StudyPipeline.build(StudyCommand.options("direct", workers, null, List.of()), file, text, 4,
                out);
        assertEquals(PipelineResult.State.DONE, StudyPipeline.await(p.run(), null));
        return out;
    }

    @Test
    void theSummaryIsTheSameInEveryByteForOneAndFourWorkers() throws Exception {
        assertArrayEquals(Files.readAllBytes(one.resolve("summary.json")), Files.readAllBytes(four.resolve(
                "summary.json")));
        assertArrayEquals(Files.readAllBytes(one.resolve("variants.jsonl")), Files.readAllBytes(four.resolve(
                "variants.jsonl")));
    }

    @Test
    void everyCreditedDifferenceIsAProvenCauseWhenItsTopVariantIsRerun() throws Exception {
        JsonNode s = Json.mapper().readTree(one.resolve("summary.json").toFile());
        assertFalse(s.get("corrections").isEmpty(), "faithful and fixed part in crowd-street");
        ScenarioRunner runner = new ScenarioRunner(new GuiceEngine());
        for (JsonNode c : s.get("corrections")) {
            JsonNode top = c.get("top").get(0);
            Path scenario = one.resolve("variants").resolve(Variants.Variant.id(top.get("variant").asInt())
                    + ".json");
            AbAnalysis an = new AbRunner(runner).run(ScenarioReader.read(ScenarioSource.file(scenario)),
                    Profile.of("faithful"), "faithful", Profile.of("fixed"), "fixed",
                    new AbRunner.Options(48, 2, List.of(), List.of(), null, null));
            assertTrue(an.provenCauses().stream().map(Difference::id).toList().contains(c.get("id").asText()),
                    c.get("id").asText() + " in " + scenario);
        }
    }

    @Test
    void theOutputsAreWhole() throws Exception {
        assertEquals(4, Files.readAllLines(one.resolve("variants.jsonl")).size());
        assertEquals(5, Files.readAllLines(one.resolve("variants.csv")).size());
        JsonNode s = Json.mapper().readTree(one.resolve("summary.json").toFile());
        assertEquals(s.get("corrections").size() + 1, Files.readAllLines(one.resolve("summary.csv")).size());
        String html = Files.readString(one.resolve("summary.html"));
        assertTrue(html.contains("<svg") && html.contains("variants changed") && !html.contains("<script"));
        assertTrue(html.contains(StudyOutputs.sha256(Files.readAllBytes(one.resolve("summary.json")))));
    }

    @Test
    void theCommandRefusesAFullFolderAndAMissingFlinkRunnerClearly() {
        assertEquals(3, Main.run("study", file.toString(), "--out", one.toString(), "--quiet"));
        InputException e = assertThrows(InputException.class,
                () -> StudyCommand.options("flink", null, null, List.of()));
        assertTrue(e.getMessage().contains("built without the Flink runner"), e.getMessage());
        e = assertThrows(InputException.class, () -> StudyCommand.options("spark", null, null, List.of()));
        assertTrue(e.getMessage().contains("must be direct or flink"), e.getMessage());
    }
}
