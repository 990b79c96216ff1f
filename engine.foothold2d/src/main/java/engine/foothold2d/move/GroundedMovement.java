package engine.foothold2d.move;

import engine.api.foothold.Mover;
import engine.foothold2d.map.CompiledMap;

/**
 * HandleGroundedMovement: the 30 ms sub-step loop. On a foothold: friction on the T-velocity, T integrated from
 * the saved T, walking off either end onto prev/next or stopping at a wall or chain end. Holding a ladder: the
 * velocity decays and the position integrates, clamped to the bounds.
 */
public final class GroundedMovement {
    /** The longest sub-step (ms). */
    public static final int SUB_STEP_MS = 30;

    private GroundedMovement() {
    }

    /**
     * HandleGroundedMovement over timeMs, from the T and T-velocity saved before the velocity update, with
     * baseFriction (px·mass/s²) applied to the velocity each sub-step.
     */
    public static void handle(MoveContext c, double savedT, double savedTVel, int timeMs, double baseFriction) {
        CompiledMap m = c.map;
        Mover mv = c.mover;
        double mass = c.stats.mass();
        int remaining = timeMs;
        while (remaining > 0) {
            int step = Math.min(remaining, SUB_STEP_MS);
            int fh = c.footholdIndex();
            if (fh >= 0) {
                double dt = step * 0.001;
                double tVel = Accel.frictionToZero(mv.tVelocity(), baseFriction / mass * dt);
                // HandleGroundedMovement: T = (old T-vel + T-vel) * step * 0.0005 + old T, from the saved state
                double t = (savedTVel + tVel) * step * 0.0005 + savedT;
                mv.setT(t, tVel);
                if (t < 0.0) {
                    int prev = m.prev[fh];
                    if (prev < 0 || m.cos[prev] <= 0.0) {
                        // no prev or a wall: stop at the start
                        mv.setT(0.0, 0.0);
                        FootholdState.calculatePositionFromT(c, fh);
                    } else {
                        mv.setT(Math.max(0.0, m.length[prev] + t), tVel);
                        FootholdState.calculatePositionFromT(c, prev);
                        FootholdState.setFootholdState(c, prev, -1);
                    }
                } else if (t > m.length[fh]) {
                    int next = m.next[fh];
                    if (next < 0 || m.cos[next] <= 0.0) {
                        // no next or a wall: stop at the end
                        mv.setT(m.length[fh], 0.0);
                        FootholdState.calculatePositionFromT(c, fh);
                    } else {
                        mv.setT(Math.min(m.length[next], t - m.length[fh]), tVel);
                        FootholdState.calculatePositionFromT(c, next);
                        FootholdState.setFootholdState(c, next, -1);
                    }
                } else {
                    FootholdState.calculatePositionFromT(c, fh);
                }
            } else if (mv.ladder() != 0) {
                // path B (state 3, ladder): velocity decays to rest, trapezoidal position, bounds
                c.saveFull();
                double dt = step * 0.001;
                double amount = baseFriction / mass * dt;
                double vx = Accel.frictionToZero(mv.vx(), amount);
                double vy = Accel.frictionToZero(mv.vy(), amount);
                mv.setVelocity(vx, vy);
                mv.setPosition(mv.x() + (c.savedVx + vx) * step * 0.0005, mv.y() + (c.savedVy + vy) * step * 0.0005);
                FootholdState.clampToBounds(c, step);
            }
            savedT = mv.t();
            savedTVel = mv.tVelocity();
            remaining -= step;
        }
    }
}
