package engine.foothold2d.move;

import static engine.foothold2d.MapleData.standing;
import static engine.foothold2d.MapleData.step;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import engine.api.foothold.Foothold;
import engine.api.foothold.FootholdMap;
import engine.api.foothold.LadderRope;
import engine.api.foothold.MoveAction;
import engine.api.foothold.MovementRecord;
import engine.api.foothold.MovementRecorder;
import engine.api.foothold.Mover;
import engine.api.foothold.PhysicsConstants;
import engine.api.quirk.QuirkLog;
import engine.foothold2d.MapleData;
import java.util.HashSet;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Both real maps: chains walked end to end, thousands of drops, every ladder and rope climbed both ways. */
class RealMapTest {

    @ParameterizedTest
    @ValueSource(strings = {MapleData.HENESYS, MapleData.EL_NATH})
    void everyChainIsWalkedAlongItsLinksToAWallOrChainEnd(String file) {
        FootholdMap map = MapleData.load(file);
        CMovePath k = new CMovePath();
        int walks = 0;
        for (Foothold start : map.footholds()) {
            if (start.cos() <= 0) {
                continue;
            }
            for (int dir : new int[] {-1, 1}) {
                Mover m = standing(map, start.id(), start.length() / 2);
                m.setInput(dir, 0);
                int fh = start.id();
                int still = 0;
                for (int i = 0; i < 20000 && still < 3; i++) {
                    step(k, map, m, 1);
                    assertNotEquals(0, m.foothold(), "left the foothold chain at " + fh);
                    Foothold f = map.foothold(m.foothold());
                    if (m.foothold() != fh) {
                        Foothold was = map.foothold(fh);
                        assertEquals(dir > 0 ? was.next() : was.prev(), m.foothold(), "link followed from " + fh);
                        fh = m.foothold();
                    }
                    assertTrue(m.t() >= 0 && m.t() <= f.length(), "T within the foothold");
                    double ey = f.y1() + f.sin() * m.t();
                    assertEquals(ey, m.y(), 1e-6);
                    still = m.tVelocity() == 0.0 ? still + 1 : 0;
                }
                assertEquals(3, still, "walker on " + start.id() + " never stopped");
                Foothold end = map.foothold(fh);
                int link = dir > 0 ? end.next() : end.prev();
                assertTrue(link == 0 || map.foothold(link).cos() <= 0, "stopped at " + fh + " though " + link + " is walkable");
                assertEquals(dir > 0 ? end.length() : 0.0, m.t());
                walks++;
            }
        }
        assertTrue(walks > 100);
    }

    @ParameterizedTest
    @ValueSource(strings = {MapleData.HENESYS, MapleData.EL_NATH})
    void thousandsOfDropsLandOnTheFirstFloorBelow(String file) {
        FootholdMap map = MapleData.load(file);
        CMovePath k = new CMovePath();
        Set<Integer> endXs = new HashSet<>();
        int lo = Integer.MAX_VALUE;
        int hi = Integer.MIN_VALUE;
        int top = Integer.MAX_VALUE;
        for (Foothold f : map.footholds()) {
            endXs.add(f.x1());
            endXs.add(f.x2());
            lo = Math.min(lo, Math.min(f.x1(), f.x2()));
            hi = Math.max(hi, Math.max(f.x1(), f.x2()));
            top = Math.min(top, Math.min(f.y1(), f.y2()));
        }
        lo = Math.max(lo, map.bounds().left());
        hi = Math.min(hi, map.bounds().right());
        Random rnd = new Random(20260101L);
        int landed = 0;
        for (int n = 0; n < 3000; n++) {
            int x = lo + rnd.nextInt(hi - lo + 1);
            if (endXs.contains(x)) {
                continue;
            }
            double startY = Math.max(top - 150, map.bounds().top() + 1);
            Foothold expect = firstFloorBelow(map, x, startY);
            Mover m = new Mover();
            m.setPosition(x, startY);
            MovementRecorder rec = new MovementRecorder();
            for (int i = 0; i < 2000 && m.foothold() == 0; i++) {
                k.update(map, PhysicsConstants.DEFAULT, m, 30, rec, QuirkLog.NONE);
            }
            if (expect == null) {
                assertEquals(0, m.foothold(), "x " + x + " has no floor but landed");
                continue;
            }
            // the landing record: the first foothold stood on, at the crossing on the drop line
            MovementRecord first = rec.records().get(0);
            assertEquals(expect.id(), first.foothold(), "drop at x " + x);
            assertEquals(x, first.x(), 1e-9);
            assertEquals(yAt(expect, x), first.y(), 1e-6);
            assertEquals(0, m.foothold() == 0 ? 1 : 0, "still standing after landing at x " + x);
            landed++;
        }
        assertTrue(landed > 2000, "landed " + landed);
    }

    private static double yAt(Foothold f, int x) {
        return f.y1() + (double) (f.y2() - f.y1()) * (x - f.x1()) / (f.x2() - f.x1());
    }

    // brute force: the floor (cos > 0) strictly spanning x whose surface is the first at or below y
    private static Foothold firstFloorBelow(FootholdMap map, int x, double y) {
        Foothold best = null;
        for (Foothold f : map.footholds()) {
            if (f.cos() <= 0 || x <= f.x1() || x >= f.x2()) {
                continue;
            }
            double fy = yAt(f, x);
            if (fy >= y && (best == null || fy < yAt(best, x))) {
                best = f;
            }
        }
        return best;
    }

    @ParameterizedTest
    @ValueSource(strings = {MapleData.HENESYS, MapleData.EL_NATH})
    void everyLadderAndRopeIsGrabbedClimbedBothWaysAndLeft(String file) {
        FootholdMap map = MapleData.load(file);
        CMovePath k = new CMovePath();
        for (LadderRope l : map.ladders()) {
            Mover m = new Mover();
            m.setPosition(l.x() + 3, (l.top() + l.bottom()) / 2.0);
            m.setInput(0, -1);
            step(k, map, m, 1);
            assertEquals(l.id(), m.ladder(), "grabbed " + l);
            assertEquals(l.ladder() ? MoveAction.LADDER : MoveAction.ROPE, m.action());
            assertEquals(l.x(), m.x());
            double y0 = m.y();
            step(k, map, m, 1);
            assertEquals(y0 - 3.0, m.y(), 1e-9, "3 px per 30 ms");
            // up to the top: off 5 px above it, then onto the platform there
            for (int i = 0; i < 1000 && m.ladder() != 0; i++) {
                step(k, map, m, 1);
            }
            assertEquals(0, m.ladder());
            assertEquals(l.top() - 5, m.y(), 1e-9);
            for (int i = 0; i < 200 && m.foothold() == 0; i++) {
                step(k, map, m, 1);
            }
            assertNotEquals(0, m.foothold(), "landed above " + l);
            assertTrue(m.y() <= l.top() && m.y() >= l.top() - 5, "platform at the top of " + l + ": " + m.y());
            // down from the platform: grab, climb to the bottom, off 1 px below, land on the floor beneath
            m.setInput(0, 1);
            step(k, map, m, 1);
            assertEquals(l.id(), m.ladder(), "grabbed from above " + l);
            for (int i = 0; i < 1000 && m.ladder() != 0; i++) {
                step(k, map, m, 1);
            }
            assertEquals(0, m.ladder());
            m.setInput(0, 0);
            for (int i = 0; i < 400 && m.foothold() == 0; i++) {
                step(k, map, m, 1);
            }
            assertNotEquals(0, m.foothold(), "landed below " + l);
            assertTrue(m.y() > l.bottom(), "floor below " + l + ": " + m.y());
        }
        assertFalse(map.ladders().isEmpty());
    }

    @ParameterizedTest
    @ValueSource(strings = {MapleData.HENESYS, MapleData.EL_NATH})
    void jumpingOffALadderSidewaysLeavesIt(String file) {
        FootholdMap map = MapleData.load(file);
        CMovePath k = new CMovePath();
        LadderRope l = map.ladders().get(0);
        Mover m = new Mover();
        m.setPosition(l.x(), (l.top() + l.bottom()) / 2.0);
        m.setInput(0, -1);
        step(k, map, m, 1);
        assertEquals(l.id(), m.ladder());
        m.setInput(1, 0);
        m.setJumpRequested(true);
        step(k, map, m, 1);
        assertEquals(0, m.ladder());
        assertTrue(m.x() > l.x());
        if (m.vy() >= 0) {
            fail("a ladder jump goes up first: vy " + m.vy());
        }
    }
}
