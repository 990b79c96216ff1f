package engine.files;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Writing an output file atomically: the bytes go to a temporary file in the target's folder, are forced to the
 * device, and the temporary file is renamed over the target. Only an absent target or a regular file is ever
 * written: a symbolic link, a folder, a device, a FIFO or a socket is refused before anything is written and again
 * just before the rename, so no rename ever replaces one (as root, a rename over {@code /dev/null} would replace the
 * machine's device). A write that fails (a full disk, a file-size limit, a read-only folder) or is interrupted by
 * SIGTERM or SIGINT deletes the temporary file and leaves any earlier target untouched. Stateless apart from the set
 * of temporary files in flight, which a shutdown hook deletes.
 */
public final class AtomicFiles {

    /** What writes the content to the temporary file's stream. */
    @FunctionalInterface
    public interface Content {
        /** Writes the whole content to out (not closing it). */
        void writeTo(OutputStream out) throws IOException;
    }

    /** Temporary files being written now: deleted by the shutdown hook if the JVM ends first. */
    private static final Set<Path> IN_FLIGHT = ConcurrentHashMap.newKeySet();

    static {
        Runtime.getRuntime().addShutdownHook(new Thread(AtomicFiles::deleteInFlight, "atomic-files-cleanup"));
    }

    private AtomicFiles() {
    }

    /** Writes bytes to target atomically. */
    public static void write(Path target, byte[] bytes) throws IOException {
        write(target, out -> out.write(bytes));
    }

    /**
     * Checks that target can be written as an output (absent or a regular file, in an existing folder), so a command
     * can refuse a bad output path before its work.
     *
     * @throws IOException whose message reads {@code cannot write TARGET: REASON}
     */
    public static void checkTarget(Path target) throws IOException {
        Path abs = target.toAbsolutePath();
        Path dir = abs.getParent();
        if (dir == null || abs.getFileName() == null) {
            throw new IOException("cannot write " + target + ": it names no file");
        }
        String kind = nonRegularKind(abs);
        if (kind != null) {
            throw new IOException("cannot write " + target + ": it is " + kind + ", not a regular file; outputs "
                    + "are written only to a new or regular file");
        }
        if (!Files.isDirectory(dir)) {
            throw new IOException("cannot write " + target + ": no folder " + dir);
        }
        if (!Files.isWritable(dir)) {
            throw new IOException("cannot write " + target + ": the folder " + dir + " is not writable");
        }
    }

    /**
     * Writes content to target atomically.
     *
     * @throws IOException whose message reads {@code cannot write TARGET: REASON}; target is then as it was
     */
    public static void write(Path target, Content content) throws IOException {
        checkTarget(target);
        Path abs = target.toAbsolutePath();
        Path tmp;
        try {
            tmp = createTemp(abs.getParent(), abs);
        } catch (IOException | SecurityException e) {
            throw new IOException("cannot write " + target + ": " + InputFiles.reason(e), e);
        }
        IN_FLIGHT.add(tmp);
        boolean done = false;
        try {
            try (FileChannel ch = FileChannel.open(tmp, StandardOpenOption.WRITE);
                 OutputStream out = new BufferedOutputStream(Channels.newOutputStream(ch), 1 << 16)) {
                content.writeTo(out);
                out.flush();
                ch.force(true);
            }
            keepPermissions(abs, tmp);
            checkTarget(target); // again: the target may have become a link or a device while we wrote
            try {
                Files.move(tmp, abs, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(tmp, abs, StandardCopyOption.REPLACE_EXISTING);
            }
            done = true;
        } catch (IOException e) {
            if (e.getMessage() != null && e.getMessage().startsWith("cannot write ")) {
                throw e;
            }
            throw new IOException("cannot write " + target + ": " + InputFiles.reason(e), e);
        } finally {
            if (!done) {
                Files.deleteIfExists(tmp);
            }
            IN_FLIGHT.remove(tmp);
        }
    }

    /**
     * What path is when it exists and is not a regular file ("a symbolic link to /proc/self/fd/1", "a character
     * device", "a folder", ...), without following a link; null when it is absent or a regular file.
     */
    static String nonRegularKind(Path path) throws IOException {
        BasicFileAttributes a;
        try {
            a = Files.readAttributes(path, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
        } catch (NoSuchFileException e) {
            return null;
        } catch (IOException | SecurityException e) {
            throw new IOException("cannot write " + path + ": " + InputFiles.reason(e), e);
        }
        if (a.isRegularFile()) {
            return null;
        }
        if (a.isSymbolicLink()) {
            String to;
            try {
                to = Files.readSymbolicLink(path).toString();
            } catch (IOException e) {
                to = "an unreadable target";
            }
            return "a symbolic link to " + to;
        }
        if (a.isDirectory()) {
            return "a folder";
        }
        return unixKind(path);
    }

    /** A device, FIFO or socket by its mode bits where the platform shows them. */
    private static String unixKind(Path path) {
        try {
            int type = ((Integer) Files.getAttribute(path, "unix:mode", LinkOption.NOFOLLOW_LINKS)) & 0170000;
            switch (type) {
                case 0020000: return "a character device";
                case 0060000: return "a block device";
                case 0010000: return "a FIFO (named pipe)";
                case 0140000: return "a socket";
                default: break;
            }
        } catch (UnsupportedOperationException | IllegalArgumentException | IOException | ClassCastException e) {
            // no unix view: the generic wording below
        }
        return "a device, FIFO or socket";
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
        if (Files.isRegularFile(target, LinkOption.NOFOLLOW_LINKS)
                && target.getFileSystem().supportedFileAttributeViews().contains("posix")) {
            Files.setPosixFilePermissions(tmp, Files.getPosixFilePermissions(target, LinkOption.NOFOLLOW_LINKS));
        }
    }

    /** The shutdown hook: SIGTERM or SIGINT during a write leaves no temporary file behind. */
    private static void deleteInFlight() {
        for (Path p : IN_FLIGHT) {
            try {
                Files.deleteIfExists(p);
            } catch (IOException | SecurityException e) {
                // best effort while the JVM ends
            }
        }
    }
}
