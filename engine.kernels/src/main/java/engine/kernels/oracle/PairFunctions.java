package engine.kernels.oracle;

import engine.api.body.Body;
import engine.api.body.Contact;
import engine.api.kernel.KernelTable;
import engine.api.math.Float4;
import engine.api.math.FloatModel;
import engine.api.math.Mat4;
import engine.api.math.Vec4;
import engine.api.oracle.FunctionArgumentException;
import engine.api.oracle.Param;
import engine.api.oracle.SpecFunction;
import engine.api.oracle.ValueType;
import engine.api.quirk.Quirk;
import engine.api.shape.BoxShape;
import engine.api.shape.CapsuleShape;
import engine.api.shape.SegmentShape;
import engine.api.shape.Shape;
import engine.api.shape.ShapeType;
import engine.api.shape.SphereShape;
import engine.api.slots.Slots;
import engine.kernels.pair.CircleCircle2D;
import engine.kernels.pair.Hits;
import engine.kernels.pair.IntervalOverlap;
import engine.kernels.pair.PerpendicularBasis;
import engine.kernels.pair.SegmentClosestPoints;
import engine.kernels.pair.SphereCapsuleRoots;
import engine.kernels.pair.SphereSphereRoots;
import engine.kernels.world.PhysicsWorld;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * Units 11 and 4 as the oracle serves them: the root kernels (Sweep_SphereSphere, Sweep_CircleCircle2D,
 * Sweep_IntervalOverlap, Sweep_SphereCapsule), Vec_MakePerpendicularBasis and Segment_ClosestPoints on explicit
 * vectors; each PhysicsSweep_* entry of the sphere, capsule and segment pairs and each overlap table entry
 * (PhysicsOverlap_*, reconstructed) on shapes given by their fields. The shape-pair functions call the table's kernel
 * for the slot, so the provider's corrections apply; the root kernels take the corrections of the slot that calls
 * them. Each call builds its own world and shapes, so calls share nothing.
 *
 * <p>A shape argument is named by its role, own or other, and its field: a box has Centre, Half (the half extents)
 * and optionally Axes (a mat4 whose rows 0-2 are A0-A2; default the identity); a sphere Centre and Radius; a capsule
 * Base, Radius and Height; a segment Start, End and Radius. A sweep's contact slot holds {@code leftover} in every
 * float lane and {@code leftoverFlags} in +0xb0 before the call (default 0), so what a hit leaves unwritten shows.
 */
public final class PairFunctions {
    private static final Param MOVE = new Param("move", ValueType.VEC4, "the own shape's whole move (m)");
    private static final Param LEFTOVER = Param.optional("leftover", ValueType.FLOAT,
            "every float of the contact slot before the call (default 0)");
    private static final Param LEFTOVER_FLAGS = Param.optional("leftoverFlags", ValueType.INT,
            "+0xb0 of the contact slot before the call (default 0)");
    private static final List<Param> CONTACT = List.of(
            new Param("hit", ValueType.BOOL, "the entry's answer"),
            new Param("unitMove", ValueType.VEC4, "+0x10 after the call (the own half's direction)"),
            new Param("normal", ValueType.VEC4, "+0x50 after the call (the other half's direction)"),
            new Param("fraction", ValueType.FLOAT, "+0x80 after the call"),
            new Param("scalar84", ValueType.FLOAT, "+0x84 after the call"),
            new Param("distance", ValueType.FLOAT, "+0x88 after the call"),
            new Param("point", ValueType.VEC4, "+0x90 after the call"),
            new Param("slide", ValueType.VEC4, "+0xa0 after the call"),
            new Param("flags", ValueType.INT, "+0xb0 after the call"));
    private static final String[] NAMES = {"Box", "Sphere", "Capsule", "Segment"};

    private PairFunctions() {
    }

    /** The table; tables supplies the provider's kernel table for each call's world. */
    public static List<SpecFunction> table(Supplier<KernelTable> tables) {
        List<SpecFunction> t = new ArrayList<>();
        roots(t, tables);
        sweeps(t, tables);
        t.add(new SpecFunction("Segment_ClosestPoints", 4,
                "reconstructed: (s, t) of the closest points of P1 + s d1 and P2 + t d2, w = P1 - P2; absolute 1e-6"
                        + " point and parallel thresholds",
                List.of(new Param("d1", ValueType.VEC4, "the first segment's direction (m)"),
                        new Param("d2", ValueType.VEC4, "the second segment's direction (m)"),
                        new Param("w", ValueType.VEC4, "P1 - P2 (m)")),
                List.of(new Param("s", ValueType.FLOAT, "on the first, 0..1"),
                        new Param("t", ValueType.FLOAT, "on the second, 0..1")),
                (a, log) -> {
                    Vec4 d1 = v(a, "d1");
                    Vec4 d2 = v(a, "d2");
                    Vec4 w = v(a, "w");
                    float[] st = new float[2];
                    SegmentClosestPoints.closest(tables.get().floatModel(), st, d1.x(), d1.y(), d1.z(), d2.x(),
                            d2.y(), d2.z(), w.x(), w.y(), w.z());
                    return map("s", st[0], "t", st[1]);
                }));
        for (ShapeType own : ShapeType.values()) {
            for (ShapeType other : ShapeType.values()) {
                t.add(overlap(tables, own, other));
            }
        }
        return t;
    }

    private static void roots(List<SpecFunction> t, Supplier<KernelTable> tables) {
        List<Param> rootsOut = List.of(new Param("hit", ValueType.BOOL, "the kernel's answer"),
                new Param("roots", ValueType.FLOAT_LIST, "the hit record's roots in stored order (count = length)"));
        t.add(new SpecFunction("Sweep_SphereSphere", 11,
                "the t with |(C - P) + t m| = R: 0 when C starts within R, else both roots, smaller first (unclamped)",
                List.of(new Param("P", ValueType.VEC4, "the fixed point (m)"), new Param("m", ValueType.VEC4,
                                "the move (m)"), new Param("C", ValueType.VEC4, "the moving centre (m)"),
                        new Param("R", ValueType.FLOAT, "the summed radius (m)")),
                rootsOut,
                (a, log) -> {
                    Hits h = new Hits();
                    Vec4 p = v(a, "P");
                    Vec4 m = v(a, "m");
                    Vec4 c = v(a, "C");
                    boolean hit = SphereSphereRoots.sweep(tables.get().floatModel(), h, p.x(), p.y(), p.z(), m.x(),
                            m.y(), m.z(), c.x(), c.y(), c.z(), (Float) a.get("R"));
                    return map("hit", hit, "roots", roots(h));
                }));
        t.add(new SpecFunction("Sweep_CircleCircle2D", 11,
                "circle r1 at c1 moving by t m against circle r2 at c2 in x, y (z ignored); flag 1 needs m . d < 0",
                List.of(new Param("r1", ValueType.FLOAT, "the moving circle's radius (m)"),
                        new Param("r2", ValueType.FLOAT, "the fixed circle's radius (m)"),
                        new Param("c1", ValueType.VEC4, "the moving centre (m)"),
                        new Param("c2", ValueType.VEC4, "the fixed centre (m)"), new Param("m", ValueType.VEC4,
                                "the move (m)"), new Param("flag", ValueType.INT, "bit 1: only a closing move")),
                List.of(new Param("hit", ValueType.BOOL, "the kernel's answer"),
                        new Param("t0", ValueType.FLOAT, "*t0 (0 when not written)"),
                        new Param("t1", ValueType.FLOAT, "*t1 (0 when not written)")),
                (a, log) -> {
                    KernelTable k = tables.get();
                    boolean guard = k.config(Slots.pairSweep(ShapeType.CAPSULE, ShapeType.CAPSULE))
                            .corrects(Quirk.CIRCLE_ZERO_MOVE_DIV);
                    float[] times = new float[2];
                    Vec4 c1 = v(a, "c1");
                    Vec4 c2 = v(a, "c2");
                    Vec4 m = v(a, "m");
                    int r = CircleCircle2D.sweep(k.floatModel(), log, guard, (Float) a.get("r1"),
                            (Float) a.get("r2"), times, c1.x(), c1.y(), c2.x(), c2.y(), m.x(), m.y(),
                            (Integer) a.get("flag"));
                    return map("hit", r != CircleCircle2D.NONE, "t0", times[0], "t1", times[1]);
                }));
        t.add(new SpecFunction("Sweep_IntervalOverlap", 11,
                "[B0, B1] moving by v t against [A0, A1]: narrows [lo, hi] to the overlap; 1 when separated",
                List.of(new Param("lo", ValueType.FLOAT, "the allowed times' start"),
                        new Param("hi", ValueType.FLOAT, "the allowed times' end"),
                        new Param("maxT", ValueType.FLOAT, "the latest allowed entry"),
                        new Param("v", ValueType.FLOAT, "the moving interval's speed"),
                        new Param("A0", ValueType.FLOAT, "the fixed interval's low end"),
                        new Param("A1", ValueType.FLOAT, "the fixed interval's high end"),
                        new Param("B0", ValueType.FLOAT, "the moving interval's low end"),
                        new Param("B1", ValueType.FLOAT, "the moving interval's high end")),
                List.of(new Param("separated", ValueType.BOOL, "the original's 1"),
                        new Param("lo", ValueType.FLOAT, "lo after"), new Param("hi", ValueType.FLOAT, "hi after")),
                (a, log) -> {
                    float[] range = {(Float) a.get("lo"), (Float) a.get("hi")};
                    boolean sep = IntervalOverlap.separated(tables.get().floatModel(), range, (Float) a.get("maxT"),
                            (Float) a.get("v"), (Float) a.get("A0"), (Float) a.get("A1"), (Float) a.get("B0"),
                            (Float) a.get("B1"));
                    return map("separated", sep, "lo", range[0], "hi", range[1]);
                }));
        t.add(new SpecFunction("Vec_MakePerpendicularBasis", 11,
                "U perpendicular to the unit W (from its larger of |x|, |y|), V = W x U",
                List.of(new Param("W", ValueType.VEC4, "a unit vector"),
                        Param.optional("Uw", ValueType.FLOAT, "U's w before the call, not written (default 0)")),
                List.of(new Param("U", ValueType.VEC4, "U"), new Param("V", ValueType.VEC4, "V = W x U, V.w = U.w")),
                (a, log) -> {
                    Vec4 w = v(a, "W");
                    Float4 u = new Float4(0f, 0f, 0f, a.containsKey("Uw") ? (Float) a.get("Uw") : 0f);
                    Float4 vv = new Float4();
                    PerpendicularBasis.make(tables.get().floatModel(), u, vv, w.x(), w.y(), w.z());
                    return map("U", u.toVec4(), "V", vv.toVec4());
                }));
        t.add(new SpecFunction("Sweep_SphereCapsule", 11,
                "a ray O + s dir against the capsule R around P0 -> P0 + A: side, bottom cap, top cap roots (<= 2)",
                List.of(new Param("O", ValueType.VEC4, "the ray's origin (m)"),
                        new Param("dir", ValueType.VEC4, "the ray's direction, unnormalised (m)"),
                        new Param("P0", ValueType.VEC4, "the axis start (m)"),
                        new Param("A", ValueType.VEC4, "the axis (m)"),
                        new Param("R", ValueType.FLOAT, "the radius (m)")),
                rootsOut,
                (a, log) -> {
                    KernelTable k = tables.get();
                    boolean fix = k.config(Slots.pairSweep(ShapeType.SPHERE, ShapeType.CAPSULE))
                            .corrects(Quirk.SPHERE_CAPSULE_FALLING_ROOT);
                    Hits h = new Hits();
                    Vec4 o = v(a, "O");
                    Vec4 d = v(a, "dir");
                    Vec4 p = v(a, "P0");
                    Vec4 ax = v(a, "A");
                    boolean hit = new SphereCapsuleRoots(fix).sweep(k.floatModel(), log, h, o.x(), o.y(), o.z(), d.x(),
                            d.y(), d.z(), p.x(), p.y(), p.z(), ax.x(), ax.y(), ax.z(), (Float) a.get("R"));
                    return map("hit", hit, "roots", roots(h));
                }));
    }

    private static void sweeps(List<SpecFunction> t, Supplier<KernelTable> tables) {
        sweep(t, tables, ShapeType.SPHERE, ShapeType.SPHERE, "0x003440d0: Sweep_SphereSphere and the root filter;"
                + " start normals");
        sweep(t, tables, ShapeType.CAPSULE, ShapeType.CAPSULE, "0x00343cd8: circles, swapped heights, max(t0, lo),"
                + " the start case");
        sweep(t, tables, ShapeType.SPHERE, ShapeType.CAPSULE, "0x00345670: Sweep_SphereCapsule and the root filter;"
                + " normal into the capsule");
        sweep(t, tables, ShapeType.CAPSULE, ShapeType.SPHERE, "0x00345910: (2, 3) with -move, halves swapped");
        sweep(t, tables, ShapeType.SPHERE, ShapeType.SEGMENT, "0x00344320: the closest approach, not the first touch");
        sweep(t, tables, ShapeType.SEGMENT, ShapeType.SPHERE, "0x00344538: (2, 4) with -move, halves swapped");
        sweep(t, tables, ShapeType.SEGMENT, ShapeType.SEGMENT, "0x00344300: the overlap 0x00346500, nothing written");
        sweep(t, tables, ShapeType.CAPSULE, ShapeType.SEGMENT, "0x00345d18: the overlap 0x00347148, nothing written");
        sweep(t, tables, ShapeType.SEGMENT, ShapeType.CAPSULE, "0x00345d38: the overlap 0x00346fb8, nothing written");
    }

    private static void sweep(List<SpecFunction> t, Supplier<KernelTable> tables, ShapeType own, ShapeType other,
                              String summary) {
        List<Param> args = new ArrayList<>(shapeParams("own", own));
        args.addAll(shapeParams("other", other));
        args.add(MOVE);
        if (own == ShapeType.CAPSULE && other == ShapeType.CAPSULE) {
            args.add(Param.optional("otherTypeMask", ValueType.INT,
                    "the other body's type mask +0x44 (0x200 skips the vertical test; default 0)"));
        }
        args.add(LEFTOVER);
        args.add(LEFTOVER_FLAGS);
        String name = "PhysicsSweep_" + NAMES[own.index()] + NAMES[other.index()];
        t.add(new SpecFunction(name, 11, summary, args, CONTACT, (a, log) -> {
            PhysicsWorld w = new PhysicsWorld(tables.get(), null, log);
            Shape a1 = shape(a, "own", own);
            Shape a2 = shape(a, "other", other);
            Body ownBody = new Body();
            ownBody.setFirstShape(a1);
            Body otherBody = new Body();
            otherBody.setFirstShape(a2);
            otherBody.setTypeMask(a.containsKey("otherTypeMask") ? (Integer) a.get("otherTypeMask") : 0);
            Contact c = new Contact();
            float f = a.containsKey("leftover") ? (Float) a.get("leftover") : 0f;
            c.unitMove().set(f, f, f, f);
            c.normal().set(f, f, f, f);
            c.setFraction(f);
            c.setScalar84(f);
            c.setDistance(f);
            c.point().set(f, f, f, f);
            c.slide().set(f, f, f, f);
            c.setFlags(a.containsKey("leftoverFlags") ? (Integer) a.get("leftoverFlags") : 0);
            boolean hit = w.kernels().get(Slots.pairSweep(own, other)).sweep(w, c, ownBody, a1, otherBody, a2,
                    new Float4().set(v(a, "move")));
            return map("hit", hit, "unitMove", c.unitMove().toVec4(), "normal", c.normal().toVec4(),
                    "fraction", c.fraction(), "scalar84", c.scalar84(), "distance", c.distance(),
                    "point", c.point().toVec4(), "slide", c.slide().toVec4(), "flags", c.flags());
        }));
    }

    private static SpecFunction overlap(Supplier<KernelTable> tables, ShapeType own, ShapeType other) {
        List<Param> args = new ArrayList<>(shapeParams("own", own));
        args.addAll(shapeParams("other", other));
        String address = own == ShapeType.SEGMENT && other == ShapeType.SEGMENT ? " (0x00346500)"
                : own == ShapeType.CAPSULE && other == ShapeType.SEGMENT ? " (0x00347148)"
                : own == ShapeType.SEGMENT && other == ShapeType.CAPSULE ? " (0x00346fb8)" : "";
        String name = "PhysicsOverlap_" + NAMES[own.index()] + NAMES[other.index()];
        return new SpecFunction(name, 4, "reconstructed: the overlap table entry (" + own.code() + ", " + other.code()
                + ")" + address + " at rest, touching included; writes nothing into the contact", args,
                List.of(new Param("overlap", ValueType.BOOL, "the entry's answer")),
                (a, log) -> {
                    PhysicsWorld w = new PhysicsWorld(tables.get(), null, log);
                    boolean hit = w.kernels().get(Slots.pairOverlap(own, other)).overlap(w, new Contact(),
                            shape(a, "own", own), shape(a, "other", other));
                    return map("overlap", hit);
                });
    }

    private static List<Param> shapeParams(String role, ShapeType type) {
        String who = "the " + role + " " + type.id() + "'s ";
        return switch (type) {
            case BOX -> List.of(new Param(role + "Centre", ValueType.VEC4, who + "centre +0x80 (m)"),
                    new Param(role + "Half", ValueType.VEC4, who + "half extents +0x40 (m, >= 0)"),
                    Param.optional(role + "Axes", ValueType.MAT4, who + "axes A0-A2 as rows 0-2 (default identity)"));
            case SPHERE -> List.of(new Param(role + "Centre", ValueType.VEC4, who + "centre +0x50 (m)"),
                    new Param(role + "Radius", ValueType.FLOAT, who + "radius +0x40 (m)"));
            case CAPSULE -> List.of(new Param(role + "Base", ValueType.VEC4, who + "base +0x50, bottom centre (m)"),
                    new Param(role + "Radius", ValueType.FLOAT, who + "radius +0x40 (m)"),
                    new Param(role + "Height", ValueType.FLOAT, who + "height +0x44 (m)"));
            case SEGMENT -> List.of(new Param(role + "Start", ValueType.VEC4, who + "start +0x40 (m)"),
                    new Param(role + "End", ValueType.VEC4, who + "end +0x50 (m)"),
                    new Param(role + "Radius", ValueType.FLOAT, who + "radius +0x60 (m)"));
        };
    }

    private static Shape shape(Map<String, Object> a, String role, ShapeType type) {
        switch (type) {
            case BOX -> {
                BoxShape b = new BoxShape();
                b.centre().set(v(a, role + "Centre")).setW(1f);
                b.halfExtents().set(v(a, role + "Half")).setW(1f);
                if (a.containsKey(role + "Axes")) {
                    Mat4 axes = (Mat4) a.get(role + "Axes");
                    for (int i = 0; i < 3; i++) {
                        b.axis(i).set(axes.row(i)).setW(0f);
                    }
                }
                return b;
            }
            case SPHERE -> {
                SphereShape s = new SphereShape();
                s.centre().set(v(a, role + "Centre")).setW(1f);
                s.setRadius((Float) a.get(role + "Radius"));
                return s;
            }
            case CAPSULE -> {
                CapsuleShape c = new CapsuleShape();
                c.base().set(v(a, role + "Base")).setW(1f);
                c.setSize((Float) a.get(role + "Height"), (Float) a.get(role + "Radius"));
                return c;
            }
            default -> {
                SegmentShape g = new SegmentShape();
                g.start().set(v(a, role + "Start")).setW(1f);
                g.end().set(v(a, role + "End")).setW(1f);
                g.setRadius((Float) a.get(role + "Radius"));
                return g;
            }
        }
    }

    private static float[] roots(Hits h) {
        float[] out = new float[h.count()];
        for (int i = 0; i < out.length; i++) {
            out[i] = h.root(i);
        }
        return out;
    }

    private static Vec4 v(Map<String, Object> a, String name) {
        Object o = a.get(name);
        if (!(o instanceof Vec4 v)) {
            throw new FunctionArgumentException("argument '" + name + "' must be a vec4");
        }
        return v;
    }

    private static Map<String, Object> map(Object... kv) {
        Map<String, Object> m = new HashMap<>();
        for (int k = 0; k < kv.length; k += 2) {
            m.put((String) kv[k], kv[k + 1]);
        }
        return m;
    }
}
