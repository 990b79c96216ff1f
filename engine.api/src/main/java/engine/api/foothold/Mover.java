package engine.api.foothold;

/**
 * A character's movement state as CMovePath keeps it: position and velocity (px, px/s; y grows down), the
 * foothold it stands on with its parameter T and T-velocity, the ladder it holds, its layer and group, the
 * inputs and requests, the owner's action, and its stats. Mutable; owned by the caller that steps it.
 */
public final class Mover {
    private double x;
    private double y;
    private double vx;
    private double vy;
    private int foothold;
    private double t;
    private double tVelocity;
    private int ladder;
    private int layer;
    private int horizontalInput;
    private int verticalInput;
    private boolean jumpRequested;
    private boolean ladderRequested;
    private double ladderTargetVx;
    private double ladderTargetVy;
    private int group;
    private int previousFoothold;
    private int fallStart;
    private MoveAction action = MoveAction.FALL;
    private int recordClockMs;
    private MoverStats stats = MoverStats.DEFAULT;

    /** A mover at (0, 0), at rest, airborne, on no ladder, layer 0, no input. */
    public Mover() {
    }

    /** x (px). */
    public double x() {
        return x;
    }

    /** y (px, down is positive). */
    public double y() {
        return y;
    }

    /** Sets the position (px). */
    public void setPosition(double nx, double ny) {
        x = nx;
        y = ny;
    }

    /** Horizontal velocity (px/s). */
    public double vx() {
        return vx;
    }

    /** Vertical velocity (px/s, down is positive). */
    public double vy() {
        return vy;
    }

    /** Sets the velocity (px/s). */
    public void setVelocity(double nvx, double nvy) {
        vx = nvx;
        vy = nvy;
    }

    /** The foothold id stood on (this[68]), 0 when airborne. */
    public int foothold() {
        return foothold;
    }

    /** Sets the foothold id stood on (0 for none). */
    public void setFoothold(int id) {
        foothold = id;
    }

    /** T: the position along the foothold (px from its start). */
    public double t() {
        return t;
    }

    /** T-velocity: the speed along the foothold (px/s). */
    public double tVelocity() {
        return tVelocity;
    }

    /** Sets T and its velocity. */
    public void setT(double nt, double ntVelocity) {
        t = nt;
        tVelocity = ntVelocity;
    }

    /** The ladder or rope id held, 0 for none. */
    public int ladder() {
        return ladder;
    }

    /** Sets the ladder or rope held (0 for none). */
    public void setLadder(int id) {
        ladder = id;
    }

    /** The layer (page) the mover is on. */
    public int layer() {
        return layer;
    }

    /** Sets the layer. */
    public void setLayer(int l) {
        layer = l;
    }

    /** Horizontal input: −1 left, 0 none, +1 right. */
    public int horizontalInput() {
        return horizontalInput;
    }

    /** Vertical input: −1 up, 0 none, +1 down. */
    public int verticalInput() {
        return verticalInput;
    }

    /** Sets the inputs (each −1, 0 or +1). */
    public void setInput(int horizontal, int vertical) {
        if (horizontal < -1 || horizontal > 1 || vertical < -1 || vertical > 1) {
            throw new IllegalArgumentException("inputs must be -1, 0 or +1, got " + horizontal + ", " + vertical);
        }
        horizontalInput = horizontal;
        verticalInput = vertical;
    }

    /** this[86]: a jump was requested for the next update. */
    public boolean jumpRequested() {
        return jumpRequested;
    }

    /** Sets the jump request. */
    public void setJumpRequested(boolean r) {
        jumpRequested = r;
    }

    /** this[88]: a ladder action was requested for the next update. */
    public boolean ladderRequested() {
        return ladderRequested;
    }

    /** Sets the ladder request. */
    public void setLadderRequested(boolean r) {
        ladderRequested = r;
    }

    /** LadderAction's target x velocity (px/s, this+360). */
    public double ladderTargetVx() {
        return ladderTargetVx;
    }

    /** LadderAction's target y velocity (px/s, this+368). */
    public double ladderTargetVy() {
        return ladderTargetVy;
    }

    /** Requests a LadderAction towards the target velocity (px/s) for the next update. */
    public void requestLadderAction(double targetVx, double targetVy) {
        if (!Double.isFinite(targetVx) || !Double.isFinite(targetVy)) {
            throw new IllegalArgumentException("ladder target velocity must be finite");
        }
        ladderTargetVx = targetVx;
        ladderTargetVy = targetVy;
        ladderRequested = true;
    }

    /** The group (this[74]) of the last foothold stood on; walls of other groups do not block. */
    public int group() {
        return group;
    }

    /** Sets the group. */
    public void setGroup(int g) {
        group = g;
    }

    /** The last foothold stood on (this[69]), 0 for none. */
    public int previousFoothold() {
        return previousFoothold;
    }

    /** Sets the last foothold stood on. */
    public void setPreviousFoothold(int id) {
        previousFoothold = id;
    }

    /**
     * The foothold a jump-down left (CVecCtrl m_pfhFallStart), 0 for none: the fall passes through it until the
     * mover lands or grabs a ladder.
     */
    public int fallStart() {
        return fallStart;
    }

    /** Sets the foothold a jump-down left (0 for none). */
    public void setFallStart(int id) {
        fallStart = id;
    }

    /** The owner's action (this[79]) as of the last state change. */
    public MoveAction action() {
        return action;
    }

    /** Sets the owner's action. */
    public void setAction(MoveAction a) {
        action = java.util.Objects.requireNonNull(a, "action");
    }

    /** Time since the last movement record (ms). */
    public int recordClockMs() {
        return recordClockMs;
    }

    /** Sets the time since the last movement record (ms). */
    public void setRecordClockMs(int ms) {
        recordClockMs = ms;
    }

    /** The stats GetStat reads. */
    public MoverStats stats() {
        return stats;
    }

    /** Sets the stats. */
    public void setStats(MoverStats s) {
        stats = java.util.Objects.requireNonNull(s, "stats");
    }
}
