package engine.api.math;

/**
 * Mutable 16-byte storage for one quadword: the vector fields of shapes, bodies and contacts, and kernel
 * scratch. Kernels write it in place so a step allocates nothing; {@link #toVec4()} takes an immutable copy.
 */
public final class Float4 {
    private float x;
    private float y;
    private float z;
    private float w;

    /** (0, 0, 0, 0). */
    public Float4() {
    }

    /** (x, y, z, w). */
    public Float4(float x, float y, float z, float w) {
        set(x, y, z, w);
    }

    /** Lane 0. */
    public float x() {
        return x;
    }

    /** Lane 1. */
    public float y() {
        return y;
    }

    /** Lane 2. */
    public float z() {
        return z;
    }

    /** Lane 3. */
    public float w() {
        return w;
    }

    /** Writes all four lanes; returns this. */
    public Float4 set(float nx, float ny, float nz, float nw) {
        x = nx;
        y = ny;
        z = nz;
        w = nw;
        return this;
    }

    /** Writes x, y, z and keeps w; returns this. */
    public Float4 set3(float nx, float ny, float nz) {
        x = nx;
        y = ny;
        z = nz;
        return this;
    }

    /** Writes w only; returns this. */
    public Float4 setW(float nw) {
        w = nw;
        return this;
    }

    /** Copies all four lanes of o (a whole-quadword store); returns this. */
    public Float4 set(Float4 o) {
        return set(o.x, o.y, o.z, o.w);
    }

    /** Copies all four lanes of v; returns this. */
    public Float4 set(Vec4 v) {
        return set(v.x(), v.y(), v.z(), v.w());
    }

    /** Dot product over x, y, z in the VU's order: (x·o.x + y·o.y) + z·o.z. */
    public float dot3(Float4 o) {
        return FloatModel.IEEE.dot3(x, y, z, o.x, o.y, o.z);
    }

    /** An immutable copy of the four lanes. */
    public Vec4 toVec4() {
        return new Vec4(x, y, z, w);
    }

    @Override
    public String toString() {
        return "(" + x + ", " + y + ", " + z + ", " + w + ")";
    }
}
