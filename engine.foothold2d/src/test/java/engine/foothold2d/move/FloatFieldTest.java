package engine.foothold2d.move;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.api.foothold.FootholdMap;
import engine.api.foothold.MovementSink;
import engine.api.foothold.Mover;
import engine.api.foothold.PhysicsConstants;
import engine.api.foothold.UnsupportedFieldException;
import engine.foothold2d.MapleData;
import org.junit.jupiter.api.Test;

/**
 * Swimming and flying maps: loading one says so (the map's field and a warning line); stepping a mover on one is
 * refused with {@link UnsupportedFieldException}, leaving the mover as it was, until the caller opts in to ground
 * physics with {@link FootholdMap#withGroundPhysics()}.
 */
class FloatFieldTest {
    private final CMovePath kernel = CMovePath.corrected();

    @Test
    void aSwimmingMapIsReportedAndRefusedUntilTheCallerOptsIn() {
        refusedUntilOptIn(MapleData.loadSynthetic(MapleData.AQUARIUM), "info/swim is set (a swimming map)");
    }

    @Test
    void aFlyingMapIsReportedAndRefusedUntilTheCallerOptsIn() {
        refusedUntilOptIn(MapleData.loadSynthetic(MapleData.SKYWAY), "info/fly is set (a flying map)");
    }

    private void refusedUntilOptIn(FootholdMap map, String what) {
        assertTrue(map.floats());
        assertFalse(map.walkable());
        assertEquals(1, map.warnings().size());
        assertTrue(map.warnings().get(0).startsWith(map.name() + ": " + what), map.warnings().get(0));
        Mover m = new Mover();
        m.setPosition(0, 100);
        m.setInput(1, 0);
        UnsupportedFieldException e = assertThrows(UnsupportedFieldException.class,
                () -> kernel.update(map, PhysicsConstants.DEFAULT, m, 30, MovementSink.NONE, null));
        assertSame(map, e.map());
        assertTrue(e.getMessage().contains("withGroundPhysics()"), e.getMessage());
        assertEquals(0.0, m.x());
        assertEquals(100.0, m.y());
        assertEquals(0, m.recordClockMs(), "the mover is left as it was");
        FootholdMap walked = map.withGroundPhysics();
        assertTrue(walked.walkable());
        assertTrue(walked.warnings().get(0).contains("opted in"));
        for (int i = 0; i < 40 && m.foothold() == 0; i++) {
            kernel.update(walked, PhysicsConstants.DEFAULT, m, 30, MovementSink.NONE, null);
        }
        assertEquals(1, m.foothold(), "walked with ground physics: fell onto the ground");
    }

    @Test
    void walkingMapsAreNotFloating() {
        for (String f : new String[] {MapleData.TOWN, MapleData.ICEFIELD, MapleData.PLATFORMS, MapleData.NODROP}) {
            FootholdMap m = MapleData.loadSynthetic(f);
            assertFalse(m.floats(), f);
            assertTrue(m.warnings().isEmpty(), f);
        }
    }

    @Test
    void realHenesysSaysSwimAndFlyZero() {
        FootholdMap henesys = MapleData.loadReal(MapleData.HENESYS);
        assertFalse(henesys.field().swim());
        assertFalse(henesys.field().fly());
        assertTrue(henesys.walkable());
    }
}
