package engine.benchmarks;

import engine.api.foothold.FootholdMap;
import engine.api.foothold.MovementSink;
import engine.api.foothold.PhysicsConstants;
import engine.api.kernel.KernelConfig;
import engine.api.slots.Slots;
import engine.foothold2d.move.FootholdCorrections;
import engine.foothold2d.provider.FootholdProvider;
import engine.foothold2d.world.FootholdWorld;
import engine.foothold2d.world.GeneratedMaps;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;

/**
 * Many maps at once: 100 generated maps x 1,000 movers each (walking, jumping, jumping down, falling, climbing under a
 * fixed-seed input script), stepped by 30 ms per invocation with the default profile's 2D kernel (every correction
 * on), one kernel per map; threads 1 steps them on the benchmark thread, threads N on it and N - 1 pool threads.
 * One operation is one mover-update. Needs no map data.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class ManyMapsBenchmark {
    static final int MAPS = 100;
    static final int MOVERS = 1_000;

    /** Threads stepping the world: 1 serial, 2 for this machine's two cores. */
    @Param({"2"})
    public int threads;

    private FootholdWorld world;
    private ExecutorService pool;

    @Setup(Level.Trial)
    public void setUp() {
        FootholdProvider provider = new FootholdProvider();
        KernelConfig config = FootholdCorrections.config();
        world = new FootholdWorld(() -> provider.kernel(Slots.MOVEMENT_2D, config), PhysicsConstants.DEFAULT);
        for (int i = 0; i < MAPS; i++) {
            FootholdMap map = GeneratedMaps.map("generated-" + i, 7_000 + i);
            world.addRegion(map, GeneratedMaps.crowd(map, MOVERS, 9_000 + i), MovementSink.NONE, null);
        }
        world.setController(GeneratedMaps.script(42));
        pool = threads > 1 ? Executors.newFixedThreadPool(threads - 1, r -> {
            Thread t = new Thread(r, "world-step");
            t.setDaemon(true);
            return t;
        }) : null;
    }

    @TearDown(Level.Trial)
    public void tearDown() {
        if (pool != null) {
            pool.shutdownNow();
        }
    }

    @Benchmark
    @OperationsPerInvocation(MAPS * MOVERS)
    public void step() {
        if (pool == null) {
            world.step(30);
        } else {
            world.step(30, pool, threads);
        }
    }
}
