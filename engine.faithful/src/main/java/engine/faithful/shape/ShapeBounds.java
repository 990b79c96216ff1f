package engine.faithful.shape;

import engine.api.math.Float4;
import engine.api.math.FloatModel;
import engine.api.quirk.Quirk;
import engine.api.quirk.QuirkLog;
import engine.api.shape.BoxShape;
import engine.api.shape.CapsuleShape;
import engine.api.shape.SegmentShape;
import engine.api.shape.Shape;
import engine.api.shape.SphereShape;

/**
 * Unit 6, PhysicsShape_GetBounds, and Unit 7's two body wrappers around it (PhysicsBody_ComputeBounds and
 * PhysicsBody_AddShapeBounds), in float32 as the original computes them, the segment bound quirk included. An
 * instance owns its scratch (the eight box corners and a temporary box), so bounding allocates nothing: one per
 * world, not thread-safe.
 */
public class ShapeBounds {
    private static final FloatModel VU = FloatModel.IEEE;

    private final Float4[] corners = new Float4[8];
    private final Float4 tmin = new Float4();
    private final Float4 tmax = new Float4();

    /** Bounds with their own scratch. */
    public ShapeBounds() {
        for (int i = 0; i < corners.length; i++) {
            corners[i] = new Float4();
        }
    }

    /**
     * Unit 6, PhysicsShape_GetBounds: s's world box (m) into min and max, per type then sorted per axis; a segment
     * whose end lies below its start on an axis gets the original's short bound ({@link Quirk#SEGMENT_BOUND},
     * reported to log when it changes the box).
     */
    public void bounds(Shape s, Float4 min, Float4 max, QuirkLog log) {
        // Unit 6, PhysicsShape_GetBounds (0x00341190)
        switch (s.type()) {
            case SPHERE -> {
                // 0x003412b0: centre ± r, w the centre's.
                SphereShape sp = (SphereShape) s;
                Float4 c = sp.centre();
                float r = sp.radius();
                min.set(c.x() - r, c.y() - r, c.z() - r, c.w());
                max.set(c.x() + r, c.y() + r, c.z() + r, c.w());
            }
            case CAPSULE -> {
                // 0x003411f0: the upright cylinder's box, no radius below or above. The w lanes are not stated:
                // the base's, as copies of the base would leave them (the sort keeps max's w for both anyway).
                CapsuleShape cp = (CapsuleShape) s;
                Float4 b = cp.base();
                float r = cp.radius();
                min.set(b.x() - r, b.y() - r, b.z(), b.w());
                max.set(b.x() + r, b.y() + r, b.z() + cp.height(), b.w());
            }
            case SEGMENT -> {
                // 0x00341248: start − r and end + r, r = +0x60.
                SegmentShape g = (SegmentShape) s;
                Float4 a = g.start();
                Float4 e = g.end();
                float r = g.radius();
                min.set(a.x() - r, a.y() - r, a.z() - r, a.w());
                max.set(e.x() + r, e.y() + r, e.z() + r, e.w());
            }
            case BOX -> boxExtremes((BoxShape) s, min, max);
            default -> {
                // No other type byte exists here; the original returns without writing anything.
                return;
            }
        }
        sort(min, max);
        if (s instanceof SegmentShape g) {
            // PS2-BUG(SEGMENT_BOUND): sorting (start − r, end + r) loses start + r (and end − r) when end lies
            // below start on an axis: the box is [min(start − r, end + r), end + r] there.
            reportSegmentBound(g, min, max, log);
        }
    }

    /** Unit 7, PhysicsBody_ComputeBounds: box (min, max; m) = s's bounds. */
    public void computeBounds(Float4 min, Float4 max, Shape s, QuirkLog log) {
        // Unit 7, PhysicsBody_ComputeBounds (0x00341638)
        bounds(s, min, max, log);
    }

    /** Unit 7, PhysicsBody_AddShapeBounds: box (min, max; m) grown per axis (xyz) by s's bounds, then both w = 1. */
    public void addShapeBounds(Float4 min, Float4 max, Shape s, QuirkLog log) {
        // Unit 7, PhysicsBody_AddShapeBounds (0x003417c0)
        bounds(s, tmin, tmax, log);
        min.set(VU.min(min.x(), tmin.x()), VU.min(min.y(), tmin.y()), VU.min(min.z(), tmin.z()), 1f);
        max.set(VU.max(max.x(), tmax.x()), VU.max(max.y(), tmax.y()), VU.max(max.z(), tmax.z()), 1f);
    }

    /**
     * The box path (0x00341320): per axis the smallest and the largest corner value, scanning corners 1 to 7
     * against the best so far (corner 0) with strict comparisons; only xyz written.
     */
    private void boxExtremes(BoxShape b, Float4 min, Float4 max) {
        ShapePoses.corners(b, corners);
        Float4 c0 = corners[0];
        float lx = c0.x(), ly = c0.y(), lz = c0.z();
        float hx = lx, hy = ly, hz = lz;
        for (int i = 1; i < 8; i++) {
            Float4 c = corners[i];
            if (c.x() < lx) {
                lx = c.x();
            }
            if (c.y() < ly) {
                ly = c.y();
            }
            if (c.z() < lz) {
                lz = c.z();
            }
            if (c.x() > hx) {
                hx = c.x();
            }
            if (c.y() > hy) {
                hy = c.y();
            }
            if (c.z() > hz) {
                hz = c.z();
            }
        }
        min.set3(lx, ly, lz);
        max.set3(hx, hy, hz);
    }

    /** The sort (0x0034146c): min' = min(min, max), then max' = max(min', max) per axis; both keep max's w. */
    private static void sort(Float4 min, Float4 max) {
        float w = max.w();
        float nx = VU.min(min.x(), max.x()), ny = VU.min(min.y(), max.y()), nz = VU.min(min.z(), max.z());
        min.set(nx, ny, nz, w);
        max.set(VU.max(nx, max.x()), VU.max(ny, max.y()), VU.max(nz, max.z()), w);
    }

    /** Reports SEGMENT_BOUND when the sorted box differs on some axis from the true one (both ends ± r). */
    private static void reportSegmentBound(SegmentShape g, Float4 min, Float4 max, QuirkLog log) {
        Float4 a = g.start();
        Float4 e = g.end();
        float r = g.radius();
        if (axisDiffers(a.x(), e.x(), r, min.x(), max.x())
                || axisDiffers(a.y(), e.y(), r, min.y(), max.y())
                || axisDiffers(a.z(), e.z(), r, min.z(), max.z())) {
            log.fired(Quirk.SEGMENT_BOUND);
        }
    }

    private static boolean axisDiffers(float a, float e, float r, float lo, float hi) {
        float trueLo = Math.min(Math.min(a - r, a + r), Math.min(e - r, e + r));
        float trueHi = Math.max(Math.max(a - r, a + r), Math.max(e - r, e + r));
        return differs(lo, trueLo) || differs(hi, trueHi);
    }

    /** True when a and b are different numbers (NaNs alike, −0 = +0). */
    private static boolean differs(float a, float b) {
        return a != b && !(Float.isNaN(a) && Float.isNaN(b));
    }
}
