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

/** `run --view FILE.html`: writes the one-run viewer beside the summary; a path it cannot write is refused first. */
class ViewOptionTest {
    @TempDir
    Path tmp;

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private int run(String... args) {
        return InProcessCli.run(out, err, args);
    }

    @Test
    void runViewWritesTheViewerOfThatRun() throws Exception {
        Path view = tmp.resolve("v.html");
        Path frames = tmp.resolve("f.jsonl");
        assertEquals(0, run("run", "billiards", "--frames", "20", "--view", view.toString(), "--out",
                frames.toString()), err.toString());
        String html = Files.readString(view);
        assertTrue(html.contains("data-role=\"scene\"") && html.contains("data-scene=\"billiards\""), "a scene");
        assertTrue(html.contains("data-frames=\"20\""));
        assertFalse(html.contains("data-pack=\"b\""), "one run");
        assertEquals(20, Files.readAllLines(frames).size(), "--out still written");
        assertTrue(out.toString().contains("view: " + view), out.toString());
    }

    @Test
    void aViewPathThatCannotBeWrittenIsRefusedBeforeTheRun() throws Exception {
        assertEquals(ExitCodes.BAD_INPUT, run("run", "billiards", "--view", tmp.toString()));
        assertTrue(err.toString().contains("--view cannot write " + tmp + ": it is a folder"), err.toString());
        Path same = tmp.resolve("same.html");
        assertEquals(ExitCodes.BAD_INPUT, run("run", "billiards", "--view", same.toString(), "--out", same.toString()));
        assertTrue(err.toString().contains("--out and --view name the same file"), err.toString());
        assertFalse(Files.exists(same), "nothing written");
    }
}
