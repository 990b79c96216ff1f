package engine.studies;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import engine.launcher.ab.AbAnalysis;
import engine.launcher.ab.Difference;
import engine.launcher.json.Json;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * The shipped example's summary (studies/crowd-street-impact.summary.json, the one the README shows) tells the truth:
 * every difference it credits with a change is a proven cause when its top variant, expanded anew from the study
 * file, is A/B'd again, and that variant's row in the summary matches.
 */
class ExampleStudyTest {
    private static final Path STUDY = Path.of("..", "studies", "crowd-street-impact.json");
    private static final Path SUMMARY = Path.of("..", "studies", "crowd-street-impact.summary.json");

    @Test
    void everyCreditedCorrectionIsAProvenCauseInItsTopVariant() throws Exception {
        Study s = StudyReader.read(STUDY);
        JsonNode summary = Json.mapper().readTree(Files.readAllBytes(SUMMARY));
        assertEquals(s.variants(), summary.get("variants").asLong());
        assertFalse(summary.get("corrections").isEmpty());
        VariantRunner runner = new VariantRunner(s);
        Map<Integer, List<String>> proven = new TreeMap<>();
        for (JsonNode c : summary.get("corrections")) {
            assertTrue(c.get("scenesChanged").asInt() > 0);
            int k = c.get("top").get(0).get("variant").asInt();
            List<String> causes = proven.computeIfAbsent(k, x -> {
                AbAnalysis an = runner.analyse(s, Variants.of(s, x), s.comparisons().get(0));
                return an.provenCauses().stream().map(Difference::id).toList();
            });
            assertTrue(causes.contains(c.get("id").asText()), c.get("id").asText() + " in variant " + k + ": "
                    + causes);
        }
    }
}
