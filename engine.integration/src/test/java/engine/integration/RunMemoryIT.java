package engine.integration;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Bad input round 3, item 2 (memory budgets as tests): runs and A/B runs keep no frames, so their memory is flat in
 * the frame count. Each runs the jar in a JVM with a small heap on a scene whose frames, kept, would need many times
 * that heap (1,000 bodies × 100,000 frames × 6 doubles is 4.8 GB).
 */
class RunMemoryIT {
    /** 1,000 panes (posed boxes: each frame updates every body, no sweep), cheap enough for 100,000 frames. */
    private static final String PANES = "{\"name\": \"panes\", \"frames\": %d, \"level\": {\"cell\": 2, \"generators\":"
            + " [{\"type\": \"floor\", \"min\": [-2, -2], \"max\": [2, 2]}]}, \"bodies\": [{\"name\": \"p\", \"kind\":"
            + " \"pane\", \"count\": 1000, \"columns\": 40, \"position\": [0, 0, 0], \"step\": [3, 0, 0], \"rowStep\":"
            + " [0, 3, 0], \"size\": [1, 0.1, 1]}]}";

    @TempDir
    Path tmp;

    private String run(String heap, String... args) throws IOException, InterruptedException {
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                heap, "-jar", Fixtures.launcherJar().toString()));
        cmd.addAll(List.of(args));
        Process p = new ProcessBuilder(cmd).directory(tmp.toFile()).redirectErrorStream(true)
                .redirectOutput(tmp.resolve("out.txt").toFile()).start();
        assertTrue(p.waitFor(300, TimeUnit.SECONDS), "the run did not finish");
        String out = Files.readString(tmp.resolve("out.txt"));
        assertEquals(0, p.exitValue(), out);
        return out;
    }

    @Test
    void aThousandBodyRunOfAHundredThousandFramesFitsA256MbHeap() throws Exception {
        Path scene = Files.writeString(tmp.resolve("panes.json"), String.format(PANES, 100_000));
        String out = run("-Xmx256m", "run", scene.toString(), "--profile", "fixed");
        assertTrue(out.contains("1000 bodies, 100000 frames"), out);
    }

    @Test
    void aThousandBodyAbOfTwentyThousandFramesFitsA128MbHeap() throws Exception {
        // Kept, the frames of both runs would need 1.9 GB.
        Path scene = Files.writeString(tmp.resolve("panes.json"), String.format(PANES, 20_000));
        String out = run("-Xmx128m", "ab", scene.toString(), "--a", "fixed", "--b", "fixed", "--json");
        assertTrue(out.contains("\"parted\" : 0"), out);
    }

    @Test
    void aThousandBodyAbWritesItsViewerDecimatedThroughA128MbHeap() throws Exception {
        // 1,000 bodies × 5,000 frames × 8 values is 40 million floats a run; the viewer keeps at most 2^21 of them.
        Path scene = Files.writeString(tmp.resolve("panes.json"), String.format(PANES, 5_000));
        String out = run("-Xmx128m", "ab", scene.toString(), "--a", "fixed", "--b", "fixed", "--report", "v.html");
        assertTrue(out.contains("report: v.html"), out);
        long size = Files.size(tmp.resolve("v.html"));
        // two runs' packs (2 × 8 MiB as base64) and the libraries (about 2.2 MB)
        assertTrue(size < 2 * (1L << 23) * 4 / 3 + 3_000_000, "the viewer's size is capped: " + size);
        assertTrue(Files.readString(tmp.resolve("v.html")).contains("\"stride\":20"), "sampled every 20th frame");
    }

    @Test
    void aRunWritingEveryFrameStreamsItsOutput() throws Exception {
        // 1,000 movers for 3,000 frames: 18 million values written, 144 MB as doubles, through a 64 MB heap.
        String out = run("-Xmx64m", "run", "town-crowd", "--frames", "3000", "--out", "frames.jsonl");
        assertTrue(out.contains("scene hash:"), out);
        try (var lines = Files.lines(tmp.resolve("frames.jsonl"))) {
            assertEquals(3000, lines.count());
        }
    }
}
