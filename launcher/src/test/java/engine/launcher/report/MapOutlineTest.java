package engine.launcher.report;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** The 2D map's lines the viewer draws: footholds and ladders read from the WZ XML; a map it cannot read says why. */
class MapOutlineTest {

    private static byte[] town() throws Exception {
        try (InputStream in = MapOutlineTest.class.getResourceAsStream("/scenarios/maps/town.img.xml")) {
            return in.readAllBytes();
        }
    }

    @Test
    void theTownMapsFootholdsAndLaddersAreRead() throws Exception {
        MapOutline o = MapOutline.of("town.img.xml", town());
        assertNull(o.problem());
        assertTrue(o.footholds().length / MapOutline.FOOTHOLD_FIELDS >= 20, "footholds: " + o.footholds().length);
        // foothold 1 of layer 0: the wall at x -600 going down from y -100 to 200 (the map's comment)
        assertArrayEquals(new int[] {0, 1, -600, -100, -600, 200},
                Arrays.copyOfRange(o.footholds(), 0, MapOutline.FOOTHOLD_FIELDS));
        assertTrue(o.ladders().length >= MapOutline.LADDER_FIELDS, "ladder 1");
        assertEquals(1, o.ladders()[0], "ladder id 1");
    }

    @Test
    void aDoctypeOrBrokenMapIsNotDrawnAndSaysWhy() {
        String dtd = "<?xml version=\"1.0\"?><!DOCTYPE x [<!ENTITY e SYSTEM \"file:///etc/passwd\">]>"
                + "<imgdir name=\"x\">&e;</imgdir>";
        MapOutline o = MapOutline.of("evil.xml", dtd.getBytes(StandardCharsets.UTF_8));
        assertTrue(o.problem().startsWith("evil.xml: map not drawn"), o.problem());
        assertEquals(0, o.footholds().length);
        MapOutline broken = MapOutline.of("cut.xml", "<imgdir name=\"foothold\"><imgdir".getBytes(StandardCharsets.UTF_8));
        assertTrue(broken.problem().startsWith("cut.xml: map not drawn"), broken.problem());
    }
}
