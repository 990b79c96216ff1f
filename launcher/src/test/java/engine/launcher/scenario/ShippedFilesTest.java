package engine.launcher.scenario;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** Issue 21 item 5: an oracle request names a shipped map or level from any folder; a file of that path comes first. */
class ShippedFilesTest {
    private static final Path SCENARIOS = Path.of("..", "scenarios");

    @Test
    void theListIsEveryFileBesideTheShippedScenarios() throws IOException {
        List<String> onDisk;
        try (Stream<Path> s = Stream.concat(Files.list(SCENARIOS.resolve("maps")), Files.list(SCENARIOS.resolve("levels")))) {
            onDisk = s.map(p -> SCENARIOS.relativize(p).toString().replace('\\', '/')).sorted().toList();
        }
        assertEquals(onDisk, ScenarioSource.shippedFiles().stream().sorted().toList());
    }

    @Test
    void aRequestNamesAShippedMapByItsPathOrItsNameWhenNoSuchFileIsThere() throws IOException {
        byte[] town = Files.readAllBytes(SCENARIOS.resolve("maps/town.img.xml"));
        for (String name : List.of("scenarios/maps/town.img.xml", "maps/town.img.xml", "town.img.xml")) {
            assertFalse(Files.exists(Path.of(name)), "the test runs where " + name + " is not a file");
            ScenarioSource src = ScenarioSource.inline("line 1 args");
            assertArrayEquals(town, src.read(name, 1 << 24, "map export"), name);
            assertEquals(List.of("scenarios/maps/town.img.xml (shipped)"), src.used(), name);
        }
    }

    @Test
    void aFileOfThatPathComesFirstAndAnUnknownNameIsStillNoSuchFile() throws IOException {
        ScenarioSource src = ScenarioSource.inline("line 1 args");
        src.read("../scenarios/maps/town.img.xml", 1 << 24, "map export");
        assertEquals(1, src.used().size());
        assertFalse(src.used().get(0).contains("(shipped)"), src.used().toString());
        assertTrue(src.used().get(0).endsWith("town.img.xml"), src.used().toString());
        IOException e = assertThrows(IOException.class, () -> ScenarioSource.inline("line 2 args")
                .read("maps/nowhere.img.xml", 1 << 24, "map export"));
        assertTrue(e.getMessage().contains("nowhere.img.xml"), e.getMessage());
    }

    @Test
    void aScenarioFileOnDiskNeverFallsBackToTheJar() {
        ScenarioSource src = ScenarioSource.file(Path.of("..", "docs", "nothing.json"));
        assertThrows(IOException.class, () -> src.read("maps/town.img.xml", 1 << 24, "map export"),
                "a scenario file's names resolve against its folder only");
    }
}
