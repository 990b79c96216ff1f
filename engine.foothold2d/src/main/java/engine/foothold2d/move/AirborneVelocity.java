package engine.foothold2d.move;

import engine.api.foothold.Mover;
import engine.api.foothold.MoverStats;
import engine.api.foothold.PhysicsConstants;
import engine.api.quirk.Quirk;

/** ApplyAirborneVelocity and IsAirborne. */
public final class AirborneVelocity {
    // ApplyAirborneVelocity: dbl_62E398, the air-control speed per unit of floatDrag2
    static final double AIR_CONTROL = 0.000893;
    // ApplyAirborneVelocity: dbl_62B6E8, the rope horizontal cap per unit of float stat when it is negative
    static final double FLOAT_DOWN_CAP = 100.0;
    // ApplyAirborneVelocity: dbl_62BC60, the pressing-down vertical cap factor
    static final double DOWN_CAP_FACTOR = 0.3;

    private AirborneVelocity() {
    }

    /** IsAirborne: no foothold, the field's float stat ≥ 0 and the climb-up stat ≤ 0. */
    public static boolean isAirborne(MoveContext c) {
        return c.mover.foothold() == 0 && c.stats.fieldFloat() >= 0.0 && c.stats.climbUp() <= 0.0;
    }

    /**
     * ApplyAirborneVelocity: the velocity update of timeMs in the air (or, when not IsAirborne, floating), then
     * trapezoidal position integration from savedFull.
     */
    public static void apply(MoveContext c, int timeMs) {
        Mover mv = c.mover;
        MoverStats st = c.stats;
        PhysicsConstants p = c.phys;
        double mass = st.mass();
        double oldVx = mv.vx();
        double oldVy = mv.vy();
        double vx = oldVx;
        double vy = oldVy;
        double gravMaxForce = st.fieldDrag() * p.floatDrag1();
        double gravBase = st.fieldDrag() * p.floatDrag2();
        double dt = timeMs * 0.001;
        int h = mv.horizontalInput();
        double vInput = st.fieldFloat();
        double absVInput = Math.abs(vInput);
        if (isAirborne(c)) {
            double termVel = st.fieldGravity() * p.fallSpeed();
            double clampVel = gravBase * AIR_CONTROL;
            // (A) over-speed drag back inside ±termVel, as the rope path does for its cap
            if (termVel >= 0.0) {
                vy = Accel.dragToCap(vy, termVel, gravMaxForce / mass * dt);
            }
            // (B) air control, else the dual friction: weak while below terminal speed
            if (h != 0) {
                vx = Accel.applyAccelClamped(vx, h * gravBase * 2.0, mass, clampVel, dt);
            } else {
                double weakF = vy < termVel ? gravBase * p.floatCoefficient() / mass * dt : gravBase / mass * dt;
                vx = Accel.frictionToZero(vx, weakF);
            }
            // (C) gravity toward terminal velocity
            vy = Accel.applyAccelClamped(vy, st.fieldGravity() * mass * p.gravityAcc(), mass, termVel, dt);
            // (D) clampVelY is read as the rope path defines it (climb-up stat); /absVInput with 0 input is the
            // client's NaN force, which ApplyAccelClamped ignores: give 0 instead (no NaN)
            // CLIENT-RECONSTRUCTED(FH_AIR_CLAMPVELY_UNDEFINED): clampVelY is undefined here; each air step uses ours
            c.log.fired(Quirk.FH_AIR_CLAMPVELY_UNDEFINED);
            double clampVelY = st.climbUp();
            double secondary = absVInput == 0.0 || clampVelY == 0.0 ? 0.0
                    : gravBase * mass / absVInput * clampVelY;
            vy = Accel.applyAccelClamped(vy, secondary, mass, termVel, dt);
        } else {
            double clampVelY;
            double hMultiplier;
            if (vInput >= 0.0) {
                clampVelY = st.climbUp();
                hMultiplier = st.floatUp() * absVInput * p.flySpeed();
            } else {
                clampVelY = st.climbDown();
                hMultiplier = st.floatDown() * absVInput * FLOAT_DOWN_CAP;
            }
            double hForceBase = h * clampVelY * absVInput * p.swimForce();
            double drag = gravMaxForce / mass * dt;
            if (hMultiplier >= 0.0) {
                vx = Accel.dragToCap(vx, hMultiplier, drag);
            }
            if (h != 0) {
                vx = Accel.applyAccelClamped(vx, hForceBase, mass, hMultiplier, dt);
            } else {
                vx = Accel.frictionToZero(vx, drag);
            }
            if (hMultiplier >= 0.0) {
                vy = Accel.dragToCap(vy, hMultiplier, drag);
            }
            double vertForce;
            if (absVInput == 0.0 && c.fixRopeForce) {
                // a 0 float stat has no direction to push in: no vertical force instead of an infinite one
                vertForce = 0.0;
            } else {
                if (absVInput == 0.0) {
                    // CLIENT-UNCHECKED(FH_ROPE_FORCE_ZERO_INPUT): divides by |float stat| = 0: an infinite force
                    c.log.fired(Quirk.FH_ROPE_FORCE_ZERO_INPUT);
                }
                vertForce = p.swimForce() / mass / absVInput * clampVelY;
            }
            if (vInput >= 0.0) {
                vy = Accel.applyAccelClamped(vy, vertForce * mass, mass, hMultiplier, dt);
            } else {
                double reducedCap = hMultiplier * DOWN_CAP_FACTOR;
                if (vy > reducedCap) {
                    vy -= vertForce * dt;
                    if (vy < reducedCap) {
                        vy = reducedCap;
                    }
                } else if (vy < reducedCap) {
                    vy += vertForce * dt * 0.5;
                    if (vy > reducedCap) {
                        vy = reducedCap;
                    }
                }
            }
        }
        mv.setPosition((oldVx + vx) * dt * 0.5 + c.savedX, (oldVy + vy) * dt * 0.5 + c.savedY);
        mv.setVelocity(vx, vy);
    }
}
