package engine.kernels.oracle.session;

import static engine.api.oracle.Param.aabb;
import static engine.api.oracle.Param.f32;
import static engine.api.oracle.Param.i32;
import static engine.api.oracle.Param.ints;
import static engine.api.oracle.Param.mat4;
import static engine.api.oracle.Param.vec4;

import engine.api.body.Body;
import engine.api.math.Aabb;
import engine.api.math.Float4;
import engine.api.math.Mat4;
import engine.api.math.Vec4;
import engine.api.oracle.Args;
import engine.api.oracle.Param;
import engine.api.oracle.Results;
import engine.api.oracle.SpecFunction;
import engine.api.quirk.Quirk;
import engine.api.quirk.QuirkLog;
import engine.api.shape.BoxShape;
import engine.api.shape.CapsuleShape;
import engine.api.shape.SegmentShape;
import engine.api.shape.Shape;
import engine.api.shape.SphereShape;
import engine.api.slots.Slots;
import engine.kernels.world.ContactLists;
import java.util.ArrayList;
import java.util.List;

/**
 * Units 6 and 7 in their session form: shapes and bodies constructed by handle, shapes added, bodies added to and
 * removed from the world, updated, moved, queried, and the world stepped, on the session's own world. Results are
 * named as the stateless functions name them, bodies given by handle where those give body numbers.
 */
final class BodyForms {
    static final Param<Integer> BODY = i32("body", "the body's handle");
    private static final Param<Integer> SHAPE = i32("shape", "the shape's handle");
    private static final Param<Vec4> CENTRE = vec4("centre", "the sphere's centre offset (default the origin)")
            .orAbsent();
    private static final Param<Float> RADIUS = f32("radius", "its radius (m, default 0)").orAbsent();
    private static final Param<Vec4> SIZE = vec4("size", "the box's full size x, y, z (m, default 0)").orAbsent();
    private static final Param<Float> HEIGHT = f32("height", "the capsule's height (m, default 0)").orAbsent();
    private static final Param<Float> LENGTH = f32("length", "the segment's length (m, default 0)").orAbsent();
    private static final Param<Integer> FLAGS = i32("flags", "+0x40");
    private static final Param<Integer> TYPE_MASK = i32("typeMask", "+0x44");
    private static final Param<int[]> LIST = ints("list", "the x-sorted list, head first (handles)");
    private static final Param<int[]> VECTOR = ints("vector", "the body vector in index order (handles)");
    private static final Param<Float> BOUND = f32("bound", "+0x14, the widest-body bound (m)");
    private static final Param<Integer> TICK = i32("tick", "+0x12, steps since the last refresh");
    private static final Param<Integer> FIRST = i32("first", "the first shape of the chain (handle, -1 none)");
    private static final Param<Aabb> BOX = aabb("box", "the body's box after");
    private static final Param<Aabb> QUERY_BOX = aabb("box", "the query box (m)");
    private static final Param<Integer> START = i32("start", "the start body, -1 for none");
    private static final Param<Integer> IGNORED = i32("ignored", "the body whose owner is ignored, -1 a null owner");
    private static final Param<Integer> QUERY_TYPE_MASK = i32("typeMask", "candidates' type mask must meet it");
    private static final Param<Integer> FLAG_MASK = i32("flagMask", "candidates need one of these flags (0: none)");
    private static final Param<Integer> QUERY = i32("query", "the querying body");
    private static final Param<Integer> EXCLUDED_FLAGS = i32("excludedFlags", "flags that exclude");
    private static final Param<Integer> EXCLUDED_STATE = i32("excludedState",
            "owner state bits that exclude (32-bit, sign-extended)");
    private static final Param<int[]> BODIES = ints("bodies", "the bodies found, in the query's order (handles)");
    private static final Param<Mat4> MATRIX = mat4("m", "the new matrix, row 3 the position");
    private final SessionWorld w;

    private BodyForms(SessionWorld w) {
        this.w = w;
    }

    static List<SpecFunction> table(SessionWorld w) {
        BodyForms f = new BodyForms(w);
        return List.of(
                SpecFunction.of("PhysShapeSphere_Construct", 6, "a new sphere shape (a handle), not on any body",
                        List.of(CENTRE, RADIUS), List.of(SHAPE), f::sphere),
                SpecFunction.of("PhysicsBox_Construct", 6, "a new box shape (a handle), not on any body",
                        List.of(SIZE), List.of(SHAPE), f::box),
                SpecFunction.of("PhysShapeCapsule_Construct", 6, "a new capsule shape (a handle), not on any body",
                        List.of(HEIGHT, RADIUS), List.of(SHAPE), f::capsule),
                SpecFunction.of("PhysShapeSegment_Construct", 6, "a new segment shape (a handle), not on any body",
                        List.of(LENGTH, RADIUS), List.of(SHAPE), f::segment),
                SpecFunction.of("PhysicsBody_Construct", 7, "a new body without an owner, not in the world",
                        List.of(), List.of(BODY, FLAGS, TYPE_MASK), f::construct),
                SpecFunction.of("PhysicsBody_ConstructForOwner", 7,
                        "a new body with a new session owner (session.set sets it), not in the world", List.of(),
                        List.of(BODY, FLAGS, TYPE_MASK), f::constructForOwner),
                SpecFunction.of("PhysicsBody_AddShape", 7, "appends a shape to the body's chain",
                        List.of(BODY, SHAPE), List.of(FIRST), f::addShape),
                SpecFunction.of("IPhysics_AddBody", 7, "the body appended to the vector and linked into the list",
                        List.of(BODY), List.of(LIST, VECTOR, BOUND), f::addBody),
                SpecFunction.of("IPhysics_RemoveBody", 7, "forget its ignore slots, swap-remove it, unlink it",
                        List.of(BODY), List.of(LIST, VECTOR), f::removeBody),
                SpecFunction.of("PhysicsBody_Update", 7, "body vtable +0x10 from its owner: pose, bounds, re-sort",
                        List.of(BODY), List.of(FLAGS, BOX), f::update),
                SpecFunction.of("PhysicsBody_Moved", 7, "body vtable +0x18: shapes set from m, re-sorted",
                        List.of(BODY, MATRIX), List.of(BOX), f::moved),
                SpecFunction.of("IPhysics_QueryBox", 7, "bodies meeting a box: backward from start, then forward",
                        List.of(QUERY_BOX, START, IGNORED, QUERY_TYPE_MASK, FLAG_MASK), List.of(BODIES),
                        f::queryBox),
                SpecFunction.of("IPhysics_QueryBoxFiltered", 7,
                        "the box query with excluded flags and excluded owner state (no keep callback)",
                        List.of(QUERY, QUERY_BOX, START, IGNORED, QUERY_TYPE_MASK, FLAG_MASK, EXCLUDED_FLAGS,
                                EXCLUDED_STATE), List.of(BODIES), f::queryBoxFiltered),
                SpecFunction.of("IPhysics_Step", 7, "one IPhysics_Step: the bound refresh, then the settle",
                        List.of(), List.of(BOUND, TICK), f::step));
    }

    private Results sphere(Args a, QuirkLog log) {
        SphereShape s = new SphereShape();
        s.localOffset().set(a.get(CENTRE, Vec4.ZERO_POINT));
        s.setRadius(a.get(RADIUS, 0f));
        return new Results().put(SHAPE, w.add(s));
    }

    private Results box(Args a, QuirkLog log) {
        Vec4 size = a.get(SIZE, Vec4.ZERO_POINT);
        BoxShape s = new BoxShape();
        s.setSize(size.x(), size.y(), size.z());
        return new Results().put(SHAPE, w.add(s));
    }

    private Results capsule(Args a, QuirkLog log) {
        CapsuleShape s = new CapsuleShape();
        s.setSize(a.get(HEIGHT, 0f), a.get(RADIUS, 0f));
        return new Results().put(SHAPE, w.add(s));
    }

    private Results segment(Args a, QuirkLog log) {
        SegmentShape s = new SegmentShape();
        s.setLength(a.get(LENGTH, 0f));
        s.setRadius(a.get(RADIUS, 0f));
        return new Results().put(SHAPE, w.add(s));
    }

    private Results construct(Args a, QuirkLog log) {
        Body b = new Body();
        return new Results().put(BODY, w.add(b)).put(FLAGS, b.flags()).put(TYPE_MASK, b.typeMask());
    }

    private Results constructForOwner(Args a, QuirkLog log) {
        Body b = new Body();
        SessionOwner o = w.newOwner();
        o.body = b;
        w.world.bodyFunctions().constructForOwner(w.world, b, o);
        return new Results().put(BODY, w.add(b)).put(FLAGS, b.flags()).put(TYPE_MASK, b.typeMask());
    }

    private Results addShape(Args a, QuirkLog log) {
        Body b = w.body(a, BODY);
        Shape s = w.shape(a, SHAPE);
        w.world.bodyFunctions().addShape(w.world, b, s);
        return new Results().put(FIRST, w.handle(b.firstShape()));
    }

    private Results addBody(Args a, QuirkLog log) {
        Body b = w.body(a, BODY);
        if (w.world.bodyVector().contains(b)) {
            throw a.refuse(BODY, "= " + a.get(BODY) + " is in the world already");
        }
        w.world.addBody(b);
        return new Results().put(LIST, list()).put(VECTOR, w.handles(w.world.bodyVector()))
                .put(BOUND, w.world.bodies().bound());
    }

    private Results removeBody(Args a, QuirkLog log) {
        Body b = inWorld(a);
        w.world.removeBody(b);
        return new Results().put(LIST, list()).put(VECTOR, w.handles(w.world.bodyVector()));
    }

    private Results update(Args a, QuirkLog log) {
        Body b = w.body(a, BODY);
        w.world.update(b, b.owner());
        return new Results().put(FLAGS, b.flags()).put(BOX, b.box());
    }

    private Results moved(Args a, QuirkLog log) {
        Body b = w.body(a, BODY);
        w.world.moved(b, a.get(MATRIX));
        return new Results().put(BOX, b.box());
    }

    private Results queryBox(Args a, QuirkLog log) {
        Aabb box = a.get(QUERY_BOX);
        Body start = w.bodyOrNull(a, START);
        var ignored = w.owner(a, IGNORED);
        Body[] out = candidates();
        int n = w.world.kernels().get(Slots.BOX_QUERY).queryBox(w.world, out, new Float4().set(box.min()),
                new Float4().set(box.max()), start, ignored, a.get(QUERY_TYPE_MASK), a.get(FLAG_MASK));
        return new Results().put(BODIES, found(out, n));
    }

    private Results queryBoxFiltered(Args a, QuirkLog log) {
        Body query = w.body(a, QUERY);
        Aabb box = a.get(QUERY_BOX);
        Body start = w.bodyOrNull(a, START);
        var ignored = w.owner(a, IGNORED);
        Body[] out = candidates();
        int n = w.world.kernels().get(Slots.BOX_QUERY).queryBoxFiltered(w.world, query, out,
                new Float4().set(box.min()), new Float4().set(box.max()), start, ignored, a.get(QUERY_TYPE_MASK),
                a.get(FLAG_MASK), a.get(EXCLUDED_FLAGS), a.get(EXCLUDED_STATE), null);
        return new Results().put(BODIES, found(out, n));
    }

    private Results step(Args a, QuirkLog log) {
        w.world.step();
        return new Results().put(BOUND, w.world.bodies().bound()).put(TICK, w.world.bodies().tick());
    }

    private Body inWorld(Args a) {
        Body b = w.body(a, BODY);
        if (!w.world.bodyVector().contains(b)) {
            throw a.refuse(BODY, "= " + a.get(BODY) + " is not in the world");
        }
        return b;
    }

    private Body[] candidates() {
        return new Body[Math.max(ContactLists.CANDIDATES, w.world.bodyVector().size() + 1)];
    }

    private int[] found(Body[] out, int n) {
        int kept = n;
        if (n > ContactLists.CANDIDATES && !w.world.kernels().get(Slots.CONTACT_LISTS)
                .growable(Quirk.CANDIDATES_512)) {
            // PS2-LIMIT(CANDIDATES_512): the caller's 512-entry list ends there.
            w.world.quirks().fired(Quirk.CANDIDATES_512);
            kept = ContactLists.CANDIDATES;
        }
        int[] r = new int[Math.min(kept, out.length)];
        for (int i = 0; i < r.length; i++) {
            r[i] = w.handle(out[i]);
        }
        return r;
    }

    private int[] list() {
        List<Body> l = new ArrayList<>();
        for (Body n = w.world.bodies().head(); n != null; n = n.next()) {
            l.add(n);
        }
        return w.handles(l);
    }
}
