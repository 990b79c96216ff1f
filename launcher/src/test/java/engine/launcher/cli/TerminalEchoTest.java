package engine.launcher.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.launcher.exit.ExitCodes;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Bad input round 3, minor item: names, paths and messages from the user were echoed raw to the terminal, so an
 * escape sequence in a scenario's name or a file name reached the terminal. Every echo goes through
 * {@link Names#printable}.
 */
class TerminalEchoTest {
    private static final String ESC = "\u001b]0;owned\u0007\u001b[2J";

    @TempDir
    Path tmp;

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private int run(String... args) {
        return InProcessCli.run(out, err, args);
    }

    private static void assertNoControl(String text) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            assertFalse(Character.isISOControl(c) && c != '\n' && c != '\r' && c != '\t',
                    "raw control character U+" + Integer.toHexString(c) + " in: " + text);
        }
    }

    @Test
    void printableEscapesEveryControlCharacterAndKeepsTheRest() {
        assertEquals("a\\u001b[2Jb\\u0007\\u007f\\u000aé", Names.printable("a\u001b[2Jb\u0007\u007f\né"));
        assertEquals("plain name", Names.printable("plain name"));
    }

    @Test
    void controlCharactersInAScenarioNameAndBodyNamesAreEscapedInTheRunSummary() throws Exception {
        Path scene = tmp.resolve("s.json");
        Files.writeString(scene, "{\"name\": \"x" + json(ESC) + "\", \"frames\": 2, \"level\": {\"generators\": ["
                + "{\"type\": \"floor\", \"min\": [-2, -2], \"max\": [2, 2]}]}, \"bodies\": [{\"name\": \"b"
                + json(ESC) + "\", \"kind\": \"human\", \"position\": [0, 0, 0]}]}");
        assertEquals(ExitCodes.OK, run("run", scene.toString()));
        assertNoControl(out.toString());
        assertNoControl(err.toString());
        assertTrue(out.toString().contains("x\\u001b]0;owned\\u0007"), out.toString());
    }

    @Test
    void controlCharactersInAFileNameAreEscapedInTheErrorMessage() {
        assertEquals(ExitCodes.BAD_INPUT, run("run", tmp.resolve("no" + ESC + ".json").toString()));
        assertNoControl(err.toString());
        assertTrue(err.toString().contains("no\\u001b]0;owned"), err.toString());
    }

    @Test
    void controlCharactersInABadOptionValueOrCommandAreEscapedInTheUsageError() {
        assertEquals(ExitCodes.USAGE, run("run", "--frames", "x" + ESC));
        assertNoControl(err.toString());
        assertTrue(err.toString().contains("x\\u001b]0;owned"), err.toString());
        err.getBuffer().setLength(0);
        assertEquals(ExitCodes.USAGE, run("bo" + ESC + "gus"));
        assertNoControl(err.toString());
    }

    @Test
    void controlCharactersInAMeshPathAreEscapedInVerify() throws Exception {
        Path f = tmp.resolve("m" + ESC + ".cmesh");
        Files.write(f, new byte[] {1, 2, 3});
        assertEquals(ExitCodes.BAD_INPUT, run("mesh", "verify", f.toString()));
        assertNoControl(err.toString());
    }

    private static String json(String s) {
        StringBuilder b = new StringBuilder();
        for (char c : s.toCharArray()) {
            b.append(c < 0x20 || c == 0x7f ? String.format("\\u%04x", (int) c) : String.valueOf(c));
        }
        return b.toString();
    }
}
