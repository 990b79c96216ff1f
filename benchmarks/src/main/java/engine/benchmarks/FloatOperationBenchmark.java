package engine.benchmarks;

import engine.api.math.FloatModel;
import engine.ps2float.Ps2FloatModels;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Issue 14: what one arithmetic operation costs under each float model (ns per operation), the unit cost behind
 * {@link FloatModelBenchmark}'s kernel figures. Each operation runs over {@value #N} independent operand pairs
 * (magnitudes 0.01 to 100, both signs), through the {@link FloatModel} calls the kernels make.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 2, time = 1)
@Measurement(iterations = 3, time = 1)
public class FloatOperationBenchmark {
    /** Operand pairs per invocation. */
    static final int N = 1 << 16;

    /** The float model: "ieee" or "ps2". */
    @Param({"ieee", "ps2"})
    public String model;

    private FloatModel m;
    private final float[] a = new float[N];
    private final float[] b = new float[N];

    /** Operands in kernel-like ranges: no zeros, no exponent 255 (they take the units' edge paths). */
    @Setup(Level.Trial)
    public void setUp() {
        m = Ps2FloatModels.byName(model);
        SplittableRandom random = new SplittableRandom(14);
        for (int i = 0; i < N; i++) {
            a[i] = (float) (random.nextDouble(0.01, 100) * (random.nextBoolean() ? 1 : -1));
            b[i] = (float) (random.nextDouble(0.01, 100) * (random.nextBoolean() ? 1 : -1));
        }
    }

    /** a + b. */
    @Benchmark
    @OperationsPerInvocation(N)
    public int add() {
        int s = 0;
        for (int i = 0; i < N; i++) {
            s += Float.floatToRawIntBits(m.add(a[i], b[i]));
        }
        return s;
    }

    /** a × b. */
    @Benchmark
    @OperationsPerInvocation(N)
    public int mul() {
        int s = 0;
        for (int i = 0; i < N; i++) {
            s += Float.floatToRawIntBits(m.mul(a[i], b[i]));
        }
        return s;
    }

    /** a / b. */
    @Benchmark
    @OperationsPerInvocation(N)
    public int div() {
        int s = 0;
        for (int i = 0; i < N; i++) {
            s += Float.floatToRawIntBits(m.div(a[i], b[i]));
        }
        return s;
    }

    /** √|a| (the PS2 unit takes the magnitude; IEEE gets |a| so both compute a root). */
    @Benchmark
    @OperationsPerInvocation(N)
    public int sqrt() {
        int s = 0;
        for (int i = 0; i < N; i++) {
            s += Float.floatToRawIntBits(m.sqrt(m.abs(a[i])));
        }
        return s;
    }
}
