package engine.studies;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.launcher.exit.InputException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The study file is strict: every refusal names the file and the field, and the template's own rules apply. */
class StudyReaderTest {
    @TempDir
    Path tmp;

    private static final String BASE = "\"name\": \"t\", \"scenario\": \"crowd-street\", \"frames\": 10";

    private Study read(String body) throws Exception {
        Path f = tmp.resolve("s.json");
        Files.writeString(f, "{" + body + "}");
        return StudyReader.read(f);
    }

    private String refusal(String body) {
        InputException e = assertThrows(InputException.class, () -> read(body));
        assertTrue(e.getMessage().startsWith(tmp.resolve("s.json").toString() + ": "), e.getMessage());
        return e.getMessage();
    }

    @Test
    void aGridOfValuesRangesAndFactorsExpandsToTheirProduct() throws Exception {
        Study s = read(BASE + ", \"axes\": [{\"field\": \"bodies[0].count\", \"values\": [1, 2, 3]},"
                + "{\"field\": \"dt\", \"range\": {\"from\": 0.02, \"to\": 0.04, \"step\": 0.01}},"
                + "{\"field\": \"bodies[*].velocity\", \"times\": [0.5, 2]}], \"repeat\": 2");
        assertEquals(3 * 3 * 2 * 2, s.variants());
        assertEquals("0.03", s.axes().get(1).levels().get(1).decimalValue().toPlainString());
        assertEquals("fixed", s.comparisons().get(0).b());
    }

    @Test
    void unknownFieldsAreRefusedByName() {
        assertTrue(refusal(BASE + ", \"sampel\": 3").contains("field sampel: unknown"));
        assertTrue(refusal(BASE + ", \"axes\": [{\"field\": \"dt\", \"values\": [0.1], \"x\": 1}]")
                .contains("field axes[0].x: unknown"));
    }

    @Test
    void outOfRangeValuesAreRefusedByName() {
        assertTrue(refusal(BASE + ", \"budget\": -1").contains("field budget: must be an integer in 0..100000"));
        String frames = refusal("\"name\": \"t\", \"scenario\": \"crowd-street\", \"frames\": 0");
        assertTrue(frames.contains("field frames"), frames);
        assertTrue(refusal(BASE + ", \"top\": 1000").contains("field top"));
    }

    @Test
    void aValueTheScenarioRefusesIsRefusedNamingTheAxisAndTheScenarioField() {
        String m = refusal(BASE + ", \"axes\": [{\"field\": \"bodies[0].count\", \"values\": [2, 5000]}]");
        assertTrue(m.contains("field axes[0].values[1]: the scenario refuses this value"), m);
        assertTrue(m.contains("bodies[0].count"), m);
        String half = refusal(BASE + ", \"axes\": [{\"field\": \"bodies[0].count\", \"times\": [0.5, 0.3]}]");
        assertTrue(half.contains("field axes[0].times[1]"), half); // 16 × 0.3 is not a count
        String u = refusal(BASE + ", \"axes\": [{\"field\": \"bodies[0].scale\", \"uniform\": {\"min\": 1, "
                + "\"max\": 20}}]");
        assertTrue(u.contains("field axes[0].uniform.max"), u);
    }

    @Test
    void aPathThatReachesNothingOrIsNoPathIsRefused() {
        assertTrue(refusal(BASE + ", \"axes\": [{\"field\": \"bodies[99].count\", \"values\": [1]}]")
                .contains("reaches no field"));
        assertTrue(refusal(BASE + ", \"axes\": [{\"field\": \"bodies[x]\", \"values\": [1]}]")
                .contains("not a field path"));
        assertTrue(refusal(BASE + ", \"axes\": [{\"field\": \"dt\"}]").contains("exactly one of"));
    }

    @Test
    void comparisonsAreTwoProfilesOrToggles() throws Exception {
        Study s = read(BASE + ", \"toggles\": [\"SORT_SMEAR\", \"SPHERE_CAPSULE_INWARD_NORMAL\"]");
        assertEquals(2, s.comparisons().size());
        assertEquals(2, s.units());
        assertTrue(refusal(BASE + ", \"toggles\": [\"NOT_A_QUIRK\"]").contains("field toggles[0]: unknown quirk"));
        assertTrue(refusal(BASE + ", \"b\": \"fixed\", \"toggles\": [\"SORT_SMEAR\"]").contains("not both"));
        assertTrue(refusal(BASE + ", \"b\": \"No Such\"").contains("field b:"));
    }

    @Test
    void theTemplateIsAShippedScenarioOrAFileBesideTheStudy() throws Exception {
        assertTrue(refusal("\"name\": \"t\", \"scenario\": \"nowhere\"").contains("field scenario: nowhere"));
        Files.writeString(tmp.resolve("bad.json"), "{\"name\": \"x\", \"type\": \"3d\"}");
        assertTrue(refusal("\"name\": \"t\", \"scenario\": \"bad.json\"").contains("field scenario:"));
        assertTrue(refusal("\"scenario\": \"crowd-street\"").contains("field name: missing"));
    }

    @Test
    void tooManyVariantsAreRefused() {
        assertTrue(refusal(BASE + ", \"sample\": 6000000, \"toggles\": [\"SORT_SMEAR\", \"PASS_BOX_FROM_START\"]")
                .contains("field sample: the study would run more than 10000000 A/Bs"));
        assertTrue(refusal(BASE + ", \"sample\": 5, \"repeat\": 2").contains("not both"));
    }
}
