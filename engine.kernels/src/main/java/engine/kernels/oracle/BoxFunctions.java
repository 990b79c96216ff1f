package engine.kernels.oracle;

import static engine.api.oracle.Param.aabb;
import static engine.api.oracle.Param.bool;
import static engine.api.oracle.Param.f32;
import static engine.api.oracle.Param.floats;
import static engine.api.oracle.Param.i32;
import static engine.api.oracle.Param.ints;
import static engine.api.oracle.Param.mesh;
import static engine.api.oracle.Param.quat;
import static engine.api.oracle.Param.vec4;

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
import engine.kernels.world.PhysicsWorld;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/**
 * Units 5, 12 and 13 (reconstructed, docs/box-sweeps.md) as the oracle serves them: each box pair sweep through the
 * table's slot on explicit shapes, and the box mesh sweep on a MESH argument. A box is given by its centre, half
 * extents and rotation (its axes the rows of Quat_ToMatrix, Unit 6). Each call builds its own world with the
 * supplied table (its kernels decide which corrections apply) and a fresh contact slot (zeros), so calls share
 * nothing; a field the kernel leaves alone reads 0. The seven pair sweeps, a family of one signature, share
 * {@link #physicsSweep}, registered once per pair; PhysicsMesh_SweepBox has its own method.
 */
public final class BoxFunctions {
    /** Contact slots the mesh sweep is offered (100 is the most a collector holds). */
    private static final int OUT = 100;
    private static final Param<Vec4> MOVE = vec4("move", "the mover's whole move (m), xyz");
    private static final BoxArgs BOX = new BoxArgs("box", "the box");
    private static final BoxArgs OWN_BOX = new BoxArgs("own", "the moving box");
    private static final BoxArgs OTHER_BOX = new BoxArgs("other", "the box at rest");
    private static final Param<Boolean> HIT = bool("hit", "the kernel's return");
    private static final Param<Float> FRACTION = f32("fraction", "+0x80, the fraction of the move at the contact");
    private static final Param<Vec4> NORMAL = vec4("normal", "+0x50, unit, out of the other shape towards the mover");
    private static final Param<Vec4> DIRECTION = vec4("direction",
            "+0x10, the own half's direction (−normal before a mirror)");
    private static final Param<Vec4> POINT = vec4("point",
            "+0x90, the mover's position at the contact (a mirror: the other's)");
    private static final Param<Vec4> SLIDE = vec4("slide", "+0xa0, the capsule-box corner slide (0 when not written)");
    private static final Param<Integer> FLAGS = i32("flags", "+0xb0: 0x1 in a capsule-box corner region, else 0");
    private static final List<Param<?>> CONTACT = List.of(HIT, FRACTION, NORMAL, DIRECTION, POINT, SLIDE, FLAGS);
    private static final Param<Vec4> BASE = vec4("base", "the capsule's base (m)");
    private static final Param<Float> RADIUS = f32("radius", "+0x40 (m)");
    private static final Param<Float> HEIGHT = f32("height", "+0x44 (m)");
    private static final Param<Vec4> CENTRE = vec4("centre", "the sphere's centre (m)");
    private static final Param<Vec4> START = vec4("start", "+0x40 (m)");
    private static final Param<Vec4> END = vec4("end", "+0x50 (m)");
    private static final Param<Float> SEGMENT_RADIUS = f32("radius", "+0x60 (m)");
    private static final List<Param<?>> CAPSULE = List.of(BASE, RADIUS, HEIGHT);
    private static final List<Param<?>> SPHERE = List.of(CENTRE, RADIUS);
    private static final List<Param<?>> SEGMENT = List.of(START, END, SEGMENT_RADIUS);
    private final Supplier<KernelTable> tables;

    private BoxFunctions(Supplier<KernelTable> tables) {
        this.tables = tables;
    }

    /** The table; tables supplies the kernel table for each call's world. */
    public static List<SpecFunction> table(Supplier<KernelTable> tables) {
        BoxFunctions f = new BoxFunctions(tables);
        return List.of(
                f.pair("PhysicsSweep_CapsuleBox", 12, "reconstructed: an upright capsule moving against a box; its four"
                        + " corner regions set flag 0x1 with a unit diagonal slide", ShapeType.CAPSULE, ShapeType.BOX,
                        args(CAPSULE, BOX.params)),
                f.pair("PhysicsSweep_BoxCapsule", 12, "reconstructed: the mirror, the box moving against a capsule",
                        ShapeType.BOX, ShapeType.CAPSULE, args(BOX.params, CAPSULE)),
                f.pair("PhysicsSweep_SphereBox", 5, "reconstructed: a (strike) sphere moving against a box to first"
                        + " touch; within reach at the start: a hit at 0", ShapeType.SPHERE, ShapeType.BOX,
                        args(SPHERE, BOX.params)),
                f.pair("PhysicsSweep_BoxSphere", 5, "reconstructed: the mirror, the box moving against a sphere",
                        ShapeType.BOX, ShapeType.SPHERE, args(BOX.params, SPHERE)),
                f.pair("PhysicsSweep_SegmentBox", 5, "reconstructed: a strike segment (radius r) moving against a box"
                        + " to first touch; within reach at the start: a hit at 0", ShapeType.SEGMENT, ShapeType.BOX,
                        args(SEGMENT, BOX.params)),
                f.pair("PhysicsSweep_BoxSegment", 5, "reconstructed: the mirror, the box moving against a segment",
                        ShapeType.BOX, ShapeType.SEGMENT, args(BOX.params, SEGMENT)),
                f.pair("PhysicsSweep_BoxBox", 5, "reconstructed: a box moving against a box by 15 separating axes;"
                        + " overlapping at the start: a hit at 0 only moving in", ShapeType.BOX, ShapeType.BOX,
                        args(OWN_BOX.params, OTHER_BOX.params)),
                SpecFunction.of("PhysicsMesh_SweepBox", 13, "reconstructed: the box's mesh sweep (13 separating axes"
                        + " through Sweep_IntervalOverlap, the v == 0 reset), flags word always 0", meshArgs(),
                        List.of(COUNT, FRACTIONS, NORMALS, POINTS, TRIANGLES, CONTACT_FLAGS, DISTANCES),
                        f::physicsMesh_SweepBox));
    }

    private static List<Param<?>> args(List<Param<?>> a, List<Param<?>> b) {
        List<Param<?>> out = new ArrayList<>(a);
        out.addAll(b);
        out.add(MOVE);
        return out;
    }

    /** A pair sweep function, PhysicsSweep_OwnOther, registered with its shapes' parameters. */
    private SpecFunction pair(String name, int unit, String summary, ShapeType own, ShapeType other,
                              List<Param<?>> args) {
        return SpecFunction.of(name, unit, summary, args, CONTACT, (a, log) -> physicsSweep(own, other, a, log));
    }

    /** Units 5 and 12, the sweep table entry (own, other) with a box on one side or both: the table's kernel. */
    private Results physicsSweep(ShapeType own, ShapeType other, Args a, QuirkLog log) {
        PhysicsWorld w = new PhysicsWorld(tables.get(), null, log);
        FloatModel fm = w.floatModel();
        Shape mover;
        Shape still;
        if (own == ShapeType.BOX && other == ShapeType.BOX) {
            mover = OWN_BOX.read(fm, a);
            still = OTHER_BOX.read(fm, a);
        } else if (other == ShapeType.BOX) {
            mover = shape(a, own);
            still = BOX.read(fm, a);
        } else {
            mover = BOX.read(fm, a);
            still = shape(a, other);
        }
        Slot<PairSweep> slot = Slots.pairSweep(own, other);
        Contact c = new Contact();
        boolean hit = w.kernels().get(slot).sweep(w, c, null, mover, null, still, new Float4().set(a.get(MOVE)));
        return new Results().put(HIT, hit).put(FRACTION, c.fraction()).put(NORMAL, c.normal().toVec4())
                .put(DIRECTION, c.unitMove().toVec4()).put(POINT, c.point().toVec4()).put(SLIDE, c.slide().toVec4())
                .put(FLAGS, c.flags());
    }

    private static final Param<CollisionMesh> MESH = mesh("mesh", "the collision mesh (file or inline)");
    private static final Param<Integer> OPTIONS = i32("options",
            "the options word (4 minimum n.z, 8 maximum), default 0").orAbsent();
    private static final Param<Float> MIN_NZ = f32("minNz", "f12, default -0.65").orAbsent();
    private static final Param<Float> MAX_NZ = f32("maxNz", "f13, default 0").orAbsent();
    private static final Param<Integer> MAX = i32("max", "the most contacts, default 50").orAbsent()
            .range(0, Integer.MAX_VALUE);
    private static final Param<Aabb> WORLD_BOX = aabb("box", "the world box; default the box's bound grown by the move")
            .orAbsent();
    private static final Param<Integer> COUNT = i32("count", "what the function returned");
    private static final Param<float[]> FRACTIONS = floats("fractions", "+0x80 per contact written");
    private static final Param<float[]> NORMALS = floats("normals", "+0x50 xyz per contact");
    private static final Param<float[]> POINTS = floats("points", "+0x90 xyz per contact");
    private static final Param<int[]> TRIANGLES = ints("triangles", "+0xb4 per contact");
    private static final Param<int[]> CONTACT_FLAGS = ints("flags", "+0xb0 per contact (always 0)");
    private static final Param<float[]> DISTANCES = floats("distances",
            "+0x88 per contact: the centre's start distance");

    private static List<Param<?>> meshArgs() {
        List<Param<?>> mesh = new ArrayList<>();
        mesh.add(MESH);
        mesh.addAll(BOX.params);
        mesh.addAll(List.of(MOVE, OPTIONS, MIN_NZ, MAX_NZ, MAX, WORLD_BOX));
        return mesh;
    }

    private Results physicsMesh_SweepBox(Args a, QuirkLog log) {
        PhysicsWorld w = new PhysicsWorld(tables.get(), a.get(MESH), log);
        BoxShape b = BOX.read(w.floatModel(), a);
        Float4 move = new Float4().set(a.get(MOVE));
        Float4[] bound = bound(w.floatModel(), a, b, move);
        Contact[] out = new Contact[OUT];
        for (int k = 0; k < OUT; k++) {
            out[k] = new Contact();
        }
        int n = w.kernels().get(Slots.meshSweep(ShapeType.BOX)).sweep(w, out, 0, Math.min(a.get(MAX, 50), OUT),
                bound[0], bound[1], null, b, move, a.get(OPTIONS, 0), a.get(MIN_NZ, -0.65f), a.get(MAX_NZ, 0f));
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
        return new Results().put(COUNT, n).put(FRACTIONS, fr).put(NORMALS, nr).put(POINTS, pt).put(TRIANGLES, tr)
                .put(CONTACT_FLAGS, fl).put(DISTANCES, ds);
    }

    /** A box argument: prefix + "Centre", "Half" and the optional "Rotation". */
    private static final class BoxArgs {
        final Param<Vec4> centre;
        final Param<Vec4> half;
        final Param<Quat> rotation;
        final List<Param<?>> params;

        BoxArgs(String prefix, String what) {
            centre = vec4(prefix + "Centre", what + "'s centre +0x80 (m)");
            half = vec4(prefix + "Half", what + "'s half extents +0x40 (m)");
            rotation = quat(prefix + "Rotation",
                    what + "'s rotation: axes +0x50..+0x70 = rows of Quat_ToMatrix (default identity)").orAbsent();
            params = List.of(centre, half, rotation);
        }

        BoxShape read(FloatModel fm, Args a) {
            BoxShape b = new BoxShape();
            Vec4 h = a.get(half);
            b.halfExtents().set(h.x(), h.y(), h.z(), 1f);
            Mat4 m = a.get(rotation, Quat.IDENTITY).toMatrix(fm);
            for (int i = 0; i < 3; i++) {
                b.axis(i).set(m.get(i, 0), m.get(i, 1), m.get(i, 2), 0f);
            }
            b.centre().set(a.get(centre)).setW(1f);
            return b;
        }
    }

    private static Shape shape(Args a, ShapeType type) {
        return switch (type) {
            case CAPSULE -> {
                CapsuleShape c = new CapsuleShape();
                c.setSize(a.get(HEIGHT), a.get(RADIUS));
                c.base().set(a.get(BASE)).setW(1f);
                yield c;
            }
            case SPHERE -> {
                SphereShape s = new SphereShape();
                s.setRadius(a.get(RADIUS));
                s.centre().set(a.get(CENTRE)).setW(1f);
                yield s;
            }
            default -> {
                SegmentShape s = new SegmentShape();
                s.start().set(a.get(START)).setW(1f);
                s.end().set(a.get(END)).setW(1f);
                s.setRadius(a.get(SEGMENT_RADIUS));
                yield s;
            }
        };
    }

    /** The given box, else the box's corners' bound grown by move. */
    private static Float4[] bound(FloatModel fm, Args a, BoxShape b, Float4 move) {
        if (a.has(WORLD_BOX)) {
            Aabb box = a.get(WORLD_BOX);
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

}
