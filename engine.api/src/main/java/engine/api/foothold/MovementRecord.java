package engine.api.foothold;

/**
 * One RecordMovement element, as a server would compare it with a client's report.
 *
 * @param kind       0 state change, 1 jump, 2 ladder action, 3 jump-down
 * @param x          x (px)
 * @param y          y (px)
 * @param vx         x velocity (px/s)
 * @param vy         y velocity (px/s)
 * @param foothold   the foothold id, 0 for none
 * @param ladder     the ladder or rope id, 0 for none
 * @param action     the owner's action
 * @param durationMs the time since the previous record (ms)
 */
public record MovementRecord(int kind, double x, double y, double vx, double vy, int foothold, int ladder,
                             MoveAction action, int durationMs) {
}
