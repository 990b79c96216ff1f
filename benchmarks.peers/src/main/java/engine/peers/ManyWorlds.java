package engine.peers;

import engine.api.body.Body;
import engine.api.math.Float4;
import engine.api.scene.SceneHash;
import engine.benchmarks.CrowdFrameBenchmark;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * Issue 23 item 5, a server's load: many independent plaza worlds (CrowdFrameBenchmark, each its own kernel table,
 * half faithful, half fixed) stepped frame after frame on a thread pool, every world's frame a task, all of a frame's
 * tasks done before the next frame starts, so a world moves between threads. Each timed round builds the worlds
 * afresh for every thread count in turn (the order rotating), warms them, times frames frames and hashes every
 * world; the hashes must be the same bits at every thread count, else it fails.
 */
final class ManyWorlds {
    /** A thread count's figures: world-steps a second (median, range) and the speed-up over 1 thread per round. */
    record Row(int threads, int worlds, int bodies, double rateMedian, double rateMin, double rateMax,
               double speedUpMedian, double speedUpMin, double speedUpMax) {
        /** The row as a table line. */
        String markdown() {
            return String.format(Locale.ROOT, "| %d | %d x %,d | %,.0f (%,.0f-%,.0f) | %.2fx (%.2f-%.2f) |", threads,
                    worlds, bodies, rateMedian, rateMin, rateMax, speedUpMedian, speedUpMin, speedUpMax);
        }
    }

    /** The header of {@link Row#markdown()}. */
    static final String HEADER = "| threads | worlds x bodies | world-steps/s (median, range)"
            + " | x 1 thread (median, range) |\n|---|---|---|---|";

    private final int worlds;
    private final int bodies;
    private long[] firstHashes;

    /** worlds worlds of bodies bodies each. */
    ManyWorlds(int worlds, int bodies) {
        if (worlds < 1) {
            throw new IllegalArgumentException("peers.worlds = " + worlds + ": 1 or more worlds");
        }
        CrowdFrameBenchmark.checkBodies("peers.worldBodies", bodies);
        this.worlds = worlds;
        this.bodies = bodies;
    }

    /**
     * For each of threads (1 first), rounds timed rounds after warmRounds untimed ones, each stepping fresh worlds
     * warmFrames then frames frames; one row per thread count.
     *
     * @throws IllegalStateException when a world's hash differs between thread counts or rounds
     */
    List<Row> run(int[] threads, int warmRounds, int rounds, int warmFrames, int frames) {
        if (threads.length == 0 || threads[0] != 1) {
            throw new IllegalArgumentException("peers.threads = " + Arrays.toString(threads) + ": must start at 1");
        }
        long[][] nanos = new long[threads.length][rounds];
        for (int r = -warmRounds; r < rounds; r++) {
            for (int k = 0; k < threads.length; k++) {
                int t = Math.floorMod(k + r, threads.length);
                long time = timed(threads[t], warmFrames, frames);
                if (r >= 0) {
                    nanos[t][r] = time;
                }
            }
        }
        List<Row> out = new ArrayList<>();
        for (int t = 0; t < threads.length; t++) {
            double[] rate = new double[rounds];
            double[] speedUp = new double[rounds];
            for (int r = 0; r < rounds; r++) {
                rate[r] = (double) worlds * frames * 1e9 / nanos[t][r];
                speedUp[r] = (double) nanos[0][r] / nanos[t][r];
            }
            Arrays.sort(rate);
            Arrays.sort(speedUp);
            out.add(new Row(threads[t], worlds, bodies, WorldStepComparison.median(rate), rate[0], rate[rounds - 1],
                    WorldStepComparison.median(speedUp), speedUp[0], speedUp[rounds - 1]));
        }
        return out;
    }

    /** The worlds' hashes of the first round (every later one checked against them). */
    long[] hashes() {
        return firstHashes.clone();
    }

    /** Fresh worlds stepped warmFrames, then frames timed, on threads threads; checks the hashes. */
    private long timed(int threads, int warmFrames, int frames) {
        List<CrowdFrameBenchmark> ws = new ArrayList<>();
        for (int i = 0; i < worlds; i++) {
            CrowdFrameBenchmark c = new CrowdFrameBenchmark();
            c.profile = i % 2 == 0 ? "faithful" : "fixed";
            c.bodies = bodies;
            c.setUpQuietly();
            ws.add(c);
        }
        List<Callable<Long>> tasks = new ArrayList<>();
        for (CrowdFrameBenchmark c : ws) {
            tasks.add(c::frame);
        }
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            step(pool, tasks, warmFrames);
            long t0 = System.nanoTime();
            step(pool, tasks, frames);
            long time = System.nanoTime() - t0;
            long[] h = new long[worlds];
            for (int i = 0; i < worlds; i++) {
                h[i] = hash(ws.get(i));
            }
            if (firstHashes == null) {
                firstHashes = h;
            } else if (!Arrays.equals(firstHashes, h)) {
                throw new IllegalStateException("many worlds: hashes on " + threads + " threads differ from the first"
                        + " run's: " + Arrays.toString(h) + " against " + Arrays.toString(firstHashes));
            }
            return time;
        } finally {
            pool.shutdownNow();
        }
    }

    private static void step(ExecutorService pool, List<Callable<Long>> tasks, int frames) {
        try {
            for (int f = 0; f < frames; f++) {
                for (Future<Long> done : pool.invokeAll(tasks)) {
                    done.get();
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("many worlds: interrupted", e);
        } catch (ExecutionException e) {
            throw new IllegalStateException("many worlds: a world's step failed", e.getCause());
        }
    }

    /** Every body's box and first shape position, in the world's list order, folded into a scene hash. */
    static long hash(CrowdFrameBenchmark c) {
        long h = SceneHash.START;
        Float4 v = new Float4();
        for (Body b = c.world().bodies().head(); b != null; b = b.next()) {
            h = mix(h, b.minInto(v));
            h = mix(h, b.maxInto(v));
            if (b.firstShape() != null) {
                h = mix(h, b.firstShape().position());
            }
        }
        return h;
    }

    private static long mix(long h, Float4 v) {
        h = SceneHash.mix(h, v.x());
        h = SceneHash.mix(h, v.y());
        return SceneHash.mix(h, v.z());
    }
}
