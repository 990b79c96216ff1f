package engine.kernels.pair;

import engine.api.body.Contact;
import engine.api.kernel.KernelContext;
import engine.api.kernel.pair.PairOverlap;
import engine.api.math.Float4;
import engine.api.math.FloatModel;
import engine.api.shape.CapsuleShape;
import engine.api.shape.SegmentShape;
import engine.api.shape.Shape;

/**
 * Unit 4, the capsule-segment overlaps 0x00347148 (3, 4) and 0x00346fb8 (4, 3), RECONSTRUCTED (STATIC_OVERLAPS;
 * docs/unit4-overlaps.md): Unit 11's "true capsule reaching r past both ends", the axis B → B + (0, 0, h) with
 * radius r_c, against the segment with its radius: Segment_ClosestPoints(d1 = (0, 0, h), d2 = E − S, w = B − S) and
 * the closest points within r_c + r_seg, touching included. Writes nothing. One instance per world.
 */
public final class CapsuleSegmentOverlap implements PairOverlap {
    private final boolean capsuleOwn;
    private final float[] st = new float[2];

    /** The (3, 4) entry 0x00347148 when capsuleOwn, else (4, 3) 0x00346fb8. */
    public CapsuleSegmentOverlap(boolean capsuleOwn) {
        this.capsuleOwn = capsuleOwn;
    }

    // Unit 4, overlap 0x00347148 (3, 4) and 0x00346fb8 (4, 3) (reconstructed)
    @Override
    public boolean overlap(KernelContext ctx, Contact out, Shape own, Shape other) {
        FloatModel m = ctx.floatModel();
        CapsuleShape capsule = (CapsuleShape) (capsuleOwn ? own : other);
        SegmentShape segment = (SegmentShape) (capsuleOwn ? other : own);
        Float4 b = capsule.base();
        Float4 s0 = segment.start();
        Float4 e = segment.end();
        float h = capsule.height();
        float d2x = m.sub(e.x(), s0.x());
        float d2y = m.sub(e.y(), s0.y());
        float d2z = m.sub(e.z(), s0.z());
        float wx = m.sub(b.x(), s0.x());
        float wy = m.sub(b.y(), s0.y());
        float wz = m.sub(b.z(), s0.z());
        SegmentClosestPoints.closest(m, st, 0f, 0f, h, d2x, d2y, d2z, wx, wy, wz);
        float s = st[0];
        float t = st[1];
        float vx = m.sub(wx, m.mul(t, d2x));
        float vy = m.sub(wy, m.mul(t, d2y));
        float vz = m.sub(m.add(wz, m.mul(s, h)), m.mul(t, d2z));
        float reach = m.add(capsule.radius(), segment.radius());
        return m.le(m.dot3(vx, vy, vz, vx, vy, vz), m.mul(reach, reach));
    }
}
