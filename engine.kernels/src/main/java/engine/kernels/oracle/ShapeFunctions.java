package engine.kernels.oracle;

import static engine.api.oracle.Param.bool;
import static engine.api.oracle.Param.f32;
import static engine.api.oracle.Param.i32;
import static engine.api.oracle.Param.i64;
import static engine.api.oracle.Param.mat4;
import static engine.api.oracle.Param.quat;
import static engine.api.oracle.Param.vec4;

import engine.api.body.TypeMask;
import engine.api.kernel.KernelTable;
import engine.api.math.Float4;
import engine.api.math.Mat4;
import engine.api.math.Quat;
import engine.api.math.Vec4;
import engine.api.oracle.Args;
import engine.api.oracle.Param;
import engine.api.oracle.Results;
import engine.api.oracle.SpecFunction;
import engine.api.quirk.QuirkLog;
import engine.api.shape.BoxShape;
import engine.api.shape.CapsuleShape;
import engine.api.shape.SegmentShape;
import engine.api.shape.Shape;
import engine.api.shape.ShapeType;
import engine.api.shape.SphereShape;
import engine.api.slots.Slots;
import engine.kernels.shape.ShapeBounds;
import engine.kernels.shape.ShapePoses;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/**
 * Unit 6's shape functions as the oracle serves them: the constructors, SetSize, the poses, the box's SetMatrix
 * and GetCorners, PhysicsShape_GetBounds and the shape vtable's enable, set-position and set-from-matrix slots.
 * Every call builds its own shape, owner and scratch, so calls share nothing; fired quirks go to the call's log.
 * Body transforms are the spec's (P, q), bone transforms its (b, qb). One method per function, named after it;
 * {@link #table} registers each with its parameters (the five destructors share one).
 */
public final class ShapeFunctions {
    // The shape head, as results.
    private static final Param<Vec4> OFFSET_OUT = vec4("offset", "+0x10, the local offset (0, 0, 0, 1)");
    private static final Param<Integer> TYPE_OUT = i32("type", "+0x30, the type byte");
    private static final Param<Integer> BONE_OUT = i32("bone", "+0x31, -1");
    private static final Param<Integer> ENABLED_OUT = i32("flags", "+0x32, 0x1 (enabled)");
    private static final List<Param<?>> HEAD_OUT = List.of(OFFSET_OUT, TYPE_OUT, BONE_OUT, ENABLED_OUT);
    // A box's fields after a call.
    private static final Param<Vec4> A0_AFTER = vec4("A0", "+0x50 after, axis 0");
    private static final Param<Vec4> A1_AFTER = vec4("A1", "+0x60 after, axis 1");
    private static final Param<Vec4> A2_AFTER = vec4("A2", "+0x70 after, axis 2");
    private static final Param<Vec4> CENTRE_AFTER = vec4("position", "+0x80 after, the centre (m), w 1");
    private static final Param<Vec4> PREVIOUS_AFTER = vec4("previous", "+0x20 after (m)");
    private static final Param<Integer> POSE_FLAGS_AFTER = i32("flags", "+0x32 after (0x10 cleared)");
    // The pose arguments (see poseArgs).
    private static final Param<Vec4> OFFSET = vec4("offset", "+0x10, the local offset (m)");
    private static final Param<Integer> BONE = i32("bone", "+0x31, the bone (-128..127; negative: the body's own frame)");
    private static final Param<Integer> POSE_FLAGS = i32("flags", "+0x32 before, u16 (0x10: reset previous on this pose)");
    private static final Param<Vec4> PREVIOUS = vec4("previous", "+0x20 before (m)");
    private static final Param<Vec4> P = vec4("P", "the body position (m) the owner answers");
    private static final Param<Quat> Q = quat("q", "the body rotation the owner answers");
    private static final Param<Boolean> HAS_BONE = bool("hasBone",
            "the owner answers the bone call (false: no model, nothing written)");
    private static final Param<Vec4> B = vec4("b", "the bone position in the body frame (m, scaled; read for bone >= 0)");
    private static final Param<Quat> QB = quat("qb", "the bone rotation (read for bone >= 0)");
    private static final Param<Vec4> A0 = vec4("A0", "+0x50, axis 0");
    private static final Param<Vec4> A1 = vec4("A1", "+0x60, axis 1");
    private static final Param<Vec4> A2 = vec4("A2", "+0x70, axis 2");
    private static final Param<Vec4> HALF = vec4("half", "+0x40, the half extents (m)");
    private static final Param<Vec4> POSITION_AFTER = vec4("position", "the position field after");
    private final Supplier<KernelTable> tables;

    private ShapeFunctions(Supplier<KernelTable> tables) {
        this.tables = tables;
    }

    /**
     * The table of Unit 6 functions (Quat_ToMatrix and the AABB builders are in {@link CoreFunctions}); tables
     * supplies the provider's table, whose shape-pose and shape-bounds configs (model and corrections) they run with.
     */
    public static List<SpecFunction> table(Supplier<KernelTable> tables) {
        ShapeFunctions f = new ShapeFunctions(tables);
        List<SpecFunction> t = new ArrayList<>(List.of(
                SpecFunction.of("PhysicsShape_Construct", 6, "the shape head's defaults for a type byte",
                        List.of(TYPE_BYTE), List.of(OFFSET_OUT, TYPE_OUT, OWN_FRAME_BONE, ENABLED_OUT),
                        f::physicsShape_Construct),
                SpecFunction.of("PhysShapeSphere_Construct", 6, "a new sphere: the head with type 2, radius 0",
                        List.of(), with(HEAD_OUT, ZERO_RADIUS), f::physShapeSphere_Construct),
                SpecFunction.of("PhysicsBox_Construct", 6,
                        "a new box: the head with type 1, identity axes and position", List.of(),
                        with(HEAD_OUT, A0_IDENTITY, A1_IDENTITY, A2_IDENTITY, ORIGIN), f::physicsBox_Construct),
                SpecFunction.of("PhysShapeCapsule_Construct", 6,
                        "a new capsule: the head with type 3 (radius and height not written)", List.of(), HEAD_OUT,
                        f::physShapeCapsule_Construct),
                SpecFunction.of("PhysShapeSegment_Construct", 6,
                        "a new segment: the head with type 4 (nothing else written)", List.of(), HEAD_OUT,
                        f::physShapeSegment_Construct),
                SpecFunction.of("PhysicsBox_SetSize", 6,
                        "box half extents from full sizes: (0.5 sx, 0.5 sy, 0.5 sz, 1)", List.of(SX, SY, SZ),
                        List.of(HALF_OUT), f::physicsBox_SetSize),
                SpecFunction.of("PhysShapeCapsule_SetSize", 6,
                        "capsule size, height first: +0x44 = height, +0x40 = radius",
                        List.of(HEIGHT_F12, RADIUS_F13), List.of(HEIGHT_OUT, RADIUS_OUT),
                        f::physShapeCapsule_SetSize),
                SpecFunction.of("PhysicsShape_Enable", 6,
                        "shape vtable slot +0x18 (0x004f11c8, no Ghidra name): on sets flags 0x11, off clears 0x1",
                        List.of(ENABLE_FLAGS, ON), List.of(ENABLE_FLAGS_AFTER), f::physicsShape_Enable),
                SpecFunction.of("PhysicsShape_SetPosition", 6,
                        "shape vtable slot +0x08 (no Ghidra name): copies p into the position field, previous"
                                + " untouched",
                        List.of(POSITION_TYPE, NEW_POSITION, PREVIOUS), List.of(POSITION_AFTER, PREVIOUS_UNTOUCHED),
                        f::physicsShape_SetPosition),
                SpecFunction.of("PhysicsShape_SetFromMatrix", 6,
                        "shape vtable slot +0x30 (no Ghidra name but the box's): sphere centre = row 3; box"
                                + " PhysicsBox_SetMatrix (its axes: call that); capsule previous = base, base = row"
                                + " 3; segment nothing",
                        List.of(MATRIX_TYPE, MATRIX, BOX_OFFSET, POSITION_BEFORE, PREVIOUS),
                        List.of(POSITION_AFTER, PREVIOUS_OUT), f::physicsShape_SetFromMatrix),
                SpecFunction.of("PhysicsBox_SetMatrix", 6,
                        "box from a matrix: previous = old position, axes = rows 0-2, position = row 3 + m0 off.x +"
                                + " m1 off.y + m2 off.z",
                        List.of(WHOLE_MATRIX, LOCAL_OFFSET, CENTRE_BEFORE), BOX_OUT, f::physicsBox_SetMatrix),
                SpecFunction.of("PhysicsBox_GetCorners", 6,
                        "the 8 corners position + sx hx A0 + sy hy A1 + sz hz A2 (sy - when i & 2)",
                        List.of(CENTRE, HALF, A0, A1, A2), List.of(CORNERS), f::physicsBox_GetCorners),
                SpecFunction.of("PhysicsSphere_Pose", 6,
                        "sphere centre from the +0xa0 body transform (P, q) and, for bone >= 0, the bone transform"
                                + " (b, qb)",
                        poseArgs(SPHERE_CENTRE), List.of(SPHERE_CENTRE_AFTER, PREVIOUS_AFTER, POSE_FLAGS_AFTER),
                        f::physicsSphere_Pose),
                SpecFunction.of("PhysicsBox_Pose", 6,
                        "box axes and position from the +0xa0 body transform (P, q) and, for bone >= 0, the bone"
                                + " (b, qb); the bone offset is not rotated (BOX_BONE_OFFSET)",
                        poseArgs(CENTRE_BEFORE), with(BOX_OUT, POSE_FLAGS_AFTER), f::physicsBox_Pose),
                SpecFunction.of("PhysicsCapsule_Pose", 6,
                        "capsule base from the +0xa8 body transform (P, q); for a human also the height from the head"
                                + " bone b6.z and the +0x3be, jumping, cuffed and floor rules; flag 0x10 never used",
                        List.of(CAPSULE_OFFSET, CAPSULE_FLAGS, BASE, CAPSULE_HEIGHT, CAPSULE_P, CAPSULE_Q, HUMAN,
                                STORED_SCALE, SCENE_STATE, RAISE, STATE, TAKE_OFF, HUMAN_HAS_BONE, B6Z),
                        List.of(BASE_AFTER, OLD_BASE, HEIGHT_AFTER, FLAGS_UNCHANGED), f::physicsCapsule_Pose),
                SpecFunction.of("PhysShapeSegment_Pose", 6,
                        "segment start and end from the +0xa8 body transform (P, q) and, for bone >= 0, the bone"
                                + " (b, qb)",
                        poseArgs(START, LENGTH), List.of(START_AFTER, END_AFTER, PREVIOUS_AFTER, POSE_FLAGS_AFTER),
                        f::physShapeSegment_Pose),
                SpecFunction.of("PhysicsShape_GetBounds", 6,
                        "a shape's world box by type, then min' = min(min, max), max' = max(min', max)"
                                + " (SEGMENT_BOUND); another type byte writes nothing",
                        List.of(ANY_TYPE, BOUNDS_P, END, BOUNDS_R, BOUNDS_HEIGHT, BOX_HALF, BOX_A0, BOX_A1, BOX_A2,
                                MIN_BEFORE, MAX_BEFORE),
                        List.of(MIN_AFTER, MAX_AFTER), f::physicsShape_GetBounds)));
        // Unit 6, the destructors (PhysicsShape_Destroy 0x00342a70 and each type's): the vtable reset and, with
        // flags & 1, the heap free. Java leaves the memory to the collector, so the answer is whether it would free.
        for (String name : new String[] {"PhysicsShape_Destroy", "PhysicsSphere_Destroy", "PhysicsBox_Destroy",
            "PhysicsCapsule_Destroy", "PhysicsSegment_Destroy"}) {
            t.add(SpecFunction.of(name, 6, "the destructor: frees the shape when flags & 1 (here: reported, not freed)",
                    List.of(DESTROY_FLAGS), List.of(FREED), f::physicsShape_Destroy));
        }
        return List.copyOf(t);
    }

    /** A standalone shape-pose kernel with the table's config for the slot, reporting to log. */
    private ShapePoses poses(QuirkLog log) {
        return new ShapePoses(log, tables.get().config(Slots.SHAPE_POSE));
    }

    private static final Param<Integer> TYPE_BYTE = i32("type", "the type byte, 1 box, 2 sphere, 3 capsule, 4 segment");
    private static final Param<Integer> OWN_FRAME_BONE = i32("bone", "+0x31, -1 (the body's own frame)");

    private Results physicsShape_Construct(Args a, QuirkLog log) {
        Shape s = construct(type(a, TYPE_BYTE));
        return new Results().put(OFFSET_OUT, s.localOffset().toVec4()).put(TYPE_OUT, s.type().code())
                .put(OWN_FRAME_BONE, s.bone()).put(ENABLED_OUT, s.flags());
    }

    private static final Param<Float> ZERO_RADIUS = f32("radius", "+0x40, 0 (m)");

    private Results physShapeSphere_Construct(Args a, QuirkLog log) {
        SphereShape s = new SphereShape();
        return head(s).put(ZERO_RADIUS, s.radius());
    }

    private static final Param<Vec4> A0_IDENTITY = vec4("A0", "+0x50, (1, 0, 0, 0)");
    private static final Param<Vec4> A1_IDENTITY = vec4("A1", "+0x60, (0, 1, 0, 0)");
    private static final Param<Vec4> A2_IDENTITY = vec4("A2", "+0x70, (0, 0, 1, 0)");
    private static final Param<Vec4> ORIGIN = vec4("position", "+0x80, (0, 0, 0, 1)");

    private Results physicsBox_Construct(Args a, QuirkLog log) {
        BoxShape b = new BoxShape();
        return head(b).put(A0_IDENTITY, b.axis(0).toVec4()).put(A1_IDENTITY, b.axis(1).toVec4())
                .put(A2_IDENTITY, b.axis(2).toVec4()).put(ORIGIN, b.centre().toVec4());
    }

    private Results physShapeCapsule_Construct(Args a, QuirkLog log) {
        return head(new CapsuleShape());
    }

    private Results physShapeSegment_Construct(Args a, QuirkLog log) {
        return head(new SegmentShape());
    }

    private static final Param<Float> SX = f32("sx", "full size along A0 (m)");
    private static final Param<Float> SY = f32("sy", "along A1 (m)");
    private static final Param<Float> SZ = f32("sz", "along A2 (m)");
    private static final Param<Vec4> HALF_OUT = vec4("half", "+0x40, the half extents (m), w 1");

    private Results physicsBox_SetSize(Args a, QuirkLog log) {
        BoxShape b = new BoxShape();
        b.setSize(a.get(SX), a.get(SY), a.get(SZ));
        return new Results().put(HALF_OUT, b.halfExtents().toVec4());
    }

    private static final Param<Float> HEIGHT_F12 = f32("height", "the height (m), from f12");
    private static final Param<Float> RADIUS_F13 = f32("radius", "the radius (m), from f13");
    private static final Param<Float> HEIGHT_OUT = f32("height", "+0x44 (m)");
    private static final Param<Float> RADIUS_OUT = f32("radius", "+0x40 (m)");

    private Results physShapeCapsule_SetSize(Args a, QuirkLog log) {
        CapsuleShape c = new CapsuleShape();
        c.setSize(a.get(HEIGHT_F12), a.get(RADIUS_F13));
        return new Results().put(HEIGHT_OUT, c.height()).put(RADIUS_OUT, c.radius());
    }

    private static final Param<Integer> ENABLE_FLAGS = i32("flags", "+0x32 before, u16");
    private static final Param<Boolean> ON = bool("on", "switch on or off");
    private static final Param<Integer> ENABLE_FLAGS_AFTER = i32("flags", "+0x32 after");

    private Results physicsShape_Enable(Args a, QuirkLog log) {
        Shape s = new SphereShape();
        s.setFlags(u16(a, ENABLE_FLAGS));
        poses(log).enable(s, a.get(ON));
        return new Results().put(ENABLE_FLAGS_AFTER, s.flags());
    }

    private static final Param<Integer> POSITION_TYPE = i32("type",
            "1 box (+0x80), 2 sphere (+0x50), 3 capsule (+0x50), 4 segment (+0x40)");
    private static final Param<Vec4> NEW_POSITION = vec4("p", "the new position (m), all four words copied");
    private static final Param<Vec4> PREVIOUS_UNTOUCHED = vec4("previous", "+0x20 after (untouched)");

    private Results physicsShape_SetPosition(Args a, QuirkLog log) {
        Shape s = construct(type(a, POSITION_TYPE));
        s.previous().set(a.get(PREVIOUS));
        poses(log).setPosition(s, new Float4().set(a.get(NEW_POSITION)));
        return new Results().put(POSITION_AFTER, s.position().toVec4()).put(PREVIOUS_UNTOUCHED, s.previous().toVec4());
    }

    private static final Param<Integer> MATRIX_TYPE = i32("type", "1 box, 2 sphere, 3 capsule, 4 segment");
    private static final Param<Mat4> MATRIX = mat4("m", "rows 0-2 the axes, row 3 the position (m)");
    private static final Param<Vec4> BOX_OFFSET = vec4("offset", "+0x10, the local offset (m; the box reads it)");
    private static final Param<Vec4> POSITION_BEFORE = vec4("position", "the position field before (m)");
    private static final Param<Vec4> PREVIOUS_OUT = vec4("previous", "+0x20 after");

    private Results physicsShape_SetFromMatrix(Args a, QuirkLog log) {
        Shape s = construct(type(a, MATRIX_TYPE));
        s.localOffset().set(a.get(BOX_OFFSET));
        s.position().set(a.get(POSITION_BEFORE));
        s.previous().set(a.get(PREVIOUS));
        poses(log).setFromMatrix(s, a.get(MATRIX));
        return new Results().put(POSITION_AFTER, s.position().toVec4()).put(PREVIOUS_OUT, s.previous().toVec4());
    }

    private static final Param<Mat4> WHOLE_MATRIX = mat4("m", "rows 0-2 the axes (copied whole), row 3 the position (m)");
    private static final Param<Vec4> LOCAL_OFFSET = vec4("offset", "+0x10, the local offset (m)");
    private static final Param<Vec4> CENTRE_BEFORE = vec4("position", "+0x80 before (m)");
    private static final List<Param<?>> BOX_OUT = List.of(A0_AFTER, A1_AFTER, A2_AFTER, CENTRE_AFTER, PREVIOUS_AFTER);

    private Results physicsBox_SetMatrix(Args a, QuirkLog log) {
        BoxShape b = new BoxShape();
        b.localOffset().set(a.get(LOCAL_OFFSET));
        b.centre().set(a.get(CENTRE_BEFORE));
        poses(log).boxSetMatrix(b, a.get(WHOLE_MATRIX));
        return boxAfter(b);
    }

    private static final Param<Vec4> CENTRE = vec4("position", "+0x80, the centre (m)");
    private static final Param<Vec4>[] CORNERS = corners();

    @SuppressWarnings("unchecked") // an array of one generic type, filled here only
    private static Param<Vec4>[] corners() {
        Param<Vec4>[] out = new Param[8];
        for (int i = 0; i < 8; i++) {
            out[i] = vec4("out" + i, "corner " + i + ": signs x " + ((i & 1) != 0 ? "+" : "-") + ", y "
                    + ((i & 2) != 0 ? "-" : "+") + ", z " + ((i & 4) != 0 ? "+" : "-") + " (m), w 1");
        }
        return out;
    }

    private Results physicsBox_GetCorners(Args a, QuirkLog log) {
        BoxShape b = new BoxShape();
        b.centre().set(a.get(CENTRE));
        b.halfExtents().set(a.get(HALF));
        b.axis(0).set(a.get(A0));
        b.axis(1).set(a.get(A1));
        b.axis(2).set(a.get(A2));
        Float4[] out = new Float4[8];
        for (int i = 0; i < 8; i++) {
            out[i] = new Float4();
        }
        poses(log).boxCorners(b, out);
        Results r = new Results();
        for (int i = 0; i < 8; i++) {
            r.put(CORNERS[i], out[i].toVec4());
        }
        return r;
    }

    private static final Param<Vec4> SPHERE_CENTRE = vec4("centre", "+0x50 before (m)");
    private static final Param<Vec4> SPHERE_CENTRE_AFTER = vec4("centre", "+0x50 after (m), w 1");

    private Results physicsSphere_Pose(Args a, QuirkLog log) {
        SphereShape s = new SphereShape();
        head(s, a);
        s.centre().set(a.get(SPHERE_CENTRE));
        poses(log).poseSphere(s, bonedOwner(a));
        return new Results().put(SPHERE_CENTRE_AFTER, s.centre().toVec4()).put(PREVIOUS_AFTER, s.previous().toVec4())
                .put(POSE_FLAGS_AFTER, s.flags());
    }

    private Results physicsBox_Pose(Args a, QuirkLog log) {
        BoxShape b = new BoxShape();
        head(b, a);
        b.centre().set(a.get(CENTRE_BEFORE));
        poses(log).poseBox(b, bonedOwner(a));
        return boxAfter(b).put(POSE_FLAGS_AFTER, b.flags());
    }

    private static final Param<Vec4> CAPSULE_OFFSET = vec4("offset",
            "+0x10 (m; added unrotated for a non-human, unused for a human)");
    private static final Param<Integer> CAPSULE_FLAGS = i32("flags", "+0x32, u16 (not read or changed)");
    private static final Param<Vec4> BASE = vec4("base", "+0x50 before (m)");
    private static final Param<Float> CAPSULE_HEIGHT = f32("height", "+0x44 before (m; kept for a non-human)");
    private static final Param<Vec4> CAPSULE_P = vec4("P", "the body position (owner slot +0xa8, m)");
    private static final Param<Quat> CAPSULE_Q = quat("q", "the body rotation (owner slot +0xa8)");
    private static final Param<Boolean> HUMAN = bool("human", "the type mask has 0x40");
    private static final Param<Float> STORED_SCALE = f32("scale", "human +0x65c, the stored scale");
    private static final Param<Boolean> SCENE_STATE = bool("sceneState",
            "0x00227d28 holds (a stored scale under 1.1 reads as 1.0)");
    private static final Param<Integer> RAISE = i32("raise", "byte human +0x3be, 0..255");
    private static final Param<Long> STATE = i64("state", "the human's 64-bit state word (0x400000000 jumping,"
            + " 0x1000000000 long fall, 0x20000 cuffed; 0 for no state record)");
    private static final Param<Float> TAKE_OFF = f32("takeOff", "human +0x560, the take-off height (m)");
    private static final Param<Boolean> HUMAN_HAS_BONE = bool("hasBone",
            "the human has a model (false: the bone call writes nothing)");
    private static final Param<Float> B6Z = f32("b6z", "z of bone 6's position in the body frame (m, already scaled)");
    private static final Param<Vec4> BASE_AFTER = vec4("base", "+0x50 after (m)");
    private static final Param<Vec4> OLD_BASE = vec4("previous", "+0x20 after: the old base (m)");
    private static final Param<Float> HEIGHT_AFTER = f32("height", "+0x44 after (m)");
    private static final Param<Integer> FLAGS_UNCHANGED = i32("flags", "+0x32 after (unchanged)");

    private Results physicsCapsule_Pose(Args a, QuirkLog log) {
        CapsuleShape c = new CapsuleShape();
        c.localOffset().set(a.get(CAPSULE_OFFSET));
        c.setFlags(u16(a, CAPSULE_FLAGS));
        c.base().set(a.get(BASE));
        c.setHeight(a.get(CAPSULE_HEIGHT));
        ScriptOwner o = owner(a.get(CAPSULE_P), a.get(CAPSULE_Q));
        o.typeMask = a.get(HUMAN) ? TypeMask.HUMAN : 0;
        o.storedScale = a.get(STORED_SCALE);
        o.sceneState = a.get(SCENE_STATE);
        o.raise = a.get(RAISE);
        if (o.raise < 0 || o.raise > 255) {
            throw a.refuse(RAISE, o.raise + " is not a byte (0..255)");
        }
        o.state = a.get(STATE);
        o.takeOff = a.get(TAKE_OFF);
        o.hasBone = a.get(HUMAN_HAS_BONE);
        o.bonePosition = new Vec4(0f, 0f, a.get(B6Z), 1f);
        o.boneRotation = Quat.IDENTITY;
        poses(log).poseCapsule(c, o);
        return new Results().put(BASE_AFTER, c.base().toVec4()).put(OLD_BASE, c.previous().toVec4())
                .put(HEIGHT_AFTER, c.height()).put(FLAGS_UNCHANGED, c.flags());
    }

    private static final Param<Vec4> START = vec4("start", "+0x40 before (m)");
    private static final Param<Float> LENGTH = f32("length", "+0x64, the length along the bone's or body's x axis (m)");
    private static final Param<Vec4> START_AFTER = vec4("start", "+0x40 after (m)");
    private static final Param<Vec4> END_AFTER = vec4("end", "+0x50 after (m), w 1");

    private Results physShapeSegment_Pose(Args a, QuirkLog log) {
        SegmentShape s = new SegmentShape();
        head(s, a);
        s.start().set(a.get(START));
        s.setLength(a.get(LENGTH));
        poses(log).poseSegment(s, bonedOwner(a));
        return new Results().put(START_AFTER, s.start().toVec4()).put(END_AFTER, s.end().toVec4())
                .put(PREVIOUS_AFTER, s.previous().toVec4()).put(POSE_FLAGS_AFTER, s.flags());
    }

    private static final Param<Integer> ANY_TYPE = i32("type",
            "the type byte 0..255: 1 box, 2 sphere, 3 capsule, 4 segment");
    private static final Param<Vec4> BOUNDS_P = vec4("p",
            "the position: box +0x80, sphere centre, capsule base, segment start (m)");
    private static final Param<Vec4> END = vec4("end", "segment +0x50, the end (m; segment only)");
    private static final Param<Float> BOUNDS_R = f32("r", "the radius (m): sphere +0x40, capsule +0x40, segment +0x60");
    private static final Param<Float> BOUNDS_HEIGHT = f32("height", "capsule +0x44 (m; capsule only)");
    private static final Param<Vec4> BOX_HALF = vec4("half", "box +0x40, the half extents (m; box only)");
    private static final Param<Vec4> BOX_A0 = vec4("A0", "box axis 0 (box only)");
    private static final Param<Vec4> BOX_A1 = vec4("A1", "box axis 1");
    private static final Param<Vec4> BOX_A2 = vec4("A2", "box axis 2");
    private static final Param<Vec4> MIN_BEFORE = vec4("min", "the caller's min before (kept for another type byte)");
    private static final Param<Vec4> MAX_BEFORE = vec4("max", "the caller's max before (a box keeps its w)");
    private static final Param<Vec4> MIN_AFTER = vec4("min", "the box's min (m), w = max's");
    private static final Param<Vec4> MAX_AFTER = vec4("max", "the box's max (m)");

    private Results physicsShape_GetBounds(Args a, QuirkLog log) {
        int type = a.get(ANY_TYPE);
        if (type < 0 || type > 255) {
            throw a.refuse(ANY_TYPE, type + " is not a byte (0..255)");
        }
        Float4 min = new Float4().set(a.get(MIN_BEFORE));
        Float4 max = new Float4().set(a.get(MAX_BEFORE));
        if (type >= 1 && type <= 4) {
            Shape s = construct(ShapeType.ofCode(type));
            float r = a.get(BOUNDS_R);
            switch (s.type()) {
                case BOX -> {
                    BoxShape b = (BoxShape) s;
                    b.centre().set(a.get(BOUNDS_P));
                    b.halfExtents().set(a.get(BOX_HALF));
                    b.axis(0).set(a.get(BOX_A0));
                    b.axis(1).set(a.get(BOX_A1));
                    b.axis(2).set(a.get(BOX_A2));
                }
                case SPHERE -> {
                    ((SphereShape) s).centre().set(a.get(BOUNDS_P));
                    ((SphereShape) s).setRadius(r);
                }
                case CAPSULE -> {
                    ((CapsuleShape) s).base().set(a.get(BOUNDS_P));
                    ((CapsuleShape) s).setSize(a.get(BOUNDS_HEIGHT), r);
                }
                case SEGMENT -> {
                    ((SegmentShape) s).start().set(a.get(BOUNDS_P));
                    ((SegmentShape) s).end().set(a.get(END));
                    ((SegmentShape) s).setRadius(r);
                }
                default -> throw new IllegalStateException("type " + s.type());
            }
            new ShapeBounds(tables.get().config(Slots.SHAPE_BOUNDS)).bounds(s, min, max, log);
        }
        // Any other type byte: nothing written, the caller's box comes back as it was.
        return new Results().put(MIN_AFTER, min.toVec4()).put(MAX_AFTER, max.toVec4());
    }

    private static final Param<Integer> DESTROY_FLAGS = i32("flags", "the destructor's flags argument");
    private static final Param<Boolean> FREED = bool("freed", "flags & 1: the original frees the shape's memory");

    /** Every shape destructor: the answer is whether the original would free the memory. */
    private Results physicsShape_Destroy(Args a, QuirkLog log) {
        return new Results().put(FREED, (a.get(DESTROY_FLAGS) & 1) != 0);
    }

    // ---- helpers ---------------------------------------------------------------------------------------------

    private static Shape construct(ShapeType type) {
        return switch (type) {
            case BOX -> new BoxShape();
            case SPHERE -> new SphereShape();
            case CAPSULE -> new CapsuleShape();
            case SEGMENT -> new SegmentShape();
        };
    }

    private static List<Param<?>> with(List<Param<?>> first, Param<?>... more) {
        List<Param<?>> r = new ArrayList<>(first);
        r.addAll(List.of(more));
        return r;
    }

    /** The arguments every bone-capable pose takes: the head, the old position field(s), (P, q) and (b, qb). */
    private static List<Param<?>> poseArgs(Param<?>... fields) {
        List<Param<?>> r = new ArrayList<>(List.of(OFFSET, BONE, POSE_FLAGS, PREVIOUS));
        r.addAll(List.of(fields));
        r.addAll(List.of(P, Q, HAS_BONE, B, QB));
        return r;
    }

    private static Results head(Shape s) {
        return new Results().put(OFFSET_OUT, s.localOffset().toVec4()).put(TYPE_OUT, s.type().code())
                .put(BONE_OUT, s.bone()).put(ENABLED_OUT, s.flags());
    }

    private static Results boxAfter(BoxShape b) {
        return new Results().put(A0_AFTER, b.axis(0).toVec4()).put(A1_AFTER, b.axis(1).toVec4())
                .put(A2_AFTER, b.axis(2).toVec4()).put(CENTRE_AFTER, b.centre().toVec4())
                .put(PREVIOUS_AFTER, b.previous().toVec4());
    }

    /** The shape head of a pose call: offset, bone, flags and previous. */
    private static void head(Shape s, Args a) {
        s.localOffset().set(a.get(OFFSET));
        int bone = a.get(BONE);
        if (bone < Byte.MIN_VALUE || bone > Byte.MAX_VALUE) {
            throw a.refuse(BONE, bone + " is not a signed byte (-128..127)");
        }
        s.setBone(bone);
        s.setFlags(u16(a, POSE_FLAGS));
        s.previous().set(a.get(PREVIOUS));
    }

    private static ShapeType type(Args a, Param<Integer> p) {
        int type = a.get(p);
        if (type < 1 || type > 4) {
            throw a.refuse(p, type + " is not 1 (box), 2 (sphere), 3 (capsule) or 4 (segment)");
        }
        return ShapeType.ofCode(type);
    }

    private static int u16(Args a, Param<Integer> p) {
        int flags = a.get(p);
        if ((flags & ~0xffff) != 0) {
            throw a.refuse(p, "0x" + Integer.toHexString(flags) + " does not fit the u16 at +0x32");
        }
        return flags;
    }

    /** The owner of a bone-capable pose: (P, q) and the bone answer (b, qb) when it has one. */
    private static ScriptOwner bonedOwner(Args a) {
        ScriptOwner o = owner(a.get(P), a.get(Q));
        o.hasBone = a.get(HAS_BONE);
        o.bonePosition = a.get(B);
        o.boneRotation = a.get(QB);
        return o;
    }

    /** An owner at the body transform (p, q); its other answers are set by the caller. */
    private static ScriptOwner owner(Vec4 p, Quat q) {
        ScriptOwner o = new ScriptOwner(0);
        o.typeMask = 0;
        o.position = p;
        o.rotation = q;
        return o;
    }
}
