package engine.kernels.oracle;

import engine.api.kernel.mesh.MeshContactSort;
import engine.api.math.Aabb;
import engine.api.math.Float4;
import engine.api.math.FloatModel;
import engine.api.math.Quat;
import engine.api.math.Vec4;
import engine.api.mesh.CollisionMesh;
import engine.api.mesh.MeshQuery;
import engine.api.oracle.FunctionArgumentException;
import engine.api.oracle.Param;
import engine.api.oracle.SpecFunction;
import engine.api.oracle.ValueType;
import java.util.Arrays;
import engine.api.kernel.KernelTable;
import engine.api.slots.Slots;
import java.util.List;
import java.util.function.Supplier;
import java.util.Map;

/**
 * The spec functions every 3D provider serves through the oracle so far: Unit 6's Quat_ToMatrix and AABB
 * builders, Unit 3's AABB helpers, Unit 2's CollisionMesh_BeginShapeQuery and the provider's own
 * MeshContacts_SortByFraction.
 */
public final class CoreFunctions {

    private CoreFunctions() {
    }

    /** The table; tables supplies the provider's table, whose MeshContacts_SortByFraction sorts. */
    public static List<SpecFunction> table(Supplier<KernelTable> tables) {
        return List.of(
                new SpecFunction("Quat_ToMatrix", 6, "rotation matrix rows of a quaternion (Unit 6 table)",
                        List.of(new Param("q", ValueType.QUAT, "the quaternion (x, y, z, w), not normalised")),
                        List.of(new Param("m", ValueType.MAT4, "rows 0-2 the rotated axes, row 3 (0, 0, 0, 1)")),
                        (a, log) -> Map.of("m", ((Quat) a.get("q")).toMatrix(model(tables)))),
                new SpecFunction("AABB_ScaleAboutCentre", 3, "box scaled about its centre; unchanged for (1, 1, 1)",
                        List.of(new Param("box", ValueType.AABB, "the box (m)"),
                                new Param("s", ValueType.VEC4, "per-axis scale (xyz)")),
                        List.of(new Param("box", ValueType.AABB, "the scaled box, sorted per axis, w = 1")),
                        (a, log) -> Map.of("box", ((Aabb) a.get("box")).scaleAboutCentre(model(tables),
                                (Vec4) a.get("s")))),
                new SpecFunction("AABB_ExtendByMove", 3, "box grown to cover itself moved by d",
                        List.of(new Param("box", ValueType.AABB, "the box (m)"),
                                new Param("d", ValueType.VEC4, "the move (m, xyz)")),
                        List.of(new Param("box", ValueType.AABB, "min(min, min + d, max + d) to max(...), w kept")),
                        (a, log) -> Map.of("box", ((Aabb) a.get("box")).extendByMove(model(tables),
                                (Vec4) a.get("d")))),
                new SpecFunction("AABB_FromSphere", 6,
                        "box of a sphere, sorted so a negative radius gives the same box",
                        List.of(new Param("c", ValueType.VEC4, "the centre (m)"),
                                new Param("r", ValueType.FLOAT, "the radius (m), any sign")),
                        List.of(new Param("box", ValueType.AABB, "c ± r, w = 1")),
                        (a, log) -> Map.of("box", Aabb.fromSphere(model(tables), (Vec4) a.get("c"),
                                (Float) a.get("r")))),
                new SpecFunction("AABB_FromUprightCylinder", 6, "box of an upright cylinder centred at c",
                        List.of(new Param("c", ValueType.VEC4, "the centre (m)"),
                                new Param("height", ValueType.FLOAT, "the height (m)"),
                                new Param("radius", ValueType.FLOAT, "the radius (m)")),
                        List.of(new Param("box", ValueType.AABB, "(c ± radius, c.z ± height/2), w = 1")),
                        (a, log) -> Map.of("box", Aabb.fromUprightCylinder(model(tables), (Vec4) a.get("c"),
                                (Float) a.get("height"), (Float) a.get("radius")))),
                new SpecFunction("CollisionMesh_BeginShapeQuery", 2,
                        "cell range of a world box (corners mapped, clamped to [0.5, n - 0.5], truncated)",
                        List.of(new Param("mesh", ValueType.MESH, "the collision mesh"),
                                new Param("box", ValueType.AABB, "the world box (m)")),
                        List.of(new Param("cellMin", ValueType.INT3, "first cell per axis, 0..n-1"),
                                new Param("cellMax", ValueType.INT3, "last cell per axis (inclusive), 0..n-1"),
                                new Param("clearedBytes", ValueType.INT,
                                        "visited-bit bytes the original zeroes: (((count + 7) >> 3) + 15) & 0x7ff0")),
                        (a, log) -> beginShapeQuery(model(tables), (CollisionMesh) a.get("mesh"),
                                (Aabb) a.get("box"))),
                new SpecFunction("MeshContacts_SortByFraction", 2,
                        "this provider's mesh-contact sort: indices ordered by key, in arrival order",
                        List.of(new Param("keys", ValueType.FLOAT_LIST, "sort keys in arrival order (at most 100)")),
                        List.of(new Param("order", ValueType.INT_LIST, "indices into keys, nearest first")),
                        (a, log) -> sortByFraction(tables.get().get(Slots.MESH_CONTACT_SORT),
                                (float[]) a.get("keys"), log)));
    }

    /** The request's float model (the table's): every value function computes in it. */
    private static FloatModel model(Supplier<KernelTable> tables) {
        return tables.get().floatModel();
    }

    private static Map<String, Object> beginShapeQuery(FloatModel m, CollisionMesh mesh, Aabb box) {
        MeshQuery q = new MeshQuery();
        q.begin(m, mesh, new Float4().set(box.min()), new Float4().set(box.max()));
        return Map.of(
                "cellMin", new int[] {q.cellMin(0), q.cellMin(1), q.cellMin(2)},
                "cellMax", new int[] {q.cellMax(0), q.cellMax(1), q.cellMax(2)},
                "clearedBytes", MeshQuery.clearedBytes(mesh.triangleCount()));
    }

    private static Map<String, Object> sortByFraction(MeshContactSort sort, float[] keys,
                                                      engine.api.quirk.QuirkLog log) {
        if (keys.length > 100) {
            throw new FunctionArgumentException("MeshContacts_SortByFraction: " + keys.length
                    + " keys, more than a mesh collector holds (100)");
        }
        int[] order = new int[keys.length + 1];
        sort.sort(keys, keys.length, order, log);
        return Map.of("order", Arrays.copyOf(order, keys.length));
    }
}
