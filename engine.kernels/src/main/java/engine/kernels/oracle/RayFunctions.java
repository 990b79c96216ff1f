package engine.kernels.oracle;

import engine.api.kernel.KernelTable;
import engine.api.math.Float4;
import engine.api.math.FloatModel;
import engine.api.math.Vec4;
import engine.api.mesh.CollisionMesh;
import engine.api.oracle.Param;
import engine.api.oracle.SpecFunction;
import engine.api.oracle.ValueType;
import engine.kernels.ray.RayCast;
import engine.kernels.ray.RayHit;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * The world ray cast as the oracle serves it: WorldManager_RayCast (0x0040db88), reconstructed (catalogue
 * RAY_CAST; docs/ray-cast.md). Each call uses its own caster and hit record, so calls share nothing.
 */
public final class RayFunctions {

    private RayFunctions() {
    }

    /** The table: WorldManager_RayCast. */
    public static List<SpecFunction> table() {
        return table(() -> null);
    }

    /** The ray cast computing in the float model of tables' table (IEEE when tables supplies none). */
    public static List<SpecFunction> table(Supplier<KernelTable> tables) {
        return List.of(new SpecFunction("WorldManager_RayCast", 0,
                "nearest enabled triangle a ray meets (reconstructed: cell walk, Moller-Trumbore, lowest index on "
                        + "ties)",
                List.of(new Param("mesh", ValueType.MESH, "the collision mesh"),
                        new Param("origin", ValueType.VEC4, "the ray's origin (m)"),
                        new Param("dir", ValueType.VEC4, "the ray's direction, unit (used as given, not normalised)"),
                        new Param("length", ValueType.FLOAT, "the ray's length (m); not finite or <= 0 meets nothing"),
                        new Param("mask", ValueType.INT,
                                "triangle-flag mask: 0 every enabled triangle, else enabled ones sharing a bit with "
                                        + "it")),
                List.of(new Param("hit", ValueType.BOOL, "true when a triangle was met (result +0x10 non-zero)"),
                        new Param("distance", ValueType.FLOAT, "distance along the ray to the hit (m), 0 when none"),
                        new Param("normal", ValueType.VEC4,
                                "the hit triangle's unit normal, facing the ray, w 0; (0, 0, 0, 0) when none"),
                        new Param("triangle", ValueType.INT, "the hit triangle's index, -1 when none"),
                        new Param("material", ValueType.INT, "the hit triangle's u16 material, 0 when none")),
                (a, log) -> rayCast(model(tables), (CollisionMesh) a.get("mesh"), (Vec4) a.get("origin"),
                        (Vec4) a.get("dir"),
                        (Float) a.get("length"), (Integer) a.get("mask"))));
    }

    private static FloatModel model(Supplier<KernelTable> tables) {
        KernelTable t = tables.get();
        return t == null ? FloatModel.IEEE : t.floatModel();
    }

    private static Map<String, Object> rayCast(FloatModel fm, CollisionMesh mesh, Vec4 origin, Vec4 dir, float length,
                                               int mask) {
        RayHit hit = new RayHit();
        boolean met = new RayCast().cast(fm, mesh, new Float4().set(origin), new Float4().set(dir), length, mask,
                hit);
        return Map.of("hit", met, "distance", hit.distance(), "normal", hit.normal().toVec4(),
                "triangle", hit.triangle(), "material", hit.material());
    }
}
