package engine.api.foothold;

/**
 * A character's movement state as CMovePath keeps it: position and velocity (px, px/s; y grows down), the
 * foothold it stands on with its parameter T and T-velocity, the ladder it holds, its layer, and the inputs.
 * Mutable; owned by the caller that steps it.
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
}
