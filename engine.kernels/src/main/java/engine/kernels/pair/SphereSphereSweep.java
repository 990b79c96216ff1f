package engine.kernels.pair;

import engine.api.body.Body;
import engine.api.body.Contact;
import engine.api.kernel.KernelConfig;
import engine.api.kernel.KernelContext;
import engine.api.kernel.pair.PairSweep;
import engine.api.math.Float4;
import engine.api.math.FloatModel;
import engine.api.quirk.Quirk;
import engine.api.shape.Shape;
import engine.api.shape.SphereShape;

/**
 * Unit 11, PhysicsSweep_SphereSphere (0x003440d0), table (2, 2): Sweep_SphereSphere with P = the other centre,
 * m = the move, C = the own centre and R = r_own + r_other, then the root filter. A hit writes +0x10 =
 * unit(C_other − C_own) and +0x50 = its negation (both from the start centres), +0x80 = f, +0x90 = C_own + f·move,
 * +0xb0 = 0. One instance per world (its hit record is its scratch).
 */
public final class SphereSphereSweep implements PairSweep {
    private final Hits hits = new Hits();
    private final boolean fixTouching;
    private final boolean fixZero;
    private final boolean fixClear;

    /** The kernel for config's corrections. */
    public SphereSphereSweep(KernelConfig config) {
        this.fixTouching = config.corrects(Quirk.SPHERE_SPHERE_TOUCHING_HITS);
        this.fixZero = config.corrects(Quirk.ZERO_LENGTH_UNIT);
        this.fixClear = config.corrects(Quirk.CONTACT_SLOT_NOT_CLEARED);
    }

    // Unit 11, PhysicsSweep_SphereSphere (0x003440d0)
    @Override
    public boolean sweep(KernelContext ctx, Contact out, Body ownBody, Shape own, Body otherBody, Shape other,
                         Float4 move) {
        FloatModel m = ctx.floatModel();
        SphereShape mover = (SphereShape) own;
        SphereShape still = (SphereShape) other;
        Float4 c = mover.centre();
        Float4 p = still.centre();
        float r = m.add(mover.radius(), still.radius());
        hits.clear();
        SphereSphereRoots.sweep(m, hits, p.x(), p.y(), p.z(), move.x(), move.y(), move.z(), c.x(), c.y(), c.z(), r);
        if (hits.count() > 0 && withinReachNotClosing(m, p, c, move, r)) {
            if (fixTouching) {
                // Only a sphere closing in meets the other at the start; one moving away or not moving does not.
                return false;
            }
            // PS2-BUG(SPHERE_SPHERE_TOUCHING_HITS): within reach at the start is a hit at 0 whatever the move.
            ctx.quirks().fired(Quirk.SPHERE_SPHERE_TOUCHING_HITS);
        }
        hits.keepWithinMove(m);
        if (hits.count() == 0) {
            return false;
        }
        float f = hits.root(0);
        if (m.gt(f, 0f) && across(m, m.sub(p.x(), c.x()), m.sub(p.y(), c.y()), m.sub(p.z(), c.z()), move)) {
            // PS2-DESIGN(NORMALS_AT_START): the centres' line turns during a move across it; the start's is kept.
            ctx.quirks().fired(Quirk.NORMALS_AT_START);
        }
        // Write (0x00344214-0x003442cc).
        PairContact.unwritten(ctx, fixClear, out, false, false);
        PairContact.unit(ctx, fixZero, m.sub(p.x(), c.x()), m.sub(p.y(), c.y()), m.sub(p.z(), c.z()),
                out.unitMove());
        PairContact.negate(m, out.unitMove(), out.normal());
        out.setFraction(f);
        PairContact.point(m, out.point(), c, f, move);
        out.setFlags(0);
        return true;
    }

    /** The kernel's start test (C within R of P, touching included) with a move that does not close in (m·d ≥ 0). */
    private static boolean withinReachNotClosing(FloatModel m, Float4 p, Float4 c, Float4 move, float r) {
        float dx = m.sub(c.x(), p.x());
        float dy = m.sub(c.y(), p.y());
        float dz = m.sub(c.z(), p.z());
        float within = m.sub(m.dot3(dx, dy, dz, dx, dy, dz), m.mul(r, r));
        return m.le(within, 0f) && m.ge(m.dot3(move.x(), move.y(), move.z(), dx, dy, dz), 0f);
    }

    /** True when move has a part across d (their cross product is not zero); reporting only. */
    static boolean across(FloatModel m, float dx, float dy, float dz, Float4 move) {
        float mx = move.x(), my = move.y(), mz = move.z();
        return !m.eq(m.sub(m.mul(dy, mz), m.mul(dz, my)), 0f) || !m.eq(m.sub(m.mul(dz, mx), m.mul(dx, mz)), 0f)
                || !m.eq(m.sub(m.mul(dx, my), m.mul(dy, mx)), 0f);
    }
}
