package engine.foothold2d.map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import engine.api.foothold.FootholdMap;
import engine.api.foothold.Mover;
import engine.api.foothold.MovementSink;
import engine.api.foothold.PhysicsConstants;
import engine.foothold2d.move.CMovePath;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Regression tests for the 2D loaders' bad-input defects: huge footholds, coordinates past int, FIFOs. */
class BadMapInputTest {
    @TempDir
    Path dir;

    private static String foothold(long x1, long y1, long x2, long y2) {
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?><imgdir name=\"m.img\"><imgdir name=\"foothold\">"
                + "<imgdir name=\"0\"><imgdir name=\"1\"><imgdir name=\"1\"><int name=\"x1\" value=\"" + x1 + "\"/>"
                + "<int name=\"y1\" value=\"" + y1 + "\"/><int name=\"x2\" value=\"" + x2
                + "\"/><int name=\"y2\" value=\""
                + y2 + "\"/><int name=\"prev\" value=\"0\"/><int name=\"next\" value=\"0\"/></imgdir></imgdir></imgdir>"
                + "</imgdir></imgdir>";
    }

    private static FootholdMap load(String xml) {
        return MapLoader.load("m.img.xml", new ByteArrayInputStream(xml.getBytes(StandardCharsets.UTF_8)));
    }

    @Test
    void aFootholdTenMillionPixelsLongLoadsAndMovesInBoundedMemory() {
        FootholdMap map = load(foothold(0, 0, 10_000_000, 10_000_000));
        CompiledMap cm = new CompiledMap(map);
        assertTrue(cm.index.cells() <= CrossIndex.MAX_CELLS, "cells " + cm.index.cells());
        Mover m = new Mover();
        m.setPosition(5_000_000, 4_000_000);
        CMovePath.faithful().update(map, PhysicsConstants.DEFAULT, m, 30, MovementSink.NONE, null);
        assertTrue(Double.isFinite(m.y()), "the mover falls");
    }

    @Test
    void coordinatesOfTwoBillionAreRefusedByNode() {
        MapFormatException e = assertThrows(MapFormatException.class,
                () -> load(foothold(-2_000_000_000, 0, 2_000_000_000, 0)));
        assertEquals("m.img.xml: /foothold/0/1/1/x1: coordinate -2000000000 is beyond +-16777216 px", e.getMessage());
    }

    @Test
    void coordinatesPastIntAreRefusedByNode() {
        MapFormatException e = assertThrows(MapFormatException.class, () -> load(foothold(0, 0, 1L << 31, 0)));
        assertTrue(e.getMessage().startsWith("m.img.xml: /foothold/0/1/1/x2: value '2147483648'"), e.getMessage());
    }

    @Test
    void manyFootholdsSpanningTheWholeMapKeepTheIndexBounded() {
        StringBuilder sb = new StringBuilder("<?xml version=\"1.0\"?><imgdir name=\"m.img\"><imgdir name=\"foothold\">"
                + "<imgdir name=\"0\"><imgdir name=\"1\">");
        for (int i = 1; i <= 300; i++) {
            sb.append("<imgdir name=\"").append(i).append("\"><int name=\"x1\" value=\"").append(-16_000_000 + i)
                    .append("\"/><int name=\"y1\" value=\"-16000000\"/><int name=\"x2\" value=\"16000000\"/>")
                    .append("<int name=\"y2\" value=\"16000000\"/><int name=\"prev\" value=\"0\"/>")
                    .append("<int name=\"next\" value=\"0\"/></imgdir>");
        }
        sb.append("</imgdir></imgdir></imgdir></imgdir>");
        CompiledMap cm = new CompiledMap(load(sb.toString()));
        assertTrue(cm.index.entries() <= CrossIndex.MAX_ENTRIES, "entries " + cm.index.entries());
    }

    @Test
    void loadMapOnAFifoIsRefusedWithoutBlocking() throws Exception {
        Path fifo = dir.resolve("map.img.xml");
        Process p = new ProcessBuilder("mkfifo", fifo.toString()).start();
        assumeTrue(p.waitFor(10, TimeUnit.SECONDS) && p.exitValue() == 0, "mkfifo is not available");
        MapFormatException e = assertThrows(MapFormatException.class, () -> MapLoader.load(fifo));
        assertTrue(e.getMessage().contains("is not a regular file"), e.getMessage());
        assertThrows(MapFormatException.class, () -> PhysicsLoader.load(fifo));
    }

    @Test
    void physicsWithMinFrictionAboveMaxFrictionIsAFormatErrorNotACrash() {
        // Found by the 10-minute physics fuzzing run: each value in range, the pair not.
        String xml = "<imgdir name=\"Physics.img\"><double name=\"maxFriction\" value=\"2\"/>"
                + "<double name=\"minFriction\" value=\"2000\"/></imgdir>";
        MapFormatException e = assertThrows(MapFormatException.class, () -> PhysicsLoader.load("Physics.img.xml",
                new ByteArrayInputStream(xml.getBytes(StandardCharsets.UTF_8))));
        assertTrue(e.getMessage().contains("Physics.img.xml") && e.getMessage().contains("minFriction"),
                e.getMessage());
    }

    @Test
    void aMapPathToAFolderIsNamed() throws Exception {
        Path sub = Files.createDirectory(dir.resolve("maps"));
        MapFormatException e = assertThrows(MapFormatException.class, () -> MapLoader.load(sub));
        assertTrue(e.getMessage().contains("is a folder"), e.getMessage());
    }
}
