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
import engine.api.shape.SphereShape;

/**
 * Unit 11, PhysicsSweep_SphereCapsule (0x00345670), table (2, 3): the sphere (C, r_s) moving by m against the
 * capsule whose rounded ends lie inside [B.z, B.z + h]: Sweep_SphereCapsule with O = C, dir = m, P0 = B + (0, 0, r_c),
 * A = (0, 0, (h − r_c) − r_c), R = r_c + r_s, then the root filter. A hit writes +0x50 = unit(M − C) with M = B +
 * (0, 0, 0.5h) (into the capsule), +0x10 = its negation, +0x80 = f, +0x90 = C + f·m, +0xb0 = 0. One instance per
 * world.
 */
public final class SphereCapsuleSweep implements PairSweep {
    private final Hits hits = new Hits();
    private final SphereCapsuleRoots roots;
    private final boolean fixInward;
    private final boolean fixOrder;
    private final boolean fixInside;
    private final boolean fixShort;
    private final boolean fixZero;
    private final boolean fixClear;
    private float axisLow;
    private float axisHigh;

    /** The kernel for config's corrections. */
    public SphereCapsuleSweep(KernelConfig config) {
        this.roots = new SphereCapsuleRoots(config);
        this.fixInward = config.corrects(Quirk.SPHERE_CAPSULE_INWARD_NORMAL);
        this.fixOrder = config.corrects(Quirk.SPHERE_CAPSULE_ROOT_ORDER);
        this.fixInside = config.corrects(Quirk.SPHERE_CAPSULE_INSIDE_EXIT);
        this.fixShort = config.corrects(Quirk.SPHERE_CAPSULE_SHORT_AXIS);
        this.fixZero = config.corrects(Quirk.ZERO_LENGTH_UNIT);
        this.fixClear = config.corrects(Quirk.CONTACT_SLOT_NOT_CLEARED);
    }

    // Unit 11, PhysicsSweep_SphereCapsule (0x00345670)
    @Override
    public boolean sweep(KernelContext ctx, Contact out, Body ownBody, Shape own, Body otherBody, Shape other,
                         Float4 move) {
        FloatModel m = ctx.floatModel();
        SphereShape sphere = (SphereShape) own;
        CapsuleShape capsule = (CapsuleShape) other;
        Float4 c = sphere.centre();
        Float4 b = capsule.base();
        float rc = capsule.radius();
        float h = capsule.height();
        float r = m.add(rc, sphere.radius());
        float mx = move.x();
        float my = move.y();
        float mz = move.z();
        // Kernel arguments (0x003456ac-0x00345720).
        float p0z = m.add(b.z(), rc);
        float az = m.sub(m.sub(h, rc), rc);
        float midZ = m.add(b.z(), m.mul(0.5f, h));
        hits.clear();
        if (m.le(az, 0f) && fixShort) {
            // h ≤ 2r: the capsule is the sphere it shrinks to, radius r_c at mid-height (no axis to divide by).
            axisLow = midZ;
            axisHigh = midZ;
            sphereRoots(m, c, mx, my, mz, b.x(), b.y(), midZ, r);
        } else {
            if (m.le(az, 0f)) {
                // PS2-BUG(SPHERE_CAPSULE_SHORT_AXIS): h < 2r points the axis down, h = 2r makes it zero and divides.
                ctx.quirks().fired(Quirk.SPHERE_CAPSULE_SHORT_AXIS);
            }
            float top = m.add(p0z, az);
            axisLow = m.fmin(p0z, top);
            axisHigh = m.fmax(p0z, top);
            roots.sweep(m, ctx.quirks(), hits, c.x(), c.y(), c.z(), mx, my, mz, b.x(), b.y(), p0z, 0f, 0f, az, r);
        }
        float f;
        float ix = m.sub(c.x(), b.x());
        float iy = m.sub(c.y(), b.y());
        float iz = m.sub(c.z(), clamp(m, c.z()));
        if (m.lt(m.dot3(ix, iy, iz, ix, iy, iz), m.mul(r, r))) {
            if (fixInside) {
                // Starting inside: met at 0 while moving further in, not met while leaving.
                if (!m.lt(m.dot3(mx, my, mz, ix, iy, iz), 0f)) {
                    return false;
                }
                hits.clear();
                hits.append(0f);
            } else {
                // PS2-BUG(SPHERE_CAPSULE_INSIDE_EXIT): no inside test, so the exit root (or nothing) is taken.
                ctx.quirks().fired(Quirk.SPHERE_CAPSULE_INSIDE_EXIT);
            }
        }
        // The root filter (0x00345730).
        hits.keepWithinMove(m);
        if (hits.count() == 0) {
            return false;
        }
        f = hits.root(0);
        if (hits.count() == 2 && m.lt(hits.root(1), f)) {
            if (fixOrder) {
                // The earliest root within the move is the first touch.
                f = hits.root(1);
            } else {
                // PS2-BUG(SPHERE_CAPSULE_ROOT_ORDER): side roots are stored before cap roots; the first stored wins.
                ctx.quirks().fired(Quirk.SPHERE_CAPSULE_ROOT_ORDER);
            }
        }
        // Write (0x003457fc-0x003458dc).
        PairContact.unwritten(ctx, fixClear, out, false, false);
        if (fixInward) {
            // The surface normal at the contact, out of the capsule towards the sphere, as every other pair's.
            float fx = m.add(c.x(), m.mul(f, mx));
            float fy = m.add(c.y(), m.mul(f, my));
            float fz = m.add(c.z(), m.mul(f, mz));
            PairContact.unit(ctx, fixZero, m.sub(fx, b.x()), m.sub(fy, b.y()), m.sub(fz, clamp(m, fz)), out.normal());
        } else {
            // PS2-BUG(SPHERE_CAPSULE_INWARD_NORMAL): from the sphere's start centre into the capsule's mid-height.
            ctx.quirks().fired(Quirk.SPHERE_CAPSULE_INWARD_NORMAL);
            PairContact.unit(ctx, fixZero, m.sub(b.x(), c.x()), m.sub(b.y(), c.y()), m.sub(midZ, c.z()),
                    out.normal());
        }
        PairContact.negate(m, out.normal(), out.unitMove());
        out.setFraction(f);
        PairContact.point(m, out.point(), c, f, move);
        out.setFlags(0);
        return true;
    }

    /** z clamped to the axis [axisLow, axisHigh] swept this call. */
    private float clamp(FloatModel m, float z) {
        if (m.lt(z, axisLow)) {
            return axisLow;
        }
        return m.gt(z, axisHigh) ? axisHigh : z;
    }

    /**
     * The corrected short capsule's roots: |(C − M) + t·m| = R, entry then exit (no inside test, as the capsule
     * kernel); a move shorter than the kernel's parallel threshold finds nothing, as the kernel's parallel case.
     */
    private void sphereRoots(FloatModel m, Float4 c, float mx, float my, float mz, float cx, float cy, float cz,
                             float r) {
        float a = m.dot3(mx, my, mz, mx, my, mz);
        if (m.lt(m.sqrt(a), SphereCapsuleRoots.EPS)) {
            return;
        }
        float dx = m.sub(c.x(), cx);
        float dy = m.sub(c.y(), cy);
        float dz = m.sub(c.z(), cz);
        float b = m.dot3(mx, my, mz, dx, dy, dz);
        float k = m.sub(m.dot3(dx, dy, dz, dx, dy, dz), m.mul(r, r));
        float disc = m.sub(m.mul(b, b), m.mul(a, k));
        if (m.gt(disc, 0f)) {
            float s = m.sqrt(disc);
            hits.append(m.div(m.sub(m.neg(b), s), a));
            hits.append(m.div(m.add(m.neg(b), s), a));
        } else if (m.eq(disc, 0f)) {
            hits.append(m.div(m.neg(b), a));
        }
    }
}
