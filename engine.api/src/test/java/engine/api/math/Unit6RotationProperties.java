package engine.api.math;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * Unit 6, R(q): "Two forms appear, and they give the same result for a unit quaternion". The direct form
 * (Quat.rotate, the sphere's no-bone case) and the matrix form (Quat_ToMatrix then a multiply) agree within
 * float rounding, and both match the exact rotation computed in double.
 */
class Unit6RotationProperties {

    @Property(tries = 2000)
    void directFormAgreesWithMatrixFormForUnitQuaternions(@ForAll("unitQuats") Quat q, @ForAll("vectors") Vec4 v) {
        Vec4 direct = q.rotate(v);
        Vec4 matrix = q.toMatrix().rotate3(v);
        float tol = tolerance(v);
        check(direct.x(), matrix.x(), tol, q, v, "x");
        check(direct.y(), matrix.y(), tol, q, v, "y");
        check(direct.z(), matrix.z(), tol, q, v, "z");
        if (Float.floatToRawIntBits(direct.w()) != Float.floatToRawIntBits(v.w())
                || Float.floatToRawIntBits(matrix.w()) != Float.floatToRawIntBits(v.w())) {
            throw new AssertionError("w not kept: " + direct + " / " + matrix + " for " + v);
        }
    }

    @Property(tries = 1000)
    void bothFormsMatchTheExactRotation(@ForAll("unitQuats") Quat q, @ForAll("vectors") Vec4 v) {
        double[] exact = exactRotation(q, v);
        float tol = tolerance(v);
        Vec4 direct = q.rotate(v);
        Vec4 matrix = q.toMatrix().rotate3(v);
        check((float) exact[0], direct.x(), tol, q, v, "direct x");
        check((float) exact[1], direct.y(), tol, q, v, "direct y");
        check((float) exact[2], direct.z(), tol, q, v, "direct z");
        check((float) exact[0], matrix.x(), tol, q, v, "matrix x");
        check((float) exact[1], matrix.y(), tol, q, v, "matrix y");
        check((float) exact[2], matrix.z(), tol, q, v, "matrix z");
    }

    /** 1e-5 relative to the vector's size (float32 keeps about 7 digits; each lane sums three products). */
    private static float tolerance(Vec4 v) {
        return 1e-5f * (1f + (float) Math.sqrt(v.lengthSquared3()));
    }

    private static void check(float expected, float actual, float tol, Quat q, Vec4 v, String lane) {
        if (!(Math.abs(expected - actual) <= tol)) {
            throw new AssertionError(lane + ": " + expected + " vs " + actual + " (tol " + tol + ") for q = " + q
                    + ", v = " + v);
        }
    }

    /** v rotated by q normalised in double: v + 2w (u × v) + 2 u × (u × v). */
    private static double[] exactRotation(Quat q, Vec4 v) {
        double n = Math.sqrt((double) q.x() * q.x() + (double) q.y() * q.y() + (double) q.z() * q.z()
                + (double) q.w() * q.w());
        double x = q.x() / n, y = q.y() / n, z = q.z() / n, w = q.w() / n;
        double vx = v.x(), vy = v.y(), vz = v.z();
        double tx = 2 * (y * vz - z * vy), ty = 2 * (z * vx - x * vz), tz = 2 * (x * vy - y * vx);
        return new double[] {
                vx + w * tx + (y * tz - z * ty),
                vy + w * ty + (z * tx - x * tz),
                vz + w * tz + (x * ty - y * tx)};
    }

    @Provide
    Arbitrary<Quat> unitQuats() {
        Arbitrary<Float> lane = Arbitraries.floats().between(-1f, 1f);
        return Combinators.combine(lane, lane, lane, lane).as((x, y, z, w) -> new double[] {x, y, z, w})
                .filter(a -> a[0] * a[0] + a[1] * a[1] + a[2] * a[2] + a[3] * a[3] > 0.01)
                .map(a -> {
                    double n = Math.sqrt(a[0] * a[0] + a[1] * a[1] + a[2] * a[2] + a[3] * a[3]);
                    return new Quat((float) (a[0] / n), (float) (a[1] / n), (float) (a[2] / n), (float) (a[3] / n));
                });
    }

    @Provide
    Arbitrary<Vec4> vectors() {
        Arbitrary<Float> lane = Arbitraries.floats().between(-100f, 100f);
        Arbitrary<Float> w = Arbitraries.of(0f, 1f, 0.5f, -3f);
        return Combinators.combine(lane, lane, lane, w).as(Vec4::new);
    }
}
