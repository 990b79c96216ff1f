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
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class CrowdFrameBenchmark {
    /** Moving bodies in the world. */
    static final int BODIES = 2000;
    /** Humans: the human pool's 60 sets. */
    static final int HUMANS = 60;
    /** World objects: the object pool's 416 bodies and spheres. */
    static final int OBJECTS = 416;
    /** The plaza's half width (m): walls at x, y = ±HALF. */
    static final float HALF = 50f;
    /** Grid spacing of the start positions (m). */
    static final float SPACING = 2f;
    /** The step (s). */
    static final float DT = 1f / 30f;
    /** Flags of a plain body: sweeps bodies (0x1), met by non-human movers (0x2) and by humans (0x4), write-back. */
    static final int PLAIN_FLAGS = BodyFlags.SWEEP_BODIES | BodyFlags.LAYER_2 | BodyFlags.BLOCK_HUMANS
            | BodyFlags.WRITE_BACK_VELOCITY;

    /** The profile's default provider: faithful or fixed. */
    @Param({"faithful", "fixed"})
    public String profile;

    private FrameLoop loop;
    private final float[] dirX = new float[16];
    private final float[] dirY = new float[16];

    /** The plaza, its 2,000 bodies and the frame loop; ten frames stepped so every list has grown once. */
    @Setup(Level.Trial)
    public void setUp() {
        for (int d = 0; d < 16; d++) {
            double a = d * (2.0 * StrictMath.PI / 16.0);
            dirX[d] = (float) StrictMath.cos(a);
            dirY[d] = (float) StrictMath.sin(a);
        }
        KernelTable table = KernelSelection.resolve(Ps2FloatModels::byName, Profile.of(profile),
                List.of(new FaithfulProvider(), new FixedProvider()), KernelLibrary.worldSlots());
        PhysicsWorld w = new PhysicsWorld(table, plaza(), QuirkLog.NONE);
        loop = new FrameLoop(w, DT);
        int perRow = (int) (2f * (HALF - 2f) / SPACING);
        for (int i = 0; i < BODIES; i++) {
            // Between the pillars: the grid's points are 0.5 m or more from every pillar face.
            float x = -HALF + 2f + SPACING * (i % perRow);
            float y = -HALF + 2f + SPACING * (i / perRow);
            if (i < HUMANS) {
                ScriptedHuman h = new ScriptedHuman("h" + i);
                h.position().set(x, y, 0f, 1f);
                script(h, i);
                HumanBody hb = w.bodyPools().createHumanBody(w, h);
                h.body(hb);
                w.humans().update(w, hb, h);
                loop.add(h);
            } else if (i < HUMANS + OBJECTS) {
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
        System.out.printf("crowd frame (%s): %d bodies (%d humans, %d objects, %d plain), %d triangles%n", profile,
                w.bodies().size(), HUMANS, OBJECTS, BODIES - HUMANS - OBJECTS, w.mesh().triangleCount());
    }

    /** Body i walks direction (5i + frame / 60) mod 16 at 1 to 2.5 m/s. */
    private void script(ScriptedOwner o, int i) {
        float speed = 1f + 0.5f * (i % 4);
        o.moving((frame, owner, out) -> {
            int d = (int) ((5L * i + frame / 60) & 15);
            out.set(speed * dirX[d], speed * dirY[d], 0f, 1f);
        });
    }

    /**
     * The plaza: a floor of 5 m squares at z = 0 (normal up), walls at x, y = ±50 facing in, and a 1 m pillar every
     * 10 m; everything 4 m high, enabled, one-sided, no corner edge (0xc001); 2 m cells.
     */
    static CollisionMesh plaza() {
        MeshBuilder b = new MeshBuilder();
        for (float x = -HALF; x < HALF; x += 5f) {
            for (float y = -HALF; y < HALF; y += 5f) {
                int a = b.vertex(x, y, 0f), c = b.vertex(x + 5f, y, 0f), d = b.vertex(x + 5f, y + 5f, 0f);
                int e = b.vertex(x, y + 5f, 0f);
                b.triangle(a, c, d, 0xc001, 0).triangle(a, d, e, 0xc001, 0);
            }
        }
        box(b, -HALF, -HALF, HALF, HALF, true);
        for (float x = -40f; x <= 40f; x += 10f) {
            for (float y = -40f; y <= 40f; y += 10f) {
                box(b, x - 0.5f + 5f, y - 0.5f + 5f, x + 0.5f + 5f, y + 0.5f + 5f, false);
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

    /** One frame of the 2,000 bodies: each actor's sweep and update, then IPhysics_Step. */
    @Benchmark
    public long frame() {
        loop.step();
        return loop.frame();
    }
}
