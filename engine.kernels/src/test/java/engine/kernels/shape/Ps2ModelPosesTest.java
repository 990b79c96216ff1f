package engine.kernels.shape;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.api.body.Body;
import engine.api.body.BodyFlags;
import engine.api.math.Float4;
import engine.api.math.FloatModel;
import engine.api.math.Quat;
import engine.api.math.Vec4;
import engine.api.quirk.QuirkCounter;
import engine.api.quirk.QuirkLog;
import engine.api.selection.Profile;
import engine.api.shape.SphereShape;
import engine.kernels.fake.FakeOwner;
import engine.kernels.fake.TestWorlds;
import engine.kernels.world.BodyRecords;
import engine.kernels.world.PhysicsWorld;
import engine.ps2float.Ps2FloatModels;
import java.util.Map;
import java.util.Set;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;

/**
 * The Unit 6 poses compute through the world's {@link FloatModel}: under PS2 a pose rounds toward zero at every
 * step (and so differs from IEEE in the last bit), under IEEE it is bit for bit the old raw-operator arithmetic.
 */
class Ps2ModelPosesTest {

    /** A quarter turn about z, its components rounded to nearest. */
    private static final Quat QUARTER_Z = new Quat(0f, 0f, 0.70710677f, 0.70710677f);
    /** An oblique rotation whose every direct-form term is non-trivial. */
    private static final Quat OBLIQUE = new Quat(0.18257418f, 0.36514837f, 0.5477226f, 0.73029673f);
    private static final Vec4 OFFSET = new Vec4(0.1f, 0.3f, 0.7f, 0f);
    private static final Vec4 P = Vec4.point(1.1f, 2.3f, 3.7f);

    /** PhysicsSphere_Pose's no-bone centre, step by step with f's operations in the kernel's order. */
    private static float[] stepByStep(FloatModel f, Vec4 p, Quat q, Vec4 o) {
        float x = q.x(), y = q.y(), z = q.z(), qw = q.w();
        float vx = o.x(), vy = o.y(), vz = o.z();
        float xx = f.mul(x, x);
        float yy = f.mul(y, y);
        float zz = f.mul(z, z);
        float uu = f.add(f.add(xx, yy), zz);
        float s = f.sub(f.mul(qw, qw), uu);
        float xv = f.mul(x, vx);
        float yv = f.mul(y, vy);
        float zv = f.mul(z, vz);
        float uv2 = f.mul(2f, f.add(f.add(xv, yv), zv));
        float w2 = f.mul(2f, qw);
        float cx = f.sub(f.mul(y, vz), f.mul(z, vy));
        float cy = f.sub(f.mul(z, vx), f.mul(x, vz));
        float cz = f.sub(f.mul(x, vy), f.mul(y, vx));
        float rx = f.add(f.add(f.mul(s, vx), f.mul(uv2, x)), f.mul(w2, cx));
        float ry = f.add(f.add(f.mul(s, vy), f.mul(uv2, y)), f.mul(w2, cy));
        float rz = f.add(f.add(f.mul(s, vz), f.mul(uv2, z)), f.mul(w2, cz));
        return new float[] {f.add(p.x(), rx), f.add(p.y(), ry), f.add(p.z(), rz)};
    }

    /** The old PhysicsSphere_Pose no-bone centre, with Java's raw float operators (before the model layer). */
    private static float[] oldRawOperators(Vec4 p, Quat q, Vec4 o) {
        float x = q.x(), y = q.y(), z = q.z(), qw = q.w();
        float vx = o.x(), vy = o.y(), vz = o.z();
        float uu = (x * x + y * y) + z * z;
        float s = qw * qw - uu;
        float uv2 = 2f * ((x * vx + y * vy) + z * vz);
        float w2 = 2f * qw;
        float cx = y * vz - z * vy;
        float cy = z * vx - x * vz;
        float cz = x * vy - y * vx;
        float rx = (s * vx + uv2 * x) + w2 * cx;
        float ry = (s * vy + uv2 * y) + w2 * cy;
        float rz = (s * vz + uv2 * z) + w2 * cz;
        return new float[] {p.x() + rx, p.y() + ry, p.z() + rz};
    }

    private static SphereShape sphere(Vec4 offset, float r) {
        SphereShape s = new SphereShape();
        s.localOffset().set(offset);
        s.setBone(-1);
        s.setRadius(r);
        return s;
    }

    private static void assertBits(float[] expected, Float4 actual, String what) {
        float[] got = {actual.x(), actual.y(), actual.z()};
        for (int k = 0; k < 3; k++) {
            assertEquals(Float.floatToRawIntBits(expected[k]), Float.floatToRawIntBits(got[k]),
                    what + " lane " + k + ": expected " + expected[k] + ", got " + got[k]);
        }
    }

    private static boolean anyLaneDiffers(Float4 a, Float4 b) {
        return Float.floatToRawIntBits(a.x()) != Float.floatToRawIntBits(b.x())
                || Float.floatToRawIntBits(a.y()) != Float.floatToRawIntBits(b.y())
                || Float.floatToRawIntBits(a.z()) != Float.floatToRawIntBits(b.z());
    }

    @Test
    void aPs2SpherePoseIsTheStepByStepPs2ValueAndDiffersFromIeee() {
        for (Quat q : new Quat[] {QUARTER_Z, OBLIQUE}) {
            FakeOwner o = new FakeOwner("o").at(P, q);
            SphereShape ps2 = sphere(OFFSET, 0.5f);
            new ShapePoses(QuirkLog.NONE, Ps2FloatModels.FPU).poseSphere(ps2, o);
            SphereShape ieee = sphere(OFFSET, 0.5f);
            new ShapePoses(QuirkLog.NONE, FloatModel.IEEE).poseSphere(ieee, o);

            assertBits(stepByStep(Ps2FloatModels.FPU, P, q, OFFSET), ps2.centre(), "PS2 pose, q = " + q);
            assertBits(stepByStep(FloatModel.IEEE, P, q, OFFSET), ieee.centre(), "IEEE pose, q = " + q);
            assertTrue(anyLaneDiffers(ps2.centre(), ieee.centre()),
                    "PS2 " + ps2.centre() + " and IEEE " + ieee.centre() + " should differ in the last bit");
            // One ulp apart at most per lane here: the difference is rounding, not a different formula.
            assertEquals(ieee.centre().x(), ps2.centre().x(), 4 * Math.ulp(ieee.centre().x()));
            assertEquals(ieee.centre().y(), ps2.centre().y(), 4 * Math.ulp(ieee.centre().y()));
            assertEquals(ieee.centre().z(), ps2.centre().z(), 4 * Math.ulp(ieee.centre().z()));
        }
    }

    @Test
    void thePs2QuarterTurnRoundsZDownWhereIeeeRoundsUp() {
        // z = 3.7 + 0.7 (the offset's z, unturned by a turn about z): IEEE rounds up to 4.4 (0x408ccccd), PS2
        // truncates to 4.3999996 (0x408ccccc); x and y happen to agree.
        FakeOwner o = new FakeOwner("o").at(P, QUARTER_Z);
        SphereShape ps2 = sphere(OFFSET, 0.5f);
        new ShapePoses(QuirkLog.NONE, Ps2FloatModels.FPU).poseSphere(ps2, o);
        SphereShape ieee = sphere(OFFSET, 0.5f);
        new ShapePoses().poseSphere(ieee, o);
        float[] expected = stepByStep(Ps2FloatModels.FPU, P, QUARTER_Z, OFFSET);
        assertEquals(Float.floatToRawIntBits(expected[2]), Float.floatToRawIntBits(ps2.centre().z()));
        assertEquals(0x408ccccc, Float.floatToRawIntBits(ps2.centre().z()), "PS2 z = " + ps2.centre().z());
        assertEquals(0x408ccccd, Float.floatToRawIntBits(ieee.centre().z()), "IEEE z = " + ieee.centre().z());
    }

    @Test
    void aPs2SphereBoundIsCentreMinusAndPlusRadiusThroughPs2() {
        SphereShape s = sphere(OFFSET, 0.3f);
        s.centre().set(1.1f, 2.3f, 3.7f, 1f);
        Float4 min = new Float4();
        Float4 max = new Float4();
        new ShapeBounds(Ps2FloatModels.FPU).bounds(s, min, max, QuirkLog.NONE);
        FloatModel f = Ps2FloatModels.FPU;
        assertBits(new float[] {f.sub(1.1f, 0.3f), f.sub(2.3f, 0.3f), f.sub(3.7f, 0.3f)}, min, "min");
        assertBits(new float[] {f.add(1.1f, 0.3f), f.add(2.3f, 0.3f), f.add(3.7f, 0.3f)}, max, "max");
        Float4 imin = new Float4();
        Float4 imax = new Float4();
        new ShapeBounds().bounds(s, imin, imax, QuirkLog.NONE);
        assertTrue(anyLaneDiffers(min, imin) || anyLaneDiffers(max, imax), "PS2 and IEEE bounds should differ");
    }

    @Test
    void aPs2ProfileWorldPosesItsBodiesThroughPs2() {
        PhysicsWorld w = TestWorlds.world(Profile.of("faithful").withFloatModel("ps2"), new QuirkCounter());
        assertSame(Ps2FloatModels.FPU, w.floatModel());
        assertSame(Ps2FloatModels.FPU, ((ShapePoses) w.poses()).floatModel());
        FakeOwner o = new FakeOwner("o").at(P, QUARTER_Z);
        Body b = TestWorlds.bodyFor(w, o);
        SphereShape s = sphere(OFFSET, 0.5f);
        TestWorlds.addShape(b, s);
        w.addBody(b);
        b.setFlags(BodyFlags.DIRTY);
        w.update(b, o);

        float[] expected = stepByStep(Ps2FloatModels.FPU, P, QUARTER_Z, OFFSET);
        assertEquals(Float.floatToRawIntBits(expected[2]), Float.floatToRawIntBits(s.centre().z()),
                "centre.z: expected " + expected[2] + ", got " + s.centre().z());
        assertEquals(Float.floatToRawIntBits(Ps2FloatModels.FPU.sub(expected[2], 0.5f)),
                Float.floatToRawIntBits(b.minZ()), "the body box is bounded through PS2 too");
        assertNotEquals(Float.floatToRawIntBits(stepByStep(FloatModel.IEEE, P, QUARTER_Z, OFFSET)[2]),
                Float.floatToRawIntBits(s.centre().z()), "the PS2 world's pose is not the IEEE one");
    }

    @Property(tries = 1000)
    void underIeeeTheSpherePoseIsBitForBitTheOldRawArithmetic(@ForAll("points") Vec4 p, @ForAll("anyQuats") Quat q,
                                                              @ForAll("offsets") Vec4 offset) {
        FakeOwner o = new FakeOwner("random").at(p, q);
        SphereShape viaModel = sphere(offset, 1f);
        new ShapePoses(QuirkLog.NONE, FloatModel.IEEE).poseSphere(viaModel, o);
        assertBits(oldRawOperators(p, q, offset), viaModel.centre(), "IEEE model vs raw operators");
        SphereShape viaDefault = sphere(offset, 1f);
        new ShapePoses().poseSphere(viaDefault, o);
        assertBits(oldRawOperators(p, q, offset), viaDefault.centre(), "default poses vs raw operators");
    }

    @Provide
    Arbitrary<Vec4> points() {
        Arbitrary<Float> lane = Arbitraries.floats().between(-100f, 100f);
        return Combinators.combine(lane, lane, lane).as(Vec4::point);
    }

    @Provide
    Arbitrary<Vec4> offsets() {
        Arbitrary<Float> lane = Arbitraries.floats().between(-2f, 2f);
        Arbitrary<Float> w = Arbitraries.of(0f, 1f);
        return Combinators.combine(lane, lane, lane, w).as(Vec4::new);
    }

    @Provide
    Arbitrary<Quat> anyQuats() {
        Arbitrary<Float> lane = Arbitraries.floats().between(-2f, 2f);
        return Combinators.combine(lane, lane, lane, lane).as(Quat::new);
    }
}
