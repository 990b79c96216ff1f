package engine.benchmarks;

import engine.api.body.Body;
import engine.api.body.Contact;
import engine.api.kernel.KernelTable;
import engine.api.kernel.mesh.MeshSweep;
import engine.api.math.Float4;
import engine.api.mesh.CollisionMesh;
import engine.api.mesh.MeshBuilder;
import engine.api.quirk.QuirkLog;
import engine.api.selection.KernelSelection;
import engine.api.selection.Profile;
import engine.api.shape.CapsuleShape;
import engine.api.shape.ShapeType;
import engine.api.shape.SphereShape;
import engine.api.slots.Slots;
import engine.faithful.provider.FaithfulProvider;
import engine.kernels.library.KernelLibrary;
import engine.kernels.ray.RayCast;
import engine.kernels.ray.RayHit;
import engine.kernels.world.PhysicsWorld;
import engine.levels.Heightfield;
import engine.ps2float.Ps2FloatModels;
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
 * Issue 4: queries against a generated bumpy heightfield of 20,000 triangles (100 x 100 quads of 1.5 m, 2 m cells,
 * fixed seed; one vertex in ten raised 1.5 to 2.5 m as a rock, so the capsule meets walls too). One operation is
 * one ray cast (WorldManager_RayCast, reconstructed), one sphere mesh sweep or one capsule mesh sweep, each from
 * a fixed-seed list of 1,024 short queries near the ground. Packaged into benchmarks.jar, never run by the build.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class HeightfieldBenchmark {
    static final int QUADS = 100;
    static final float QUAD = 1.5f;
    static final float CELL = 2f;
    static final int QUERIES = 1024;
    static final float SPHERE_RADIUS = 0.5f;
    static final float CAPSULE_RADIUS = 0.35f;
    static final float CAPSULE_HEIGHT = 1.8f;

    private CollisionMesh mesh;
    private Heightfield field;

    private final RayCast caster = new RayCast();
    private final RayHit hit = new RayHit();
    private final Float4 rayOrigin = new Float4();
    private final Float4 rayDir = new Float4();
    private float[] rays;

    private PhysicsWorld world;
    private MeshSweep sphereSweep;
    private MeshSweep capsuleSweep;
    private final Contact[] contacts = new Contact[128];
    private final Body body = new Body();
    private final SphereShape sphere = new SphereShape();
    private final CapsuleShape capsule = new CapsuleShape();
    private final Float4 move = new Float4();
    private final Float4 boxMin = new Float4();
    private final Float4 boxMax = new Float4();
    private float[] sphereSweeps;
    private float[] capsuleSweeps;

    /** The heightfield and the query lists, all from fixed seeds. */
    @Setup(Level.Trial)
    public void setUp() {
        mesh = heightfield(7L);
        SplittableRandom rnd = new SplittableRandom(42L);
        rays = new float[QUERIES * 7];
        for (int i = 0; i < QUERIES; i++) {
            makeRay(rnd, i % 2 == 0, i * 7);
        }
        KernelTable table = KernelSelection.resolve(Ps2FloatModels::byName,
                Profile.DEFAULT, List.of(new FaithfulProvider()),
                KernelLibrary.worldSlots());
        world = new PhysicsWorld(table, mesh, QuirkLog.NONE);
        sphereSweep = table.get(Slots.meshSweep(ShapeType.SPHERE));
        capsuleSweep = table.get(Slots.meshSweep(ShapeType.CAPSULE));
        for (int i = 0; i < contacts.length; i++) {
            contacts[i] = new Contact();
        }
        sphere.setRadius(SPHERE_RADIUS);
        capsule.setSize(CAPSULE_HEIGHT, CAPSULE_RADIUS);
        body.setFirstShape(capsule);
        sphereSweeps = new float[QUERIES * 6];
        capsuleSweeps = new float[QUERIES * 6];
        for (int i = 0; i < QUERIES; i++) {
            makeSweep(rnd, sphereSweeps, i * 6, SPHERE_RADIUS);
            makeSweep(rnd, capsuleSweeps, i * 6, 0f);
        }
        int rayHits = 0;
        int sphereHits = 0;
        int capsuleHits = 0;
        for (int i = 0; i < QUERIES; i++) {
            rayHits += castOne(i) ? 1 : 0;
            sphereHits += sweepSphere(i) > 0 ? 1 : 0;
            capsuleHits += sweepCapsule(i) > 0 ? 1 : 0;
        }
        System.out.printf("heightfield: %d triangles, %d x %d x %d cells; of %d queries, rays hit %d, sphere sweeps"
                        + " with contacts %d, capsule sweeps with contacts %d%n", mesh.triangleCount(),
                mesh.grid().nx(), mesh.grid().ny(), mesh.grid().nz(), QUERIES, rayHits, sphereHits, capsuleHits);
    }

    /**
     * 100 x 100 quads, two triangles each (enabled, one-sided, no corner edge), bumps from fixed sines and noise
     * (engine.levels.Heightfield); materials 0-3 on the first triangle of a quad, 4 on the second.
     */
    private CollisionMesh heightfield(long seed) {
        field = Heightfield.generate(QUADS, QUAD, seed);
        int[] corners = field.triangles();
        int n = corners.length / 3;
        int[] records = new int[n * CollisionMesh.TRIANGLE_FIELDS];
        for (int t = 0; t < n; t++) {
            int quad = t / 2;
            int at = t * CollisionMesh.TRIANGLE_FIELDS;
            records[at] = corners[3 * t];
            records[at + 1] = corners[3 * t + 1];
            records[at + 2] = corners[3 * t + 2];
            records[at + 3] = 0xc001;
            records[at + 4] = t % 2 == 0 ? ((quad % QUADS) + (quad / QUADS)) & 3 : 4;
        }
        return MeshBuilder.bake(field.vertices(), records, CELL);
    }

    /** The highest corner of the quad under (x, y). */
    private float groundAbove(float x, float y) {
        return field.groundAbove(x, y);
    }

    /** A landing ray (0.88 m above the feet down past them) or a line of sight 5 to 30 m long, 1 m above ground. */
    private void makeRay(SplittableRandom rnd, boolean landing, int at) {
        float span = QUADS * QUAD;
        float x = 2f + (float) rnd.nextDouble() * (span - 4f);
        float y = 2f + (float) rnd.nextDouble() * (span - 4f);
        float g = groundAbove(x, y);
        float ox = x, oy = y, oz, dx, dy, dz, len;
        if (landing) {
            float feet = g + (float) rnd.nextDouble() * 0.2f;
            oz = feet + 0.88f;
            float fall = 0.3f + (float) rnd.nextDouble() * 0.6f;
            dx = 0f;
            dy = 0f;
            dz = -1f;
            len = 0.88f + fall;
        } else {
            oz = g + 1f;
            double angle = rnd.nextDouble() * 2.0 * StrictMath.PI;
            float reach = 5f + (float) rnd.nextDouble() * 25f;
            float tx = clamp(x + (float) (reach * StrictMath.cos(angle)), 0f, span);
            float ty = clamp(y + (float) (reach * StrictMath.sin(angle)), 0f, span);
            float tz = groundAbove(tx, ty) + 1f;
            float ex = tx - ox, ey = ty - oy, ez = tz - oz;
            len = (float) StrictMath.sqrt((ex * ex + ey * ey) + ez * ez);
            dx = ex / len;
            dy = ey / len;
            dz = ez / len;
        }
        rays[at] = ox;
        rays[at + 1] = oy;
        rays[at + 2] = oz;
        rays[at + 3] = dx;
        rays[at + 4] = dy;
        rays[at + 5] = dz;
        rays[at + 6] = len;
    }

    /** A start point near the ground (sphere centre or capsule base) and a short move, mostly falling. */
    private void makeSweep(SplittableRandom rnd, float[] out, int at, float lift) {
        float span = QUADS * QUAD;
        float x = 3f + (float) rnd.nextDouble() * (span - 6f);
        float y = 3f + (float) rnd.nextDouble() * (span - 6f);
        out[at] = x;
        out[at + 1] = y;
        out[at + 2] = groundAbove(x, y) + lift + (float) rnd.nextDouble() * 0.4f;
        out[at + 3] = (float) (rnd.nextDouble() - 0.5) * 0.6f;
        out[at + 4] = (float) (rnd.nextDouble() - 0.5) * 0.6f;
        out[at + 5] = -0.05f - (float) rnd.nextDouble() * 0.5f;
    }

    private static float clamp(float v, float lo, float hi) {
        return v < lo ? lo : Math.min(v, hi);
    }

    private boolean castOne(int i) {
        int at = i * 7;
        rayOrigin.set(rays[at], rays[at + 1], rays[at + 2], 1f);
        rayDir.set(rays[at + 3], rays[at + 4], rays[at + 5], 0f);
        return caster.cast(mesh, rayOrigin, rayDir, rays[at + 6], 0, hit);
    }

    private int sweepSphere(int i) {
        float[] q = sphereSweeps;
        int at = i * 6;
        float r = SPHERE_RADIUS;
        sphere.centre().set(q[at], q[at + 1], q[at + 2], 1f);
        move.set(q[at + 3], q[at + 4], q[at + 5], 0f);
        box(q[at] - r, q[at + 1] - r, q[at + 2] - r, q[at] + r, q[at + 1] + r, q[at + 2] + r);
        // The walking sweep's arguments for a human's sphere: max 1, option 4, minimum n.z -0.65.
        return sphereSweep.sweep(world, contacts, 0, 1, boxMin, boxMax, body, sphere, move, 4, -0.65f, 0f);
    }

    private int sweepCapsule(int i) {
        float[] q = capsuleSweeps;
        int at = i * 6;
        float r = CAPSULE_RADIUS;
        capsule.base().set(q[at], q[at + 1], q[at + 2], 1f);
        move.set(q[at + 3], q[at + 4], q[at + 5], 0f);
        box(q[at] - r, q[at + 1] - r, q[at + 2], q[at] + r, q[at + 1] + r, q[at + 2] + CAPSULE_HEIGHT);
        return capsuleSweep.sweep(world, contacts, 0, 1, boxMin, boxMax, body, capsule, move, 4, -0.65f, 0f);
    }

    /** The shape's box grown by the move (AABB_ExtendByMove). */
    private void box(float x0, float y0, float z0, float x1, float y1, float z1) {
        float mx = move.x(), my = move.y(), mz = move.z();
        boxMin.set(Math.min(x0, x0 + mx), Math.min(y0, y0 + my), Math.min(z0, z0 + mz), 1f);
        boxMax.set(Math.max(x1, x1 + mx), Math.max(y1, y1 + my), Math.max(z1, z1 + mz), 1f);
    }

    /** Rays per second: 1,024 fixed rays, half landing segments, half lines of sight. */
    @Benchmark
    @OperationsPerInvocation(QUERIES)
    public int rayCast() {
        int hits = 0;
        for (int i = 0; i < QUERIES; i++) {
            hits += castOne(i) ? 1 : 0;
        }
        return hits;
    }

    /** Sphere mesh sweeps per second (radius 0.5 m, moves up to 0.3 m sideways and 0.55 m down). */
    @Benchmark
    @OperationsPerInvocation(QUERIES)
    public int sphereSweep() {
        int n = 0;
        for (int i = 0; i < QUERIES; i++) {
            n += sweepSphere(i);
        }
        return n;
    }

    /** Capsule mesh sweeps per second (radius 0.35 m, height 1.8 m, the same kind of moves). */
    @Benchmark
    @OperationsPerInvocation(QUERIES)
    public int capsuleSweep() {
        int n = 0;
        for (int i = 0; i < QUERIES; i++) {
            n += sweepCapsule(i);
        }
        return n;
    }
}
