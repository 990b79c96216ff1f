package engine.kernels.pair;

import engine.api.body.Contact;
import engine.api.kernel.KernelContext;
import engine.api.kernel.pair.PairOverlap;
import engine.api.math.Float4;
import engine.api.math.FloatModel;
import engine.api.shape.SegmentShape;
import engine.api.shape.Shape;
import engine.api.shape.SphereShape;

/**
 * Unit 4, the sphere-segment overlaps (2, 4) and (4, 2), RECONSTRUCTED (STATIC_OVERLAPS; docs/unit4-overlaps.md):
 * Segment_ClosestPoints with the sphere as a point (d1 = 0, so s = 0), the centre within r_s + r_seg of the
 * segment, touching included. Writes nothing. One instance per world (two floats of scratch).
 */
public final class SphereSegmentOverlap implements PairOverlap {
    private final boolean sphereOwn;
    private final float[] st = new float[2];

    /** The (2, 4) entry when sphereOwn, else (4, 2). */
    public SphereSegmentOverlap(boolean sphereOwn) {
        this.sphereOwn = sphereOwn;
    }

    // Unit 4, overlap table (2, 4) and (4, 2) (reconstructed)
    @Override
    public boolean overlap(KernelContext ctx, Contact out, Shape own, Shape other) {
        FloatModel m = ctx.floatModel();
        SphereShape sphere = (SphereShape) (sphereOwn ? own : other);
        SegmentShape segment = (SegmentShape) (sphereOwn ? other : own);
        Float4 c = sphere.centre();
        Float4 s0 = segment.start();
        Float4 e = segment.end();
        float d2x = m.sub(e.x(), s0.x());
        float d2y = m.sub(e.y(), s0.y());
        float d2z = m.sub(e.z(), s0.z());
        float wx = m.sub(c.x(), s0.x());
        float wy = m.sub(c.y(), s0.y());
        float wz = m.sub(c.z(), s0.z());
        SegmentClosestPoints.closest(m, st, 0f, 0f, 0f, d2x, d2y, d2z, wx, wy, wz);
        float t = st[1];
        float vx = m.sub(wx, m.mul(t, d2x));
        float vy = m.sub(wy, m.mul(t, d2y));
        float vz = m.sub(wz, m.mul(t, d2z));
        float reach = m.add(sphere.radius(), segment.radius());
        return m.le(m.dot3(vx, vy, vz, vx, vy, vz), m.mul(reach, reach));
    }
}
