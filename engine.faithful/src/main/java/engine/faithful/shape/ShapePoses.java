package engine.faithful.shape;

import engine.api.body.TypeMask;
import engine.api.math.Float4;
import engine.api.math.Mat4;
import engine.api.owner.BodyOwner;
import engine.api.owner.HumanOwner;
import engine.api.owner.OwnerState;
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
 * <p>Quirks reported to the log given at construction: {@link Quirk#BOX_BONE_OFFSET} when the unrotated bone
 * offset changes a box's position, {@link Quirk#MISSING_MODEL_BONE} when an owner answers no bone transform.
 */
public class ShapePoses {
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

    private final QuirkLog log;
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

    /** Poses that report fired quirks to log (must not allocate). */
    public ShapePoses(QuirkLog log) {
        this.log = Objects.requireNonNull(log, "log");
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
        // Unit 6, shape vtable +0x08 / +0x0c (0x004f1200 sphere, 0x004f1220 box, 0x004f1238 capsule, 0x004f1250 segment)
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
            rotateDirect(tq.x(), tq.y(), tq.z(), tq.w(), o, v);
            c.set(tp.x() + v.x(), tp.y() + v.y(), tp.z() + v.z(), 1f);
        } else {
            float px = tp.x(), py = tp.y(), pz = tp.z();
            quatToMatrix(tq.x(), tq.y(), tq.z(), tq.w(), m);
            boneTransform(owner, s.bone());
            quatToMatrix(tq.x(), tq.y(), tq.z(), tq.w(), mb);
            transform(mb, o.x(), o.y(), o.z(), o.w(), v);
            transform(m, tp.x() + v.x(), tp.y() + v.y(), tp.z() + v.z(), tp.w(), v);
            c.set(px + v.x(), py + v.y(), pz + v.z(), 1f);
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
        quatToMatrix(tq.x(), tq.y(), tq.z(), tq.w(), m);
        Float4 o = b.localOffset();
        if (b.bone() < 0) {
            for (int i = 0; i < 3; i++) {
                b.axis(i).set(m[4 * i], m[4 * i + 1], m[4 * i + 2], m[4 * i + 3]);
            }
            transform(m, o.x(), o.y(), o.z(), o.w(), v);
            pos.set(px + v.x(), py + v.y(), pz + v.z(), 1f);
        } else {
            boneTransform(owner, b.bone());
            quatToMatrix(tq.x(), tq.y(), tq.z(), tq.w(), mb);
            for (int i = 0; i < 3; i++) {
                transform(m, mb[4 * i], mb[4 * i + 1], mb[4 * i + 2], mb[4 * i + 3], b.axis(i));
            }
            // PS2-BUG(BOX_BONE_OFFSET): b + offset, the offset not turned by the bone's rotation (0x00342f10).
            transform(m, tp.x() + o.x(), tp.y() + o.y(), tp.z() + o.z(), tp.w(), v);
            float x = px + v.x(), y = py + v.y(), z = pz + v.z();
            // Report only when the rotated offset (the sphere's and segment's rule) would give another position.
            transform(mb, o.x(), o.y(), o.z(), o.w(), w);
            transform(m, tp.x() + w.x(), tp.y() + w.y(), tp.z() + w.z(), tp.w(), w);
            if (differs(x, px + w.x()) || differs(y, py + w.y()) || differs(z, pz + w.z())) {
                log.fired(Quirk.BOX_BONE_OFFSET);
            }
            pos.set(x, y, z, 1f);
        }
        endStep(b, pos);
    }

    /**
     * Unit 6, PhysicsCapsule_Pose: base (m) from the owner's +0xa8 transform; for a human (type mask 0x40, a
     * {@link HumanOwner}) also the height from the head bone and the state rules. Never reads or clears flag 0x10.
     *
     * @throws IllegalArgumentException when the type mask says human but the owner is not a {@link HumanOwner}
     */
    public void poseCapsule(CapsuleShape c, BodyOwner owner) {
        // Unit 6, PhysicsCapsule_Pose (0x00343518)
        // PS2-DESIGN(CAPSULE_NO_FLAG10): previous = the old base on every pose; flag 0x10 neither read nor cleared.
        int mask = owner.typeMask();
        Float4 base = c.base();
        if ((mask & TypeMask.HUMAN) == 0) {
            c.previous().set(base);
            owner.transform(tp, tq);
            Float4 o = c.localOffset();
            // PS2-DESIGN(POSE_OFFSET_RULES): the offset is added unrotated (0x00343734).
            base.set(tp.x() + o.x(), tp.y() + o.y(), tp.z() + o.z(), 1f);
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
        float height = b6z + HEAD_MARGIN * h.scale();
        if (h.capsuleRaise() != 0) {
            base.set3(base.x(), base.y(), base.z() + RAISE * h.scale());
            height = height - RAISE * h.scale();
        } else if ((h.stateFlags() & OwnerState.JUMPING) != 0 && (h.stateFlags() & OwnerState.LONG_FALL) == 0) {
            base.set3(base.x(), base.y(), base.z() + JUMP * h.scale());
            height = height - JUMP * h.scale();
            float takeOff = h.takeOffHeight();
            // PS2-DESIGN(CAPSULE_JUMP_CAP_UNSCALED): the 0.7 m cap above the take-off is not times the scale.
            if (base.z() - takeOff > JUMP) {
                base.set3(base.x(), base.y(), takeOff + JUMP);
                height = ((b6z + HEAD_MARGIN * h.scale()) + pz) - base.z();
            }
        } else if ((h.stateFlags() & OwnerState.CUFFED) != 0) {
            height = CUFFED_HEIGHT * h.scale();
        }
        if (height < HEAD_MARGIN * h.scale()) {
            height = HEAD_MARGIN * h.scale();
        }
        c.setHeight(height);
    }

    /** Unit 6, PhysShapeSegment_Pose: start and end (m) from the owner's +0xa8 transform and, with a bone, its bone. */
    public void poseSegment(SegmentShape s, BodyOwner owner) {
        // Unit 6, PhysShapeSegment_Pose (0x00343810)
        Float4 start = s.start();
        Float4 end = s.end();
        startStep(s, start);
        owner.transform(tp, tq);
        float px = tp.x(), py = tp.y(), pz = tp.z(), pw = tp.w();
        quatToMatrix(tq.x(), tq.y(), tq.z(), tq.w(), m);
        float len = s.length();
        if (s.bone() < 0) {
            // PS2-DESIGN(POSE_OFFSET_RULES): start = P, all four words; the offset is not used.
            start.set(px, py, pz, pw);
            end.set(px + len * m[0], py + len * m[1], pz + len * m[2], 1f);
        } else {
            boneTransform(owner, s.bone());
            quatToMatrix(tq.x(), tq.y(), tq.z(), tq.w(), mb);
            Float4 o = s.localOffset();
            transform(mb, o.x(), o.y(), o.z(), o.w(), v);
            float ax = tp.x() + v.x(), ay = tp.y() + v.y(), az = tp.z() + v.z(), aw = tp.w();
            float ex = ax + len * mb[0], ey = ay + len * mb[1], ez = az + len * mb[2];
            transform(m, ax, ay, az, aw, v);
            start.set(px + v.x(), py + v.y(), pz + v.z(), 1f);
            transform(m, ex, ey, ez, aw, v);
            end.set(px + v.x(), py + v.y(), pz + v.z(), 1f);
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
        float x = ((mat.get(3, 0) + mat.get(0, 0) * ox) + mat.get(1, 0) * oy) + mat.get(2, 0) * oz;
        float y = ((mat.get(3, 1) + mat.get(0, 1) * ox) + mat.get(1, 1) * oy) + mat.get(2, 1) * oz;
        float z = ((mat.get(3, 2) + mat.get(0, 2) * ox) + mat.get(1, 2) * oy) + mat.get(2, 2) * oz;
        pos.set(x, y, z, 1f);
    }

    /** Unit 6, PhysicsBox_GetCorners: the 8 corners (m, w = 1) into out[0..7], which must hold 8 Float4s. */
    public void boxCorners(BoxShape b, Float4[] out) {
        // Unit 6, PhysicsBox_GetCorners (0x003430e8)
        corners(b, out);
    }

    /** PhysicsBox_GetCorners without an instance, for the bound (which is its only caller in the original). */
    static void corners(BoxShape b, Float4[] out) {
        // Unit 6, PhysicsBox_GetCorners (0x003430e8)
        if (out.length < 8) {
            throw new IllegalArgumentException("box corners need 8 vectors, out holds " + out.length);
        }
        Float4 p = b.centre();
        Float4 h = b.halfExtents();
        Float4 a0 = b.axis(0), a1 = b.axis(1), a2 = b.axis(2);
        float hx = h.x(), hy = h.y(), hz = h.z();
        float xx = hx * a0.x(), xy = hx * a0.y(), xz = hx * a0.z();
        float yx = hy * a1.x(), yy = hy * a1.y(), yz = hy * a1.z();
        float zx = hz * a2.x(), zy = hz * a2.y(), zz = hz * a2.z();
        for (int i = 0; i < 8; i++) {
            float cx, cy, cz;
            // The x part: + when i & 1.
            if ((i & 1) != 0) {
                cx = p.x() + xx;
                cy = p.y() + xy;
                cz = p.z() + xz;
            } else {
                cx = p.x() - xx;
                cy = p.y() - xy;
                cz = p.z() - xz;
            }
            // The y part, the odd one out: − when i & 2.
            if ((i & 2) != 0) {
                cx = cx - yx;
                cy = cy - yy;
                cz = cz - yz;
            } else {
                cx = cx + yx;
                cy = cy + yy;
                cz = cz + yz;
            }
            // The z part: + when i & 4.
            if ((i & 4) != 0) {
                cx = cx + zx;
                cy = cy + zy;
                cz = cz + zz;
            } else {
                cx = cx - zx;
                cy = cy - zy;
                cz = cz - zz;
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
            // PS2-UNCHECKED(MISSING_MODEL_BONE): the buffer keeps the body transform, read as the bone's.
            log.fired(Quirk.MISSING_MODEL_BONE);
        }
    }

    /** True when a and b are different numbers (NaNs alike). */
    private static boolean differs(float a, float b) {
        return a != b && !(Float.isNaN(a) && Float.isNaN(b));
    }

    /** Quat_ToMatrix (0x00336500) into out (rows 0-3, 16 floats), in the same operations as Quat.toMatrix. */
    static void quatToMatrix(float x, float y, float z, float qw, float[] out) {
        float xx = x * x, yy = y * y, zz = z * z;
        float xy = x * y, xz = x * z, yz = y * z;
        float xw = x * qw, yw = y * qw, zw = z * qw;
        out[0] = 1f - 2f * (yy + zz);
        out[1] = 2f * (xy + zw);
        out[2] = 2f * (xz - yw);
        out[3] = 0f;
        out[4] = 2f * (xy - zw);
        out[5] = 1f - 2f * (xx + zz);
        out[6] = 2f * (yz + xw);
        out[7] = 0f;
        out[8] = 2f * (xz + yw);
        out[9] = 2f * (yz - xw);
        out[10] = 1f - 2f * (xx + yy);
        out[11] = 0f;
        out[12] = 0f;
        out[13] = 0f;
        out[14] = 0f;
        out[15] = 1f;
    }

    /** M v = ((row0·x + row1·y) + row2·z) + row3·w per lane into out, as Mat4.transform computes it. */
    static void transform(float[] mat, float x, float y, float z, float vw, Float4 out) {
        out.set(((mat[0] * x + mat[4] * y) + mat[8] * z) + mat[12] * vw,
                ((mat[1] * x + mat[5] * y) + mat[9] * z) + mat[13] * vw,
                ((mat[2] * x + mat[6] * y) + mat[10] * z) + mat[14] * vw,
                ((mat[3] * x + mat[7] * y) + mat[11] * z) + mat[15] * vw);
    }

    /** R(q) v by the direct form, (w² − |u|²) v + 2 (u·v) u + 2 w (u × v), as Quat.rotate; v's w kept. */
    static void rotateDirect(float x, float y, float z, float qw, Float4 vec, Float4 out) {
        float vx = vec.x(), vy = vec.y(), vz = vec.z();
        float uu = (x * x + y * y) + z * z;
        float s = qw * qw - uu;
        float uv2 = 2f * ((x * vx + y * vy) + z * vz);
        float w2 = 2f * qw;
        float cx = y * vz - z * vy;
        float cy = z * vx - x * vz;
        float cz = x * vy - y * vx;
        out.set((s * vx + uv2 * x) + w2 * cx, (s * vy + uv2 * y) + w2 * cy, (s * vz + uv2 * z) + w2 * cz, vec.w());
    }
}
