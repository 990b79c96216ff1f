package engine.launcher.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import engine.meshio.MeshFile;
import engine.launcher.exit.ExitCodes;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Regression tests for the commands' bad-input defects, run in-process: exit 3 and a message naming the fault. */
class BadInputCommandsTest {
    private static final String TRIANGLE_OBJ = "v 0 0 0\nv 1 0 0\nv 0 1 0\nusemtl wall\nf 1 2 3\n";

    @TempDir
    Path tmp;

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private int run(String... args) {
        return InProcessCli.run(out, err, args);
    }

    private int importWithMaterials(String materialsJson) throws Exception {
        Path obj = tmp.resolve("tri.obj");
        Files.writeString(obj, TRIANGLE_OBJ);
        Path materials = tmp.resolve("materials.json");
        Files.writeString(materials, materialsJson);
        return run("mesh", "import-obj", obj.toString(), "-o", tmp.resolve("tri.cmesh").toString(), "--materials",
                materials.toString());
    }

    @Test
    void materialsFlagsOverU16AreABadInputNotAStackTrace() throws Exception {
        assertEquals(ExitCodes.BAD_INPUT, importWithMaterials("{\"wall\": {\"flags\": 99999999}}"));
        assertTrue(err.toString().contains("material wall field flags: 99999999 is out of range 0..65535"),
                err.toString());
        assertFalse(err.toString().contains("\tat "), "no stack trace: " + err);
    }

    @Test
    void materialsFlagsThatAreNotIntegersAreRefusedNotTruncated() throws Exception {
        assertEquals(ExitCodes.BAD_INPUT, importWithMaterials("{\"wall\": {\"flags\": 1.5}}"));
        assertTrue(err.toString().contains("material wall field flags: expected an integer"), err.toString());
    }

    @Test
    void materialsGivenInHexAreRead() throws Exception {
        assertEquals(ExitCodes.OK, importWithMaterials("{\"wall\": {\"flags\": \"0x4003\", \"material\": 7}}"));
        assertEquals(0x4003, MeshFile.read(tmp.resolve("tri.cmesh")).flags(0));
    }

    @Test
    void meshVerifyOnAMissingFileSaysItIsMissing() {
        Path none = tmp.resolve("none.cmesh");
        assertEquals(ExitCodes.BAD_INPUT, run("mesh", "verify", none.toString()));
        assertTrue(err.toString().contains("INVALID " + none + ": no such file"), err.toString());
    }

    @Test
    void meshInfoOnDevZeroIsRefusedAtOnce() {
        assumeTrue(Files.exists(Path.of("/dev/zero")), "no /dev/zero here");
        assertEquals(ExitCodes.BAD_INPUT, run("mesh", "info", "/dev/zero"));
        assertTrue(err.toString().contains("/dev/zero: is not a regular file"), err.toString());
    }

    @Test
    void writingIntoAMissingFolderThatCannotBeMadeNamesTheReason() throws Exception {
        Path file = Files.writeString(tmp.resolve("plain"), "x");
        Path target = file.resolve("room.cmesh"); // a folder that would have to be made inside a file
        assertEquals(ExitCodes.BAD_INPUT, run("mesh", "build", "--demo", "room", "-o", target.toString()));
        assertTrue(err.toString().contains("cannot write " + target + ": "), err.toString());
    }

    @Test
    void aFailedWriteKeepsTheEarlierFile() throws Exception {
        Path f = tmp.resolve("room.cmesh");
        assertEquals(ExitCodes.OK, run("mesh", "build", "--demo", "room", "-o", f.toString()));
        byte[] before = Files.readAllBytes(f);
        Path obj = tmp.resolve("bad.obj");
        Files.writeString(obj, "v 0 0 0\nf 1 2 3\n");
        assertEquals(ExitCodes.BAD_INPUT, run("mesh", "import-obj", obj.toString(), "-o", f.toString()));
        assertArrayEquals(before, Files.readAllBytes(f), "a failed import leaves the earlier file");
    }

    @Test
    void kernelsWithAProfileOnDevZeroIsRefusedAtOnce() {
        assumeTrue(Files.exists(Path.of("/dev/zero")), "no /dev/zero here");
        assertEquals(ExitCodes.BAD_INPUT, run("kernels", "--profile", "/dev/zero"));
        assertTrue(err.toString().contains("/dev/zero: is not a regular file"), err.toString());
    }
}
