package engine.api.oracle;

import engine.api.math.Aabb;
import engine.api.math.Mat4;
import engine.api.math.Quat;
import engine.api.math.Vec4;
import engine.api.mesh.CollisionMesh;

/** The types an argument or result of a spec function can have, with the Java type that carries it. */
public enum ValueType {
    /** A float32. */
    FLOAT(Float.class),
    /** A 32-bit signed integer (flags words are given as their signed value or as a 0x hex string). */
    INT(Integer.class),
    /** A 64-bit signed integer (state flags). */
    LONG(Long.class),
    /** A boolean. */
    BOOL(Boolean.class),
    /** A string. */
    STRING(String.class),
    /** A quadword {@link Vec4}: [x, y, z] (w = 1) or [x, y, z, w]. */
    VEC4(Vec4.class),
    /** A quaternion {@link Quat}: [x, y, z, w]. */
    QUAT(Quat.class),
    /** A 4x4 row matrix {@link Mat4}: four rows of four. */
    MAT4(Mat4.class),
    /** A box {@link Aabb}: {"min": VEC4, "max": VEC4}. */
    AABB(Aabb.class),
    /** Three integers (a cell coordinate): [x, y, z]. */
    INT3(int[].class),
    /** A collision mesh: a mesh file path, or an inline {vertices, triangles, cellSize}. */
    MESH(CollisionMesh.class),
    /** A list of float32. */
    FLOAT_LIST(float[].class),
    /** A list of integers. */
    INT_LIST(int[].class);

    private final Class<?> javaType;

    ValueType(Class<?> javaType) {
        this.javaType = javaType;
    }

    /** The Java type values of this kind have when handed to or returned by a function. */
    public Class<?> javaType() {
        return javaType;
    }

    /** Lower-case name used by `describe`. */
    public String id() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }
}
