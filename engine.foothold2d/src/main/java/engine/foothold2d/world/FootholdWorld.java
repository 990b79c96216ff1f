package engine.foothold2d.world;

import engine.api.foothold.FootholdMap;
import engine.api.foothold.FootholdMovement;
import engine.api.foothold.MovementSink;
import engine.api.foothold.Mover;
import engine.api.foothold.PhysicsConstants;
import engine.api.foothold.UnsupportedFieldException;
import engine.api.quirk.QuirkLog;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.LockSupport;
import java.util.function.Supplier;

/**
 * Many maps at once: each map is a region with its own movers, its own movement kernel (kernels own scratch and
 * serve one thread), sink and quirk log. A step updates every mover of every region by the same time, regions in
 * parallel on an executor or one by one; a region is stepped by one thread at a time and touches nothing of another,
 * so both give the same bits. A step allocates nothing of its own beyond what the executor does to run a task.
 */
public final class FootholdWorld {

    /** Sets a mover's inputs and requests before its update; runs on the stepping thread, touching only that mover. */
    @FunctionalInterface
    public interface Controller {
        /** Called with the region's index, the mover's index in it, the world's tick (updates so far) and the mover. */
        void control(int region, int mover, long tick, Mover m);
    }

    /** A controller that leaves every mover's inputs as they are. */
    public static final Controller NONE = (region, mover, tick, m) -> { };

    private final Supplier<? extends FootholdMovement> kernels;
    private final PhysicsConstants physics;
    private final List<Region> regions = new ArrayList<>();
    private Controller controller = NONE;
    private long tick;

    // the parallel step's shared state: the next region to claim, the workers still running, who waits, what failed
    private final AtomicInteger next = new AtomicInteger();
    private final AtomicInteger active = new AtomicInteger();
    private volatile Thread waiter;
    private volatile Throwable failure;
    private volatile int stepMs;
    private final Runnable helper = this::help;

    /** An empty world whose regions get kernels from kernels (one each) and move with physics. */
    public FootholdWorld(Supplier<? extends FootholdMovement> kernels, PhysicsConstants physics) {
        this.kernels = Objects.requireNonNull(kernels, "kernels");
        this.physics = Objects.requireNonNull(physics, "physics");
    }

    /** One map with its movers. */
    private static final class Region {
        final FootholdMap map;
        final Mover[] movers;
        final FootholdMovement kernel;
        final MovementSink sink;
        final QuirkLog log;

        Region(FootholdMap map, Mover[] movers, FootholdMovement kernel, MovementSink sink, QuirkLog log) {
            this.map = map;
            this.movers = movers;
            this.kernel = kernel;
            this.sink = sink;
            this.log = log;
        }
    }

    /**
     * Adds a region: map with movers (stepped in list order), records to sink, fired quirks to log (null: none).
     * Returns its index.
     *
     * @throws UnsupportedFieldException when map swims or flies and was not opted in to ground physics
     */
    public int addRegion(FootholdMap map, List<Mover> movers, MovementSink sink, QuirkLog log) {
        if (!map.walkable()) {
            throw new UnsupportedFieldException(map);
        }
        regions.add(new Region(map, movers.toArray(new Mover[0]), kernels.get(),
                sink != null ? sink : MovementSink.NONE, log != null ? log : QuirkLog.NONE));
        return regions.size() - 1;
    }

    /** Sets the controller every step calls before each mover's update. */
    public void setController(Controller c) {
        controller = Objects.requireNonNull(c, "controller");
    }

    /** The number of regions. */
    public int regionCount() {
        return regions.size();
    }

    /** The map of region r. */
    public FootholdMap map(int r) {
        return regions.get(r).map;
    }

    /** The movers of region r, in step order (the world's own objects). */
    public List<Mover> movers(int r) {
        return List.of(regions.get(r).movers);
    }

    /** The number of movers in every region together. */
    public int moverCount() {
        int n = 0;
        for (Region r : regions) {
            n += r.movers.length;
        }
        return n;
    }

    /** Steps done so far. */
    public long tick() {
        return tick;
    }

    /** Steps every region by timeMs (ms), one after another on this thread. */
    public void step(int timeMs) {
        checkTime(timeMs);
        for (int r = 0; r < regions.size(); r++) {
            stepRegion(r, timeMs);
        }
        tick++;
    }

    /**
     * Steps every region by timeMs (ms) on this thread and up to parallelism - 1 tasks of executor, each claiming
     * regions until none is left; returns when all are done. The same bits as {@link #step(int)}.
     */
    public void step(int timeMs, Executor executor, int parallelism) {
        checkTime(timeMs);
        if (parallelism < 1) {
            throw new IllegalArgumentException("parallelism " + parallelism + " must be at least 1");
        }
        int helpers = Math.min(parallelism, regions.size()) - 1;
        if (helpers <= 0) {
            step(timeMs);
            return;
        }
        stepMs = timeMs;
        failure = null;
        waiter = Thread.currentThread();
        next.set(0);
        active.set(helpers + 1);
        for (int i = 0; i < helpers; i++) {
            try {
                executor.execute(helper);
            } catch (RuntimeException e) {
                // a task the executor refused: this thread does its share
                active.decrementAndGet();
            }
        }
        help();
        while (active.get() != 0) {
            LockSupport.park(this);
        }
        Throwable t = failure;
        if (t != null) {
            if (t instanceof RuntimeException re) {
                throw re;
            }
            if (t instanceof Error err) {
                throw err;
            }
            throw new IllegalStateException(t);
        }
        tick++;
    }

    // a worker: claims regions until none is left, then signs off (the last one wakes the waiting caller)
    private void help() {
        try {
            int n = regions.size();
            int ms = stepMs;
            for (int r = next.getAndIncrement(); r < n; r = next.getAndIncrement()) {
                stepRegion(r, ms);
            }
        } catch (Throwable t) {
            failure = t;
            next.set(regions.size());
        } finally {
            if (active.decrementAndGet() == 0) {
                LockSupport.unpark(waiter);
            }
        }
    }

    private void stepRegion(int r, int timeMs) {
        Region g = regions.get(r);
        Controller c = controller;
        Mover[] ms = g.movers;
        long t = tick;
        for (int i = 0; i < ms.length; i++) {
            Mover m = ms[i];
            c.control(r, i, t, m);
            g.kernel.update(g.map, physics, m, timeMs, g.sink, g.log);
        }
    }

    private static void checkTime(int timeMs) {
        if (timeMs < 0) {
            throw new IllegalArgumentException("timeMs " + timeMs + " must not be negative");
        }
    }
}
