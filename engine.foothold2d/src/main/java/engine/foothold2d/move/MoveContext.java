package engine.foothold2d.move;

import engine.api.foothold.MovementSink;
import engine.api.foothold.Mover;
import engine.api.foothold.MoverStats;
import engine.api.foothold.PhysicsConstants;
import engine.api.kernel.KernelConfig;
import engine.api.quirk.Quirk;
import engine.api.quirk.QuirkLog;
import engine.foothold2d.map.CompiledMap;
import engine.foothold2d.map.CrossQuery;

/**
 * What the routines share during one update: the map, constants, stats, mover, sink and quirk log, the saved state
 * the pseudocode copies (savedFull: position and velocity before a step) and the in/out time (the timeMs pointer).
 * Owned by one kernel; reused for every update, so an update allocates nothing. The corrections the kernel was built
 * with are read once, here.
 */
public final class MoveContext {
    /** FH_DETACH_CLAMP_RTL corrected: DetachFromFoothold clamps x to min..max of the foothold's ends. */
    public final boolean fixDetachClamp;
    /** FH_ROUND_HALF_DOUBLE corrected: the crossing test rounds exactly half up. */
    public final boolean fixRoundHalf;
    /** FH_JUMP_ZERO_GRAVITY corrected: a 0 field gravity keeps the undivided jump speed. */
    public final boolean fixJumpZeroGravity;
    /** FH_ROPE_FORCE_ZERO_INPUT corrected: a 0 float stat gives the rope path no vertical force. */
    public final boolean fixRopeForce;
    /** The compiled map. */
    public CompiledMap map;
    /** The physics constants. */
    public PhysicsConstants phys;
    /** The mover's stats. */
    public MoverStats stats;
    /** The mover. */
    public Mover mover;
    /** Where RecordMovement goes. */
    public MovementSink sink;
    /** Where the routines report the catalogued quirks ({@code Quirk.FH_...}) that fire; never null. */
    public QuirkLog log = QuirkLog.NONE;
    /** Crossing-query scratch for map. */
    public CrossQuery query;
    /** savedFull: x before the step (px). */
    public double savedX;
    /** savedFull: y before the step (px). */
    public double savedY;
    /** savedFull: x velocity before the step (px/s). */
    public double savedVx;
    /** savedFull: y velocity before the step (px/s). */
    public double savedVy;
    /** The *timeMs the airborne routine reads and leaves the unspent time in (ms). */
    public int timeMs;

    /** An unbound context of a kernel that corrects what config says. */
    public MoveContext(KernelConfig config) {
        fixDetachClamp = config.corrects(Quirk.FH_DETACH_CLAMP_RTL);
        fixRoundHalf = config.corrects(Quirk.FH_ROUND_HALF_DOUBLE);
        fixJumpZeroGravity = config.corrects(Quirk.FH_JUMP_ZERO_GRAVITY);
        fixRopeForce = config.corrects(Quirk.FH_ROPE_FORCE_ZERO_INPUT);
    }

    /** Binds the parts of one update. */
    public void bind(CompiledMap m, CrossQuery q, PhysicsConstants p, Mover mv, MovementSink s, QuirkLog l) {
        map = m;
        query = q;
        phys = p;
        mover = mv;
        stats = mv.stats();
        sink = s;
        log = l != null ? l : QuirkLog.NONE;
    }

    /** savedFull = the mover's position and velocity now. */
    public void saveFull() {
        savedX = mover.x();
        savedY = mover.y();
        savedVx = mover.vx();
        savedVy = mover.vy();
    }

    /** The index of the mover's foothold, -1 when airborne. */
    public int footholdIndex() {
        return map.indexOf(mover.foothold());
    }

    /** The index of the mover's ladder or rope, -1 for none. */
    public int ladderIndex() {
        return map.ladderIndexOf(mover.ladder());
    }
}
