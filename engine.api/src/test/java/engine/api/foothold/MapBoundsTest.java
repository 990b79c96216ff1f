package engine.api.foothold;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The client's movement bounds (FH_MAP_BOUNDS, CWvsPhysicalSpace2D::Load): the footholds' extent inset 30 px in x,
 * 300 px above the highest foothold, 10 px below the lowest floor; the VR narrows it only under VRLimit.
 */
class MapBoundsTest {
    private static final List<Foothold> MAP = List.of(
            new Foothold(1, 0, 1, -500, 200, 700, 200, 0, 0, 0, 0, 0),
            new Foothold(2, 0, 1, 700, 200, 700, 400, 0, 0, 0, 0, 0),
            new Foothold(3, 0, 2, -100, -50, 300, 10, 0, 0, 0, 0, 0));

    @Test
    void footholdsAloneGiveTheExtentInsetThirtyAndTheTopThreeHundredAbove() {
        // x -500..700 inset 30; the highest point y -50 less 300; the lowest floor y 200 + 10 (the wall to 400 does
        // not count)
        MapBounds b = MapBounds.client(MAP, null, false);
        assertEquals(new MapBounds(-470, -350, 670, 210, false), b);
        assertEquals(b, MapBounds.derive(MAP));
    }

    @Test
    void aVrWithoutVrLimitDoesNotBoundMovement() {
        MapBounds vr = new MapBounds(-300, -200, 400, 100, true);
        assertEquals(new MapBounds(-470, -350, 670, 210, false), MapBounds.client(MAP, vr, false));
    }

    @Test
    void vrLimitNarrowsEachSideByItsInsetAndNeverWidens() {
        // VRLeft -300 + 20, VRRight 400 - 20, VRTop -200 + 65, VRBottom 100
        MapBounds vr = new MapBounds(-300, -200, 400, 100, true);
        assertEquals(new MapBounds(-280, -135, 380, 100, true), MapBounds.client(MAP, vr, true));
        // a VR wider than the footholds leaves their bounds (each side only narrows)
        MapBounds wide = new MapBounds(-2000, -2000, 2000, 2000, true);
        assertEquals(new MapBounds(-470, -350, 670, 210, true), MapBounds.client(MAP, wide, true));
        // a VR side of 0 does not apply (the client reads a missing field as 0)
        MapBounds zeroLeft = new MapBounds(0, -200, 400, 100, true);
        assertEquals(-470, MapBounds.client(MAP, zeroLeft, true).left());
    }

    @Test
    void anEmptyAxisCollapsesToItsMiddleAndAWallOnlyMapMeasuresItsBottomFromTheWall() {
        // 40 px wide: left 30 > right 10 -> both 20
        MapBounds narrow = MapBounds.derive(List.of(new Foothold(1, 0, 1, 0, 0, 40, 0, 0, 0, 0, 0, 0)));
        assertEquals(20, narrow.left());
        assertEquals(20, narrow.right());
        // a single wall: its foot + 10
        MapBounds wall = MapBounds.derive(List.of(new Foothold(1, 0, 1, 0, 0, 0, 100, 0, 0, 0, 0, 0)));
        assertEquals(110, wall.bottom());
        assertEquals(-300, wall.top());
        // a VR top below the floor: the top is kept and the bottom follows it
        MapBounds low = MapBounds.client(MAP, new MapBounds(-300, 300, 400, 350, true), true);
        assertEquals(365, low.top());
        assertEquals(365, low.bottom());
        assertEquals(new MapBounds(0, 0, 0, 0, false), MapBounds.derive(List.of()));
    }

    @Test
    void floatingFieldsAreReportedAndNeedTheOptIn() {
        FieldAttributes swim = new FieldAttributes(1.0, 0, true, false, 0, false);
        FootholdMap m = new FootholdMap("aqua", MAP, List.of(), MapBounds.derive(MAP), swim);
        assertTrue(m.floats());
        assertFalse(m.walkable());
        assertEquals(1, m.warnings().size());
        assertTrue(m.warnings().get(0).startsWith("aqua: info/swim is set (a swimming map)"), m.warnings().get(0));
        FootholdMap ok = m.withGroundPhysics();
        assertTrue(ok.walkable());
        assertTrue(ok.warnings().get(0).contains("opted in"), ok.warnings().get(0));
        assertTrue(new FieldAttributes(1.0, 0, false, false, FieldAttributes.NO_JUMP_DOWN, false).jumpDownForbidden());
        assertTrue(new FieldAttributes(1.0, 0, false, false, 0, true).jumpDownForbidden());
        assertFalse(FieldAttributes.DEFAULT.jumpDownForbidden());
    }
}
