package engine.foothold2d.move;

/** ApplyAccelClamped and ComputeMaxVelocity. */
public final class Accel {

    private Accel() {
    }

    /**
     * ApplyAccelClamped: v plus force / mass · dt, not past ±maxVel in the force's direction; a negative maxVel
     * or a zero (or NaN) force leaves v unchanged. Returns the new velocity (px/s).
     */
    public static double applyAccelClamped(double v, double force, double mass, double maxVel, double dt) {
        if (maxVel < 0.0) {
            return v;
        }
        if (force > 0.0) {
            if (v < maxVel) {
                v += force / mass * dt;
                if (v > maxVel) {
                    v = maxVel;
                }
            }
        } else if (force < 0.0) {
            if (v > -maxVel) {
                v += force / mass * dt;
                if (v < -maxVel) {
                    v = -maxVel;
                }
            }
        }
        return v;
    }

    /**
     * ComputeMaxVelocity: foothold walk factor · walkSpeed stat · walkSpeed (125) px/s, times (sin² · direction
     * + 1) when direction is not 0 (+1 downhill boost, -1 uphill cos²).
     */
    public static double computeMaxVelocity(MoveContext c, int fh, int direction) {
        double result = c.map.walk[fh] * c.stats.walkSpeed() * c.phys.walkSpeed();
        if (direction != 0) {
            double s = c.map.sin[fh];
            result *= s * s * direction + 1.0;
        }
        return result;
    }

    /** Moves v toward zero by amount without crossing it (the pseudocode's repeated friction blocks). */
    static double frictionToZero(double v, double amount) {
        if (v > 0.0) {
            v -= amount;
            if (v < 0.0) {
                v = 0.0;
            }
        } else if (v < 0.0) {
            v += amount;
            if (v > 0.0) {
                v = 0.0;
            }
        }
        return v;
    }

    /** Pulls v back inside ±cap by amount per call, not past the cap (the over-speed blocks); cap ≥ 0. */
    static double dragToCap(double v, double cap, double amount) {
        if (v > cap) {
            v -= amount;
            if (v < cap) {
                v = cap;
            }
        } else if (v < -cap) {
            v += amount;
            if (v > -cap) {
                v = -cap;
            }
        }
        return v;
    }
}
