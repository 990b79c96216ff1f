package engine.kernels.box;

import engine.api.body.Contact;
import engine.api.math.Float4;
import engine.api.math.FloatModel;
import engine.kernels.shape.BoxFrame;

/**
 * What a box pair sweep's hit writes, the fields Unit 11 lists for its pairs: +0x50 the unit normal out of the
 * other shape towards the mover, +0x10 its negation (both w = 1), +0x80 the fraction f, +0x90 the mover's position
 * + f·move (w = 1) and +0xb0 the flags. Nothing else is written (+0xa0 only by the capsule-box corner regions).
 * Scratch of one kernel; allocates nothing.
 */
final class PairHit {
    private final Float4 v = new Float4();
    private final Float4 n = new Float4();

    /**
     * The normal as the unit of the world vector (x, y, z); a zero vector (the shapes' closest points coincide) gives
     * −unit(move) instead, and a zero move the zero vector.
     */
    void normal(FloatModel m, float x, float y, float z, Float4 move) {
        if (m.gt(m.dot3(x, y, z, x, y, z), 0f)) {
            m.unit3(v.set(x, y, z, 1f), n);
        } else if (m.gt(m.dot3(move.x(), move.y(), move.z(), move.x(), move.y(), move.z()), 0f)) {
            m.unit3(v.set(m.neg(move.x()), m.neg(move.y()), m.neg(move.z()), 1f), n);
        } else {
            n.set(0f, 0f, 0f, 1f);
        }
    }

    /** The normal as the unit of the local vector (lx, ly, lz) of frame, with {@link #normal}'s fallback. */
    void normalFromLocal(FloatModel m, BoxFrame frame, float lx, float ly, float lz, Float4 move) {
        normal(m, frame.world(0, lx, ly, lz), frame.world(1, lx, ly, lz), frame.world(2, lx, ly, lz), move);
    }

    /** The normal set last (live scratch). */
    Float4 normal() {
        return n;
    }

    /** Writes the hit into c: the normal set last, f, position + f·move and flags. */
    void write(FloatModel m, Contact c, float f, Float4 position, Float4 move, int flags) {
        c.normal().set(n.x(), n.y(), n.z(), 1f);
        c.unitMove().set(m.neg(n.x()), m.neg(n.y()), m.neg(n.z()), 1f);
        c.setFraction(f);
        c.point().set(m.add(position.x(), m.mul(f, move.x())), m.add(position.y(), m.mul(f, move.y())),
                m.add(position.z(), m.mul(f, move.z())), 1f);
        c.setFlags(flags);
    }
}
