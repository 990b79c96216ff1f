package engine.foothold2d.move;

import engine.api.foothold.MovementSink;
import engine.api.foothold.Mover;
import engine.api.foothold.MoverStats;
import engine.api.foothold.PhysicsConstants;
import engine.api.quirk.QuirkLog;
import engine.foothold2d.map.CompiledMap;
import engine.foothold2d.map.CrossQuery;

/**
 * What the routines share during one update: the map, constants, stats, mover, sink and quirk log, the saved state
 * the pseudocode copies (savedFull: position and velocity before a step) and the in/out time (the timeMs pointer).
 * Owned by one kernel; reused for every update, so an update allocates nothing.
 */
public final class MoveContext {
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

    /** An unbound context. */
    public MoveContext() {
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
