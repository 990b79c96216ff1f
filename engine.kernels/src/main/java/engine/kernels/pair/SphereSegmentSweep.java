package engine.kernels.pair;

import engine.api.body.Body;
import engine.api.body.Contact;
import engine.api.kernel.KernelConfig;
import engine.api.kernel.KernelContext;
import engine.api.kernel.pair.PairSweep;
import engine.api.math.Float4;
import engine.api.math.FloatModel;
import engine.api.quirk.Quirk;
import engine.api.shape.SegmentShape;
import engine.api.shape.Shape;
import engine.api.shape.SphereShape;

/**
 * Unit 11, PhysicsSweep_SphereSegment (0x00344320), table (2, 4): not a first-touch sweep
 * (PS2-DESIGN(SPHERE_SEGMENT_CLOSEST_APPROACH)). (s, t) = Segment_ClosestPoints(d1 = m, d2 = E − S, w = C − S),
 * v = (C − S) + s·m − t·(E − S); a hit when v·v ≤ (r_s + r_seg)² writes +0x80 = s, +0x88 = |v|, +0x90 = C +
 * s·m, +0x10 = unit(m), +0x50 = its negation, +0xb0 = 0. One instance per world.
 */
public final class SphereSegmentSweep implements PairSweep {
    private final float[] st = new float[2];
    private final boolean fixZero;
    private final boolean fixClear;

    /** The kernel for config's corrections. */
    public SphereSegmentSweep(KernelConfig config) {
        this.fixZero = config.corrects(Quirk.ZERO_LENGTH_UNIT);
        this.fixClear = config.corrects(Quirk.CONTACT_SLOT_NOT_CLEARED);
    }

    // Unit 11, PhysicsSweep_SphereSegment (0x00344320)
    @Override
    public boolean sweep(KernelContext ctx, Contact out, Body ownBody, Shape own, Body otherBody, Shape other,
                         Float4 move) {
        FloatModel m = ctx.floatModel();
        SphereShape sphere = (SphereShape) own;
        SegmentShape segment = (SegmentShape) other;
        Float4 c = sphere.centre();
        Float4 s0 = segment.start();
        Float4 e = segment.end();
        float mx = move.x();
        float my = move.y();
        float mz = move.z();
        float d2x = m.sub(e.x(), s0.x());
        float d2y = m.sub(e.y(), s0.y());
        float d2z = m.sub(e.z(), s0.z());
        float wx = m.sub(c.x(), s0.x());
        float wy = m.sub(c.y(), s0.y());
        float wz = m.sub(c.z(), s0.z());
        SegmentClosestPoints.closest(m, st, mx, my, mz, d2x, d2y, d2z, wx, wy, wz);
        float s = st[0];
        float t = st[1];
        float vx = m.sub(m.add(wx, m.mul(s, mx)), m.mul(t, d2x));
        float vy = m.sub(m.add(wy, m.mul(s, my)), m.mul(t, d2y));
        float vz = m.sub(m.add(wz, m.mul(s, mz)), m.mul(t, d2z));
        float vv = m.dot3(vx, vy, vz, vx, vy, vz);
        float reach = m.add(sphere.radius(), segment.radius());
        if (!m.le(vv, m.mul(reach, reach))) {
            return false;
        }
        if (m.lt(vv, m.mul(reach, reach)) && m.gt(s, 0f)) {
            // PS2-DESIGN(SPHERE_SEGMENT_CLOSEST_APPROACH): within reach before s, so s is not the first touch.
            ctx.quirks().fired(Quirk.SPHERE_SEGMENT_CLOSEST_APPROACH);
        }
        PairContact.unwritten(ctx, fixClear, out, true, false);
        out.setFraction(s);
        out.setDistance(m.sqrt(vv));
        PairContact.point(m, out.point(), c, s, move);
        PairContact.unit(ctx, fixZero, mx, my, mz, out.unitMove());
        PairContact.negate(m, out.unitMove(), out.normal());
        out.setFlags(0);
        return true;
    }
}
