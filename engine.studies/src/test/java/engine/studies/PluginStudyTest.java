package engine.studies;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import engine.api.kernel.KernelProvider;
import engine.launcher.exit.InputException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A plugin travels as its bundle jar: the study loads its DS component on the plain classpath, and a slot the plugin
 * serves is aggregated as a difference ({@code slot:ID}) like a correction.
 */
class PluginStudyTest {
    @TempDir
    Path tmp;

    private static Path pluginJar() {
        return Path.of(System.getProperty("plugin.jar", "target/plugins/example.spheresweep.jar"));
    }

    @Test
    void theBundlesComponentIsLoadedFromItsJar() {
        List<KernelProvider> p = PluginJars.load(List.of(pluginJar()));
        assertEquals(1, p.size());
        assertEquals("analytic", p.get(0).id());
    }

    @Test
    void aJarWithoutAProviderIsRefusedByName() throws Exception {
        Path empty = tmp.resolve("empty.jar");
        try (var out = new java.util.jar.JarOutputStream(Files.newOutputStream(empty))) {
            out.putNextEntry(new java.util.jar.JarEntry("x.txt"));
        }
        InputException e = assertThrows(InputException.class, () -> PluginJars.load(List.of(empty)));
        assertTrue(e.getMessage().contains(empty.toString()) && e.getMessage().contains("no OSGi component"));
    }

    @Test
    void aPluginSlotIsAggregatedAsADifference() throws Exception {
        Files.copy(pluginJar(), tmp.resolve("analytic.jar"));
        Files.writeString(tmp.resolve("plugin.json"),
                "{\"default\": \"faithful\", \"slots\": {\"sweep.sphere.sphere\": \"analytic\"}}");
        Path f = tmp.resolve("s.json");
        Files.writeString(f, "{\"name\": \"plugin\", \"scenario\": \"billiards\", \"frames\": 90, \"b\": "
                + "\"plugin.json\", \"plugins\": [\"analytic.jar\"], \"budget\": 32}");
        Study s = StudyReader.read(f);
        VariantRow row = new VariantRunner(s).run(s, 0);
        assertEquals(null, row.error());
        JsonNode summary = StudySummary.of(s, List.of(row));
        assertTrue(row.provenCauses().contains("slot:sweep.sphere.sphere"), row.provenCauses().toString());
        JsonNode c = summary.get("corrections").get(0);
        assertEquals("slot:sweep.sphere.sphere", c.get("id").asText());
        assertEquals("slot", c.get("kind").asText());
        assertTrue(c.get("top").get(0).get("ab").asText().endsWith("--plugin analytic.jar"));
    }
}
