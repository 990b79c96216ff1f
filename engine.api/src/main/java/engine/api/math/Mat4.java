package engine.api.math;

import java.util.Arrays;

/**
 * A 4x4 float32 matrix stored as four rows, as the original keeps it. A vector is transformed as
 * row0·v.x + row1·v.y + row2·v.z + row3·v.w (so for a rotation built by {@link Quat#toMatrix()}, M v = R v
 * in xyz and w = v.w). Immutable.
 */
public final class Mat4 {
    private final float[] m;

    /** The identity matrix (rows e_x, e_y, e_z, (0, 0, 0, 1)). */
    public static final Mat4 IDENTITY = new Mat4(1f, 0f, 0f, 0f, 0f, 1f, 0f, 0f, 0f, 0f, 1f, 0f, 0f, 0f, 0f, 1f);

    /** A matrix from its 16 elements in row order: r0.x, r0.y, r0.z, r0.w, r1.x, … r3.w. */
    public Mat4(float r0x, float r0y, float r0z, float r0w,
                float r1x, float r1y, float r1z, float r1w,
                float r2x, float r2y, float r2z, float r2w,
                float r3x, float r3y, float r3z, float r3w) {
        m = new float[] {r0x, r0y, r0z, r0w, r1x, r1y, r1z, r1w, r2x, r2y, r2z, r2w, r3x, r3y, r3z, r3w};
    }

    /** A matrix from four rows; row 3 is the translation for transforms (as PhysicsBox_SetMatrix reads it). */
    public static Mat4 ofRows(Vec4 r0, Vec4 r1, Vec4 r2, Vec4 r3) {
        return new Mat4(r0.x(), r0.y(), r0.z(), r0.w(), r1.x(), r1.y(), r1.z(), r1.w(),
                r2.x(), r2.y(), r2.z(), r2.w(), r3.x(), r3.y(), r3.z(), r3.w());
    }

    /** Element at row r (0..3), column c (0..3). */
    public float get(int r, int c) {
        if (r < 0 || r > 3 || c < 0 || c > 3) {
            throw new IndexOutOfBoundsException("element (" + r + ", " + c + ") not in 0..3");
        }
        return m[r * 4 + c];
    }

    /** Row r (0..3) as a vector. */
    public Vec4 row(int r) {
        get(r, 0);
        return new Vec4(m[r * 4], m[r * 4 + 1], m[r * 4 + 2], m[r * 4 + 3]);
    }

    /** M v = ((row0·v.x + row1·v.y) + row2·v.z) + row3·v.w per lane, in the VU's accumulation order. */
    public Vec4 transform(Vec4 v) {
        return transform(FloatModel.IEEE, v);
    }

    /** M v as {@link #transform(Vec4)}, every operation in fm (PS2: VU0 vector code). */
    public Vec4 transform(FloatModel fm, Vec4 v) {
        FloatModel m = fm.vu();
        return new Vec4(lane(m, 0, v, true), lane(m, 1, v, true), lane(m, 2, v, true), lane(m, 3, v, true));
    }

    /** Rows 0-2 applied to v's xyz, v's w kept: the rotation part alone (row0·x + row1·y + row2·z). */
    public Vec4 rotate3(Vec4 v) {
        return rotate3(FloatModel.IEEE, v);
    }

    /** The rotation part as {@link #rotate3(Vec4)}, every operation in fm (PS2: VU0 vector code). */
    public Vec4 rotate3(FloatModel fm, Vec4 v) {
        FloatModel m = fm.vu();
        return new Vec4(lane(m, 0, v, false), lane(m, 1, v, false), lane(m, 2, v, false), v.w());
    }

    /** Lane c of (row0·v.x + row1·v.y) + row2·v.z, plus row3·v.w when withW. */
    private float lane(FloatModel fm, int c, Vec4 v, boolean withW) {
        float r = fm.add(fm.add(fm.mul(m[c], v.x()), fm.mul(m[4 + c], v.y())), fm.mul(m[8 + c], v.z()));
        return withW ? fm.add(r, fm.mul(m[12 + c], v.w())) : r;
    }

    /** This × o in row-vector convention: row i of the result is o applied to row i of this (w included). */
    public Mat4 multiply(Mat4 o) {
        return multiply(FloatModel.IEEE, o);
    }

    /** This × o as {@link #multiply(Mat4)}, every operation in fm. */
    public Mat4 multiply(FloatModel fm, Mat4 o) {
        Vec4[] rows = new Vec4[4];
        for (int r = 0; r < 4; r++) {
            rows[r] = o.transform(fm, row(r));
        }
        return ofRows(rows[0], rows[1], rows[2], rows[3]);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Mat4 other && Arrays.equals(m, other.m);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(m);
    }

    @Override
    public String toString() {
        return "Mat4" + Arrays.toString(m);
    }
}
