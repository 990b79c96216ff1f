package engine.api.math;

/**
 * A rotation quaternion (x, y, z, w) with vector part u = (x, y, z), as the owners' transforms return it.
 * Not normalised by any operation here: the original uses the stored values as they are.
 *
 * @param x vector part, x
 * @param y vector part, y
 * @param z vector part, z
 * @param w scalar part
 */
public record Quat(float x, float y, float z, float w) {

    /** The identity rotation (0, 0, 0, 1). */
    public static final Quat IDENTITY = new Quat(0f, 0f, 0f, 1f);

    /**
     * Quat_ToMatrix (Unit 6): rows are the images of the axes, row 3 = (0, 0, 0, 1).
     * Row 0 = (1 − 2(y² + z²), 2(xy + zw), 2(xz − yw), 0), row 1 = (2(xy − zw), 1 − 2(x² + z²), 2(yz + xw),
     * 0), row 2 = (2(xz + yw), 2(yz − xw), 1 − 2(x² + y²), 0).
     */
    public Mat4 toMatrix() {
        return toMatrix(FloatModel.IEEE);
    }

    /** Quat_ToMatrix (Unit 6) as {@link #toMatrix()}, every operation in fm (PS2: VU0 vector code). */
    public Mat4 toMatrix(FloatModel fm) {
        FloatModel m = fm.vu();
        float xx = m.mul(x, x), yy = m.mul(y, y), zz = m.mul(z, z);
        float xy = m.mul(x, y), xz = m.mul(x, z), yz = m.mul(y, z);
        float xw = m.mul(x, w), yw = m.mul(y, w), zw = m.mul(z, w);
        return new Mat4(
                m.sub(1f, twice(m, m.add(yy, zz))), twice(m, m.add(xy, zw)), twice(m, m.sub(xz, yw)), 0f,
                twice(m, m.sub(xy, zw)), m.sub(1f, twice(m, m.add(xx, zz))), twice(m, m.add(yz, xw)), 0f,
                twice(m, m.add(xz, yw)), twice(m, m.sub(yz, xw)), m.sub(1f, twice(m, m.add(xx, yy))), 0f,
                0f, 0f, 0f, 1f);
    }

    /** 2 × a, 2 as the multiplicand (as the Java expression 2f * a orders it). */
    private static float twice(FloatModel m, float a) {
        return m.mul(2f, a);
    }

    /**
     * R(q) v by the direct form the sphere pose uses (Unit 6, PhysicsSphere_Pose, bone −1):
     * v' = (w² − |u|²) v + 2 (u·v) u + 2 w (u × v), xyz only, v's w kept. Equal to {@link #toMatrix()} for a
     * unit quaternion up to rounding.
     */
    public Vec4 rotate(Vec4 v) {
        return rotate(FloatModel.IEEE, v);
    }

    /** R(q) v as {@link #rotate(Vec4)}, every operation in fm (PS2: VU0 vector code). */
    public Vec4 rotate(FloatModel fm, Vec4 v) {
        FloatModel m = fm.vu();
        float uu = m.add(m.add(m.mul(x, x), m.mul(y, y)), m.mul(z, z));
        float s = m.sub(m.mul(w, w), uu);
        float uv2 = twice(m, m.add(m.add(m.mul(x, v.x()), m.mul(y, v.y())), m.mul(z, v.z())));
        float w2 = twice(m, w);
        float cx = m.sub(m.mul(y, v.z()), m.mul(z, v.y()));
        float cy = m.sub(m.mul(z, v.x()), m.mul(x, v.z()));
        float cz = m.sub(m.mul(x, v.y()), m.mul(y, v.x()));
        return new Vec4(
                m.add(m.add(m.mul(s, v.x()), m.mul(uv2, x)), m.mul(w2, cx)),
                m.add(m.add(m.mul(s, v.y()), m.mul(uv2, y)), m.mul(w2, cy)),
                m.add(m.add(m.mul(s, v.z()), m.mul(uv2, z)), m.mul(w2, cz)),
                v.w());
    }
}
