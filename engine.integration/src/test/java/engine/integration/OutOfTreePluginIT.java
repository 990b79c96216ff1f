package engine.integration;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.util.jar.JarFile;
import java.util.jar.Manifest;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;

/**
 * The example plugin built as a third party builds it (docs/plugins.md): a standalone project with no parent that
 * imports engine.bom, compiled by a forked Maven (maven-invoker-plugin) against the engine.api the build staged, then
 * handed to the launcher jar with --plugin.
 */
class OutOfTreePluginIT {
    private static final ObjectMapper JSON = new ObjectMapper();
    /** In docs/plugins.md: "File `PATH`:" and, after a blank line, a fenced block with the file's whole text. */
    private static final Pattern FILE_BLOCK = Pattern.compile("File `([^`]+)`:[^\\n]*\\n\\n```[a-z]*\\n(.*?)\\n```\\n",
            Pattern.DOTALL);
    /** An import of the kernel package with a version range, e.g. engine.api.kernel;version="[2.0,2.1)". */
    private static final Pattern API_RANGE =
            Pattern.compile("engine\\.api\\.kernel;version=\"\\[\\d+\\.\\d+,\\d+(\\.\\d+)?\\)\"");
    private static Path project;
    private static Path jar;

    @TempDir
    Path tmp;

    @BeforeAll
    static void builtOutOfTree() throws IOException {
        project = Path.of(System.getProperty("outoftree.plugin.dir", "target/it/example.spheresweep"));
        Path log = project.resolve("build.log");
        jar = project.resolve("target/example.spheresweep-1.0.0.jar");
        assertTrue(Files.isRegularFile(jar), "the standalone build made " + jar + "; its log:\n"
                + (Files.exists(log) ? Files.readString(log) : "(none)"));
    }

    @Test
    void theStandalonePomHasNoParentAndImportsTheBom() throws IOException {
        String pom = Files.readString(project.resolve("pom.xml"));
        assertFalse(pom.contains("<parent>"), "a third party's pom has no parent of this repository");
        assertTrue(pom.contains("<artifactId>engine.bom</artifactId>") && pom.contains("<scope>import</scope>"), pom);
        Matcher v = Pattern.compile("<engine.version>([^<]+)</engine.version>").matcher(pom);
        assertTrue(v.find(), pom);
        assertEquals(System.getProperty("engine.version"), v.group(1), "the standalone pom names this build's version");
    }

    @Test
    void theBomNamesTheVersionsTheEngineIsBuiltWith() throws Exception {
        Element bom = pom(Path.of("..", "engine.bom", "pom.xml"));
        Element parent = pom(Path.of("..", "pom.xml"));
        assertEquals(System.getProperty("engine.version"), text(bom, "version"), "the BOM's version is the engine's");
        Map<String, String> managed = new TreeMap<>();
        NodeList deps = bom.getElementsByTagName("dependency");
        for (int i = 0; i < deps.getLength(); i++) {
            Element d = (Element) deps.item(i);
            managed.put(text(d, "groupId") + ":" + text(d, "artifactId"), text(d, "version"));
        }
        Element props = (Element) parent.getElementsByTagName("properties").item(0);
        assertEquals(Map.of("engine:engine.api", "${project.version}", "engine:engine.ps2float", "${project.version}",
                "engine:engine.meshio", "${project.version}", "engine:engine.files", "${project.version}",
                "org.osgi:osgi.annotation", text(props, "osgi.annotation.version"),
                "org.osgi:org.osgi.service.component.annotations", text(props, "osgi.component.version")), managed);
    }

    private static Element pom(Path file) throws Exception {
        return DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(file.toFile()).getDocumentElement();
    }

    /** The text of element e's first child element named tag. */
    private static String text(Element e, String tag) {
        for (Node n = e.getFirstChild(); n != null; n = n.getNextSibling()) {
            if (n instanceof Element c && c.getTagName().equals(tag)) {
                return c.getTextContent().trim();
            }
        }
        throw new AssertionError("no <" + tag + "> in <" + e.getTagName() + ">");
    }

    @Test
    void theGuideShowsEveryFileItBuildsAsItIs() throws IOException {
        String guide = Files.readString(Path.of("..", "docs", "plugins.md"));
        Matcher m = FILE_BLOCK.matcher(guide);
        Map<String, String> shown = new TreeMap<>();
        while (m.find()) {
            shown.put(m.group(1), m.group(2) + "\n");
        }
        Map<String, String> built = new TreeMap<>();
        try (Stream<Path> files = Files.walk(project)) {
            for (Path p : files.filter(Files::isRegularFile).toList()) {
                String rel = project.relativize(p).toString().replace('\\', '/');
                if (!rel.startsWith("target/") && !rel.equals("build.log")) {
                    built.put(rel, Files.readString(p));
                }
            }
        }
        assertEquals(built.keySet(), shown.keySet(), "the files the guide shows are the project's");
        for (String rel : built.keySet()) {
            assertEquals(built.get(rel), shown.get(rel), "docs/plugins.md shows " + rel + " as it is");
        }
    }

    @Test
    void theBundleImportsTheApiWithARangeAndShipsNoEngineClass() throws IOException {
        try (JarFile j = new JarFile(jar.toFile())) {
            Manifest m = j.getManifest();
            assertEquals("example.spheresweep", m.getMainAttributes().getValue("Bundle-SymbolicName"));
            String imports = m.getMainAttributes().getValue("Import-Package");
            assertTrue(API_RANGE.matcher(imports).find(), imports);
            assertTrue(j.getEntry("OSGI-INF/example.spheresweep.AnalyticProvider.xml") != null,
                    "bnd wrote the DS component");
            assertTrue(j.stream().noneMatch(e -> e.getName().startsWith("engine/")),
                    "the plugin ships no engine class");
        }
    }

    @Test
    void theLauncherSelectsTheOutOfTreeProviderWithPlugin() throws Exception {
        Run r = launcher("kernels", "--plugin", jar.toString(), "--profile", profile(), "--json");
        assertEquals(0, r.code(), r.err());
        JsonNode k = JSON.readTree(r.out());
        JsonNode analytic = null;
        for (JsonNode p : k.get("providers")) {
            if (p.get("id").asText().equals("analytic")) {
                analytic = p;
            }
        }
        assertTrue(analytic != null, "provider analytic installed: " + k.get("providers"));
        assertEquals("example.spheresweep", analytic.get("bundle").asText());
        JsonNode slot = null;
        for (JsonNode s : k.get("slots")) {
            if (s.get("id").asText().equals("sweep.sphere.sphere")) {
                slot = s;
            }
        }
        assertTrue(slot != null, k.toString());
        assertEquals("analytic", slot.get("selected").asText());
    }

    @Test
    void billiardsStepsDifferentlyWithThePlugin() throws Exception {
        // the analytic sweep parts the balls in frame 38 (docs/plugins.md, "Compare it")
        Run faithful = launcher("run", "billiards", "--frames", "60");
        Run plugin = launcher("run", "billiards", "--frames", "60", "--plugin", jar.toString(), "--profile", profile());
        assertEquals(0, faithful.code(), faithful.err());
        assertEquals(0, plugin.code(), plugin.err());
        assertNotEquals(hash(faithful), hash(plugin));
    }

    private String profile() {
        return project.resolve("analytic.json").toString();
    }

    private static String hash(Run r) {
        return r.out().lines().filter(l -> l.startsWith("scene hash: ")).findFirst()
                .orElseThrow(() -> new AssertionError("no scene hash:\n" + r.out()));
    }

    /** One run of the launcher jar. */
    private record Run(int code, String out, String err) {
    }

    private Run launcher(String... args) throws IOException, InterruptedException {
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-jar", Fixtures.launcherJar().toString()));
        cmd.addAll(List.of(args));
        Path out = Files.createTempFile(tmp, "out", ".txt");
        Path err = Files.createTempFile(tmp, "err", ".txt");
        Process p = new ProcessBuilder(cmd).directory(tmp.toFile()).redirectOutput(out.toFile())
                .redirectError(err.toFile()).start();
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), "launcher did not finish");
        return new Run(p.exitValue(), Files.readString(out), Files.readString(err));
    }

}
