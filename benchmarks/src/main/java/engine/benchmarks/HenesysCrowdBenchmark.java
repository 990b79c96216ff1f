package engine.benchmarks;

import engine.api.foothold.Foothold;
import engine.api.foothold.FootholdMap;
import engine.api.foothold.MovementSink;
import engine.api.foothold.Mover;
import engine.api.foothold.PhysicsConstants;
import engine.api.quirk.QuirkLog;
import engine.foothold2d.map.MapLoader;
import engine.foothold2d.move.CMovePath;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * 10,000 characters on Henesys stepped in 30 ms updates with fixed-seed inputs (walking, jumping, falling); one
 * operation is one character-update. Map data: system property maple.dir, default ../shared/data/maple.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class HenesysCrowdBenchmark {
    static final int CHARACTERS = 10_000;

    private FootholdMap map;
    private final CMovePath kernel = CMovePath.corrected();
    private Mover[] movers;
    private int[] inputs;
    private int tick;

    @Setup(Level.Trial)
    public void setUp() {
        Path dir = Path.of(System.getProperty("maple.dir", "../shared/data/maple"));
        Path file = dir.resolve("100000000.img.xml");
        if (!Files.isRegularFile(file)) {
            throw new IllegalStateException("Henesys map missing at " + file.toAbsolutePath()
                    + ": pass -Dmaple.dir=<shared/data/maple>");
        }
        map = MapLoader.load(file);
        kernel.prepare(map);
        List<Foothold> floors = map.footholds().stream().filter(f -> f.cos() > 0).toList();
        SplittableRandom rnd = new SplittableRandom(42);
        movers = new Mover[CHARACTERS];
        for (int i = 0; i < CHARACTERS; i++) {
            Mover m = new Mover();
            Foothold f = floors.get(rnd.nextInt(floors.size()));
            if (i % 3 == 0) {
                // falling from above
                m.setPosition(f.x1() + (f.x2() - f.x1()) * 0.5 + 0.25, f.y1() - 100 - rnd.nextInt(200));
            } else {
                double t = rnd.nextDouble() * f.length();
                m.setFoothold(f.id());
                m.setGroup(f.group());
                m.setLayer(f.layer());
                m.setT(t, 0);
                m.setPosition(f.x1() + f.cos() * t, f.y1() + f.sin() * t);
            }
            movers[i] = m;
        }
        // fixed-seed input script: per character and tick, horizontal -1..1, a jump now and then
        inputs = new int[1 << 16];
        for (int i = 0; i < inputs.length; i++) {
            inputs[i] = rnd.nextInt(3) - 1 + (rnd.nextInt(40) == 0 ? 10 : 0);
        }
    }

    @Benchmark
    @OperationsPerInvocation(CHARACTERS)
    public void step() {
        int base = (tick++ * 7919) & (inputs.length - 1);
        for (int i = 0; i < CHARACTERS; i++) {
            Mover m = movers[i];
            int in = inputs[(base + i) & (inputs.length - 1)];
            if ((i & 31) == (tick & 31)) {
                // inputs change every 32 ticks per character
                m.setInput(in >= 9 ? in - 10 : in, 0);
                if (in >= 9) {
                    m.setJumpRequested(true);
                }
            }
            kernel.update(map, PhysicsConstants.DEFAULT, m, 30, MovementSink.NONE, QuirkLog.NONE);
        }
    }
}
