package engine.files;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;

/**
 * Opening input files: only regular files (a FIFO, a device such as /dev/zero, a socket or a folder is refused
 * before it is opened), at most a stated number of bytes (checked against the file's size before reading, and
 * again while reading in case it grows). Stateless.
 */
public final class InputFiles {
    /** 1 KiB (bytes). */
    public static final long KIB = 1L << 10;
    /** 1 MiB (bytes). */
    public static final long MIB = 1L << 20;
    /** 1 GiB (bytes). */
    public static final long GIB = 1L << 30;

    private InputFiles() {
    }

    /**
     * Checks that file is a readable regular file of at most limit bytes; kind names what it should be in the
     * errors ("mesh file", "profile"). Returns its size in bytes.
     *
     * @throws InputFileException naming the file and what is wrong, with the limit when it is the size
     */
    public static long check(Path file, long limit, String kind) throws InputFileException {
        BasicFileAttributes a;
        try {
            a = Files.readAttributes(file, BasicFileAttributes.class);
        } catch (NoSuchFileException e) {
            throw new InputFileException(file, "no such file");
        } catch (AccessDeniedException e) {
            throw new InputFileException(file, "cannot be read: permission denied");
        } catch (IOException | SecurityException e) {
            throw new InputFileException(file, "cannot be read: " + reason(e));
        }
        if (a.isDirectory()) {
            throw new InputFileException(file, "is a folder, not a " + kind);
        }
        if (!a.isRegularFile()) {
            throw new InputFileException(file, "is not a regular file (a device, FIFO or socket): a " + kind
                    + " is read only from a regular file");
        }
        if (a.size() > limit) {
            throw new InputFileException(file, "is " + a.size() + " bytes, over the limit of " + limit + " bytes ("
                    + human(limit) + ") for a " + kind);
        }
        if (!Files.isReadable(file)) {
            throw new InputFileException(file, "cannot be read: permission denied");
        }
        return a.size();
    }

    /**
     * Opens file after {@link #check}: the stream fails with an {@link InputFileException} if more than limit
     * bytes come out of it (a file that grew while read).
     */
    public static InputStream open(Path file, long limit, String kind) throws IOException {
        check(file, limit, kind);
        return bounded(Files.newInputStream(file), file, limit, kind);
    }

    /** All bytes of file after {@link #check}, never more than limit. */
    public static byte[] readAll(Path file, long limit, String kind) throws IOException {
        try (InputStream in = open(file, limit, kind)) {
            return in.readAllBytes();
        }
    }

    /** in, failing with an {@link InputFileException} naming file once more than limit bytes were read. */
    public static InputStream bounded(InputStream in, Path file, long limit, String kind) {
        return new FilterInputStream(in) {
            private long left = limit;

            @Override
            public int read() throws IOException {
                int b = super.read();
                if (b >= 0) {
                    take(1);
                }
                return b;
            }

            @Override
            public int read(byte[] buf, int off, int len) throws IOException {
                // left + 1 would overflow for an unbounded stream (limit Long.MAX_VALUE) and ask for a negative count
                int n = super.read(buf, off, left >= len ? len : (int) left + 1);
                if (n > 0) {
                    take(n);
                }
                return n;
            }

            private void take(long n) throws InputFileException {
                left -= n;
                if (left < 0) {
                    throw new InputFileException(file, "is longer than the limit of " + limit + " bytes ("
                            + human(limit) + ") for a " + kind);
                }
            }
        };
    }

    /** The operating system's reason for an I/O failure ("No space left on device"), else the message. */
    public static String reason(Exception e) {
        if (e instanceof java.nio.file.FileSystemException f && f.getReason() != null) {
            return f.getReason();
        }
        if (e instanceof NoSuchFileException) {
            return "no such file or folder";
        }
        if (e instanceof AccessDeniedException) {
            return "permission denied";
        }
        String m = e.getMessage();
        return m == null || m.isBlank() ? e.getClass().getSimpleName() : m;
    }

    /** bytes as KiB, MiB or GiB with one decimal when not whole. */
    static String human(long bytes) {
        if (bytes >= GIB) {
            return unit(bytes, GIB, "GiB");
        }
        if (bytes >= MIB) {
            return unit(bytes, MIB, "MiB");
        }
        if (bytes >= KIB) {
            return unit(bytes, KIB, "KiB");
        }
        return bytes + " bytes";
    }

    private static String unit(long bytes, long unit, String name) {
        return bytes % unit == 0 ? bytes / unit + " " + name : String.format(java.util.Locale.ROOT, "%.1f %s",
                (double) bytes / unit, name);
    }
}
