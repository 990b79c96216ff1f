package engine.kernels.oracle;

import engine.api.body.TypeMask;
import engine.api.kernel.KernelTable;
import engine.api.math.Float4;
import engine.api.math.FloatModel;
import engine.api.math.Mat4;
import engine.api.math.Quat;
import engine.api.math.Vec4;
import engine.api.oracle.FunctionArgumentException;
import engine.api.oracle.Param;
import engine.api.oracle.SpecFunction;
import engine.api.oracle.ValueType;
import engine.api.quirk.QuirkLog;
import engine.api.shape.BoxShape;
import engine.api.shape.CapsuleShape;
import engine.api.shape.SegmentShape;
import engine.api.shape.Shape;
import engine.api.slots.Slots;
import engine.api.shape.ShapeType;
import engine.api.shape.SphereShape;
import engine.kernels.shape.ShapeBounds;
import engine.kernels.shape.ShapePoses;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.function.Supplier;
import java.util.Map;

/**
 * Unit 6's shape functions as the oracle serves them: the constructors, SetSize, the poses, the box's SetMatrix
 * and GetCorners, PhysicsShape_GetBounds and the shape vtable's enable, set-position and set-from-matrix slots.
 * Every call builds its own shape, owner and scratch, so calls share nothing; fired quirks go to the call's log.
 * Body transforms are the spec's (P, q), bone transforms its (b, qb).
 */
public final class ShapeFunctions {

    private ShapeFunctions() {
    }

    /** A standalone shape-pose kernel with the table's config for the slot, reporting to log. */
    private static ShapePoses poses(Supplier<KernelTable> tables, QuirkLog log) {
        return new ShapePoses(log, tables.get().config(Slots.SHAPE_POSE));
    }

    /** A standalone shape-bounds kernel with the table's config for the slot. */
    private static ShapeBounds bounds(Supplier<KernelTable> tables) {
        return new ShapeBounds(tables.get().config(Slots.SHAPE_BOUNDS));
    }

    /**
     * The table of Unit 6 functions (Quat_ToMatrix and the AABB builders are in {@link CoreFunctions}); tables
     * supplies the provider's table, whose shape-pose and shape-bounds configs (model and corrections) they run with.
     */
    public static List<SpecFunction> table(Supplier<KernelTable> tables) {
        List<SpecFunction> t = new ArrayList<>();
        t.add(new SpecFunction("PhysicsShape_Construct", 6, "the shape head's defaults for a type byte",
                List.of(p("type", ValueType.INT, "the type byte, 1 box, 2 sphere, 3 capsule, 4 segment")),
                List.of(p("offset", ValueType.VEC4, "+0x10, the local offset (0, 0, 0, 1)"),
                        p("type", ValueType.INT, "+0x30, the type byte"),
                        p("bone", ValueType.INT, "+0x31, -1 (the body's own frame)"),
                        p("flags", ValueType.INT, "+0x32, 0x1 (enabled)")),
                (a, log) -> head(construct(type(a, "PhysicsShape_Construct")), new HashMap<>())));
        t.add(new SpecFunction("PhysShapeSphere_Construct", 6, "a new sphere: the head with type 2, radius 0",
                List.of(),
                headResults(p("radius", ValueType.FLOAT, "+0x40, 0 (m)")),
                (a, log) -> {
                    SphereShape s = new SphereShape();
                    Map<String, Object> r = head(s, new HashMap<>());
                    r.put("radius", s.radius());
                    return r;
                }));
        t.add(new SpecFunction("PhysicsBox_Construct", 6, "a new box: the head with type 1, identity axes and position",
                List.of(),
                headResults(p("A0", ValueType.VEC4, "+0x50, (1, 0, 0, 0)"),
                        p("A1", ValueType.VEC4, "+0x60, (0, 1, 0, 0)"), p("A2", ValueType.VEC4, "+0x70, (0, 0, 1, 0)"),
                        p("position", ValueType.VEC4, "+0x80, (0, 0, 0, 1)")),
                (a, log) -> {
                    BoxShape b = new BoxShape();
                    Map<String, Object> r = head(b, new HashMap<>());
                    boxAxes(b, r);
                    r.put("position", b.centre().toVec4());
                    return r;
                }));
        t.add(new SpecFunction("PhysShapeCapsule_Construct", 6,
                "a new capsule: the head with type 3 (radius and height not written)",
                List.of(), headResults(),
                (a, log) -> head(new CapsuleShape(), new HashMap<>())));
        t.add(new SpecFunction("PhysShapeSegment_Construct", 6,
                "a new segment: the head with type 4 (nothing else written)",
                List.of(), headResults(),
                (a, log) -> head(new SegmentShape(), new HashMap<>())));
        t.add(new SpecFunction("PhysicsBox_SetSize", 6, "box half extents from full sizes: (0.5 sx, 0.5 sy, 0.5 sz, 1)",
                List.of(p("sx", ValueType.FLOAT, "full size along A0 (m)"), p("sy", ValueType.FLOAT, "along A1 (m)"),
                        p("sz", ValueType.FLOAT, "along A2 (m)")),
                List.of(p("half", ValueType.VEC4, "+0x40, the half extents (m), w 1")),
                (a, log) -> {
                    BoxShape b = new BoxShape();
                    b.setSize(f(a, "sx"), f(a, "sy"), f(a, "sz"));
                    return Map.of("half", b.halfExtents().toVec4());
                }));
        t.add(new SpecFunction("PhysShapeCapsule_SetSize", 6,
                "capsule size, height first: +0x44 = height, +0x40 = radius",
                List.of(p("height", ValueType.FLOAT, "the height (m), from f12"),
                        p("radius", ValueType.FLOAT, "the radius (m), from f13")),
                List.of(p("height", ValueType.FLOAT, "+0x44 (m)"), p("radius", ValueType.FLOAT, "+0x40 (m)")),
                (a, log) -> {
                    CapsuleShape c = new CapsuleShape();
                    c.setSize(f(a, "height"), f(a, "radius"));
                    return Map.of("height", c.height(), "radius", c.radius());
                }));
        t.add(new SpecFunction("PhysicsShape_Enable", 6,
                "shape vtable slot +0x18 (0x004f11c8, no Ghidra name): on sets flags 0x11, off clears 0x1",
                List.of(p("flags", ValueType.INT, "+0x32 before, u16"), p("on", ValueType.BOOL, "switch on or off")),
                List.of(p("flags", ValueType.INT, "+0x32 after")),
                (a, log) -> {
                    Shape s = new SphereShape();
                    s.setFlags(flags(a, "PhysicsShape_Enable"));
                    poses(tables, log).enable(s, (Boolean) a.get("on"));
                    return Map.of("flags", s.flags());
                }));
        t.add(new SpecFunction("PhysicsShape_SetPosition", 6,
                "shape vtable slot +0x08 (no Ghidra name): copies p into the position field, previous untouched",
                List.of(p("type", ValueType.INT,
                        "1 box (+0x80), 2 sphere (+0x50), 3 capsule (+0x50), 4 segment (+0x40)"),
                        p("p", ValueType.VEC4, "the new position (m), all four words copied"),
                        p("previous", ValueType.VEC4, "+0x20 before (m)")),
                List.of(p("position", ValueType.VEC4, "the position field after"),
                        p("previous", ValueType.VEC4, "+0x20 after (untouched)")),
                (a, log) -> {
                    Shape s = construct(type(a, "PhysicsShape_SetPosition"));
                    s.previous().set(v(a, "previous"));
                    poses(tables, log).setPosition(s, new Float4().set(v(a, "p")));
                    return Map.of("position", s.position().toVec4(), "previous", s.previous().toVec4());
                }));
        t.add(new SpecFunction("PhysicsShape_SetFromMatrix", 6,
                "shape vtable slot +0x30 (no Ghidra name but the box's): sphere centre = row 3; box"
                        + " PhysicsBox_SetMatrix (its axes: call that); capsule previous = base, base = row 3;"
                        + " segment nothing",
                List.of(p("type", ValueType.INT, "1 box, 2 sphere, 3 capsule, 4 segment"),
                        p("m", ValueType.MAT4, "rows 0-2 the axes, row 3 the position (m)"),
                        p("offset", ValueType.VEC4, "+0x10, the local offset (m; the box reads it)"),
                        p("position", ValueType.VEC4, "the position field before (m)"),
                        p("previous", ValueType.VEC4, "+0x20 before (m)")),
                List.of(p("position", ValueType.VEC4, "the position field after"),
                        p("previous", ValueType.VEC4, "+0x20 after")),
                (a, log) -> {
                    Shape s = construct(type(a, "PhysicsShape_SetFromMatrix"));
                    s.localOffset().set(v(a, "offset"));
                    s.position().set(v(a, "position"));
                    s.previous().set(v(a, "previous"));
                    poses(tables, log).setFromMatrix(s, (Mat4) a.get("m"));
                    return Map.of("position", s.position().toVec4(), "previous", s.previous().toVec4());
                }));
        t.add(new SpecFunction("PhysicsBox_SetMatrix", 6,
                "box from a matrix: previous = old position, axes = rows 0-2, position = row 3 + m0 off.x + m1 off.y"
                        + " + m2 off.z",
                List.of(p("m", ValueType.MAT4, "rows 0-2 the axes (copied whole), row 3 the position (m)"),
                        p("offset", ValueType.VEC4, "+0x10, the local offset (m)"),
                        p("position", ValueType.VEC4, "+0x80 before (m)")),
                boxResults(false),
                (a, log) -> {
                    BoxShape b = new BoxShape();
                    b.localOffset().set(v(a, "offset"));
                    b.centre().set(v(a, "position"));
                    poses(tables, log).boxSetMatrix(b, (Mat4) a.get("m"));
                    Map<String, Object> r = new HashMap<>();
                    boxAxes(b, r);
                    r.put("position", b.centre().toVec4());
                    r.put("previous", b.previous().toVec4());
                    return r;
                }));
        List<Param> cornerResults = new ArrayList<>();
        for (int i = 0; i < 8; i++) {
            cornerResults.add(p("out" + i, ValueType.VEC4, "corner " + i + ": signs x " + ((i & 1) != 0 ? "+" : "-")
                    + ", y " + ((i & 2) != 0 ? "-" : "+") + ", z " + ((i & 4) != 0 ? "+" : "-") + " (m), w 1"));
        }
        t.add(new SpecFunction("PhysicsBox_GetCorners", 6,
                "the 8 corners position + sx hx A0 + sy hy A1 + sz hz A2 (sy - when i & 2)",
                List.of(p("position", ValueType.VEC4, "+0x80, the centre (m)"),
                        p("half", ValueType.VEC4, "+0x40, the half extents (m)"),
                        p("A0", ValueType.VEC4, "+0x50, axis 0"), p("A1", ValueType.VEC4, "+0x60, axis 1"),
                        p("A2", ValueType.VEC4, "+0x70, axis 2")),
                cornerResults,
                (a, log) -> {
                    BoxShape b = box(a);
                    Float4[] out = new Float4[8];
                    for (int i = 0; i < 8; i++) {
                        out[i] = new Float4();
                    }
                    poses(tables, log).boxCorners(b, out);
                    Map<String, Object> r = new HashMap<>();
                    for (int i = 0; i < 8; i++) {
                        r.put("out" + i, out[i].toVec4());
                    }
                    return r;
                }));
        t.add(new SpecFunction("PhysicsSphere_Pose", 6,
                "sphere centre from the +0xa0 body transform (P, q) and, for bone >= 0, the bone transform (b, qb)",
                poseArgs(p("centre", ValueType.VEC4, "+0x50 before (m)")),
                List.of(p("centre", ValueType.VEC4, "+0x50 after (m), w 1"),
                        p("previous", ValueType.VEC4, "+0x20 after (m)"),
                        p("flags", ValueType.INT, "+0x32 after (0x10 cleared)")),
                (a, log) -> {
                    SphereShape s = new SphereShape();
                    head(s, a, "PhysicsSphere_Pose");
                    s.centre().set(v(a, "centre"));
                    poses(tables, log).poseSphere(s, owner(a));
                    return Map.of("centre", s.centre().toVec4(), "previous", s.previous().toVec4(), "flags", s.flags());
                }));
        t.add(new SpecFunction("PhysicsBox_Pose", 6,
                "box axes and position from the +0xa0 body transform (P, q) and, for bone >= 0, the bone (b, qb);"
                        + " the bone offset is not rotated (BOX_BONE_OFFSET)",
                poseArgs(p("position", ValueType.VEC4, "+0x80 before (m)")),
                boxResults(true),
                (a, log) -> {
                    BoxShape b = new BoxShape();
                    head(b, a, "PhysicsBox_Pose");
                    b.centre().set(v(a, "position"));
                    poses(tables, log).poseBox(b, owner(a));
                    Map<String, Object> r = new HashMap<>();
                    boxAxes(b, r);
                    r.put("position", b.centre().toVec4());
                    r.put("previous", b.previous().toVec4());
                    r.put("flags", b.flags());
                    return r;
                }));
        t.add(new SpecFunction("PhysicsCapsule_Pose", 6,
                "capsule base from the +0xa8 body transform (P, q); for a human also the height from the head bone"
                        + " b6.z and the +0x3be, jumping, cuffed and floor rules; flag 0x10 never used",
                List.of(p("offset", ValueType.VEC4, "+0x10 (m; added unrotated for a non-human, unused for a human)"),
                        p("flags", ValueType.INT, "+0x32, u16 (not read or changed)"),
                        p("base", ValueType.VEC4, "+0x50 before (m)"),
                        p("height", ValueType.FLOAT, "+0x44 before (m; kept for a non-human)"),
                        p("P", ValueType.VEC4, "the body position (owner slot +0xa8, m)"),
                        p("q", ValueType.QUAT, "the body rotation (owner slot +0xa8)"),
                        p("human", ValueType.BOOL, "the type mask has 0x40"),
                        p("scale", ValueType.FLOAT, "human +0x65c, the stored scale"),
                        p("sceneState", ValueType.BOOL, "0x00227d28 holds (a stored scale under 1.1 reads as 1.0)"),
                        p("raise", ValueType.INT, "byte human +0x3be, 0..255"),
                        p("state", ValueType.LONG, "the human's 64-bit state word (0x400000000 jumping, 0x1000000000"
                                + " long fall, 0x20000 cuffed; 0 for no state record)"),
                        p("takeOff", ValueType.FLOAT, "human +0x560, the take-off height (m)"),
                        p("hasBone", ValueType.BOOL, "the human has a model (false: the bone call writes nothing)"),
                        p("b6z", ValueType.FLOAT, "z of bone 6's position in the body frame (m, already scaled)")),
                List.of(p("base", ValueType.VEC4, "+0x50 after (m)"),
                        p("previous", ValueType.VEC4, "+0x20 after: the old base (m)"),
                        p("height", ValueType.FLOAT, "+0x44 after (m)"),
                        p("flags", ValueType.INT, "+0x32 after (unchanged)")),
                (a, log) -> {
                    CapsuleShape c = new CapsuleShape();
                    c.localOffset().set(v(a, "offset"));
                    c.setFlags(flags(a, "PhysicsCapsule_Pose"));
                    c.base().set(v(a, "base"));
                    c.setHeight(f(a, "height"));
                    ScriptOwner o = scriptOwner(a);
                    o.typeMask = (Boolean) a.get("human") ? TypeMask.HUMAN : 0;
                    o.storedScale = f(a, "scale");
                    o.sceneState = (Boolean) a.get("sceneState");
                    o.raise = (Integer) a.get("raise");
                    if (o.raise < 0 || o.raise > 255) {
                        throw new FunctionArgumentException("PhysicsCapsule_Pose: argument 'raise' " + o.raise
                                + " is not a byte (0..255)");
                    }
                    o.state = (Long) a.get("state");
                    o.takeOff = f(a, "takeOff");
                    o.hasBone = (Boolean) a.get("hasBone");
                    o.bonePosition = new Vec4(0f, 0f, f(a, "b6z"), 1f);
                    o.boneRotation = Quat.IDENTITY;
                    poses(tables, log).poseCapsule(c, o);
                    return Map.of("base", c.base().toVec4(), "previous", c.previous().toVec4(), "height", c.height(),
                            "flags", c.flags());
                }));
        t.add(new SpecFunction("PhysShapeSegment_Pose", 6,
                "segment start and end from the +0xa8 body transform (P, q) and, for bone >= 0, the bone (b, qb)",
                poseArgs(p("start", ValueType.VEC4, "+0x40 before (m)"),
                        p("length", ValueType.FLOAT, "+0x64, the length along the bone's or body's x axis (m)")),
                List.of(p("start", ValueType.VEC4, "+0x40 after (m)"), p("end", ValueType.VEC4, "+0x50 after (m), w 1"),
                        p("previous", ValueType.VEC4, "+0x20 after (m)"),
                        p("flags", ValueType.INT, "+0x32 after (0x10 cleared)")),
                (a, log) -> {
                    SegmentShape s = new SegmentShape();
                    head(s, a, "PhysShapeSegment_Pose");
                    s.start().set(v(a, "start"));
                    s.setLength(f(a, "length"));
                    poses(tables, log).poseSegment(s, owner(a));
                    return Map.of("start", s.start().toVec4(), "end", s.end().toVec4(),
                            "previous", s.previous().toVec4(), "flags", s.flags());
                }));
        t.add(new SpecFunction("PhysicsShape_GetBounds", 6,
                "a shape's world box by type, then min' = min(min, max), max' = max(min', max) (SEGMENT_BOUND);"
                        + " another type byte writes nothing",
                List.of(p("type", ValueType.INT, "the type byte 0..255: 1 box, 2 sphere, 3 capsule, 4 segment"),
                        p("p", ValueType.VEC4,
                                "the position: box +0x80, sphere centre, capsule base, segment start (m)"),
                        p("end", ValueType.VEC4, "segment +0x50, the end (m; segment only)"),
                        p("r", ValueType.FLOAT, "the radius (m): sphere +0x40, capsule +0x40, segment +0x60"),
                        p("height", ValueType.FLOAT, "capsule +0x44 (m; capsule only)"),
                        p("half", ValueType.VEC4, "box +0x40, the half extents (m; box only)"),
                        p("A0", ValueType.VEC4, "box axis 0 (box only)"), p("A1", ValueType.VEC4, "box axis 1"),
                        p("A2", ValueType.VEC4, "box axis 2"),
                        p("min", ValueType.VEC4, "the caller's min before (kept for another type byte)"),
                        p("max", ValueType.VEC4, "the caller's max before (a box keeps its w)")),
                List.of(p("min", ValueType.VEC4, "the box's min (m), w = max's"),
                        p("max", ValueType.VEC4, "the box's max (m)")),
                (a, log) -> bounds(a, log, tables)));
        // Unit 6, the destructors (PhysicsShape_Destroy 0x00342a70 and each type's): the vtable reset and, with
        // flags & 1, the heap free. Java leaves the memory to the collector, so the answer is whether it would free.
        for (String name : new String[] {"PhysicsShape_Destroy", "PhysicsSphere_Destroy", "PhysicsBox_Destroy",
            "PhysicsCapsule_Destroy", "PhysicsSegment_Destroy"}) {
            t.add(new SpecFunction(name, 6,
                    "the destructor: frees the shape when flags & 1 (here: reported, not freed)",
                    List.of(p("flags", ValueType.INT, "the destructor's flags argument")),
                    List.of(p("freed", ValueType.BOOL, "flags & 1: the original frees the shape's memory")),
                    (a, log) -> {
                        Map<String, Object> r = new HashMap<>();
                        r.put("freed", (((Integer) a.get("flags")) & 1) != 0);
                        return r;
                    }));
        }
        return List.copyOf(t);
    }

    // ---- bodies ----------------------------------------------------------------------------------------------

    private static Map<String, Object> bounds(Map<String, Object> a, QuirkLog log, Supplier<KernelTable> tables) {
        int type = (Integer) a.get("type");
        if (type < 0 || type > 255) {
            throw new FunctionArgumentException("PhysicsShape_GetBounds: argument 'type' " + type
                    + " is not a byte (0..255)");
        }
        Float4 min = new Float4().set(v(a, "min"));
        Float4 max = new Float4().set(v(a, "max"));
        if (type >= 1 && type <= 4) {
            Shape s = construct(ShapeType.ofCode(type));
            float r = f(a, "r");
            switch (s.type()) {
                case BOX -> {
                    BoxShape b = (BoxShape) s;
                    b.centre().set(v(a, "p"));
                    b.halfExtents().set(v(a, "half"));
                    b.axis(0).set(v(a, "A0"));
                    b.axis(1).set(v(a, "A1"));
                    b.axis(2).set(v(a, "A2"));
                }
                case SPHERE -> {
                    ((SphereShape) s).centre().set(v(a, "p"));
                    ((SphereShape) s).setRadius(r);
                }
                case CAPSULE -> {
                    ((CapsuleShape) s).base().set(v(a, "p"));
                    ((CapsuleShape) s).setSize(f(a, "height"), r);
                }
                case SEGMENT -> {
                    ((SegmentShape) s).start().set(v(a, "p"));
                    ((SegmentShape) s).end().set(v(a, "end"));
                    ((SegmentShape) s).setRadius(r);
                }
                default -> throw new IllegalStateException("type " + s.type());
            }
            bounds(tables).bounds(s, min, max, log);
        }
        // Any other type byte: nothing written, the caller's box comes back as it was.
        return Map.of("min", min.toVec4(), "max", max.toVec4());
    }

    private static BoxShape box(Map<String, Object> a) {
        BoxShape b = new BoxShape();
        b.centre().set(v(a, "position"));
        b.halfExtents().set(v(a, "half"));
        b.axis(0).set(v(a, "A0"));
        b.axis(1).set(v(a, "A1"));
        b.axis(2).set(v(a, "A2"));
        return b;
    }

    private static Shape construct(ShapeType type) {
        return switch (type) {
            case BOX -> new BoxShape();
            case SPHERE -> new SphereShape();
            case CAPSULE -> new CapsuleShape();
            case SEGMENT -> new SegmentShape();
        };
    }

    // ---- arguments and results -------------------------------------------------------------------------------

    private static Param p(String name, ValueType type, String doc) {
        return new Param(name, type, doc);
    }

    private static List<Param> headResults(Param... more) {
        List<Param> r = new ArrayList<>(List.of(
                p("offset", ValueType.VEC4, "+0x10, the local offset (0, 0, 0, 1)"),
                p("type", ValueType.INT, "+0x30, the type byte"),
                p("bone", ValueType.INT, "+0x31, -1"),
                p("flags", ValueType.INT, "+0x32, 0x1 (enabled)")));
        r.addAll(List.of(more));
        return r;
    }

    private static List<Param> boxResults(boolean withFlags) {
        List<Param> r = new ArrayList<>(List.of(
                p("A0", ValueType.VEC4, "+0x50 after, axis 0"), p("A1", ValueType.VEC4, "+0x60 after, axis 1"),
                p("A2", ValueType.VEC4, "+0x70 after, axis 2"),
                p("position", ValueType.VEC4, "+0x80 after, the centre (m), w 1"),
                p("previous", ValueType.VEC4, "+0x20 after (m)")));
        if (withFlags) {
            r.add(p("flags", ValueType.INT, "+0x32 after (0x10 cleared)"));
        }
        return r;
    }

    /** The arguments every bone-capable pose takes: the head, the old position field(s), (P, q) and (b, qb). */
    private static List<Param> poseArgs(Param... fields) {
        List<Param> r = new ArrayList<>(List.of(
                p("offset", ValueType.VEC4, "+0x10, the local offset (m)"),
                p("bone", ValueType.INT, "+0x31, the bone (-128..127; negative: the body's own frame)"),
                p("flags", ValueType.INT, "+0x32 before, u16 (0x10: reset previous on this pose)"),
                p("previous", ValueType.VEC4, "+0x20 before (m)")));
        r.addAll(List.of(fields));
        r.addAll(List.of(
                p("P", ValueType.VEC4, "the body position (m) the owner answers"),
                p("q", ValueType.QUAT, "the body rotation the owner answers"),
                p("hasBone", ValueType.BOOL, "the owner answers the bone call (false: no model, nothing written)"),
                p("b", ValueType.VEC4, "the bone position in the body frame (m, scaled; read for bone >= 0)"),
                p("qb", ValueType.QUAT, "the bone rotation (read for bone >= 0)")));
        return r;
    }

    private static Map<String, Object> head(Shape s, Map<String, Object> out) {
        out.put("offset", s.localOffset().toVec4());
        out.put("type", s.type().code());
        out.put("bone", s.bone());
        out.put("flags", s.flags());
        return out;
    }

    private static void head(Shape s, Map<String, Object> a, String fn) {
        s.localOffset().set(v(a, "offset"));
        int bone = (Integer) a.get("bone");
        if (bone < Byte.MIN_VALUE || bone > Byte.MAX_VALUE) {
            throw new FunctionArgumentException(fn + ": argument 'bone' " + bone + " is not a signed byte (-128..127)");
        }
        s.setBone(bone);
        s.setFlags(flags(a, fn));
        s.previous().set(v(a, "previous"));
    }

    private static void boxAxes(BoxShape b, Map<String, Object> out) {
        out.put("A0", b.axis(0).toVec4());
        out.put("A1", b.axis(1).toVec4());
        out.put("A2", b.axis(2).toVec4());
    }

    private static ShapeType type(Map<String, Object> a, String fn) {
        int type = (Integer) a.get("type");
        if (type < 1 || type > 4) {
            throw new FunctionArgumentException(fn + ": argument 'type' " + type
                    + " is not 1 (box), 2 (sphere), 3 (capsule) or 4 (segment)");
        }
        return ShapeType.ofCode(type);
    }

    private static int flags(Map<String, Object> a, String fn) {
        int flags = (Integer) a.get("flags");
        if ((flags & ~0xffff) != 0) {
            throw new FunctionArgumentException(fn + ": argument 'flags' 0x" + Integer.toHexString(flags)
                    + " does not fit the u16 at +0x32");
        }
        return flags;
    }

    private static float f(Map<String, Object> a, String k) {
        return (Float) a.get(k);
    }

    private static Vec4 v(Map<String, Object> a, String k) {
        return (Vec4) a.get(k);
    }

    private static ScriptOwner owner(Map<String, Object> a) {
        ScriptOwner o = scriptOwner(a);
        o.hasBone = (Boolean) a.get("hasBone");
        o.bonePosition = v(a, "b");
        o.boneRotation = (Quat) a.get("qb");
        return o;
    }

    /** An owner at the call's body transform (P, q); its other answers are set by the caller. */
    private static ScriptOwner scriptOwner(Map<String, Object> a) {
        ScriptOwner o = new ScriptOwner(0);
        o.typeMask = 0;
        o.position = v(a, "P");
        o.rotation = (Quat) a.get("q");
        return o;
    }
}
