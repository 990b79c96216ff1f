package engine.benchmarks;

import engine.api.body.Body;
import engine.api.body.BodyFlags;
import engine.api.body.HumanBody;
import engine.api.body.TypeMask;
import engine.api.kernel.KernelTable;
import engine.api.math.Float4;
import engine.api.mesh.CollisionMesh;
import engine.api.mesh.MeshBuilder;
import engine.api.quirk.QuirkLog;
import engine.api.selection.KernelSelection;
import engine.api.selection.Profile;
import engine.api.shape.CapsuleShape;
import engine.api.shape.ShapeFlags;
import engine.api.shape.SphereShape;
import engine.faithful.provider.FaithfulProvider;
import engine.fixed.provider.FixedProvider;
import engine.kernels.frame.ActorKind;
import engine.kernels.frame.FrameLoop;
import engine.kernels.frame.ScriptedHuman;
import engine.kernels.frame.ScriptedOwner;
import engine.kernels.library.KernelLibrary;
import engine.kernels.world.PhysicsWorld;
import engine.ps2float.Ps2FloatModels;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Issue 9: a world of 2,000 moving bodies stepped one frame (dt = 1/30) per operation by the frame driver, under the
 * faithful or the fixed profile. The bodies stand on a 2 m grid in a walled 100 m plaza with a pillar every 10 m
 * and a floor: the 60 humans the human pool holds (capsules, the body pass with mask 4), the 416 world objects the
 * object pool holds (0.3 m spheres) and 1,524 plain bodies added with IPhysics_AddBody (0.35 m capsules, 1.8 m
 * high), every one sweeping the mesh and the bodies (flags 0x1 | 0x2 | 0x4) and walking one of 16 directions at 1
 * to 2.5 m/s, turning every 2 s. Each body's velocity is a pure function of its index and the frame, so a frame
 * allocates nothing (JMH's -prof gc shows it). Packaged into benchmarks.jar, never run by the build.
 *
 * <p>Issue 23: {@code bodies} (JMH {@code -p bodies=N}) sets the count at the same density: the plaza's half width
 * grows as the square root of the count ({@link #halfWidth}), humans and objects keep their share of the 2,000
 * up to the pools' 60 and 416 ({@link #humans}, {@link #objects}) and the rest are plain capsules.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class CrowdFrameBenchmark {
    /** Moving bodies in the world by default. */
    static final int BODIES = 2000;
    /** The most bodies a plaza takes (a bound for bad input, far above what a frame can step in time). */
    public static final int MAX_BODIES = 100_000;
    /** Humans: the human pool's 60 sets. */
    static final int HUMANS = 60;
    /** World objects: the object pool's 416 bodies and spheres. */
    static final int OBJECTS = 416;
    /** The plaza's half width (m): walls at x, y = ±HALF. */
    static final float HALF = 50f;
    /** Grid spacing of the start positions (m). */
    static final float SPACING = 2f;
    /** The step (s). */
    public static final float DT = 1f / 30f;
    /** Flags of a plain body: sweeps bodies (0x1), met by non-human movers (0x2) and by humans (0x4), write-back. */
    static final int PLAIN_FLAGS = BodyFlags.SWEEP_BODIES | BodyFlags.LAYER_2 | BodyFlags.BLOCK_HUMANS
            | BodyFlags.WRITE_BACK_VELOCITY;

    /** The profile's default provider: faithful or fixed. */
    @Param({"faithful", "fixed"})
    public String profile;

    /** Moving bodies in the world: 2,000 unless told. */
    @Param({"2000"})
    public int bodies = BODIES;

    private FrameLoop loop;
    private final float[] dirX = new float[16];
    private final float[] dirY = new float[16];

    /** The plaza, its bodies and the frame loop; ten frames stepped so every list has grown once. */
    @Setup(Level.Trial)
    public void setUp() {
        setUpQuietly();
        PhysicsWorld w = loop.world();
        System.out.printf("crowd frame (%s): %d bodies (%d humans, %d objects, %d plain), %.0f m plaza, %d"
                + " triangles%n", profile, w.bodies().size(), humans(bodies), objects(bodies),
                bodies - humans(bodies) - objects(bodies), 2 * half(), w.mesh().triangleCount());
    }

    /** {@link #setUp} without the line it prints (the peers benchmark builds many worlds). */
    public void setUpQuietly() {
        checkBodies("bodies", bodies);
        float half = halfWidth(bodies);
        int humans = humans(bodies);
        int objects = objects(bodies);
        for (int d = 0; d < 16; d++) {
            double a = d * (2.0 * StrictMath.PI / 16.0);
            dirX[d] = (float) StrictMath.cos(a);
            dirY[d] = (float) StrictMath.sin(a);
        }
        KernelTable table = KernelSelection.resolve(Ps2FloatModels::byName, Profile.of(profile),
                List.of(new FaithfulProvider(), new FixedProvider()), KernelLibrary.worldSlots());
        PhysicsWorld w = new PhysicsWorld(table, plaza(half), QuirkLog.NONE);
        loop = new FrameLoop(w, DT);
        int perRow = (int) (2f * (half - 2f) / SPACING);
        for (int i = 0; i < bodies; i++) {
            // Between the pillars: the grid's points are even, the pillars' centres odd, so 0.5 m or more apart.
            float x = -half + 2f + SPACING * (i % perRow);
            float y = -half + 2f + SPACING * (i / perRow);
            if (i < humans) {
                ScriptedHuman h = new ScriptedHuman("h" + i);
                h.position().set(x, y, 0f, 1f);
                script(h, i);
                HumanBody hb = w.bodyPools().createHumanBody(w, h);
                h.body(hb);
                w.humans().update(w, hb, h);
                loop.add(h);
            } else if (i < humans + objects) {
                ScriptedOwner o = new ScriptedOwner("o" + i, ActorKind.SWEPT, TypeMask.OBJECT);
                o.position().set(x, y, 0.5f, 1f);
                script(o, i);
                Body b = w.bodyPools().createObjectBody(w, o);
                SphereShape s = w.shapePools().allocObjectSphere(w);
                s.setRadius(0.3f);
                w.bodyFunctions().addShape(w, b, s);
                b.setFlags(b.flags() | PLAIN_FLAGS);
                o.body(b);
                w.update(b, o);
                loop.add(o);
            } else {
                ScriptedOwner o = new ScriptedOwner("b" + i, ActorKind.SWEPT, TypeMask.OBJECT);
                o.position().set(x, y, 0f, 1f);
                script(o, i);
                Body b = new Body();
                w.bodyFunctions().constructForOwner(w, b, o);
                CapsuleShape c = new CapsuleShape();
                c.setSize(1.8f, 0.35f);
                c.setFlags(ShapeFlags.ENABLED);
                w.bodyFunctions().addShape(w, b, c);
                b.setFlags(b.flags() | PLAIN_FLAGS);
                o.body(b);
                w.addBody(b);
                w.update(b, o);
                loop.add(o);
            }
        }
        loop.step(10);
    }

    /**
     * Checks a body count given as name.
     *
     * @throws IllegalArgumentException naming name when n is out of 1..{@link #MAX_BODIES}
     */
    public static void checkBodies(String name, int n) {
        if (n < 1 || n > MAX_BODIES) {
            throw new IllegalArgumentException(name + " = " + n + ": the plaza takes 1 to " + MAX_BODIES + " bodies");
        }
    }

    /**
     * The plaza's half width (m) for n bodies at the 2,000-body density: the least even number of metres at or above
     * 50 √(n / 2000), so the start grid's even points stay clear of the pillars' odd centres, and the grid fits.
     */
    public static float halfWidth(int n) {
        int h = (int) StrictMath.ceil(HALF * StrictMath.sqrt(n / (double) BODIES) - 1e-9);
        h = Math.max(4, h + (h & 1));
        while ((long) (h - 2) * (h - 2) < n) {
            h += 2;
        }
        return h;
    }

    /** Humans among n bodies: their share of the 2,000 (60), at most the human pool's 60. */
    public static int humans(int n) {
        return Math.min(HUMANS, (int) ((n * (long) HUMANS + BODIES / 2) / BODIES));
    }

    /** Objects among n bodies: their share of the 2,000 (416), at most the object pool's 416. */
    public static int objects(int n) {
        return Math.min(OBJECTS, (int) ((n * (long) OBJECTS + BODIES / 2) / BODIES));
    }

    /** The pillars' centres along x (and y) in a plaza of half width half (m): every 10 m, as in the 100 m one. */
    public static float[] pillarCentres(float half) {
        int k = half >= 10f ? (int) ((2f * half - 20f) / 10f) + 1 : 0;
        float[] out = new float[k];
        for (int i = 0; i < k; i++) {
            out[i] = -(half - 10f) + 10f * i + 5f;
        }
        return out;
    }

    /** Body i walks direction (5i + frame / 60) mod 16 at 1 to 2.5 m/s. */
    private void script(ScriptedOwner o, int i) {
        float speed = 1f + 0.5f * (i % 4);
        o.moving((frame, owner, out) -> {
            int d = (int) ((5L * i + frame / 60) & 15);
            out.set(speed * dirX[d], speed * dirY[d], 0f, 1f);
        });
    }

    /** The 100 m plaza of the 2,000 bodies. */
    static CollisionMesh plaza() {
        return plaza(HALF);
    }

    /**
     * The plaza: a floor of squares of about 5 m at z = 0 (normal up), walls at x, y = ±half facing in, and a 1 m
     * pillar every 10 m ({@link #pillarCentres}); everything 4 m high, enabled, one-sided, no corner edge (0xc001);
     * 2 m cells. The 100 m plaza is the issue-9 one, triangle for triangle.
     */
    public static CollisionMesh plaza(float half) {
        MeshBuilder b = new MeshBuilder();
        int squares = (int) StrictMath.ceil(2f * half / 5f);
        float size = 2f * half / squares;
        for (int i = 0; i < squares; i++) {
            float x = -half + size * i;
            for (int j = 0; j < squares; j++) {
                float y = -half + size * j;
                int a = b.vertex(x, y, 0f), c = b.vertex(x + size, y, 0f), d = b.vertex(x + size, y + size, 0f);
                int e = b.vertex(x, y + size, 0f);
                b.triangle(a, c, d, 0xc001, 0).triangle(a, d, e, 0xc001, 0);
            }
        }
        box(b, -half, -half, half, half, true);
        float[] pillars = pillarCentres(half);
        for (float x : pillars) {
            for (float y : pillars) {
                box(b, x - 0.5f, y - 0.5f, x + 0.5f, y + 0.5f, false);
            }
        }
        return b.build(2f);
    }

    /** Four 4 m walls around [x0, x1] × [y0, y1], facing in (inside) or out. */
    private static void box(MeshBuilder b, float x0, float y0, float x1, float y1, boolean inside) {
        float[][] corners = {{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}};
        for (int k = 0; k < 4; k++) {
            float[] p = corners[k];
            float[] q = corners[(k + 1) % 4];
            int a = b.vertex(p[0], p[1], 0f), c = b.vertex(q[0], q[1], 0f);
            int d = b.vertex(q[0], q[1], 4f), e = b.vertex(p[0], p[1], 4f);
            // Counter-clockwise corners: (q − p) × up points out of the box; the inside faces wind the other way.
            if (inside) {
                b.triangle(a, e, d, 0xc001, 1).triangle(a, d, c, 0xc001, 1);
            } else {
                b.triangle(a, c, d, 0xc001, 1).triangle(a, d, e, 0xc001, 1);
            }
        }
    }

    /** The stepped world (the peers benchmark reads its bodies' positions). */
    public PhysicsWorld world() {
        return loop.world();
    }

    /** The plaza's half width (m) in this trial. */
    public float half() {
        return halfWidth(bodies);
    }

    /** One frame of the bodies: each actor's sweep and update, then IPhysics_Step. */
    @Benchmark
    public long frame() {
        loop.step();
        return loop.frame();
    }
}
