package engine.foothold2d.move;

import static engine.foothold2d.MapleData.flat;
import static engine.foothold2d.MapleData.standing;
import static engine.foothold2d.MapleData.step;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.api.foothold.FieldAttributes;
import engine.api.foothold.Foothold;
import engine.api.foothold.FootholdMap;
import engine.api.foothold.LadderRope;
import engine.api.foothold.MapBounds;
import engine.api.foothold.MovementSink;
import engine.api.foothold.Mover;
import engine.api.foothold.MoverStats;
import engine.api.foothold.PhysicsConstants;
import engine.api.quirk.QuirkLog;
import java.util.List;
import org.junit.jupiter.api.Test;

/** One test per row of the decisions table in docs/foothold2d.md. */
class DecisionsTest {

    private static Foothold fh(int id, int group, int x1, int y1, int x2, int y2, int prev, int next, int force) {
        return new Foothold(id, 0, group, x1, y1, x2, y2, prev, next, 0, 0, force);
    }

    private static void finite(Mover m) {
        for (double d : new double[] {m.x(), m.y(), m.vx(), m.vy(), m.t(), m.tVelocity()}) {
            assertTrue(Double.isFinite(d), "non-finite state " + d);
        }
    }

    private static MoverStats stats(double fieldFloat, double fieldGravity, double climbUp) {
        MoverStats d = MoverStats.DEFAULT;
        return new MoverStats(d.fieldWalk(), d.fieldDrag(), fieldFloat, fieldGravity, d.mass(), d.walkAcc(),
                d.walkSpeed(), d.walkDrag(), d.walkSlant(), d.walkJump(), d.climbDown(), d.floatDown(), climbUp,
                d.floatUp());
    }

    @Test
    void d1AirborneSecondaryForceWithUndefinedClampVelYAndZeroInputIsNoForce() {
        FootholdMap map = flat();
        Mover m = new Mover();
        m.setPosition(10, -200);
        step(CMovePath.corrected(), map, m, 1);
        // pure gravity: 2000 px/s^2 * 0.03 s
        assertEquals(60.0, m.vy(), 1e-12);
        assertEquals(-200 + 0.9, m.y(), 1e-9);
    }

    @Test
    void d2FloatPathDividesByTheVerticalStatOnlyWhenItIsNotZero() {
        FootholdMap map = flat();
        CMovePath k = CMovePath.corrected();
        for (MoverStats s : List.of(stats(0, 1, 1), stats(-1, 1, 0), stats(-0.5, 1, 2))) {
            Mover m = new Mover();
            m.setStats(s);
            m.setPosition(10, -200);
            m.setVelocity(30, 400);
            m.setInput(1, 0);
            step(k, map, m, 20);
            finite(m);
        }
    }

    @Test
    void d3ClampToBoundsWithNoHorizontalMoveDoesNotDivide() {
        FootholdMap map = new FootholdMap("b", List.of(fh(1, 1, 0, 0, 100, 0, 0, 0, 0)), List.of(),
                new MapBounds(0, -50, 100, 100, true), FieldAttributes.DEFAULT);
        Mover m = new Mover();
        m.setPosition(-20, -40);
        m.setVelocity(0, -500);
        step(CMovePath.corrected(), map, m, 3);
        finite(m);
        assertEquals(0.0, m.x());
        assertTrue(m.y() >= -50);
    }

    @Test
    void d4WallsBlockOnlyTheirGroupAndVerticalWallsNeverDivide() {
        // floor of group 1; walls (vertical: the crossing never divides by fhDx) of group 1 at x 200, group 2 at x 210
        Foothold floor = fh(1, 1, 0, 0, 400, 0, 0, 0, 0);
        Foothold wall = fh(2, 1, 200, -100, 200, 0, 0, 0, 0);
        Foothold other = fh(3, 2, 210, -100, 210, 0, 0, 0, 0);
        FootholdMap map = new FootholdMap("w", List.of(floor, wall, other), List.of());
        for (int group : new int[] {1, 2}) {
            CMovePath k = CMovePath.corrected();
            Mover m = new Mover();
            m.setGroup(group);
            m.setPosition(235, -80);
            m.setVelocity(-300, 0);
            m.setInput(-1, 0);
            // six 30 ms updates, still in the air (landing takes about 280 ms): unblocked it would reach x 181
            step(k, map, m, 6);
            assertTrue(m.y() < 0, "still airborne: y " + m.y());
            finite(m);
            // The wall hit's trapezoid uses the unprojected velocity, so the mover ends up to v·dt/2 (4.5 px) past
            // the wall's x; unblocked it would be at 181.
            if (group == 1) {
                assertTrue(m.x() > 195.5 && m.x() < 205.5, "group 1 passes group 2's wall, stops at its own: x "
                        + m.x());
            } else {
                assertTrue(m.x() > 205.5, "group 2 stops at its own wall: x " + m.x());
            }
        }
    }

    @Test
    void d6LadderActionAddsTowardTheTargetAndTruncates() {
        assertEquals(50.0, Ladders.towards(10, 50));
        assertEquals(20.0, Ladders.towards(-30, 50));
        assertEquals(70.0, Ladders.towards(70, 50));
        assertEquals(-50.0, Ladders.towards(-10, -50));
        assertEquals(-60.0, Ladders.towards(-60, -50));
        FootholdMap map = flat();
        Mover m = standing(map, 1, 100);
        m.requestLadderAction(120.7, -200.9);
        CMovePath.corrected().update(map, PhysicsConstants.DEFAULT, m, 0, MovementSink.NONE, QuirkLog.NONE);
        assertEquals(0, m.foothold());
        assertEquals(120.0, m.vx());
        assertEquals(-200.0, m.vy());
    }

    @Test
    void d7LandingOnASteepFootholdTakesTFromYAndStaysInRange() {
        Foothold steep = fh(1, 1, 0, 0, 40, 100, 0, 0, 0);
        FootholdMap map = new FootholdMap("s", List.of(steep), List.of());
        Mover m = new Mover();
        m.setPosition(20, -30);
        CMovePath k = CMovePath.corrected();
        for (int i = 0; i < 50 && m.foothold() == 0; i++) {
            step(k, map, m, 1);
        }
        assertEquals(1, m.foothold());
        assertTrue(m.t() >= 0 && m.t() <= steep.length());
        finite(m);
    }

    @Test
    void d8ZeroFieldGravityJumpKeepsTheBaseSpeed() {
        FootholdMap map = flat();
        Mover m = standing(map, 1, 100);
        m.setStats(stats(0, 0, 0));
        m.setJumpRequested(true);
        CMovePath.corrected().update(map, PhysicsConstants.DEFAULT, m, 0, MovementSink.NONE, QuirkLog.NONE);
        finite(m);
        assertEquals(-555.0, m.vy(), 1e-9);
    }

    @Test
    void d9ZeroLengthFootholdIsNeverCrossedAndStopsAWalker() {
        Foothold a = fh(1, 1, 0, 0, 100, 0, 0, 2, 0);
        Foothold dot = fh(2, 1, 100, 0, 100, 0, 1, 0, 0);
        FootholdMap map = new FootholdMap("z", List.of(a, dot), List.of());
        CMovePath k = CMovePath.corrected();
        Mover m = standing(map, 1, 50);
        m.setInput(1, 0);
        step(k, map, m, 40);
        assertEquals(1, m.foothold());
        assertEquals(100.0, m.t());
        Mover f = new Mover();
        f.setPosition(100, -50);
        step(k, map, f, 30);
        finite(f);
        assertEquals(1, f.foothold());
    }

    @Test
    void d10DetachKeepsXWithinARightToLeftFoothold() {
        Foothold rtl = fh(1, 1, 100, 0, 0, 0, 0, 0, 0);
        FootholdMap map = new FootholdMap("r", List.of(rtl), List.of());
        Mover m = standing(map, 1, 30);
        m.setJumpRequested(true);
        CMovePath.corrected().update(map, PhysicsConstants.DEFAULT, m, 0, MovementSink.NONE, QuirkLog.NONE);
        assertEquals(70.0, m.x());
        assertEquals(-1.0, m.y());
    }

    @Test
    void d11ZeroMinFrictionReachesTheSpeedFactorZeroBranchWithoutNaN() {
        PhysicsConstants d = PhysicsConstants.DEFAULT;
        PhysicsConstants p = new PhysicsConstants(d.walkForce(), d.walkSpeed(), d.walkDrag(), d.slipForce(),
                d.slipSpeed(), d.floatDrag1(), d.floatDrag2(), d.floatCoefficient(), d.swimForce(), d.swimSpeed(),
                d.flyForce(), d.flySpeed(), d.gravityAcc(), d.fallSpeed(), d.jumpSpeed(), d.maxFriction(), 0.0);
        MoverStats s = MoverStats.DEFAULT;
        Mover m = standing(flat(), 1, 500);
        m.setStats(new MoverStats(s.fieldWalk(), s.fieldDrag(), s.fieldFloat(), s.fieldGravity(), s.mass(),
                s.walkAcc(), s.walkSpeed(), 0.0, s.walkSlant(), s.walkJump(), s.climbDown(), s.floatDown(),
                s.climbUp(), s.floatUp()));
        CMovePath k = CMovePath.corrected();
        FootholdMap map = flat();
        for (int i = 0; i < 20; i++) {
            k.update(map, p, m, 30, MovementSink.NONE, QuirkLog.NONE);
        }
        finite(m);
    }

    @Test
    void d12IceSlidesFarther() {
        FootholdMap ice = new FootholdMap("ice", flat().footholds(), List.<LadderRope>of(),
                flat().bounds(), new FieldAttributes(0.2, 0));
        CMovePath k = CMovePath.corrected();
        Mover m = standing(ice, 1, 1000);
        m.setInput(1, 0);
        step(k, ice, m, 20);
        assertEquals(125.0, m.tVelocity());
        double x0 = m.x();
        m.setInput(0, 0);
        step(k, ice, m, 100);
        // fs 0.2 -> factor 0.1 -> 8000 / 100 = 80 px/s^2: about 125^2 / 160 = 97.7 px
        assertEquals(97.7, m.x() - x0, 1.0);
    }

    @Test
    void d13AFootholdForceNeverDividesByZero() {
        for (int force : new int[] {-2, 1, 3}) {
            FootholdMap map = new FootholdMap("f", List.of(fh(1, 1, 0, 0, 10000, 0, 0, 0, force)), List.of());
            for (int h = -1; h <= 1; h++) {
                Mover m = standing(map, 1, 5000);
                m.setInput(h, 0);
                step(CMovePath.corrected(), map, m, 20);
                finite(m);
            }
        }
    }

    @Test
    void d14AVertexAtAChainsFreeEndDoesNotCatchAFall() {
        FootholdMap map = new FootholdMap("v", List.of(fh(1, 1, 0, 0, 100, 0, 0, 0, 0),
                fh(2, 1, -100, 200, 300, 200, 0, 0, 0)), List.of());
        Mover m = new Mover();
        m.setPosition(0, -20);
        CMovePath k = CMovePath.corrected();
        for (int i = 0; i < 100 && m.foothold() == 0; i++) {
            step(k, map, m, 1);
        }
        assertEquals(2, m.foothold());
        Mover n = new Mover();
        n.setPosition(1, -20);
        for (int i = 0; i < 100 && n.foothold() == 0; i++) {
            step(k, map, n, 1);
        }
        assertEquals(1, n.foothold());
        assertNotEquals(0, n.foothold());
    }
}
