package engine.api.io;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermissions;

/**
 * Writing an output file atomically: the bytes go to a temporary file in the target's folder, are forced to the
 * device, and the temporary file is renamed over the target. A write that fails (a full disk, a file-size limit, a
 * read-only folder) deletes the temporary file and leaves any earlier target untouched. Stateless.
 */
public final class AtomicFiles {

    /** What writes the content to the temporary file's stream. */
    @FunctionalInterface
    public interface Content {
        /** Writes the whole content to out (not closing it). */
        void writeTo(OutputStream out) throws IOException;
    }

    private AtomicFiles() {
    }

    /** Writes bytes to target atomically. */
    public static void write(Path target, byte[] bytes) throws IOException {
        write(target, out -> out.write(bytes));
    }

    /**
     * Writes content to target atomically.
     *
     * @throws IOException whose message reads {@code cannot write TARGET: REASON}; target is then as it was
     */
    public static void write(Path target, Content content) throws IOException {
        Path abs = target.toAbsolutePath();
        Path dir = abs.getParent();
        if (dir == null) {
            throw new IOException("cannot write " + target + ": it names no file");
        }
        if (Files.isDirectory(abs)) {
            throw new IOException("cannot write " + target + ": it is a folder");
        }
        if (!Files.isDirectory(dir)) {
            throw new IOException("cannot write " + target + ": no folder " + dir);
        }
        Path tmp;
        try {
            tmp = createTemp(dir, abs);
        } catch (IOException | SecurityException e) {
            throw new IOException("cannot write " + target + ": " + InputFiles.reason(e), e);
        }
        boolean done = false;
        try {
            try (FileChannel ch = FileChannel.open(tmp, StandardOpenOption.WRITE);
                 OutputStream out = new BufferedOutputStream(Channels.newOutputStream(ch), 1 << 16)) {
                content.writeTo(out);
                out.flush();
                ch.force(true);
            }
            keepPermissions(abs, tmp);
            try {
                Files.move(tmp, abs, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(tmp, abs, StandardCopyOption.REPLACE_EXISTING);
            }
            done = true;
        } catch (IOException e) {
            throw new IOException("cannot write " + target + ": " + InputFiles.reason(e), e);
        } finally {
            if (!done) {
                Files.deleteIfExists(tmp);
            }
        }
    }

    /** The temporary file, readable by all as a new file would be (a temporary file is owner-only by default). */
    private static Path createTemp(Path dir, Path target) throws IOException {
        String prefix = "." + target.getFileName() + ".";
        if (dir.getFileSystem().supportedFileAttributeViews().contains("posix")) {
            return Files.createTempFile(dir, prefix, ".tmp",
                    PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-r--r--")));
        }
        return Files.createTempFile(dir, prefix, ".tmp");
    }

    /** A replaced target keeps its permissions. */
    private static void keepPermissions(Path target, Path tmp) throws IOException {
        if (Files.exists(target) && target.getFileSystem().supportedFileAttributeViews().contains("posix")) {
            Files.setPosixFilePermissions(tmp, Files.getPosixFilePermissions(target));
        }
    }
}
