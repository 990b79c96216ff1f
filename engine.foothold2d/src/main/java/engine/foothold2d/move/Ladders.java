package engine.foothold2d.move;

import engine.api.foothold.Mover;
import engine.api.quirk.Quirk;
import engine.foothold2d.map.CompiledMap;

/** LadderAction, LadderClimb, and grabbing a ladder or rope (which the pseudocode leaves to the caller). */
public final class Ladders {
    // LadderClimb: dbl_62A4A0, px per 30 ms tick
    static final double CLIMB_PER_TICK = 3.0;
    /** Grab reach: |x - ladder x| at most this (px). */
    public static final int GRAB_REACH_X = 10;
    /** Grab reach below the bottom when pressing up, and above the top when pressing down (px). */
    public static final int GRAB_REACH_Y = 10;

    private Ladders() {
    }

    /**
     * LadderAction: leaves the foothold or ladder, moves each velocity toward the requested target by adding it
     * (clamped at the target), truncates both to integers, records.
     */
    public static void ladderAction(MoveContext c) {
        Mover mv = c.mover;
        double targetVx = mv.ladderTargetVx();
        double targetVy = mv.ladderTargetVy();
        mv.setLadderRequested(false);
        if (mv.foothold() != 0) {
            FootholdState.detachFromFoothold(c);
        } else if (mv.ladder() != 0) {
            FootholdState.setFootholdState(c, -1, -1);
        }
        double vx = towards(mv.vx(), targetVx);
        double vy = towards(mv.vy(), targetVy);
        mv.setVelocity((int) (long) vx, (int) (long) vy);
        FootholdState.recordMovement(c, FootholdState.RECORD_LADDER_ACTION);
    }

    /** LadderAction's velocity rule: below a positive target add it, above a negative target add it; clamp. */
    public static double towards(double current, double target) {
        if (target >= 0.0 || current <= target) {
            if (target <= 0.0 || current >= target) {
                return current;
            }
            double v = current + target;
            return v > target ? target : v;
        }
        double v = current + target;
        return v < target ? target : v;
    }

    /**
     * LadderClimb over stepMs: y moves by the vertical input · 3 px per 30 ms; above the top it exits 5 px above
     * (when the top can be left) or stops at the top; below the bottom it exits 1 px below.
     */
    public static void ladderClimb(MoveContext c, int stepMs) {
        int l = c.ladderIndex();
        if (l < 0) {
            return;
        }
        CompiledMap m = c.map;
        Mover mv = c.mover;
        int v = mv.verticalInput();
        double y = mv.y() + v * CLIMB_PER_TICK * stepMs / GroundedMovement.SUB_STEP_MS;
        mv.setPosition(mv.x(), y);
        if (v < 0 && y < m.ladderTop[l]) {
            if (m.ladderExitTop[l]) {
                mv.setPosition(mv.x(), m.ladderTop[l] - 5);
                FootholdState.setFootholdState(c, -1, -1);
                return;
            }
            mv.setPosition(mv.x(), m.ladderTop[l]);
        }
        if (v > 0 && y > m.ladderBottom[l]) {
            mv.setPosition(mv.x(), m.ladderBottom[l] + 1);
            FootholdState.setFootholdState(c, -1, -1);
        }
    }

    /**
     * Grabs the first ladder or rope (file order) within reach when up or down is held and none is held:
     * |x - ladder x| ≤ 10 and, pressing up, top ≤ y ≤ bottom + 10; pressing down, top - 10 ≤ y < bottom. Snaps
     * x to the ladder, y into it, stops, and holds it. Returns true when it grabbed.
     */
    public static boolean grab(MoveContext c) {
        Mover mv = c.mover;
        int v = mv.verticalInput();
        if (v == 0 || mv.ladder() != 0) {
            return false;
        }
        CompiledMap m = c.map;
        double x = mv.x();
        double y = mv.y();
        for (int l = 0; l < m.ladderId.length; l++) {
            if (Math.abs(x - m.ladderX[l]) > GRAB_REACH_X || m.ladderTop[l] == m.ladderBottom[l]) {
                continue;
            }
            boolean reach = v < 0 ? y >= m.ladderTop[l] && y <= m.ladderBottom[l] + GRAB_REACH_Y
                    : y >= m.ladderTop[l] - GRAB_REACH_Y && y < m.ladderBottom[l];
            if (reach) {
                // CLIENT-RECONSTRUCTED(FH_LADDER_GRAB): the pseudocode has no grab; reach, snap and hold are ours
                c.log.fired(Quirk.FH_LADDER_GRAB);
                FootholdState.detachFromFoothold(c);
                double gy = Math.max(m.ladderTop[l], Math.min(m.ladderBottom[l], y));
                mv.setPosition(m.ladderX[l], gy);
                mv.setVelocity(0.0, 0.0);
                mv.setT(0.0, 0.0);
                FootholdState.setFootholdState(c, -1, l);
                return true;
            }
        }
        return false;
    }
}
