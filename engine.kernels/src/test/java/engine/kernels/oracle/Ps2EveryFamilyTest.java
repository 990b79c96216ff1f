package engine.kernels.oracle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.api.kernel.KernelTable;
import engine.api.math.Aabb;
import engine.api.math.Float4;
import engine.api.math.FloatModel;
import engine.api.math.Mat4;
import engine.api.math.Quat;
import engine.api.math.Vec4;
import engine.api.mesh.CollisionMesh;
import engine.api.mesh.MeshBuilder;
import engine.api.oracle.SpecFunction;
import engine.api.selection.KernelSelection;
import engine.api.selection.Profile;
import engine.kernels.fake.TestWorlds;
import engine.kernels.library.KernelLibrary;
import engine.kernels.world.PhysicsWorld;
import engine.ps2float.Ps2FloatModels;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Issue 14, "a test per kernel family": each family served with {@code "floatModel": "ps2"} gives the bits the
 * PS2 model gives step by step (COP1 {@link Ps2FloatModels#FPU}, VU0 {@link Ps2FloatModels#VU}, in the kernel's order),
 * on inputs where the PS2 answer differs from IEEE's (truncation against rounding, exponent-255 operands).
 */
class Ps2EveryFamilyTest {
    private static final FloatModel FPU = Ps2FloatModels.FPU;
    private static final FloatModel VU = Ps2FloatModels.VU;
    /** 0x7f800001: a PS2 number just above 2^128, a NaN to Java. */
    private static final float E255 = Float.intBitsToFloat(0x7F80_0001);

    private final List<SpecFunction> ps2 = KernelLibrary.functions(() -> table("ps2"));
    private final List<SpecFunction> ieee = KernelLibrary.functions(() -> table("ieee"));

    private static KernelTable table(String model) {
        return KernelSelection.resolve(Ps2FloatModels::byName, Profile.of("faithful").withFloatModel(model),
                List.of(TestWorlds.faithful(), TestWorlds.fixed()), PhysicsWorld.REQUIRED);
    }

    private static Map<String, Object> call(List<SpecFunction> fns, String name, Object... kv) {
        Map<String, Object> a = new HashMap<>();
        for (int i = 0; i < kv.length; i += 2) {
            a.put((String) kv[i], kv[i + 1]);
        }
        return fns.stream().filter(f -> f.name().equals(name)).findFirst().orElseThrow().invoke(a);
    }

    private static int bits(float f) {
        return Float.floatToRawIntBits(f);
    }

    private static void assertBits(float expected, float actual, String what) {
        assertEquals(bits(expected), bits(actual),
                () -> String.format("%s: expected %08x, was %08x", what, bits(expected), bits(actual)));
    }

    private static float f(Map<String, Object> r, String key) {
        return (Float) r.get(key);
    }

    private static float[] fl(Map<String, Object> r, String key) {
        return (float[]) r.get(key);
    }

    /** One triangle (0,0,0), (s,0,0), (0,s,0) facing +z. */
    private static CollisionMesh floor(float s) {
        MeshBuilder b = new MeshBuilder();
        b.triangle(b.vertex(0f, 0f, 0f), b.vertex(s, 0f, 0f), b.vertex(0f, s, 0f), 0x1, 0);
        return b.build(2f);
    }

    // ---- value functions ----

    @Test
    void valueFunctionsComputeOnVu0() {
        Quat q = new Quat(0.1f, 0.2f, 0.3f, 0.9f);
        Mat4 m = (Mat4) call(ps2, "Quat_ToMatrix", "q", q).get("m");
        // Unit 6, Quat_ToMatrix row 0 x: 1 − 2(y² + z²), step by step on VU0.
        float r00 = VU.sub(1f, VU.mul(2f, VU.add(VU.mul(q.y(), q.y()), VU.mul(q.z(), q.z()))));
        float r01 = VU.mul(2f, VU.add(VU.mul(q.x(), q.y()), VU.mul(q.z(), q.w())));
        float r12 = VU.mul(2f, VU.add(VU.mul(q.y(), q.z()), VU.mul(q.x(), q.w())));
        assertBits(r00, m.get(0, 0), "row 0 x");
        assertBits(r01, m.get(0, 1), "row 0 y");
        assertBits(r12, m.get(1, 2), "row 1 z");
        assertNotEquals(q.toMatrix(), m, "IEEE's matrix differs");

        // AABB_FromSphere with an exponent-255 centre: a number on the PS2, NaN to Java.
        Vec4 c = new Vec4(E255, 1f, 2f, 1f);
        Aabb box = (Aabb) call(ps2, "AABB_FromSphere", "c", c, "r", 0.5f).get("box");
        assertBits(VU.fmin(VU.sub(E255, 0.5f), VU.add(E255, 0.5f)), box.min().x(), "min x");
        assertBits(VU.fmax(VU.sub(1f, 0.3f), VU.add(1f, 0.3f)), ((Aabb) call(ps2, "AABB_FromSphere", "c", c,
                "r", 0.3f).get("box")).max().y(), "max y");
        assertBits(E255, box.min().x(), "2^128 − 0.5 is 2^128 on the PS2 adder");
        Aabb ieeeBox = (Aabb) call(ieee, "AABB_FromSphere", "c", c, "r", 0.5f).get("box");
        assertTrue(Float.isNaN(ieeeBox.min().x()), "IEEE's NaN");

        // AABB_ScaleAboutCentre: c = (min + max) / 2, h = (max − min) / 2 × s, on VU0.
        Aabb in = Aabb.of(0.1f, 0f, 0f, 0.7f, 1f, 1f);
        Vec4 s = new Vec4(1.3f, 1f, 1f, 0f);
        Aabb scaled = (Aabb) call(ps2, "AABB_ScaleAboutCentre", "box", in, "s", s).get("box");
        float cx = VU.mul(VU.add(0.1f, 0.7f), 0.5f);
        float hx = VU.mul(VU.mul(VU.sub(0.7f, 0.1f), 0.5f), 1.3f);
        assertBits(VU.min(VU.add(cx, hx), VU.sub(cx, hx)), scaled.min().x(), "scaled min x");
        assertNotEquals(bits(in.scaleAboutCentre(s).min().x()), bits(scaled.min().x()), "IEEE rounds");

        // CollisionMesh_BeginShapeQuery: a corner at −0x7f800001 is a huge negative number on the PS2 (cell 0),
        // a NaN to Java (which the IEEE clamp sends to the high bound).
        CollisionMesh mesh = floor(6f);
        float low = Float.intBitsToFloat(0xFF80_0001);
        Aabb query = new Aabb(new Vec4(low, 0.1f, 0.1f, 1f), new Vec4(0.2f, 0.2f, 0.2f, 1f));
        int[] min = (int[]) call(ps2, "CollisionMesh_BeginShapeQuery", "mesh", mesh, "box", query).get("cellMin");
        var g = mesh.grid();
        int expected = VU.toInt(VU.min(VU.max(VU.add(VU.mul(low, g.scale(0)), g.translation(0)), 0.5f),
                VU.sub(VU.toFloat(g.nx()), 0.5f)));
        assertEquals(expected, min[0]);
        assertEquals(0, min[0]);
        int[] ieeeMin = (int[]) call(ieee, "CollisionMesh_BeginShapeQuery", "mesh", mesh, "box", query)
                .get("cellMin");
        assertEquals(g.nx() - 1, ieeeMin[0]);
    }

    // ---- ray cast ----

    @Test
    void rayCastComputesOnTheModel() {
        CollisionMesh mesh = floor(3f);
        Vec4 o = new Vec4(0.7f, 0.9f, 1.3f, 1f);
        Vec4 d = new Vec4(0f, 0f, -1f, 0f);
        Map<String, Object> r = call(ps2, "WorldManager_RayCast", "mesh", mesh, "origin", o, "dir", d,
                "length", 5f, "mask", 0);
        // Möller–Trumbore as RayCast writes it: vectors on VU0, the division and compares on COP1.
        float e1x = 3f, e1y = 0f, e1z = 0f, e2x = 0f, e2y = 3f, e2z = 0f;
        float px = cross(d.y(), e2z, d.z(), e2y), py = cross(d.z(), e2x, d.x(), e2z);
        float pz = cross(d.x(), e2y, d.y(), e2x);
        float det = VU.dot3(e1x, e1y, e1z, px, py, pz);
        float sx = o.x(), sy = o.y(), sz = o.z();
        float qx = cross(sy, e1z, sz, e1y), qy = cross(sz, e1x, sx, e1z), qz = cross(sx, e1y, sy, e1x);
        float t = VU.dot3(e2x, e2y, e2z, qx, qy, qz);
        float dist = FPU.add(FPU.div(t, det), 0f);
        assertEquals(true, r.get("hit"));
        assertBits(dist, f(r, "distance"), "distance");
        // The normal: unit(e1 × e2) = (0, 0, 9) × rsqrt(81); 1/9 truncates, so 9 × it is below 1.
        float k = VU.rsqrt(VU.dot3(0f, 0f, 9f, 0f, 0f, 9f));
        Vec4 n = (Vec4) r.get("normal");
        assertBits(VU.mul(9f, k), n.z(), "normal z");
        Map<String, Object> ir = call(ieee, "WorldManager_RayCast", "mesh", mesh, "origin", o, "dir", d,
                "length", 5f, "mask", 0);
        assertNotEquals(bits(f(ir, "distance")), bits(dist), "IEEE's distance");
    }

    private static float cross(float a, float b, float c, float e) {
        return VU.sub(VU.mul(a, b), VU.mul(c, e));
    }

    // ---- mesh sweeps ----

    @Test
    void meshSphereSweepComputesOnTheModel() {
        CollisionMesh mesh = floor(2f);
        Vec4 c = new Vec4(0.5f, 0.5f, 1.1f, 1f);
        Vec4 move = new Vec4(0f, 0f, -3f, 0f);
        Map<String, Object> r = call(ps2, "PhysicsMesh_SweepSphere", "mesh", mesh, "centre", c, "radius", 0.3f,
                "move", move);
        assertEquals(1, r.get("count"));
        // The normal of (0,0,0), (2,0,0), (0,2,0): (0, 0, 4) × rsqrt(16) = (0, 0, 1); the face time
        // tf = (r − dist0) / dn with dist0 = n·c − n·v0 and dn = n·move (Unit 1, Sweep_SphereTriangle).
        float nz = FPU.mul(4f, FPU.rsqrt(FPU.dot3(0f, 0f, 4f, 0f, 0f, 4f)));
        float dist0 = FPU.sub(FPU.dot3(0f, 0f, nz, c.x(), c.y(), c.z()), FPU.dot3(0f, 0f, nz, 0f, 0f, 0f));
        float dn = FPU.dot3(0f, 0f, nz, move.x(), move.y(), move.z());
        float tf = FPU.div(FPU.sub(0.3f, dist0), dn);
        assertBits(tf, fl(r, "fractions")[0], "fraction");
        // The point: t × move + centre.
        assertBits(FPU.add(FPU.mul(tf, move.z()), c.z()), fl(r, "points")[2], "point z");
        float ieeeT = fl(call(ieee, "PhysicsMesh_SweepSphere", "mesh", mesh, "centre", c, "radius", 0.3f,
                "move", move), "fractions")[0];
        assertNotEquals(bits(ieeeT), bits(tf), "IEEE rounds where the PS2 truncates");
    }

    @Test
    void meshCapsuleSweepComputesOnTheModel() {
        MeshBuilder b = new MeshBuilder();
        int a0 = b.vertex(0f, -5f, 0f), a1 = b.vertex(0f, 5f, 0f);
        int a2 = b.vertex(0f, 5f, 3f), a3 = b.vertex(0f, -5f, 3f);
        b.triangle(a0, a3, a1, 0x1, 0); // a wall facing −x
        b.triangle(a1, a3, a2, 0x1, 0);
        CollisionMesh mesh = b.build(2f);
        Vec4 move = new Vec4(3.3f, 0.1f, 0f, 0f);
        // Feet a little farther each try, until the fractions part (the divider truncates or not).
        for (float x = -2.3f; x > -2.6f; x = FPU.sub(x, 0.01f)) {
            Vec4 feet = new Vec4(x, 0.3f, 0f, 1f);
            Map<String, Object> r = call(ps2, "PhysicsMesh_SweepCapsule", "mesh", mesh, "feet", feet,
                    "radius", 0.35f, "move", move);
            Map<String, Object> i = call(ieee, "PhysicsMesh_SweepCapsule", "mesh", mesh, "feet", feet,
                    "radius", 0.35f, "move", move);
            assertTrue((Integer) r.get("count") >= 1);
            float t = fl(r, "fractions")[0];
            // The contact point is t × move + feet in the model (MeshCollector.writePoint).
            assertBits(FPU.add(FPU.mul(t, move.x()), feet.x()), fl(r, "points")[0], "point x");
            assertBits(FPU.add(FPU.mul(t, move.y()), feet.y()), fl(r, "points")[1], "point y");
            if (bits(fl(i, "fractions")[0]) != bits(t)) {
                return; // the fraction itself came out of the PS2 arithmetic
            }
        }
        throw new AssertionError("no feet where the fractions part");
    }

    // ---- pair sweeps and overlaps ----

    @Test
    void pairOverlapComparesOnTheModel() {
        // Two spheres whose squared distance lands on reach² within rounding: found by walking the centre's x
        // up ulp by ulp until the PS2 answer (step by step) and IEEE's part.
        float reach = FPU.add(0.3f, 0.4f);
        float x = 0.6926f;
        for (int k = 0; k < 16384; k++, x = Math.nextUp(x)) {
            float dx = FPU.sub(x, 0f);
            boolean ps2Answer = FPU.le(FPU.dot3(dx, 0.1f, 0f, dx, 0.1f, 0f), FPU.mul(reach, reach));
            boolean ieeeAnswer = (x * x + 0.1f * 0.1f) + 0f * 0f <= (0.3f + 0.4f) * (0.3f + 0.4f);
            if (ps2Answer != ieeeAnswer) {
                Vec4 own = new Vec4(x, 0.1f, 0f, 1f);
                Vec4 other = new Vec4(0f, 0f, 0f, 1f);
                Object[] args = {"ownCentre", own, "ownRadius", 0.3f, "otherCentre", other, "otherRadius", 0.4f};
                assertEquals(ps2Answer, call(ps2, "PhysicsOverlap_SphereSphere", args).get("overlap"));
                assertEquals(ieeeAnswer, call(ieee, "PhysicsOverlap_SphereSphere", args).get("overlap"));
                return;
            }
        }
        throw new AssertionError("no input where the two models part");
    }

    @Test
    void pairSweepComputesOnTheModel() {
        // Sweep_SphereSphere's roots (Unit 11): c = d·d − R², b = m·d, a = m·m, disc = (2b)² − (4c)a.
        Vec4 p = new Vec4(0f, 0f, 0f, 1f);
        Vec4 m = new Vec4(-3f, 0.1f, 0f, 0f);
        Vec4 c = new Vec4(2.3f, 0.2f, 0f, 1f);
        float dx = FPU.sub(c.x(), p.x()), dy = FPU.sub(c.y(), p.y()), dz = FPU.sub(c.z(), p.z());
        float cc = FPU.sub(FPU.dot3(dx, dy, dz, dx, dy, dz), FPU.mul(0.7f, 0.7f));
        float b = FPU.dot3(m.x(), m.y(), m.z(), dx, dy, dz);
        float a = FPU.dot3(m.x(), m.y(), m.z(), m.x(), m.y(), m.z());
        float twoB = FPU.mul(2f, b);
        float disc = FPU.sub(FPU.mul(twoB, twoB), FPU.mul(FPU.mul(4f, cc), a));
        float t0 = FPU.div(FPU.sub(FPU.neg(twoB), FPU.sqrt(disc)), FPU.mul(2f, a));
        Map<String, Object> r = call(ps2, "Sweep_SphereSphere", "P", p, "m", m, "C", c, "R", 0.7f);
        assertBits(t0, fl(r, "roots")[0], "first root");
        float ieeeT0 = fl(call(ieee, "Sweep_SphereSphere", "P", p, "m", m, "C", c, "R", 0.7f), "roots")[0];
        assertNotEquals(bits(ieeeT0), bits(t0), "IEEE's root");
    }

    // ---- boxes ----

    @Test
    void boxSweepComputesOnTheModel() {
        // A sphere moving along −x into the box [−1, 1]³: the x face grown by r is met first, at
        // t = (e − q) / w with e = h + r, q the centre's local x (A0·c) and w the move's (Unit 5, reconstructed).
        Vec4 c = new Vec4(3.1f, 0f, 0f, 1f);
        Vec4 move = new Vec4(-3f, 0f, 0f, 0f);
        Object[] args = {"centre", c, "radius", 0.5f, "boxCentre", new Vec4(0f, 0f, 0f, 1f),
            "boxHalf", new Vec4(1f, 1f, 1f, 1f), "move", move};
        Map<String, Object> r = call(ps2, "PhysicsSweep_SphereBox", args);
        float axis = VU.sub(1f, VU.mul(2f, VU.add(0f, 0f))); // Quat_ToMatrix of the identity: 1
        float q = FPU.dot3(axis, 0f, 0f, FPU.sub(c.x(), 0f), 0f, 0f);
        float w = FPU.dot3(axis, 0f, 0f, move.x(), 0f, 0f);
        float t = FPU.div(FPU.sub(FPU.add(1f, 0.5f), q), w);
        assertEquals(true, r.get("hit"));
        assertBits(t, f(r, "fraction"), "fraction");
        assertNotEquals(bits(f(call(ieee, "PhysicsSweep_SphereBox", args), "fraction")), bits(t), "IEEE's");
    }

    // ---- body pass / world step ----

    @Test
    void bodySweepComputesOnTheModel() {
        // PhysicsBody_Sweep with no contact: one pass, D = V × dt (Unit 3), the whole move made.
        Vec4 v = new Vec4(1.7f, -0.9f, 0.1f, 0f);
        float dt = 1f / 30f;
        Map<String, Object> r = call(ps2, "PhysicsBody_Sweep", "contacts", new float[0], "velocity", v, "dt", dt);
        Vec4 out = (Vec4) r.get("out");
        // Move velocity: V + push-out × (1/dt) × (1/k) with a zero push-out: V itself; then D = V × dt.
        assertBits(FPU.mul(v.x(), dt), out.x(), "out x");
        assertBits(FPU.mul(v.y(), dt), out.y(), "out y");
        Vec4 ieeeOut = (Vec4) call(ieee, "PhysicsBody_Sweep", "contacts", new float[0], "velocity", v, "dt", dt)
                .get("out");
        assertTrue(bits(ieeeOut.x()) != bits(out.x()) || bits(ieeeOut.y()) != bits(out.y()), "IEEE's product");
    }

    // ---- humans and pools ----

    @Test
    void humanMovedComputesOnTheModel() {
        // Unit 10, PhysicsHumanBody_Moved: broad bound = upright cylinder at (m30, m31, m32 + 1), 2.0 high, 0.8.
        Mat4 m = new Mat4(1f, 0f, 0f, 0f, 0f, 1f, 0f, 0f, 0f, 0f, 1f, 0f, 0.1f, 0.3f, 0.7f, 1f);
        Aabb broad = (Aabb) call(ps2, "PhysicsHumanBody_Moved", "m", m).get("broad");
        float cz = FPU.add(0.7f, 1f);
        float half = FPU.mul(2f, 0.5f);
        assertBits(FPU.fmin(FPU.sub(0.1f, 0.8f), FPU.add(0.1f, 0.8f)), broad.min().x(), "min x");
        assertBits(FPU.fmax(FPU.sub(0.3f, 0.8f), FPU.add(0.3f, 0.8f)), broad.max().y(), "max y");
        assertBits(FPU.fmax(FPU.sub(cz, half), FPU.add(cz, half)), broad.max().z(), "max z");
        Aabb ieeeBroad = (Aabb) call(ieee, "PhysicsHumanBody_Moved", "m", m).get("broad");
        assertNotEquals(ieeeBroad, broad, "IEEE's bound");
        assertTrue(new Float4().set(broad.min()).x() < 0f);
    }
}
