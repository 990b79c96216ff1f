package engine.api.io;

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
}
