package engine.peers;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Locale;

/**
 * The peers benchmark: {@code java -jar benchmarks.peers/target/peers.jar [rounds] [sweeps]} builds every workload,
 * checks hit agreement with PhysX, times faithful, fixed, Jolt and PhysX in interleaved rounds, and prints one
 * Markdown table (rates, ratios to PhysX and to Jolt with their ranges, agreement), then the world step against
 * ode4j's collide and its full step at each {@code -Dpeers.bodies} count (default 2000, e.g. 500,2000,8000) with
 * the growth at 4x the bodies, then many worlds on 1, 2 and N threads. Faithful runs only where the mesh fits the
 * original's u16 limits (beyond them it reads wrapped indices, the original's MESH_U16_LIMIT).
 */
public final class PeersMain {
    /** Untimed rounds of the world step's JIT warm-up. */
    private static final int JIT_ROUNDS = 10;
    /** Bodies in the JIT warm-up's worlds (at most). */
    private static final int JIT_BODIES = 500;

    private PeersMain() {
    }

    /**
     * Runs the comparison; args: timed rounds (default 11), sweeps per workload (default 20,000), and optionally a
     * word the workloads' names must contain (e.g. "level").
     */
    public static void main(String[] args) throws IOException {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 11;
        int sweeps = args.length > 1 ? Integer.parseInt(args[1]) : 20_000;
        String only = args.length > 2 ? args[2] : "";
        Map<String, WorkloadMaker> workloads = new LinkedHashMap<>();
        workloads.put("heightfield 2k", field(32, false));
        workloads.put("heightfield 20k", field(100, false));
        workloads.put("heightfield dense 29k", dense(120, 0.9f));
        workloads.put("heightfield 60k", field(173, false));
        workloads.put("heightfield 180k", field(300, false));
        workloads.put("heightfield 20k, all miss", field(100, true));
        workloads.put("level 295k", level(false));
        workloads.put("level 295k, all miss", level(true));
        System.out.printf(Locale.ROOT, "%d sweeps per workload, %d timed rounds, Java %s, %d cores, %s%n%n", sweeps,
                rounds, System.getProperty("java.version"), Runtime.getRuntime().availableProcessors(),
                JoltNative.describe());
        if (workloads.keySet().stream().anyMatch(name -> name.contains(only))) {
            System.out.println(Comparison.HEADER);
        }
        Map<String, List<Comparison.Row>> measured = new LinkedHashMap<>();
        StringBuilder density = new StringBuilder();
        for (Map.Entry<String, WorkloadMaker> entry : workloads.entrySet()) {
            if (!entry.getKey().contains(only)) {
                continue;
            }
            Workload w = entry.getValue().make(entry.getKey(), sweeps);
            List<SweepEngine> engines = new ArrayList<>();
            if (w.mesh().fitsOriginalFormat()) {
                engines.add(new EngineSweeps("faithful", w));
            }
            engines.add(new EngineSweeps("fixed", w));
            try (JoltSweeps jolt = new JoltSweeps(w); PhysxSweeps physx = new PhysxSweeps(w)) {
                engines.add(jolt);
                List<Comparison.Row> rows = Comparison.run(w, engines, physx, jolt.name(), 3, rounds);
                for (Comparison.Row row : rows) {
                    System.out.println(row.markdown());
                }
                measured.put(entry.getKey(), rows);
            }
            double[] e = ListEntries.perQuery(w);
            density.append(String.format(Locale.ROOT, "| %s | %,d | %.1f | %.1f |%n", entry.getKey(),
                    w.triangleCount(), e[0], e[1]));
        }
        if (density.length() > 0) {
            System.out.println();
            System.out.println("| workload | triangles | cell-list entries per query (mean) | distinct triangles |");
            System.out.println("|---|---|---|---|");
            System.out.print(density);
        }
        if (measured.containsKey("heightfield 2k") && measured.containsKey("heightfield 180k")) {
            System.out.println();
            System.out.println(Growth.HEADER);
            System.out.print(Growth.markdown("heightfield 2k -> 180k", measured.get("heightfield 2k"),
                    measured.get("heightfield 180k")));
        }
        if ("world step".contains(only)) {
            worldStep(rounds);
        }
        if ("many worlds".contains(only)) {
            manyWorlds(rounds);
        }
    }

    /**
     * The world-step table at every -Dpeers.bodies count (-Dpeers.warm warm-up rounds, then timed rounds of
     * -Dpeers.frames frames), then the growth; first {@link #JIT_ROUNDS} untimed rounds at {@link #JIT_BODIES} bodies
     * (fewer when every count is), so the first count is not measured while the JIT still compiles either engine.
     */
    private static void worldStep(int rounds) {
        int[] counts = PeersOptions.ints("peers.bodies", "2000");
        int frames = PeersOptions.one("peers.frames", 10);
        int warm = PeersOptions.one("peers.warm", 3);
        new WorldStepComparison(Math.min(JIT_BODIES, Arrays.stream(counts).min().orElse(JIT_BODIES)))
                .run(JIT_ROUNDS, 1, frames);
        List<WorldStepComparison.Row> rows = new ArrayList<>();
        for (int n : counts) {
            rows.addAll(new WorldStepComparison(n).run(warm, rounds, frames));
        }
        System.out.printf(Locale.ROOT, "%nWorld step: bodies %s, %d untimed rounds at %d bodies first, then per count"
                + " %d warm-up rounds and %d timed rounds of %d frames%n%n", PeersOptions.text(counts), JIT_ROUNDS,
                Math.min(JIT_BODIES, Arrays.stream(counts).min().orElse(JIT_BODIES)), warm, rounds, frames);
        System.out.println(WorldStepTables.HEADER);
        for (WorldStepComparison.Row r : rows) {
            System.out.println(WorldStepTables.line(r));
        }
        List<String> growth = WorldStepTables.growth(rows);
        if (!growth.isEmpty()) {
            System.out.println();
            growth.forEach(System.out::println);
        }
    }

    /** Many worlds (-Dpeers.worlds of -Dpeers.worldBodies bodies) on each of -Dpeers.threads thread counts. */
    private static void manyWorlds(int rounds) {
        int worlds = PeersOptions.one("peers.worlds", 16);
        int bodies = PeersOptions.one("peers.worldBodies", 250);
        int[] threads = PeersOptions.threads("peers.threads", "1,2,N");
        int frames = PeersOptions.one("peers.frames", 10);
        ManyWorlds many = new ManyWorlds(worlds, bodies);
        List<ManyWorlds.Row> rows = many.run(threads, 1, rounds, 5, 3 * frames);
        System.out.printf(Locale.ROOT, "%nMany worlds: %d worlds of %d bodies (half faithful, half fixed), threads %s,"
                + " 1 warm-up round, %d timed rounds of %d frames, same hashes at every thread count%n%n", worlds,
                bodies, PeersOptions.text(threads), rounds, 3 * frames);
        System.out.println(ManyWorlds.HEADER);
        rows.forEach(r -> System.out.println(r.markdown()));
    }

    /** Builds a named workload with n sweeps. */
    private interface WorkloadMaker {
        Workload make(String name, int n) throws IOException;
    }

    /** A heightfield of quads x quads squares: sweeps that may hit, or all-miss sweeps. */
    private static WorkloadMaker field(int quads, boolean miss) {
        return (name, n) -> Workloads.heightfield(name, quads, n, miss, PhysxSweeps::startTest);
    }

    /** A heightfield of quads x quads squares of side quad (m) on the same 2 m cells, sweeps that may hit. */
    private static WorkloadMaker dense(int quads, float quad) {
        return (name, n) -> Workloads.heightfield(name, quads, quad, n, false, PhysxSweeps::startTest);
    }

    /** The generated architectural level: sweeps that may hit, or all-miss sweeps. */
    private static WorkloadMaker level(boolean miss) {
        return (name, n) -> Workloads.level(name, n, miss, PhysxSweeps::startTest);
    }
}
