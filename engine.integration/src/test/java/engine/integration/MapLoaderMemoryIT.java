package engine.integration;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Bad input round 3, item 8: the map loader built a DOM of the whole export and needed 15-22x the file's size (an
 * 83 MB export peaked at 2.4 GB RSS; a 41 MB one killed a 512 MB oracle). It streams now, keeping only the compiled
 * footholds and ladders: the oracle's LoadMap reads a generated export of about 60 MB (20,000 footholds, the rest
 * nodes the movement never reads) in a JVM with a 64 MB heap, and one of 100,000 footholds (28 MB, all footholds)
 * in the same heap.
 */
class MapLoaderMemoryIT {
    @TempDir
    Path tmp;

    private String loadMap(String heap, Path map) throws IOException, InterruptedException {
        String line = "{\"id\": 1, \"provider\": \"foothold2d\", \"call\": \"LoadMap\", \"args\": {\"map\": \""
                + map.toString().replace("\\", "\\\\") + "\"}}\n";
        Process p = new ProcessBuilder(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                heap, "-jar", Fixtures.launcherJar().toString(), "oracle")).directory(tmp.toFile())
                .redirectOutput(tmp.resolve("out.txt").toFile()).redirectError(tmp.resolve("err.txt").toFile())
                .start();
        p.getOutputStream().write(line.getBytes(StandardCharsets.UTF_8));
        p.getOutputStream().close();
        assertTrue(p.waitFor(300, TimeUnit.SECONDS), "the oracle did not finish");
        String out = Files.readString(tmp.resolve("out.txt"));
        assertEquals(0, p.exitValue(), out + Files.readString(tmp.resolve("err.txt")));
        return out;
    }

    @Test
    void aSixtyMegabyteMapExportLoadsInA64MbHeap() throws Exception {
        Path map = tmp.resolve("big.img.xml");
        long size = MapExports.write(map, 20_000, 300_000);
        assertTrue(size > 55_000_000L, "the export is " + size + " bytes");
        String out = loadMap("-Xmx64m", map);
        assertTrue(out.contains("\"ok\":true") && out.contains("\"footholds\":20000") && out.contains("\"ladders\":1"),
                out);
    }

    @Test
    void aHundredThousandFootholdsLoadInA64MbHeap() throws Exception {
        Path map = tmp.resolve("footholds.img.xml");
        long size = MapExports.write(map, 100_000, 0);
        assertTrue(size > 20_000_000L, "the export is " + size + " bytes");
        String out = loadMap("-Xmx64m", map);
        assertTrue(out.contains("\"ok\":true") && out.contains("\"footholds\":100000"), out);
    }
}
