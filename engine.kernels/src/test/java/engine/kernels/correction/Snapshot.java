package engine.kernels.correction;

import engine.api.math.Float4;
import engine.api.math.Vec4;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A result as a list that compares bit for bit: floats become their raw bits (so -0 differs from 0 and NaN equals
 * NaN), vectors their four lanes' bits, arrays and lists element by element; anything else compares by equals.
 */
public final class Snapshot {

    private Snapshot() {
    }

    /** The parts, each turned into a bit-exact comparable value. */
    public static List<Object> of(Object... parts) {
        List<Object> out = new ArrayList<>(parts.length);
        for (Object p : parts) {
            out.add(value(p));
        }
        return out;
    }

    private static Object value(Object p) {
        if (p instanceof Float f) {
            return "f" + Integer.toHexString(Float.floatToRawIntBits(f));
        }
        if (p instanceof Float4 v) {
            return List.of(value(v.x()), value(v.y()), value(v.z()), value(v.w()));
        }
        if (p instanceof Vec4 v) {
            return List.of(value(v.x()), value(v.y()), value(v.z()), value(v.w()));
        }
        if (p instanceof float[] a) {
            List<Object> out = new ArrayList<>();
            for (float f : a) {
                out.add(value(f));
            }
            return out;
        }
        if (p instanceof int[] a) {
            return Arrays.stream(a).boxed().toList();
        }
        if (p instanceof Object[] a) {
            return of(a);
        }
        if (p instanceof List<?> l) {
            return of(l.toArray());
        }
        return p;
    }
}
