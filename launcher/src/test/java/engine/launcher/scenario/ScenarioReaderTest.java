package engine.launcher.scenario;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.api.scene.Scene2D;
import engine.api.scene.Scene3D;
import engine.launcher.exit.InputException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The scenario reader: what a good file gives, and that every bad one is refused naming the file and the field. */
class ScenarioReaderTest {
    static final String GOOD = "{\"name\": \"t\", \"frames\": 5, \"level\": {\"generators\": ["
            + "{\"type\": \"floor\", \"min\": [-2, -2], \"max\": [2, 2]}]},"
            + " \"bodies\": [{\"name\": \"h\", \"kind\": \"human\", \"position\": [0, 0, 0], \"count\": 3,"
            + " \"step\": [1, 0, 0]}]}";

    @TempDir
    Path dir;

    private static InputException bad(String text) {
        return assertThrows(InputException.class, () -> ScenarioReader.parse(text, ScenarioSource.inline("s.json")));
    }

    /** A/B you can trust, item 4: an OBJ level takes its up axis; a degenerate face is skipped, or refused. */
    @Test
    void anObjLevelTakesItsUpAxisAndSkipsOrRefusesADegenerateFace() throws IOException {
        Scene3D shipped = (Scene3D) ScenarioReader.read(ScenarioSource.of("ramp-drop"));
        assertEquals(223, shipped.level().triangleCount(), "the y-up yard without its collinear sliver");
        float top = -Float.MAX_VALUE;
        for (int v = 0; v < shipped.level().vertexCount(); v++) {
            top = Math.max(top, shipped.level().vertex(v, 2));
        }
        assertEquals(3f, top, "z is up: the walls and the ramp's high end reach 3 m");
        Files.writeString(dir.resolve("sliver.obj"), "v 0 0 0\nv 1 0 0\nv 0 1 0\nv 2 0 0\nf 1 2 3\nf 1 2 4\n");
        String scene = "{\"name\": \"t\", \"level\": {\"obj\": \"sliver.obj\", \"degenerate\": \"%s\"},"
                + " \"bodies\": [{\"name\": \"h\", \"kind\": \"human\", \"position\": [0, 0, 0]}]}";
        Path f = Files.writeString(dir.resolve("s.json"), String.format(scene, "skip"));
        assertEquals(1, ((Scene3D) ScenarioReader.read(ScenarioSource.file(f))).level().triangleCount());
        Files.writeString(f, String.format(scene, "refuse"));
        InputException e = assertThrows(InputException.class, () -> ScenarioReader.read(ScenarioSource.file(f)));
        assertTrue(e.getMessage().contains("line 6") && e.getMessage().contains("collinear"), e.getMessage());
        Files.writeString(f, String.format(scene, "skip").replace("\"degenerate\"", "\"up\""));
        assertTrue(assertThrows(InputException.class, () -> ScenarioReader.read(ScenarioSource.file(f))).getMessage()
                .contains("level.up: 'skip' is not y or z"));
    }

    @Test
    void aGoodScenarioGivesItsBodiesExpandedFromTheGroup() {
        Scene3D s = (Scene3D) ScenarioReader.parse(GOOD, ScenarioSource.inline("s.json"));
        assertEquals(3, s.bodies().size());
        assertEquals("h2", s.bodies().get(2).name());
        assertEquals(2f, s.bodies().get(2).x());
        assertEquals(5, s.frames());
        assertTrue(s.level().triangleCount() > 0);
    }

    @ParameterizedTest(name = "{1}")
    @CsvSource(delimiter = '|', value = {
        "\"frames\": 5,|field frames: must be an integer in 1..1000000|\"frames\": 0,",
        "\"frames\": 5,|field extra: unknown|\"frames\": 5, \"extra\": 1,",
        "\"position\": [0, 0, 0]|field bodies[0].position[2]: out of range|\"position\": [0, 0, 1e400]",
        "\"kind\": \"human\"|field bodies[0].kind: must be one of|\"kind\": \"dragon\"",
        "\"type\": \"floor\"|field level.generators[0].type: unknown generator|\"type\": \"lava\"",
        "\"count\": 3|field bodies[0].count: must be an integer in 1..4096|\"count\": 5000",
        "\"frames\": 5,|not valid JSON|\"frames\": 5, \"frames\": 6,"})
    void aBadFieldIsRefusedNamingTheFileAndItsPath(String from, String message, String to) {
        InputException e = bad(GOOD.replace(from, to));
        assertTrue(e.getMessage().startsWith("s.json: "), e.getMessage());
        assertTrue(e.getMessage().contains(message), e.getMessage());
    }

    /** Bad input round 3, item 3: flags wider than 32 bits ran truncated ("flags": 4294967297 ran with flags 1). */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "4294967297|4294967297 is out of range 0..4294967295",
        "-1|-1 is out of range 0..4294967295",
        "18446744073709551617|18446744073709551617 is out of range 0..4294967295",
        "\"0x100000001\"|is not an integer or \"0x\" and 1 to 8 hex digits"})
    void flagsWiderThan32BitsAreRefusedNotTruncated(String value, String message) {
        InputException e = bad(GOOD.replace("\"count\": 3", "\"count\": 3, \"flags\": " + value));
        assertTrue(e.getMessage().startsWith("s.json: field bodies[0].flags: "), e.getMessage());
        assertTrue(e.getMessage().contains(message), e.getMessage());
    }

    @Test
    void flagsOf32BitsAreKeptWhole() {
        Scene3D s = (Scene3D) ScenarioReader.parse(GOOD.replace("\"count\": 3", "\"count\": 3, \"flags\": 4294967295"),
                ScenarioSource.inline("s.json"));
        assertEquals(-1, s.bodies().get(0).flags());
        s = (Scene3D) ScenarioReader.parse(GOOD.replace("\"count\": 3", "\"count\": 3, \"flags\": \"0x80000001\""),
                ScenarioSource.inline("s.json"));
        assertEquals(0x80000001, s.bodies().get(0).flags());
    }

    /** The owner's 64-bit state word takes 64 bits and refuse anything wider, naming the field. */
    @Test
    void aStateOrSeedWiderThan64BitsIsRefused() {
        InputException e = bad(GOOD.replace("\"count\": 3", "\"count\": 3, \"state\": 18446744073709551616"));
        assertTrue(e.getMessage().startsWith("s.json: field bodies[0].state: 18446744073709551616 is out of range"),
                e.getMessage());
        e = bad(GOOD.replace("\"count\": 3", "\"count\": 3, \"state\": \"0x10000000000000000\""));
        assertTrue(e.getMessage().startsWith("s.json: field bodies[0].state: "), e.getMessage());
        e = bad(GOOD.replace("\"count\": 3", "\"count\": 3, \"state\": 1.5"));
        assertTrue(e.getMessage().contains("field bodies[0].state: expected an integer"), e.getMessage());
    }

    @Test
    void trailingContentAfterTheObjectIsRefused() {
        assertTrue(bad(GOOD + " {}").getMessage().contains("not valid JSON"));
    }

    @Test
    void aMissingMapFileIsNamed() throws IOException {
        Path f = dir.resolve("s.json");
        Files.writeString(f, "{\"name\": \"m\", \"type\": \"2d\", \"map\": \"nowhere.img.xml\", \"crowd\": 3}");
        InputException e = assertThrows(InputException.class, () -> ScenarioReader.read(ScenarioSource.file(f)));
        assertTrue(e.getMessage().contains("field map") && e.getMessage().contains("nowhere.img.xml"),
                e.getMessage());
    }

    @Test
    void aFileOverTheSizeLimitIsRefusedBeforeParsing() throws IOException {
        Path f = dir.resolve("big.json");
        Files.write(f, new byte[(int) ScenarioReader.MAX_FILE_BYTES + 1]);
        InputException e = assertThrows(InputException.class, () -> ScenarioReader.read(ScenarioSource.file(f)));
        assertTrue(e.getMessage().contains("big.json"), e.getMessage());
    }

    @Test
    void a2dScenarioReadsPartialStatsOverTheDefaults() {
        Scene2D s = (Scene2D) ScenarioReader.read(ScenarioSource.of("town-crowd"));
        assertEquals(1.2, s.movers().get(1).stats().walkJump());
        assertEquals(1000, s.bodyCount());
    }
}
