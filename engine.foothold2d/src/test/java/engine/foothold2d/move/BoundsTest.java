package engine.foothold2d.move;

import static org.junit.jupiter.api.Assertions.assertEquals;

import engine.api.foothold.FootholdMap;
import engine.api.foothold.MapBounds;
import engine.api.foothold.MovementSink;
import engine.api.foothold.Mover;
import engine.api.foothold.PhysicsConstants;
import engine.api.quirk.Quirk;
import engine.api.quirk.QuirkCounter;
import engine.foothold2d.MapleData;
import org.junit.jupiter.api.Test;

/**
 * The client's movement bounds (FH_MAP_BOUNDS) on maps with and without VR: a fall outside them is clamped to the
 * bound and lands there; a VR bounds movement only under VRLimit. Synthetic maps always, real maps when present.
 */
class BoundsTest {
    private final CMovePath kernel = CMovePath.corrected();

    /** Drops a mover at rest from (x, y) until it stands (or 4 s); returns it. */
    private Mover drop(FootholdMap map, double x, double y, QuirkCounter log) {
        Mover m = new Mover();
        m.setPosition(x, y);
        for (int i = 0; i < 140 && m.foothold() == 0; i++) {
            kernel.update(map, PhysicsConstants.DEFAULT, m, 30, MovementSink.NONE, log);
        }
        return m;
    }

    private Mover oneStep(FootholdMap map, double x, double y) {
        Mover m = new Mover();
        m.setPosition(x, y);
        kernel.update(map, PhysicsConstants.DEFAULT, m, 30, MovementSink.NONE, null);
        return m;
    }

    private void fallClampedTo(FootholdMap map, double x, double y, double clampedX, int landsOn) {
        QuirkCounter log = new QuirkCounter();
        Mover m = drop(map, x, y, log);
        assertEquals(clampedX, m.x(), 1e-9, map.name() + ": a fall at x " + x);
        assertEquals(landsOn, m.foothold());
        assertEquals(1, log.count(Quirk.FH_MAP_BOUNDS), "one clamp, at the first airborne step");
    }

    @Test
    void vrLimitNarrowsTheSyntheticPlatformsAndAFallOutsideIsClamped() {
        FootholdMap map = MapleData.loadSynthetic(MapleData.PLATFORMS);
        // footholds x -1000..1000 inset 30, top -300 - 300, bottom 300 + 10; VRLimit: VRLeft -900 + 20, VRRight
        // 900 - 20; VRTop -700 + 65 and VRBottom 400 lie outside and leave top and bottom
        assertEquals(new MapBounds(-880, -600, 880, 310, true), map.bounds());
        fallClampedTo(map, -950, 200, -880, 2);
        fallClampedTo(map, 950, 200, 880, 3);
        // the top: a mover rising through y -600 stops there, its rise cut
        Mover m = new Mover();
        m.setPosition(0, -590);
        m.setVelocity(0, -600);
        kernel.update(map, PhysicsConstants.DEFAULT, m, 30, MovementSink.NONE, null);
        assertEquals(-600.0, m.y());
        assertEquals(0.0, m.vy(), 30.0, "stopped at the top, then gravity's first 30 ms at most");
    }

    @Test
    void withoutVrTheSyntheticTownsFootholdsGiveTheBounds() {
        FootholdMap town = MapleData.loadSynthetic(MapleData.TOWN);
        assertEquals(new MapBounds(-570, -400, 870, 250, false), town.bounds());
        // foothold 2 runs from the wall at -600: a fall at -590 lands at the bound -570
        fallClampedTo(town, -590, 100, -570, 2);
    }

    @Test
    void aVrWithoutVrLimitBoundsNothingOnTheSyntheticIcefield() {
        FootholdMap ice = MapleData.loadSynthetic(MapleData.ICEFIELD);
        // the VR reaches x 600, the footholds 580: the bound is 580 - 30, not the VR's 600
        assertEquals(550, ice.bounds().right());
        Mover m = drop(ice, 570, -100, new QuirkCounter());
        assertEquals(550.0, m.x(), 1e-9);
    }

    @Test
    void realElNathsVrWithoutVrLimitAndRealHenesysWithoutVr() {
        FootholdMap elNath = MapleData.loadReal(MapleData.EL_NATH);
        // VRRight 580 would leave x 570 free; the footholds' 582 - 30 clamps it to 552 at the first airborne step
        assertEquals(552.0, oneStep(elNath, 570, -1000).x());
        FootholdMap henesys = MapleData.loadReal(MapleData.HENESYS);
        assertEquals(-998.0, oneStep(henesys, -1020, -100).x());
        assertEquals(-527.0, oneStep(henesys, 3000, -600).y(), "the top: -227 - 300");
    }
}
