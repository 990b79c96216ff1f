package engine.foothold2d.move;

import static engine.foothold2d.MapleData.flat;
import static engine.foothold2d.MapleData.standing;
import static engine.foothold2d.MapleData.step;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.api.foothold.FootholdMap;
import engine.api.foothold.Mover;
import org.junit.jupiter.api.Test;

/** Physical checks with default stats against the client's constants. */
class PhysicalChecksTest {

    @Test
    void walkingFromRestReaches125AndNeverMore() {
        FootholdMap map = flat();
        CMovePath k = CMovePath.corrected();
        Mover m = standing(map, 1, 1000);
        m.setInput(1, 0);
        double max = 0;
        for (int i = 0; i < 200; i++) {
            step(k, map, m, 1);
            max = Math.max(max, m.tVelocity());
            assertTrue(m.tVelocity() <= 125.0, "speed " + m.tVelocity());
        }
        assertEquals(125.0, max);
        assertEquals(125.0, m.vx());
        assertEquals(0.0, m.y());
        // walkForce 140000 / mass 100 = 1400 px/s^2: 42 px/s per 30 ms step, 125 after the third step
        Mover n = standing(map, 1, 1000);
        n.setInput(1, 0);
        step(k, map, n, 1);
        assertEquals(42.0, n.tVelocity(), 1e-9);
        step(k, map, n, 2);
        assertEquals(125.0, n.tVelocity());
    }

    @Test
    void releasingTheKeyStopsA125WalkerWithinAbout10Px() {
        FootholdMap map = flat();
        CMovePath k = CMovePath.corrected();
        Mover m = standing(map, 1, 1000);
        m.setInput(1, 0);
        step(k, map, m, 20);
        double x0 = m.x();
        m.setInput(0, 0);
        step(k, map, m, 20);
        assertEquals(0.0, m.tVelocity());
        // walkDrag 80000 / 100 = 800 px/s^2: v^2 / 2a = 9.77 px; the 30 ms trapezoid gives 9.825
        double d = m.x() - x0;
        assertTrue(d > 9.0 && d < 10.5, "stopping distance " + d);
        assertEquals(9.825, d, 1e-9);
    }

    @Test
    void freeFallCapsAt670() {
        FootholdMap map = flat();
        CMovePath k = CMovePath.corrected();
        Mover m = new Mover();
        m.setPosition(500, -100000);
        double max = 0;
        for (int i = 0; i < 200; i++) {
            step(k, map, m, 1);
            max = Math.max(max, m.vy());
            assertTrue(m.vy() <= 670.0);
        }
        assertEquals(670.0, max);
    }

    @Test
    void jumpFromFlatGroundPeaks77PxAndLandsOnTheSameFoothold() {
        FootholdMap map = flat();
        CMovePath k = CMovePath.corrected();
        Mover m = standing(map, 1, 500);
        m.setJumpRequested(true);
        double minY = 0;
        int steps = 0;
        boolean left = false;
        while (steps < 100) {
            step(k, map, m, 1);
            steps++;
            minY = Math.min(minY, m.y());
            if (m.foothold() == 0) {
                left = true;
            } else if (left) {
                break;
            }
        }
        assertTrue(left);
        assertEquals(1, m.foothold());
        assertEquals(0.0, m.y());
        // 555^2 / (2 * 2000) = 77.0 px; the detach starts 1 px up
        assertEquals(-77.0, minY, 1.0);
        assertTrue(steps >= 18 && steps <= 20, "airtime steps " + steps);
    }
}
