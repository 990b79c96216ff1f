package engine.api.oracle;

import engine.api.math.Aabb;
import engine.api.math.Mat4;
import engine.api.math.Quat;
import engine.api.math.Vec4;
import engine.api.mesh.CollisionMesh;
import java.util.Objects;

/**
 * A named argument or result of a spec function. The same object describes the parameter (for {@code describe})
 * and reads it ({@link Args#get}) or writes it ({@link Results#put}), so its name is written once; T is the Java
 * type {@link ValueType#javaType()} carries, fixed by the typed factories ({@link #vec4}, {@link #f32} ...).
 *
 * @param <T>      the Java type of its values
 *
 * @param name     the name used in requests and responses (the spec's, where it has one)
 * @param type     the value type
 * @param doc      one line with units and range
 * @param optional true when a call may leave it out (the function then uses its documented default)
 * @param min      the least value an INT or LONG argument (each element of an INT_LIST) may have
 * @param max      the greatest value an INT or LONG argument (each element of an INT_LIST) may have
 */
public record Param<T>(String name, ValueType type, String doc, boolean optional, long min, long max) {

    /** A required argument or a result. */
    public Param(String name, ValueType type, String doc) {
        this(name, type, doc, false);
    }

    /** An argument or result with no range limit beyond its type's. */
    public Param(String name, ValueType type, String doc, boolean optional) {
        this(name, type, doc, optional, Long.MIN_VALUE, Long.MAX_VALUE);
    }

    /** An optional argument: doc says what leaving it out means. */
    public static Param<?> optional(String name, ValueType type, String doc) {
        return new Param<>(name, type, doc, true);
    }

    /** A float32. */
    public static Param<Float> f32(String name, String doc) {
        return new Param<>(name, ValueType.FLOAT, doc);
    }

    /** A 32-bit integer. */
    public static Param<Integer> i32(String name, String doc) {
        return new Param<>(name, ValueType.INT, doc);
    }

    /** A 64-bit integer. */
    public static Param<Long> i64(String name, String doc) {
        return new Param<>(name, ValueType.LONG, doc);
    }

    /** A boolean. */
    public static Param<Boolean> bool(String name, String doc) {
        return new Param<>(name, ValueType.BOOL, doc);
    }

    /** A string. */
    public static Param<String> str(String name, String doc) {
        return new Param<>(name, ValueType.STRING, doc);
    }

    /** A quadword. */
    public static Param<Vec4> vec4(String name, String doc) {
        return new Param<>(name, ValueType.VEC4, doc);
    }

    /** A quaternion. */
    public static Param<Quat> quat(String name, String doc) {
        return new Param<>(name, ValueType.QUAT, doc);
    }

    /** A 4x4 row matrix. */
    public static Param<Mat4> mat4(String name, String doc) {
        return new Param<>(name, ValueType.MAT4, doc);
    }

    /** A box. */
    public static Param<Aabb> aabb(String name, String doc) {
        return new Param<>(name, ValueType.AABB, doc);
    }

    /** Three integers (a cell coordinate). */
    public static Param<int[]> int3(String name, String doc) {
        return new Param<>(name, ValueType.INT3, doc);
    }

    /** A collision mesh. */
    public static Param<CollisionMesh> mesh(String name, String doc) {
        return new Param<>(name, ValueType.MESH, doc);
    }

    /** A list of float32. */
    public static Param<float[]> floats(String name, String doc) {
        return new Param<>(name, ValueType.FLOAT_LIST, doc);
    }

    /** A list of integers. */
    public static Param<int[]> ints(String name, String doc) {
        return new Param<>(name, ValueType.INT_LIST, doc);
    }

    /** This parameter as an optional argument: its doc says what leaving it out means. */
    public Param<T> orAbsent() {
        return new Param<>(name, type, doc, true, min, max);
    }

    /** This integer argument limited to [min, max]: a call outside is refused before the function runs. */
    public Param<T> range(long least, long greatest) {
        if (type != ValueType.INT && type != ValueType.LONG && type != ValueType.INT_LIST) {
            throw new IllegalArgumentException(name + ": only integer arguments have a range");
        }
        return new Param<>(name, type, doc, optional, least, greatest);
    }

    /** True when this argument has a range narrower than its type's. */
    public boolean ranged() {
        return min != Long.MIN_VALUE || max != Long.MAX_VALUE;
    }

    /** Validates that nothing is null or blank and the range is not empty. */
    public Param {
        Objects.requireNonNull(type, "type");
        if (name == null || name.isBlank()) {
            throw new IllegalArgumentException("a parameter needs a name");
        }
        Objects.requireNonNull(doc, "doc");
        if (min > max) {
            throw new IllegalArgumentException(name + ": empty range " + min + ".." + max);
        }
    }
}
