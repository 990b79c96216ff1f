package engine.foothold2d.move;

import engine.api.foothold.Mover;
import engine.api.foothold.MoverStats;
import engine.api.foothold.PhysicsConstants;
import engine.api.quirk.Quirk;

/** DoJump: off a ladder or rope, off a foothold, or (short-jump conditions only) in the air. */
public final class Jump {
    // DoJump: dbl_62BC60 / dbl_6295C8, the ladder jump's vertical factor (short / normal)
    static final double LADDER_SHORT = 0.3;
    static final double LADDER_NORMAL = 0.5;
    // DoJump: the ladder jump's horizontal speed (px/s per walk-speed stat)
    static final double LADDER_SIDE_SPEED = 162.5;
    // DoJump: dbl_62BCF8, the short jump's factor
    static final double SHORT_JUMP = 0.7;
    // DoJump: dbl_6295C0, the horizontal gate and boost as a share of the max velocity
    static final double GATE = 0.8;
    // DoJump: dbl_62E348, the air jump's speed while the float stat is negative
    static final double AIR_DOWN_SPEED = 500.0;

    private Jump() {
    }

    /** DoJump: clears the request and sets the jump velocity for the mover's state. */
    public static void doJump(MoveContext c) {
        Mover mv = c.mover;
        MoverStats st = c.stats;
        PhysicsConstants p = c.phys;
        boolean isShortJump = st.fieldFloat() < 0.0 || st.climbUp() > 0.0;
        mv.setJumpRequested(false);
        int h = mv.horizontalInput();
        if (mv.ladder() != 0) {
            if (h == 0) {
                return;
            }
            FootholdState.setFootholdState(c, -1, -1);
            double vy = jumpVelocity(c) * (isShortJump ? LADDER_SHORT : LADDER_NORMAL);
            mv.setVelocity(st.walkSpeed() * h * LADDER_SIDE_SPEED, vy);
        } else if (mv.foothold() != 0) {
            int fh = c.footholdIndex();
            FootholdState.detachFromFoothold(c);
            double vy = jumpVelocity(c);
            if (isShortJump) {
                vy *= SHORT_JUMP;
            }
            double vx = mv.vx();
            if (h != 0) {
                int direction = h * c.map.sin[fh] >= 0.0 ? 1 : -1;
                double maxVel = Accel.computeMaxVelocity(c, fh, direction);
                if (maxVel * GATE > h * vx) {
                    vx = h * maxVel * GATE + vx;
                }
                if (h * vx > maxVel) {
                    vx = h * maxVel;
                }
            }
            mv.setVelocity(vx, vy);
        } else {
            if (!isShortJump) {
                return;
            }
            double vInput = st.fieldFloat();
            double absVInput = Math.abs(vInput);
            double vy = vInput >= 0.0 ? st.floatUp() * absVInput * p.flySpeed()
                    : st.floatDown() * absVInput * AIR_DOWN_SPEED;
            mv.setVelocity(mv.vx(), -vy);
        }
        FootholdState.recordMovement(c, FootholdState.RECORD_JUMP);
    }

    // DoJump: walkJump * -jumpSpeed / field gravity
    private static double jumpVelocity(MoveContext c) {
        return perGravity(c, c.stats.walkJump() * -c.phys.jumpSpeed());
    }

    /** v divided by the field gravity stat, as DoJump and FallDown divide their jump speed (px/s). */
    static double perGravity(MoveContext c, double v) {
        double g = c.stats.fieldGravity();
        if (g == 0.0) {
            if (c.fixJumpZeroGravity) {
                // no gravity to divide by: keep the undivided speed instead of an infinite one
                return v;
            }
            // CLIENT-UNCHECKED(FH_JUMP_ZERO_GRAVITY): the client divides by the 0 gravity stat (infinite, or NaN for 0)
            c.log.fired(Quirk.FH_JUMP_ZERO_GRAVITY);
        }
        return v / g;
    }
}
