package engine.peers;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The peers benchmark: {@code java -jar benchmarks.peers/target/peers.jar [rounds] [sweeps]} builds every workload,
 * checks hit agreement with PhysX, times faithful, fixed and PhysX in interleaved rounds, and prints one Markdown
 * table (rates, ratio to PhysX with its range, agreement). Faithful runs only where the mesh fits the original's
 * u16 limits (beyond them it reads wrapped indices, the original's MESH_U16_LIMIT).
 */
public final class PeersMain {
    private PeersMain() {
    }

    /** Runs the comparison; args: timed rounds (default 11) and sweeps per workload (default 20,000). */
    public static void main(String[] args) throws IOException {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 11;
        int sweeps = args.length > 1 ? Integer.parseInt(args[1]) : 20_000;
        List<Workload> workloads = new ArrayList<>();
        workloads.add(Workloads.heightfield("heightfield 2k", 32, sweeps, false, PeersMain::clearOn));
        workloads.add(Workloads.heightfield("heightfield 20k", 100, sweeps, false, PeersMain::clearOn));
        workloads.add(Workloads.heightfield("heightfield 60k", 173, sweeps, false, PeersMain::clearOn));
        workloads.add(Workloads.heightfield("heightfield 180k", 300, sweeps, false, PeersMain::clearOn));
        workloads.add(Workloads.heightfield("heightfield 20k, all miss", 100, sweeps, true, PeersMain::clearOn));
        workloads.add(Workloads.level("level 295k", sweeps, false, PeersMain::clearOn));
        workloads.add(Workloads.level("level 295k, all miss", sweeps, true, PeersMain::clearOn));
        System.out.printf(Locale.ROOT, "%d sweeps per workload, %d timed rounds, Java %s, %d cores%n%n", sweeps,
                rounds, System.getProperty("java.version"), Runtime.getRuntime().availableProcessors());
        System.out.println(Comparison.HEADER);
        for (Workload w : workloads) {
            List<SweepEngine> engines = new ArrayList<>();
            if (w.mesh().fitsOriginalFormat()) {
                engines.add(new EngineSweeps("faithful", w));
            }
            engines.add(new EngineSweeps("fixed", w));
            try (PhysxSweeps physx = new PhysxSweeps(w)) {
                for (Comparison.Row row : Comparison.run(w, engines, physx, 3, rounds)) {
                    System.out.println(row.markdown());
                }
            }
        }
    }

    /** A start test on a sweepless workload: a PhysX overlap of the sphere with its mesh. */
    private static java.util.function.Predicate<float[]> clearOn(Workload level) {
        PhysxSweeps physx = new PhysxSweeps(level);
        return c -> physx.clear(c, Workloads.RADIUS);
    }
}
