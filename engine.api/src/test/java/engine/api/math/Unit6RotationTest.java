package engine.api.math;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * Unit 6 ("Transforms and rotations"), the test ideas that concern the math layer: Quat_ToMatrix for the
 * spec's qz and qy, the two rotation forms of the sphere pose, the AABB helpers AABB_FromSphere and
 * AABB_FromUprightCylinder, and the Mat4 conventions the poses rely on (row-vector transforms, row 3 the
 * translation). Tolerance 1e-5 where the spec gives decimal values (its qz, qy use 0.70711), exact where the
 * float arithmetic is exact.
 */
class Unit6RotationTest {

    /** The spec's tolerance: "Values computed from this spec (double precision; compare with 1e-5)". */
    private static final float TOL = 1e-5f;

    /** qz = 90° about z, as the spec writes it. */
    private static final Quat QZ = new Quat(0f, 0f, 0.70711f, 0.70711f);
    /** qy = 90° about y, as the spec writes it. */
    private static final Quat QY = new Quat(0f, 0.70711f, 0f, 0.70711f);

    // ---------------------------------------------------------------------------------------------------
    // Quat_ToMatrix

    @Test
    void quatToMatrixRowsForQz() {
        Mat4 m = QZ.toMatrix();
        assertXyz(0f, 1f, 0f, m.row(0), TOL, "row 0 = R(qz) e_x");
        assertXyz(-1f, 0f, 0f, m.row(1), TOL, "row 1 = R(qz) e_y");
        assertXyz(0f, 0f, 1f, m.row(2), TOL, "row 2 = R(qz) e_z");
    }

    @Test
    void quatToMatrixRowsForQy() {
        Mat4 m = QY.toMatrix();
        assertXyz(0f, 0f, -1f, m.row(0), TOL, "row 0 = R(qy) e_x");
        assertXyz(0f, 1f, 0f, m.row(1), TOL, "row 1 = R(qy) e_y");
        assertXyz(1f, 0f, 0f, m.row(2), TOL, "row 2 = R(qy) e_z");
    }

    @Test
    void quatToMatrixRow3IsUnitWAndWLanesAreZero() {
        for (Quat q : new Quat[] {QZ, QY, Quat.IDENTITY, new Quat(0.1f, -0.2f, 0.3f, 0.9f), new Quat(3f, 4f, 5f, 6f)}) {
            Mat4 m = q.toMatrix();
            Vec4 r3 = m.row(3);
            assertTrue(r3.bitEquals(new Vec4(0f, 0f, 0f, 1f)), () -> "row 3 of " + q + " is " + r3);
            for (int r = 0; r < 3; r++) {
                assertEquals(0f, m.get(r, 3), "w lane of row " + r + " of " + q);
            }
        }
    }

    @Test
    void quatToMatrixFollowsTheTableForAGeneralQuaternion() {
        // Every element against the spec's table, computed here in double; the quaternion is not a unit one,
        // so a transposed or sign-flipped entry cannot hide behind a symmetry.
        double x = 0.1, y = -0.2, z = 0.3, w = 0.9;
        Mat4 m = new Quat((float) x, (float) y, (float) z, (float) w).toMatrix();
        double[][] table = {
                {1 - 2 * (y * y + z * z), 2 * (x * y + z * w), 2 * (x * z - y * w)},
                {2 * (x * y - z * w), 1 - 2 * (x * x + z * z), 2 * (y * z + x * w)},
                {2 * (x * z + y * w), 2 * (y * z - x * w), 1 - 2 * (x * x + y * y)},
        };
        for (int r = 0; r < 3; r++) {
            for (int c = 0; c < 3; c++) {
                assertEquals(table[r][c], m.get(r, c), 1e-6, "element (" + r + ", " + c + ")");
            }
        }
    }

    @Test
    void quatToMatrixOfIdentityIsTheIdentityMatrix() {
        assertEquals(Mat4.IDENTITY, Quat.IDENTITY.toMatrix());
    }

    @Test
    void quatToMatrixRowsAreTheImagesOfTheAxes() {
        // "Its four stored rows are the images of the axes (row 0 = R e_x, and so on)": M e_i = row i.
        Mat4 m = new Quat(0.1f, -0.2f, 0.3f, 0.9f).toMatrix();
        Vec4[] axes = {new Vec4(1f, 0f, 0f, 0f), new Vec4(0f, 1f, 0f, 0f), new Vec4(0f, 0f, 1f, 0f)};
        for (int i = 0; i < 3; i++) {
            assertXyz(m.row(i).x(), m.row(i).y(), m.row(i).z(), m.rotate3(axes[i]), 0f, "M e_" + i);
            assertXyz(m.row(i).x(), m.row(i).y(), m.row(i).z(), m.transform(axes[i]), 0f, "M e_" + i + " (transform)");
        }
    }

    // ---------------------------------------------------------------------------------------------------
    // The two rotation forms

    @Test
    void sphereNoBoneBothRotationFormsAgree() {
        // Sphere, no bone. Body P = (10, 5, 0), q = qz, offset (1, 0, 0.5): centre (10, 6, 0.5, 1) both ways.
        Vec4 p = Vec4.point(10f, 5f, 0f);
        Vec4 offset = Vec4.point(1f, 0f, 0.5f);
        Vec4 direct = p.add3(QZ.rotate(offset)).w1();
        Vec4 matrix = p.add3(QZ.toMatrix().rotate3(offset)).w1();
        assertXyz(10f, 6f, 0.5f, direct, TOL, "centre by the direct quaternion form");
        assertXyz(10f, 6f, 0.5f, matrix, TOL, "centre by Quat_ToMatrix");
        assertEquals(1f, direct.w());
        assertEquals(1f, matrix.w());
        assertXyz(matrix.x(), matrix.y(), matrix.z(), direct, TOL, "the two forms against each other");
    }

    @Test
    void quatRotateWithExactUnitQuaternionIsExact() {
        // With an exactly representable unit quaternion (180° about z) the direct form is exact.
        Quat half = new Quat(0f, 0f, 1f, 0f);
        assertXyz(-1f, -2f, 3f, half.rotate(new Vec4(1f, 2f, 3f, 1f)), 0f, "R(180° about z) (1, 2, 3)");
        assertXyz(1f, 2f, 3f, Quat.IDENTITY.rotate(new Vec4(1f, 2f, 3f, 1f)), 0f, "identity");
    }

    @Test
    void quatRotateIsNotNormalised() {
        // "No normalisation": q = 2 × identity scales by |q|² = 4.
        Quat twice = new Quat(0f, 0f, 0f, 2f);
        assertXyz(4f, 8f, -12f, twice.rotate(new Vec4(1f, 2f, -3f, 0f)), 0f, "(w² − |u|²) v with w = 2");
    }

    @Test
    void rotationFormsKeepTheVectorsW() {
        Vec4 v = new Vec4(1f, 0f, 0.5f, 7f);
        assertEquals(7f, QZ.rotate(v).w());
        assertEquals(7f, QZ.toMatrix().rotate3(v).w());
        // transform adds row 3 × v.w: for a rotation matrix, xyz unchanged by it and w = v.w.
        Vec4 t = QZ.toMatrix().transform(v);
        assertEquals(7f, t.w());
        assertXyz(0f, 1f, 0.5f, t, TOL, "M v = R v in xyz");
    }

    // ---------------------------------------------------------------------------------------------------
    // AABB helpers (AABB_FromSphere, AABB_FromUprightCylinder)

    @Test
    void aabbFromSphere() {
        Aabb box = Aabb.fromSphere(Vec4.point(1f, 2f, 3f), 0.5f);
        assertVec(0.5f, 1.5f, 2.5f, 1f, box.min(), 0f, "min");
        assertVec(1.5f, 2.5f, 3.5f, 1f, box.max(), 0f, "max");
    }

    @Test
    void aabbFromSphereNegativeRadiusGivesTheSameBox() {
        assertEquals(Aabb.fromSphere(Vec4.point(1f, 2f, 3f), 0.5f), Aabb.fromSphere(Vec4.point(1f, 2f, 3f), -0.5f));
    }

    @Test
    void aabbFromSphereWritesWOne() {
        // "both set both w to 1.0", whatever the centre's w.
        Aabb box = Aabb.fromSphere(new Vec4(1f, 2f, 3f, 0f), 0.5f);
        assertEquals(1f, box.min().w());
        assertEquals(1f, box.max().w());
    }

    @Test
    void aabbFromUprightCylinder() {
        Aabb box = Aabb.fromUprightCylinder(Vec4.point(1f, 2f, 3f), 2.0f, 0.8f);
        assertVec(0.2f, 1.2f, 2f, 1f, box.min(), TOL, "min");
        assertVec(1.8f, 2.8f, 4f, 1f, box.max(), TOL, "max");
        assertEquals(2f, box.min().z(), "z = c.z − height/2, exact");
        assertEquals(4f, box.max().z(), "z = c.z + height/2, exact");
    }

    @Test
    void aabbFromUprightCylinderNegativeSizesGiveTheSameBox() {
        Aabb expected = Aabb.fromUprightCylinder(new Vec4(1f, 2f, 3f, 0f), 2.0f, 0.8f);
        assertEquals(expected, Aabb.fromUprightCylinder(new Vec4(1f, 2f, 3f, 0f), -2.0f, -0.8f));
        assertEquals(1f, expected.min().w());
        assertEquals(1f, expected.max().w());
    }

    // ---------------------------------------------------------------------------------------------------
    // Mat4 basics

    @Test
    void mat4IdentityRowsAndTransform() {
        assertTrue(Mat4.IDENTITY.row(0).bitEquals(new Vec4(1f, 0f, 0f, 0f)));
        assertTrue(Mat4.IDENTITY.row(1).bitEquals(new Vec4(0f, 1f, 0f, 0f)));
        assertTrue(Mat4.IDENTITY.row(2).bitEquals(new Vec4(0f, 0f, 1f, 0f)));
        assertTrue(Mat4.IDENTITY.row(3).bitEquals(new Vec4(0f, 0f, 0f, 1f)));
        Vec4 v = new Vec4(1.25f, -2.5f, 3.75f, 0.5f);
        assertEquals(v, Mat4.IDENTITY.transform(v));
        assertEquals(v, Mat4.IDENTITY.rotate3(v));
    }

    @Test
    void mat4TransformAddsRow3TimesW() {
        // Row 3 is the translation (PhysicsBox_SetMatrix reads it as the position): a point moves, an axis not.
        Mat4 m = Mat4.ofRows(new Vec4(0f, 1f, 0f, 0f), new Vec4(-1f, 0f, 0f, 0f), new Vec4(0f, 0f, 1f, 0f),
                Vec4.point(5f, 5f, 0f));
        assertVec(5f, 5f, 0.5f, 1f, m.transform(Vec4.point(0f, 0f, 0.5f)), 0f, "point (0, 0, 0.5)");
        assertVec(5f, 6f, 0f, 1f, m.transform(Vec4.point(1f, 0f, 0f)), 0f, "point (1, 0, 0)");
        assertVec(0f, 1f, 0f, 0f, m.transform(new Vec4(1f, 0f, 0f, 0f)), 0f, "axis (1, 0, 0, 0)");
        // rotate3 ignores row 3 and keeps w.
        assertVec(0f, 1f, 0f, 1f, m.rotate3(Vec4.point(1f, 0f, 0f)), 0f, "rotate3 of a point");
    }

    @Test
    void mat4TransformAccumulatesInVuOrder() {
        // ((row0·x + row1·y) + row2·z) + row3·w: with x = 1e8, y = −1e8, z = w = 1 that is exactly 2 in float,
        // while 1e8 + (−1e8 + (1 + 1)) or (x + z) + y + w would lose the small terms.
        Mat4 ones = new Mat4(1f, 1f, 1f, 1f, 1f, 1f, 1f, 1f, 1f, 1f, 1f, 1f, 1f, 1f, 1f, 1f);
        Vec4 v = new Vec4(1e8f, -1e8f, 1f, 1f);
        assertEquals(0f, 1e8f + (-1e8f + (1f + 1f)), "the other order really differs");
        Vec4 t = ones.transform(v);
        assertVec(2f, 2f, 2f, 2f, t, 0f, "transform");
        assertVec(1f, 1f, 1f, 1f, ones.rotate3(v), 0f, "rotate3 (xyz lanes; w kept)");
    }

    @Test
    void mat4MultiplyIsRowVectorComposition() {
        // a.multiply(b): row i is b applied to row i of a, so a.multiply(b).transform(v) = b.transform(a.transform(v)).
        Mat4 rz = Mat4.ofRows(new Vec4(0f, 1f, 0f, 0f), new Vec4(-1f, 0f, 0f, 0f), new Vec4(0f, 0f, 1f, 0f),
                new Vec4(0f, 0f, 0f, 1f));
        Mat4 t = Mat4.ofRows(new Vec4(1f, 0f, 0f, 0f), new Vec4(0f, 1f, 0f, 0f), new Vec4(0f, 0f, 1f, 0f),
                Vec4.point(1f, 2f, 3f));
        Vec4 p = Vec4.point(1f, 0f, 0f);
        // translate then rotate: (2, 2, 3) turned 90° about z = (−2, 2, 3)
        assertVec(-2f, 2f, 3f, 1f, t.multiply(rz).transform(p), 0f, "t × rz");
        // rotate then translate: (0, 1, 0) + (1, 2, 3) = (1, 3, 3)
        assertVec(1f, 3f, 3f, 1f, rz.multiply(t).transform(p), 0f, "rz × t");
        assertNotEquals(t.multiply(rz), rz.multiply(t));
        // rz twice is the half turn; rows by rows.
        Mat4 half = rz.multiply(rz);
        assertVec(-1f, 0f, 0f, 0f, half.row(0), 0f, "half turn row 0");
        assertVec(0f, -1f, 0f, 0f, half.row(1), 0f, "half turn row 1");
        assertVec(0f, 0f, 1f, 0f, half.row(2), 0f, "half turn row 2");
        assertVec(0f, 0f, 0f, 1f, half.row(3), 0f, "half turn row 3");
        assertEquals(rz, rz.multiply(Mat4.IDENTITY));
        assertEquals(rz, Mat4.IDENTITY.multiply(rz));
    }

    @Test
    void mat4ElementsAndRowsByIndex() {
        Mat4 m = new Mat4(0f, 1f, 2f, 3f, 4f, 5f, 6f, 7f, 8f, 9f, 10f, 11f, 12f, 13f, 14f, 15f);
        for (int r = 0; r < 4; r++) {
            for (int c = 0; c < 4; c++) {
                assertEquals(r * 4 + c, m.get(r, c));
            }
            assertEquals(new Vec4(r * 4, r * 4 + 1, r * 4 + 2, r * 4 + 3), m.row(r));
        }
        assertEquals(m, Mat4.ofRows(m.row(0), m.row(1), m.row(2), m.row(3)));
        assertEquals(m.hashCode(), Mat4.ofRows(m.row(0), m.row(1), m.row(2), m.row(3)).hashCode());
        assertThrows(IndexOutOfBoundsException.class, () -> m.row(4));
        assertThrows(IndexOutOfBoundsException.class, () -> m.row(-1));
        assertThrows(IndexOutOfBoundsException.class, () -> m.get(0, 4));
        assertThrows(IndexOutOfBoundsException.class, () -> m.get(4, 0));
    }

    // ---------------------------------------------------------------------------------------------------

    /** xyz within tol (tol 0: equal as numbers, so −0 = +0). */
    static void assertXyz(float x, float y, float z, Vec4 actual, float tol, String what) {
        assertEquals(x, actual.x(), tol, () -> what + ": x of " + actual);
        assertEquals(y, actual.y(), tol, () -> what + ": y of " + actual);
        assertEquals(z, actual.z(), tol, () -> what + ": z of " + actual);
    }

    /** xyz within tol, w exactly. */
    static void assertVec(float x, float y, float z, float w, Vec4 actual, float tol, String what) {
        assertXyz(x, y, z, actual, tol, what);
        assertEquals(w, actual.w(), 0f, () -> what + ": w of " + actual);
    }
}
