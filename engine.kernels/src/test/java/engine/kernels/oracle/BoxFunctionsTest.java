package engine.kernels.oracle;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.api.math.Quat;
import engine.api.math.Vec4;
import engine.api.mesh.MeshBuilder;
import engine.api.oracle.FunctionArgumentException;
import engine.api.oracle.SpecFunction;
import engine.api.quirk.Quirk;
import engine.api.quirk.QuirkCounter;
import engine.kernels.fake.TestWorlds;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Units 5, 12 and 13's box functions through the oracle table, with the numbers of the named kernel tests. */
class BoxFunctionsTest {
    private static final float TOL = 1e-5f;

    private static SpecFunction fn(String provider, String name) {
        return BoxFunctions.table(() -> TestWorlds.table(provider)).stream().filter(f -> f.name().equals(name))
                .findFirst().orElseThrow();
    }

    private static Map<String, Object> cube(String prefix) {
        Map<String, Object> a = new HashMap<>();
        a.put(prefix + "Centre", Vec4.point(0f, 0f, 1f));
        a.put(prefix + "Half", Vec4.point(1f, 1f, 1f));
        return a;
    }

    @Test
    void servesEachBoxKernelOnceWithItsUnit() {
        Set<String> names = new HashSet<>();
        for (SpecFunction f : BoxFunctions.table(() -> TestWorlds.table("faithful"))) {
            assertTrue(names.add(f.name()), "twice: " + f.name());
        }
        assertEquals(Set.of("PhysicsSweep_CapsuleBox", "PhysicsSweep_BoxCapsule", "PhysicsSweep_SphereBox",
                "PhysicsSweep_BoxSphere", "PhysicsSweep_SegmentBox", "PhysicsSweep_BoxSegment", "PhysicsSweep_BoxBox",
                "PhysicsMesh_SweepBox"), names);
        assertEquals(12, fn("faithful", "PhysicsSweep_CapsuleBox").unit());
        assertEquals(5, fn("faithful", "PhysicsSweep_BoxBox").unit());
        assertEquals(13, fn("faithful", "PhysicsMesh_SweepBox").unit());
    }

    @Test
    void capsuleBoxCornerRegion() {
        // CAPSULE_BOX_SWEEP: Unit12CapsuleBoxTest's corner: t = 0.570924, flag 0x1, slide (−1, 1, 0)/√2.
        Map<String, Object> a = cube("box");
        a.put("base", Vec4.point(-3f, 1.2f, 0f));
        a.put("radius", 0.35f);
        a.put("height", 1.8f);
        a.put("move", new Vec4(3f, 0f, 0f, 0f));
        Map<String, Object> r = fn("faithful", "PhysicsSweep_CapsuleBox").invoke(a);
        assertEquals(true, r.get("hit"));
        assertEquals(0.570924f, (Float) r.get("fraction"), TOL);
        assertEquals(1, r.get("flags"));
        Vec4 slide = (Vec4) r.get("slide");
        assertEquals(-0.707107f, slide.x(), TOL);
        assertEquals(0.707107f, slide.y(), TOL);
    }

    @Test
    void boxOntoASphereAndBoxOntoABox() {
        Map<String, Object> a = new HashMap<>();
        a.put("boxCentre", Vec4.point(3f, 0f, 0f));
        a.put("boxHalf", Vec4.point(1f, 1f, 1f));
        a.put("centre", Vec4.point(0f, 0f, 0f));
        a.put("radius", 0.1f);
        a.put("move", new Vec4(-3f, 0f, 0f, 0f));
        Map<String, Object> r = fn("faithful", "PhysicsSweep_BoxSphere").invoke(a);
        assertEquals(1.9f / 3f, (Float) r.get("fraction"), TOL);
        assertEquals(1f, ((Vec4) r.get("normal")).x(), TOL);
        Map<String, Object> b = new HashMap<>();
        b.put("ownCentre", Vec4.point(-4f, 0f, 0f));
        b.put("ownHalf", Vec4.point(1f, 1f, 1f));
        b.put("ownRotation", new Quat(0f, 0f, 0.38268343f, 0.9238795f));
        b.put("otherCentre", Vec4.point(0f, 0f, 0f));
        b.put("otherHalf", Vec4.point(1f, 1f, 1f));
        b.put("move", new Vec4(4f, 0f, 0f, 0f));
        Map<String, Object> s = fn("faithful", "PhysicsSweep_BoxBox").invoke(b);
        assertEquals(0.396447f, (Float) s.get("fraction"), TOL);
    }

    @Test
    void theBoxMeshSweepServesEachProvidersCorrections() {
        // BOX_AXIS_RANGE_RESET: Unit13BoxMeshSweepTest's slanted triangle, faithful 0.4875, fixed 0.6.
        MeshBuilder m = new MeshBuilder();
        m.triangle(m.vertex(1.5f, -2f, 0f), m.vertex(0f, 3f, 0f), m.vertex(1.5f, 1f, 1f), 0xc003, 0);
        Map<String, Object> a = new HashMap<>();
        a.put("mesh", m.build(2f));
        a.put("boxCentre", Vec4.point(-2f, 1f, 1f));
        a.put("boxHalf", Vec4.point(0.5f, 0.5f, 0.5f));
        a.put("move", new Vec4(4f, 0f, 0f, 0f));
        QuirkCounter quirks = new QuirkCounter();
        Map<String, Object> faithful = fn("faithful", "PhysicsMesh_SweepBox").invoke(a, quirks);
        assertEquals(1, faithful.get("count"));
        assertEquals(0.4875f, ((float[]) faithful.get("fractions"))[0], TOL);
        assertArrayEquals(new int[] {0}, (int[]) faithful.get("flags"));
        assertTrue(quirks.count(Quirk.BOX_AXIS_RANGE_RESET) > 0);
        Map<String, Object> fixed = fn("fixed", "PhysicsMesh_SweepBox").invoke(a);
        assertEquals(0.6f, ((float[]) fixed.get("fractions"))[0], TOL);
    }

    @Test
    void aMissingArgumentIsNamed() {
        FunctionArgumentException e = assertThrows(FunctionArgumentException.class,
                () -> fn("faithful", "PhysicsSweep_SphereBox").invoke(cube("box")));
        assertTrue(e.getMessage().contains("centre"), e.getMessage());
    }
}
