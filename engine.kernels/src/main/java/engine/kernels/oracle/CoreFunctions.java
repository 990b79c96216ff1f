package engine.kernels.oracle;

import static engine.api.oracle.Param.aabb;
import static engine.api.oracle.Param.f32;
import static engine.api.oracle.Param.floats;
import static engine.api.oracle.Param.i32;
import static engine.api.oracle.Param.int3;
import static engine.api.oracle.Param.ints;
import static engine.api.oracle.Param.mat4;
import static engine.api.oracle.Param.mesh;
import static engine.api.oracle.Param.quat;
import static engine.api.oracle.Param.vec4;

import engine.api.kernel.KernelTable;
import engine.api.math.Aabb;
import engine.api.math.Float4;
import engine.api.math.FloatModel;
import engine.api.math.Mat4;
import engine.api.math.Quat;
import engine.api.math.Vec4;
import engine.api.mesh.CollisionMesh;
import engine.api.mesh.MeshQuery;
import engine.api.oracle.Args;
import engine.api.oracle.Param;
import engine.api.oracle.Results;
import engine.api.oracle.SpecFunction;
import engine.api.quirk.QuirkLog;
import engine.api.slots.Slots;
import java.util.Arrays;
import java.util.List;
import java.util.function.Supplier;

/**
 * The spec functions every 3D provider serves through the oracle so far: Unit 6's Quat_ToMatrix and AABB
 * builders, Unit 3's AABB helpers, Unit 2's CollisionMesh_BeginShapeQuery and the provider's own
 * MeshContacts_SortByFraction. One method per function, named after it; {@link #table} registers each with its
 * parameters.
 */
public final class CoreFunctions {
    private static final Param<Aabb> BOX = aabb("box", "the box (m)");
    private static final Param<Vec4> CENTRE = vec4("c", "the centre (m)");
    private final Supplier<KernelTable> tables;

    private CoreFunctions(Supplier<KernelTable> tables) {
        this.tables = tables;
    }

    /** The table; tables supplies the provider's table, whose MeshContacts_SortByFraction sorts. */
    public static List<SpecFunction> table(Supplier<KernelTable> tables) {
        CoreFunctions f = new CoreFunctions(tables);
        return List.of(
                SpecFunction.of("Quat_ToMatrix", 6, "rotation matrix rows of a quaternion (Unit 6 table)",
                        List.of(Q), List.of(M), f::quat_ToMatrix),
                SpecFunction.of("AABB_ScaleAboutCentre", 3, "box scaled about its centre; unchanged for (1, 1, 1)",
                        List.of(BOX, SCALE), List.of(SCALED), f::aabb_ScaleAboutCentre),
                SpecFunction.of("AABB_ExtendByMove", 3, "box grown to cover itself moved by d",
                        List.of(BOX, MOVE), List.of(EXTENDED), f::aabb_ExtendByMove),
                SpecFunction.of("AABB_FromSphere", 6, "box of a sphere, sorted so a negative radius gives the same box",
                        List.of(CENTRE, RADIUS_ANY), List.of(SPHERE_BOX), f::aabb_FromSphere),
                SpecFunction.of("AABB_FromUprightCylinder", 6, "box of an upright cylinder centred at c",
                        List.of(CENTRE, HEIGHT, RADIUS), List.of(CYLINDER_BOX), f::aabb_FromUprightCylinder),
                SpecFunction.of("CollisionMesh_BeginShapeQuery", 2,
                        "cell range of a world box (corners mapped, clamped to [0.5, n - 0.5], truncated)",
                        List.of(MESH, WORLD_BOX), List.of(CELL_MIN, CELL_MAX, CLEARED_BYTES),
                        f::collisionMesh_BeginShapeQuery),
                SpecFunction.of("MeshContacts_SortByFraction", 2,
                        "this provider's mesh-contact sort: indices ordered by key, in arrival order",
                        List.of(KEYS), List.of(ORDER), f::meshContacts_SortByFraction));
    }

    /** The request's float model (the table's): every value function computes in it. */
    private FloatModel model() {
        return tables.get().floatModel();
    }

    private static final Param<Quat> Q = quat("q", "the quaternion (x, y, z, w), not normalised");
    private static final Param<Mat4> M = mat4("m", "rows 0-2 the rotated axes, row 3 (0, 0, 0, 1)");

    private Results quat_ToMatrix(Args a, QuirkLog log) {
        return new Results().put(M, a.get(Q).toMatrix(model()));
    }

    private static final Param<Vec4> SCALE = vec4("s", "per-axis scale (xyz)");
    private static final Param<Aabb> SCALED = aabb("box", "the scaled box, sorted per axis, w = 1");

    private Results aabb_ScaleAboutCentre(Args a, QuirkLog log) {
        return new Results().put(SCALED, a.get(BOX).scaleAboutCentre(model(), a.get(SCALE)));
    }

    private static final Param<Vec4> MOVE = vec4("d", "the move (m, xyz)");
    private static final Param<Aabb> EXTENDED = aabb("box", "min(min, min + d, max + d) to max(...), w kept");

    private Results aabb_ExtendByMove(Args a, QuirkLog log) {
        return new Results().put(EXTENDED, a.get(BOX).extendByMove(model(), a.get(MOVE)));
    }

    private static final Param<Float> RADIUS_ANY = f32("r", "the radius (m), any sign");
    private static final Param<Aabb> SPHERE_BOX = aabb("box", "c ± r, w = 1");

    private Results aabb_FromSphere(Args a, QuirkLog log) {
        return new Results().put(SPHERE_BOX, Aabb.fromSphere(model(), a.get(CENTRE), a.get(RADIUS_ANY)));
    }

    private static final Param<Float> HEIGHT = f32("height", "the height (m)");
    private static final Param<Float> RADIUS = f32("radius", "the radius (m)");
    private static final Param<Aabb> CYLINDER_BOX = aabb("box", "(c ± radius, c.z ± height/2), w = 1");

    private Results aabb_FromUprightCylinder(Args a, QuirkLog log) {
        return new Results().put(CYLINDER_BOX,
                Aabb.fromUprightCylinder(model(), a.get(CENTRE), a.get(HEIGHT), a.get(RADIUS)));
    }

    private static final Param<CollisionMesh> MESH = mesh("mesh", "the collision mesh");
    private static final Param<Aabb> WORLD_BOX = aabb("box", "the world box (m)");
    private static final Param<int[]> CELL_MIN = int3("cellMin", "first cell per axis, 0..n-1");
    private static final Param<int[]> CELL_MAX = int3("cellMax", "last cell per axis (inclusive), 0..n-1");
    private static final Param<Integer> CLEARED_BYTES = i32("clearedBytes",
            "visited-bit bytes the original zeroes: (((count + 7) >> 3) + 15) & 0x7ff0");

    private Results collisionMesh_BeginShapeQuery(Args a, QuirkLog log) {
        CollisionMesh mesh = a.get(MESH);
        Aabb box = a.get(WORLD_BOX);
        MeshQuery q = new MeshQuery();
        q.begin(model(), mesh, new Float4().set(box.min()), new Float4().set(box.max()));
        return new Results()
                .put(CELL_MIN, new int[] {q.cellMin(0), q.cellMin(1), q.cellMin(2)})
                .put(CELL_MAX, new int[] {q.cellMax(0), q.cellMax(1), q.cellMax(2)})
                .put(CLEARED_BYTES, MeshQuery.clearedBytes(mesh.triangleCount()));
    }

    private static final Param<float[]> KEYS = floats("keys", "sort keys in arrival order (at most 100)");
    private static final Param<int[]> ORDER = ints("order", "indices into keys, nearest first");

    private Results meshContacts_SortByFraction(Args a, QuirkLog log) {
        float[] keys = a.get(KEYS);
        if (keys.length > 100) {
            throw new engine.api.oracle.FunctionArgumentException("MeshContacts_SortByFraction: " + keys.length
                    + " keys, more than a mesh collector holds (100)");
        }
        int[] order = new int[keys.length + 1];
        tables.get().get(Slots.MESH_CONTACT_SORT).sort(keys, keys.length, order, log);
        return new Results().put(ORDER, Arrays.copyOf(order, keys.length));
    }
}
