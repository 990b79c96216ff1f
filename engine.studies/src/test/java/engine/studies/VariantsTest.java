package engine.studies;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import engine.launcher.json.Json;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Variants are a pure function of the study and their index: the documented seeds, grid order and draws. */
class VariantsTest {
    @TempDir
    Path tmp;

    private Study study(String extra) throws Exception {
        Path f = tmp.resolve("s.json");
        Files.writeString(f, "{\"name\": \"t\", \"scenario\": \"crowd-street\", \"frames\": 10, \"seed\": 42, "
                + "\"axes\": [{\"field\": \"bodies[0].count\", \"values\": [2, 3]},"
                + "{\"field\": \"bodies[1].count\", \"values\": [1, 4, 5]},"
                + "{\"field\": \"bodies[5].position\", \"jitter\": 0.5}]" + extra + "}");
        return StudyReader.read(f);
    }

    @Test
    void variantSeedsAreSplittableRandomsOutputsOfTheStudySeed() {
        SplittableRandom r = new SplittableRandom(42);
        for (int k = 0; k < 5; k++) {
            assertEquals(r.nextLong(), Variants.seed(42, k), "variant " + k);
        }
    }

    @Test
    void theGridRunsTheLastAxisFastestAndRepeatOutermost() throws Exception {
        Study s = study(", \"repeat\": 2");
        assertEquals(12, s.variants());
        assertEquals(List.of("2", "1", "random"), Variants.of(s, 0).settings());
        assertEquals(List.of("2", "4", "random"), Variants.of(s, 1).settings());
        assertEquals(List.of("3", "1", "random"), Variants.of(s, 3).settings());
        assertEquals(List.of("2", "1", "random"), Variants.of(s, 6).settings());
        // the repeat copy has its own seed, so its jitter differs
        assertNotEquals(Variants.of(s, 0).scenario(), Variants.of(s, 6).scenario());
    }

    @Test
    void aVariantIsTheSameWhoeverExpandsItAndWhenever() throws Exception {
        Study s = study(", \"sample\": 50");
        Study again = study(", \"sample\": 50");
        Set<String> levels = new HashSet<>();
        for (int k = 49; k >= 0; k--) {
            Variants.Variant v = Variants.of(s, k);
            assertEquals(v, Variants.of(again, k));
            levels.add(String.join(",", v.settings()));
        }
        assertEquals(6, levels.size(), "50 draws from a 2 x 3 grid meet every cell");
    }

    @Test
    void jitterMovesEveryNumberWithinItsAmplitudeAndFactorsMultiplyExactly() throws Exception {
        Study s = study("");
        JsonNode t = s.template();
        JsonNode v = Json.mapper().readTree(Variants.of(s, 0).scenario());
        for (int i = 0; i < 3; i++) {
            double d = v.at("/bodies/5/position/" + i).asDouble() - t.at("/bodies/5/position/" + i).asDouble();
            assertTrue(Math.abs(d) <= 0.5 && d != 0, "jitter " + d);
        }
        Path f = tmp.resolve("x.json");
        Files.writeString(f, "{\"name\": \"t\", \"scenario\": \"crowd-street\", \"axes\": [{\"field\": "
                + "\"bodies[*].script.velocities[*].velocity\", \"times\": [1.5]}]}");
        JsonNode x = Json.mapper().readTree(Variants.of(StudyReader.read(f), 0).scenario());
        assertEquals("3.75", x.at("/bodies/0/script/velocities/0/velocity/0").decimalValue().toPlainString());
        assertEquals("-6", x.at("/bodies/2/script/velocities/1/velocity/1").decimalValue().toPlainString());
    }
}
