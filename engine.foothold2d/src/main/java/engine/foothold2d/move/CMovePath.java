package engine.foothold2d.move;

import engine.api.foothold.FootholdMap;
import engine.api.foothold.FootholdMovement;
import engine.api.foothold.MovementSink;
import engine.api.foothold.Mover;
import engine.api.foothold.PhysicsConstants;
import engine.api.foothold.UnsupportedFieldException;
import engine.api.kernel.KernelConfig;
import engine.api.quirk.QuirkLog;
import engine.foothold2d.map.CompiledMap;
import engine.foothold2d.map.CrossQuery;
import java.util.Map;
import java.util.WeakHashMap;

/**
 * The movement-2d kernel: UpdatePhysics. Keeps the compiled form of the maps it is given (by identity of the
 * last map, else a weak cache) and one context and query scratch, so an update allocates nothing; one kernel
 * serves one thread. Built for a {@link KernelConfig}: each correction it names ({@link FootholdCorrections}) is
 * switched on, every other catalogued quirk behaves as the client's.
 */
public final class CMovePath implements FootholdMovement {
    private final MoveContext ctx;
    private final Map<FootholdMap, CompiledMap> compiled = new WeakHashMap<>();
    private FootholdMap lastMap;
    private CompiledMap lastCompiled;
    private CrossQuery lastQuery;

    /** A kernel with an empty map cache that corrects what config names (its float model is not used). */
    public CMovePath(KernelConfig config) {
        ctx = new MoveContext(config);
    }

    /** The client's kernel: no correction. */
    public static CMovePath faithful() {
        return new CMovePath(KernelConfig.DEFAULT);
    }

    /** Every correction the 2D provider declares on, as a default profile builds it. */
    public static CMovePath corrected() {
        return new CMovePath(FootholdCorrections.config());
    }

    /** The compiled form of map (compiled once per map). */
    public CompiledMap prepare(FootholdMap map) {
        if (map != lastMap) {
            CompiledMap cm = compiled.computeIfAbsent(map, CompiledMap::new);
            lastMap = map;
            lastCompiled = cm;
            lastQuery = cm.index.newQuery();
        }
        return lastCompiled;
    }

    @Override
    public void update(FootholdMap map, PhysicsConstants physics, Mover mover, int timeMs, MovementSink sink,
                       QuirkLog log) {
        if (timeMs < 0) {
            throw new IllegalArgumentException("timeMs " + timeMs + " must not be negative");
        }
        CompiledMap cm = prepare(map);
        if (!cm.walkable) {
            throw new UnsupportedFieldException(map);
        }
        MoveContext c = ctx;
        c.bind(cm, lastQuery, physics, mover, sink, log);
        // a foothold or ladder id the map does not hold is a caller error, caught before anything changes
        if (mover.foothold() != 0 && cm.indexOf(mover.foothold()) < 0) {
            throw new IllegalArgumentException("mover stands on foothold " + mover.foothold() + " which "
                    + map.name() + " does not hold");
        }
        if (mover.ladder() != 0 && cm.ladderIndexOf(mover.ladder()) < 0) {
            throw new IllegalArgumentException("mover holds ladder " + mover.ladder() + " which " + map.name()
                    + " does not hold");
        }
        if (mover.fallStart() != 0 && cm.indexOf(mover.fallStart()) < 0) {
            throw new IllegalArgumentException("mover falls through foothold " + mover.fallStart() + " which "
                    + map.name() + " does not hold");
        }
        updatePhysics(c, timeMs);
    }

    /**
     * UpdatePhysics: the requests (a jump with down held drops through the foothold when the client allows it), a
     * grab, then 30 ms sub-steps on the ladder, the foothold or in the air.
     */
    public static void updatePhysics(MoveContext c, int timeMs) {
        Mover mv = c.mover;
        if (mv.jumpRequested()) {
            if (JumpDown.allowed(c)) {
                JumpDown.fallDown(c);
            } else {
                Jump.doJump(c);
            }
        }
        if (mv.ladderRequested()) {
            Ladders.ladderAction(c);
        }
        Ladders.grab(c);
        int remaining = timeMs;
        while (remaining > 0) {
            int step = Math.min(remaining, GroundedMovement.SUB_STEP_MS);
            remaining -= step;
            // vtable[20]: the timer the movement records measure
            mv.setRecordClockMs(mv.recordClockMs() + step);
            if (mv.ladder() != 0) {
                // holding a ladder: HandleGroundedMovement's ladder path, then LadderClimb (no gravity)
                GroundedMovement.handle(c, mv.t(), mv.tVelocity(), step,
                        c.stats.fieldDrag() * c.phys.floatDrag1());
                Ladders.ladderClimb(c, step);
            } else if (mv.foothold() != 0) {
                grounded(c, step);
            } else {
                airborne(c, step);
            }
        }
    }

    // UpdatePhysics, grounded path: velocity update, then HandleGroundedMovement from the saved T
    private static void grounded(MoveContext c, int step) {
        Mover mv = c.mover;
        double savedT = mv.t();
        double savedTVel = mv.tVelocity();
        GroundedVelocity.update(c, step);
        GroundedMovement.handle(c, savedT, savedTVel, step, 0.0);
    }

    // UpdatePhysics, airborne path: velocity, a first crossing test, then a retry (wall) or the landing's rest
    private static void airborne(MoveContext c, int step) {
        Mover mv = c.mover;
        c.saveFull();
        AirborneVelocity.apply(c, step);
        c.timeMs = step;
        if (AirborneCollision.update(c) && c.timeMs > 0) {
            if (mv.foothold() == 0) {
                AirborneCollision.update(c);
            } else {
                double savedT = mv.t();
                double tVel = mv.tVelocity();
                mv.setT(savedT + tVel * c.timeMs * 0.001, tVel);
                GroundedMovement.handle(c, savedT, tVel, c.timeMs, 0.0);
            }
        }
    }
}
