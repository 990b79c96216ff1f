package engine.foothold2d.move;

import static engine.foothold2d.MapleData.flat;
import static engine.foothold2d.MapleData.standing;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.api.foothold.FieldAttributes;
import engine.api.foothold.Foothold;
import engine.api.foothold.FootholdMap;
import engine.api.foothold.LadderRope;
import engine.api.foothold.MovementSink;
import engine.api.foothold.Mover;
import engine.api.foothold.MoverStats;
import engine.api.foothold.PhysicsConstants;
import engine.api.quirk.Quirk;
import engine.api.quirk.QuirkCounter;
import engine.foothold2d.MapleData;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The foothold movement's catalogue entries ({@code Quirk.FH_...}): one test per id showing the faithful kernel (no
 * correction, so corrected entries fire too) report it where it arises, and a plain walk that reports none of them.
 * What each correction changes is shown in {@link FootholdCorrectionCasesTest}.
 */
class FootholdQuirksTest {

    private static final Set<Quirk> FH = EnumSet.of(Quirk.FH_AIR_CLAMPVELY_UNDEFINED, Quirk.FH_CROSS_NUMERATOR,
            Quirk.FH_ROUND_HALF_DOUBLE, Quirk.FH_INTERSECT_DIV_DX, Quirk.FH_DETACH_CLAMP_RTL, Quirk.FH_FS_INERT,
            Quirk.FH_LADDER_GRAB, Quirk.FH_JUMP_ZERO_GRAVITY, Quirk.FH_ROPE_FORCE_ZERO_INPUT, Quirk.FH_JUMP_DOWN,
            Quirk.FH_MAP_BOUNDS);

    private final CMovePath kernel = CMovePath.faithful();
    private final QuirkCounter log = new QuirkCounter();

    private static Foothold fh(int id, int group, int x1, int y1, int x2, int y2) {
        return new Foothold(id, 0, group, x1, y1, x2, y2, 0, 0, 0, 0, 0);
    }

    private void run(FootholdMap map, Mover m, int timeMs) {
        kernel.update(map, PhysicsConstants.DEFAULT, m, timeMs, MovementSink.NONE, log);
    }

    private void steps(FootholdMap map, Mover m, int n) {
        for (int i = 0; i < n; i++) {
            run(map, m, 30);
        }
    }

    private static Mover falling(double x, double y) {
        Mover m = new Mover();
        m.setPosition(x, y);
        return m;
    }

    @Test
    void fhAirClampVelYUndefinedFiresOnEveryAirborneStep() {
        // FH_AIR_CLAMPVELY_UNDEFINED: ApplyAirborneVelocity (D) with no vertical input and no defined clampVelY
        Mover m = falling(10, -200);
        steps(flat(), m, 3);
        assertEquals(0, m.foothold());
        assertEquals(3, log.count(Quirk.FH_AIR_CLAMPVELY_UNDEFINED), "one per airborne 30 ms sub-step");
        // a 90 ms update is three sub-steps, each through the airborne path
        log.reset();
        run(flat(), m, 90);
        assertEquals(3, log.count(Quirk.FH_AIR_CLAMPVELY_UNDEFINED));
    }

    @Test
    void fhCrossNumeratorFiresWhenALandingFractionDiffersFromTheWrittenOne() {
        // FH_CROSS_NUMERATOR: falling at x 10 onto a floor starting at x 0: the written numerator makes the
        // fraction |fhX1 - oldX| = 10, the move's own fraction is in [0, 1]
        Mover m = falling(10, -20);
        for (int i = 0; i < 50 && m.foothold() == 0; i++) {
            steps(flat(), m, 1);
        }
        assertEquals(1, m.foothold());
        assertEquals(1, log.count(Quirk.FH_CROSS_NUMERATOR), "one landing");
    }

    @Test
    void fhCrossNumeratorFiresOnSyntheticMapDrops() {
        crossNumeratorAndDivDxFireOnADrop(MapleData.loadSynthetic(MapleData.TOWN));
    }

    @Test
    void fhCrossNumeratorFiresOnRealMapDrops() {
        crossNumeratorAndDivDxFireOnADrop(MapleData.loadReal(MapleData.HENESYS));
    }

    // FH_CROSS_NUMERATOR (and FH_INTERSECT_DIV_DX: the drop is vertical) dropping onto the map's first long flat floor
    private void crossNumeratorAndDivDxFireOnADrop(FootholdMap map) {
        Foothold f = map.footholds().stream().filter(x -> x.x2() - x.x1() > 40 && x.cos() > 0.9).findFirst()
                .orElseThrow();
        Mover m = falling((f.x1() + f.x2()) / 2 + 0.3, Math.min(f.y1(), f.y2()) - 40);
        for (int i = 0; i < 100 && m.foothold() == 0; i++) {
            steps(map, m, 1);
        }
        assertNotEquals(0, m.foothold());
        assertEquals(1, log.count(Quirk.FH_CROSS_NUMERATOR));
        assertTrue(log.count(Quirk.FH_INTERSECT_DIV_DX) >= 1);
    }

    @Test
    void fhRoundHalfDoubleFiresAtANegativeHalf() {
        // FH_ROUND_HALF_DOUBLE: (int)(-0.5 - 0.49999999999999994) is -1 in double, round half up gives 0
        assertEquals(-1, Crossing.roundDoubleTrick(-0.5));
        assertEquals(0, Crossing.round(-0.5));
        assertEquals(-25739, Crossing.roundDoubleTrick(-25738.5));
        assertEquals(-25738, Crossing.round(-25738.5));
        assertEquals(1, Crossing.roundDoubleTrick(0.49999999999999994));
        assertEquals(0, Crossing.round(0.49999999999999994));
        assertEquals(Crossing.round(-0.25), Crossing.roundDoubleTrick(-0.25));
        assertEquals(Crossing.round(2.5), Crossing.roundDoubleTrick(2.5));
        FootholdMap map = new FootholdMap("h", List.of(fh(1, 1, -1000, 0, 1000, 0)), List.of());
        // at rest in the air at x -0.5: the old and the new x both sit on the tie
        Mover m = falling(-0.5, -200);
        run(map, m, 30);
        assertEquals(-0.5, m.x());
        assertEquals(2, log.count(Quirk.FH_ROUND_HALF_DOUBLE));
        // no tie, no report
        log.reset();
        run(map, falling(-0.25, -200), 30);
        run(map, falling(2.5, -200), 30);
        assertEquals(0, log.count(Quirk.FH_ROUND_HALF_DOUBLE));
    }

    @Test
    void fhIntersectDivDxFiresOnAVerticalMoveAndOnAVerticalWall() {
        // FH_INTERSECT_DIV_DX: a straight drop has dx = 0
        Mover drop = falling(10, -20);
        for (int i = 0; i < 50 && drop.foothold() == 0; i++) {
            steps(flat(), drop, 1);
        }
        assertEquals(1, drop.foothold());
        assertEquals(1, log.count(Quirk.FH_INTERSECT_DIV_DX));
        // a slanted drop onto a flat floor divides by neither dx nor fhDx
        log.reset();
        Mover slanted = falling(100, -20);
        slanted.setVelocity(100, 0);
        for (int i = 0; i < 50 && slanted.foothold() == 0; i++) {
            steps(flat(), slanted, 1);
        }
        assertEquals(1, slanted.foothold());
        assertEquals(0, log.count(Quirk.FH_INTERSECT_DIV_DX));
        // a vertical wall of the mover's group has fhDx = 0
        log.reset();
        FootholdMap walled = new FootholdMap("w", List.of(fh(1, 1, 0, 0, 400, 0), fh(2, 1, 200, -100, 200, 0)),
                List.of());
        Mover m = falling(220, -80);
        m.setGroup(1);
        m.setVelocity(-300, 0);
        m.setInput(-1, 0);
        steps(walled, m, 3);
        // still in the air (about 9 px fallen), held at the wall instead of 27 px further left
        assertEquals(0, m.foothold());
        assertTrue(m.x() >= 200, "stopped by the wall: x " + m.x());
        assertTrue(log.count(Quirk.FH_INTERSECT_DIV_DX) >= 1);
    }

    @Test
    void fhDetachClampRtlFiresWhenJumpingOffARightToLeftFoothold() {
        // FH_DETACH_CLAMP_RTL: DetachFromFoothold on x1 100 > x2 0
        FootholdMap rtl = new FootholdMap("r", List.of(fh(1, 1, 100, 0, 0, 0)), List.of());
        Mover m = standing(rtl, 1, 30);
        m.setJumpRequested(true);
        run(rtl, m, 0);
        assertEquals(0, m.foothold());
        // standing at x 70, the clamp written x < x1 ? x1 : ... puts it at x1
        assertEquals(100.0, m.x());
        assertEquals(1, log.count(Quirk.FH_DETACH_CLAMP_RTL));
        // left to right: no report
        log.reset();
        Mover n = standing(flat(), 1, 30);
        n.setJumpRequested(true);
        run(flat(), n, 0);
        assertEquals(0, n.foothold());
        assertEquals(0, log.count(Quirk.FH_DETACH_CLAMP_RTL));
    }

    @Test
    void fhFsInertFiresWhileWalkingOnIce() {
        // FH_FS_INERT: fs 0.2 is the foothold drag; reading the walk factor twice would ignore it
        FootholdMap ice = new FootholdMap("ice", flat().footholds(), List.<LadderRope>of(), flat().bounds(),
                new FieldAttributes(0.2, 0));
        Mover m = standing(ice, 1, 1000);
        m.setInput(1, 0);
        steps(ice, m, 4);
        assertEquals(4, log.count(Quirk.FH_FS_INERT), "one per grounded sub-step");
    }

    @Test
    void fhLadderGrabFiresWhenAMoverGrabsASyntheticLadder() {
        ladderGrabFiresOnce(MapleData.loadSynthetic(MapleData.TOWN));
    }

    @Test
    void fhLadderGrabFiresWhenAMoverGrabsARealLadder() {
        ladderGrabFiresOnce(MapleData.loadReal(MapleData.HENESYS));
    }

    // FH_LADDER_GRAB: up held beside the map's first ladder or rope
    private void ladderGrabFiresOnce(FootholdMap map) {
        LadderRope l = map.ladders().get(0);
        Mover m = falling(l.x() + 3, (l.top() + l.bottom()) / 2.0);
        m.setInput(0, -1);
        run(map, m, 30);
        assertEquals(l.id(), m.ladder());
        assertEquals(1, log.count(Quirk.FH_LADDER_GRAB));
        // climbing on: held already, no new grab
        run(map, m, 30);
        assertEquals(1, log.count(Quirk.FH_LADDER_GRAB));
    }

    @Test
    void fhJumpZeroGravityFiresWhenTheFieldGravityIsZero() {
        // FH_JUMP_ZERO_GRAVITY: DoJump's divisor, the field gravity stat, is 0
        MoverStats d = MoverStats.DEFAULT;
        MoverStats zeroG = new MoverStats(d.fieldWalk(), d.fieldDrag(), d.fieldFloat(), 0.0, d.mass(), d.walkAcc(),
                d.walkSpeed(), d.walkDrag(), d.walkSlant(), d.walkJump(), d.climbDown(), d.floatDown(), d.climbUp(),
                d.floatUp());
        Mover m = standing(flat(), 1, 100);
        m.setStats(zeroG);
        m.setJumpRequested(true);
        run(flat(), m, 0);
        // -555 / 0: the client's infinite jump
        assertEquals(Double.NEGATIVE_INFINITY, m.vy());
        assertEquals(1, log.count(Quirk.FH_JUMP_ZERO_GRAVITY));
        // the default gravity 1: no report
        log.reset();
        Mover n = standing(flat(), 1, 100);
        n.setJumpRequested(true);
        run(flat(), n, 0);
        assertEquals(0, log.count(Quirk.FH_JUMP_ZERO_GRAVITY));
    }

    @Test
    void fhRopeForceZeroInputFiresWhenClimbUpAloneLeadsToTheRopePath() {
        // FH_ROPE_FORCE_ZERO_INPUT: climbUp 1 with the float stat 0 takes ApplyAirborneVelocity's rope path, whose
        // vertForce divides by |float stat| = 0: the infinite force stops the rise at once
        Mover m = falling(500, -100);
        m.setStats(withClimbUp(1.0));
        m.setVelocity(0, -300);
        run(flat(), m, 30);
        assertEquals(0.0, m.vy(), "dragged to -270, then the infinite force clamps it at the cap 0");
        assertEquals(1, log.count(Quirk.FH_ROPE_FORCE_ZERO_INPUT));
        // a negative float stat takes the path with a non-zero divisor: no report
        log.reset();
        MoverStats d = MoverStats.DEFAULT;
        Mover n = falling(500, -100);
        n.setStats(new MoverStats(d.fieldWalk(), d.fieldDrag(), -1.0, d.fieldGravity(), d.mass(), d.walkAcc(),
                d.walkSpeed(), d.walkDrag(), d.walkSlant(), d.walkJump(), d.climbDown(), d.floatDown(), 1.0,
                d.floatUp()));
        run(flat(), n, 30);
        assertEquals(0, log.count(Quirk.FH_ROPE_FORCE_ZERO_INPUT));
    }

    static MoverStats withClimbUp(double climbUp) {
        MoverStats d = MoverStats.DEFAULT;
        return new MoverStats(d.fieldWalk(), d.fieldDrag(), d.fieldFloat(), d.fieldGravity(), d.mass(), d.walkAcc(),
                d.walkSpeed(), d.walkDrag(), d.walkSlant(), d.walkJump(), d.climbDown(), d.floatDown(), climbUp,
                d.floatUp());
    }

    @Test
    void fhJumpDownFiresOnceWhenAMoverDropsThroughAPlatform() {
        // FH_JUMP_DOWN: down + jump on a platform 100 px above the ground
        FootholdMap map = new FootholdMap("p", List.of(fh(1, 1, 0, 0, 1000, 0), fh(2, 2, 300, -100, 700, -100)),
                List.of());
        Mover m = standing(map, 2, 200);
        m.setInput(0, 1);
        m.setJumpRequested(true);
        steps(map, m, 30);
        assertEquals(1, m.foothold(), "fell through 2 onto the ground");
        assertEquals(1, log.count(Quirk.FH_JUMP_DOWN));
        // on the ground there is nothing below: a plain jump, no report
        log.reset();
        m.setJumpRequested(true);
        steps(map, m, 40);
        assertEquals(0, log.count(Quirk.FH_JUMP_DOWN));
    }

    @Test
    void fhMapBoundsFiresWhenABoundClampsAFall() {
        // FH_MAP_BOUNDS: the flat map's bounds start 30 px inside its foothold (x 30); a fall at x 10 is clamped
        Mover m = falling(10, -20);
        run(flat(), m, 30);
        assertEquals(30.0, m.x());
        assertEquals(1, log.count(Quirk.FH_MAP_BOUNDS));
        log.reset();
        run(flat(), falling(100, -20), 30);
        assertEquals(0, log.count(Quirk.FH_MAP_BOUNDS));
    }

    @Test
    void aPlainWalkOnFlatGroundFiresNone() {
        Mover m = standing(flat(), 1, 500);
        m.setInput(1, 0);
        steps(flat(), m, 40);
        assertTrue(m.x() > 600, "walked right: x " + m.x());
        m.setInput(-1, 0);
        steps(flat(), m, 80);
        assertTrue(m.x() < 500, "walked back: x " + m.x());
        m.setInput(0, 0);
        steps(flat(), m, 40);
        assertEquals(1, m.foothold());
        assertEquals(0.0, m.tVelocity(), "stopped");
        for (Quirk q : FH) {
            assertEquals(0, log.count(q), q.id());
        }
        assertEquals(0, log.total());
    }
}
