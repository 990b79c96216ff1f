package engine.integration;

import static org.junit.jupiter.api.Assertions.assertEquals;
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

/** The built bundles' manifests: only engine.api exports, and every exported package has a version. */
class ManifestIT {
    private static final List<String> EMBEDDED = List.of("engine.api", "engine.faithful", "engine.fixed",
            "engine.foothold2d");

    @Test
    void onlyTheApiExportsAndEveryExportHasAVersion() throws IOException {
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
            if (!e.getKey().equals("engine.api")) {
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
            packages.add(pkg);
        }
        assertEquals(List.of("engine.api.body", "engine.api.contact", "engine.api.foothold", "engine.api.kernel",
                "engine.api.math", "engine.api.mesh", "engine.api.mesh.io", "engine.api.oracle", "engine.api.owner",
                "engine.api.quirk", "engine.api.shape"), packages.stream().sorted().toList());
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
