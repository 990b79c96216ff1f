package engine.kernels.oracle;

import engine.api.body.Contact;
import engine.api.kernel.KernelTable;
import engine.api.kernel.Slot;
import engine.api.kernel.pair.PairSweep;
import engine.api.math.Aabb;
import engine.api.math.Float4;
import engine.api.math.FloatModel;
import engine.api.math.Mat4;
import engine.api.math.Quat;
import engine.api.math.Vec4;
import engine.api.mesh.CollisionMesh;
import engine.api.oracle.Param;
import engine.api.oracle.SpecFunction;
import engine.api.oracle.ValueType;
import engine.api.shape.BoxShape;
import engine.api.shape.CapsuleShape;
import engine.api.shape.SegmentShape;
import engine.api.shape.Shape;
import engine.api.shape.ShapeType;
import engine.api.shape.SphereShape;
import engine.api.slots.Slots;
import engine.kernels.world.PhysicsWorld;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * Units 5, 12 and 13 (reconstructed, docs/box-sweeps.md) as the oracle serves them: each box pair sweep through the
 * table's slot on explicit shapes, and the box mesh sweep on a MESH argument. A box is given by its centre, half
 * extents and rotation (its axes the rows of Quat_ToMatrix, Unit 6). Each call builds its own world with the
 * supplied table (its kernels decide which corrections apply) and a fresh contact slot (zeros), so calls share
 * nothing; a field the kernel leaves alone reads 0.
 */
public final class BoxFunctions {
    private static final Param MOVE = new Param("move", ValueType.VEC4, "the mover's whole move (m), xyz");
    private static final List<Param> BOX = box("box", "the box");
    private static final List<Param> HIT = List.of(
            new Param("hit", ValueType.BOOL, "the kernel's return"),
            new Param("fraction", ValueType.FLOAT, "+0x80, the fraction of the move at the contact"),
            new Param("normal", ValueType.VEC4, "+0x50, unit, out of the other shape towards the mover"),
            new Param("direction", ValueType.VEC4, "+0x10, the own half's direction (−normal before a mirror)"),
            new Param("point", ValueType.VEC4, "+0x90, the mover's position at the contact (a mirror: the other's)"),
            new Param("slide", ValueType.VEC4, "+0xa0, the capsule-box corner slide (0 when not written)"),
            new Param("flags", ValueType.INT, "+0xb0: 0x1 in a capsule-box corner region, else 0"));
    /** Contact slots the mesh sweep is offered (100 is the most a collector holds). */
    private static final int OUT = 100;

    private BoxFunctions() {
    }

    private static List<Param> box(String prefix, String what) {
        return List.of(new Param(prefix + "Centre", ValueType.VEC4, what + "'s centre +0x80 (m)"),
                new Param(prefix + "Half", ValueType.VEC4, what + "'s half extents +0x40 (m)"),
                Param.optional(prefix + "Rotation", ValueType.QUAT,
                        what + "'s rotation: axes +0x50..+0x70 = rows of Quat_ToMatrix (default identity)"));
    }

    private static List<Param> args(List<Param> a, List<Param> b) {
        List<Param> out = new ArrayList<>(a);
        out.addAll(b);
        out.add(MOVE);
        return out;
    }

    private static final List<Param> CAPSULE = List.of(new Param("base", ValueType.VEC4, "the capsule's base (m)"),
            new Param("radius", ValueType.FLOAT, "+0x40 (m)"), new Param("height", ValueType.FLOAT, "+0x44 (m)"));
    private static final List<Param> SPHERE = List.of(new Param("centre", ValueType.VEC4, "the sphere's centre (m)"),
            new Param("radius", ValueType.FLOAT, "+0x40 (m)"));
    private static final List<Param> SEGMENT = List.of(new Param("start", ValueType.VEC4, "+0x40 (m)"),
            new Param("end", ValueType.VEC4, "+0x50 (m)"), new Param("radius", ValueType.FLOAT, "+0x60 (m)"));

    /** The table; tables supplies the kernel table for each call's world. */
    public static List<SpecFunction> table(Supplier<KernelTable> tables) {
        List<SpecFunction> t = new ArrayList<>();
        t.add(pair(tables, "PhysicsSweep_CapsuleBox", 12, "reconstructed: an upright capsule moving against a box;"
                        + " its four corner regions set flag 0x1 with a unit diagonal slide",
                Slots.pairSweep(ShapeType.CAPSULE, ShapeType.BOX), args(CAPSULE, BOX), true));
        t.add(pair(tables, "PhysicsSweep_BoxCapsule", 12, "reconstructed: the mirror, the box moving against a capsule",
                Slots.pairSweep(ShapeType.BOX, ShapeType.CAPSULE), args(BOX, CAPSULE), false));
        t.add(pair(tables, "PhysicsSweep_SphereBox", 5, "reconstructed: a (strike) sphere moving against a box to"
                        + " first touch; within reach at the start: a hit at 0",
                Slots.pairSweep(ShapeType.SPHERE, ShapeType.BOX), args(SPHERE, BOX), true));
        t.add(pair(tables, "PhysicsSweep_BoxSphere", 5, "reconstructed: the mirror, the box moving against a sphere",
                Slots.pairSweep(ShapeType.BOX, ShapeType.SPHERE), args(BOX, SPHERE), false));
        t.add(pair(tables, "PhysicsSweep_SegmentBox", 5, "reconstructed: a strike segment (radius r) moving against a"
                        + " box to first touch; within reach at the start: a hit at 0",
                Slots.pairSweep(ShapeType.SEGMENT, ShapeType.BOX), args(SEGMENT, BOX), true));
        t.add(pair(tables, "PhysicsSweep_BoxSegment", 5, "reconstructed: the mirror, the box moving against a segment",
                Slots.pairSweep(ShapeType.BOX, ShapeType.SEGMENT), args(BOX, SEGMENT), false));
        t.add(pair(tables, "PhysicsSweep_BoxBox", 5, "reconstructed: a box moving against a box by 15 separating"
                        + " axes; overlapping at the start: a hit at 0 only moving in",
                Slots.pairSweep(ShapeType.BOX, ShapeType.BOX), args(box("own", "the moving box"),
                        box("other", "the box at rest")), true));
        List<Param> mesh = new ArrayList<>();
        mesh.add(new Param("mesh", ValueType.MESH, "the collision mesh (file or inline)"));
        mesh.addAll(BOX);
        mesh.add(MOVE);
        mesh.add(Param.optional("options", ValueType.INT, "the options word (4 minimum n.z, 8 maximum), default 0"));
        mesh.add(Param.optional("minNz", ValueType.FLOAT, "f12, default -0.65"));
        mesh.add(Param.optional("maxNz", ValueType.FLOAT, "f13, default 0"));
        mesh.add(Param.optional("max", ValueType.INT, "the most contacts, default 50").range(0, Integer.MAX_VALUE));
        mesh.add(Param.optional("box", ValueType.AABB, "the world box; default the box's bound grown by the move"));
        t.add(new SpecFunction("PhysicsMesh_SweepBox", 13, "reconstructed: the box's mesh sweep (13 separating axes"
                + " through Sweep_IntervalOverlap, the v == 0 reset), flags word always 0", mesh,
                List.of(new Param("count", ValueType.INT, "what the function returned"),
                        new Param("fractions", ValueType.FLOAT_LIST, "+0x80 per contact written"),
                        new Param("normals", ValueType.FLOAT_LIST, "+0x50 xyz per contact"),
                        new Param("points", ValueType.FLOAT_LIST, "+0x90 xyz per contact"),
                        new Param("triangles", ValueType.INT_LIST, "+0xb4 per contact"),
                        new Param("flags", ValueType.INT_LIST, "+0xb0 per contact (always 0)"),
                        new Param("distances", ValueType.FLOAT_LIST, "+0x88 per contact: the centre's start distance")),
                (a, log) -> {
                    PhysicsWorld w = new PhysicsWorld(tables.get(), (CollisionMesh) a.get("mesh"), log);
                    BoxShape b = box(w.floatModel(), a, "box");
                    Float4 move = new Float4().set((Vec4) a.get("move"));
                    Float4[] bound = bound(w.floatModel(), a, b, move);
                    Contact[] out = new Contact[OUT];
                    for (int k = 0; k < OUT; k++) {
                        out[k] = new Contact();
                    }
                    int n = w.kernels().get(Slots.meshSweep(ShapeType.BOX)).sweep(w, out, 0,
                            Math.min(i(a, "max", 50), OUT), bound[0], bound[1], null, b, move, i(a, "options", 0),
                            f(a, "minNz", -0.65f), f(a, "maxNz", 0f));
                    return contacts(n, out);
                }));
        return t;
    }

    /** A pair sweep function through slot; boxIsOther: the box is at rest (x-vs-box), else it moves (box-vs-x). */
    private static SpecFunction pair(Supplier<KernelTable> tables, String name, int unit, String summary,
                                     Slot<PairSweep> slot, List<Param> args, boolean boxIsOther) {
        return new SpecFunction(name, unit, summary, args, HIT, (a, log) -> {
            PhysicsWorld w = new PhysicsWorld(tables.get(), null, log);
            String[] types = slot.id().split("\\.");
            Shape own;
            Shape other;
            if (types[1].equals("box") && types[2].equals("box")) {
                own = box(w.floatModel(), a, "own");
                other = box(w.floatModel(), a, "other");
            } else if (boxIsOther) {
                own = shape(a, types[1]);
                other = box(w.floatModel(), a, "box");
            } else {
                own = box(w.floatModel(), a, "box");
                other = shape(a, types[2]);
            }
            Contact c = new Contact();
            boolean hit = w.kernels().get(slot).sweep(w, c, null, own, null, other,
                    new Float4().set((Vec4) a.get("move")));
            Map<String, Object> r = new HashMap<>();
            r.put("hit", hit);
            r.put("fraction", c.fraction());
            r.put("normal", c.normal().toVec4());
            r.put("direction", c.unitMove().toVec4());
            r.put("point", c.point().toVec4());
            r.put("slide", c.slide().toVec4());
            r.put("flags", c.flags());
            return r;
        });
    }

    /** The box of the arguments prefix + "Centre", "Half", "Rotation". */
    private static BoxShape box(FloatModel fm, Map<String, Object> a, String prefix) {
        BoxShape b = new BoxShape();
        Vec4 h = (Vec4) a.get(prefix + "Half");
        b.halfExtents().set(h.x(), h.y(), h.z(), 1f);
        Object q = a.get(prefix + "Rotation");
        Mat4 m = (q == null ? Quat.IDENTITY : (Quat) q).toMatrix(fm);
        for (int i = 0; i < 3; i++) {
            b.axis(i).set(m.get(i, 0), m.get(i, 1), m.get(i, 2), 0f);
        }
        b.centre().set((Vec4) a.get(prefix + "Centre")).setW(1f);
        return b;
    }

    private static Shape shape(Map<String, Object> a, String type) {
        float r = (Float) a.get("radius");
        return switch (type) {
            case "capsule" -> {
                CapsuleShape c = new CapsuleShape();
                c.setSize((Float) a.get("height"), r);
                c.base().set((Vec4) a.get("base")).setW(1f);
                yield c;
            }
            case "sphere" -> {
                SphereShape s = new SphereShape();
                s.setRadius(r);
                s.centre().set((Vec4) a.get("centre")).setW(1f);
                yield s;
            }
            default -> {
                SegmentShape s = new SegmentShape();
                s.start().set((Vec4) a.get("start")).setW(1f);
                s.end().set((Vec4) a.get("end")).setW(1f);
                s.setRadius(r);
                yield s;
            }
        };
    }

    /** The given box, else the box's corners' bound grown by move. */
    private static Float4[] bound(FloatModel fm, Map<String, Object> a, BoxShape b, Float4 move) {
        if (a.containsKey("box")) {
            Aabb box = (Aabb) a.get("box");
            return new Float4[] {new Float4().set(box.min()), new Float4().set(box.max())};
        }
        float[] lo = {Float.MAX_VALUE, Float.MAX_VALUE, Float.MAX_VALUE};
        float[] hi = {-Float.MAX_VALUE, -Float.MAX_VALUE, -Float.MAX_VALUE};
        float[] c = {b.centre().x(), b.centre().y(), b.centre().z()};
        float[] h = {b.halfExtents().x(), b.halfExtents().y(), b.halfExtents().z()};
        float[] m = {move.x(), move.y(), move.z()};
        for (int k = 0; k < 8; k++) {
            for (int axis = 0; axis < 3; axis++) {
                float v = c[axis];
                for (int i = 0; i < 3; i++) {
                    Float4 ai = b.axis(i);
                    float comp = axis == 0 ? ai.x() : axis == 1 ? ai.y() : ai.z();
                    v = fm.add(v, fm.mul((k & (1 << i)) != 0 ? h[i] : fm.neg(h[i]), comp));
                }
                float moved = fm.add(v, m[axis]);
                lo[axis] = k == 0 ? fm.fmin(v, moved) : fm.fmin(lo[axis], fm.fmin(v, moved));
                hi[axis] = k == 0 ? fm.fmax(v, moved) : fm.fmax(hi[axis], fm.fmax(v, moved));
            }
        }
        return new Float4[] {new Float4(lo[0], lo[1], lo[2], 1f), new Float4(hi[0], hi[1], hi[2], 1f)};
    }

    private static Map<String, Object> contacts(int n, Contact[] out) {
        float[] fr = new float[n];
        float[] nr = new float[3 * n];
        float[] pt = new float[3 * n];
        int[] tr = new int[n];
        int[] fl = new int[n];
        float[] ds = new float[n];
        for (int k = 0; k < n; k++) {
            Contact c = out[k];
            fr[k] = c.fraction();
            nr[3 * k] = c.normal().x();
            nr[3 * k + 1] = c.normal().y();
            nr[3 * k + 2] = c.normal().z();
            pt[3 * k] = c.point().x();
            pt[3 * k + 1] = c.point().y();
            pt[3 * k + 2] = c.point().z();
            tr[k] = c.triangle();
            fl[k] = c.flags();
            ds[k] = c.distance();
        }
        Map<String, Object> r = new HashMap<>();
        r.put("count", n);
        r.put("fractions", fr);
        r.put("normals", nr);
        r.put("points", pt);
        r.put("triangles", tr);
        r.put("flags", fl);
        r.put("distances", ds);
        return r;
    }

    private static float f(Map<String, Object> a, String key, float fallback) {
        Object v = a.get(key);
        return v == null ? fallback : (Float) v;
    }

    private static int i(Map<String, Object> a, String key, int fallback) {
        Object v = a.get(key);
        return v == null ? fallback : (Integer) v;
    }
}
