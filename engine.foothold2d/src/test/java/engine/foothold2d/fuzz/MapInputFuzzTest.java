package engine.foothold2d.fuzz;

import com.code_intelligence.jazzer.junit.FuzzTest;
import engine.api.foothold.FootholdMap;
import engine.api.foothold.Mover;
import engine.api.foothold.MovementSink;
import engine.api.foothold.PhysicsConstants;
import engine.api.foothold.UnsupportedFieldException;
import engine.foothold2d.map.MapFormatException;
import engine.foothold2d.map.MapLoader;
import engine.foothold2d.map.PhysicsLoader;
import engine.foothold2d.move.CMovePath;
import java.io.ByteArrayInputStream;

/**
 * Fuzz targets for the 2D loaders (docs/bad-input.md). Every build runs the seed corpora under
 * src/test/resources/engine/foothold2d/fuzz/MapInputFuzzTestInputs; {@code JAZZER_FUZZ=1
 * -Dtest=MapInputFuzzTest#wzMap} fuzzes one. A loader may only throw MapFormatException; a map that loads is then
 * moved on for a second of updates, which may only refuse a swim or fly map.
 */
class MapInputFuzzTest {

    /** The WZ XML map loader, then movement on the loaded map from its middle. */
    @FuzzTest(maxDuration = "10m")
    void wzMap(byte[] data) {
        FootholdMap map;
        try {
            map = MapLoader.load("fuzz.img.xml", new ByteArrayInputStream(data));
        } catch (MapFormatException e) {
            return;
        }
        Mover m = new Mover();
        m.setPosition((map.bounds().left() + (double) map.bounds().right()) / 2, map.bounds().top());
        m.setInput(data.length % 3 - 1, 0);
        try {
            for (int i = 0; i < 33; i++) {
                CMovePath.faithful().update(map, PhysicsConstants.DEFAULT, m, 30, MovementSink.NONE, null);
            }
        } catch (UnsupportedFieldException e) {
            // a swim or fly map: refused, as documented
        }
    }

    /** The Physics.img loader. */
    @FuzzTest(maxDuration = "10m")
    void physics(byte[] data) {
        try {
            PhysicsLoader.load("fuzz-physics.img.xml", new ByteArrayInputStream(data));
        } catch (MapFormatException e) {
            // the documented refusal
        }
    }
}
