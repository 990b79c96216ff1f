package engine.kernels.oracle;

import static engine.api.oracle.Param.aabb;
import static engine.api.oracle.Param.bool;
import static engine.api.oracle.Param.f32;
import static engine.api.oracle.Param.floats;
import static engine.api.oracle.Param.i32;
import static engine.api.oracle.Param.ints;
import static engine.api.oracle.Param.mesh;
import static engine.api.oracle.Param.vec4;

import engine.api.body.Body;
import engine.api.body.Contact;
import engine.api.body.OwnerState;
import engine.api.kernel.KernelTable;
import engine.api.kernel.mesh.MeshOverlap;
import engine.api.math.Aabb;
import engine.api.math.Float4;
import engine.api.math.FloatModel;
import engine.api.math.Vec4;
import engine.api.mesh.CollisionMesh;
import engine.api.oracle.Args;
import engine.api.oracle.Param;
import engine.api.oracle.Results;
import engine.api.oracle.SpecFunction;
import engine.api.quirk.QuirkLog;
import engine.api.shape.CapsuleShape;
import engine.api.shape.Shape;
import engine.api.shape.ShapeType;
import engine.api.shape.SphereShape;
import engine.api.slots.Slots;
import engine.kernels.mesh.PushOutOfWalls;
import engine.kernels.mesh.SphereMeshOverlap;
import engine.kernels.mesh.SphereTriangleSweep;
import engine.kernels.mesh.SweepShapeVsMesh;
import engine.kernels.world.PhysicsWorld;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/**
 * Units 1 and 2 as the oracle serves them: Sweep_SphereTriangle on explicit corners, and the mesh functions on a
 * MESH argument. Each call builds its own world over the mesh with the supplied table (new PhysicsWorld(table,
 * mesh, log)) and its own kernel instances, so calls share nothing. IPhysics_SweepShapeVsMesh dispatches through
 * the table's mesh sweep slot, as the original does: with no kernel in that slot it answers false. One method per
 * function, named after it (the two overlap stubs share one); {@link #table} registers each with its parameters.
 */
public final class MeshFunctions {
    /** Contact slots each call offers (the capsule may write past max; 100 is the most a collector holds). */
    private static final int OUT = 100;
    private static final Param<CollisionMesh> MESH = mesh("mesh", "the collision mesh (file or inline)");
    private static final Param<Vec4> MOVE = vec4("move", "the move (m), xyz");
    private static final Param<Aabb> BOX = aabb("box",
            "the world box; default the shape's box at the start grown by the move").orAbsent();
    private static final Param<Integer> COUNT = i32("count", "what the function returned");
    private static final Param<float[]> FRACTIONS = floats("fractions",
            "+0x80 per contact written (the depth for an overlap)");
    private static final Param<float[]> NORMALS = floats("normals", "+0x50 xyz per contact");
    private static final Param<float[]> POINTS = floats("points",
            "+0x90 xyz per contact (sweeps; zeros for an overlap)");
    private static final Param<int[]> TRIANGLES = ints("triangles", "+0xb4 per contact");
    private static final Param<int[]> FLAGS = ints("flags", "+0xb0 per contact");
    private static final List<Param<?>> CONTACTS = List.of(COUNT, FRACTIONS, NORMALS, POINTS, TRIANGLES, FLAGS);
    private static final Param<Float> RADIUS = f32("radius", "shape +0x40 (m)");
    private static final Param<Vec4> CENTRE = vec4("centre", "shape +0x50 (m)");
    private static final Param<Integer> OPTIONS = i32("options", "the options word, default 0").orAbsent();
    private static final Param<Float> MIN_NZ = f32("minNz", "f12, default -0.65").orAbsent();
    private static final Param<Float> MAX_NZ = f32("maxNz", "f13, default 0").orAbsent();
    private static final Param<Float> HEIGHT = f32("height", "capsule +0x44 (m), default 2").orAbsent();
    private static final Param<Float> HUMAN_SCALE = f32("humanScale", "Human_GetScale; default 1 (not a human)")
            .orAbsent();
    private static final Param<Boolean> AIRBORNE = bool("airborne", "owner state 0x4000000, default false")
            .orAbsent();
    private final Supplier<KernelTable> tables;

    private MeshFunctions(Supplier<KernelTable> tables) {
        this.tables = tables;
    }

    /** The table; tables supplies the kernel table for each call's world. */
    public static List<SpecFunction> table(Supplier<KernelTable> tables) {
        MeshFunctions f = new MeshFunctions(tables);
        List<SpecFunction> t = new ArrayList<>(List.of(
                SpecFunction.of("Sweep_SphereTriangle", 1,
                        "reconstructed: a sphere moving against one triangle; face, then edges and corners (t may"
                                + " exceed 1)",
                        List.of(V0, V1, V2, C, R, MOVE), List.of(HIT, T, REGION), f::sweep_SphereTriangle),
                SpecFunction.of("PhysicsMesh_SweepCapsule", 2,
                        "the capsule's mesh sweep: wall rules, sort, corner slide, list overrun; max is ignored",
                        List.of(MESH, FEET, RADIUS, MOVE, CAPSULE_HEIGHT, BODY_SCALE, HUMAN_SCALE, AIRBORNE,
                                IGNORED_MAX, BOX),
                        with(CONTACTS, SLIDE), f::physicsMesh_SweepCapsule),
                SpecFunction.of("PhysicsMesh_SweepSphere", 2,
                        "the sphere's mesh sweep: bit 3, options 4/8/0x40/0x8000/0x20000, max after the sort",
                        List.of(MESH, CENTRE, RADIUS, MOVE, OPTIONS, MIN_NZ, MAX_NZ, BODY_FLAGS, MAX, BOX),
                        with(CONTACTS, DISTANCES), f::physicsMesh_SweepSphere),
                SpecFunction.of("PhysicsMeshOverlap_Sphere", 2,
                        "the sphere's mesh overlap: no side test, shallowest kept, written deepest first, returns 1",
                        List.of(MESH, CENTRE, RADIUS, ROOM, OPTIONS, MIN_NZ, MAX_NZ, BOX), CONTACTS,
                        f::physicsMeshOverlap_Sphere)));
        for (ShapeType type : new ShapeType[] {ShapeType.BOX, ShapeType.CAPSULE}) {
            t.add(SpecFunction.of(type == ShapeType.BOX ? "PhysicsMeshOverlap_Box" : "PhysicsMeshOverlap_Capsule", 2,
                    "an 8-byte stub: returns 0", List.of(MESH), List.of(ALWAYS_0),
                    (a, log) -> f.physicsMeshOverlap_Stub(type, a, log)));
        }
        t.add(SpecFunction.of("PhysicsBody_PushOutOfWalls", 2,
                "the nearest wall within r pushes the body horizontally by r - dist; sets body flag 0x1000",
                List.of(MESH, SPHERE_CENTRE, ITS_RADIUS, PUSH_OUT_BEFORE, FLAGS_BEFORE),
                List.of(PUSH_OUT_AFTER, FLAGS_AFTER), f::physicsBody_PushOutOfWalls));
        t.add(SpecFunction.of("IPhysics_SweepShapeVsMesh", 2,
                "the walking sweep's mesh step: the table's mesh sweep for the shape type, max 1, option 4 for"
                        + " humans",
                List.of(MESH, TYPE, POSITION, RADIUS, MOVE, HEIGHT, TYPE_MASK, BOX), with(List.of(ANY_HIT), CONTACTS),
                f::iPhysics_SweepShapeVsMesh));
        return t;
    }

    private static final Param<Vec4> V0 = vec4("v0", "corner 0");
    private static final Param<Vec4> V1 = vec4("v1", "corner 1");
    private static final Param<Vec4> V2 = vec4("v2", "corner 2");
    private static final Param<Vec4> C = vec4("centre", "c (m)");
    private static final Param<Float> R = f32("radius", "r (m)");
    private static final Param<Boolean> HIT = bool("hit", "the kernel's return");
    private static final Param<Float> T = f32("t", "the fraction (0 without a hit)");
    private static final Param<Integer> REGION = i32("region",
            "bit i: the plane-meeting point inside edge i; 7 inside");

    private Results sweep_SphereTriangle(Args a, QuirkLog log) {
        SphereTriangleSweep k = new SphereTriangleSweep();
        k.setModel(tables.get().floatModel());
        Vec4 p = a.get(V0);
        Vec4 q = a.get(V1);
        Vec4 s = a.get(V2);
        k.setCorners(p.x(), p.y(), p.z(), q.x(), q.y(), q.z(), s.x(), s.y(), s.z());
        k.prepare();
        Vec4 c = a.get(C);
        Vec4 m = a.get(MOVE);
        boolean hit = k.sweepWithRegion(c.x(), c.y(), c.z(), a.get(R), m.x(), m.y(), m.z());
        return new Results().put(HIT, hit).put(T, hit ? k.t() : 0f).put(REGION, k.region());
    }

    private static final Param<Vec4> FEET = vec4("feet", "the capsule's base (m)");
    private static final Param<Float> CAPSULE_HEIGHT = f32("height", "shape +0x44 (m), default 2").orAbsent();
    private static final Param<Float> BODY_SCALE = f32("bodyScale", "body +0x60 x, default 1").orAbsent();
    private static final Param<Integer> IGNORED_MAX = i32("max", "the max argument (ignored), default 50")
            .orAbsent().range(0, Integer.MAX_VALUE);
    private static final Param<Vec4> SLIDE = vec4("slide", "+0xa0 of the first contact, (0,0,0,0) without");

    private Results physicsMesh_SweepCapsule(Args a, QuirkLog log) {
        PhysicsWorld w = new PhysicsWorld(tables.get(), a.get(MESH), log);
        CapsuleShape s = new CapsuleShape();
        s.setSize(a.get(CAPSULE_HEIGHT, 2f), a.get(RADIUS));
        s.base().set(a.get(FEET)).setW(1f);
        Body b = body(s, a);
        b.scale().set(a.get(BODY_SCALE, 1f), 1f, 1f, 1f);
        Float4 move = new Float4().set(a.get(MOVE));
        Float4[] box = box(w.floatModel(), a, s, move);
        Contact[] out = contacts(OUT);
        int n = w.kernels().get(Slots.meshSweep(ShapeType.CAPSULE)).sweep(w, out, 0, a.get(IGNORED_MAX, 50), box[0],
                box[1], b, s, move, 0, SweepShapeVsMesh.MIN_NZ, 0f);
        return results(new Results(), n, out, n, true).put(SLIDE, n > 0 ? out[0].slide().toVec4() : new Vec4(0f, 0f, 0f, 0f));
    }

    private static final Param<Integer> BODY_FLAGS = i32("bodyFlags", "body +0x40, default 0").orAbsent();
    private static final Param<Integer> MAX = i32("max", "the most contacts, default 50").orAbsent()
            .range(0, Integer.MAX_VALUE);
    private static final Param<float[]> DISTANCES = floats("distances", "+0x88 per contact");

    private Results physicsMesh_SweepSphere(Args a, QuirkLog log) {
        PhysicsWorld w = new PhysicsWorld(tables.get(), a.get(MESH), log);
        SphereShape s = sphere(a.get(CENTRE), a.get(RADIUS));
        Body b = body(s, a);
        b.setFlags(a.get(BODY_FLAGS, 0));
        Float4 move = new Float4().set(a.get(MOVE));
        Float4[] box = box(w.floatModel(), a, s, move);
        Contact[] out = contacts(OUT);
        int n = w.kernels().get(Slots.meshSweep(ShapeType.SPHERE)).sweep(w, out, 0, Math.min(a.get(MAX, 50), OUT),
                box[0], box[1], b, s, move, a.get(OPTIONS, 0), a.get(MIN_NZ, SweepShapeVsMesh.MIN_NZ),
                a.get(MAX_NZ, 0f));
        float[] d = new float[n];
        for (int k = 0; k < n; k++) {
            d[k] = out[k].distance();
        }
        return results(new Results(), n, out, n, true).put(DISTANCES, d);
    }

    private static final Param<Integer> ROOM = i32("room", "the room argument, default 50").orAbsent()
            .range(0, Integer.MAX_VALUE);

    private Results physicsMeshOverlap_Sphere(Args a, QuirkLog log) {
        PhysicsWorld w = new PhysicsWorld(tables.get(), a.get(MESH), log);
        SphereShape s = sphere(a.get(CENTRE), a.get(RADIUS));
        Float4[] box = box(w.floatModel(), a, s, new Float4());
        Contact[] out = contacts(OUT);
        SphereMeshOverlap k = (SphereMeshOverlap) w.kernels().get(Slots.meshOverlap(ShapeType.SPHERE));
        int n = k.overlap(w, out, 0, Math.min(a.get(ROOM, 50), OUT), box[0], box[1], s, a.get(OPTIONS, 0),
                a.get(MIN_NZ, SweepShapeVsMesh.MIN_NZ), a.get(MAX_NZ, 0f));
        return results(new Results(), n, out, k.lastWritten(), false);
    }

    private static final Param<Integer> ALWAYS_0 = i32("count", "always 0");

    /** PhysicsMeshOverlap_Box or PhysicsMeshOverlap_Capsule: the table's kernel for the slot. */
    private Results physicsMeshOverlap_Stub(ShapeType type, Args a, QuirkLog log) {
        PhysicsWorld w = new PhysicsWorld(tables.get(), a.get(MESH), log);
        MeshOverlap k = w.kernels().get(Slots.meshOverlap(type));
        return new Results().put(ALWAYS_0, k.overlap(w, new Contact[0], 0, 50, new Float4(), new Float4(), null, 0,
                0f, 0f));
    }

    private static final Param<Vec4> SPHERE_CENTRE = vec4("centre", "the sphere's centre (m)");
    private static final Param<Float> ITS_RADIUS = f32("radius", "its radius (m)");
    private static final Param<Vec4> PUSH_OUT_BEFORE = vec4("pushOut", "body +0x50 before, default (0, 0, 0, 1)")
            .orAbsent();
    private static final Param<Integer> FLAGS_BEFORE = i32("flags", "body +0x40 before, default 0").orAbsent();
    private static final Param<Vec4> PUSH_OUT_AFTER = vec4("pushOut", "body +0x50 after");
    private static final Param<Integer> FLAGS_AFTER = i32("flags", "body +0x40 after");

    private Results physicsBody_PushOutOfWalls(Args a, QuirkLog log) {
        PhysicsWorld w = new PhysicsWorld(tables.get(), a.get(MESH), log);
        Body b = new Body();
        b.setFlags(a.get(FLAGS_BEFORE, 0));
        if (a.has(PUSH_OUT_BEFORE)) {
            b.pushOut().set(a.get(PUSH_OUT_BEFORE));
        }
        new PushOutOfWalls(w.kernels().config(Slots.meshOverlap(ShapeType.SPHERE)))
                .pushOut(w, b, new Float4().set(a.get(SPHERE_CENTRE)), a.get(ITS_RADIUS));
        return new Results().put(PUSH_OUT_AFTER, b.pushOut().toVec4()).put(FLAGS_AFTER, b.flags());
    }

    private static final Param<Integer> TYPE = i32("type", "the shape type: 2 sphere, 3 capsule");
    private static final Param<Vec4> POSITION = vec4("position", "sphere centre or capsule feet (m)");
    private static final Param<Integer> TYPE_MASK = i32("typeMask", "body +0x44, default 0 (0x40: a human)")
            .orAbsent();
    private static final Param<Boolean> ANY_HIT = bool("hit", "the count was non-zero");

    private Results iPhysics_SweepShapeVsMesh(Args a, QuirkLog log) {
        PhysicsWorld w = new PhysicsWorld(tables.get(), a.get(MESH), log);
        int type = a.get(TYPE);
        Shape s;
        if (type == 2) {
            s = sphere(a.get(POSITION), a.get(RADIUS));
        } else if (type == 3) {
            CapsuleShape c = new CapsuleShape();
            c.setSize(a.get(HEIGHT, 2f), a.get(RADIUS));
            c.base().set(a.get(POSITION)).setW(1f);
            s = c;
        } else {
            throw a.refuse(TYPE, "must be 2 or 3, got " + type);
        }
        Body b = body(s, a);
        b.setTypeMask(a.get(TYPE_MASK, 0));
        Float4 move = new Float4().set(a.get(MOVE));
        Float4[] box = box(w.floatModel(), a, s, move);
        Contact[] out = contacts(OUT);
        boolean hit = SweepShapeVsMesh.sweep(w, out, 0, box[0], box[1], b, move);
        return results(new Results().put(ANY_HIT, hit), hit ? 1 : 0, out, hit ? 1 : 0, true);
    }

    private static List<Param<?>> with(List<Param<?>> a, Param<?>... more) {
        List<Param<?>> out = new ArrayList<>(a);
        out.addAll(List.of(more));
        return out;
    }

    private static List<Param<?>> with(List<Param<?>> a, List<Param<?>> b) {
        List<Param<?>> out = new ArrayList<>(a);
        out.addAll(b);
        return out;
    }

    private static Contact[] contacts(int n) {
        Contact[] c = new Contact[n];
        for (int k = 0; k < n; k++) {
            c[k] = new Contact();
        }
        return c;
    }

    private static SphereShape sphere(Vec4 centre, float radius) {
        SphereShape s = new SphereShape();
        s.setRadius(radius);
        s.centre().set(centre).setW(1f);
        return s;
    }

    /** A body for shape whose owner answers the "humanScale" and "airborne" arguments. */
    private static Body body(Shape s, Args a) {
        Body b = new Body();
        b.setFirstShape(s);
        b.setOwner(owner(a.get(HUMAN_SCALE, 1f), a.get(AIRBORNE, false)));
        return b;
    }

    /** The given box, else the shape's box at the start grown by move. */
    private static Float4[] box(FloatModel m, Args a, Shape s, Float4 move) {
        Float4 min = new Float4();
        Float4 max = new Float4();
        if (a.has(BOX)) {
            Aabb box = a.get(BOX);
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

    /** The first written contacts of out as the CONTACTS results, put into r. */
    private static Results results(Results r, int count, Contact[] out, int written, boolean sweep) {
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
        return r.put(COUNT, count).put(FRACTIONS, fr).put(NORMALS, nr).put(POINTS, pt).put(TRIANGLES, tr)
                .put(FLAGS, fl);
    }

    /** An owner for the oracle's bodies: a human of the given scale, airborne or not. */
    private static ScriptOwner owner(float scale, boolean airborne) {
        ScriptOwner o = new ScriptOwner("mover");
        o.typeMask = 0;
        o.storedScale = scale;
        o.state = airborne ? OwnerState.AIRBORNE : 0L;
        return o;
    }
}
