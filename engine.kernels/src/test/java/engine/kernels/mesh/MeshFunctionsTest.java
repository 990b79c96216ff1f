package engine.kernels.mesh;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import engine.api.kernel.KernelTable;
import engine.api.math.Vec4;
import engine.api.oracle.SpecFunction;
import engine.api.quirk.QuirkCounter;
import engine.kernels.oracle.MeshFunctions;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The oracle's Unit 1 and 2 functions give what the kernels give. */
class MeshFunctionsTest {
    private final KernelTable table = MeshWorlds.world(new QuirkCounter(), null).kernels();
    private final List<SpecFunction> fns = MeshFunctions.table(() -> table);

    private SpecFunction fn(String name) {
        return fns.stream().filter(f -> f.name().equals(name)).findFirst().orElseThrow();
    }

    @Test
    void sweepSphereTriangleReturnsHitFractionAndRegion() {
        Map<String, Object> r = fn("Sweep_SphereTriangle").invoke(Map.of("v0", Vec4.point(0f, 0f, 0f),
                "v1", Vec4.point(0f, 1f, 0f), "v2", Vec4.point(0f, 0f, 1f), "centre", Vec4.point(1f, -0.3f, 0.5f),
                "radius", 0.5f, "move", new Vec4(-0.5f, 0f, 0f, 0f)));
        assertEquals(true, r.get("hit"));
        assertEquals(1.2f, (Float) r.get("t"), 1e-5f);
        assertEquals(3, r.get("region"));
    }

    @Test
    void sweepCapsuleOnTheTestWall() {
        Map<String, Object> r = fn("PhysicsMesh_SweepCapsule").invoke(Map.of("mesh", Unit2MeshSweepTest.wall(0xc001),
                "feet", Vec4.point(-2f, 0f, 0f), "radius", 0.5f, "move", new Vec4(10f, 0f, 0f, 0f)));
        assertEquals(1, r.get("count"));
        assertEquals(0.15f, ((float[]) r.get("fractions"))[0], 1e-6f);
        assertArrayEquals(new int[] {0}, (int[]) r.get("triangles"));
    }

    @Test
    void sweepShapeVsMeshDispatchesThroughTheTable() {
        Map<String, Object> r = fn("IPhysics_SweepShapeVsMesh").invoke(Map.of("mesh", Unit2MeshSweepTest.wall(0xc001),
                "type", 2, "position", Vec4.point(-2f, 0f, 0.8f), "radius", 0.5f, "move", new Vec4(10f, 0f, 0f, 0f)));
        assertEquals(true, r.get("hit"));
        assertEquals(0.15f, ((float[]) r.get("fractions"))[0], 1e-6f);
    }

    @Test
    void overlapAndPushOut() {
        Map<String, Object> r = fn("PhysicsMeshOverlap_Sphere").invoke(Map.of("mesh", Unit2MeshSweepTest.wall(0xc001),
                "centre", Vec4.point(-0.3f, 0f, 0.8f), "radius", 0.5f));
        assertEquals(1, r.get("count"));
        assertEquals(0.2f, ((float[]) r.get("fractions"))[0], 1e-6f);
        Map<String, Object> p = fn("PhysicsBody_PushOutOfWalls").invoke(Map.of("mesh", Unit2MeshSweepTest.wall(0xc001),
                "centre", Vec4.point(-0.3f, 0f, 0.8f), "radius", 0.5f));
        assertEquals(-0.2f, ((Vec4) p.get("pushOut")).x(), 1e-6f);
        assertEquals(0x1000, p.get("flags"));
        assertEquals(0, fn("PhysicsMeshOverlap_Box").invoke(Map.of("mesh", Unit2MeshSweepTest.wall(0xc001)))
                .get("count"));
    }
}
