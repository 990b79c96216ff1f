package engine.kernels.oracle;

import static engine.api.oracle.Param.bool;
import static engine.api.oracle.Param.f32;
import static engine.api.oracle.Param.i32;
import static engine.api.oracle.Param.ints;
import static engine.api.oracle.Param.mesh;
import static engine.api.oracle.Param.vec4;

import engine.api.kernel.KernelTable;
import engine.api.math.Float4;
import engine.api.math.FloatModel;
import engine.api.math.Vec4;
import engine.api.mesh.CollisionMesh;
import engine.api.oracle.Args;
import engine.api.oracle.Param;
import engine.api.oracle.Results;
import engine.api.oracle.SpecFunction;
import engine.api.quirk.QuirkLog;
import engine.kernels.ray.RayCast;
import engine.kernels.ray.RayHit;
import java.util.List;
import java.util.function.Supplier;

/**
 * The world ray cast as the oracle serves it: WorldManager_RayCast (0x0040db88), reconstructed (catalogue
 * RAY_CAST; docs/ray-cast.md). Each call uses its own caster and hit record, so calls share nothing.
 */
public final class RayFunctions {
    private static final Param<CollisionMesh> MESH = mesh("mesh", "the collision mesh");
    private static final Param<Vec4> ORIGIN = vec4("origin", "the ray's origin (m)");
    private static final Param<Vec4> DIR = vec4("dir", "the ray's direction, unit (used as given, not normalised)");
    private static final Param<Float> LENGTH = f32("length", "the ray's length (m); not finite or <= 0 meets nothing");
    private static final Param<Integer> MASK = i32("mask", "triangle-flag mask (CollisionMesh_RayTestCell): a triangle"
            + " sharing a bit of mask & 0x7fe is not met; bit 0 meets disabled triangles too, bit 11 those with 0x800;"
            + " 0: every enabled triangle (the landing test), 0x48 / 0x8: the strike line of sight");
    private static final Param<int[]> EXCLUDED = ints("excluded",
            "u16 materials not met (the strike's list at 0x005771c8; default none)").orAbsent();
    private static final Param<Boolean> HIT = bool("hit", "true when a triangle was met (result +0x10 non-zero)");
    private static final Param<Float> DISTANCE = f32("distance", "distance along the ray to the hit (m), 0 when none");
    private static final Param<Vec4> NORMAL = vec4("normal",
            "the hit triangle's unit normal, facing the ray, w 0; (0, 0, 0, 0) when none");
    private static final Param<Integer> TRIANGLE = i32("triangle", "the hit triangle's index, -1 when none");
    private static final Param<Integer> MATERIAL = i32("material", "the hit triangle's u16 material, 0 when none");
    private final Supplier<KernelTable> tables;

    private RayFunctions(Supplier<KernelTable> tables) {
        this.tables = tables;
    }

    /** The table: WorldManager_RayCast. */
    public static List<SpecFunction> table() {
        return table(() -> null);
    }

    /** The ray cast computing in the float model of tables' table (IEEE when tables supplies none). */
    public static List<SpecFunction> table(Supplier<KernelTable> tables) {
        return List.of(SpecFunction.of("WorldManager_RayCast", 0,
                "nearest enabled triangle a ray meets (reconstructed: cell walk, Moller-Trumbore, lowest index on "
                        + "ties)",
                List.of(MESH, ORIGIN, DIR, LENGTH, MASK, EXCLUDED), List.of(HIT, DISTANCE, NORMAL, TRIANGLE, MATERIAL),
                new RayFunctions(tables)::worldManager_RayCast));
    }

    private Results worldManager_RayCast(Args a, QuirkLog log) {
        KernelTable t = tables.get();
        FloatModel fm = t == null ? FloatModel.IEEE : t.floatModel();
        RayHit hit = new RayHit();
        boolean met = new RayCast().cast(fm, a.get(MESH), new Float4().set(a.get(ORIGIN)), new Float4().set(a.get(DIR)),
                a.get(LENGTH), a.get(MASK), a.get(EXCLUDED, new int[0]), hit);
        return new Results().put(HIT, met).put(DISTANCE, hit.distance()).put(NORMAL, hit.normal().toVec4())
                .put(TRIANGLE, hit.triangle()).put(MATERIAL, hit.material());
    }
}
