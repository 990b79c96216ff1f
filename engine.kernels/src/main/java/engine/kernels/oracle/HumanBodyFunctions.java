package engine.kernels.oracle;

import static engine.api.oracle.Param.aabb;
import static engine.api.oracle.Param.bool;
import static engine.api.oracle.Param.f32;
import static engine.api.oracle.Param.floats;
import static engine.api.oracle.Param.i32;
import static engine.api.oracle.Param.i64;
import static engine.api.oracle.Param.ints;
import static engine.api.oracle.Param.mat4;
import static engine.api.oracle.Param.quat;
import static engine.api.oracle.Param.vec4;

import engine.api.body.Body;
import engine.api.body.Contact;
import engine.api.body.HumanBody;
import engine.api.kernel.KernelTable;
import engine.api.kernel.sweep.ContactResolution;
import engine.api.kernel.sweep.MoveState;
import engine.api.math.Aabb;
import engine.api.math.Float4;
import engine.api.math.Mat4;
import engine.api.math.Quat;
import engine.api.math.Vec4;
import engine.api.oracle.Args;
import engine.api.oracle.FunctionArgumentException;
import engine.api.oracle.Param;
import engine.api.oracle.Results;
import engine.api.oracle.SpecFunction;
import engine.api.quirk.QuirkLog;
import engine.api.shape.CapsuleShape;
import engine.api.shape.SegmentShape;
import engine.api.shape.Shape;
import engine.api.shape.SphereShape;
import engine.api.slots.Slots;
import engine.kernels.human.HumanBodies;
import engine.kernels.pool.BodyPools;
import engine.kernels.world.PhysicsWorld;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/**
 * Unit 10's record, update, moved and sphere functions as the oracle serves them. Each call creates a human body in
 * a fresh world of the provider's table (IPhysics_CreateHumanBody for a human owner described by "position", "scale",
 * "reach" and "head", the height every bone answers at), so a corrected provider answers with its corrections. One
 * method per function, named after it; {@link #table} registers each with its parameters.
 */
public final class HumanBodyFunctions {
    private static final Param<Vec4> POSITION = vec4("position", "the human's position (m; default the origin)")
            .orAbsent();
    private static final Param<Float> SCALE = f32("scale", "the stored scale +0x65c (default 1)").orAbsent();
    private static final Param<Float> REACH = f32("reach", "the current clip's reach (m, default 0)").orAbsent();
    private static final Param<Float> HEAD = f32("head",
            "the z every bone answers at in the body frame (m, default 1.6)").orAbsent();
    private static final Param<Quat> ROTATION = quat("rotation",
            "the human's rotation +0xa0 (unit quaternion, default identity)").orAbsent();
    private static final Param<Boolean> SCENE = bool("scene",
            "Human_IsInSceneState: the scale reads 1.0 while +0x65c < 1.1 (default false)").orAbsent();
    private static final Param<Float> WEIGHT = f32("weight", "the human's attribute 1, w (kg-like, > 0; default 82)")
            .orAbsent();
    private static final Param<Vec4> HELD_OBJECT = vec4("heldObject",
            "Human_GetHeldObject: the held object's position (m; default none held)").orAbsent();
    static final Param<float[]> BONE_TRANSFORMS = floats("boneTransforms",
            "bones given their own transform +0xb8, eight floats each: bone (0..127), x, y, z (m, body frame),"
                    + " qx, qy, qz, qw (default every bone at (0, 0, head), identity)").orAbsent();
    /** The human owner {@link #owner(String, Args)} reads. */
    private static final List<Param<?>> HUMAN = List.of(POSITION, ROTATION, SCALE, REACH, HEAD, SCENE, WEIGHT,
            HELD_OBJECT, BONE_TRANSFORMS);
    private static final Param<Integer> CHAIN_COUNT = i32("chain", "spheres on +0xc4 after");
    private static final Param<Aabb> BROAD_AFTER = aabb("broad", "+0x90 after");
    private static final Param<Vec4> BASE = vec4("base", "the capsule's base");
    private final Supplier<KernelTable> tables;

    private HumanBodyFunctions(Supplier<KernelTable> tables) {
        this.tables = tables;
    }

    /** The table; tables supplies this provider's kernel table for each call's world. */
    public static List<SpecFunction> table(Supplier<KernelTable> tables) {
        HumanBodyFunctions f = new HumanBodyFunctions(tables);
        return List.of(
                SpecFunction.of("PhysicsHumanBody_Construct", 10,
                        "the human body record's constructed fields: flags 0x8000043f, every added field 0", List.of(),
                        List.of(FLAGS, STRIKE_BITS, WEAPON_TIMER, IGNORE_LEVEL, BROAD_MIN, BROAD_MAX),
                        f::physicsHumanBody_Construct),
                SpecFunction.of("PhysicsHumanBody_GetShapes", 10,
                        "a created human's +0x30, the capsule (whatever arguments), before and after"
                                + " PhysicsHumanBody_Destroy",
                        HUMAN, List.of(FIRST, AFTER_DESTROY), f::physicsHumanBody_GetShapes),
                SpecFunction.of("PhysicsHumanBody_Destroy", 10,
                        "a created human's destructor: the vtable reset, then the body's, which drops the first shape"
                                + " +0x30",
                        HUMAN, List.of(FIRST_BEFORE, FIRST_AFTER, BONE_SHAPES), f::physicsHumanBody_Destroy),
                SpecFunction.of("PhysicsHumanBody_AddBoneShape", 10,
                        "bone shapes appended at the tail: flags |= 0x2, and 0x4 for bones 3 and 6",
                        List.of(BONES, TYPES), List.of(BONE_CHAIN, BONE_FLAGS), f::physicsHumanBody_AddBoneShape),
                SpecFunction.of("PhysicsBody_ApplyHumanScale", 10,
                        "the capsule (2 s, 0.35 s) and the ten bone shapes from the bone tables times the human's"
                                + " scale",
                        HUMAN, List.of(CAPSULE_HEIGHT, CAPSULE_RADIUS, RADII, LENGTHS, OFFSETS),
                        f::physicsBody_ApplyHumanScale),
                SpecFunction.of("PhysicsHumanBody_Update", 10,
                        "a created human updated once more: the capsule when dirty, the broad bound when dirty, timed"
                                + " or striking",
                        human(STRIKE_BITS_BEFORE, WEAPON_TIMER_BEFORE, WEAPONS, FLAGS_BEFORE, BROAD_BEFORE,
                                PUSH_SPHERE_HELD),
                        List.of(FLAGS_AFTER, BROAD, BASE, HEIGHT, PUSH_CENTRE), f::physicsHumanBody_Update),
                SpecFunction.of("PhysicsHumanBody_Moved", 10,
                        "a created human moved by a matrix: the capsule, the unscaled broad bound, the switched-on"
                                + " spheres",
                        human(MATRIX, HAND_BEFORE, HAND_PREVIOUS_BEFORE, SWITCHED_ON, CENTRES_BEFORE,
                                PREVIOUS_BEFORE),
                        List.of(BROAD_AFTER, BASE, BASE_PREVIOUS, HAND, HAND_PREVIOUS, SHAPE_BONES, CENTRES,
                                PREVIOUS), f::physicsHumanBody_Moved),
                SpecFunction.of("PhysicsHumanBody_SetPushSphere", 10,
                        "on takes the first free 2.0 m sphere when none is held (none left: none), off frees it",
                        List.of(TAKEN, SETUP, ON), List.of(HELD, RADIUS, SPHERE_FLAGS),
                        f::physicsHumanBody_SetPushSphere),
                SpecFunction.of("PhysicsHumanBody_AddStrikeSphere", 10,
                        "weapon strike spheres from the pool, enabled and pushed at the head of +0xc4; then,"
                                + " optionally, PhysicsHumanBody_ClearStrikeSpheres",
                        List.of(ADD_COUNT, CLEAR), List.of(CHAIN_COUNT, ADDED_FLAGS),
                        f::physicsHumanBody_AddStrikeSphere),
                SpecFunction.of("PhysicsHumanBody_ClearStrikeSpheres", 10,
                        "pops every weapon strike sphere of +0xc4, switching each off (enable(off), next 0)",
                        List.of(CLEAR_COUNT), List.of(CHAIN_COUNT, SPHERES_FLAGS, LINKED),
                        f::physicsHumanBody_ClearStrikeSpheres),
                SpecFunction.of("PhysicsHumanBody_OnStruck", 10,
                        "the human body's 'you were pushed' after a code-4 push: the owner's Human_OnPushContact; the"
                                + " mover (weight moverWeight) meets the human (weight, push weight k) with normal n at"
                                + " fraction f",
                        human(K, PASS_MOVE, MOVER_WEIGHT, NORMAL, CONTACT_F, UNPUSHABLE),
                        List.of(CALLS, PUSH, PUSH_OUT), f::physicsHumanBody_OnStruck));
    }

    private static List<Param<?>> human(Param<?>... more) {
        List<Param<?>> out = new ArrayList<>(HUMAN);
        out.addAll(List.of(more));
        return out;
    }

    /** A human owner as the HUMAN arguments of a describe it. */
    static ScriptOwner owner(String name, Args a) {
        ScriptOwner o = human(name, a.get(POSITION, Vec4.ZERO_POINT), a.get(SCALE, 1f), a.get(REACH, 0f),
                a.get(HEAD, 1.6f));
        o.rotation = a.get(ROTATION, Quat.IDENTITY);
        o.sceneState = a.get(SCENE, false);
        o.attributes[1] = a.get(WEIGHT, 82f);
        if (a.has(HELD_OBJECT)) {
            o.held = heldObject(a.get(HELD_OBJECT));
        }
        poseBones(a, BONE_TRANSFORMS, a.get(BONE_TRANSFORMS, new float[0]), o);
        return o;
    }

    /**
     * Unit 10, the owner's bone transform (+0xb8): o answers each bone of records (bone, x, y, z, qx, qy, qz, qw)
     * at its own transform; an error naming p when records are not eight floats each or a bone is out of range.
     */
    static void poseBones(Args a, Param<float[]> p, float[] records, ScriptOwner o) {
        if (records.length % 8 != 0) {
            throw a.refuse(p, "needs eight floats per bone (bone, x, y, z, qx, qy, qz, qw), got " + records.length);
        }
        int n = records.length / 8;
        o.posedBones = new int[n];
        o.posedPositions = new Vec4[n];
        o.posedRotations = new Quat[n];
        for (int i = 0; i < n; i++) {
            float b = records[8 * i];
            if (b != (int) b || b < 0 || b > Byte.MAX_VALUE) {
                throw a.refuse(p, "bone " + b + " (record " + i + ") is not a whole number in 0..127");
            }
            o.posedBones[i] = (int) b;
            o.posedPositions[i] = Vec4.point(records[8 * i + 1], records[8 * i + 2], records[8 * i + 3]);
            o.posedRotations[i] = new Quat(records[8 * i + 4], records[8 * i + 5], records[8 * i + 6],
                    records[8 * i + 7]);
        }
    }

    /** An object a human holds, at position (type mask 0x8, no body). */
    static ScriptOwner heldObject(Vec4 position) {
        ScriptOwner h = new ScriptOwner("held");
        h.typeMask = engine.api.body.TypeMask.OBJECT;
        h.position = position;
        return h;
    }

    /** A human owner (type mask 0x40, weight 82, every bone at (0, 0, head)). */
    static ScriptOwner human(String name, Vec4 position, float scale, float reach, float head) {
        ScriptOwner o = new ScriptOwner(name);
        o.typeMask = 0x40;
        o.position = position;
        o.storedScale = scale;
        o.reach = reach;
        o.hasBone = true;
        o.bonePosition = Vec4.point(0f, 0f, head);
        o.attributes[1] = 82f;
        return o;
    }

    /**
     * A created and updated human body of owner in w.
     *
     * @throws FunctionArgumentException when the pool has no free human body (a faithful pool holds 60)
     */
    static HumanBody created(PhysicsWorld w, ScriptOwner o) {
        return created(w, o, w.bodyPools().createHumanBody(w, o));
    }

    /** hb, created for o, updated once; an argument error when it is null (the pool was full). */
    static HumanBody created(PhysicsWorld w, ScriptOwner o, HumanBody hb) {
        if (hb == null) {
            // PS2-LIMIT(HUMAN_BODIES_60): the 61st create returns null (Unit 9, Pool limits); the call cannot go on.
            throw new FunctionArgumentException("no human body for " + o.name + ": the provider's human pool is full"
                    + " (a faithful pool holds " + BodyPools.HUMANS + " humans, PS2-LIMIT HUMAN_BODIES_60, and the"
                    + " call's own human takes one)");
        }
        o.body = hb;
        w.humans().update(w, hb, o);
        return hb;
    }

    private PhysicsWorld world(QuirkLog log) {
        return new PhysicsWorld(tables.get(), null, log);
    }

    private static final Param<Integer> FLAGS = i32("flags", "+0x40");
    private static final Param<Long> STRIKE_BITS = i64("strikeBits", "+0xc0");
    private static final Param<Integer> WEAPON_TIMER = i32("weaponTimer", "+0xd0");
    private static final Param<Integer> IGNORE_LEVEL = i32("ignoreLevel", "+0xd4");
    private static final Param<Vec4> BROAD_MIN = vec4("broadMin", "+0x90");
    private static final Param<Vec4> BROAD_MAX = vec4("broadMax", "+0xa0");

    private Results physicsHumanBody_Construct(Args a, QuirkLog log) {
        HumanBody hb = HumanBodies.construct(new HumanBody());
        return new Results().put(FLAGS, hb.flags()).put(STRIKE_BITS, hb.strikeBits())
                .put(WEAPON_TIMER, hb.weaponTimer()).put(IGNORE_LEVEL, hb.ignoreLevel())
                .put(BROAD_MIN, hb.broadBox().min()).put(BROAD_MAX, hb.broadBox().max());
    }

    private static final Param<Integer> FIRST = i32("first", "the type byte of +0x30 (3 the capsule)");
    private static final Param<Integer> AFTER_DESTROY = i32("afterDestroy",
            "the type byte of +0x30 after the destructor, 0 none");

    private Results physicsHumanBody_GetShapes(Args a, QuirkLog log) {
        HumanBody hb = created(world(log), owner("human", a));
        int first = HumanBodies.getShapes(hb).type().code();
        HumanBodies.destroy(hb);
        Shape after = HumanBodies.getShapes(hb);
        return new Results().put(FIRST, first).put(AFTER_DESTROY, after == null ? 0 : after.type().code());
    }

    private static final Param<Integer> FIRST_BEFORE = i32("firstBefore",
            "the type byte of +0x30 before (3 the capsule)");
    private static final Param<Integer> FIRST_AFTER = i32("firstAfter", "the type byte of +0x30 after, 0 none");
    private static final Param<Integer> BONE_SHAPES = i32("boneShapes", "shapes left on the bone chain +0x80 after");

    private Results physicsHumanBody_Destroy(Args a, QuirkLog log) {
        HumanBody hb = created(world(log), owner("human", a));
        int before = hb.firstShape().type().code();
        HumanBodies.destroy(hb);
        int bones = 0;
        for (Shape s = hb.boneChain(); s != null; s = s.next()) {
            bones++;
        }
        return new Results().put(FIRST_BEFORE, before)
                .put(FIRST_AFTER, hb.firstShape() == null ? 0 : hb.firstShape().type().code())
                .put(BONE_SHAPES, bones);
    }

    private static final Param<int[]> BONES = ints("bones", "each shape's bone (-128..127), in the order added");
    private static final Param<int[]> TYPES = ints("types", "each shape's type byte: 2 sphere, 4 segment");
    private static final Param<int[]> BONE_CHAIN = ints("chain", "the chain's bones from +0x80");
    private static final Param<int[]> BONE_FLAGS = ints("flags", "the chain's flags");

    private Results physicsHumanBody_AddBoneShape(Args a, QuirkLog log) {
        int[] bones = a.get(BONES);
        int[] types = a.get(TYPES);
        if (bones.length != types.length) {
            throw new FunctionArgumentException(a.function() + ": 'bones' and 'types' differ in length");
        }
        HumanBody hb = new HumanBody();
        for (int i = 0; i < bones.length; i++) {
            if (bones[i] < -128 || bones[i] > 127 || types[i] != 2 && types[i] != 4) {
                throw new FunctionArgumentException(a.function() + ": shape " + i + " has bone " + bones[i]
                        + " or type " + types[i] + " out of range");
            }
            Shape s = types[i] == 2 ? new SphereShape() : new SegmentShape();
            s.setBone(bones[i]);
            HumanBodies.addBoneShape(hb, s);
        }
        List<Integer> chain = new ArrayList<>();
        List<Integer> flags = new ArrayList<>();
        for (Shape s = hb.boneChain(); s != null; s = s.next()) {
            chain.add(s.bone());
            flags.add(s.flags());
        }
        return new Results().put(BONE_CHAIN, intArray(chain)).put(BONE_FLAGS, intArray(flags));
    }

    private static final Param<Float> CAPSULE_HEIGHT = f32("capsuleHeight",
            "+0x44 after the update that ends the scale step: head + 0.2 x scale (m)");
    private static final Param<Float> CAPSULE_RADIUS = f32("capsuleRadius", "+0x40 (m)");
    private static final Param<float[]> RADII = floats("radii", "each bone shape's radius, chain order (m)");
    private static final Param<float[]> LENGTHS = floats("lengths", "each segment's length (m)");
    private static final Param<float[]> OFFSETS = floats("offsets", "each bone shape's offset x, y, z (m)");

    private Results physicsBody_ApplyHumanScale(Args a, QuirkLog log) {
        PhysicsWorld w = world(log);
        ScriptOwner o = owner("human", a);
        HumanBody hb = w.bodyPools().createHumanBody(w, o);
        CapsuleShape c = (CapsuleShape) hb.firstShape();
        float height = c.height();
        List<Float> radii = new ArrayList<>();
        List<Float> lengths = new ArrayList<>();
        List<Float> offsets = new ArrayList<>();
        for (Shape s = hb.boneChain(); s != null; s = s.next()) {
            if (s instanceof SegmentShape seg) {
                radii.add(seg.radius());
                lengths.add(seg.length());
            } else {
                radii.add(((SphereShape) s).radius());
            }
            offsets.add(s.localOffset().x());
            offsets.add(s.localOffset().y());
            offsets.add(s.localOffset().z());
        }
        return new Results().put(CAPSULE_HEIGHT, height).put(CAPSULE_RADIUS, c.radius())
                .put(RADII, floatArray(radii)).put(LENGTHS, floatArray(lengths)).put(OFFSETS, floatArray(offsets));
    }

    private static final Param<Long> STRIKE_BITS_BEFORE = i64("strikeBits", "+0xc0 before (default 0)").orAbsent();
    private static final Param<Integer> WEAPON_TIMER_BEFORE = i32("weaponTimer", "+0xd0 before (default 0)")
            .orAbsent();
    private static final Param<float[]> WEAPONS = floats("weapons",
            "weapon spheres (x, y, z offset, radius each), pushed in order").orAbsent();
    private static final Param<Integer> FLAGS_BEFORE = i32("flags", "+0x40 before (default as created and updated)")
            .orAbsent();
    private static final Param<Aabb> BROAD_BEFORE = aabb("broad", "+0x90 before (default as the first update left it)")
            .orAbsent();
    private static final Param<Boolean> PUSH_SPHERE_HELD = bool("pushSphere",
            "a push sphere is held (+0x84, taken before the first update; default false)").orAbsent();
    private static final Param<Vec4> PUSH_CENTRE = vec4("pushCentre",
            "the push sphere's centre after (m; (0, 0, 0, 0) when none is held)");
    private static final Param<Integer> FLAGS_AFTER = i32("flags", "+0x40 after");
    private static final Param<Aabb> BROAD = aabb("broad", "+0x90");
    private static final Param<Float> HEIGHT = f32("height", "the capsule's height (m)");

    private Results physicsHumanBody_Update(Args a, QuirkLog log) {
        PhysicsWorld w = world(log);
        ScriptOwner o = owner("human", a);
        HumanBody hb = w.bodyPools().createHumanBody(w, o);
        if (hb != null && a.get(PUSH_SPHERE_HELD, false)) {
            w.humans().setPushSphere(w, hb, true);
        }
        created(w, o, hb);
        hb.setStrikeBits(a.get(STRIKE_BITS_BEFORE, 0L));
        hb.setWeaponTimer(a.get(WEAPON_TIMER_BEFORE, 0));
        float[] weapons = a.get(WEAPONS, new float[0]);
        if (weapons.length % 4 != 0) {
            throw new FunctionArgumentException(a.function() + ": 'weapons' needs four floats each");
        }
        for (int i = 0; i < weapons.length; i += 4) {
            SphereShape s = new SphereShape();
            s.localOffset().set(weapons[i], weapons[i + 1], weapons[i + 2], 1f);
            s.setRadius(weapons[i + 3]);
            w.humans().addStrikeSphere(w, hb, s);
        }
        if (a.has(FLAGS_BEFORE)) {
            hb.setFlags(a.get(FLAGS_BEFORE));
        }
        if (a.has(BROAD_BEFORE)) {
            hb.setBroadBound(a.get(BROAD_BEFORE));
        }
        w.humans().update(w, hb, o);
        CapsuleShape c = (CapsuleShape) hb.firstShape();
        return new Results().put(FLAGS_AFTER, hb.flags())
                .put(BROAD, hb.broadBox()).put(BASE, c.base().toVec4())
                .put(HEIGHT, c.height()).put(PUSH_CENTRE, hb.pushSphere() == null ? new Vec4(0f, 0f, 0f, 0f)
                        : hb.pushSphere().centre().toVec4());
    }

    private static final Param<Mat4> MATRIX = mat4("m", "the matrix, row 3 the translation");
    private static final Param<Vec4> HAND_BEFORE = vec4("hand",
            "the right hand's centre before; given, it is switched on first").orAbsent();
    private static final Param<Vec4> HAND_PREVIOUS_BEFORE = vec4("handPrevious", "the right hand's +0x20 before")
            .orAbsent();
    private static final Param<Vec4> BASE_PREVIOUS = vec4("basePrevious", "the capsule's +0x20");
    private static final Param<Vec4> HAND = vec4("hand", "the right hand's centre");
    private static final Param<Vec4> HAND_PREVIOUS = vec4("handPrevious", "the right hand's +0x20");

    private static final Param<int[]> SWITCHED_ON = ints("switchedOn",
            "bones whose shapes are switched on (flag 0x1) before the move, after hand (default none)").orAbsent();
    private static final Param<float[]> CENTRES_BEFORE = floats("centres",
            "each switchedOn sphere's centre before, three floats per bone (default as posed; a segment's three"
                    + " are not read)").orAbsent();
    private static final Param<float[]> PREVIOUS_BEFORE = floats("previous",
            "each switchedOn shape's +0x20 before, three floats per bone (default as posed)").orAbsent();
    private static final Param<int[]> SHAPE_BONES = ints("bones", "the bone chain's bones, in chain order");
    private static final Param<float[]> CENTRES = floats("centres",
            "each bone shape's position after (a sphere's centre, a segment's start), three floats each");
    private static final Param<float[]> PREVIOUS = floats("previous", "each bone shape's +0x20 after, three each");

    private Results physicsHumanBody_Moved(Args a, QuirkLog log) {
        PhysicsWorld w = world(log);
        HumanBody hb = created(w, owner("human", a));
        SphereShape hand = (SphereShape) bone(hb, 25);
        if (a.has(HAND_BEFORE)) {
            w.poses().enable(w, hand, true);
            hand.centre().set(a.get(HAND_BEFORE));
        }
        if (a.has(HAND_PREVIOUS_BEFORE)) {
            hand.previous().set(a.get(HAND_PREVIOUS_BEFORE));
        }
        int[] on = a.get(SWITCHED_ON, new int[0]);
        float[] centres = a.get(CENTRES_BEFORE, null);
        float[] previous = a.get(PREVIOUS_BEFORE, null);
        if (centres != null && centres.length != 3 * on.length) {
            throw a.refuse(CENTRES_BEFORE, "needs three floats per switchedOn bone (" + on.length + "), got "
                    + centres.length);
        }
        if (previous != null && previous.length != 3 * on.length) {
            throw a.refuse(PREVIOUS_BEFORE, "needs three floats per switchedOn bone (" + on.length + "), got "
                    + previous.length);
        }
        Shape[] shapes = new Shape[on.length];
        for (int i = 0; i < on.length; i++) {
            shapes[i] = boneShape(a, hb, on[i]);
        }
        for (int i = 0; i < on.length; i++) {
            w.poses().enable(w, shapes[i], true);
            if (centres != null && shapes[i] instanceof SphereShape sp) {
                sp.centre().set(centres[3 * i], centres[3 * i + 1], centres[3 * i + 2], 1f);
            }
            if (previous != null) {
                shapes[i].previous().set(previous[3 * i], previous[3 * i + 1], previous[3 * i + 2], 1f);
            }
        }
        w.humans().moved(w, hb, a.get(MATRIX));
        CapsuleShape c = (CapsuleShape) hb.firstShape();
        List<Integer> bones = new ArrayList<>();
        List<Float> at = new ArrayList<>();
        List<Float> prev = new ArrayList<>();
        for (Shape s = hb.boneChain(); s != null; s = s.next()) {
            bones.add(s.bone());
            at.addAll(List.of(s.position().x(), s.position().y(), s.position().z()));
            prev.addAll(List.of(s.previous().x(), s.previous().y(), s.previous().z()));
        }
        return new Results().put(BROAD_AFTER, hb.broadBox())
                .put(BASE, c.base().toVec4()).put(BASE_PREVIOUS, c.previous().toVec4())
                .put(HAND, hand.centre().toVec4()).put(HAND_PREVIOUS, hand.previous().toVec4())
                .put(SHAPE_BONES, intArray(bones)).put(CENTRES, floatArray(at)).put(PREVIOUS, floatArray(prev));
    }

    /** The first bone shape of hb for bone, or an error naming switchedOn. */
    private static Shape boneShape(Args a, HumanBody hb, int bone) {
        for (Shape s = hb.boneChain(); s != null; s = s.next()) {
            if (s.bone() == bone) {
                return s;
            }
        }
        throw a.refuse(SWITCHED_ON, "names bone " + bone + ", which has no shape (bones 3, 24, 18, 32, 29, 6, 25, 19,"
                + " 33, 30)");
    }

    private static final Param<Integer> TAKEN = i32("taken", "push spheres taken by others first (0..30, default 0)")
            .orAbsent();
    private static final Param<int[]> SETUP = ints("setup", "earlier calls (1 on, 0 off), in order").orAbsent();
    private static final Param<Boolean> ON = bool("on", "the call");
    private static final Param<Boolean> HELD = bool("held", "+0x84 is set after");
    private static final Param<Float> RADIUS = f32("radius", "its radius (0 when none)");
    private static final Param<Integer> SPHERE_FLAGS = i32("sphereFlags",
            "the flags of the sphere last held (-1: never held)");

    private Results physicsHumanBody_SetPushSphere(Args a, QuirkLog log) {
        int taken = a.get(TAKEN, 0);
        if (taken < 0 || taken > 30) {
            throw new FunctionArgumentException(a.function() + ": 'taken' = " + taken + " not in 0..30");
        }
        PhysicsWorld w = world(log);
        HumanBody hb = created(w, owner("human", a));
        for (int i = 0; i < taken; i++) {
            w.shapePools().allocBigSphere(w);
        }
        SphereShape last = null;
        for (int on : a.get(SETUP, new int[0])) {
            w.humans().setPushSphere(w, hb, on != 0);
            last = hb.pushSphere() != null ? hb.pushSphere() : last;
        }
        w.humans().setPushSphere(w, hb, a.get(ON));
        last = hb.pushSphere() != null ? hb.pushSphere() : last;
        return new Results().put(HELD, hb.pushSphere() != null)
                .put(RADIUS, hb.pushSphere() == null ? 0f : hb.pushSphere().radius())
                .put(SPHERE_FLAGS, last == null ? -1 : last.flags());
    }

    private static final Param<Integer> ADD_COUNT = i32("count", "spheres added (0..60)");
    private static final Param<Boolean> CLEAR = bool("clear", "ClearStrikeSpheres after (default false)").orAbsent();
    private static final Param<int[]> ADDED_FLAGS = ints("flags", "the added spheres' flags after, in the order added");

    private Results physicsHumanBody_AddStrikeSphere(Args a, QuirkLog log) {
        PhysicsWorld w = world(log);
        List<SphereShape> added = new ArrayList<>();
        HumanBody hb = withStrikeSpheres(a, ADD_COUNT, w, added);
        if (a.get(CLEAR, false)) {
            w.humans().clearStrikeSpheres(w, hb);
        }
        return new Results().put(CHAIN_COUNT, weaponChain(hb))
                .put(ADDED_FLAGS, added.stream().mapToInt(Shape::flags).toArray());
    }

    private static final Param<Integer> CLEAR_COUNT = i32("count",
            "weapon spheres taken from the pool, enabled and added first (0..60)");
    private static final Param<int[]> SPHERES_FLAGS = ints("flags", "the spheres' flags after, in the order added");
    private static final Param<Integer> LINKED = i32("linked", "spheres whose next is still set after");

    private Results physicsHumanBody_ClearStrikeSpheres(Args a, QuirkLog log) {
        PhysicsWorld w = world(log);
        List<SphereShape> added = new ArrayList<>();
        HumanBody hb = withStrikeSpheres(a, CLEAR_COUNT, w, added);
        w.humans().clearStrikeSpheres(w, hb);
        int linked = (int) added.stream().filter(s -> s.next() != null).count();
        return new Results().put(CHAIN_COUNT, weaponChain(hb))
                .put(SPHERES_FLAGS, added.stream().mapToInt(Shape::flags).toArray()).put(LINKED, linked);
    }

    /** A created human given count weapon spheres from the pool, each enabled and added; they go into added. */
    private static HumanBody withStrikeSpheres(Args a, Param<Integer> count, PhysicsWorld w, List<SphereShape> added) {
        int n = a.get(count);
        if (n < 0 || n > 60) {
            throw new FunctionArgumentException(a.function() + ": 'count' = " + n + " not in 0..60");
        }
        HumanBody hb = created(w, owner("human", a));
        for (int i = 0; i < n; i++) {
            SphereShape s = w.shapePools().findFreeStrikeSphere(w);
            w.poses().enable(w, s, true);
            w.humans().addStrikeSphere(w, hb, s);
            added.add(s);
        }
        return hb;
    }

    private static int weaponChain(HumanBody hb) {
        int chain = 0;
        for (Shape s = hb.weaponChain(); s != null; s = s.next()) {
            chain++;
        }
        return chain;
    }

    private static final Param<Float> K = f32("k", "the pushed human's attribute 7");
    private static final Param<Vec4> PASS_MOVE = vec4("D", "the pass move (m)");
    private static final Param<Float> MOVER_WEIGHT = f32("moverWeight", "the mover's attribute 1, w_m (default 82)")
            .orAbsent();
    private static final Param<Vec4> NORMAL = vec4("n", "the contact's unit normal +0x50 (default (-1, 0, 0))")
            .orAbsent();
    private static final Param<Float> CONTACT_F = f32("f", "the contact's fraction +0x80 (0..1, default 0.5)")
            .orAbsent();
    private static final Param<Boolean> UNPUSHABLE = bool("unpushable",
            "the human's body has flag 0x200 (no push, no call; default false)").orAbsent();
    private static final Param<Integer> CALLS = i32("calls", "Human_OnPushContact calls");
    private static final Param<Vec4> PUSH = vec4("push", "the push handed to it (zero when none)");
    private static final Param<Vec4> PUSH_OUT = vec4("pushOut", "the pushed body's +0x50 after");

    private Results physicsHumanBody_OnStruck(Args a, QuirkLog log) {
        PhysicsWorld w = world(log);
        ScriptOwner pushed = owner("pushed", a);
        pushed.attributes[7] = a.get(K);
        HumanBody hb = created(w, pushed);
        if (a.get(UNPUSHABLE, false)) {
            hb.setFlags(hb.flags() | engine.api.body.BodyFlags.UNPUSHABLE);
        }
        ScriptOwner mover = new ScriptOwner("mover");
        mover.attributes[1] = a.get(MOVER_WEIGHT, 82f);
        mover.defaultAnswer = 4;
        Body b = new Body();
        b.setOwner(mover);
        b.setFirstShape(new SphereShape());
        mover.body = b;
        Contact c = new Contact();
        c.normal().set(a.get(NORMAL, new Vec4(-1f, 0f, 0f, 0f)));
        c.setFraction(a.get(CONTACT_F, 0.5f));
        c.setTriangle(-1);
        c.own().setOwner(mover);
        c.other().setOwner(pushed);
        c.other().setShape(hb.firstShape());
        ContactResolution r = w.kernels().get(Slots.CONTACT_RESOLUTION);
        Float4 d = new Float4().set(a.get(PASS_MOVE));
        r.resolve(w, b, new Contact[] {c}, 1, d, new Float4().set(d), new Float4().set(d), new MoveState());
        return new Results().put(CALLS, pushed.pushes.size())
                .put(PUSH, pushed.pushes.isEmpty() ? new Vec4(0f, 0f, 0f, 0f) : pushed.pushes.get(0))
                .put(PUSH_OUT, hb.pushOut().toVec4());
    }

    /** The first bone shape of hb for bone. */
    static Shape bone(HumanBody hb, int bone) {
        for (Shape s = hb.boneChain(); s != null; s = s.next()) {
            if (s.bone() == bone) {
                return s;
            }
        }
        throw new IllegalStateException("no bone shape for bone " + bone);
    }

    private static float[] floatArray(List<Float> l) {
        float[] out = new float[l.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = l.get(i);
        }
        return out;
    }

    private static int[] intArray(List<Integer> l) {
        return l.stream().mapToInt(Integer::intValue).toArray();
    }
}
