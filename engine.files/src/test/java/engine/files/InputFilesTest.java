package engine.files;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Bad input: only regular files are opened, sizes are checked before reading and while reading. */
class InputFilesTest {
    @TempDir
    Path dir;

    @Test
    void aMissingFileIsNamed() {
        InputFileException e = assertThrows(InputFileException.class,
                () -> InputFiles.check(dir.resolve("none.cmesh"), 10, "mesh file"));
        assertEquals(dir.resolve("none.cmesh") + ": no such file", e.getMessage());
    }

    @Test
    void aFolderIsRefused() {
        InputFileException e = assertThrows(InputFileException.class, () -> InputFiles.check(dir, 10, "profile"));
        assertTrue(e.getMessage().endsWith("is a folder, not a profile"), e.getMessage());
    }

    @Test
    void aDeviceIsRefusedBeforeItIsRead() {
        Path zero = Path.of("/dev/zero");
        assumeTrue(Files.exists(zero), "no /dev/zero on this machine");
        InputFileException e = assertThrows(InputFileException.class,
                () -> InputFiles.readAll(zero, InputFiles.GIB, "mesh file"));
        assertTrue(e.getMessage().contains("is not a regular file"), e.getMessage());
    }

    @Test
    void aFifoIsRefusedWithoutBlocking() throws Exception {
        Path fifo = dir.resolve("requests.fifo");
        Process p = new ProcessBuilder("mkfifo", fifo.toString()).start();
        assumeTrue(p.waitFor(10, TimeUnit.SECONDS) && p.exitValue() == 0, "mkfifo is not available");
        InputFileException e = assertThrows(InputFileException.class, () -> InputFiles.open(fifo, 100, "map file"));
        assertTrue(e.getMessage().contains("FIFO"), e.getMessage());
    }

    @Test
    void aFileOverTheLimitIsRefusedFromItsSizeAlone() throws IOException {
        Path big = dir.resolve("big.cmesh");
        try (RandomAccessFile f = new RandomAccessFile(big.toFile(), "rw")) {
            f.setLength(3L * InputFiles.GIB); // sparse: nothing is written or read
        }
        InputFileException e = assertThrows(InputFileException.class,
                () -> InputFiles.readAll(big, InputFiles.GIB, "mesh file"));
        assertEquals(big + ": is 3221225472 bytes, over the limit of 1073741824 bytes (1 GiB) for a mesh file",
                e.getMessage());
    }

    @Test
    void aStreamThatOutgrowsItsLimitFails() throws IOException {
        InputStream in = InputFiles.bounded(new java.io.ByteArrayInputStream(new byte[100]), Path.of("x"), 64, "line");
        InputFileException e = assertThrows(InputFileException.class, in::readAllBytes);
        assertTrue(e.getMessage().contains("longer than the limit of 64 bytes"), e.getMessage());
    }

    @Test
    void aFileWithinTheLimitIsReadWhole() throws IOException {
        Path f = dir.resolve("ok.bin");
        Files.write(f, new byte[] {1, 2, 3});
        assertArrayEquals(new byte[] {1, 2, 3}, InputFiles.readAll(f, 3, "file"));
    }

    @Test
    void sizesReadAsBinaryUnits() {
        assertEquals("1 GiB", InputFiles.human(InputFiles.GIB));
        assertEquals("1.5 MiB", InputFiles.human(3 * InputFiles.MIB / 2));
        assertEquals("512 bytes", InputFiles.human(512));
    }
}
