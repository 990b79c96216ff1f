package engine.kernels.oracle;

import engine.api.body.Body;
import engine.api.body.Contact;
import engine.api.body.OwnerState;
import engine.api.kernel.KernelTable;
import engine.api.kernel.mesh.MeshOverlap;
import engine.api.math.Float4;
import engine.api.math.FloatModel;
import engine.api.math.Vec4;
import engine.api.mesh.CollisionMesh;
import engine.api.oracle.FunctionArgumentException;
import engine.api.oracle.Param;
import engine.api.oracle.SpecFunction;
import engine.api.oracle.ValueType;
import engine.api.shape.CapsuleShape;
import engine.api.shape.Shape;
import engine.api.shape.ShapeType;
import engine.api.shape.SphereShape;
import engine.api.slots.Slots;
import engine.kernels.mesh.CapsuleMeshSweep;
import engine.kernels.mesh.NoMeshOverlap;
import engine.kernels.mesh.PushOutOfWalls;
import engine.kernels.mesh.SphereMeshOverlap;
import engine.kernels.mesh.SphereMeshSweep;
import engine.kernels.mesh.SphereTriangleSweep;
import engine.kernels.mesh.SweepShapeVsMesh;
import engine.kernels.world.PhysicsWorld;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * Units 1 and 2 as the oracle serves them: Sweep_SphereTriangle on explicit corners, and the mesh functions on a
 * MESH argument. Each call builds its own world over the mesh with the supplied table (new PhysicsWorld(table,
 * mesh, log)) and its own kernel instances, so calls share nothing. IPhysics_SweepShapeVsMesh dispatches through
 * the table's mesh sweep slot, as the original does: with no kernel in that slot it answers false.
 */
public final class MeshFunctions {
    private static final Param MESH = new Param("mesh", ValueType.MESH, "the collision mesh (file or inline)");
    private static final Param MOVE = new Param("move", ValueType.VEC4, "the move (m), xyz");
    private static final Param BOX = Param.optional("box", ValueType.AABB,
            "the world box; default the shape's box at the start grown by the move");
    private static final List<Param> CONTACTS = List.of(
            new Param("count", ValueType.INT, "what the function returned"),
            new Param("fractions", ValueType.FLOAT_LIST, "+0x80 per contact written (the depth for an overlap)"),
            new Param("normals", ValueType.FLOAT_LIST, "+0x50 xyz per contact"),
            new Param("points", ValueType.FLOAT_LIST, "+0x90 xyz per contact (sweeps; zeros for an overlap)"),
            new Param("triangles", ValueType.INT_LIST, "+0xb4 per contact"),
            new Param("flags", ValueType.INT_LIST, "+0xb0 per contact"));

    private MeshFunctions() {
    }

    /** The table; tables supplies the kernel table for each call's world. */
    public static List<SpecFunction> table(Supplier<KernelTable> tables) {
        List<SpecFunction> t = new ArrayList<>();
        t.add(new SpecFunction("Sweep_SphereTriangle", 1,
                "reconstructed: a sphere moving against one triangle; face, then edges and corners (t may exceed 1)",
                List.of(new Param("v0", ValueType.VEC4, "corner 0"), new Param("v1", ValueType.VEC4, "corner 1"),
                        new Param("v2", ValueType.VEC4, "corner 2"), new Param("centre", ValueType.VEC4, "c (m)"),
                        new Param("radius", ValueType.FLOAT, "r (m)"), MOVE),
                List.of(new Param("hit", ValueType.BOOL, "the kernel's return"),
                        new Param("t", ValueType.FLOAT, "the fraction (0 without a hit)"),
                        new Param("region", ValueType.INT, "bit i: the plane-meeting point inside edge i; 7 inside")),
                (a, log) -> {
                    SphereTriangleSweep k = new SphereTriangleSweep();
                    k.setModel(tables.get().floatModel());
                    Vec4 p = (Vec4) a.get("v0");
                    Vec4 q = (Vec4) a.get("v1");
                    Vec4 s = (Vec4) a.get("v2");
                    k.setCorners(p.x(), p.y(), p.z(), q.x(), q.y(), q.z(), s.x(), s.y(), s.z());
                    k.prepare();
                    Vec4 c = (Vec4) a.get("centre");
                    Vec4 m = (Vec4) a.get("move");
                    boolean hit = k.sweepWithRegion(c.x(), c.y(), c.z(), (Float) a.get("radius"), m.x(), m.y(), m.z());
                    return map("hit", hit, "t", hit ? k.t() : 0f, "region", k.region());
                }));
        t.add(new SpecFunction("PhysicsMesh_SweepCapsule", 2,
                "the capsule's mesh sweep: wall rules, sort, corner slide, list overrun; max is ignored",
                List.of(MESH, new Param("feet", ValueType.VEC4, "the capsule's base (m)"),
                        new Param("radius", ValueType.FLOAT, "shape +0x40 (m)"), MOVE,
                        Param.optional("height", ValueType.FLOAT, "shape +0x44 (m), default 2"),
                        Param.optional("bodyScale", ValueType.FLOAT, "body +0x60 x, default 1"),
                        Param.optional("humanScale", ValueType.FLOAT, "Human_GetScale; default 1 (not a human)"),
                        Param.optional("airborne", ValueType.BOOL, "owner state 0x4000000, default false"),
                        Param.optional("max", ValueType.INT, "the max argument (ignored), default 50")
                                .range(0, Integer.MAX_VALUE), BOX),
                with(CONTACTS, new Param("slide", ValueType.VEC4, "+0xa0 of the first contact, (0,0,0,0) without")),
                (a, log) -> {
                    CollisionMesh mesh = (CollisionMesh) a.get("mesh");
                    PhysicsWorld w = new PhysicsWorld(tables.get(), mesh, log);
                    CapsuleShape s = new CapsuleShape();
                    s.setSize(f(a, "height", 2f), (Float) a.get("radius"));
                    s.base().set((Vec4) a.get("feet")).setW(1f);
                    Body b = body(s, a);
                    b.scale().set(f(a, "bodyScale", 1f), 1f, 1f, 1f);
                    Float4 move = new Float4().set((Vec4) a.get("move"));
                    Float4[] box = box(w.floatModel(), a, s, move);
                    Contact[] out = contacts(OUT);
                    int n = w.kernels().get(Slots.meshSweep(ShapeType.CAPSULE)).sweep(w, out, 0, i(a, "max", 50),
                            box[0], box[1], b, s, move, 0, SweepShapeVsMesh.MIN_NZ, 0f);
                    Map<String, Object> r = results(n, out, n, true);
                    r.put("slide", n > 0 ? out[0].slide().toVec4() : new Vec4(0f, 0f, 0f, 0f));
                    return r;
                }));
        t.add(new SpecFunction("PhysicsMesh_SweepSphere", 2,
                "the sphere's mesh sweep: bit 3, options 4/8/0x40/0x8000/0x20000, max after the sort",
                List.of(MESH, new Param("centre", ValueType.VEC4, "shape +0x50 (m)"),
                        new Param("radius", ValueType.FLOAT, "shape +0x40 (m)"), MOVE,
                        Param.optional("options", ValueType.INT, "the options word, default 0"),
                        Param.optional("minNz", ValueType.FLOAT, "f12, default -0.65"),
                        Param.optional("maxNz", ValueType.FLOAT, "f13, default 0"),
                        Param.optional("bodyFlags", ValueType.INT, "body +0x40, default 0"),
                        Param.optional("max", ValueType.INT, "the most contacts, default 50")
                                .range(0, Integer.MAX_VALUE), BOX),
                with(CONTACTS, new Param("distances", ValueType.FLOAT_LIST, "+0x88 per contact")),
                (a, log) -> {
                    CollisionMesh mesh = (CollisionMesh) a.get("mesh");
                    PhysicsWorld w = new PhysicsWorld(tables.get(), mesh, log);
                    SphereShape s = sphere(a);
                    Body b = body(s, a);
                    b.setFlags(i(a, "bodyFlags", 0));
                    Float4 move = new Float4().set((Vec4) a.get("move"));
                    Float4[] box = box(w.floatModel(), a, s, move);
                    Contact[] out = contacts(OUT);
                    int n = w.kernels().get(Slots.meshSweep(ShapeType.SPHERE)).sweep(w, out, 0,
                            Math.min(i(a, "max", 50), OUT), box[0], box[1], b, s,
                            move, i(a, "options", 0), f(a, "minNz", SweepShapeVsMesh.MIN_NZ), f(a, "maxNz", 0f));
                    Map<String, Object> r = results(n, out, n, true);
                    float[] d = new float[n];
                    for (int k = 0; k < n; k++) {
                        d[k] = out[k].distance();
                    }
                    r.put("distances", d);
                    return r;
                }));
        t.add(new SpecFunction("PhysicsMeshOverlap_Sphere", 2,
                "the sphere's mesh overlap: no side test, shallowest kept, written deepest first, returns 1",
                List.of(MESH, new Param("centre", ValueType.VEC4, "shape +0x50 (m)"),
                        new Param("radius", ValueType.FLOAT, "shape +0x40 (m)"),
                        Param.optional("room", ValueType.INT, "the room argument, default 50")
                                .range(0, Integer.MAX_VALUE),
                        Param.optional("options", ValueType.INT, "the options word, default 0"),
                        Param.optional("minNz", ValueType.FLOAT, "f12, default -0.65"),
                        Param.optional("maxNz", ValueType.FLOAT, "f13, default 0"), BOX),
                CONTACTS,
                (a, log) -> {
                    CollisionMesh mesh = (CollisionMesh) a.get("mesh");
                    PhysicsWorld w = new PhysicsWorld(tables.get(), mesh, log);
                    SphereShape s = sphere(a);
                    Float4[] box = box(w.floatModel(), a, s, new Float4());
                    Contact[] out = contacts(OUT);
                    SphereMeshOverlap k = (SphereMeshOverlap) w.kernels().get(Slots.meshOverlap(ShapeType.SPHERE));
                    int n = k.overlap(w, out, 0, Math.min(i(a, "room", 50), OUT), box[0], box[1], s,
                            i(a, "options", 0), f(a, "minNz", SweepShapeVsMesh.MIN_NZ), f(a, "maxNz", 0f));
                    return results(n, out, k.lastWritten(), false);
                }));
        for (String name : new String[] {"PhysicsMeshOverlap_Box", "PhysicsMeshOverlap_Capsule"}) {
            t.add(new SpecFunction(name, 2, "an 8-byte stub: returns 0", List.of(MESH),
                    List.of(new Param("count", ValueType.INT, "always 0")),
                    (a, log) -> {
                        PhysicsWorld w = new PhysicsWorld(tables.get(), (CollisionMesh) a.get("mesh"), log);
                        MeshOverlap k = w.kernels().get(Slots.meshOverlap(name.endsWith("Box") ? ShapeType.BOX
                                : ShapeType.CAPSULE));
                        return map("count", k.overlap(w, new Contact[0], 0, 50, new Float4(), new Float4(), null, 0,
                                0f, 0f));
                    }));
        }
        t.add(new SpecFunction("PhysicsBody_PushOutOfWalls", 2,
                "the nearest wall within r pushes the body horizontally by r - dist; sets body flag 0x1000",
                List.of(MESH, new Param("centre", ValueType.VEC4, "the sphere's centre (m)"),
                        new Param("radius", ValueType.FLOAT, "its radius (m)"),
                        Param.optional("pushOut", ValueType.VEC4, "body +0x50 before, default (0, 0, 0, 1)"),
                        Param.optional("flags", ValueType.INT, "body +0x40 before, default 0")),
                List.of(new Param("pushOut", ValueType.VEC4, "body +0x50 after"),
                        new Param("flags", ValueType.INT, "body +0x40 after")),
                (a, log) -> {
                    PhysicsWorld w = new PhysicsWorld(tables.get(), (CollisionMesh) a.get("mesh"), log);
                    Body b = new Body();
                    b.setFlags(i(a, "flags", 0));
                    if (a.containsKey("pushOut")) {
                        b.pushOut().set((Vec4) a.get("pushOut"));
                    }
                    new PushOutOfWalls(w.kernels().config(Slots.meshOverlap(ShapeType.SPHERE)))
                            .pushOut(w, b, new Float4().set((Vec4) a.get("centre")), (Float) a.get("radius"));
                    return map("pushOut", b.pushOut().toVec4(), "flags", b.flags());
                }));
        t.add(new SpecFunction("IPhysics_SweepShapeVsMesh", 2,
                "the walking sweep's mesh step: the table's mesh sweep for the shape type, max 1, option 4 for humans",
                List.of(MESH, new Param("type", ValueType.INT, "the shape type: 2 sphere, 3 capsule"),
                        new Param("position", ValueType.VEC4, "sphere centre or capsule feet (m)"),
                        new Param("radius", ValueType.FLOAT, "shape +0x40 (m)"), MOVE,
                        Param.optional("height", ValueType.FLOAT, "capsule +0x44 (m), default 2"),
                        Param.optional("typeMask", ValueType.INT, "body +0x44, default 0 (0x40: a human)"), BOX),
                with(List.of(new Param("hit", ValueType.BOOL, "the count was non-zero")), CONTACTS),
                (a, log) -> {
                    PhysicsWorld w = new PhysicsWorld(tables.get(), (CollisionMesh) a.get("mesh"), log);
                    int type = (Integer) a.get("type");
                    Shape s;
                    if (type == 2) {
                        s = sphere(a);
                        ((SphereShape) s).centre().set((Vec4) a.get("position")).setW(1f);
                    } else if (type == 3) {
                        CapsuleShape c = new CapsuleShape();
                        c.setSize(f(a, "height", 2f), (Float) a.get("radius"));
                        c.base().set((Vec4) a.get("position")).setW(1f);
                        s = c;
                    } else {
                        throw new FunctionArgumentException("IPhysics_SweepShapeVsMesh: argument 'type' must be 2 or "
                                + "3, got " + type);
                    }
                    Body b = body(s, a);
                    b.setTypeMask(i(a, "typeMask", 0));
                    Float4 move = new Float4().set((Vec4) a.get("move"));
                    Float4[] box = box(w.floatModel(), a, s, move);
                    Contact[] out = contacts(OUT);
                    boolean hit = SweepShapeVsMesh.sweep(w, out, 0, box[0], box[1], b, move);
                    Map<String, Object> r = results(hit ? 1 : 0, out, hit ? 1 : 0, true);
                    r.put("hit", hit);
                    return r;
                }));
        return t;
    }

    /** Contact slots each call offers (the capsule may write past max; 100 is the most a collector holds). */
    private static final int OUT = 100;

    private static List<Param> with(List<Param> a, Param... more) {
        List<Param> out = new ArrayList<>(a);
        out.addAll(List.of(more));
        return out;
    }

    private static List<Param> with(List<Param> a, List<Param> b) {
        List<Param> out = new ArrayList<>(a);
        out.addAll(b);
        return out;
    }

    private static Map<String, Object> map(Object... kv) {
        Map<String, Object> m = new HashMap<>();
        for (int k = 0; k < kv.length; k += 2) {
            m.put((String) kv[k], kv[k + 1]);
        }
        return m;
    }

    private static float f(Map<String, Object> a, String key, float fallback) {
        Object v = a.get(key);
        return v == null ? fallback : (Float) v;
    }

    private static int i(Map<String, Object> a, String key, int fallback) {
        Object v = a.get(key);
        return v == null ? fallback : (Integer) v;
    }

    private static Contact[] contacts(int n) {
        Contact[] c = new Contact[n];
        for (int k = 0; k < n; k++) {
            c[k] = new Contact();
        }
        return c;
    }

    private static SphereShape sphere(Map<String, Object> a) {
        SphereShape s = new SphereShape();
        s.setRadius((Float) a.get("radius"));
        Object c = a.containsKey("centre") ? a.get("centre") : a.get("position");
        s.centre().set((Vec4) c).setW(1f);
        return s;
    }

    /** A body for shape whose owner answers the "humanScale" and "airborne" arguments. */
    private static Body body(Shape s, Map<String, Object> a) {
        Body b = new Body();
        b.setFirstShape(s);
        b.setOwner(owner(a.containsKey("humanScale") ? (Float) a.get("humanScale") : null,
                Boolean.TRUE.equals(a.get("airborne"))));
        return b;
    }

    /** The given box, else the shape's box at the start grown by move. */
    private static Float4[] box(FloatModel m, Map<String, Object> a, Shape s, Float4 move) {
        Float4 min = new Float4();
        Float4 max = new Float4();
        if (a.containsKey("box")) {
            var box = (engine.api.math.Aabb) a.get("box");
            return new Float4[] {min.set(box.min()), max.set(box.max())};
        }
        if (s instanceof CapsuleShape c) {
            Float4 f = c.base();
            min.set(m.sub(f.x(), c.radius()), m.sub(f.y(), c.radius()), f.z(), 1f);
            max.set(m.add(f.x(), c.radius()), m.add(f.y(), c.radius()), m.add(f.z(), c.height()), 1f);
        } else {
            SphereShape sp = (SphereShape) s;
            Float4 c = sp.centre();
            min.set(m.sub(c.x(), sp.radius()), m.sub(c.y(), sp.radius()), m.sub(c.z(), sp.radius()), 1f);
            max.set(m.add(c.x(), sp.radius()), m.add(c.y(), sp.radius()), m.add(c.z(), sp.radius()), 1f);
        }
        min.set3(m.fmin(min.x(), m.add(min.x(), move.x())), m.fmin(min.y(), m.add(min.y(), move.y())),
                m.fmin(min.z(), m.add(min.z(), move.z())));
        max.set3(m.fmax(max.x(), m.add(max.x(), move.x())), m.fmax(max.y(), m.add(max.y(), move.y())),
                m.fmax(max.z(), m.add(max.z(), move.z())));
        return new Float4[] {min, max};
    }

    private static Map<String, Object> results(int count, Contact[] out, int written, boolean sweep) {
        float[] fr = new float[written];
        float[] nr = new float[3 * written];
        float[] pt = new float[3 * written];
        int[] tr = new int[written];
        int[] fl = new int[written];
        for (int k = 0; k < written; k++) {
            Contact c = out[k];
            fr[k] = c.fraction();
            nr[3 * k] = c.normal().x();
            nr[3 * k + 1] = c.normal().y();
            nr[3 * k + 2] = c.normal().z();
            if (sweep) {
                pt[3 * k] = c.point().x();
                pt[3 * k + 1] = c.point().y();
                pt[3 * k + 2] = c.point().z();
            }
            tr[k] = c.triangle();
            fl[k] = c.flags();
        }
        return map("count", count, "fractions", fr, "normals", nr, "points", pt, "triangles", tr, "flags", fl);
    }

    /** An owner for the oracle's bodies: a human of the given scale (1 when absent), airborne or not. */
    private static ScriptOwner owner(Float scale, boolean airborne) {
        ScriptOwner o = new ScriptOwner("mover");
        o.typeMask = 0;
        o.storedScale = scale == null ? 1f : scale;
        o.state = airborne ? OwnerState.AIRBORNE : 0L;
        return o;
    }
}
