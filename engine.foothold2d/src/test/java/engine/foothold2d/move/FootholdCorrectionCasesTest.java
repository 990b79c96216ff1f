package engine.foothold2d.move;

import static engine.foothold2d.MapleData.flat;
import static engine.foothold2d.MapleData.standing;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import engine.api.foothold.Foothold;
import engine.api.foothold.FootholdMap;
import engine.api.foothold.MovementSink;
import engine.api.foothold.Mover;
import engine.api.foothold.MoverStats;
import engine.api.foothold.PhysicsConstants;
import engine.api.kernel.Correction;
import engine.api.kernel.KernelConfig;
import engine.api.math.FloatModel;
import engine.api.quirk.Quirk;
import engine.api.quirk.QuirkCounter;
import java.util.EnumSet;
import java.util.List;
import java.util.function.Function;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/**
 * One case per correction of the 2D provider ({@link FootholdCorrections}), run three ways: the faithful kernel
 * fires the quirk and gives the client's result; the corrected kernel gives another result and does not fire it;
 * every correction on but that one gives the faithful result back, firing it again.
 */
class FootholdCorrectionCasesTest {

    /** A case: a fresh scenario (map, mover) stepped by a kernel, and what of the mover it observes. */
    record Case(Quirk quirk, Supplier<Mover> mover, FootholdMap map, int timeMs, double faithful, double corrected,
                Function<Mover, Double> observe) {
    }

    private static Foothold fh(int id, int x1, int y1, int x2, int y2) {
        return new Foothold(id, 0, 1, x1, y1, x2, y2, 0, 0, 0, 0, 0);
    }

    private static MoverStats stats(double fieldGravity, double climbUp) {
        MoverStats d = MoverStats.DEFAULT;
        return new MoverStats(d.fieldWalk(), d.fieldDrag(), d.fieldFloat(), fieldGravity, d.mass(), d.walkAcc(),
                d.walkSpeed(), d.walkDrag(), d.walkSlant(), d.walkJump(), d.climbDown(), d.floatDown(), climbUp,
                d.floatUp());
    }

    private static List<Case> cases() {
        FootholdMap endsAtZero = new FootholdMap("m1", List.of(fh(1, -1000, 0, 0, 0), fh(2, -1000, 100, 1000, 100)),
                List.of());
        FootholdMap rtl = new FootholdMap("rtl", List.of(fh(1, 100, 0, 0, 0)), List.of());
        return List.of(
                // FH_ROUND_HALF_DOUBLE: a drop at x -0.5 onto floor 1 ending at x 0 over floor 2. The client's double
                // rounds -0.5 to -1, inside floor 1: it lands there; exactly half up, 0, its free end: falls on to 2
                new Case(Quirk.FH_ROUND_HALF_DOUBLE, () -> {
                    Mover m = new Mover();
                    m.setPosition(-0.5, -20);
                    return m;
                }, endsAtZero, 900, 1, 2, m -> (double) m.foothold()),
                // FH_DETACH_CLAMP_RTL: a jump off a right-to-left foothold (x1 100, x2 0) standing at x 70
                new Case(Quirk.FH_DETACH_CLAMP_RTL, () -> {
                    Mover m = standing(rtl, 1, 30);
                    m.setJumpRequested(true);
                    return m;
                }, rtl, 0, 100, 70, Mover::x),
                // FH_JUMP_ZERO_GRAVITY: a jump with the field gravity stat 0: -555 / 0, or -555 kept
                new Case(Quirk.FH_JUMP_ZERO_GRAVITY, () -> {
                    Mover m = standing(flat(), 1, 100);
                    m.setStats(stats(0.0, 0.0));
                    m.setJumpRequested(true);
                    return m;
                }, flat(), 0, Double.NEGATIVE_INFINITY, -555, Mover::vy),
                // FH_ROPE_FORCE_ZERO_INPUT: rising at 300 px/s with climbUp 1 and the float stat 0: dragged to -270,
                // then the infinite force stops it (0), or no force leaves -270
                new Case(Quirk.FH_ROPE_FORCE_ZERO_INPUT, () -> {
                    Mover m = new Mover();
                    m.setPosition(500, -100);
                    m.setStats(stats(1.0, 1.0));
                    m.setVelocity(0, -300);
                    return m;
                }, flat(), 30, 0, -270, Mover::vy));
    }

    private static double run(Case c, KernelConfig config, QuirkCounter log) {
        Mover m = c.mover().get();
        CMovePath k = new CMovePath(config);
        int left = c.timeMs();
        do {
            int step = Math.min(30, left);
            k.update(c.map(), PhysicsConstants.DEFAULT, m, step, MovementSink.NONE, log);
            left -= step;
        } while (left > 0);
        return c.observe().apply(m);
    }

    @Test
    void everyCorrectionHasACase() {
        assertEquals(FootholdCorrections.quirks(), EnumSet.copyOf(cases().stream().map(Case::quirk).toList()));
        for (Correction c : FootholdCorrections.all()) {
            assertEquals("movement-2d", c.slot().id());
        }
    }

    @Test
    void eachCorrectionFiresFaithfullyDiffersCorrectedAndComesBackAlone() {
        for (Case c : cases()) {
            String id = c.quirk().id();
            QuirkCounter faithful = new QuirkCounter();
            assertEquals(c.faithful(), run(c, KernelConfig.DEFAULT, faithful), id + " faithful");
            assertNotEquals(0, faithful.count(c.quirk()), id + " fires in the faithful kernel");
            QuirkCounter fixed = new QuirkCounter();
            double corrected = run(c, FootholdCorrections.config(), fixed);
            assertEquals(c.corrected(), corrected, id + " corrected");
            assertNotEquals(c.faithful(), corrected, id + ": the correction changes the result");
            assertEquals(0, fixed.count(c.quirk()), id + " does not fire once corrected");
            EnumSet<Quirk> allButOne = EnumSet.copyOf(FootholdCorrections.quirks());
            allButOne.remove(c.quirk());
            QuirkCounter alone = new QuirkCounter();
            assertEquals(c.faithful(), run(c, new KernelConfig(FloatModel.IEEE, allButOne), alone), id + " alone off");
            assertNotEquals(0, alone.count(c.quirk()), id + " fires again with its correction off");
        }
    }
}
