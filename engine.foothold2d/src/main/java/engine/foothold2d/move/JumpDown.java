package engine.foothold2d.move;

import engine.api.foothold.Mover;
import engine.api.quirk.Quirk;
import engine.foothold2d.map.CompiledMap;

/**
 * Jumping down through a foothold (down + jump), which the pseudocode leaves to its caller: the client's rule for
 * when it is allowed, and CVecCtrl::FallDown (the hop, and the fall through the foothold left). Derivation:
 * docs/foothold2d.md, "Jump-down".
 */
public final class JumpDown {
    // FallDown: DOUBLE_N0_35355339, the hop's share of the jump speed (upward)
    static final double HOP = -0.35355339;
    /** How far below the mover's feet a floor must lie to be jumped down to (px). */
    public static final int MIN_DROP = 1;

    private JumpDown() {
    }

    /**
     * True when a jump request drops the mover through its foothold: down held, standing on a foothold that is not
     * cantThrough nor forbidFallDown, on a map that allows jump-downs, above another floor ({@link #floorBelow}).
     */
    public static boolean allowed(MoveContext c) {
        Mover mv = c.mover;
        if (mv.verticalInput() <= 0 || mv.ladder() != 0) {
            return false;
        }
        int fh = c.footholdIndex();
        if (fh < 0) {
            return false;
        }
        CompiledMap m = c.map;
        if (m.cantThrough[fh] || m.forbidFallDown[fh] || m.noJumpDown) {
            return false;
        }
        return floorBelow(m, fh, mv.x(), mv.y()) >= 0;
    }

    /**
     * The nearest floor (x1 &lt; x2) other than fh spanning x (ends included) whose surface at x lies at least
     * {@link #MIN_DROP} px below y, as an index; ties go to the lower index; -1 for none.
     */
    public static int floorBelow(CompiledMap m, int fh, double x, double y) {
        int best = -1;
        double bestY = 0.0;
        for (int i = 0; i < m.count; i++) {
            if (i == fh || m.x1[i] >= m.x2[i] || x < m.x1[i] || x > m.x2[i]) {
                continue;
            }
            double fy = m.y1[i] + (double) (m.y2[i] - m.y1[i]) * (x - m.x1[i]) / (m.x2[i] - m.x1[i]);
            if (fy >= y + MIN_DROP && (best < 0 || fy < bestY)) {
                best = i;
                bestY = fy;
            }
        }
        return best;
    }

    /**
     * CVecCtrl::FallDown from the mover's foothold: leaves it (DetachFromFoothold), remembers it as the fall-start
     * foothold the fall passes through, and hops: vx 0, vy = jumpSpeed * -0.35355339 / field gravity.
     */
    public static void fallDown(MoveContext c) {
        Mover mv = c.mover;
        int fh = c.footholdIndex();
        mv.setJumpRequested(false);
        // CLIENT-RECONSTRUCTED(FH_JUMP_DOWN): the rule and FallDown are rebuilt; the pseudocode has neither
        c.log.fired(Quirk.FH_JUMP_DOWN);
        FootholdState.detachFromFoothold(c);
        mv.setFallStart(c.map.id[fh]);
        mv.setVelocity(0.0, Jump.perGravity(c, c.phys.jumpSpeed() * HOP));
        FootholdState.recordMovement(c, FootholdState.RECORD_FALL_DOWN);
    }
}
