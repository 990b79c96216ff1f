package engine.kernels.oracle;

import engine.api.body.Body;
import engine.api.body.Contact;
import engine.api.body.HumanBody;
import engine.api.kernel.KernelTable;
import engine.api.kernel.sweep.ContactResolution;
import engine.api.kernel.sweep.MoveState;
import engine.api.math.Float4;
import engine.api.math.FloatModel;
import engine.api.math.Mat4;
import engine.api.math.Vec4;
import engine.api.oracle.FunctionArgumentException;
import engine.api.oracle.Param;
import engine.api.oracle.SpecFunction;
import engine.api.oracle.ValueType;
import engine.api.shape.CapsuleShape;
import engine.api.shape.SegmentShape;
import engine.api.shape.Shape;
import engine.api.shape.SphereShape;
import engine.api.slots.Slots;
import engine.kernels.human.HumanBodies;
import engine.kernels.pool.BodyPools;
import engine.kernels.world.PhysicsWorld;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * Unit 10's record, update, moved and sphere functions as the oracle serves them. Each call creates a human body in
 * a fresh world of the provider's table (IPhysics_CreateHumanBody for a human owner described by "position", "scale",
 * "reach" and "head", the height every bone answers at), so a corrected provider answers with its corrections.
 */
public final class HumanBodyFunctions {
    private static final List<Param> HUMAN = List.of(
            Param.optional("position", ValueType.VEC4, "the human's position (m; default the origin)"),
            Param.optional("scale", ValueType.FLOAT, "the stored scale +0x65c (default 1)"),
            Param.optional("reach", ValueType.FLOAT, "the current clip's reach (m, default 0)"),
            Param.optional("head", ValueType.FLOAT, "the z every bone answers at in the body frame (m, default 1.6)"));

    private HumanBodyFunctions() {
    }

    private static List<Param> human(Param... more) {
        List<Param> out = new ArrayList<>(HUMAN);
        out.addAll(List.of(more));
        return out;
    }

    private static Map<String, Object> result(Object... kv) {
        Map<String, Object> m = new HashMap<>();
        for (int i = 0; i < kv.length; i += 2) {
            m.put((String) kv[i], kv[i + 1]);
        }
        return m;
    }

    /** A human owner as the HUMAN arguments describe it (type mask 0x40, every bone at (0, 0, head)). */
    static ScriptOwner owner(String name, Map<String, Object> a) {
        ScriptOwner o = new ScriptOwner(name);
        o.typeMask = 0x40;
        o.position = (Vec4) a.getOrDefault("position", Vec4.ZERO_POINT);
        o.storedScale = (Float) a.getOrDefault("scale", 1f);
        o.reach = (Float) a.getOrDefault("reach", 0f);
        o.hasBone = true;
        o.bonePosition = Vec4.point(0f, 0f, (Float) a.getOrDefault("head", 1.6f));
        o.attributes[1] = 82f;
        return o;
    }

    /**
     * A created and updated human body of owner in w.
     *
     * @throws FunctionArgumentException when the pool has no free human body (a faithful pool holds 60)
     */
    static HumanBody created(PhysicsWorld w, ScriptOwner o) {
        HumanBody hb = w.bodyPools().createHumanBody(w, o);
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

    private static float[] floats(List<Float> l) {
        float[] out = new float[l.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = l.get(i);
        }
        return out;
    }

    private static int[] ints(List<Integer> l) {
        return l.stream().mapToInt(Integer::intValue).toArray();
    }

    private static int[] boneFlags(HumanBody hb) {
        List<Integer> out = new ArrayList<>();
        for (Shape s = hb.boneChain(); s != null; s = s.next()) {
            out.add(s.flags());
        }
        return ints(out);
    }

    /** The table; tables supplies this provider's kernel table for each call's world. */
    public static List<SpecFunction> table(Supplier<KernelTable> tables) {
        List<SpecFunction> t = new ArrayList<>();
        t.add(new SpecFunction("PhysicsHumanBody_Construct", 10,
                "the human body record's constructed fields: flags 0x8000043f, every added field 0",
                List.of(),
                List.of(new Param("flags", ValueType.INT, "+0x40"), new Param("strikeBits", ValueType.LONG, "+0xc0"),
                        new Param("weaponTimer", ValueType.INT, "+0xd0"),
                        new Param("ignoreLevel", ValueType.INT, "+0xd4"),
                        new Param("broadMin", ValueType.VEC4, "+0x90"), new Param("broadMax", ValueType.VEC4, "+0xa0")),
                (a, log) -> {
                    HumanBody hb = HumanBodies.construct(new HumanBody());
                    return result("flags", hb.flags(), "strikeBits", hb.strikeBits(), "weaponTimer", hb.weaponTimer(),
                            "ignoreLevel", hb.ignoreLevel(), "broadMin", hb.broadBox().min(),
                            "broadMax", hb.broadBox().max());
                }));
        t.add(new SpecFunction("PhysicsHumanBody_GetShapes", 10,
                "a created human's +0x30, the capsule (whatever arguments), before and after PhysicsHumanBody_Destroy",
                HUMAN,
                List.of(new Param("first", ValueType.INT, "the type byte of +0x30 (3 the capsule)"),
                        new Param("afterDestroy", ValueType.INT,
                                "the type byte of +0x30 after the destructor, 0 none")),
                (a, log) -> {
                    PhysicsWorld w = new PhysicsWorld(tables.get(), null, log);
                    HumanBody hb = created(w, owner("human", a));
                    int first = HumanBodies.getShapes(hb).type().code();
                    HumanBodies.destroy(hb);
                    Shape after = HumanBodies.getShapes(hb);
                    return result("first", first, "afterDestroy", after == null ? 0 : after.type().code());
                }));
        t.add(new SpecFunction("PhysicsHumanBody_Destroy", 10,
                "a created human's destructor: the vtable reset, then the body's, which drops the first shape +0x30",
                HUMAN,
                List.of(new Param("firstBefore", ValueType.INT, "the type byte of +0x30 before (3 the capsule)"),
                        new Param("firstAfter", ValueType.INT, "the type byte of +0x30 after, 0 none"),
                        new Param("boneShapes", ValueType.INT, "shapes left on the bone chain +0x80 after")),
                (a, log) -> {
                    PhysicsWorld w = new PhysicsWorld(tables.get(), null, log);
                    HumanBody hb = created(w, owner("human", a));
                    int before = hb.firstShape().type().code();
                    HumanBodies.destroy(hb);
                    int bones = 0;
                    for (Shape s = hb.boneChain(); s != null; s = s.next()) {
                        bones++;
                    }
                    return result("firstBefore", before, "firstAfter", hb.firstShape() == null ? 0
                            : hb.firstShape().type().code(), "boneShapes", bones);
                }));
        t.add(new SpecFunction("PhysicsHumanBody_AddBoneShape", 10,
                "bone shapes appended at the tail: flags |= 0x2, and 0x4 for bones 3 and 6",
                List.of(new Param("bones", ValueType.INT_LIST, "each shape's bone (-128..127), in the order added"),
                        new Param("types", ValueType.INT_LIST, "each shape's type byte: 2 sphere, 4 segment")),
                List.of(new Param("chain", ValueType.INT_LIST, "the chain's bones from +0x80"),
                        new Param("flags", ValueType.INT_LIST, "the chain's flags")),
                (a, log) -> {
                    int[] bones = (int[]) a.get("bones");
                    int[] types = (int[]) a.get("types");
                    if (bones.length != types.length) {
                        throw new FunctionArgumentException("PhysicsHumanBody_AddBoneShape: 'bones' and 'types' differ"
                                + " in length");
                    }
                    HumanBody hb = new HumanBody();
                    for (int i = 0; i < bones.length; i++) {
                        if (bones[i] < -128 || bones[i] > 127 || types[i] != 2 && types[i] != 4) {
                            throw new FunctionArgumentException("PhysicsHumanBody_AddBoneShape: shape " + i
                                    + " has bone " + bones[i] + " or type " + types[i] + " out of range");
                        }
                        Shape s = types[i] == 2 ? new SphereShape() : new SegmentShape();
                        s.setBone(bones[i]);
                        HumanBodies.addBoneShape(hb, s);
                    }
                    List<Integer> chain = new ArrayList<>();
                    for (Shape s = hb.boneChain(); s != null; s = s.next()) {
                        chain.add(s.bone());
                    }
                    return result("chain", ints(chain), "flags", boneFlags(hb));
                }));
        t.add(new SpecFunction("PhysicsBody_ApplyHumanScale", 10,
                "the capsule (2 s, 0.35 s) and the ten bone shapes from the bone tables times the human's scale",
                human(Param.optional("scene", ValueType.BOOL, "the human is in a scene state (default false)")),
                List.of(new Param("capsuleHeight", ValueType.FLOAT, "+0x44 after the update that ends the scale step:"
                                + " head + 0.2 x scale (m)"),
                        new Param("capsuleRadius", ValueType.FLOAT, "+0x40 (m)"),
                        new Param("radii", ValueType.FLOAT_LIST, "each bone shape's radius, chain order (m)"),
                        new Param("lengths", ValueType.FLOAT_LIST, "each segment's length (m)"),
                        new Param("offsets", ValueType.FLOAT_LIST, "each bone shape's offset x, y, z (m)")),
                (a, log) -> {
                    PhysicsWorld w = new PhysicsWorld(tables.get(), null, log);
                    ScriptOwner o = owner("human", a);
                    o.sceneState = (Boolean) a.getOrDefault("scene", false);
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
                    return result("capsuleHeight", height, "capsuleRadius", c.radius(), "radii", floats(radii),
                            "lengths", floats(lengths), "offsets", floats(offsets));
                }));
        t.add(new SpecFunction("PhysicsHumanBody_Update", 10,
                "a created human updated once more: the capsule when dirty, the broad bound when dirty, timed or"
                        + " striking",
                human(Param.optional("strikeBits", ValueType.LONG, "+0xc0 before (default 0)"),
                        Param.optional("weaponTimer", ValueType.INT, "+0xd0 before (default 0)"),
                        Param.optional("weapons", ValueType.FLOAT_LIST, "weapon spheres (x, y, z offset, radius each),"
                                + " pushed in order"),
                        Param.optional("flags", ValueType.INT, "+0x40 before (default as created and updated)"),
                        Param.optional("broad", ValueType.AABB, "+0x90 before (default as the first update left it)")),
                List.of(new Param("flags", ValueType.INT, "+0x40 after"), new Param("broad", ValueType.AABB, "+0x90"),
                        new Param("base", ValueType.VEC4, "the capsule's base"),
                        new Param("height", ValueType.FLOAT, "the capsule's height (m)")),
                (a, log) -> {
                    PhysicsWorld w = new PhysicsWorld(tables.get(), null, log);
                    ScriptOwner o = owner("human", a);
                    HumanBody hb = created(w, o);
                    hb.setStrikeBits((Long) a.getOrDefault("strikeBits", 0L));
                    hb.setWeaponTimer((Integer) a.getOrDefault("weaponTimer", 0));
                    float[] weapons = (float[]) a.getOrDefault("weapons", new float[0]);
                    if (weapons.length % 4 != 0) {
                        throw new FunctionArgumentException(
                                "PhysicsHumanBody_Update: 'weapons' needs four floats each");
                    }
                    for (int i = 0; i < weapons.length; i += 4) {
                        SphereShape s = new SphereShape();
                        s.localOffset().set(weapons[i], weapons[i + 1], weapons[i + 2], 1f);
                        s.setRadius(weapons[i + 3]);
                        w.humans().addStrikeSphere(w, hb, s);
                    }
                    if (a.containsKey("flags")) {
                        hb.setFlags((Integer) a.get("flags"));
                    }
                    if (a.containsKey("broad")) {
                        engine.api.math.Aabb b = (engine.api.math.Aabb) a.get("broad");
                        hb.setBroadBound(b);
                    }
                    w.humans().update(w, hb, o);
                    CapsuleShape c = (CapsuleShape) hb.firstShape();
                    return result("flags", hb.flags(), "broad", hb.broadBox(), "base", c.base().toVec4(), "height",
                            c.height());
                }));
        t.add(new SpecFunction("PhysicsHumanBody_Moved", 10,
                "a created human moved by a matrix: the capsule, the unscaled broad bound, the switched-on spheres",
                human(new Param("m", ValueType.MAT4, "the matrix, row 3 the translation"),
                        Param.optional("hand", ValueType.VEC4, "the right hand's centre before; given, it is switched"
                                + " on first"),
                        Param.optional("handPrevious", ValueType.VEC4, "the right hand's +0x20 before")),
                List.of(new Param("broad", ValueType.AABB, "+0x90 after"),
                        new Param("base", ValueType.VEC4, "the capsule's base"),
                        new Param("basePrevious", ValueType.VEC4, "the capsule's +0x20"),
                        new Param("hand", ValueType.VEC4, "the right hand's centre"),
                        new Param("handPrevious", ValueType.VEC4, "the right hand's +0x20")),
                (a, log) -> {
                    PhysicsWorld w = new PhysicsWorld(tables.get(), null, log);
                    HumanBody hb = created(w, owner("human", a));
                    SphereShape hand = (SphereShape) bone(hb, 25);
                    if (a.containsKey("hand")) {
                        w.poses().enable(w, hand, true);
                        hand.centre().set((Vec4) a.get("hand"));
                    }
                    if (a.containsKey("handPrevious")) {
                        hand.previous().set((Vec4) a.get("handPrevious"));
                    }
                    w.humans().moved(w, hb, (Mat4) a.get("m"));
                    CapsuleShape c = (CapsuleShape) hb.firstShape();
                    return result("broad", hb.broadBox(),
                            "base", c.base().toVec4(), "basePrevious", c.previous().toVec4(),
                            "hand", hand.centre().toVec4(), "handPrevious", hand.previous().toVec4());
                }));
        t.add(new SpecFunction("PhysicsHumanBody_SetPushSphere", 10,
                "on takes the first free 2.0 m sphere when none is held (none left: none), off frees it",
                List.of(Param.optional("taken", ValueType.INT, "push spheres taken by others first (0..30, default 0)"),
                        Param.optional("setup", ValueType.INT_LIST, "earlier calls (1 on, 0 off), in order"),
                        new Param("on", ValueType.BOOL, "the call")),
                List.of(new Param("held", ValueType.BOOL, "+0x84 is set after"),
                        new Param("radius", ValueType.FLOAT, "its radius (0 when none)"),
                        new Param("sphereFlags", ValueType.INT, "the flags of the sphere last held (-1: never held)")),
                (a, log) -> {
                    int taken = (Integer) a.getOrDefault("taken", 0);
                    if (taken < 0 || taken > 30) {
                        throw new FunctionArgumentException("PhysicsHumanBody_SetPushSphere: 'taken' = " + taken
                                + " not in 0..30");
                    }
                    PhysicsWorld w = new PhysicsWorld(tables.get(), null, log);
                    HumanBody hb = created(w, owner("human", a));
                    for (int i = 0; i < taken; i++) {
                        w.shapePools().allocBigSphere(w);
                    }
                    SphereShape last = null;
                    for (int on : (int[]) a.getOrDefault("setup", new int[0])) {
                        w.humans().setPushSphere(w, hb, on != 0);
                        last = hb.pushSphere() != null ? hb.pushSphere() : last;
                    }
                    w.humans().setPushSphere(w, hb, (Boolean) a.get("on"));
                    last = hb.pushSphere() != null ? hb.pushSphere() : last;
                    return result("held", hb.pushSphere() != null, "radius", hb.pushSphere() == null ? 0f
                            : hb.pushSphere().radius(), "sphereFlags", last == null ? -1 : last.flags());
                }));
        t.add(new SpecFunction("PhysicsHumanBody_AddStrikeSphere", 10,
                "weapon strike spheres from the pool, enabled and pushed at the head of +0xc4; then, optionally,"
                        + " PhysicsHumanBody_ClearStrikeSpheres",
                List.of(new Param("count", ValueType.INT, "spheres added (0..60)"),
                        Param.optional("clear", ValueType.BOOL, "ClearStrikeSpheres after (default false)")),
                List.of(new Param("chain", ValueType.INT, "spheres on +0xc4 after"),
                        new Param("flags", ValueType.INT_LIST, "the added spheres' flags after, in the order added")),
                (a, log) -> {
                    int n = (Integer) a.get("count");
                    if (n < 0 || n > 60) {
                        throw new FunctionArgumentException("PhysicsHumanBody_AddStrikeSphere: 'count' = " + n
                                + " not in 0..60");
                    }
                    PhysicsWorld w = new PhysicsWorld(tables.get(), null, log);
                    HumanBody hb = created(w, owner("human", a));
                    List<SphereShape> added = new ArrayList<>();
                    for (int i = 0; i < n; i++) {
                        SphereShape s = w.shapePools().findFreeStrikeSphere(w);
                        w.poses().enable(w, s, true);
                        w.humans().addStrikeSphere(w, hb, s);
                        added.add(s);
                    }
                    if ((Boolean) a.getOrDefault("clear", false)) {
                        w.humans().clearStrikeSpheres(w, hb);
                    }
                    int chain = 0;
                    for (Shape s = hb.weaponChain(); s != null; s = s.next()) {
                        chain++;
                    }
                    return result("chain", chain, "flags", added.stream().mapToInt(Shape::flags).toArray());
                }));
        t.add(new SpecFunction("PhysicsHumanBody_ClearStrikeSpheres", 10,
                "pops every weapon strike sphere of +0xc4, switching each off (enable(off), next 0)",
                List.of(new Param("count", ValueType.INT, "weapon spheres taken from the pool, enabled and added first"
                        + " (0..60)")),
                List.of(new Param("chain", ValueType.INT, "spheres on +0xc4 after"),
                        new Param("flags", ValueType.INT_LIST, "the spheres' flags after, in the order added"),
                        new Param("linked", ValueType.INT, "spheres whose next is still set after")),
                (a, log) -> {
                    int n = (Integer) a.get("count");
                    if (n < 0 || n > 60) {
                        throw new FunctionArgumentException("PhysicsHumanBody_ClearStrikeSpheres: 'count' = " + n
                                + " not in 0..60");
                    }
                    PhysicsWorld w = new PhysicsWorld(tables.get(), null, log);
                    HumanBody hb = created(w, owner("human", a));
                    List<SphereShape> added = new ArrayList<>();
                    for (int i = 0; i < n; i++) {
                        SphereShape s = w.shapePools().findFreeStrikeSphere(w);
                        w.poses().enable(w, s, true);
                        w.humans().addStrikeSphere(w, hb, s);
                        added.add(s);
                    }
                    w.humans().clearStrikeSpheres(w, hb);
                    int chain = 0;
                    for (Shape s = hb.weaponChain(); s != null; s = s.next()) {
                        chain++;
                    }
                    int linked = (int) added.stream().filter(s -> s.next() != null).count();
                    return result("chain", chain, "flags", added.stream().mapToInt(Shape::flags).toArray(),
                            "linked", linked);
                }));
        t.add(new SpecFunction("PhysicsHumanBody_OnStruck", 10,
                "the human body's 'you were pushed' after a code-4 push: the owner's Human_OnPushContact; the"
                        + " mover (w 82) meets the human (w 82, push weight k) with n = (-1, 0, 0), f = 0.5",
                human(new Param("k", ValueType.FLOAT, "the pushed human's attribute 7"),
                        new Param("D", ValueType.VEC4, "the pass move (m)")),
                List.of(new Param("calls", ValueType.INT, "Human_OnPushContact calls"),
                        new Param("push", ValueType.VEC4, "the push handed to it (zero when none)"),
                        new Param("pushOut", ValueType.VEC4, "the pushed body's +0x50 after")),
                (a, log) -> {
                    PhysicsWorld w = new PhysicsWorld(tables.get(), null, log);
                    ScriptOwner pushed = owner("pushed", a);
                    pushed.attributes[7] = (Float) a.get("k");
                    HumanBody hb = created(w, pushed);
                    ScriptOwner mover = new ScriptOwner("mover");
                    mover.attributes[1] = 82f;
                    mover.defaultAnswer = 4;
                    Body b = new Body();
                    b.setOwner(mover);
                    b.setFirstShape(new SphereShape());
                    mover.body = b;
                    Contact c = new Contact();
                    c.normal().set(-1f, 0f, 0f, 0f);
                    c.setFraction(0.5f);
                    c.setTriangle(-1);
                    c.own().setOwner(mover);
                    c.other().setOwner(pushed);
                    c.other().setShape(hb.firstShape());
                    ContactResolution r = w.kernels().get(Slots.CONTACT_RESOLUTION);
                    Float4 d = new Float4().set((Vec4) a.get("D"));
                    r.resolve(w, b, new Contact[] {c}, 1, d, new Float4().set(d), new Float4().set(d), new MoveState());
                    return result("calls", pushed.pushes.size(), "push", pushed.pushes.isEmpty()
                            ? new Vec4(0f, 0f, 0f, 0f) : pushed.pushes.get(0), "pushOut", hb.pushOut().toVec4());
                }));
        return t;
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
}
