package engine.api.io;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
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
        assertEquals("cannot write " + sub + ": it is a folder", e.getMessage());
    }
}
