package engine.kernels.shape;

import engine.api.body.BodyOwner;
import engine.api.body.HumanOwner;
import engine.api.body.OwnerState;
import engine.api.body.TypeMask;
import engine.api.kernel.KernelConfig;
import engine.api.kernel.KernelContext;
import engine.api.kernel.shape.ShapePose;
import engine.api.math.Float4;
import engine.api.math.FloatModel;
import engine.api.math.Mat4;
import engine.api.quirk.Quirk;
import engine.api.quirk.QuirkLog;
import engine.api.shape.BoxShape;
import engine.api.shape.CapsuleShape;
import engine.api.shape.SegmentShape;
import engine.api.shape.Shape;
import engine.api.shape.ShapeFlags;
import engine.api.shape.SphereShape;
import java.util.Objects;

/**
 * Unit 6: the shape vtable's pose, enable, set-position and set-from-matrix slots, PhysicsBox_SetMatrix and
 * PhysicsBox_GetCorners, in float32 in the spec's order. An instance owns its scratch (the transform buffer and
 * two rotation matrices), so posing allocates nothing: one per world, not thread-safe. Construction and SetSize
 * live in the engine.api records. The destructors (PhysicsShape_Destroy and each type's) have no counterpart:
 * Java frees a shape once nothing refers to it.
 *
 * <p>Every float operation goes through the {@link FloatModel} given at construction (IEEE by default), in the
 * spec's order, so a "ps2" profile changes every pose.
 *
 * <p>Quirks reported to the log given at construction: {@link Quirk#BOX_BONE_OFFSET} when the unrotated bone
 * offset changes a box's position, {@link Quirk#MISSING_MODEL_BONE} when an owner answers no bone transform.
 */
public class ShapePoses implements ShapePose {
    /** The vertical margin (m, times the scale) above the head bone: 0x3e4ccccd. */
    static final float HEAD_MARGIN = 0.2f;
    /** The +0x3be raise (m, times the scale): 0x3f1c28f6. */
    static final float RAISE = 0.61f;
    /** The jumping raise (m, times the scale) and the unscaled take-off cap (m): 0x3f333333. */
    static final float JUMP = 0.7f;
    /** The cuffed height (m, times the scale): 0x3eb33333. */
    static final float CUFFED_HEIGHT = 0.35f;
    /** The head bone read by the human capsule pose. */
    static final int HEAD_BONE = 6;

    /** Where fired quirks go: the standalone instance's log, or the calling world's for the slot calls. */
    private QuirkLog log;
    /** The arithmetic every pose computes with. */
    private final FloatModel fm;
    /** The corrections this kernel applies. */
    private final KernelConfig config;
    /** Corrects {@link Quirk#BOX_BONE_OFFSET}. */
    private final boolean fixBoxBone;
    /** Corrects {@link Quirk#MISSING_MODEL_BONE}. */
    private final boolean fixMissingBone;
    private final boolean fixCapsuleFlag;
    /** The transform buffer (position, rotation): one stack slot that the body and the bone transforms share. */
    private final Float4 tp = new Float4();
    private final Float4 tq = new Float4();
    /** Quat_ToMatrix of the body rotation q and of the bone rotation qb, 16 floats in row order. */
    private final float[] m = new float[16];
    private final float[] mb = new float[16];
    /** Vector scratch. */
    private final Float4 v = new Float4();
    private final Float4 w = new Float4();

    /** Poses that report fired quirks nowhere. */
    public ShapePoses() {
        this(QuirkLog.NONE);
    }

    /** Poses that report fired quirks to log (must not allocate), computing with {@link FloatModel#IEEE}. */
    public ShapePoses(QuirkLog log) {
        this(log, FloatModel.IEEE);
    }

    /** Poses that report fired quirks to log (must not allocate), computing with model, as the original. */
    public ShapePoses(QuirkLog log, FloatModel model) {
        this(log, KernelConfig.original(model));
    }

    /** The slot kernel config asks for; its calls report to the calling world's log. */
    public ShapePoses(KernelConfig config) {
        this(QuirkLog.NONE, config);
    }

    /** A standalone kernel built for config (a slot's), reporting fired quirks to log. */
    public ShapePoses(QuirkLog log, KernelConfig config) {
        this.log = Objects.requireNonNull(log, "log");
        this.config = Objects.requireNonNull(config, "config");
        this.fm = config.floatModel();
        this.fixBoxBone = config.corrects(Quirk.BOX_BONE_OFFSET);
        this.fixMissingBone = config.corrects(Quirk.MISSING_MODEL_BONE);
        this.fixCapsuleFlag = config.corrects(Quirk.CAPSULE_NO_FLAG10);
    }

    // ---- slot shape-pose: the calling world's log ------------------------------------------------------------

    @Override
    public void pose(KernelContext ctx, Shape s, BodyOwner owner) {
        log = ctx.quirks();
        pose(s, owner);
    }

    @Override
    public void enable(KernelContext ctx, Shape s, boolean on) {
        enable(s, on);
    }

    @Override
    public void setPosition(KernelContext ctx, Shape s, Float4 p) {
        setPosition(s, p);
    }

    @Override
    public void setFromMatrix(KernelContext ctx, Shape s, Mat4 m) {
        log = ctx.quirks();
        setFromMatrix(s, m);
    }

    @Override
    public void boxCorners(KernelContext ctx, BoxShape b, Float4[] out) {
        boxCorners(b, out);
    }

    /** The arithmetic these poses compute with. */
    public FloatModel floatModel() {
        return fm;
    }

    // ---- the shape vtable ------------------------------------------------------------------------------------

    /** Unit 6, shape vtable +0x28: poses s from owner by its type (positions in m). */
    public void pose(Shape s, BodyOwner owner) {
        // Unit 6, shape vtable +0x28 / +0x2c (0x00342b08, 0x00342df8, 0x00343518, 0x00343810)
        switch (s.type()) {
            case BOX -> poseBox((BoxShape) s, owner);
            case SPHERE -> poseSphere((SphereShape) s, owner);
            case CAPSULE -> poseCapsule((CapsuleShape) s, owner);
            case SEGMENT -> poseSegment((SegmentShape) s, owner);
            default -> throw new IllegalStateException("no pose for shape type " + s.type());
        }
    }

    /** Unit 6, shape vtable +0x18: on sets flags 0x11 (enabled and reset), off clears 0x1 only. */
    public void enable(Shape s, boolean on) {
        // Unit 6, shape vtable +0x18 / +0x1c (0x004f11c8, shared by all four types)
        s.setFlags(on ? s.flags() | ShapeFlags.ENABLE_BITS : s.flags() & ~ShapeFlags.ENABLED);
    }

    /** Unit 6, shape vtable +0x08: copies p (all four words, m) into the position field; previous untouched. */
    public void setPosition(Shape s, Float4 p) {
        // Unit 6, shape vtable +0x08 / +0x0c (0x004f1200 sphere, 0x004f1220 box, 0x004f1238 capsule,
        // 0x004f1250 segment)
        s.position().set(p);
    }

    /** Unit 6, shape vtable +0x30: sets s from a matrix whose row 3 is the position (m), per type. */
    public void setFromMatrix(Shape s, Mat4 mat) {
        // Unit 6, shape vtable +0x30 / +0x34 (0x00342d08, 0x00343040, 0x00343798, 0x00343a88)
        switch (s.type()) {
            case SPHERE -> ((SphereShape) s).centre().set(mat.get(3, 0), mat.get(3, 1), mat.get(3, 2), mat.get(3, 3));
            case BOX -> boxSetMatrix((BoxShape) s, mat);
            case CAPSULE -> {
                CapsuleShape c = (CapsuleShape) s;
                c.previous().set(c.base());
                c.base().set(mat.get(3, 0), mat.get(3, 1), mat.get(3, 2), mat.get(3, 3));
            }
            case SEGMENT -> {
                // 0x00343a88 does nothing.
            }
            default -> throw new IllegalStateException("no set-from-matrix for shape type " + s.type());
        }
    }

    // ---- the poses -------------------------------------------------------------------------------------------

    /** Unit 6, PhysicsSphere_Pose: centre from the owner's +0xa0 transform and, with a bone, its +0xb8 bone (m). */
    public void poseSphere(SphereShape s, BodyOwner owner) {
        // Unit 6, PhysicsSphere_Pose (0x00342b08)
        Float4 c = s.centre();
        startStep(s, c);
        owner.poseTransform(tp, tq);
        Float4 o = s.localOffset();
        if (s.bone() < 0) {
            // The direct quaternion form (0x00342c5c-0x00342c9c), not normalised.
            rotateDirect(fm, tq.x(), tq.y(), tq.z(), tq.w(), o, v);
            c.set(fm.add(tp.x(), v.x()), fm.add(tp.y(), v.y()), fm.add(tp.z(), v.z()), 1f);
        } else {
            float px = tp.x(), py = tp.y(), pz = tp.z();
            quatToMatrix(fm, tq.x(), tq.y(), tq.z(), tq.w(), m);
            boneTransform(owner, s.bone());
            quatToMatrix(fm, tq.x(), tq.y(), tq.z(), tq.w(), mb);
            transform(fm, mb, o.x(), o.y(), o.z(), o.w(), v);
            transform(fm, m, fm.add(tp.x(), v.x()), fm.add(tp.y(), v.y()), fm.add(tp.z(), v.z()), tp.w(), v);
            c.set(fm.add(px, v.x()), fm.add(py, v.y()), fm.add(pz, v.z()), 1f);
        }
        endStep(s, c);
    }

    /** Unit 6, PhysicsBox_Pose: axes and centre from the owner's +0xa0 transform and, with a bone, its bone (m). */
    public void poseBox(BoxShape b, BodyOwner owner) {
        // Unit 6, PhysicsBox_Pose (0x00342df8)
        Float4 pos = b.centre();
        startStep(b, pos);
        owner.poseTransform(tp, tq);
        float px = tp.x(), py = tp.y(), pz = tp.z();
        quatToMatrix(fm, tq.x(), tq.y(), tq.z(), tq.w(), m);
        Float4 o = b.localOffset();
        if (b.bone() < 0) {
            for (int i = 0; i < 3; i++) {
                b.axis(i).set(m[4 * i], m[4 * i + 1], m[4 * i + 2], m[4 * i + 3]);
            }
            transform(fm, m, o.x(), o.y(), o.z(), o.w(), v);
            pos.set(fm.add(px, v.x()), fm.add(py, v.y()), fm.add(pz, v.z()), 1f);
        } else {
            boneTransform(owner, b.bone());
            quatToMatrix(fm, tq.x(), tq.y(), tq.z(), tq.w(), mb);
            for (int i = 0; i < 3; i++) {
                transform(fm, m, mb[4 * i], mb[4 * i + 1], mb[4 * i + 2], mb[4 * i + 3], b.axis(i));
            }
            float bx = tp.x(), by = tp.y(), bz = tp.z(), bw = tp.w();
            // The offset turned by the bone's rotation, as the sphere and the segment do.
            transform(fm, mb, o.x(), o.y(), o.z(), o.w(), w);
            transform(fm, m, fm.add(bx, w.x()), fm.add(by, w.y()), fm.add(bz, w.z()), bw, w);
            float rx = fm.add(px, w.x()), ry = fm.add(py, w.y()), rz = fm.add(pz, w.z());
            // PS2-BUG(BOX_BONE_OFFSET): b + offset, the offset not turned by the bone's rotation (0x00342f10).
            transform(fm, m, fm.add(bx, o.x()), fm.add(by, o.y()), fm.add(bz, o.z()), bw, v);
            float x = fm.add(px, v.x()), y = fm.add(py, v.y()), z = fm.add(pz, v.z());
            // Only where the rotated offset gives another position is there anything to report or correct.
            if (differs(x, rx) || differs(y, ry) || differs(z, rz)) {
                if (fixBoxBone) {
                    x = rx;
                    y = ry;
                    z = rz;
                } else {
                    // PS2-BUG(BOX_BONE_OFFSET): reported only where the unturned offset moved the box.
                    log.fired(Quirk.BOX_BONE_OFFSET);
                }
            }
            pos.set(x, y, z, 1f);
        }
        endStep(b, pos);
    }

    /**
     * Unit 6, PhysicsCapsule_Pose: base (m) from the owner's +0xa8 transform; for a human (type mask 0x40, a
     * {@link HumanOwner}) also the height from the head bone and the state rules. Flag 0x10 is left set
     * (the original never reads it) unless CAPSULE_NO_FLAG10 is corrected.
     *
     * @throws IllegalArgumentException when the type mask says human but the owner is not a {@link HumanOwner}
     */
    public void poseCapsule(CapsuleShape c, BodyOwner owner) {
        // Unit 6, PhysicsCapsule_Pose (0x00343518)
        int mask = owner.typeMask();
        Float4 base = c.base();
        if ((mask & TypeMask.HUMAN) == 0) {
            c.previous().set(base);
            owner.transform(tp, tq);
            Float4 o = c.localOffset();
            // PS2-DESIGN(POSE_OFFSET_RULES): the offset is added unrotated (0x00343734).
            base.set(fm.add(tp.x(), o.x()), fm.add(tp.y(), o.y()), fm.add(tp.z(), o.z()), 1f);
            capsuleFlagStep(c);
            return;
        }
        if (!(owner instanceof HumanOwner h)) {
            throw new IllegalArgumentException("capsule pose: owner " + owner + " has type mask 0x"
                    + Integer.toHexString(mask) + " (0x40, a human) but does not implement HumanOwner");
        }
        owner.transform(tp, tq);
        c.previous().set(base);
        // PS2-DESIGN(POSE_OFFSET_RULES): a human's base is P itself (all four words), the offset not used.
        base.set(tp);
        float pz = tp.z();
        // The spec names the shared buffer for the other three poses only; the capsule is taken to do the same.
        boneTransform(owner, HEAD_BONE);
        float b6z = tp.z();
        float height = fm.add(b6z, fm.mul(HEAD_MARGIN, h.scale()));
        if (h.capsuleRaise() != 0) {
            base.set3(base.x(), base.y(), fm.add(base.z(), fm.mul(RAISE, h.scale())));
            height = fm.sub(height, fm.mul(RAISE, h.scale()));
        } else if ((h.stateFlags() & OwnerState.JUMPING) != 0 && (h.stateFlags() & OwnerState.LONG_FALL) == 0) {
            base.set3(base.x(), base.y(), fm.add(base.z(), fm.mul(JUMP, h.scale())));
            height = fm.sub(height, fm.mul(JUMP, h.scale()));
            float takeOff = h.takeOffHeight();
            // PS2-DESIGN(CAPSULE_JUMP_CAP_UNSCALED): the 0.7 m cap above the take-off is not times the scale.
            if (fm.gt(fm.sub(base.z(), takeOff), JUMP)) {
                if (!fm.eq(h.scale(), 1f)) {
                    // PS2-DESIGN(CAPSULE_JUMP_CAP_UNSCALED): the cap applied where a scaled one would differ.
                    log.fired(Quirk.CAPSULE_JUMP_CAP_UNSCALED);
                }
                base.set3(base.x(), base.y(), fm.add(takeOff, JUMP));
                height = fm.sub(fm.add(fm.add(b6z, fm.mul(HEAD_MARGIN, h.scale())), pz), base.z());
            }
        } else if ((h.stateFlags() & OwnerState.CUFFED) != 0) {
            height = fm.mul(CUFFED_HEIGHT, h.scale());
        }
        if (fm.lt(height, fm.mul(HEAD_MARGIN, h.scale()))) {
            height = fm.mul(HEAD_MARGIN, h.scale());
        }
        c.setHeight(height);
        capsuleFlagStep(c);
    }

    /** The capsule's flag 0x10: the original never reads it; corrected, it resets previous as the other shapes do. */
    private void capsuleFlagStep(CapsuleShape c) {
        if ((c.flags() & ShapeFlags.RESET_PREVIOUS) == 0) {
            return;
        }
        if (fixCapsuleFlag) {
            endStep(c, c.base());
            return;
        }
        // PS2-BUG(CAPSULE_NO_FLAG10): previous = the old base on every pose; flag 0x10 neither read nor cleared, so
        // just after enabling, previous is the pose from before the capsule was switched off.
        log.fired(Quirk.CAPSULE_NO_FLAG10);
    }

    /** Unit 6, PhysShapeSegment_Pose: start and end (m) from the owner's +0xa8 transform and, with a bone, its bone. */
    public void poseSegment(SegmentShape s, BodyOwner owner) {
        // Unit 6, PhysShapeSegment_Pose (0x00343810)
        Float4 start = s.start();
        Float4 end = s.end();
        startStep(s, start);
        owner.transform(tp, tq);
        float px = tp.x(), py = tp.y(), pz = tp.z(), pw = tp.w();
        quatToMatrix(fm, tq.x(), tq.y(), tq.z(), tq.w(), m);
        float len = s.length();
        if (s.bone() < 0) {
            // PS2-DESIGN(POSE_OFFSET_RULES): start = P, all four words; the offset is not used.
            start.set(px, py, pz, pw);
            end.set(fm.add(px, fm.mul(len, m[0])), fm.add(py, fm.mul(len, m[1])), fm.add(pz, fm.mul(len, m[2])), 1f);
        } else {
            boneTransform(owner, s.bone());
            quatToMatrix(fm, tq.x(), tq.y(), tq.z(), tq.w(), mb);
            Float4 o = s.localOffset();
            transform(fm, mb, o.x(), o.y(), o.z(), o.w(), v);
            float ax = fm.add(tp.x(), v.x()), ay = fm.add(tp.y(), v.y()), az = fm.add(tp.z(), v.z()), aw = tp.w();
            float ex = fm.add(ax, fm.mul(len, mb[0])), ey = fm.add(ay, fm.mul(len, mb[1]));
            float ez = fm.add(az, fm.mul(len, mb[2]));
            transform(fm, m, ax, ay, az, aw, v);
            start.set(fm.add(px, v.x()), fm.add(py, v.y()), fm.add(pz, v.z()), 1f);
            transform(fm, m, ex, ey, ez, aw, v);
            end.set(fm.add(px, v.x()), fm.add(py, v.y()), fm.add(pz, v.z()), 1f);
        }
        endStep(s, start);
    }

    // ---- the box's own functions -----------------------------------------------------------------------------

    /** Unit 6, PhysicsBox_SetMatrix: previous = old position, axes = rows 0-2, position = row 3 + the offset (m). */
    public void boxSetMatrix(BoxShape b, Mat4 mat) {
        // Unit 6, PhysicsBox_SetMatrix (0x00343040)
        Float4 pos = b.centre();
        b.previous().set(pos);
        for (int i = 0; i < 3; i++) {
            b.axis(i).set(mat.get(i, 0), mat.get(i, 1), mat.get(i, 2), mat.get(i, 3));
        }
        Float4 o = b.localOffset();
        float ox = o.x(), oy = o.y(), oz = o.z();
        // m3 + m0·off.x + m1·off.y + m2·off.z, summed in the order the spec writes it.
        float x = rowPlusOffset(mat, 0, ox, oy, oz);
        float y = rowPlusOffset(mat, 1, ox, oy, oz);
        float z = rowPlusOffset(mat, 2, ox, oy, oz);
        pos.set(x, y, z, 1f);
    }

    /** Unit 6, PhysicsBox_GetCorners: the 8 corners (m, w = 1) into out[0..7], which must hold 8 Float4s. */
    public void boxCorners(BoxShape b, Float4[] out) {
        // Unit 6, PhysicsBox_GetCorners (0x003430e8)
        corners(fm, b, out);
    }

    /** ((m3 + m0·ox) + m1·oy) + m2·oz on lane j, through the model. */
    private float rowPlusOffset(Mat4 mat, int j, float ox, float oy, float oz) {
        return fm.add(fm.add(fm.add(mat.get(3, j), fm.mul(mat.get(0, j), ox)), fm.mul(mat.get(1, j), oy)),
                fm.mul(mat.get(2, j), oz));
    }

    /** PhysicsBox_GetCorners without an instance, computing with {@link FloatModel#IEEE}. */
    static void corners(BoxShape b, Float4[] out) {
        corners(FloatModel.IEEE, b, out);
    }

    /** PhysicsBox_GetCorners without an instance, for the bound (which is its only caller in the original). */
    static void corners(FloatModel f, BoxShape b, Float4[] out) {
        // Unit 6, PhysicsBox_GetCorners (0x003430e8)
        if (out.length < 8) {
            throw new IllegalArgumentException("box corners need 8 vectors, out holds " + out.length);
        }
        Float4 p = b.centre();
        Float4 h = b.halfExtents();
        Float4 a0 = b.axis(0), a1 = b.axis(1), a2 = b.axis(2);
        float hx = h.x(), hy = h.y(), hz = h.z();
        float xx = f.mul(hx, a0.x()), xy = f.mul(hx, a0.y()), xz = f.mul(hx, a0.z());
        float yx = f.mul(hy, a1.x()), yy = f.mul(hy, a1.y()), yz = f.mul(hy, a1.z());
        float zx = f.mul(hz, a2.x()), zy = f.mul(hz, a2.y()), zz = f.mul(hz, a2.z());
        for (int i = 0; i < 8; i++) {
            float cx, cy, cz;
            // The x part: + when i & 1.
            if ((i & 1) != 0) {
                cx = f.add(p.x(), xx);
                cy = f.add(p.y(), xy);
                cz = f.add(p.z(), xz);
            } else {
                cx = f.sub(p.x(), xx);
                cy = f.sub(p.y(), xy);
                cz = f.sub(p.z(), xz);
            }
            // The y part, the odd one out: − when i & 2.
            if ((i & 2) != 0) {
                cx = f.sub(cx, yx);
                cy = f.sub(cy, yy);
                cz = f.sub(cz, yz);
            } else {
                cx = f.add(cx, yx);
                cy = f.add(cy, yy);
                cz = f.add(cz, yz);
            }
            // The z part: + when i & 4.
            if ((i & 4) != 0) {
                cx = f.add(cx, zx);
                cy = f.add(cy, zy);
                cz = f.add(cz, zz);
            } else {
                cx = f.sub(cx, zx);
                cy = f.sub(cy, zy);
                cz = f.sub(cz, zz);
            }
            out[i].set(cx, cy, cz, 1f);
        }
    }

    // ---- helpers ---------------------------------------------------------------------------------------------

    /** The flag 0x10 start step: without 0x10, previous = the current position (the pose before this one). */
    private static void startStep(Shape s, Float4 position) {
        if ((s.flags() & ShapeFlags.RESET_PREVIOUS) == 0) {
            s.previous().set(position);
        }
    }

    /** The flag 0x10 end step: with 0x10, previous = the new position; then 0x10 is cleared, always. */
    private static void endStep(Shape s, Float4 position) {
        if ((s.flags() & ShapeFlags.RESET_PREVIOUS) != 0) {
            s.previous().set(position);
        }
        s.setFlags(s.flags() & ~ShapeFlags.RESET_PREVIOUS);
    }

    /**
     * Owner slot +0xb8 into the transform buffer that holds the body transform: an owner with no model writes
     * nothing, so the body transform stands as the bone's.
     */
    private void boneTransform(BodyOwner owner, int bone) {
        if (!owner.boneTransform(bone, tp, tq)) {
            if (fixMissingBone) {
                // No bone transform: the bone is the body's own frame (bone -1), at its origin with no rotation.
                tp.set(0f, 0f, 0f, 1f);
                tq.set(0f, 0f, 0f, 1f);
            } else {
                // PS2-UNCHECKED(MISSING_MODEL_BONE): the buffer keeps the body transform, read as the bone's.
                log.fired(Quirk.MISSING_MODEL_BONE);
            }
        }
    }

    /** True when a and b are different numbers (NaNs alike). */
    private boolean differs(float a, float b) {
        return !fm.eq(a, b) && (fm.eq(a, a) || fm.eq(b, b)); // IEEE: a NaN is unequal to itself
    }

    /** Quat_ToMatrix (0x00336500) computing with {@link FloatModel#IEEE}. */
    static void quatToMatrix(float x, float y, float z, float qw, float[] out) {
        quatToMatrix(FloatModel.IEEE, x, y, z, qw, out);
    }

    /** Quat_ToMatrix (0x00336500) into out (rows 0-3, 16 floats), in Quat.toMatrix's operations, through f. */
    static void quatToMatrix(FloatModel f, float x, float y, float z, float qw, float[] out) {
        float xx = f.mul(x, x), yy = f.mul(y, y), zz = f.mul(z, z);
        float xy = f.mul(x, y), xz = f.mul(x, z), yz = f.mul(y, z);
        float xw = f.mul(x, qw), yw = f.mul(y, qw), zw = f.mul(z, qw);
        out[0] = f.sub(1f, f.mul(2f, f.add(yy, zz)));
        out[1] = f.mul(2f, f.add(xy, zw));
        out[2] = f.mul(2f, f.sub(xz, yw));
        out[3] = 0f;
        out[4] = f.mul(2f, f.sub(xy, zw));
        out[5] = f.sub(1f, f.mul(2f, f.add(xx, zz)));
        out[6] = f.mul(2f, f.add(yz, xw));
        out[7] = 0f;
        out[8] = f.mul(2f, f.add(xz, yw));
        out[9] = f.mul(2f, f.sub(yz, xw));
        out[10] = f.sub(1f, f.mul(2f, f.add(xx, yy)));
        out[11] = 0f;
        out[12] = 0f;
        out[13] = 0f;
        out[14] = 0f;
        out[15] = 1f;
    }

    /** M v computing with {@link FloatModel#IEEE}. */
    static void transform(float[] mat, float x, float y, float z, float vw, Float4 out) {
        transform(FloatModel.IEEE, mat, x, y, z, vw, out);
    }

    /** M v = ((row0·x + row1·y) + row2·z) + row3·w per lane into out, as Mat4.transform computes it, through f. */
    static void transform(FloatModel f, float[] mat, float x, float y, float z, float vw, Float4 out) {
        out.set(lane(f, mat, 0, x, y, z, vw), lane(f, mat, 1, x, y, z, vw), lane(f, mat, 2, x, y, z, vw),
                lane(f, mat, 3, x, y, z, vw));
    }

    /** ((mat[j]·x + mat[4 + j]·y) + mat[8 + j]·z) + mat[12 + j]·w. */
    private static float lane(FloatModel f, float[] mat, int j, float x, float y, float z, float vw) {
        return f.add(f.add(f.add(f.mul(mat[j], x), f.mul(mat[4 + j], y)), f.mul(mat[8 + j], z)),
                f.mul(mat[12 + j], vw));
    }

    /** R(q) v by the direct form computing with {@link FloatModel#IEEE}. */
    static void rotateDirect(float x, float y, float z, float qw, Float4 vec, Float4 out) {
        rotateDirect(FloatModel.IEEE, x, y, z, qw, vec, out);
    }

    /** R(q) v by the direct form, (w² − |u|²) v + 2 (u·v) u + 2 w (u × v), as Quat.rotate, through f; w kept. */
    static void rotateDirect(FloatModel f, float x, float y, float z, float qw, Float4 vec, Float4 out) {
        float vx = vec.x(), vy = vec.y(), vz = vec.z();
        float uu = f.add(f.add(f.mul(x, x), f.mul(y, y)), f.mul(z, z));
        float s = f.sub(f.mul(qw, qw), uu);
        float uv2 = f.mul(2f, f.add(f.add(f.mul(x, vx), f.mul(y, vy)), f.mul(z, vz)));
        float w2 = f.mul(2f, qw);
        float cx = f.sub(f.mul(y, vz), f.mul(z, vy));
        float cy = f.sub(f.mul(z, vx), f.mul(x, vz));
        float cz = f.sub(f.mul(x, vy), f.mul(y, vx));
        out.set(f.add(f.add(f.mul(s, vx), f.mul(uv2, x)), f.mul(w2, cx)),
                f.add(f.add(f.mul(s, vy), f.mul(uv2, y)), f.mul(w2, cy)),
                f.add(f.add(f.mul(s, vz), f.mul(uv2, z)), f.mul(w2, cz)), vec.w());
    }
}
