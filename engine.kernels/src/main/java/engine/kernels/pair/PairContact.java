package engine.kernels.pair;

import engine.api.body.Contact;
import engine.api.kernel.KernelContext;
import engine.api.math.Float4;
import engine.api.math.FloatModel;
import engine.api.quirk.Quirk;

/**
 * What the pair sweeps of Unit 11 write into a contact: unit vectors (w = 1, "unit(v)" = v × rsqrt(v·v)), the
 * negated half, the point, and the fields a hit leaves as the slot held them. Stateless.
 */
final class PairContact {

    private PairContact() {
    }

    /**
     * out = unit(x, y, z) with w = 1. A zero v·v is the original's unit of a zero vector (rsqrt(0): NaN in IEEE, 0 on
     * the EE); with guard it is written as (0, 0, 0, 1) instead.
     */
    static void unit(KernelContext ctx, boolean guard, float x, float y, float z, Float4 out) {
        FloatModel m = ctx.floatModel();
        float d = m.dot3(x, y, z, x, y, z);
        if (m.eq(d, 0f)) {
            if (guard) {
                // A zero vector has no direction: write none rather than rsqrt(0)'s NaN.
                out.set(0f, 0f, 0f, 1f);
                return;
            }
            // PS2-UNCHECKED(ZERO_LENGTH_UNIT): rsqrt(0) is FLT_MAX on the EE (0 × max = 0), +inf in IEEE (NaN).
            ctx.quirks().fired(Quirk.ZERO_LENGTH_UNIT);
        }
        float k = m.rsqrt(d);
        out.set(m.mul(x, k), m.mul(y, k), m.mul(z, k), 1f);
    }

    /** out = −n over xyz, w = 1 (the other half of a contact). */
    static void negate(FloatModel m, Float4 n, Float4 out) {
        out.set(m.neg(n.x()), m.neg(n.y()), m.neg(n.z()), 1f);
    }

    /** out = p + f·move over xyz, w = 1 (the position at the contact, +0x90). */
    static void point(FloatModel m, Float4 out, Float4 p, float f, Float4 move) {
        out.set(m.add(p.x(), m.mul(f, move.x())), m.add(p.y(), m.mul(f, move.y())),
                m.add(p.z(), m.mul(f, move.z())), 1f);
    }

    /**
     * Before a hit writes its fields: +0x84, and +0x88 and +0xa0 unless the pair writes them, keep what the slot held
     * (the 50-slot stack array is not cleared). With clear they are zeroed first.
     */
    static void unwritten(KernelContext ctx, boolean clear, Contact c, boolean writesDistance, boolean writesSlide) {
        if (clear) {
            // A hit's contact holds only what this hit says: nothing left from an earlier use of the slot.
            c.setScalar84(0f);
            if (!writesDistance) {
                c.setDistance(0f);
            }
            if (!writesSlide) {
                c.slide().set(0f, 0f, 0f, 0f);
            }
            return;
        }
        boolean stale = nonZero(c.scalar84()) || (!writesDistance && nonZero(c.distance()))
                || (!writesSlide && (nonZero(c.slide().x()) || nonZero(c.slide().y()) || nonZero(c.slide().z())
                || nonZero(c.slide().w())));
        if (stale) {
            // PS2-UNCHECKED(CONTACT_SLOT_NOT_CLEARED): the fields this pair does not write keep the slot's old data.
            ctx.quirks().fired(Quirk.CONTACT_SLOT_NOT_CLEARED);
        }
    }

    private static boolean nonZero(float x) {
        return Float.floatToRawIntBits(x) != 0;
    }
}
