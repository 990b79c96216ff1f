package engine.studies;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The summary's numbers from made-up rows: counts, nearest-rank percentiles, and no dependence on row order. */
class StudySummaryTest {
    @TempDir
    Path tmp;

    private Study study() throws Exception {
        Path f = tmp.resolve("s.json");
        Files.writeString(f, "{\"name\": \"t\", \"scenario\": \"crowd-street\", \"frames\": 10, \"axes\": "
                + "[{\"field\": \"bodies[0].count\", \"values\": [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]}], \"top\": 2}");
        return StudyReader.read(f);
    }

    private static VariantRow row(int k, List<VariantRow.Body> parted, List<String> causes) {
        return new VariantRow(k, k, 0, k, List.of(Integer.toString(k + 1)), null, "a", "b", 10, 0, false, 3,
                parted, causes);
    }

    private static VariantRow.Body body(int frame, double dev, String... causes) {
        return new VariantRow.Body("b" + frame, frame, dev, List.of(causes));
    }

    private List<VariantRow> rows() {
        List<VariantRow> rows = new ArrayList<>();
        for (int k = 0; k < 10; k++) {
            List<VariantRow.Body> b = new ArrayList<>();
            b.add(body(k, k + 1, "X"));
            if (k % 2 == 0) {
                b.add(body(100 + k, 0.5, "X", "Y"));
            }
            if (k == 9) {
                b.add(body(5, Double.POSITIVE_INFINITY));
            }
            rows.add(row(k, b, k % 2 == 0 ? List.of("X", "Y") : List.of("X")));
        }
        return rows;
    }

    @Test
    void countsAndNearestRankPercentiles() throws Exception {
        ObjectNode s = StudySummary.of(study(), rows());
        JsonNode x = s.get("corrections").get(0);
        assertEquals("X", x.get("id").asText());
        assertEquals(10, x.get("scenesChanged").asInt());
        assertEquals(15, x.get("bodiesExplained").asInt());
        assertEquals(10, x.get("bodiesAlone").asInt());
        // deviations: 0.5 ×5, then 1..10: the 8th of 15 (rank ⌈0.5·15⌉) is 3, the 14th (⌈0.9·15⌉) is 9
        assertEquals(3.0, x.get("deviation").get("median").asDouble());
        assertEquals(9.0, x.get("deviation").get("p90").asDouble());
        assertEquals(10.0, x.get("deviation").get("max").asDouble());
        assertEquals(9, x.get("top").get(0).get("variant").asInt());
        assertEquals(16, s.get("totals").get("bodiesParted").asInt());
        assertEquals(15, s.get("totals").get("bodiesExplained").asInt()); // the +∞ body has no causes
        JsonNode pair = s.get("interactions").get(0);
        assertEquals("X + Y", pair.get("causes").asText());
        assertEquals(5, pair.get("scenes").asInt());
        assertEquals(1, s.get("axes").get(0).get("levels").get(0).get("scenesChanged").get("Y").asInt());
    }

    @Test
    void theSummaryDoesNotDependOnTheOrderRowsArrive() throws Exception {
        Study s = study();
        byte[] sorted = StudyOutputs.summaryBytes(StudySummary.of(s, rows()));
        Random r = new Random(7);
        for (int i = 0; i < 20; i++) {
            List<VariantRow> shuffled = rows();
            Collections.shuffle(shuffled, r);
            assertArrayEquals(sorted, StudyOutputs.summaryBytes(StudySummary.of(s, shuffled)));
        }
    }

    @Test
    void percentilesAreNearestRank() {
        int[] v = {1, 2, 3, 4};
        assertEquals(2, StudySummary.rank(v, 50));
        assertEquals(4, StudySummary.rank(v, 90));
        assertEquals(1, StudySummary.rank(new int[] {1}, 90));
    }
}
