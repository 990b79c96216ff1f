package engine.api.scene;

/** The scene hash: a 64-bit FNV-1a fold of values' bits, written as 16 hex digits. */
public final class SceneHash {
    /** The FNV-1a 64 offset basis: the hash of nothing. */
    public static final long START = 0xcbf29ce484222325L;
    private static final long PRIME = 0x100000001b3L;

    private SceneHash() {
    }

    /** h with a float's raw bits folded in, a byte at a time. */
    public static long mix(long h, float v) {
        return mixBits(h, Float.floatToRawIntBits(v) & 0xffffffffL, 4);
    }

    /** h with a double's raw bits folded in, a byte at a time. */
    public static long mix(long h, double v) {
        return mixBits(h, Double.doubleToRawLongBits(v), 8);
    }

    /** h with an int folded in. */
    public static long mix(long h, int v) {
        return mixBits(h, v & 0xffffffffL, 4);
    }

    private static long mixBits(long h, long bits, int bytes) {
        for (int k = 0; k < bytes; k++) {
            h = (h ^ ((bits >>> (8 * k)) & 0xff)) * PRIME;
        }
        return h;
    }

    /** The hash as 16 lower-case hex digits. */
    public static String hex(long h) {
        return String.format("%016x", h);
    }
}
