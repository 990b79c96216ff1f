package engine.files;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import engine.files.AtomicFiles;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

/**
 * Fuzz target for the atomic output write (docs/bad-input.md, "Only a new or regular file is ever written"): a
 * random target (absent, a regular file, a folder, a symbolic link to a file, a folder, nothing or a FIFO, a FIFO,
 * a path under a file or a missing folder), a content writer that may fail part way, and a target that may be
 * swapped for a link, folder or FIFO while the content is written. Invariants: a non-regular target is never
 * replaced and a link never followed, no temporary file is left, a failed write keeps the old file, a write that
 * returns left exactly the new bytes in a regular file.
 */
class AtomicFilesFuzzTest {

    private static final int KINDS = 10;

    /** One write into a fresh temporary folder; every outcome is checked against the invariants. */
    @FuzzTest(maxDuration = "10m")
    void atomicWrite(FuzzedDataProvider data) throws IOException {
        Path dir = Files.createTempDirectory("atomic-fuzz-");
        try {
            writeOnce(dir, data);
        } finally {
            deleteTree(dir);
        }
    }

    private static void writeOnce(Path dir, FuzzedDataProvider data) throws IOException {
        byte[] old = data.consumeBytes(64);
        Path victim = dir.resolve("victim"); // a link's destination: must never change
        Files.write(victim, old);
        Files.createDirectory(dir.resolve("sub"));
        Path fifo = dir.resolve("pipe");
        int kind = data.consumeInt(0, KINDS - 1);
        boolean haveFifo = (kind == 6 || kind == 7) && mkfifo(fifo);
        Path target = dir.resolve("out.bin");
        switch (kind) {
            case 0 -> { } // absent
            case 1 -> Files.write(target, old);
            case 2 -> Files.createDirectory(target);
            case 3 -> Files.createSymbolicLink(target, victim);
            case 4 -> Files.createSymbolicLink(target, dir.resolve("sub"));
            case 5 -> Files.createSymbolicLink(target, dir.resolve("nothing"));
            case 6 -> {
                if (haveFifo) {
                    Files.createSymbolicLink(target, fifo);
                }
            }
            case 7 -> target = haveFifo ? fifo : target;
            case 8 -> target = victim.resolve("under-a-file");
            default -> target = dir.resolve("missing").resolve("out.bin");
        }
        Snapshot before = Snapshot.of(target);
        byte[] content = data.consumeBytes(data.consumeInt(0, 4096));
        int failAfter = data.consumeBoolean() ? data.consumeInt(0, content.length) : -1;
        int swap = data.consumeInt(0, 3); // 0: none; 1: a link; 2: a folder; 3: a FIFO, while the content is written
        Path t = target;
        boolean swapped = false;
        boolean threw;
        try {
            AtomicFiles.write(t, out -> {
                if (swap != 0 && Snapshot.of(t).regularOrAbsent()) {
                    Files.deleteIfExists(t);
                    if (swap == 1) {
                        Files.createSymbolicLink(t, victim);
                    } else if (swap == 2 || !mkfifo(t)) {
                        Files.createDirectory(t);
                    }
                }
                if (failAfter >= 0) {
                    out.write(content, 0, failAfter);
                    throw new IOException("the writer fails after " + failAfter + " bytes");
                }
                out.write(content);
            });
            threw = false;
        } catch (IOException e) {
            assertTrue(e.getMessage().startsWith("cannot write "), e.getMessage());
            threw = true;
        }
        swapped = swap != 0 && before.regularOrAbsent() && !before.unwritableFolder;
        Snapshot after = Snapshot.of(target);
        assertArrayEquals(old, Files.readAllBytes(victim), "a link's destination was written");
        if (!before.regularOrAbsent()) {
            assertTrue(threw, "a " + before + " target was written");
            assertEquals(before, after, "a non-regular target was replaced");
        } else if (swapped) {
            assertTrue(threw, "a target swapped for a non-regular file during the write was replaced");
            assertFalse(after.regularOrAbsent(), "the swapped-in " + after + " was replaced");
        } else if (threw) {
            assertEquals(before, after, "a failed write changed the target");
        } else {
            assertTrue(failAfter < 0, "a failing writer was reported as a success");
            assertTrue(after.regular, "the target is not a regular file after a write");
            assertArrayEquals(content, Files.readAllBytes(target));
        }
        try (Stream<Path> s = Files.list(dir)) {
            List<String> left = s.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".tmp")).toList();
            assertEquals(List.of(), left, "temporary files left behind");
        }
    }

    /** A FIFO at path (false where mkfifo is missing). */
    private static boolean mkfifo(Path path) {
        try {
            Process p = new ProcessBuilder("mkfifo", path.toString()).redirectErrorStream(true).start();
            p.getInputStream().readAllBytes();
            return p.waitFor() == 0;
        } catch (IOException e) {
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            fail("interrupted");
            return false;
        }
    }

    private static void deleteTree(Path root) throws IOException {
        try (Stream<Path> walk = Files.walk(root)) {
            for (Path p : walk.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        }
    }

    /** What a path is, without following a link, and a regular file's bytes. */
    private record Snapshot(boolean absent, boolean regular, String kind, String linkTo, String bytes,
                            boolean unwritableFolder) {
        static Snapshot of(Path p) throws IOException {
            boolean parentOk = p.getParent() != null && Files.isDirectory(p.getParent(), LinkOption.NOFOLLOW_LINKS);
            if (!Files.exists(p, LinkOption.NOFOLLOW_LINKS)) {
                return new Snapshot(true, false, "absent", null, null, !parentOk);
            }
            if (Files.isSymbolicLink(p)) {
                return new Snapshot(false, false, "link", Files.readSymbolicLink(p).toString(), null, false);
            }
            if (Files.isRegularFile(p, LinkOption.NOFOLLOW_LINKS)) {
                return new Snapshot(false, true, "file", null, java.util.HexFormat.of().formatHex(
                        Files.readAllBytes(p)), false);
            }
            return new Snapshot(false, false, Files.isDirectory(p, LinkOption.NOFOLLOW_LINKS) ? "folder" : "special",
                    null, null, false);
        }

        boolean regularOrAbsent() {
            return absent || regular;
        }
    }
}
