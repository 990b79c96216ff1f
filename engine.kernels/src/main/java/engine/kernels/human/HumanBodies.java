package engine.kernels.human;

import engine.api.body.BodyFlags;
import engine.api.body.BodyOwner;
import engine.api.body.Contact;
import engine.api.body.HumanBody;
import engine.api.body.HumanOwner;
import engine.api.kernel.KernelConfig;
import engine.api.kernel.KernelContext;
import engine.api.kernel.body.HumanBodySet;
import engine.api.kernel.body.IgnoreList;
import engine.api.math.Aabb;
import engine.api.math.Float4;
import engine.api.math.FloatModel;
import engine.api.math.Mat4;
import engine.api.quirk.Quirk;
import engine.api.shape.CapsuleShape;
import engine.api.shape.SegmentShape;
import engine.api.shape.Shape;
import engine.api.shape.ShapeFlags;
import engine.api.shape.SphereShape;
import engine.api.slots.Slots;
import engine.kernels.call.Calls;

/**
 * The human body set (Unit 10): PhysicsHumanBody_Construct, _Destroy, _GetShapes and _AddBoneShape (static: record
 * functions), PhysicsBody_ApplyHumanScale, PhysicsHumanBody_Update, _Moved, PhysBody_SetShapeEnabled,
 * PhysicsHumanBody_SetPushSphere, AddStrikeSphere, ClearStrikeSpheres, _OnStruck, _PushAwayHumans ({@link
 * PushAway}) and Human_TestStrikes ({@link StrikeProbe}). Corrected as config asks: bones 0 and 1 get strike bits of
 * their own (in the high word of +0xc0), the broad bound covers every weapon sphere and the reach, and humans at
 * one point push each other not at all. One instance per world: it owns the push's and the strike test's scratch.
 */
public final class HumanBodies implements HumanBodySet {
    /** Bone 0's strike bit in a corrected kernel: the high word's first (bone 1 the next). */
    public static final int OWN_BITS_FROM = 32;

    private final boolean fixBitAlias;
    private final boolean fixWeaponBound;
    private final Float4 centre = new Float4();
    private final Float4 lo = new Float4();
    private final Float4 hi = new Float4();
    private final PushAway pushAway;
    private final StrikeProbe strikes = new StrikeProbe();

    /** The human body set config asks for, with its own scratch. */
    public HumanBodies(KernelConfig config) {
        fixBitAlias = config.corrects(Quirk.STRIKE_BIT_ALIAS);
        fixWeaponBound = config.corrects(Quirk.WEAPON_BOUND_FIRST_SPHERE);
        pushAway = new PushAway(config.corrects(Quirk.PUSH_COINCIDENT_HUMANS));
    }

    /**
     * Unit 10, PhysicsHumanBody_Construct (0x00341e98) on the record hb: the body's constructed fields, then +0x80 =
     * +0x84 = 0, the broad bound's node initialised, +0xc0 = +0xc4 = 0, flags |= 0x3f (0x8000043f), +0xc8 to +0xd4
     * = 0. What {@code new HumanBody()} leaves, rewritten on a used record; the shapes are not touched.
     */
    public static HumanBody construct(HumanBody hb) {
        hb.setBox(0f, 0f, 0f, 0f, 0f, 0f);
        hb.setFirstShape(null);
        hb.setOwner(null);
        hb.setIgnoreHead(-1);
        hb.setGroup(0);
        hb.setFlags(BodyFlags.CONSTRUCTED | BodyFlags.HUMAN_LAYERS);
        hb.setTypeMask(0);
        hb.pushOut().set(0f, 0f, 0f, 1f);
        hb.scale().set(1f, 1f, 1f, 1f);
        hb.setStuckCounter(0);
        hb.setBoneChain(null);
        hb.setPushSphere(null);
        hb.setBroadBound(0f, 0f, 0f, 0f, 0f, 0f);
        hb.setStrikeBits(0);
        hb.setWeaponChain(null);
        hb.setHumanNext(null);
        hb.setHumanPrevious(null);
        hb.setWeaponTimer(0);
        hb.setIgnoreLevel(0);
        return hb;
    }

    /**
     * Unit 10, PhysicsHumanBody_Destroy (0x00341f00): the vtable reset, then PhysicsBody_Destroy: the first shape
     * (+0x30) dropped. A pool's free clears +0x30 first, so a pooled capsule is never dropped this way.
     */
    public static void destroy(HumanBody hb) {
        hb.setFirstShape(null);
    }

    /** Unit 10, PhysicsHumanBody_GetShapes (0x003420c8): +0x30, the capsule, whatever arguments it gets. */
    public static Shape getShapes(HumanBody hb) {
        return hb.firstShape();
    }

    /**
     * Unit 10, PhysicsHumanBody_AddBoneShape (0x003429e8): appends s at the tail of the bone chain +0x80 and gives it
     * flags 0x2, plus 0x4 for the spine (bone 3) and the head (bone 6), the strike targets.
     */
    public static void addBoneShape(HumanBody hb, Shape s) {
        s.setFlags(s.flags() | ShapeFlags.STRIKER | (HumanBones.isTarget(s.bone()) ? ShapeFlags.STRIKE_TARGET : 0));
        if (hb.boneChain() == null) {
            hb.setBoneChain(s);
            return;
        }
        Shape last = hb.boneChain();
        while (last.next() != null) {
            last = last.next();
        }
        last.setNext(s);
    }

    /**
     * The strike line of sight's material exclusion list (0x005771c8; Objects gives it, the spec does not): the u16
     * materials whose triangles the ray passes. Empty until a port sets it.
     */
    public void setLineOfSightExclusions(int... materials) {
        strikes.setExclusions(materials);
    }

    /** The strike test's last line of sight's origin (m; live storage), for tests and the oracle. */
    public Float4 lastSightOrigin() {
        return strikes.rayOrigin();
    }

    /** The strike test's last line of sight's unit direction (live storage). */
    public Float4 lastSightDirection() {
        return strikes.rayDirection();
    }

    /** The strike test's last line of sight's length (m). */
    public float lastSightLength() {
        return strikes.rayLength();
    }

    /** The strike test's last line of sight's options (0x48 an object, 0x8 a human). */
    public int lastSightOptions() {
        return strikes.rayOptions();
    }

    /** Unit 10, PhysicsHumanBody_OnStruck (0x00342130): the owner's Human_OnPushContact with the push. */
    @Override
    public void onStruck(KernelContext ctx, HumanBody hb, Contact c, Float4 push, Float4 move) {
        if (hb.owner() instanceof HumanOwner h) {
            h.onPushContact(c, push, move);
        }
    }

    /** Unit 10, PhysicsHumanBody_PushAwayHumans (0x003425c0). */
    @Override
    public void pushAwayHumans(KernelContext ctx, HumanBody hb) {
        pushAway.push(ctx, hb);
    }

    /** Unit 10, Human_TestStrikes (0x0033f110). */
    @Override
    public void testStrikes(KernelContext ctx, HumanBody hb) {
        strikes.probe(ctx, hb);
    }

    /** Human_GetScale of an owner: HumanOwner.scale(), or 1 for an owner that is not a human. */
    static float scale(BodyOwner o) {
        return o instanceof HumanOwner h ? h.scale() : 1f;
    }

    /**
     * Unit 10, PhysicsBody_ApplyHumanScale (0x00341f28): the capsule (height 2 s, radius 0.35 s) and the ten bone
     * shapes from the bone tables times s (read afresh for each field), then the dirty bit and the body's update.
     *
     * @throws IllegalStateException when the bone chain is not the constructor's ten shapes (the original reads on)
     */
    @Override
    public void applyHumanScale(KernelContext ctx, HumanBody hb) {
        BodyOwner o = hb.owner();
        FloatModel fm = ctx.floatModel();
        CapsuleShape capsule = (CapsuleShape) hb.firstShape();
        capsule.setHeight(fm.mul(HumanBones.CAPSULE_HEIGHT, scale(o)));
        capsule.setRadius(fm.mul(HumanBones.CAPSULE_RADIUS, scale(o)));
        Shape s = hb.boneChain();
        for (int i = 0; i < 10; i++) {
            if (i < 5 ? !(s instanceof SegmentShape) : !(s instanceof SphereShape)) {
                // PS2-UNCHECKED(APPLY_SCALE_CHAIN_UNCHECKED): the original assumes five segments then five spheres.
                ctx.quirks().fired(Quirk.APPLY_SCALE_CHAIN_UNCHECKED);
                throw new IllegalStateException("apply human scale: bone shape " + i + " is "
                        + (s == null ? "missing" : s.type().id()) + ", not the constructor's chain");
            }
            if (i < 5) {
                SegmentShape seg = (SegmentShape) s;
                float[] off = HumanBones.SEGMENT_OFFSETS[i];
                seg.localOffset().set(fm.mul(off[0], scale(o)), fm.mul(off[1], scale(o)), fm.mul(off[2], scale(o)), 0f);
                seg.setRadius(fm.mul(HumanBones.SEGMENT_RADII[i], scale(o)));
                seg.setLength(fm.mul(HumanBones.SEGMENT_LENGTHS[i], scale(o)));
            } else {
                SphereShape sph = (SphereShape) s;
                float[] off = HumanBones.SPHERE_OFFSETS[i - 5];
                sph.localOffset().set(fm.mul(off[0], scale(o)), fm.mul(off[1], scale(o)), fm.mul(off[2], scale(o)), 0f);
                sph.setRadius(fm.mul(HumanBones.SPHERE_RADII[i - 5], scale(o)));
            }
            s = s.next();
        }
        hb.setFlags(hb.flags() | BodyFlags.DIRTY);
        update(ctx, hb, o);
    }

    /**
     * Unit 10, PhysicsHumanBody_Update (0x003422d0): capsule and re-sort when dirty, the broad bound, the bone poses.
     */
    @Override
    public void update(KernelContext ctx, HumanBody hb, BodyOwner o) {
        int f = hb.flags();
        if ((f & BodyFlags.SKIP_HUMAN_UPDATE) != 0) {
            return;
        }
        Shape capsule = hb.firstShape();
        if ((f & BodyFlags.DIRTY) != 0) {
            Calls.pose(ctx, capsule, o);
            Calls.bodyBounds(ctx, hb, capsule, lo, hi);
            Calls.reinsert(ctx, hb);
            hb.setFlags(hb.flags() & ~BodyFlags.DIRTY);
        }
        if (hb.weaponTimer() != 0) {
            f |= BodyFlags.DIRTY;
            BodyOwner held = o instanceof HumanOwner h && h.heldObject() != null ? h.heldObject() : o;
            for (Shape w = hb.weaponChain(); w != null; w = w.next()) {
                Calls.pose(ctx, w, held);
            }
        } else if (hb.strikeBits() != 0) {
            f |= BodyFlags.DIRTY;
        }
        if ((f & BodyFlags.DIRTY) != 0) {
            broadBound(ctx, hb, (CapsuleShape) capsule, o);
        }
        for (Shape b = hb.boneChain(); b != null; b = b.next()) {
            if ((b.flags() & (ShapeFlags.ENABLED | ShapeFlags.STRIKE_TARGET)) != 0) {
                Calls.pose(ctx, b, o);
            }
        }
        if (hb.pushSphere() != null) {
            Calls.pose(ctx, hb.pushSphere(), o);
        }
    }

    /**
     * The broad bound +0x90: an upright cylinder over the capsule, radius max(0.8 × scale, reach or weapon sphere).
     */
    private void broadBound(KernelContext ctx, HumanBody hb, CapsuleShape capsule, BodyOwner o) {
        FloatModel fm = ctx.floatModel();
        float reach = o instanceof HumanOwner h ? h.reach() : 0f;
        Float4 base = capsule.base();
        float height = capsule.height();
        centre.set(base.x(), base.y(), fm.add(base.z(), fm.mul(height, 0.5f)), base.w());
        float r = fm.mul(scale(o), 0.8f);
        Shape weapon = hb.weaponChain();
        if (weapon instanceof SphereShape w) {
            // Math.max kept (not the model's lane max): it is a choice, not arithmetic, and keeps NaN as before.
            r = fm.fmax(r, sphereReach(fm, w, base));
            // Past the first sphere and the reach: what covers them widens r (only when one reaches further).
            float wider = r;
            boolean widened = false;
            if (fm.gt(reach, wider)) {
                wider = reach;
                widened = true;
            }
            for (Shape s = w.next(); s instanceof SphereShape more; s = more.next()) {
                float extent = sphereReach(fm, more, base);
                if (fm.gt(extent, wider)) {
                    wider = extent;
                    widened = true;
                }
            }
            if (widened && fixWeaponBound) {
                r = wider;
            } else if (widened) {
                // PS2-BUG(WEAPON_BOUND_FIRST_SPHERE): only the chain's first sphere counts, and the reach is not used.
                ctx.quirks().fired(Quirk.WEAPON_BOUND_FIRST_SPHERE);
            }
        } else {
            r = fm.fmax(r, reach);
        }
        Aabb.fromUprightCylinder(fm, centre, height, r, hb.broadMinInto(lo), hb.broadMaxInto(hi));
        hb.setBroadBound(lo, hi);
    }

    /** A weapon sphere's horizontal distance from the capsule's base plus its radius. */
    private static float sphereReach(FloatModel fm, SphereShape w, Float4 base) {
        float dx = fm.sub(w.centre().x(), base.x());
        float dy = fm.sub(w.centre().y(), base.y());
        return fm.add(fm.sqrt(fm.add(fm.mul(dx, dx), fm.mul(dy, dy))), w.radius());
    }

    /**
     * Unit 10, PhysicsHumanBody_Moved (0x00342828): the body's Moved for the capsule, the broad bound around the
     * new translation (2.0 high, radius 0.8, unscaled), and every switched-on bone shape set from the matrix.
     */
    @Override
    public void moved(KernelContext ctx, HumanBody hb, Mat4 m) {
        Shape capsule = hb.firstShape();
        ctx.kernels().get(Slots.SHAPE_POSE).setFromMatrix(ctx, capsule, m);
        Calls.bodyBounds(ctx, hb, capsule, lo, hi);
        Calls.reinsert(ctx, hb);
        FloatModel fm = ctx.floatModel();
        centre.set(m.get(3, 0), m.get(3, 1), fm.add(m.get(3, 2), 1.0f), 1f);
        Aabb.fromUprightCylinder(fm, centre, 2.0f, 0.8f, hb.broadMinInto(lo), hb.broadMaxInto(hi));
        hb.setBroadBound(lo, hi);
        for (Shape b = hb.boneChain(); b != null; b = b.next()) {
            if ((b.flags() & (ShapeFlags.ENABLED | ShapeFlags.STRIKE_TARGET)) != 0) {
                // PS2-DESIGN(HUMAN_MOVED_KEEPS_PREV): a sphere's previous centre is not reset.
                ctx.kernels().get(Slots.SHAPE_POSE).setFromMatrix(ctx, b, m);
                if (b instanceof SphereShape s && !samePoint(s.previous(), s.centre())) {
                    // PS2-DESIGN(HUMAN_MOVED_KEEPS_PREV): reported where the kept previous centre is not the new one.
                    ctx.quirks().fired(Quirk.HUMAN_MOVED_KEEPS_PREV);
                }
            }
        }
    }

    /**
     * Unit 10, PhysBody_SetShapeEnabled (0x003428d0): empties the struck list, then switches bone id's strike bit
     * and the first bone shape of that bone; id &lt; 0 with on false switches every bone shape off.
     */
    @Override
    public void setShapeEnabled(KernelContext ctx, HumanBody hb, int id, boolean on) {
        // Unit 10, PhysBody_SetShapeEnabled (0x003428d0)
        // PS2-DESIGN(STRIKE_SWITCH_CLEARS_STRUCK): every event empties the struck list first,
        // even one that changes nothing; reported when there was something to empty.
        if (hb.ignoreHead() >= 0) {
            ctx.quirks().fired(Quirk.STRIKE_SWITCH_CLEARS_STRUCK);
        }
        Calls.stopIgnoring(ctx, hb, IgnoreList.ALL);
        if (id < 0) {
            if (!on && hb.strikeBits() != 0) {
                hb.setStrikeBits(0);
                for (Shape b = hb.boneChain(); b != null; b = b.next()) {
                    Calls.enable(ctx, b, false);
                }
            }
            return;
        }
        long bit = strikeBit(ctx, id);
        boolean set = (hb.strikeBits() & bit) != 0;
        if (on == set) {
            return;
        }
        hb.setStrikeBits(on ? hb.strikeBits() | bit : hb.strikeBits() & ~bit);
        for (Shape b = hb.boneChain(); b != null; b = b.next()) {
            if (b.bone() == id) {
                Calls.enable(ctx, b, on);
                return;
            }
        }
    }

    /** True when a and b hold the same x, y, z bits (reporting only: no arithmetic). */
    private static boolean samePoint(Float4 a, Float4 b) {
        return Float.floatToRawIntBits(a.x()) == Float.floatToRawIntBits(b.x())
                && Float.floatToRawIntBits(a.y()) == Float.floatToRawIntBits(b.y())
                && Float.floatToRawIntBits(a.z()) == Float.floatToRawIntBits(b.z());
    }

    /**
     * Bone id's strike bit: 1 &lt;&lt; ((id − 2) &amp; 31), the hardware shift taking the low five bits; corrected,
     * bones 0 and 1 get bits 32 and 33 of their own.
     */
    private long strikeBit(KernelContext ctx, int id) {
        int index = (id - 2) & 31;
        if (fixBitAlias && id < 2) {
            // Bones 0 and 1 would share the shins' bits 30 and 31: the high word has room for their own.
            return 1L << (OWN_BITS_FROM + id);
        }
        if (id - 2 != index) {
            // PS2-BUG(STRIKE_BIT_ALIAS): bones 0 and 1 (and any past 33) share the bit of another bone.
            ctx.quirks().fired(Quirk.STRIKE_BIT_ALIAS);
        }
        return 1L << index;
    }

    /**
     * Unit 10, PhysicsHumanBody_SetPushSphere (0x003420d0): on with none held takes the first free 2.0 m sphere
     * (none left: stays null); off frees it and clears +0x84.
     */
    @Override
    public void setPushSphere(KernelContext ctx, HumanBody hb, boolean on) {
        if (on) {
            if (hb.pushSphere() == null) {
                hb.setPushSphere(ctx.kernels().get(Slots.SHAPE_POOLS).allocBigSphere(ctx));
            }
            return;
        }
        if (hb.pushSphere() != null) {
            Calls.freeShape(ctx, hb.pushSphere());
        }
        hb.setPushSphere(null);
    }

    /** Unit 10, PhysicsHumanBody_AddStrikeSphere (0x00342158): pushes sphere at the head of the weapon chain. */
    @Override
    public void addStrikeSphere(KernelContext ctx, HumanBody hb, SphereShape sphere) {
        sphere.setNext(hb.weaponChain());
        hb.setWeaponChain(sphere);
    }

    /** Unit 10, PhysicsHumanBody_ClearStrikeSpheres (0x00342168): pops each weapon sphere, switching it off. */
    @Override
    public void clearStrikeSpheres(KernelContext ctx, HumanBody hb) {
        Shape s = hb.weaponChain();
        while (s != null) {
            Shape following = s.next();
            Calls.enable(ctx, s, false);
            s.setNext(null);
            hb.setWeaponChain(following);
            s = following;
        }
    }
}
