package engine.launcher.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.meshio.MeshFile;
import engine.launcher.exit.ExitCodes;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The commands that need no framework, run in-process: help and the mesh tools, with their exit codes. */
class MainTest {
    @TempDir
    Path tmp;

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private int run(String... args) {
        return InProcessCli.run(out, err, args);
    }

    @Test
    void helpWorksOnEveryCommand() {
        for (String[] args : new String[][] {{"--help"}, {"kernels", "--help"}, {"quirks", "--help"},
                {"mesh", "--help"}, {"mesh", "build", "--help"}, {"mesh", "info", "--help"},
                {"mesh", "import-obj", "--help"}, {"mesh", "verify", "--help"}, {"oracle", "--help"}}) {
            assertEquals(ExitCodes.OK, run(args), String.join(" ", args));
        }
        assertTrue(out.toString().contains("Exit codes"));
    }

    @Test
    void studyPointsAtTheStudiesJar() {
        assertEquals(ExitCodes.USAGE, run("study", "s.json", "--workers", "2"));
        assertTrue(err.toString().contains("java -jar engine.studies/target/engine-studies.jar study s.json "
                + "--workers 2"), err.toString());
    }

    @Test
    void meshBuildInfoVerifyRoundTrip() throws Exception {
        Path f = tmp.resolve("hf.cmesh");
        assertEquals(0, run("mesh", "build", "--demo", "heightfield", "-o", f.toString()));
        assertEquals(8192, MeshFile.read(f).triangleCount());
        assertEquals(0, run("mesh", "info", f.toString()));
        assertTrue(out.toString().contains("triangles      8192"));
        assertEquals(0, run("mesh", "verify", f.toString()));
    }

    @Test
    void badMeshInputsExitWith3AndNameTheFault() throws Exception {
        Path f = tmp.resolve("room.cmesh");
        assertEquals(0, run("mesh", "build", "--demo", "room", "-o", f.toString()));
        byte[] bytes = Files.readAllBytes(f);
        bytes[0] = 'X';
        Path bad = tmp.resolve("bad.cmesh");
        Files.write(bad, bytes);
        assertEquals(ExitCodes.BAD_INPUT, run("mesh", "verify", f.toString(), bad.toString()));
        assertTrue(err.toString().contains("bad.cmesh: byte 0: header field magic"), err.toString());
        assertEquals(ExitCodes.BAD_INPUT, run("mesh", "info", bad.toString()));
        assertEquals(ExitCodes.BAD_INPUT, run("mesh", "build", "--demo", "castle", "-o", f.toString()));
        assertTrue(err.toString().contains("no demo mesh 'castle'"));
    }

    @Test
    void importObjWritesAMeshAndReportsObjErrorsByLine() throws Exception {
        Path obj = tmp.resolve("tri.obj");
        Files.writeString(obj, "v 0 0 0\nv 1 0 0\nv 0 1 0\nusemtl flags=0x0003,material=4\nf 1 2 3\n");
        Path out1 = tmp.resolve("tri.cmesh");
        assertEquals(0, run("mesh", "import-obj", obj.toString(), "-o", out1.toString(), "--cell", "1"));
        assertEquals(3, MeshFile.read(out1).flags(0));
        assertEquals(4, MeshFile.read(out1).material(0));
        Files.writeString(obj, "v 0 0 0\nv 1 0 0\nv 0 1 0\nf 1 2 9\n");
        assertEquals(ExitCodes.BAD_INPUT, run("mesh", "import-obj", obj.toString(), "-o", out1.toString()));
        assertTrue(err.toString().contains("line 4"), err.toString());
    }
}
