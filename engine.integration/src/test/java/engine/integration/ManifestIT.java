package engine.integration;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.jar.Attributes;
import java.util.jar.JarInputStream;
import java.util.jar.Manifest;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The built bundles' manifests: engine.api exports its contracts at 3.x (3.0.0, or 3.1.0 where a package gained
 * members); besides it only the kernel library and the three implementation libraries (files, PS2 float, mesh files)
 * export, one package each; every export is versioned; no class ships in two bundles; a plugin's imports survive a new slot.
 */
class ManifestIT {
    /** The API packages at 3.1.0: body (the link listener), oracle (SpecWorld), scene (a run's SpecWorld). */
    private static final List<String> MINOR_BUMPED = List.of("engine.api.body", "engine.api.oracle",
            "engine.api.scene");

    private static final List<String> EMBEDDED = List.of("engine.api", "engine.files", "engine.ps2float",
            "engine.meshio", "engine.kernels", "engine.faithful", "engine.fixed", "engine.foothold2d");
    /** The implementation libraries: each exports its one package (named as the bundle) at its own version. */
    private static final List<String> LIBRARIES = List.of("engine.files", "engine.ps2float", "engine.meshio");

    @Test
    void onlyTheApiAndTheLibrariesExportAndEveryExportHasAVersion() throws IOException {
        Map<String, Manifest> manifests = new TreeMap<>();
        for (String name : EMBEDDED) {
            try (InputStream in = getClass().getClassLoader().getResourceAsStream("bundles/" + name + ".jar")) {
                assertNotNull(in, "launcher embeds " + name);
                manifests.put(name, manifest(in));
            }
        }
        try (InputStream in = Files.newInputStream(Fixtures.testPlugin())) {
            manifests.put("engine.testplugin", manifest(in));
        }
        for (Map.Entry<String, Manifest> e : manifests.entrySet()) {
            Attributes a = e.getValue().getMainAttributes();
            assertEquals(e.getKey(), a.getValue("Bundle-SymbolicName"), "folder = artifactId = Bundle-SymbolicName");
            if (e.getKey().equals("engine.kernels")) {
                List<String> exports = splitClauses(a.getValue("Export-Package"));
                assertEquals(1, exports.size(), "the library exports its one package: " + exports);
                assertTrue(exports.get(0).startsWith("engine.kernels.library;"), exports.get(0));
                assertTrue(exports.get(0).contains("version=\"1."), exports.get(0));
            } else if (LIBRARIES.contains(e.getKey())) {
                List<String> exports = splitClauses(a.getValue("Export-Package"));
                assertEquals(1, exports.size(), e.getKey() + " exports its one package: " + exports);
                assertTrue(exports.get(0).startsWith(e.getKey() + ";version=\"1."), exports.get(0));
            } else if (!e.getKey().equals("engine.api")) {
                assertNull(a.getValue("Export-Package"), e.getKey() + " must keep its packages private");
            }
        }
        List<String> clauses = splitClauses(manifests.get("engine.api").getMainAttributes().getValue("Export-Package"));
        List<String> packages = new ArrayList<>();
        Pattern version = Pattern.compile(";version=\"(\\d+\\.\\d+\\.\\d+)\"");
        for (String clause : clauses) {
            String pkg = clause.split(";", 2)[0];
            Matcher m = version.matcher(clause);
            assertTrue(m.find(), pkg + " is exported without a version");
            // Major 3 (API 2); a package that gained members since 3.0.0 is at 3.1.0 (issues 21 and 23).
            String expected = MINOR_BUMPED.contains(pkg) ? "3.1.0" : "3.0.0";
            assertEquals(expected, m.group(1), pkg + ": its @Version");
            packages.add(pkg);
        }
        assertEquals(List.of("engine.api.body", "engine.api.foothold", "engine.api.kernel",
                "engine.api.kernel.body", "engine.api.kernel.mesh", "engine.api.kernel.pair", "engine.api.kernel.shape",
                "engine.api.kernel.sweep",
                "engine.api.kernel.world", "engine.api.math", "engine.api.mesh",
                "engine.api.oracle", "engine.api.quirk", "engine.api.scene", "engine.api.selection", "engine.api.shape",
                "engine.api.slots"),
                packages.stream().sorted().toList());
    }

    @Test
    void noClassShipsInTwoBundles() throws IOException {
        Map<String, String> owner = new TreeMap<>();
        for (String name : EMBEDDED) {
            try (InputStream in = getClass().getClassLoader().getResourceAsStream("bundles/" + name + ".jar");
                 JarInputStream jar = new JarInputStream(in)) {
                for (var entry = jar.getNextJarEntry(); entry != null; entry = jar.getNextJarEntry()) {
                    if (entry.getName().endsWith(".class")) {
                        String before = owner.put(entry.getName(), name);
                        assertNull(before, entry.getName() + " is in " + before + " and " + name);
                    }
                }
            }
        }
        assertTrue(owner.values().stream().filter("engine.faithful"::equals).count() >= 1);
        assertTrue(owner.values().stream().filter("engine.fixed"::equals).count() >= 1);
    }

    @Test
    void aPluginImportsTheSlotCatalogueAsAConsumerSoANewSlotIsAMinorChange() throws IOException {
        Map<String, String> ranges = new TreeMap<>();
        try (InputStream in = Files.newInputStream(Fixtures.testPlugin())) {
            for (String clause : splitClauses(manifest(in).getMainAttributes().getValue("Import-Package"))) {
                Matcher m = Pattern.compile(";version=\"([^\"]*)\"").matcher(clause);
                ranges.put(clause.split(";", 2)[0], m.find() ? m.group(1) : "");
            }
        }
        // The catalogue and the quirks are only used: any 3.x accepted, so adding a slot or a quirk keeps it.
        assertEquals("[3.0,4)", ranges.get("engine.api.slots"));
        assertEquals("[3.0,4)", ranges.get("engine.api.quirk"));
        // What it implements is a provider type: the SPI and the one kernel family it serves.
        assertEquals("[3.0,3.1)", ranges.get("engine.api.kernel"));
        assertEquals("[3.0,3.1)", ranges.get("engine.api.kernel.mesh"));
        assertFalse(ranges.containsKey("engine.api.kernel.body"), "a family it does not implement is not imported");
    }

    private static Manifest manifest(InputStream in) throws IOException {
        try (JarInputStream jar = new JarInputStream(in)) {
            return jar.getManifest();
        }
    }

    /** Splits an OSGi header at the commas that are outside quotes. */
    private static List<String> splitClauses(String header) {
        List<String> out = new ArrayList<>();
        StringBuilder cur = new StringBuilder();
        boolean quoted = false;
        for (char c : header.toCharArray()) {
            if (c == '"') {
                quoted = !quoted;
            }
            if (c == ',' && !quoted) {
                out.add(cur.toString());
                cur.setLength(0);
            } else {
                cur.append(c);
            }
        }
        out.add(cur.toString());
        return out;
    }
}
