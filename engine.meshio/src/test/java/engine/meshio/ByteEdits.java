package engine.meshio;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.function.UnaryOperator;
import java.util.zip.CRC32;

/** Edits of a mesh file's bytes (little-endian, as the format), for the malformed-file tests of both versions. */
final class ByteEdits {

    private ByteEdits() {
    }

    /** b viewed little-endian. */
    static ByteBuffer le(byte[] b) {
        return ByteBuffer.wrap(b).order(ByteOrder.LITTLE_ENDIAN);
    }

    /** b with its footer CRC-32 recomputed over everything before the footer. */
    static byte[] withCrc(byte[] b) {
        CRC32 crc = new CRC32();
        crc.update(b, 0, b.length - 4);
        le(b).putInt(b.length - 4, (int) crc.getValue());
        return b;
    }

    /** Writes the u16 v at off. */
    static UnaryOperator<byte[]> u16(int off, int v) {
        return b -> {
            le(b).putShort(off, (short) v);
            return b;
        };
    }

    /** Writes the u32 v (its low 32 bits) at off. */
    static UnaryOperator<byte[]> u32(int off, long v) {
        return b -> {
            le(b).putInt(off, (int) v);
            return b;
        };
    }

    /** Writes the float32 v at off. */
    static UnaryOperator<byte[]> f32(int off, float v) {
        return b -> {
            le(b).putFloat(off, v);
            return b;
        };
    }

    /** Writes s (ISO-8859-1) at off. */
    static UnaryOperator<byte[]> ascii(int off, String s) {
        return b -> {
            System.arraycopy(s.getBytes(StandardCharsets.ISO_8859_1), 0, b, off, s.length());
            return b;
        };
    }

    /** The edits applied in order. */
    @SafeVarargs
    static UnaryOperator<byte[]> all(UnaryOperator<byte[]>... edits) {
        return b -> {
            for (UnaryOperator<byte[]> e : edits) {
                b = e.apply(b);
            }
            return b;
        };
    }

    /** remove bytes taken out at off and insert zero bytes put in their place. */
    static UnaryOperator<byte[]> splice(int off, int remove, int insert) {
        return b -> {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            out.write(b, 0, off);
            out.write(new byte[insert], 0, insert);
            out.write(b, off + remove, b.length - off - remove);
            return out.toByteArray();
        };
    }
}
