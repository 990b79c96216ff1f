package engine.api.foothold;

import org.osgi.annotation.versioning.ConsumerType;

/** Receives RecordMovement's records as they happen; must not keep references or block. */
@ConsumerType
@FunctionalInterface
public interface MovementSink {

    /** A sink that drops every record. */
    MovementSink NONE = (kind, x, y, vx, vy, foothold, ladder, action, durationMs) -> { };

    /**
     * One movement record.
     *
     * @param kind       0 state change (SetFootholdState), 1 jump (DoJump), 2 ladder action (LadderAction),
     *                   3 jump-down (FallDown)
     * @param x          x (px)
     * @param y          y (px)
     * @param vx         x velocity (px/s)
     * @param vy         y velocity (px/s)
     * @param foothold   the foothold id stood on, 0 for none
     * @param ladder     the ladder or rope id held, 0 for none
     * @param action     the owner's action
     * @param durationMs the time since the previous record (ms)
     */
    void record(int kind, double x, double y, double vx, double vy, int foothold, int ladder, MoveAction action,
                int durationMs);
}
