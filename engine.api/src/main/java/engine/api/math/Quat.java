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
     * Row 0 = (1 − 2(y² + z²), 2(xy + zw), 2(xz − yw), 0), row 1 = (2(xy − zw), 1 − 2(x² + z²), 2(yz + xw), 0),
     * row 2 = (2(xz + yw), 2(yz − xw), 1 − 2(x² + y²), 0).
     */
    public Mat4 toMatrix() {
        float xx = x * x, yy = y * y, zz = z * z;
        float xy = x * y, xz = x * z, yz = y * z;
        float xw = x * w, yw = y * w, zw = z * w;
        return new Mat4(
                1f - 2f * (yy + zz), 2f * (xy + zw), 2f * (xz - yw), 0f,
                2f * (xy - zw), 1f - 2f * (xx + zz), 2f * (yz + xw), 0f,
                2f * (xz + yw), 2f * (yz - xw), 1f - 2f * (xx + yy), 0f,
                0f, 0f, 0f, 1f);
    }

    /**
     * R(q) v by the direct form the sphere pose uses (Unit 6, PhysicsSphere_Pose, bone −1):
     * v' = (w² − |u|²) v + 2 (u·v) u + 2 w (u × v), xyz only, v's w kept. Equal to {@link #toMatrix()} for a
     * unit quaternion up to rounding.
     */
    public Vec4 rotate(Vec4 v) {
        float uu = (x * x + y * y) + z * z;
        float s = w * w - uu;
        float uv2 = 2f * ((x * v.x() + y * v.y()) + z * v.z());
        float w2 = 2f * w;
        float cx = y * v.z() - z * v.y();
        float cy = z * v.x() - x * v.z();
        float cz = x * v.y() - y * v.x();
        return new Vec4(
                (s * v.x() + uv2 * x) + w2 * cx,
                (s * v.y() + uv2 * y) + w2 * cy,
                (s * v.z() + uv2 * z) + w2 * cz,
                v.w());
    }
}
