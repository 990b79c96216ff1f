package engine.api.io;

import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Arrays;

/**
 * Numbered lines of strict UTF-8 text from a stream. A line ends at \n, \r\n or \r; a UTF-8 byte order mark
 * before the first line is skipped. A line that is not UTF-8, or longer than the limit, is consumed whole and
 * reported as an {@link InputFileException} naming its number, so the caller may go on with the next line.
 * Single-threaded.
 */
public final class Utf8Lines implements Closeable {
    private static final int BUFFER = 1 << 16;

    private final InputStream in;
    private final Path file;
    private final int maxLineBytes;
    private final byte[] buf = new byte[BUFFER];
    private int pos;
    private int end;
    private boolean eof;
    private byte[] line = new byte[256];
    private long number;
    private boolean gzip;
    private final CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder()
            .onMalformedInput(CodingErrorAction.REPORT).onUnmappableCharacter(CodingErrorAction.REPORT);

    /**
     * Lines of in; file names it in errors (null for standard input); a line may hold at most maxLineBytes bytes
     * (its terminator excluded).
     */
    public Utf8Lines(InputStream in, Path file, int maxLineBytes) {
        if (maxLineBytes <= 0) {
            throw new IllegalArgumentException("maxLineBytes " + maxLineBytes + ": must be positive");
        }
        this.in = in;
        this.file = file;
        this.maxLineBytes = maxLineBytes;
    }

    /** The number of the line last returned or reported (1-based; 0 before the first). */
    public long lineNumber() {
        return number;
    }

    /**
     * The next line without its terminator, or null at the end of the stream.
     *
     * @throws InputFileException for a line that is not UTF-8 or is too long (consumed; the next call goes on after
     *                            it), or when the stream fails
     */
    public String next() throws IOException {
        int n = 0;
        boolean tooLong = false;
        boolean any = false;
        while (true) {
            if (pos == end && !fill()) {
                if (!any) {
                    return null;
                }
                break;
            }
            byte b = buf[pos++];
            any = true;
            if (b == '\n') {
                break;
            }
            if (b == '\r') {
                if (pos == end) {
                    fill();
                }
                if (pos < end && buf[pos] == '\n') {
                    pos++;
                }
                break;
            }
            if (n == maxLineBytes) {
                tooLong = true;
                continue;
            }
            if (n == line.length) {
                line = Arrays.copyOf(line, Math.min(maxLineBytes, line.length * 2));
            }
            line[n++] = b;
        }
        number++;
        if (tooLong) {
            throw new InputFileException(file, number, "longer than the limit of " + maxLineBytes + " bytes ("
                    + InputFiles.human(maxLineBytes) + ") for a line");
        }
        int start = 0;
        if (number == 1 && n >= 3 && line[0] == (byte) 0xef && line[1] == (byte) 0xbb && line[2] == (byte) 0xbf) {
            start = 3; // the UTF-8 byte order mark
        }
        if (number == 1 && n >= 2 && line[0] == (byte) 0x1f && line[1] == (byte) 0x8b) {
            gzip = true;
        }
        return decode(start, n);
    }

    private String decode(int start, int n) throws InputFileException {
        decoder.reset();
        ByteBuffer bytes = ByteBuffer.wrap(line, start, n - start);
        CharBuffer chars = CharBuffer.allocate(n - start);
        CoderResult r = decoder.decode(bytes, chars, true);
        if (r.isUnderflow()) {
            r = decoder.flush(chars);
        }
        if (r.isError()) {
            int at = bytes.position();
            String hint = gzip ? " (the file starts with 1f 8b: it looks gzip-compressed; decompress it first)" : "";
            throw new InputFileException(file, number, "not UTF-8 text: byte 0x"
                    + String.format(java.util.Locale.ROOT, "%02x", line[at] & 0xff) + " at byte " + (at - start + 1)
                    + " of the line" + hint);
        }
        chars.flip();
        return chars.toString();
    }

    private boolean fill() throws IOException {
        if (eof) {
            return false;
        }
        int r;
        do {
            r = in.read(buf, 0, buf.length);
        } while (r == 0);
        if (r < 0) {
            eof = true;
            pos = 0;
            end = 0;
            return false;
        }
        pos = 0;
        end = r;
        return true;
    }

    /** Closes the stream. */
    @Override
    public void close() throws IOException {
        in.close();
    }
}
