package engine.kernels.pair;

import engine.api.body.Contact;
import engine.api.kernel.KernelContext;
import engine.api.kernel.pair.PairOverlap;
import engine.api.math.Float4;
import engine.api.math.FloatModel;
import engine.api.shape.SegmentShape;
import engine.api.shape.Shape;

/**
 * Unit 4, the segment-segment overlap 0x00346500 (4, 4), RECONSTRUCTED (STATIC_OVERLAPS; docs/unit4-overlaps.md):
 * Segment_ClosestPoints(d1 = E1 − S1, d2 = E2 − S2, w = S1 − S2) and the closest points within r1 + r2, touching
 * included. Writes nothing. One instance per world.
 */
public final class SegmentSegmentOverlap implements PairOverlap {
    private final float[] st = new float[2];

    /** The overlap entry. */
    public SegmentSegmentOverlap() {
    }

    // Unit 4, overlap 0x00346500 (4, 4) (reconstructed)
    @Override
    public boolean overlap(KernelContext ctx, Contact out, Shape own, Shape other) {
        FloatModel m = ctx.floatModel();
        SegmentShape a = (SegmentShape) own;
        SegmentShape b = (SegmentShape) other;
        Float4 s1 = a.start();
        Float4 s2 = b.start();
        float d1x = m.sub(a.end().x(), s1.x());
        float d1y = m.sub(a.end().y(), s1.y());
        float d1z = m.sub(a.end().z(), s1.z());
        float d2x = m.sub(b.end().x(), s2.x());
        float d2y = m.sub(b.end().y(), s2.y());
        float d2z = m.sub(b.end().z(), s2.z());
        float wx = m.sub(s1.x(), s2.x());
        float wy = m.sub(s1.y(), s2.y());
        float wz = m.sub(s1.z(), s2.z());
        SegmentClosestPoints.closest(m, st, d1x, d1y, d1z, d2x, d2y, d2z, wx, wy, wz);
        float s = st[0];
        float t = st[1];
        float vx = m.sub(m.add(wx, m.mul(s, d1x)), m.mul(t, d2x));
        float vy = m.sub(m.add(wy, m.mul(s, d1y)), m.mul(t, d2y));
        float vz = m.sub(m.add(wz, m.mul(s, d1z)), m.mul(t, d2z));
        float reach = m.add(a.radius(), b.radius());
        return m.le(m.dot3(vx, vy, vz, vx, vy, vz), m.mul(reach, reach));
    }
}
