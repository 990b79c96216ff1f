package engine.api.foothold;

/**
 * Every GetStat(...) the pseudocode reads, as a named attribute (docs/foothold2d.md maps each to its line).
 * "field" attributes are the this[94] block, the others the character's this[96] block.
 *
 * @param fieldWalk     this[94]+0: grounded force factor (dimensionless, 1)
 * @param fieldDrag     this[94]+12: air drag factor (dimensionless, 1)
 * @param fieldFloat    this[94]+24: float/swim vertical stat; negative disables free fall (dimensionless, 0)
 * @param fieldGravity  this[94]+36: gravity and fall-speed factor (dimensionless, 1)
 * @param mass          this[96]+12: mass (dimensionless, 100)
 * @param walkAcc       this[96]+24: walk force factor on default footholds (dimensionless, 1)
 * @param walkSpeed     this[96]+36: walk speed factor (dimensionless, 1)
 * @param walkDrag      this[96]+48: friction factor on default footholds (dimensionless, 1)
 * @param walkSlant     this[96]+60: |sin| above which a slope is steep (dimensionless, 0.9)
 * @param walkJump      this[96]+72: jump speed factor (dimensionless, 1)
 * @param climbDown     this[96]+84: rope vertical factor when the float stat is negative (dimensionless, 1)
 * @param floatDown     this[96]+96: rope horizontal cap and air-jump factor, downward (dimensionless, 1)
 * @param climbUp       this[96]+108: rope vertical factor; positive disables free fall (dimensionless, 0)
 * @param floatUp       this[96]+120: rope horizontal cap and air-jump factor, upward (dimensionless, 1)
 */
public record MoverStats(double fieldWalk, double fieldDrag, double fieldFloat, double fieldGravity, double mass,
                         double walkAcc, double walkSpeed, double walkDrag, double walkSlant, double walkJump,
                         double climbDown, double floatDown, double climbUp, double floatUp) {

    /** The defaults of an unequipped character on a plain field. */
    public static final MoverStats DEFAULT = new MoverStats(1, 1, 0, 1, 100, 1, 1, 1, 0.9, 1, 1, 1, 0, 1);

    /** Validates that every stat is finite and the mass positive. */
    public MoverStats {
        double[] all = {fieldWalk, fieldDrag, fieldFloat, fieldGravity, mass, walkAcc, walkSpeed, walkDrag,
            walkSlant, walkJump, climbDown, floatDown, climbUp, floatUp};
        for (double d : all) {
            if (!Double.isFinite(d)) {
                throw new IllegalArgumentException("stats must be finite, got " + d);
            }
        }
        if (!(mass > 0.0)) {
            throw new IllegalArgumentException("mass " + mass + " must be positive");
        }
    }
}
