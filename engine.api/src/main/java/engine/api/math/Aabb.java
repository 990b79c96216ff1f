package engine.api.math;

import java.util.Objects;

/**
 * An axis-aligned box {min, max} of two quadwords (the 0x20-byte AABB; w lanes as the original writes them).
 * A box is valid when min ≤ max on x, y and z; the original's operations can build boxes that are not (see
 * the segment bound quirk), so this type does not insist.
 *
 * @param min lower corner
 * @param max upper corner
 */
public record Aabb(Vec4 min, Vec4 max) {

    /** Validates that neither corner is null. */
    public Aabb {
        Objects.requireNonNull(min, "min");
        Objects.requireNonNull(max, "max");
    }

    /** A box from six coordinates, both w = 1. */
    public static Aabb of(float minX, float minY, float minZ, float maxX, float maxY, float maxZ) {
        return new Aabb(Vec4.point(minX, minY, minZ), Vec4.point(maxX, maxY, maxZ));
    }

    /**
     * AABB_ScaleAboutCentre (Unit 3, 0x003414c0): unchanged when s.x, s.y and s.z are all exactly 1; else per
     * axis c = (min + max) / 2, h = (max − min) / 2 × s, min' = min(c + h, c − h),
     * max' = max(c + h, c − h), w = 1.
     */
    public Aabb scaleAboutCentre(Vec4 s) {
        return scaleAboutCentre(FloatModel.IEEE, s);
    }

    /** AABB_ScaleAboutCentre as {@link #scaleAboutCentre(Vec4)}, every operation in fm (PS2: VU0 code). */
    public Aabb scaleAboutCentre(FloatModel fm, Vec4 s) {
        FloatModel m = fm.vu();
        if (fm.eq(s.x(), 1f) && fm.eq(s.y(), 1f) && fm.eq(s.z(), 1f)) {
            return this;
        }
        float[] lo = new float[3];
        float[] hi = new float[3];
        for (int i = 0; i < 3; i++) {
            float c = m.mul(m.add(min.lane(i), max.lane(i)), 0.5f);
            float h = m.mul(m.mul(m.sub(max.lane(i), min.lane(i)), 0.5f), s.lane(i));
            float a = m.add(c, h);
            float b = m.sub(c, h);
            lo[i] = m.min(a, b);
            hi[i] = m.max(a, b);
        }
        return new Aabb(new Vec4(lo[0], lo[1], lo[2], 1f), new Vec4(hi[0], hi[1], hi[2], 1f));
    }

    /**
     * AABB_ExtendByMove (Unit 3, 0x00341840): a = min + d, b = max + d; min' = min(min, a, b),
     * max' = max(max, a, b) per axis (xyz); w kept.
     */
    public Aabb extendByMove(Vec4 d) {
        return extendByMove(FloatModel.IEEE, d);
    }

    /** AABB_ExtendByMove as {@link #extendByMove(Vec4)}, every operation in fm (PS2: VU0 code). */
    public Aabb extendByMove(FloatModel fm, Vec4 d) {
        Float4 lo = new Float4().set(min);
        Float4 hi = new Float4().set(max);
        extendByMove(fm.vu(), lo, hi, new Float4().set(d));
        return new Aabb(lo.toVec4(), hi.toVec4());
    }

    /** AABB_ExtendByMove on live storage, for kernels: {min, max} grown by d in place, w kept; IEEE arithmetic. */
    public static void extendByMove(Float4 min, Float4 max, Float4 d) {
        extendByMove(FloatModel.IEEE, min, max, d);
    }

    /** AABB_ExtendByMove on live storage, for kernels: {min, max} grown by d in place, w kept; m's arithmetic. */
    public static void extendByMove(FloatModel m, Float4 min, Float4 max, Float4 d) {
        float ax = m.add(min.x(), d.x()), ay = m.add(min.y(), d.y()), az = m.add(min.z(), d.z());
        float bx = m.add(max.x(), d.x()), by = m.add(max.y(), d.y()), bz = m.add(max.z(), d.z());
        min.set3(m.min(m.min(min.x(), ax), bx), m.min(m.min(min.y(), ay), by), m.min(m.min(min.z(), az), bz));
        max.set3(m.max(m.max(max.x(), ax), bx), m.max(m.max(max.y(), ay), by), m.max(m.max(max.z(), az), bz));
    }

    /**
     * AABB_FromSphere (Unit 6, 0x00341660): min = c − r, max = c + r (xyz), sorted per axis so a negative r
     * gives the same box, both w = 1.
     */
    public static Aabb fromSphere(Vec4 c, float r) {
        return fromSphere(FloatModel.IEEE, c, r);
    }

    /** AABB_FromSphere as {@link #fromSphere(Vec4, float)}, every operation in fm (PS2: VU0 code). */
    public static Aabb fromSphere(FloatModel fm, Vec4 c, float r) {
        FloatModel m = fm.vu();
        return sorted(m, m.sub(c.x(), r), m.sub(c.y(), r), m.sub(c.z(), r), m.add(c.x(), r), m.add(c.y(), r),
                m.add(c.z(), r));
    }

    /**
     * AABB_FromUprightCylinder (Unit 6, 0x00341708): min = (c.x − radius, c.y − radius, c.z − height/2),
     * max = (c.x + radius, c.y + radius, c.z + height/2), sorted per axis, both w = 1.
     */
    public static Aabb fromUprightCylinder(Vec4 c, float height, float radius) {
        return fromUprightCylinder(FloatModel.IEEE, c, height, radius);
    }

    /** AABB_FromUprightCylinder as {@link #fromUprightCylinder(Vec4, float, float)}, in fm (PS2: VU0 code). */
    public static Aabb fromUprightCylinder(FloatModel fm, Vec4 c, float height, float radius) {
        Float4 lo = new Float4();
        Float4 hi = new Float4();
        fromUprightCylinder(fm.vu(), new Float4().set(c), height, radius, lo, hi);
        return new Aabb(lo.toVec4(), hi.toVec4());
    }

    /** AABB_FromUprightCylinder on live storage, for kernels: the sorted box into min and max, w = 1; IEEE. */
    public static void fromUprightCylinder(Float4 c, float height, float radius, Float4 min, Float4 max) {
        fromUprightCylinder(FloatModel.IEEE, c, height, radius, min, max);
    }

    /**
     * AABB_FromUprightCylinder on live storage, for kernels: the sorted box into min and max, w = 1, with m's
     * arithmetic; the sort is fm's scalar min / max (IEEE: Math.min / Math.max, as before).
     */
    public static void fromUprightCylinder(FloatModel m, Float4 c, float height, float radius, Float4 min,
                                           Float4 max) {
        float half = m.mul(height, 0.5f);
        float ax = m.sub(c.x(), radius), ay = m.sub(c.y(), radius), az = m.sub(c.z(), half);
        float bx = m.add(c.x(), radius), by = m.add(c.y(), radius), bz = m.add(c.z(), half);
        min.set(m.fmin(ax, bx), m.fmin(ay, by), m.fmin(az, bz), 1f);
        max.set(m.fmax(ax, bx), m.fmax(ay, by), m.fmax(az, bz), 1f);
    }

    /** True when this box and o overlap or touch on every axis (closed intervals, xyz). */
    public boolean overlaps(Aabb o) {
        return overlaps(FloatModel.IEEE, o);
    }

    /** True when this box and o overlap or touch on every axis, compared with fm's le. */
    public boolean overlaps(FloatModel m, Aabb o) {
        return m.le(min.x(), o.max.x()) && m.le(o.min.x(), max.x())
                && m.le(min.y(), o.max.y()) && m.le(o.min.y(), max.y())
                && m.le(min.z(), o.max.z()) && m.le(o.min.z(), max.z());
    }

    /** True when p lies in this box (closed, xyz). */
    public boolean contains(Vec4 p) {
        return contains(FloatModel.IEEE, p);
    }

    /** True when p lies in this box (closed, xyz), compared with fm's le. */
    public boolean contains(FloatModel m, Vec4 p) {
        return m.le(min.x(), p.x()) && m.le(p.x(), max.x())
                && m.le(min.y(), p.y()) && m.le(p.y(), max.y())
                && m.le(min.z(), p.z()) && m.le(p.z(), max.z());
    }

    private static Aabb sorted(FloatModel m, float ax, float ay, float az, float bx, float by, float bz) {
        return new Aabb(
                new Vec4(m.fmin(ax, bx), m.fmin(ay, by), m.fmin(az, bz), 1f),
                new Vec4(m.fmax(ax, bx), m.fmax(ay, by), m.fmax(az, bz), 1f));
    }
}
