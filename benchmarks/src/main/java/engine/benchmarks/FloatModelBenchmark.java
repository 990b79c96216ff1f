package engine.benchmarks;

import engine.api.body.Body;
import engine.api.body.BodyFlags;
import engine.api.body.Contact;
import engine.api.body.TypeMask;
import engine.api.kernel.KernelTable;
import engine.api.kernel.mesh.MeshSweep;
import engine.api.math.Aabb;
import engine.api.math.Float4;
import engine.api.quirk.QuirkLog;
import engine.api.selection.KernelSelection;
import engine.api.selection.Profile;
import engine.api.shape.CapsuleShape;
import engine.api.shape.ShapeFlags;
import engine.api.shape.ShapeType;
import engine.api.shape.SphereShape;
import engine.api.slots.Slots;
import engine.faithful.provider.FaithfulProvider;
import engine.fixed.provider.FixedProvider;
import engine.kernels.frame.ActorKind;
import engine.kernels.frame.FrameLoop;
import engine.kernels.frame.ScriptedOwner;
import engine.kernels.library.KernelLibrary;
import engine.kernels.world.PhysicsWorld;
import engine.ps2float.Ps2FloatModels;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Issue 14: the cost of the PS2 float model against IEEE on the same inputs in the same run. Two operations under
 * the faithful profile with {@code floatModel} ieee or ps2: 64 sphere mesh sweeps (Unit 2, PhysicsMesh_SweepSphere,
 * 0.3 m spheres moving 1.5 m across the plaza of {@link CrowdFrameBenchmark}: floor, walls and pillars; taken in
 * turn from 8,192 different ones), and 100
 * world steps (dt = 1/30) of 300 capsule bodies walking in the same plaza. Packaged into benchmarks.jar, never run by
 * the build.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
public class FloatModelBenchmark {
    /** Sphere sweeps per operation. */
    static final int SWEEPS = 64;
    /**
     * Distinct sweeps the operations take turns through. Far more than a branch predictor can learn: repeating a
     * few sweeps lets it memorise the divider's digit decisions, which no game's varying inputs allow.
     */
    static final int DISTINCT = 1 << 13;
    /** Bodies in the stepped world. */
    static final int BODIES = 300;
    /** World steps per timed shot. */
    static final int STEPS = 100;

    /** The float model: "ieee" or "ps2". */
    @Param({"ieee", "ps2"})
    public String model;

    private PhysicsWorld sweepWorld;
    private MeshSweep sphereSweep;
    private final Body body = new Body();
    private final SphereShape[] spheres = new SphereShape[DISTINCT];
    private final Float4[] moves = new Float4[DISTINCT];
    private final Float4[] boxMin = new Float4[DISTINCT];
    private final Float4[] boxMax = new Float4[DISTINCT];
    private int next;
    private final Contact[] out = new Contact[50];

    /** The plaza and the sweeps' spheres and boxes. */
    @Setup(Level.Trial)
    public void setUp() {
        KernelTable table = table(model);
        sweepWorld = new PhysicsWorld(table, CrowdFrameBenchmark.plaza(), QuirkLog.NONE);
        sphereSweep = sweepWorld.kernels().get(Slots.meshSweep(ShapeType.SPHERE));
        for (int i = 0; i < out.length; i++) {
            out[i] = new Contact();
        }
        SplittableRandom random = new SplittableRandom(14);
        for (int i = 0; i < DISTINCT; i++) {
            // Centres near a 7 x 7 m lattice by the pillars and a wall (each jittered by up to 0.5 m), 0.25 m up,
            // moving 1.5 m in one of 8 ways turned by up to 0.3 rad: the same kind of sweep, every one different.
            int j = i % SWEEPS;
            float x = -49.2f + 7.3f * (j % 8) + 0.11f * j + (float) random.nextDouble(-0.5, 0.5);
            float y = -43.7f + 7.1f * (j / 8) + (float) random.nextDouble(-0.5, 0.5);
            float z = 0.25f;
            double a = (j % 8) * (StrictMath.PI / 4.0) + 0.3 + random.nextDouble(-0.3, 0.3);
            spheres[i] = new SphereShape();
            spheres[i].setRadius(0.3f);
            spheres[i].centre().set(x, y, z, 1f);
            moves[i] = new Float4((float) (1.5 * StrictMath.cos(a)), (float) (1.5 * StrictMath.sin(a)), -0.05f, 0f);
            Aabb start = Aabb.fromSphere(spheres[i].centre().toVec4(), 0.3f).extendByMove(moves[i].toVec4());
            boxMin[i] = new Float4().set(start.min());
            boxMax[i] = new Float4().set(start.max());
        }
        body.setFlags(BodyFlags.CONSTRUCTED);
    }

    /** The next 64 of the distinct sphere mesh sweeps; returns the contacts found (so none is optimised away). */
    @Benchmark
    public int sphereMeshSweeps() {
        int found = 0;
        for (int k = 0; k < SWEEPS; k++) {
            int i = next;
            next = (next + 1) % DISTINCT;
            found += sphereSweep.sweep(sweepWorld, out, 0, 50, boxMin[i], boxMax[i], body, spheres[i], moves[i], 0,
                    -0.65f, 0f);
        }
        return found;
    }

    /**
     * {@value #STEPS} world steps of 300 walkers from frame 10 of a fresh world: each actor's sweep and update, then
     * IPhysics_Step. Timed as one shot per iteration, so both models step the same frames: over thousands of frames
     * their worlds part (truncation moves the walkers differently) and a long run would time different work.
     */
    @Benchmark
    @BenchmarkMode(Mode.SingleShotTime)
    @Warmup(iterations = 8)
    @Measurement(iterations = 10)
    public long worldSteps(Walkers walkers) {
        walkers.loop.step(STEPS);
        return walkers.loop.frame();
    }

    /** The kernels of the faithful profile under the named float model. */
    static KernelTable table(String model) {
        return KernelSelection.resolve(Ps2FloatModels::byName, Profile.of("faithful").withFloatModel(model),
                List.of(new FaithfulProvider(), new FixedProvider()), KernelLibrary.worldSlots());
    }

    /** A fresh world of 300 walkers in the plaza, ten frames run, rebuilt before each iteration. */
    @State(Scope.Thread)
    public static class Walkers {
        private FrameLoop loop;

        /** Builds the world under the benchmark's float model. */
        @Setup(Level.Iteration)
        public void build(FloatModelBenchmark bench) {
            KernelTable table = table(bench.model);
            PhysicsWorld w = new PhysicsWorld(table, CrowdFrameBenchmark.plaza(), QuirkLog.NONE);
            loop = new FrameLoop(w, CrowdFrameBenchmark.DT);
            for (int i = 0; i < BODIES; i++) {
                ScriptedOwner o = new ScriptedOwner("b" + i, ActorKind.SWEPT, TypeMask.OBJECT);
                o.position().set(-46f + 4f * (i % 23), -46f + 4f * (i / 23), 0f, 1f);
                float vx = (float) StrictMath.cos(i * 0.7), vy = (float) StrictMath.sin(i * 0.7);
                o.moving((frame, owner, v) -> v.set(1.5f * vx, 1.5f * vy, 0f, 1f));
                Body b = new Body();
                w.bodyFunctions().constructForOwner(w, b, o);
                CapsuleShape c = new CapsuleShape();
                c.setSize(1.8f, 0.35f);
                c.setFlags(ShapeFlags.ENABLED);
                w.bodyFunctions().addShape(w, b, c);
                b.setFlags(b.flags() | CrowdFrameBenchmark.PLAIN_FLAGS);
                o.body(b);
                w.addBody(b);
                w.update(b, o);
                loop.add(o);
            }
            loop.step(10);
        }
    }
}
