package engine.api.foothold;

/**
 * The client's physics constants (Physics.img), each with the client's value as default.
 *
 * @param walkForce        grounded input force (px·mass/s², 140000)
 * @param walkSpeed        base walk speed (px/s, 125)
 * @param walkDrag         grounded friction force (px·mass/s², 80000)
 * @param slipForce        steep-slope force along the slope (px·mass/s², 60000)
 * @param slipSpeed        steep-slope speed per unit |sin| (px/s, 120)
 * @param floatDrag1       air/rope drag force (px·mass/s², 100000)
 * @param floatDrag2       air control base force (px·mass/s², 10000)
 * @param floatCoefficient weak air-friction factor (dimensionless, 0.01)
 * @param swimForce        rope vertical force (px·mass/s², 120000)
 * @param swimSpeed        swim speed (px/s, 140), kept for reference
 * @param flyForce         fly force (px·mass/s², 120000), kept for reference
 * @param flySpeed         airborne up-jump speed factor (px/s, 200)
 * @param gravityAcc       gravity (px/s², 2000)
 * @param fallSpeed        terminal fall speed (px/s, 670)
 * @param jumpSpeed        jump speed (px/s, 555)
 * @param maxFriction      largest friction factor (dimensionless, 2)
 * @param minFriction      smallest friction factor (dimensionless, 0.05)
 */
public record PhysicsConstants(double walkForce, double walkSpeed, double walkDrag, double slipForce,
                               double slipSpeed, double floatDrag1, double floatDrag2, double floatCoefficient,
                               double swimForce, double swimSpeed, double flyForce, double flySpeed,
                               double gravityAcc, double fallSpeed, double jumpSpeed, double maxFriction,
                               double minFriction) {

    /** The client's values. */
    public static final PhysicsConstants DEFAULT = new PhysicsConstants(140000, 125, 80000, 60000, 120, 100000,
            10000, 0.01, 120000, 140, 120000, 200, 2000, 670, 555, 2, 0.05);

    /** Validates that every constant is finite and minFriction ≤ maxFriction. */
    public PhysicsConstants {
        double[] all = {walkForce, walkSpeed, walkDrag, slipForce, slipSpeed, floatDrag1, floatDrag2,
            floatCoefficient, swimForce, swimSpeed, flyForce, flySpeed, gravityAcc, fallSpeed, jumpSpeed,
            maxFriction, minFriction};
        for (double d : all) {
            if (!Double.isFinite(d)) {
                throw new IllegalArgumentException("physics constants must be finite, got " + d);
            }
        }
        if (minFriction > maxFriction) {
            throw new IllegalArgumentException("minFriction " + minFriction + " exceeds maxFriction " + maxFriction);
        }
    }
}
