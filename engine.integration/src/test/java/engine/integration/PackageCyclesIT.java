package engine.integration;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.spi.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Each bundle's packages form layers: jdeps reads the package dependencies of the built classes, and no two packages
 * of a bundle, or of the launcher, depend on each other through any path.
 */
class PackageCyclesIT {
    @TempDir
    Path tmp;

    @ParameterizedTest
    // engine.files, engine.ps2float and engine.meshio hold one package each: no cycle is possible inside them.
    @ValueSource(strings = {"engine.api", "engine.kernels", "engine.faithful", "engine.fixed", "engine.foothold2d"})
    void noPackageCycleInsideABundle(String bundle) throws IOException {
        Path jar = tmp.resolve(bundle + ".jar");
        try (InputStream in = getClass().getClassLoader().getResourceAsStream("bundles/" + bundle + ".jar")) {
            assertTrue(in != null, "launcher embeds " + bundle);
            Files.copy(in, jar);
        }
        Map<String, Set<String>> edges = packageEdges(jar);
        assertTrue(!edges.isEmpty() || bundle.equals("engine.faithful") || bundle.equals("engine.fixed"),
                "jdeps found no package of " + bundle);
        List<List<String>> cycles = cycles(edges);
        assertEquals(List.of(), cycles, bundle + " has package cycles");
    }

    @Test
    void noPackageCycleInTheLauncher() {
        // the launcher is a plain program, not a bundle: its classes as built
        Path classes = Path.of(System.getProperty("launcher.classes", "../launcher/target/classes"));
        Map<String, Set<String>> edges = packageEdges(classes);
        assertTrue(edges.containsKey("engine.launcher") && edges.containsKey("engine.launcher.cli"),
                "jdeps read the launcher's packages: " + edges.keySet());
        assertEquals(List.of(), cycles(edges), "the launcher has package cycles");
    }

    /** Package to the packages of the same jar (or class folder) it uses, from jdeps -verbose:package. */
    private static Map<String, Set<String>> packageEdges(Path jar) {
        ToolProvider jdeps = ToolProvider.findFirst("jdeps").orElseThrow();
        StringWriter out = new StringWriter();
        int rc = jdeps.run(new PrintWriter(out), new PrintWriter(new StringWriter()), "-verbose:package",
                "-e", "engine\\..*", jar.toString());
        assertEquals(0, rc, "jdeps failed: " + out);
        String self = jar.getFileName().toString();
        Map<String, Set<String>> edges = new TreeMap<>();
        for (String line : out.toString().split("\\R")) {
            String[] p = line.trim().split("\\s+");
            if (p.length >= 4 && p[1].equals("->") && p[3].equals(self) && !p[0].equals(p[2])) {
                edges.computeIfAbsent(p[0], k -> new TreeSet<>()).add(p[2]);
            }
        }
        return edges;
    }

    /** The strongly connected components with more than one package (Tarjan). */
    private static List<List<String>> cycles(Map<String, Set<String>> edges) {
        Map<String, Integer> index = new TreeMap<>();
        Map<String, Integer> low = new TreeMap<>();
        List<String> stack = new ArrayList<>();
        List<List<String>> out = new ArrayList<>();
        int[] counter = {0};
        for (String v : edges.keySet()) {
            if (!index.containsKey(v)) {
                visit(v, edges, index, low, stack, out, counter);
            }
        }
        return out;
    }

    private static void visit(String v, Map<String, Set<String>> edges, Map<String, Integer> index,
                              Map<String, Integer> low, List<String> stack, List<List<String>> out, int[] counter) {
        index.put(v, counter[0]);
        low.put(v, counter[0]);
        counter[0]++;
        stack.add(v);
        for (String w : edges.getOrDefault(v, Set.of())) {
            if (!index.containsKey(w)) {
                visit(w, edges, index, low, stack, out, counter);
                low.put(v, Math.min(low.get(v), low.get(w)));
            } else if (stack.contains(w)) {
                low.put(v, Math.min(low.get(v), index.get(w)));
            }
        }
        if (low.get(v).equals(index.get(v))) {
            List<String> comp = new ArrayList<>();
            String w;
            do {
                w = stack.remove(stack.size() - 1);
                comp.add(w);
            } while (!w.equals(v));
            if (comp.size() > 1) {
                comp.sort(null);
                out.add(comp);
            }
        }
    }
}
