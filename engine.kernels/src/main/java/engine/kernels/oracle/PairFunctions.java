package engine.kernels.oracle;

import static engine.api.oracle.Param.bool;
import static engine.api.oracle.Param.f32;
import static engine.api.oracle.Param.floats;
import static engine.api.oracle.Param.i32;
import static engine.api.oracle.Param.mat4;
import static engine.api.oracle.Param.vec4;

import engine.api.body.Body;
import engine.api.body.Contact;
import engine.api.kernel.KernelTable;
import engine.api.math.Float4;
import engine.api.math.Mat4;
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
import engine.kernels.pair.CircleCircle2D;
import engine.kernels.pair.Hits;
import engine.kernels.pair.IntervalOverlap;
import engine.kernels.pair.PerpendicularBasis;
import engine.kernels.pair.SegmentClosestPoints;
import engine.kernels.pair.SphereCapsuleRoots;
import engine.kernels.pair.SphereSphereRoots;
import engine.kernels.world.PhysicsWorld;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/**
 * Units 11 and 4 as the oracle serves them: the root kernels (Sweep_SphereSphere, Sweep_CircleCircle2D,
 * Sweep_IntervalOverlap, Sweep_SphereCapsule), Vec_MakePerpendicularBasis and Segment_ClosestPoints on explicit
 * vectors; each PhysicsSweep_* entry of the sphere, capsule and segment pairs and each overlap table entry
 * (PhysicsOverlap_*, reconstructed) on shapes given by their fields. The shape-pair functions call the table's kernel
 * for the slot, so the provider's corrections apply; the root kernels take the corrections of the slot that calls
 * them (the kernels read them from that slot's config; this adapter names no quirk). Each call builds its own world and
 * shapes, so calls share nothing. One method per function, named after it; the shape-pair entries, a family of one
 * signature, share {@link #physicsSweep} and {@link #physicsOverlap}, registered once per pair.
 *
 * <p>A shape argument is named by its role, own or other, and its field: a box has Centre, Half (the half extents)
 * and optionally Axes (a mat4 whose rows 0-2 are A0-A2; default the identity); a sphere Centre and Radius; a capsule
 * Base, Radius and Height; a segment Start, End and Radius. A sweep's contact slot holds {@code leftover} in every
 * float lane and {@code leftoverFlags} in +0xb0 before the call (default 0), so what a hit leaves unwritten shows.
 */
public final class PairFunctions {
    private static final Param<Vec4> MOVE = vec4("move", "the own shape's whole move (m)");
    private static final Param<Integer> OTHER_TYPE_MASK = i32("otherTypeMask",
            "the other body's type mask +0x44 (0x200 skips the vertical test; default 0)").orAbsent();
    private static final Param<Float> LEFTOVER = f32("leftover",
            "every float of the contact slot before the call (default 0)").orAbsent();
    private static final Param<Integer> LEFTOVER_FLAGS = i32("leftoverFlags",
            "+0xb0 of the contact slot before the call (default 0)").orAbsent();
    private static final Param<Boolean> HIT = bool("hit", "the entry's answer");
    private static final Param<Vec4> UNIT_MOVE = vec4("unitMove", "+0x10 after the call (the own half's direction)");
    private static final Param<Vec4> NORMAL = vec4("normal", "+0x50 after the call (the other half's direction)");
    private static final Param<Float> FRACTION = f32("fraction", "+0x80 after the call");
    private static final Param<Float> SCALAR84 = f32("scalar84", "+0x84 after the call");
    private static final Param<Float> DISTANCE = f32("distance", "+0x88 after the call");
    private static final Param<Vec4> POINT = vec4("point", "+0x90 after the call");
    private static final Param<Vec4> SLIDE = vec4("slide", "+0xa0 after the call");
    private static final Param<Integer> FLAGS = i32("flags", "+0xb0 after the call");
    private static final List<Param<?>> CONTACT = List.of(HIT, UNIT_MOVE, NORMAL, FRACTION, SCALAR84, DISTANCE, POINT,
            SLIDE, FLAGS);
    private static final Param<Boolean> KERNEL_HIT = bool("hit", "the kernel's answer");
    private static final Param<float[]> ROOTS = floats("roots",
            "the hit record's roots in stored order (count = length)");
    private static final String[] NAMES = {"Box", "Sphere", "Capsule", "Segment"};
    private static final ShapeArgs[] OWN = ShapeArgs.all("own");
    private static final ShapeArgs[] OTHER = ShapeArgs.all("other");
    private final Supplier<KernelTable> tables;

    private PairFunctions(Supplier<KernelTable> tables) {
        this.tables = tables;
    }

    /** The table; tables supplies the provider's kernel table for each call's world. */
    public static List<SpecFunction> table(Supplier<KernelTable> tables) {
        PairFunctions f = new PairFunctions(tables);
        List<SpecFunction> t = new ArrayList<>(List.of(
                SpecFunction.of("Sweep_SphereSphere", 11,
                        "the t with |(C - P) + t m| = R: 0 when C starts within R, else both roots, smaller first"
                                + " (unclamped)",
                        List.of(SS_P, SS_M, SS_C, SS_R), List.of(KERNEL_HIT, ROOTS), f::sweep_SphereSphere),
                SpecFunction.of("Sweep_CircleCircle2D", 11,
                        "circle r1 at c1 moving by t m against circle r2 at c2 in x, y (z ignored); flag 1 needs"
                                + " m . d < 0",
                        List.of(CC_R1, CC_R2, CC_C1, CC_C2, CC_M, CC_FLAG), List.of(KERNEL_HIT, CC_T0, CC_T1),
                        f::sweep_CircleCircle2D),
                SpecFunction.of("Sweep_IntervalOverlap", 11,
                        "[B0, B1] moving by v t against [A0, A1]: narrows [lo, hi] to the overlap; 1 when separated",
                        List.of(IO_LO, IO_HI, IO_MAX_T, IO_V, IO_A0, IO_A1, IO_B0, IO_B1),
                        List.of(IO_SEPARATED, IO_LO_AFTER, IO_HI_AFTER), f::sweep_IntervalOverlap),
                SpecFunction.of("Vec_MakePerpendicularBasis", 11,
                        "U perpendicular to the unit W (from its larger of |x|, |y|), V = W x U",
                        List.of(PB_W, PB_UW), List.of(PB_U, PB_V), f::vec_MakePerpendicularBasis),
                SpecFunction.of("Sweep_SphereCapsule", 11,
                        "a ray O + s dir against the capsule R around P0 -> P0 + A: side, bottom cap, top cap roots"
                                + " (<= 2)",
                        List.of(SC_O, SC_DIR, SC_P0, SC_A, SC_R), List.of(KERNEL_HIT, ROOTS), f::sweep_SphereCapsule)));
        f.sweeps(t);
        t.add(SpecFunction.of("Segment_ClosestPoints", 4,
                "reconstructed: (s, t) of the closest points of P1 + s d1 and P2 + t d2, w = P1 - P2; absolute 1e-6"
                        + " point and parallel thresholds",
                List.of(SCP_D1, SCP_D2, SCP_W), List.of(SCP_S, SCP_T), f::segment_ClosestPoints));
        for (ShapeType own : ShapeType.values()) {
            for (ShapeType other : ShapeType.values()) {
                t.add(f.overlapEntry(own, other));
            }
        }
        return t;
    }

    private static final Param<Vec4> SS_P = vec4("P", "the fixed point (m)");
    private static final Param<Vec4> SS_M = vec4("m", "the move (m)");
    private static final Param<Vec4> SS_C = vec4("C", "the moving centre (m)");
    private static final Param<Float> SS_R = f32("R", "the summed radius (m)");

    private Results sweep_SphereSphere(Args a, QuirkLog log) {
        Hits h = new Hits();
        Vec4 p = a.get(SS_P);
        Vec4 m = a.get(SS_M);
        Vec4 c = a.get(SS_C);
        boolean hit = SphereSphereRoots.sweep(tables.get().floatModel(), h, p.x(), p.y(), p.z(), m.x(), m.y(), m.z(),
                c.x(), c.y(), c.z(), a.get(SS_R));
        return new Results().put(KERNEL_HIT, hit).put(ROOTS, roots(h));
    }

    private static final Param<Float> CC_R1 = f32("r1", "the moving circle's radius (m)");
    private static final Param<Float> CC_R2 = f32("r2", "the fixed circle's radius (m)");
    private static final Param<Vec4> CC_C1 = vec4("c1", "the moving centre (m)");
    private static final Param<Vec4> CC_C2 = vec4("c2", "the fixed centre (m)");
    private static final Param<Vec4> CC_M = vec4("m", "the move (m)");
    private static final Param<Integer> CC_FLAG = i32("flag", "bit 1: only a closing move");
    private static final Param<Float> CC_T0 = f32("t0", "*t0 (0 when not written)");
    private static final Param<Float> CC_T1 = f32("t1", "*t1 (0 when not written)");

    /** With the corrections of its caller, the capsule-capsule sweep. */
    private Results sweep_CircleCircle2D(Args a, QuirkLog log) {
        KernelTable k = tables.get();
        float[] times = new float[2];
        Vec4 c1 = a.get(CC_C1);
        Vec4 c2 = a.get(CC_C2);
        Vec4 m = a.get(CC_M);
        int r = CircleCircle2D.sweep(k.config(Slots.pairSweep(ShapeType.CAPSULE, ShapeType.CAPSULE)), k.floatModel(),
                log, a.get(CC_R1), a.get(CC_R2), times, c1.x(), c1.y(), c2.x(), c2.y(), m.x(), m.y(), a.get(CC_FLAG));
        return new Results().put(KERNEL_HIT, r != CircleCircle2D.NONE).put(CC_T0, times[0]).put(CC_T1, times[1]);
    }

    private static final Param<Float> IO_LO = f32("lo", "the allowed times' start");
    private static final Param<Float> IO_HI = f32("hi", "the allowed times' end");
    private static final Param<Float> IO_MAX_T = f32("maxT", "the latest allowed entry");
    private static final Param<Float> IO_V = f32("v", "the moving interval's speed");
    private static final Param<Float> IO_A0 = f32("A0", "the fixed interval's low end");
    private static final Param<Float> IO_A1 = f32("A1", "the fixed interval's high end");
    private static final Param<Float> IO_B0 = f32("B0", "the moving interval's low end");
    private static final Param<Float> IO_B1 = f32("B1", "the moving interval's high end");
    private static final Param<Boolean> IO_SEPARATED = bool("separated", "the original's 1");
    private static final Param<Float> IO_LO_AFTER = f32("lo", "lo after");
    private static final Param<Float> IO_HI_AFTER = f32("hi", "hi after");

    private Results sweep_IntervalOverlap(Args a, QuirkLog log) {
        float[] range = {a.get(IO_LO), a.get(IO_HI)};
        boolean sep = IntervalOverlap.separated(tables.get().floatModel(), range, a.get(IO_MAX_T), a.get(IO_V),
                a.get(IO_A0), a.get(IO_A1), a.get(IO_B0), a.get(IO_B1));
        return new Results().put(IO_SEPARATED, sep).put(IO_LO_AFTER, range[0]).put(IO_HI_AFTER, range[1]);
    }

    private static final Param<Vec4> PB_W = vec4("W", "a unit vector");
    private static final Param<Float> PB_UW = f32("Uw", "U's w before the call, not written (default 0)").orAbsent();
    private static final Param<Vec4> PB_U = vec4("U", "U");
    private static final Param<Vec4> PB_V = vec4("V", "V = W x U, V.w = U.w");

    private Results vec_MakePerpendicularBasis(Args a, QuirkLog log) {
        Vec4 w = a.get(PB_W);
        Float4 u = new Float4(0f, 0f, 0f, a.get(PB_UW, 0f));
        Float4 vv = new Float4();
        PerpendicularBasis.make(tables.get().floatModel(), u, vv, w.x(), w.y(), w.z());
        return new Results().put(PB_U, u.toVec4()).put(PB_V, vv.toVec4());
    }

    private static final Param<Vec4> SC_O = vec4("O", "the ray's origin (m)");
    private static final Param<Vec4> SC_DIR = vec4("dir", "the ray's direction, unnormalised (m)");
    private static final Param<Vec4> SC_P0 = vec4("P0", "the axis start (m)");
    private static final Param<Vec4> SC_A = vec4("A", "the axis (m)");
    private static final Param<Float> SC_R = f32("R", "the radius (m)");

    /** With the corrections of its caller, the sphere-capsule sweep. */
    private Results sweep_SphereCapsule(Args a, QuirkLog log) {
        KernelTable k = tables.get();
        Hits h = new Hits();
        Vec4 o = a.get(SC_O);
        Vec4 d = a.get(SC_DIR);
        Vec4 p = a.get(SC_P0);
        Vec4 ax = a.get(SC_A);
        boolean hit = new SphereCapsuleRoots(k.config(Slots.pairSweep(ShapeType.SPHERE, ShapeType.CAPSULE)))
                .sweep(k.floatModel(), log, h, o.x(), o.y(), o.z(), d.x(), d.y(), d.z(), p.x(), p.y(), p.z(), ax.x(),
                        ax.y(), ax.z(), a.get(SC_R));
        return new Results().put(KERNEL_HIT, hit).put(ROOTS, roots(h));
    }

    private static final Param<Vec4> SCP_D1 = vec4("d1", "the first segment's direction (m)");
    private static final Param<Vec4> SCP_D2 = vec4("d2", "the second segment's direction (m)");
    private static final Param<Vec4> SCP_W = vec4("w", "P1 - P2 (m)");
    private static final Param<Float> SCP_S = f32("s", "on the first, 0..1");
    private static final Param<Float> SCP_T = f32("t", "on the second, 0..1");

    private Results segment_ClosestPoints(Args a, QuirkLog log) {
        Vec4 d1 = a.get(SCP_D1);
        Vec4 d2 = a.get(SCP_D2);
        Vec4 w = a.get(SCP_W);
        float[] st = new float[2];
        SegmentClosestPoints.closest(tables.get().floatModel(), st, d1.x(), d1.y(), d1.z(), d2.x(), d2.y(), d2.z(),
                w.x(), w.y(), w.z());
        return new Results().put(SCP_S, st[0]).put(SCP_T, st[1]);
    }

    private void sweeps(List<SpecFunction> t) {
        t.add(sweepEntry(ShapeType.SPHERE, ShapeType.SPHERE, "0x003440d0: Sweep_SphereSphere and the root filter;"
                + " start normals"));
        t.add(sweepEntry(ShapeType.CAPSULE, ShapeType.CAPSULE, "0x00343cd8: circles, swapped heights, max(t0, lo),"
                + " the start case"));
        t.add(sweepEntry(ShapeType.SPHERE, ShapeType.CAPSULE, "0x00345670: Sweep_SphereCapsule and the root filter;"
                + " normal into the capsule"));
        t.add(sweepEntry(ShapeType.CAPSULE, ShapeType.SPHERE, "0x00345910: (2, 3) with -move, halves swapped"));
        t.add(sweepEntry(ShapeType.SPHERE, ShapeType.SEGMENT, "0x00344320: the closest approach, not the first touch"));
        t.add(sweepEntry(ShapeType.SEGMENT, ShapeType.SPHERE, "0x00344538: (2, 4) with -move, halves swapped"));
        t.add(sweepEntry(ShapeType.SEGMENT, ShapeType.SEGMENT, "0x00344300: the overlap 0x00346500, nothing written"));
        t.add(sweepEntry(ShapeType.CAPSULE, ShapeType.SEGMENT, "0x00345d18: the overlap 0x00347148, nothing written"));
        t.add(sweepEntry(ShapeType.SEGMENT, ShapeType.CAPSULE, "0x00345d38: the overlap 0x00346fb8, nothing written"));
    }

    /** PhysicsSweep_OwnOther, registered with the own and other shapes' parameters. */
    private SpecFunction sweepEntry(ShapeType own, ShapeType other, String summary) {
        List<Param<?>> args = new ArrayList<>(OWN[own.index()].params);
        args.addAll(OTHER[other.index()].params);
        args.add(MOVE);
        if (own == ShapeType.CAPSULE && other == ShapeType.CAPSULE) {
            args.add(OTHER_TYPE_MASK);
        }
        args.add(LEFTOVER);
        args.add(LEFTOVER_FLAGS);
        return SpecFunction.of("PhysicsSweep_" + NAMES[own.index()] + NAMES[other.index()], 11, summary, args,
                CONTACT, (a, log) -> physicsSweep(own, other, a, log));
    }

    /** Unit 11, the sweep table entry (own, other): the table's kernel for the slot, on a pre-filled contact slot. */
    private Results physicsSweep(ShapeType own, ShapeType other, Args a, QuirkLog log) {
        PhysicsWorld w = new PhysicsWorld(tables.get(), null, log);
        Shape a1 = OWN[own.index()].read(a);
        Shape a2 = OTHER[other.index()].read(a);
        Body ownBody = new Body();
        ownBody.setFirstShape(a1);
        Body otherBody = new Body();
        otherBody.setFirstShape(a2);
        otherBody.setTypeMask(a.get(OTHER_TYPE_MASK, 0));
        Contact c = new Contact();
        float f = a.get(LEFTOVER, 0f);
        c.unitMove().set(f, f, f, f);
        c.normal().set(f, f, f, f);
        c.setFraction(f);
        c.setScalar84(f);
        c.setDistance(f);
        c.point().set(f, f, f, f);
        c.slide().set(f, f, f, f);
        c.setFlags(a.get(LEFTOVER_FLAGS, 0));
        boolean hit = w.kernels().get(Slots.pairSweep(own, other)).sweep(w, c, ownBody, a1, otherBody, a2,
                new Float4().set(a.get(MOVE)));
        return new Results().put(HIT, hit).put(UNIT_MOVE, c.unitMove().toVec4()).put(NORMAL, c.normal().toVec4())
                .put(FRACTION, c.fraction()).put(SCALAR84, c.scalar84()).put(DISTANCE, c.distance())
                .put(POINT, c.point().toVec4()).put(SLIDE, c.slide().toVec4()).put(FLAGS, c.flags());
    }

    private static final Param<Boolean> OVERLAP = bool("overlap", "the entry's answer");

    /** PhysicsOverlap_OwnOther, registered with the own and other shapes' parameters. */
    private SpecFunction overlapEntry(ShapeType own, ShapeType other) {
        List<Param<?>> args = new ArrayList<>(OWN[own.index()].params);
        args.addAll(OTHER[other.index()].params);
        String address = own == ShapeType.SEGMENT && other == ShapeType.SEGMENT ? " (0x00346500)"
                : own == ShapeType.CAPSULE && other == ShapeType.SEGMENT ? " (0x00347148)"
                : own == ShapeType.SEGMENT && other == ShapeType.CAPSULE ? " (0x00346fb8)" : "";
        return SpecFunction.of("PhysicsOverlap_" + NAMES[own.index()] + NAMES[other.index()], 4,
                "reconstructed: the overlap table entry (" + own.code() + ", " + other.code() + ")" + address
                        + " at rest, touching included; writes nothing into the contact", args, List.of(OVERLAP),
                (a, log) -> physicsOverlap(own, other, a, log));
    }

    /** Unit 4, the overlap table entry (own, other), reconstructed: the table's kernel for the slot. */
    private Results physicsOverlap(ShapeType own, ShapeType other, Args a, QuirkLog log) {
        PhysicsWorld w = new PhysicsWorld(tables.get(), null, log);
        boolean hit = w.kernels().get(Slots.pairOverlap(own, other)).overlap(w, new Contact(),
                OWN[own.index()].read(a), OTHER[other.index()].read(a));
        return new Results().put(OVERLAP, hit);
    }

    /**
     * The parameters of one shape argument, named by its role and field (see the class comment), and the shape they
     * describe.
     */
    private static final class ShapeArgs {
        final ShapeType type;
        final Param<Vec4> first;
        final Param<Vec4> second;
        final Param<Float> radius;
        final Param<Float> height;
        final Param<Mat4> axes;
        final List<Param<?>> params;

        private ShapeArgs(String role, ShapeType type) {
            this.type = type;
            String who = "the " + role + " " + type.id() + "'s ";
            switch (type) {
                case BOX -> {
                    first = vec4(role + "Centre", who + "centre +0x80 (m)");
                    second = vec4(role + "Half", who + "half extents +0x40 (m, >= 0)");
                    axes = mat4(role + "Axes", who + "axes A0-A2 as rows 0-2 (default identity)").orAbsent();
                    radius = null;
                    height = null;
                    params = List.of(first, second, axes);
                }
                case SPHERE -> {
                    first = vec4(role + "Centre", who + "centre +0x50 (m)");
                    radius = f32(role + "Radius", who + "radius +0x40 (m)");
                    second = null;
                    axes = null;
                    height = null;
                    params = List.of(first, radius);
                }
                case CAPSULE -> {
                    first = vec4(role + "Base", who + "base +0x50, bottom centre (m)");
                    radius = f32(role + "Radius", who + "radius +0x40 (m)");
                    height = f32(role + "Height", who + "height +0x44 (m)");
                    second = null;
                    axes = null;
                    params = List.of(first, radius, height);
                }
                default -> {
                    first = vec4(role + "Start", who + "start +0x40 (m)");
                    second = vec4(role + "End", who + "end +0x50 (m)");
                    radius = f32(role + "Radius", who + "radius +0x60 (m)");
                    axes = null;
                    height = null;
                    params = List.of(first, second, radius);
                }
            }
        }

        /** The arguments of role for every shape type, by type index. */
        static ShapeArgs[] all(String role) {
            ShapeArgs[] out = new ShapeArgs[ShapeType.values().length];
            for (ShapeType t : ShapeType.values()) {
                out[t.index()] = new ShapeArgs(role, t);
            }
            return out;
        }

        Shape read(Args a) {
            switch (type) {
                case BOX -> {
                    BoxShape b = new BoxShape();
                    b.centre().set(a.get(first)).setW(1f);
                    b.halfExtents().set(a.get(second)).setW(1f);
                    if (a.has(axes)) {
                        Mat4 m = a.get(axes);
                        for (int i = 0; i < 3; i++) {
                            b.axis(i).set(m.row(i)).setW(0f);
                        }
                    }
                    return b;
                }
                case SPHERE -> {
                    SphereShape s = new SphereShape();
                    s.centre().set(a.get(first)).setW(1f);
                    s.setRadius(a.get(radius));
                    return s;
                }
                case CAPSULE -> {
                    CapsuleShape c = new CapsuleShape();
                    c.base().set(a.get(first)).setW(1f);
                    c.setSize(a.get(height), a.get(radius));
                    return c;
                }
                default -> {
                    SegmentShape g = new SegmentShape();
                    g.start().set(a.get(first)).setW(1f);
                    g.end().set(a.get(second)).setW(1f);
                    g.setRadius(a.get(radius));
                    return g;
                }
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
}
