package engine.peers;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Locale;

/**
 * The peers benchmark: {@code java -jar benchmarks.peers/target/peers.jar [rounds] [sweeps]} builds every workload,
 * checks hit agreement with PhysX, times faithful, fixed, Jolt and PhysX in interleaved rounds, and prints one
 * Markdown table (rates, ratios to PhysX and to Jolt with their ranges, agreement), then the world step of 2,000
 * bodies against ode4j's collide. Faithful runs only where the mesh fits the original's
 * u16 limits (beyond them it reads wrapped indices, the original's MESH_U16_LIMIT).
 */
public final class PeersMain {
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
        System.out.println(Comparison.HEADER);
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
            System.out.println();
            System.out.println(WorldStepComparison.HEADER);
            for (String profile : new String[] {"faithful", "fixed"}) {
                System.out.println(new WorldStepComparison(profile).run(20, 10 * rounds));
            }
        }
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
