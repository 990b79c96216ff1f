package engine.foothold2d.move;

import engine.api.foothold.Mover;
import engine.api.foothold.MoverStats;
import engine.api.foothold.PhysicsConstants;
import engine.api.quirk.Quirk;
import engine.foothold2d.map.CompiledMap;

/** GroundedVelocityUpdate: the T-velocity on the foothold, then trapezoidal T integration. */
public final class GroundedVelocity {
    // GroundedVelocityUpdate: dbl_62BC78, the input factor against the foothold force
    static final double AGAINST_FORCE = 0.2;
    // GroundedVelocityUpdate: dbl_62E370, the friction when the speed factor is exactly 0
    static final double ZERO_FACTOR_FRICTION = 16000.0;

    private GroundedVelocity() {
    }

    /** GroundedVelocityUpdate over timeMs on the mover's foothold (which must be set). */
    public static void update(MoveContext c, int timeMs) {
        CompiledMap m = c.map;
        Mover mv = c.mover;
        MoverStats st = c.stats;
        PhysicsConstants p = c.phys;
        int fh = c.footholdIndex();
        double mass = st.mass();
        double sin = m.sin[fh];
        double absSin = Math.abs(sin);
        double sinSq = absSin * absSin;
        // GroundedVelocityUpdate: direction is reversed, slopeDy >= 0 gives -1
        int direction = sin >= 0.0 ? -1 : 1;
        double oldT = mv.t();
        double oldTVel = mv.tVelocity();
        double tVel = oldTVel;
        double walk = m.walk[fh];
        double dragAttr = m.drag[fh];
        double force = m.force[fh];
        boolean isDefault = dragAttr == 1.0 && force == 0.0;
        // a non-default foothold uses a fresh 1.0 (sub_5BEDAB(1.0)) instead of the walk stat
        double speedFactor = isDefault ? st.walkAcc() : 1.0;
        double baseAccelForce = walk * speedFactor * st.fieldWalk() * p.walkForce();
        int h = mv.horizontalInput();
        double inputAccel = h * baseAccelForce;
        double absForce = Math.abs(force);
        boolean withForce = h * force > 0.0;
        if (force == 0.0) {
            if (h * inputAccel <= 0.0) {
                inputAccel = 0.0;
            }
        } else if (h != 0) {
            inputAccel *= withForce ? 2.0 * absForce : AGAINST_FORCE / absForce;
        } else {
            inputAccel = force * baseAccelForce;
        }
        double dirFactor = direction <= 0 ? sinSq + 1.0 : 1.0 - sinSq;
        double finalAccel = dirFactor * inputAccel;
        double baseMaxVel = Accel.computeMaxVelocity(c, fh, 0);
        if (force != 0.0) {
            baseMaxVel *= h != 0 ? (withForce ? 2.0 * absForce : AGAINST_FORCE / absForce) : absForce;
        }
        double frictionFactor = isDefault ? st.walkDrag() : 1.0;
        // the second factor is read as the foothold drag (+24): reading +12 twice would make the map's fs inert
        // CLIENT-RECONSTRUCTED(FH_FS_INERT): +12 twice would differ wherever the drag (fs) is not the walk factor
        if (dragAttr != walk) {
            c.log.fired(Quirk.FH_FS_INERT);
        }
        double speedFactorVal = walk * frictionFactor * dragAttr;
        speedFactorVal = Math.max(p.minFriction(), Math.min(p.maxFriction(), speedFactorVal));
        if (speedFactorVal < 1.0) {
            speedFactorVal *= 0.5;
        }
        double friction = speedFactorVal * p.walkDrag();
        double flatFriction = speedFactorVal == 0.0 ? ZERO_FACTOR_FRICTION : friction;
        double dt = timeMs * 0.001;
        if (baseMaxVel >= 0.0) {
            tVel = Accel.dragToCap(tVel, baseMaxVel, flatFriction / mass * dt);
        }
        if (st.walkSlant() < absSin) {
            // steep slope: slip along it
            double slopeGrav = absSin * p.slipForce() * -direction;
            double slopeMaxVel = absSin * p.slipSpeed();
            double finalForce;
            double finalMaxVel;
            if (direction * h <= 0) {
                if (h != 0 || force != 0.0) {
                    finalForce = slopeGrav + finalAccel;
                    finalMaxVel = slopeMaxVel + (sinSq + 1.0) * baseMaxVel;
                } else {
                    finalForce = slopeGrav;
                    finalMaxVel = slopeMaxVel;
                }
            } else {
                finalForce = slopeGrav * 0.5;
                finalMaxVel = slopeMaxVel * 0.5;
            }
            if (direction * tVel > 0.0) {
                tVel = Accel.frictionToZero(tVel, flatFriction / mass * dt);
            }
            tVel = Accel.applyAccelClamped(tVel, finalForce, mass, finalMaxVel, dt);
        } else {
            if (speedFactorVal == 0.0) {
                finalAccel -= baseMaxVel * p.slipForce() * direction;
            }
            if (h != 0 || speedFactorVal == 0.0 || force != 0.0) {
                double accelMaxVel = direction * finalAccel <= 0.0 ? (sinSq + 1.0) * baseMaxVel : baseMaxVel;
                tVel = Accel.applyAccelClamped(tVel, finalAccel, mass, accelMaxVel, dt);
            } else {
                tVel = Accel.frictionToZero(tVel, friction / mass * dt);
            }
        }
        mv.setT(oldT + (oldTVel + tVel) * dt * 0.5, tVel);
    }
}
