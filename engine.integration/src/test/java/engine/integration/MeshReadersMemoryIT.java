package engine.integration;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Bad input round 3, deliver 2 (memory budgets as tests) for the mesh readers: a 30 MB OBJ of 980,000 triangles
 * (mesh import-obj, and the same file as a scenario's OBJ level) and the 28 MB .cmesh it becomes (mesh verify),
 * each in a JVM whose heap is the bound docs/bad-input.md gives: about 5x the file for import-obj and the .cmesh
 * reader, 7.5x for a scenario's OBJ level (which reads the file whole, then the mesh).
 */
class MeshReadersMemoryIT {
    private static final int N = 700; // an N x N grid of quads: 491,401 vertices, 980,000 triangles

    @TempDir
    static Path tmp;

    private static Path obj;

    @BeforeAll
    static void writeTheObj() throws IOException {
        obj = tmp.resolve("grid.obj");
        try (BufferedWriter w = Files.newBufferedWriter(obj, StandardCharsets.UTF_8)) {
            for (int j = 0; j <= N; j++) {
                for (int i = 0; i <= N; i++) {
                    w.write(String.format(Locale.ROOT, "v %d %d %.3f%n", i, j, ((i * 7 + j * 3) % 11) * 0.01));
                }
            }
            for (int j = 0; j < N; j++) {
                for (int i = 0; i < N; i++) {
                    int a = j * (N + 1) + i + 1;
                    int c = a + N + 1;
                    w.write("f " + a + " " + (a + 1) + " " + (c + 1) + "\nf " + a + " " + (c + 1) + " " + c + "\n");
                }
            }
        }
    }

    private static String run(String heap, String... args) throws IOException, InterruptedException {
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                heap, "-jar", Fixtures.launcherJar().toString()));
        cmd.addAll(List.of(args));
        Path out = Files.createTempFile(tmp, "out", ".txt");
        Process p = new ProcessBuilder(cmd).directory(tmp.toFile()).redirectErrorStream(true)
                .redirectOutput(out.toFile()).start();
        assertTrue(p.waitFor(300, TimeUnit.SECONDS), "the command did not finish");
        String text = Files.readString(out);
        assertEquals(0, p.exitValue(), text);
        return text;
    }

    @Test
    void aThirtyMegabyteObjImportsAndItsMeshVerifiesInA144MbHeap() throws Exception {
        assertTrue(Files.size(obj) > 29_000_000L, "the OBJ is " + Files.size(obj) + " bytes");
        Path mesh = tmp.resolve("grid.cmesh");
        String out = run("-Xmx144m", "mesh", "import-obj", obj.toString(), "-o", mesh.toString(), "--cell", "4");
        assertTrue(out.contains("491401 vertices, 980000 triangles"), out);
        assertTrue(Files.size(mesh) > 27_000_000L, "the mesh file is " + Files.size(mesh) + " bytes");
        out = run("-Xmx144m", "mesh", "verify", mesh.toString());
        assertTrue(out.contains("OK ") && out.contains("980000 triangles"), out);
    }

    @Test
    void aScenarioWithTheThirtyMegabyteObjLevelRunsInA224MbHeap() throws Exception {
        Path scene = Files.writeString(tmp.resolve("objlevel.json"), "{\"name\": \"objlevel\", \"frames\": 2,"
                + " \"level\": {\"obj\": \"grid.obj\", \"cell\": 4}, \"bodies\": [{\"name\": \"h\", \"kind\":"
                + " \"human\", \"position\": [10, 10, 1]}]}");
        String out = run("-Xmx224m", "run", scene.toString());
        assertTrue(out.contains("scene hash: "), out);
    }
}
