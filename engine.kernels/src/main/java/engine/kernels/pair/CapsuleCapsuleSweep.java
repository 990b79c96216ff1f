package engine.kernels.pair;

import engine.api.body.Body;
import engine.api.body.Contact;
import engine.api.kernel.KernelConfig;
import engine.api.kernel.KernelContext;
import engine.api.kernel.pair.PairSweep;
import engine.api.math.Float4;
import engine.api.math.FloatModel;
import engine.api.quirk.Quirk;
import engine.api.shape.CapsuleShape;
import engine.api.shape.Shape;

/**
 * Unit 11, PhysicsSweep_CapsuleCapsule (0x00343cd8), table (3, 3): two upright cylinders [B.z, B.z + h] of radius
 * r. The circles (Sweep_CircleCircle2D, flag 0 when the mover comes down from strictly above), the vertical ranges
 * (Sweep_IntervalOverlap, skipped when the other body's type mask has 0x200), f = max(t0, lo), the normal from the
 * start, and the start case of a capsule coming down onto another within reach. One instance per world.
 */
public final class CapsuleCapsuleSweep implements PairSweep {
    /** The other body's type mask bit that skips the vertical test. */
    public static final int SKIP_VERTICAL = 0x200;
    /** The move and start-case threshold (0x358637bd). */
    static final float EPS = 1e-6f;
    /** Added to the start case's push distance (0x3d4ccccd). */
    static final float SLIDE_MARGIN = 0.05f;

    private final float[] times = new float[2];
    private final float[] range = new float[2];
    private final Float4 slide = new Float4();
    private final boolean fixHeights;
    private final boolean fixTimes;
    private final boolean fixZeroMove;
    private final boolean fixZero;
    private final boolean fixClear;

    /** The kernel for config's corrections. */
    public CapsuleCapsuleSweep(KernelConfig config) {
        this.fixHeights = config.corrects(Quirk.CAPSULE_HEIGHTS_SWAPPED);
        this.fixTimes = config.corrects(Quirk.CAPSULE_TIMES_NOT_INTERSECTED);
        this.fixZeroMove = config.corrects(Quirk.CIRCLE_ZERO_MOVE_DIV);
        this.fixZero = config.corrects(Quirk.ZERO_LENGTH_UNIT);
        this.fixClear = config.corrects(Quirk.CONTACT_SLOT_NOT_CLEARED);
    }

    // Unit 11, PhysicsSweep_CapsuleCapsule (0x00343cd8)
    @Override
    public boolean sweep(KernelContext ctx, Contact out, Body ownBody, Shape own, Body otherBody, Shape other,
                         Float4 move) {
        FloatModel m = ctx.floatModel();
        CapsuleShape mover = (CapsuleShape) own;
        CapsuleShape still = (CapsuleShape) other;
        Float4 b1 = mover.base();
        Float4 b2 = still.base();
        float r1 = mover.radius();
        float r2 = still.radius();
        float h1 = mover.height();
        float h2 = still.height();
        float mz = move.z();
        // Circles (0x00343d20-0x00343db4); the flag (0x00343d48-0x00343d90).
        int flag = m.le(mz, m.neg(EPS)) && m.gt(b1.z(), b2.z()) ? 0 : 1;
        int circles = CircleCircle2D.sweep(m, ctx.quirks(), fixZeroMove, r1, r2, times, b1.x(), b1.y(), b2.x(),
                b2.y(), move.x(), move.y(), flag);
        if (circles == CircleCircle2D.NONE) {
            return false;
        }
        float t0 = times[0];
        if (m.lt(t0, 0f) || m.lt(1f, t0)) { // the model's compares: an EE value of exponent 255 is a number
            return false;
        }
        range[0] = 0f;
        range[1] = 1f;
        // Vertical (0x00343df0-0x00343e2c), skipped for an other body whose type mask has 0x200.
        if (otherBody == null || (otherBody.typeMask() & SKIP_VERTICAL) == 0) {
            float fixedTop = m.add(b2.z(), h1);
            float movingTop = m.add(b1.z(), h2);
            if (!m.eq(h1, h2)) {
                if (fixHeights) {
                    // Each range with its own capsule's height.
                    fixedTop = m.add(b2.z(), h2);
                    movingTop = m.add(b1.z(), h1);
                } else {
                    // PS2-BUG(CAPSULE_HEIGHTS_SWAPPED): the other's base with the mover's height, and the reverse.
                    ctx.quirks().fired(Quirk.CAPSULE_HEIGHTS_SWAPPED);
                }
            }
            if (IntervalOverlap.separated(m, range, 1f, mz, b2.z(), fixedTop, b1.z(), movingTop)) {
                return false;
            }
        }
        float lo = range[0];
        // max.s at 0x0034402c.
        float f = m.max(t0, lo);
        if (m.gt(f, m.min(circleExit(m, circles, r1, r2, b1, b2, move), range[1]))) {
            if (fixTimes) {
                // The circles and the vertical ranges never overlap at the same time: no contact.
                return false;
            }
            // PS2-BUG(CAPSULE_TIMES_NOT_INTERSECTED): a contact at max(t0, lo) after one of the overlaps ended.
            ctx.quirks().fired(Quirk.CAPSULE_TIMES_NOT_INTERSECTED);
        }
        float nx = m.sub(b1.x(), b2.x());
        float ny = m.sub(b1.y(), b2.y());
        float nz = 0f;
        int flags = 0;
        // PS2-DESIGN(CAPSULE_START_CASE): coming down onto a capsule already within reach (0x00343e34-0x00343fec).
        boolean startCase = m.lt(t0, EPS) && m.le(mz, -EPS) && m.le(b2.z(), b1.z());
        if (startCase) {
            // PS2-DESIGN(CAPSULE_START_CASE): the start case answers instead of the circles' contact.
            ctx.quirks().fired(Quirk.CAPSULE_START_CASE);
            startSlide(m, nx, ny, r1, r2, move);
            nx = 0f;
            ny = 0f;
            nz = 1f;
            flags = 2;
        }
        if (!startCase && m.gt(f, 0f) && !m.eq(m.sub(m.mul(nx, move.y()), m.mul(ny, move.x())), 0f)) {
            // PS2-DESIGN(NORMALS_AT_START): the axes' line turns during a move across it; the start's is kept.
            ctx.quirks().fired(Quirk.NORMALS_AT_START);
        }
        // Write (0x00343ff0-0x003440a0).
        PairContact.unwritten(ctx, fixClear, out, false, startCase);
        PairContact.unit(ctx, fixZero, nx, ny, nz, out.normal());
        PairContact.negate(m, out.normal(), out.unitMove());
        out.setFraction(f);
        PairContact.point(m, out.point(), b1, f, move);
        if (startCase) {
            out.slide().set(slide);
        }
        out.setFlags(flags);
        return true;
    }

    /**
     * When the circles leave reach again: the kernel's t1 after roots; when they started within reach (the kernel
     * writes t1 = 1.0), the larger root of |d + t·m|² = (r1 + r2)², or never for no horizontal move.
     */
    private float circleExit(FloatModel m, int circles, float r1, float r2, Float4 b1, Float4 b2, Float4 move) {
        if (circles == CircleCircle2D.ROOTS) {
            return times[1];
        }
        float dx = m.sub(b1.x(), b2.x());
        float dy = m.sub(b1.y(), b2.y());
        float mx = move.x();
        float my = move.y();
        float a = m.dot3(mx, my, 0f, mx, my, 0f);
        if (m.eq(a, 0f)) {
            return Float.MAX_VALUE;
        }
        float rr = m.add(r1, r2);
        float c = m.sub(m.dot3(dx, dy, 0f, dx, dy, 0f), m.mul(rr, rr));
        float twoB = m.mul(2f, m.dot3(mx, my, 0f, dx, dy, 0f));
        float disc = m.sub(m.mul(twoB, twoB), m.mul(a, m.mul(4f, c)));
        return m.div(m.add(m.neg(twoB), m.sqrt(disc)), m.mul(2f, a));
    }

    /**
     * The start case's slide u × 0.5k: u = unit(c1 − c2) and k = (r1 + r2) − |c1 − c2| + 0.05, or, with the axes
     * closer than 1 mm, u = unit(m2) (or (0, 1, 0) without a horizontal move) and k = r1 + r2 + 0.05.
     */
    private void startSlide(FloatModel m, float dx, float dy, float r1, float r2, Float4 move) {
        float rr = m.add(r1, r2);
        float dd = m.dot3(dx, dy, 0f, dx, dy, 0f);
        float ux;
        float uy;
        float k;
        if (m.lt(dd, EPS)) {
            float mx = move.x();
            float my = move.y();
            float mm = m.dot3(mx, my, 0f, mx, my, 0f);
            if (m.lt(mm, EPS)) {
                ux = 0f;
                uy = 1f;
            } else {
                float inv = m.rsqrt(mm);
                ux = m.mul(mx, inv);
                uy = m.mul(my, inv);
            }
            k = m.add(rr, SLIDE_MARGIN);
        } else {
            float inv = m.rsqrt(dd);
            ux = m.mul(dx, inv);
            uy = m.mul(dy, inv);
            k = m.add(m.sub(rr, m.sqrt(dd)), SLIDE_MARGIN);
        }
        float half = m.mul(0.5f, k);
        slide.set(m.mul(ux, half), m.mul(uy, half), 0f, 0f);
    }
}
