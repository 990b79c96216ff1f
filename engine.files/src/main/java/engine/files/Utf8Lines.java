package engine.files;

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
    private final CharBuffer scratch = CharBuffer.allocate(4096);
    private int start;
    private int kept;
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
        ByteBuffer b = read(false);
        return b == null ? null : new String(b.array(), b.position(), b.remaining(), StandardCharsets.UTF_8);
    }

    /**
     * The next line's bytes, checked strict UTF-8, without its terminator, a first line's byte order mark and its
     * leading blanks (ASCII whitespace), or null at the end of the stream: a view of this reader's buffer, valid
     * until the next call. A line of blanks only is an empty view and costs no memory however long it is.
     *
     * @throws InputFileException as {@link #next()}
     */
    public ByteBuffer nextBytes() throws IOException {
        return read(true);
    }

    /**
     * The bytes kept of the line last returned or reported, as {@link #nextBytes()} gives them: all of a line that
     * is not UTF-8, the first maxLineBytes of a line that is too long (less its leading blanks); empty before the
     * first line. A view of this reader's buffer, valid until the next call.
     */
    public ByteBuffer lastBytes() {
        return ByteBuffer.wrap(line, start, kept - start);
    }

    private ByteBuffer read(boolean skipBlanks) throws IOException {
        if (line.length > BUFFER) {
            line = new byte[256]; // a wide line's buffer is not kept for the lines after it
        }
        int n = 0;
        long total = 0;
        long skipped = 0;
        boolean tooLong = false;
        boolean any = false;
        start = 0;
        kept = 0;
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
            if (total++ == maxLineBytes) {
                tooLong = true;
                total--;
                continue;
            }
            if (skipBlanks && (n == 0 || n == 3 && number == 0 && bom()) && blank(b)) {
                skipped++;
                continue;
            }
            if (n == line.length) {
                line = Arrays.copyOf(line, (int) Math.min(maxLineBytes, line.length * 2L));
            }
            line[n++] = b;
        }
        number++;
        kept = n;
        if (number == 1 && n >= 3 && bom()) {
            start = 3; // the UTF-8 byte order mark
        }
        if (number == 1 && n >= 2 && line[0] == (byte) 0x1f && line[1] == (byte) 0x8b) {
            gzip = true;
        }
        if (tooLong) {
            throw new InputFileException(file, number, "longer than the limit of " + maxLineBytes + " bytes ("
                    + InputFiles.human(maxLineBytes) + ") for a line");
        }
        check(skipped);
        return ByteBuffer.wrap(line, start, n - start);
    }

    /** True when the line kept so far starts with the UTF-8 byte order mark. */
    private boolean bom() {
        return line[0] == (byte) 0xef && line[1] == (byte) 0xbb && line[2] == (byte) 0xbf;
    }

    /** ASCII whitespace other than the line terminators (String.isBlank's set below 0x80). */
    private static boolean blank(byte b) {
        return b == ' ' || b == '\t' || b == 0x0b || b == '\f' || b >= 0x1c && b <= 0x1f;
    }

    /** Checks the line is strict UTF-8, decoding it through a small buffer so the check allocates nothing per byte. */
    private void check(long skipped) throws InputFileException {
        decoder.reset();
        ByteBuffer bytes = ByteBuffer.wrap(line, start, kept - start);
        while (true) {
            scratch.clear();
            CoderResult r = decoder.decode(bytes, scratch, true);
            if (r.isOverflow()) {
                continue;
            }
            if (r.isUnderflow()) {
                scratch.clear();
                r = decoder.flush(scratch);
            }
            if (r.isError()) {
                int at = bytes.position();
                String hint = gzip ? " (the file starts with 1f 8b: it looks gzip-compressed; decompress it first)"
                        : "";
                throw new InputFileException(file, number, "not UTF-8 text: byte 0x"
                        + String.format(java.util.Locale.ROOT, "%02x", line[at] & 0xff) + " at byte "
                        + (at - start + 1 + skipped) + " of the line" + hint);
            }
            return;
        }
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
