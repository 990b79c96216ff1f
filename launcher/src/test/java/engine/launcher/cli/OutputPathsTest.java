package engine.launcher.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import engine.launcher.exit.ExitCodes;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Bad input round 3, items 1 and 4: every command's output path is checked before its work and refused with exit 3
 * naming the file and what it is; nothing that is not a regular file is ever replaced or followed.
 */
class OutputPathsTest {
    @TempDir
    Path tmp;

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private int run(String... args) {
        return InProcessCli.run(out, err, args);
    }

    private long entries() throws Exception {
        try (Stream<Path> s = Files.list(tmp)) {
            return s.count();
        }
    }

    private Path fifo() throws Exception {
        Path f = tmp.resolve("pipe");
        Process mk = new ProcessBuilder("mkfifo", f.toString()).inheritIO().start();
        assumeTrue(mk.waitFor() == 0, "mkfifo is needed to make a FIFO");
        return f;
    }

    @Test
    void runOutOntoAFifoLeavesTheFifo() throws Exception {
        Path f = fifo();
        assertEquals(ExitCodes.BAD_INPUT, run("run", "billiards", "--out", f.toString()));
        assertTrue(err.toString().contains("--out cannot write " + f + ": it is a FIFO (named pipe)"), err.toString());
        assertFalse(Files.isRegularFile(f, LinkOption.NOFOLLOW_LINKS), "the FIFO is still a FIFO");
        assertEquals(1, entries(), "nothing else was written");
        assertFalse(err.toString().contains("\tat "), "no stack trace");
    }

    @Test
    void runOutOntoASymlinkLeavesTheLinkAndWhatItPointsTo() throws Exception {
        Path real = Files.writeString(tmp.resolve("mine.txt"), "keep me");
        Path link = Files.createSymbolicLink(tmp.resolve("out.jsonl"), real);
        assertEquals(ExitCodes.BAD_INPUT, run("run", "billiards", "--out", link.toString()));
        assertTrue(err.toString().contains("it is a symbolic link to " + real), err.toString());
        assertTrue(Files.isSymbolicLink(link));
        assertEquals("keep me", Files.readString(real));
        assertEquals(2, entries());
    }

    @Test
    void runOutOntoDevNullIsRefusedBeforeAnyWork() {
        assumeTrue(Files.exists(Path.of("/dev/null")), "a Unix /dev/null");
        // The check refuses before anything is created: /dev/null is only looked at, never replaced.
        assertEquals(ExitCodes.BAD_INPUT, run("run", "billiards", "--out", "/dev/null"));
        assertTrue(err.toString().contains("/dev/null: it is a character device, not a regular file"),
                err.toString());
        assertFalse(Files.isRegularFile(Path.of("/dev/null"), LinkOption.NOFOLLOW_LINKS));
        assertEquals("", out.toString(), "no run took place");
    }

    @Test
    void abReportIntoAFolderOrAMissingParentIsExit3WithoutAStackTrace() throws Exception {
        Path folder = Files.createDirectory(tmp.resolve("folder"));
        assertEquals(ExitCodes.BAD_INPUT, run("ab", "billiards", "--report", folder.toString()));
        assertTrue(err.toString().contains("--report cannot write " + folder + ": it is a folder"), err.toString());
        Path missing = tmp.resolve("no/such/ab.html");
        assertEquals(ExitCodes.BAD_INPUT, run("ab", "billiards", "--report", missing.toString()));
        assertTrue(err.toString().contains("no folder"), err.toString());
        assertFalse(err.toString().contains("\tat "), "no stack trace: " + err);
    }

    @Test
    void demoOutIntoAReadOnlyFolderIsExit3() throws Exception {
        Path ro = Files.createDirectory(tmp.resolve("ro"));
        Files.setPosixFilePermissions(ro, PosixFilePermissions.fromString("r-xr-xr-x"));
        assumeTrue(!Files.isWritable(ro), "root may write a read-only folder's files on this file system");
        Path target = ro.resolve("demo.html");
        assertEquals(ExitCodes.BAD_INPUT, run("demo", "--out", target.toString()));
        assertTrue(err.toString().contains("--out cannot write " + target), err.toString());
        assertFalse(err.toString().contains("\tat "), "no stack trace: " + err);
    }

    @Test
    void meshBuildOntoASymlinkIsRefused() throws Exception {
        Path real = Files.write(tmp.resolve("real.cmesh"), new byte[] {1});
        Path link = Files.createSymbolicLink(tmp.resolve("room.cmesh"), real);
        assertEquals(ExitCodes.BAD_INPUT, run("mesh", "build", "--demo", "room", "-o", link.toString()));
        assertArrayEquals(new byte[] {1}, Files.readAllBytes(real));
        assertTrue(Files.isSymbolicLink(link));
    }
}
