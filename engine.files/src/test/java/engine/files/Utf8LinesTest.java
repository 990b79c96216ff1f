package engine.files;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** Bad input: numbered strict UTF-8 lines; a bad line is reported by number and the next one still reads. */
class Utf8LinesTest {
    private static Utf8Lines lines(byte[] bytes, int max) {
        return new Utf8Lines(new ByteArrayInputStream(bytes), Path.of("in.txt"), max);
    }

    private static Utf8Lines lines(String text) {
        return lines(text.getBytes(StandardCharsets.UTF_8), 100);
    }

    @Test
    void everyTerminatorEndsALine() throws IOException {
        Utf8Lines in = lines("a\nb\r\nc\rd");
        assertEquals("a", in.next());
        assertEquals("b", in.next());
        assertEquals("c", in.next());
        assertEquals("d", in.next());
        assertNull(in.next());
        assertEquals(4, in.lineNumber());
    }

    @Test
    void anEmptyStreamHasNoLinesAndAFinalTerminatorAddsNone() throws IOException {
        assertNull(lines("").next());
        Utf8Lines in = lines("x\n");
        assertEquals("x", in.next());
        assertNull(in.next());
    }

    @Test
    void aByteOrderMarkIsSkipped() throws IOException {
        assertEquals("v 1 2 3", lines("\ufeffv 1 2 3").next());
    }

    @Test
    void anInvalidByteIsReportedByLineAndTheNextLineStillReads() throws IOException {
        byte[] b = {'o', 'k', '\n', 'a', (byte) 0xff, 'b', '\n', 'n', 'e', 'x', 't'};
        Utf8Lines in = lines(b, 100);
        assertEquals("ok", in.next());
        InputFileException e = assertThrows(InputFileException.class, in::next);
        assertEquals("in.txt: line 2: not UTF-8 text: byte 0xff at byte 2 of the line", e.getMessage());
        assertEquals(2, e.line());
        assertEquals("next", in.next());
    }

    @Test
    void aGzipFileIsNamedAsSuch() {
        byte[] gz = {0x1f, (byte) 0x8b, 0x08, 0x00, (byte) 0xff, 0x00};
        InputFileException e = assertThrows(InputFileException.class, () -> lines(gz, 100).next());
        assertTrue(e.getMessage().contains("looks gzip-compressed"), e.getMessage());
    }

    @Test
    void aLineOverTheLimitIsConsumedAndReported() throws IOException {
        Utf8Lines in = lines(("x".repeat(1000) + "\nshort").getBytes(StandardCharsets.US_ASCII), 16);
        InputFileException e = assertThrows(InputFileException.class, in::next);
        assertEquals("in.txt: line 1: longer than the limit of 16 bytes (16 bytes) for a line", e.getMessage());
        assertEquals("short", in.next());
    }

    @Test
    void aLineExactlyAtTheLimitReads() throws IOException {
        assertEquals("x".repeat(16), lines(("x".repeat(16)).getBytes(StandardCharsets.US_ASCII), 16).next());
    }

    private static String text(java.nio.ByteBuffer b) {
        return new String(b.array(), b.position(), b.remaining(), StandardCharsets.UTF_8);
    }

    @Test
    void nextBytesLeavesOutLeadingBlanksSoABlankLineIsEmpty() throws IOException {
        Utf8Lines in = lines(("\ufeff  {\"a\": 1}\n" + " \t".repeat(1000) + "\n\tx y \n").getBytes(StandardCharsets.UTF_8),
                4096);
        assertEquals("{\"a\": 1}", text(in.nextBytes()), "the byte order mark and the blanks after it");
        java.nio.ByteBuffer blank = in.nextBytes();
        assertEquals(0, blank.remaining());
        assertEquals(256, blank.array().length, "2,000 blanks were not kept");
        assertEquals("x y ", text(in.nextBytes()));
        assertNull(in.nextBytes());
    }

    @Test
    void lastBytesKeepsTheStartOfALineOverTheLimitAndAllOfABadOne() throws IOException {
        byte[] b = ("  0123456789abcdef\n" + "ab\u00ffc\n").getBytes(StandardCharsets.ISO_8859_1);
        Utf8Lines in = lines(b, 8);
        InputFileException e = assertThrows(InputFileException.class, in::nextBytes);
        assertTrue(e.getMessage().contains("longer than the limit of 8 bytes"), e.getMessage());
        assertEquals("012345", text(in.lastBytes()), "the first 8 bytes less the 2 blanks");
        e = assertThrows(InputFileException.class, in::nextBytes);
        assertEquals("in.txt: line 2: not UTF-8 text: byte 0xff at byte 3 of the line", e.getMessage());
        assertEquals(4, in.lastBytes().remaining());
    }

    @Test
    void aBadByteAfterLeadingBlanksIsCountedFromTheLinesStart() throws IOException {
        byte[] b = {' ', ' ', 'a', (byte) 0xc3};
        InputFileException e = assertThrows(InputFileException.class, () -> lines(b, 100).nextBytes());
        assertEquals("in.txt: line 1: not UTF-8 text: byte 0xc3 at byte 4 of the line", e.getMessage());
    }
}
