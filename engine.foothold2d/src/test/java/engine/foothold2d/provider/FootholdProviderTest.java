package engine.foothold2d.provider;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.api.foothold.FootholdMovement;
import engine.api.kernel.KernelConfig;
import engine.api.oracle.FunctionArgumentException;
import engine.api.oracle.SpecFunction;
import engine.api.slots.Slots;
import engine.foothold2d.MapleData;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The provider offers movement-2d and serves UpdatePhysics and the map loader to the oracle. */
class FootholdProviderTest {
    private final FootholdProvider p = new FootholdProvider();

    private SpecFunction fn(String name) {
        return p.functions().stream().filter(f -> f.name().equals(name)).findFirst().orElseThrow();
    }

    @Test
    void offersTheMovementSlot() {
        assertEquals(List.of(Slots.MOVEMENT_2D), p.slots());
        FootholdMovement k = p.kernel(Slots.MOVEMENT_2D, KernelConfig.DEFAULT);
        assertTrue(k instanceof engine.foothold2d.move.CMovePath);
    }

    @Test
    void oracleLoadsMapsAndStepsAMover() {
        String henesys = MapleData.dir().resolve(MapleData.HENESYS).toString();
        Map<String, Object> info = fn("LoadMap").invoke(Map.of("map", henesys));
        assertEquals(338, info.get("footholds"));
        assertArrayEquals(new int[] {-1028, -527, 6338, 760, 0}, (int[]) info.get("bounds"));
        // drop onto Henesys from above: lands after enough time
        Map<String, Object> out = fn("UpdatePhysics").invoke(Map.of("map", henesys,
                "state", new float[] {3000.5f, -400f, 0f, 0f, 0f, 0f}, "ids", new int[] {0, 0, 0, 0, 0, 0, 0},
                "timeMs", 3000));
        assertTrue(((int[]) out.get("ids"))[0] != 0);
        FunctionArgumentException bad = assertThrows(FunctionArgumentException.class,
                () -> fn("LoadMap").invoke(Map.of("map", "/nonexistent/x.img.xml")));
        assertTrue(bad.getMessage().startsWith("LoadMap: argument 'map': x.img.xml: /: cannot be read"), bad.getMessage());
        assertThrows(FunctionArgumentException.class, () -> fn("UpdatePhysics").invoke(Map.of("map", henesys,
                "state", new float[] {0f}, "ids", new int[7], "timeMs", 30)));
        assertEquals(true, fn("SegmentIntersectionTest").invoke(Map.of("fh1", new int[] {0, 0, 10, 0},
                "fh2", new int[] {10, 0, 20, 0}, "pos", new int[] {10, 5})).get("blocked"));
        assertEquals(42.0f, fn("ApplyAccelClamped").invoke(Map.of("v", 0f, "force", 140000f, "mass", 100f,
                "maxVel", 125f, "dt", 0.03f)).get("v"));
    }
}
