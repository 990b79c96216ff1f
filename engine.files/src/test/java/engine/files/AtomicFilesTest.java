package engine.files;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Bad input (outputs): a write replaces its target whole or not at all, and names the reason when it fails. */
class AtomicFilesTest {
    @TempDir
    Path dir;

    private long filesIn(Path d) throws IOException {
        try (Stream<Path> s = Files.list(d)) {
            return s.count();
        }
    }

    @Test
    void aWriteCreatesAndReplacesItsTarget() throws IOException {
        Path f = dir.resolve("room.cmesh");
        AtomicFiles.write(f, new byte[] {1, 2});
        AtomicFiles.write(f, new byte[] {3});
        assertArrayEquals(new byte[] {3}, Files.readAllBytes(f));
        assertEquals(1, filesIn(dir), "no temporary file is left");
    }

    @Test
    void aFailedWriteLeavesTheEarlierFileAndNoPartialFile() throws IOException {
        Path f = dir.resolve("room.cmesh");
        AtomicFiles.write(f, new byte[] {7, 7, 7});
        IOException e = assertThrows(IOException.class, () -> AtomicFiles.write(f, out -> {
            out.write(new byte[4096]);
            throw new IOException("No space left on device");
        }));
        assertEquals("cannot write " + f + ": No space left on device", e.getMessage());
        assertArrayEquals(new byte[] {7, 7, 7}, Files.readAllBytes(f));
        assertEquals(1, filesIn(dir), "the temporary file is deleted");
    }

    @Test
    void aMissingFolderIsNamed() {
        Path f = dir.resolve("no/such/room.cmesh");
        IOException e = assertThrows(IOException.class, () -> AtomicFiles.write(f, new byte[1]));
        assertTrue(e.getMessage().startsWith("cannot write " + f + ": no folder"), e.getMessage());
    }

    @Test
    void aFolderIsNotOverwritten() throws IOException {
        Path sub = Files.createDirectory(dir.resolve("sub"));
        IOException e = assertThrows(IOException.class, () -> AtomicFiles.write(sub, new byte[1]));
        assertTrue(e.getMessage().startsWith("cannot write " + sub + ": it is a folder, not a regular file"),
                e.getMessage());
    }

    /** Regression (bad input round 3, item 1): a symbolic link is refused, neither it nor its target changes. */
    @Test
    void outputOntoASymlinkLeavesTheLinkAndItsTarget() throws IOException {
        Path real = Files.write(dir.resolve("real.txt"), new byte[] {5});
        Path link = Files.createSymbolicLink(dir.resolve("link.txt"), real);
        IOException e = assertThrows(IOException.class, () -> AtomicFiles.write(link, new byte[] {9, 9}));
        assertTrue(e.getMessage().contains("it is a symbolic link to " + real), e.getMessage());
        assertTrue(Files.isSymbolicLink(link), "the link is still a link");
        assertArrayEquals(new byte[] {5}, Files.readAllBytes(real));
        assertEquals(2, filesIn(dir), "no temporary file is left");
    }

    /** Regression (item 1): a dangling link is refused too, and no file appears where it points. */
    @Test
    void outputOntoADanglingSymlinkCreatesNothing() throws IOException {
        Path link = Files.createSymbolicLink(dir.resolve("dangling"), dir.resolve("nowhere"));
        assertThrows(IOException.class, () -> AtomicFiles.write(link, new byte[] {1}));
        assertTrue(Files.isSymbolicLink(link));
        assertFalse(Files.exists(dir.resolve("nowhere"), LinkOption.NOFOLLOW_LINKS));
    }

    /** Regression (item 1): a FIFO is refused by name and kind and stays a FIFO. */
    @Test
    void outputOntoAFifoLeavesTheFifo() throws Exception {
        Path fifo = dir.resolve("pipe");
        Process mk = new ProcessBuilder("mkfifo", fifo.toString()).inheritIO().start();
        assumeTrue(mk.waitFor() == 0, "mkfifo is needed to make a FIFO");
        IOException e = assertThrows(IOException.class, () -> AtomicFiles.write(fifo, new byte[] {1}));
        assertTrue(e.getMessage().contains("it is a FIFO (named pipe), not a regular file"), e.getMessage());
        assertEquals("a FIFO (named pipe)", AtomicFiles.nonRegularKind(fifo));
        assertFalse(Files.isRegularFile(fifo, LinkOption.NOFOLLOW_LINKS), "still not a regular file");
        assertEquals(1, filesIn(dir), "no temporary file is left");
    }

    /** Regression (item 1): /dev/null is recognised as a device (read only: the test never writes there). */
    @Test
    void devNullIsACharacterDevice() throws IOException {
        assumeTrue(Files.exists(Path.of("/dev/null")), "a Unix /dev/null");
        assertEquals("a character device", AtomicFiles.nonRegularKind(Path.of("/dev/null")));
        assertTrue(AtomicFiles.nonRegularKind(Path.of("/dev/stdout")).startsWith("a symbolic link to "));
    }

    /** Regression (item 10): SIGTERM while a write is in flight leaves no temporary file and the old file whole. */
    @Test
    void sigtermDuringAWriteLeavesNoTemporaryFile() throws Exception {
        Path f = Files.write(dir.resolve("frames.jsonl"), new byte[] {1, 2, 3});
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process p = new ProcessBuilder(java, "-cp", System.getProperty("java.class.path"),
                SlowWriterMain.class.getName(), f.toString()).redirectErrorStream(true).start();
        String first = new String(p.getInputStream().readNBytes("writing\n".length()), StandardCharsets.UTF_8);
        assertEquals("writing\n", first, "the writer started");
        assertEquals(2, filesIn(dir), "the temporary file exists while the write is in flight");
        p.destroy(); // SIGTERM on Unix
        assertTrue(p.waitFor(30, TimeUnit.SECONDS));
        assertEquals(1, filesIn(dir), "the shutdown hook deleted the temporary file");
        assertArrayEquals(new byte[] {1, 2, 3}, Files.readAllBytes(f));
    }
}
