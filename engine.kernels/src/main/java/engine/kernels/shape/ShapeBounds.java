package engine.kernels.shape;

import engine.api.kernel.KernelConfig;
import engine.api.kernel.KernelContext;
import engine.api.kernel.shape.ShapeBound;
import engine.api.math.Float4;
import engine.api.math.FloatModel;
import engine.api.quirk.Quirk;
import engine.api.quirk.QuirkLog;
import engine.api.shape.BoxShape;
import engine.api.shape.CapsuleShape;
import engine.api.shape.SegmentShape;
import engine.api.shape.Shape;
import engine.api.shape.SphereShape;
import java.util.Objects;

/**
 * Unit 6, PhysicsShape_GetBounds, and Unit 7's two body wrappers around it (PhysicsBody_ComputeBounds and
 * PhysicsBody_AddShapeBounds), in float32 as the original computes them, the segment bound quirk included. An
 * instance owns its scratch (the eight box corners and a temporary box), so bounding allocates nothing: one per
 * world, not thread-safe. Every float operation goes through the {@link FloatModel} given at construction (IEEE
 * by default).
 */
public class ShapeBounds implements ShapeBound {
    /** The arithmetic every bound computes with. */
    private final FloatModel vu;
    /** The corrections this kernel applies. */
    private final KernelConfig config;
    /** Corrects {@link Quirk#SEGMENT_BOUND}. */
    private final boolean fixSegment;

    private final Float4[] corners = new Float4[8];
    private final Float4 tmin = new Float4();
    private final Float4 tmax = new Float4();

    /** Bounds with their own scratch, computing with {@link FloatModel#IEEE}. */
    public ShapeBounds() {
        this(FloatModel.IEEE);
    }

    /** Bounds with their own scratch, computing with model, as the original. */
    public ShapeBounds(FloatModel model) {
        this(KernelConfig.original(model));
    }

    /** The slot kernel config asks for, with its own scratch. */
    public ShapeBounds(KernelConfig config) {
        this.config = Objects.requireNonNull(config, "config");
        this.vu = config.floatModel();
        this.fixSegment = config.corrects(Quirk.SEGMENT_BOUND);
        for (int i = 0; i < corners.length; i++) {
            corners[i] = new Float4();
        }
    }

    @Override
    public void bounds(KernelContext ctx, Shape s, Float4 min, Float4 max) {
        bounds(s, min, max, ctx.quirks());
    }

    @Override
    public void addShapeBounds(KernelContext ctx, Float4 min, Float4 max, Shape s) {
        addShapeBounds(min, max, s, ctx.quirks());
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
                min.set(vu.sub(c.x(), r), vu.sub(c.y(), r), vu.sub(c.z(), r), c.w());
                max.set(vu.add(c.x(), r), vu.add(c.y(), r), vu.add(c.z(), r), c.w());
            }
            case CAPSULE -> {
                // 0x003411f0: the upright cylinder's box, no radius below or above. The w lanes are not stated:
                // the base's, as copies of the base would leave them (the sort keeps max's w for both anyway).
                CapsuleShape cp = (CapsuleShape) s;
                Float4 b = cp.base();
                float r = cp.radius();
                min.set(vu.sub(b.x(), r), vu.sub(b.y(), r), b.z(), b.w());
                max.set(vu.add(b.x(), r), vu.add(b.y(), r), vu.add(b.z(), cp.height()), b.w());
            }
            case SEGMENT -> {
                // 0x00341248: start − r and end + r, r = +0x60.
                SegmentShape g = (SegmentShape) s;
                Float4 a = g.start();
                Float4 e = g.end();
                float r = g.radius();
                min.set(vu.sub(a.x(), r), vu.sub(a.y(), r), vu.sub(a.z(), r), a.w());
                max.set(vu.add(e.x(), r), vu.add(e.y(), r), vu.add(e.z(), r), e.w());
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
            segmentBound(g, min, max, log);
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
        min.set(vu.min(min.x(), tmin.x()), vu.min(min.y(), tmin.y()), vu.min(min.z(), tmin.z()), 1f);
        max.set(vu.max(max.x(), tmax.x()), vu.max(max.y(), tmax.y()), vu.max(max.z(), tmax.z()), 1f);
    }

    /**
     * The box path (0x00341320): per axis the smallest and the largest corner value, scanning corners 1 to 7
     * against the best so far (corner 0) with strict comparisons; only xyz written.
     */
    private void boxExtremes(BoxShape b, Float4 min, Float4 max) {
        ShapePoses.corners(vu, b, corners);
        FloatModel m = vu.fpu();
        Float4 c0 = corners[0];
        float lx = c0.x(), ly = c0.y(), lz = c0.z();
        float hx = lx, hy = ly, hz = lz;
        for (int i = 1; i < 8; i++) {
            Float4 c = corners[i];
            if (m.lt(c.x(), lx)) {
                lx = c.x();
            }
            if (m.lt(c.y(), ly)) {
                ly = c.y();
            }
            if (m.lt(c.z(), lz)) {
                lz = c.z();
            }
            if (m.gt(c.x(), hx)) {
                hx = c.x();
            }
            if (m.gt(c.y(), hy)) {
                hy = c.y();
            }
            if (m.gt(c.z(), hz)) {
                hz = c.z();
            }
        }
        min.set3(lx, ly, lz);
        max.set3(hx, hy, hz);
    }

    /** The sort (0x0034146c): min' = min(min, max), then max' = max(min', max) per axis; both keep max's w. */
    private void sort(Float4 min, Float4 max) {
        float w = max.w();
        float nx = vu.min(min.x(), max.x()), ny = vu.min(min.y(), max.y()), nz = vu.min(min.z(), max.z());
        min.set(nx, ny, nz, w);
        max.set(vu.max(nx, max.x()), vu.max(ny, max.y()), vu.max(nz, max.z()), w);
    }

    /**
     * Reports SEGMENT_BOUND when the sorted box differs on some axis from the true one (both ends ± r); corrected,
     * such an axis takes the true box's ends (w as the sort left it).
     */
    private void segmentBound(SegmentShape g, Float4 min, Float4 max, QuirkLog log) {
        Float4 a = g.start();
        Float4 e = g.end();
        float r = g.radius();
        boolean dx = axisDiffers(a.x(), e.x(), r, min.x(), max.x());
        boolean dy = axisDiffers(a.y(), e.y(), r, min.y(), max.y());
        boolean dz = axisDiffers(a.z(), e.z(), r, min.z(), max.z());
        if (!dx && !dy && !dz) {
            return;
        }
        if (!fixSegment) {
            // PS2-BUG(SEGMENT_BOUND): the sorted (start - r, end + r) bound misses part of the segment.
            log.fired(Quirk.SEGMENT_BOUND);
            return;
        }
        // Both ends ± r on every axis: the segment's true box.
        min.set3(dx ? trueLo(a.x(), e.x(), r) : min.x(), dy ? trueLo(a.y(), e.y(), r) : min.y(),
                dz ? trueLo(a.z(), e.z(), r) : min.z());
        max.set3(dx ? trueHi(a.x(), e.x(), r) : max.x(), dy ? trueHi(a.y(), e.y(), r) : max.y(),
                dz ? trueHi(a.z(), e.z(), r) : max.z());
    }

    private boolean axisDiffers(float a, float e, float r, float lo, float hi) {
        return differs(lo, trueLo(a, e, r)) || differs(hi, trueHi(a, e, r));
    }

    /** The true box's low end on one axis: the least of a ± r and e ± r, each computed with the model. */
    private float trueLo(float a, float e, float r) {
        return vu.min(vu.min(vu.sub(a, r), vu.add(a, r)), vu.min(vu.sub(e, r), vu.add(e, r)));
    }

    /** The true box's high end on one axis: the greatest of a ± r and e ± r, each computed with the model. */
    private float trueHi(float a, float e, float r) {
        return vu.max(vu.max(vu.sub(a, r), vu.add(a, r)), vu.max(vu.sub(e, r), vu.add(e, r)));
    }

    /** True when a and b are different numbers (NaNs alike, −0 = +0). */
    private boolean differs(float a, float b) {
        return !vu.eq(a, b) && (vu.eq(a, a) || vu.eq(b, b)); // IEEE: a NaN is unequal to itself
    }
}
