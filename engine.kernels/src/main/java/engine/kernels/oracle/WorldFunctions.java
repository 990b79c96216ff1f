package engine.kernels.oracle;

import static engine.api.oracle.Param.aabb;
import static engine.api.oracle.Param.bool;
import static engine.api.oracle.Param.f32;
import static engine.api.oracle.Param.floats;
import static engine.api.oracle.Param.i32;
import static engine.api.oracle.Param.ints;
import static engine.api.oracle.Param.mat4;
import static engine.api.oracle.Param.mesh;
import static engine.api.oracle.Param.vec4;

import engine.api.body.Body;
import engine.api.body.BodyOwner;
import engine.api.body.Contact;
import engine.api.kernel.KernelTable;
import engine.api.kernel.world.BodyList;
import engine.api.kernel.world.BoxQuery;
import engine.api.kernel.world.OwnerFilter;
import engine.api.kernel.world.ShapeQuery;
import engine.api.math.Aabb;
import engine.api.math.Float4;
import engine.api.math.Mat4;
import engine.api.math.Vec4;
import engine.api.mesh.CollisionMesh;
import engine.api.oracle.Args;
import engine.api.oracle.FunctionArgumentException;
import engine.api.oracle.Param;
import engine.api.oracle.Results;
import engine.api.oracle.SpecFunction;
import engine.api.quirk.QuirkLog;
import engine.api.shape.BoxShape;
import engine.api.shape.Shape;
import engine.api.shape.ShapeType;
import engine.api.shape.SphereShape;
import engine.api.slots.Slots;
import engine.kernels.call.Calls;
import engine.kernels.world.BodyRecords;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/**
 * Unit 7's functions as the oracle serves them: the body record functions, the list, the vector, the box queries,
 * IPhysics_OverlapShape and the bound refresh, and Unit 11's IPhysics_CollideShape. Each call builds its own world
 * from the arguments (see {@link WorldScript}) with this provider's kernels, so calls share nothing. One method per
 * function, named after it; {@link #table} registers each with its parameters.
 */
public final class WorldFunctions {
    private static final Param<int[]> LIST = ints("list", "the x-sorted list, head first (body numbers)");
    private static final Param<Float> BOUND = f32("bound", "+0x14, the widest-body bound (m)");
    private static final Param<int[]> VECTOR = ints("vector", "the body vector");
    private static final Param<Integer> BODY = i32("body", "the body removed");
    private static final Param<Integer> QUERY = i32("query", "the querying body");
    private static final Param<Integer> START = i32("start", "the start body, -1 for none");
    private static final Param<Integer> IGNORED = i32("ignored",
            "the body whose owner is ignored, -1 for a null owner");
    private static final Param<Integer> OWNER_TYPE_MASK = i32("ownerTypeMask",
            "the owner's +0x20 answer; absent: a null owner").orAbsent();
    private static final Param<Boolean> HAS_OWNER = bool("hasOwner", "+0x34 is set");
    private static final Param<Integer> TYPE_MASK = i32("typeMask", "+0x44");
    private static final Param<Integer> FLAGS = i32("flags", "+0x40");
    private static final Param<Integer> INDEX = i32("index", "+0x20");
    private static final Param<Integer> FIRST_AFTER = i32("first", "the first shape's type byte after, 0 for none");
    private static final Param<Vec4> CENTRE = vec4("centre", "the sphere's centre");
    private static final Param<Float> RADIUS = f32("radius", "its radius");
    private static final Param<Aabb> BOX = aabb("box", "the body's box");
    private static final Param<Vec4> PREVIOUS = vec4("previous", "+0x20");
    private static final Param<int[]> BODIES = ints("bodies", "the bodies found");
    private static final Param<Integer> COUNT = i32("count", "contacts written");
    private static final Param<Integer> OPTIONS = i32("options", "option bits");
    private static final Param<Integer> MAX = i32("max", "+0x18, the most contacts copied");
    private static final Param<int[]> REFUSED = ints("refused",
            "bodies the keep callback refuses; absent: no callback").orAbsent();
    private final Supplier<KernelTable> tables;

    private WorldFunctions(Supplier<KernelTable> tables) {
        this.tables = tables;
    }

    /** The table; tables supplies this provider's kernel table for each call's world. */
    public static List<SpecFunction> table(Supplier<KernelTable> tables) {
        WorldFunctions f = new WorldFunctions(tables);
        return List.of(
                SpecFunction.of("PhysicsNode_Init", 7, "the sort node's reset: min = max = (0, 0, 0, 1), index -1",
                        List.of(), List.of(NODE_MIN, NODE_MAX, INDEX), f::physicsNode_Init),
                SpecFunction.of("PhysicsBody_Construct", 7, "the body record's constructed fields", List.of(),
                        List.of(CONSTRUCTED_FLAGS, TYPE_MASK, GROUP, PUSH_OUT, SCALE, STUCK, INDEX),
                        f::physicsBody_Construct),
                SpecFunction.of("PhysicsBody_ConstructForOwner", 7,
                        "a body for an owner: the owner's type mask when it has one", List.of(OWNER_TYPE_MASK),
                        List.of(TYPE_MASK, FLAGS, HAS_OWNER), f::physicsBody_ConstructForOwner),
                SpecFunction.of("PhysicsBody_SetOwner", 7, "owner always; the type mask only from a non-null owner",
                        List.of(TYPE_MASK_BEFORE, OWNER_TYPE_MASK), List.of(TYPE_MASK_AFTER, HAS_OWNER),
                        f::physicsBody_SetOwner),
                SpecFunction.of("PhysicsBody_AddShape", 7, "appends shapes to the chain in order (no duplicate check)",
                        List.of(TYPES_ADDED), List.of(CHAIN), f::physicsBody_AddShape),
                SpecFunction.of("PhysicsBody_GetShapes", 7,
                        "the first shape of the chain (+0x30); its arguments are ignored", List.of(TYPES_IN_ORDER),
                        List.of(FIRST), f::physicsBody_GetShapes),
                SpecFunction.of("PhysicsBody_Destroy", 7, "drops the first shape (+0x30 = 0)", List.of(TYPES),
                        List.of(FIRST_AFTER), f::physicsBody_Destroy),
                SpecFunction.of("PhysicsBody_ComputeBounds", 7, "a box = a sphere's bounds (PhysicsShape_GetBounds)",
                        List.of(SPHERE_CENTRE, SPHERE_RADIUS), List.of(BOUNDS), f::physicsBody_ComputeBounds),
                SpecFunction.of("PhysicsBody_AddShapeBounds", 7, "a box grown by a sphere's bounds, both w = 1",
                        List.of(BOX_BEFORE, CENTRE, RADIUS), List.of(MERGED), f::physicsBody_AddShapeBounds),
                SpecFunction.of("PhysicsBody_Update", 7,
                        "a sphere body's update: the 0x80000800 gate, the pose, the bounds, the reinsert, the dirty"
                                + " bit",
                        List.of(FLAGS_BEFORE, UPDATE_RADIUS, CENTRE_BEFORE, PREVIOUS_BEFORE, SHAPE_FLAGS_BEFORE,
                                OWNER_P),
                        List.of(FLAGS_AFTER, BOX, SPHERE_CENTRE_AFTER, PREVIOUS, SHAPE_FLAGS),
                        f::physicsBody_Update),
                SpecFunction.of("PhysicsBody_Moved", 7,
                        "a box body moved by a matrix: SetMatrix, bounds of the first shape", List.of(SIZE, MATRIX),
                        List.of(BOX, POSITION, PREVIOUS), f::physicsBody_Moved),
                SpecFunction.of("IPhysics_AddBody", 7, "the bodies added in order: the vector and the x-sorted list",
                        WorldScript.WORLD, List.of(LIST, VECTOR_IN_ORDER, BOUND), f::iPhysics_AddBody),
                SpecFunction.of("IPhysics_RemoveBody", 7, "forget its ignore slots, swap-remove it, unlink it",
                        world(BODY), List.of(LIST, VECTOR, INDICES), f::iPhysics_RemoveBody),
                SpecFunction.of("BodyList_Insert", 7,
                        "a new body linked by min x from a hint (after equals forward, before them backward)",
                        world(NEW_BOX, HINT), List.of(LIST, BOUND), f::bodyList_Insert),
                SpecFunction.of("BodyList_Remove", 7, "unlinks a body and returns its old previous node",
                        world(BODY), List.of(OLD_PREVIOUS, LIST), f::bodyList_Remove),
                SpecFunction.of("BodyList_Reinsert", 7,
                        "a body given a new box, then removed and inserted from its old previous node",
                        world(THE_BODY, REINSERT_BOX), List.of(LIST, BOUND), f::bodyList_Reinsert),
                SpecFunction.of("IPhysics_QueryBox", 7, "bodies meeting a box: backward from start, then forward",
                        world(QUERY_BOX, START, IGNORED, QUERY_TYPE_MASK, FLAG_MASK), List.of(BODIES_IN_ORDER),
                        f::iPhysics_QueryBox),
                SpecFunction.of("IPhysics_QueryBoxFiltered", 7,
                        "the box query with excluded flags, excluded owner state (asked of every candidate reaching"
                                + " it) and a keep callback",
                        world(QUERY, FILTERED_BOX, START, IGNORED, FILTERED_TYPE_MASK, FILTERED_FLAG_MASK,
                                EXCLUDED_FLAGS, EXCLUDED_STATE, REFUSED),
                        List.of(BODIES, STATE_CALLS), f::iPhysics_QueryBoxFiltered),
                SpecFunction.of("IPhysics_OverlapShape", 7,
                        "bodies overlapping a body's sphere (each body carries a sphere filling its box's x extent); "
                                + "contacts come from the overlap table, whose entries are Unit 4's",
                        world(QUERY, OPTIONS, OVERLAP_TYPE_MASK, MAX), List.of(COUNT, OTHERS),
                        f::iPhysics_OverlapShape),
                SpecFunction.of("IPhysics_Step", 7,
                        "IPhysics_Step: the bound refresh (every 120th step, the widest current box), then the settle"
                                + " (reconstructed: bodies with an owner, a shape and flags 0x80000800 updated in vector"
                                + " order; these boxes have no shape)",
                        world(STEPS, BOXES2), List.of(BOUND, TICK), f::iPhysics_Step),
                SpecFunction.of("IPhysics_CollideShape", 11,
                        "a body's sphere (each body carries one filling its box's x extent, and any extra spheres) swept"
                                + " by a move against the bodies (the provider's sphere-sphere sweep entry) and the"
                                + " mesh, sorted together, min(count, max) copied out",
                        world(QUERY, COLLIDE_OPTIONS, MOVE, MAX, COLLIDE_TYPE_MASK, REQUIRED_FLAGS,
                                COLLIDE_EXCLUDED_FLAGS, COLLIDE_EXCLUDED_STATE, COLLIDE_IGNORED, COLLIDE_REFUSED,
                                COLLIDE_BOX, NZ, MESH, COLLIDE_SHAPES, COLLIDE_DISABLED, COLLIDE_UNTOUCHABLE,
                                COLLIDE_SHARED_OWNER, EXTRA_BODIES, EXTRA_SPHERES),
                        List.of(CONTACTS_COPIED, OTHERS_OR_LEVEL, FRACTIONS, OTHER_SHAPES),
                        f::iPhysics_CollideShape));
    }

    private static List<Param<?>> world(Param<?>... more) {
        List<Param<?>> out = new ArrayList<>(WorldScript.WORLD);
        out.addAll(List.of(more));
        return out;
    }

    private WorldScript script(Args a, QuirkLog log) {
        return new WorldScript(a.function(), tables.get(), log);
    }

    private static final Param<Vec4> NODE_MIN = vec4("min", "+0x00");
    private static final Param<Vec4> NODE_MAX = vec4("max", "+0x10");

    private Results physicsNode_Init(Args a, QuirkLog log) {
        Body b = BodyRecords.nodeInit(new Body());
        return new Results().put(NODE_MIN, b.box().min()).put(NODE_MAX, b.box().max()).put(INDEX, b.index());
    }

    private static final Param<Integer> CONSTRUCTED_FLAGS = i32("flags", "+0x40, 0x80000400");
    private static final Param<Integer> GROUP = i32("group", "+0x3c");
    private static final Param<Vec4> PUSH_OUT = vec4("pushOut", "+0x50");
    private static final Param<Vec4> SCALE = vec4("scale", "+0x60");
    private static final Param<Integer> STUCK = i32("stuck", "+0x70");

    private Results physicsBody_Construct(Args a, QuirkLog log) {
        Body b = new Body();
        return new Results().put(CONSTRUCTED_FLAGS, b.flags()).put(TYPE_MASK, b.typeMask()).put(GROUP, b.group())
                .put(PUSH_OUT, b.pushOut().toVec4()).put(SCALE, b.scale().toVec4()).put(STUCK, b.stuckCounter())
                .put(INDEX, b.index());
    }

    private Results physicsBody_ConstructForOwner(Args a, QuirkLog log) {
        var w = script(a, log);
        Body b = new Body();
        w.world.bodyFunctions().constructForOwner(w.world, b, ownerOf(a));
        return new Results().put(TYPE_MASK, b.typeMask()).put(FLAGS, b.flags()).put(HAS_OWNER, b.owner() != null);
    }

    private static final Param<Integer> TYPE_MASK_BEFORE = i32("typeMask", "the body's +0x44 before");
    private static final Param<Integer> TYPE_MASK_AFTER = i32("typeMask", "+0x44 after");

    private Results physicsBody_SetOwner(Args a, QuirkLog log) {
        var w = script(a, log);
        Body b = new Body();
        b.setTypeMask(a.get(TYPE_MASK_BEFORE));
        w.world.bodyFunctions().setOwner(w.world, b, ownerOf(a));
        return new Results().put(TYPE_MASK_AFTER, b.typeMask()).put(HAS_OWNER, b.owner() != null);
    }

    private static final Param<int[]> TYPES_ADDED = ints("types", "type bytes of the shapes added, in order (1..4)");
    private static final Param<int[]> CHAIN = ints("chain", "the chain's type bytes from +0x30");

    private Results physicsBody_AddShape(Args a, QuirkLog log) {
        return new Results().put(CHAIN, chain(BodyRecords.getShapes(chained(a, log, TYPES_ADDED))));
    }

    private static final Param<int[]> TYPES_IN_ORDER = ints("types", "type bytes of the chain, in order");
    private static final Param<Integer> FIRST = i32("first", "the first shape's type byte, 0 for none");

    private Results physicsBody_GetShapes(Args a, QuirkLog log) {
        Shape s = BodyRecords.getShapes(chained(a, log, TYPES_IN_ORDER));
        return new Results().put(FIRST, s == null ? 0 : s.type().code());
    }

    private static final Param<int[]> TYPES = ints("types", "type bytes of the chain");

    private Results physicsBody_Destroy(Args a, QuirkLog log) {
        Body b = chained(a, log, TYPES);
        BodyRecords.destroy(b);
        return new Results().put(FIRST_AFTER, b.firstShape() == null ? 0 : b.firstShape().type().code());
    }

    /** A new body with shapes of the types given added in order through the provider's PhysicsBody_AddShape. */
    private Body chained(Args a, QuirkLog log, Param<int[]> types) {
        var w = new WorldScript("PhysicsBody_AddShape", tables.get(), log);
        Body b = new Body();
        for (int type : a.get(types)) {
            w.world.bodyFunctions().addShape(w.world, b, newShape(type));
        }
        return b;
    }

    private static final Param<Vec4> SPHERE_CENTRE = vec4("centre", "the sphere's centre (m)");
    private static final Param<Float> SPHERE_RADIUS = f32("radius", "its radius (m)");
    private static final Param<Aabb> BOUNDS = aabb("box", "the bounds");

    private Results physicsBody_ComputeBounds(Args a, QuirkLog log) {
        var w = script(a, log);
        Body b = new Body();
        engine.kernels.call.Calls.bodyBounds(w.world, b, sphere(a.get(SPHERE_CENTRE), a.get(SPHERE_RADIUS)), new Float4(),
                new Float4());
        return new Results().put(BOUNDS, b.box());
    }

    private static final Param<Aabb> BOX_BEFORE = aabb("box", "the box before");
    private static final Param<Aabb> MERGED = aabb("box", "the merged box");

    private Results physicsBody_AddShapeBounds(Args a, QuirkLog log) {
        var w = script(a, log);
        Body b = new Body();
        Aabb box = a.get(BOX_BEFORE);
        b.setBox(box);
        engine.kernels.call.Calls.addBodyShapeBounds(w.world, b, sphere(a.get(CENTRE), a.get(RADIUS)), new engine.api.math.Float4(), new engine.api.math.Float4());
        return new Results().put(MERGED, b.box());
    }

    private static final Param<Integer> FLAGS_BEFORE = i32("flags", "+0x40 before");
    private static final Param<Float> UPDATE_RADIUS = f32("radius", "the sphere's radius");
    private static final Param<Vec4> CENTRE_BEFORE = vec4("centre", "its centre before");
    private static final Param<Vec4> PREVIOUS_BEFORE = vec4("previous", "its +0x20 before");
    private static final Param<Integer> SHAPE_FLAGS_BEFORE = i32("shapeFlags", "its flags before");
    private static final Param<Vec4> OWNER_P = vec4("P", "the owner's position (+0xa0)");
    private static final Param<Integer> FLAGS_AFTER = i32("flags", "+0x40 after");
    private static final Param<Vec4> SPHERE_CENTRE_AFTER = vec4("centre", "the sphere's centre");
    private static final Param<Integer> SHAPE_FLAGS = i32("shapeFlags", "the sphere's flags");

    private Results physicsBody_Update(Args a, QuirkLog log) {
        var w = script(a, log);
        ScriptOwner o = new ScriptOwner(0);
        o.position = a.get(OWNER_P);
        Body b = new Body();
        w.world.bodyFunctions().constructForOwner(w.world, b, o);
        SphereShape s = new SphereShape();
        s.setRadius(a.get(UPDATE_RADIUS));
        s.centre().set(a.get(CENTRE_BEFORE));
        s.previous().set(a.get(PREVIOUS_BEFORE));
        s.setFlags(a.get(SHAPE_FLAGS_BEFORE) & 0xffff);
        w.world.bodyFunctions().addShape(w.world, b, s);
        b.setFlags(a.get(FLAGS_BEFORE));
        w.world.addBody(b);
        w.world.update(b, o);
        return new Results().put(FLAGS_AFTER, b.flags()).put(BOX, b.box())
                .put(SPHERE_CENTRE_AFTER, s.centre().toVec4()).put(PREVIOUS, s.previous().toVec4())
                .put(SHAPE_FLAGS, s.flags());
    }

    private static final Param<Vec4> SIZE = vec4("size", "the box's full sizes (PhysicsBox_SetSize)");
    private static final Param<Mat4> MATRIX = mat4("m", "the matrix, row 3 the position");
    private static final Param<Vec4> POSITION = vec4("position", "+0x80");

    private Results physicsBody_Moved(Args a, QuirkLog log) {
        var w = script(a, log);
        Body b = new Body();
        BoxShape box = new BoxShape();
        Vec4 size = a.get(SIZE);
        box.setSize(size.x(), size.y(), size.z());
        w.world.bodyFunctions().addShape(w.world, b, box);
        w.world.addBody(b);
        w.world.moved(b, a.get(MATRIX));
        return new Results().put(BOX, b.box())
                .put(POSITION, box.centre().toVec4()).put(PREVIOUS, box.previous().toVec4());
    }

    private static final Param<int[]> VECTOR_IN_ORDER = ints("vector", "the body vector in index order");

    private Results iPhysics_AddBody(Args a, QuirkLog log) {
        var w = script(a, log).withBodies(a);
        return new Results().put(LIST, w.list()).put(VECTOR_IN_ORDER, w.vector()).put(BOUND, w.world.bodies().bound());
    }

    private static final Param<int[]> INDICES = ints("indices", "every body's +0x20, by body number");

    private Results iPhysics_RemoveBody(Args a, QuirkLog log) {
        var w = script(a, log).withBodies(a);
        w.world.removeBody(w.body(a.get(BODY), BODY.name()));
        return new Results().put(LIST, w.list()).put(VECTOR, w.vector()).put(INDICES, w.indices());
    }

    private static final Param<float[]> NEW_BOX = floats("box", "the new body's six floats");
    private static final Param<Integer> HINT = i32("hint", "the hint body, -1 for the head");

    private Results bodyList_Insert(Args a, QuirkLog log) {
        var w = script(a, log).withBodies(a);
        Body b = new Body();
        WorldScript.setBox(b, box6(a, NEW_BOX), 0);
        list(w).insert(w.world, w.world.bodies(), b, w.bodyOrNull(a.get(HINT), HINT.name()));
        return new Results().put(LIST, w.list()).put(BOUND, w.world.bodies().bound());
    }

    private static final Param<Integer> OLD_PREVIOUS = i32("previous", "its old previous node, -1 for none");

    private Results bodyList_Remove(Args a, QuirkLog log) {
        var w = script(a, log).withBodies(a);
        Body prev = list(w).remove(w.world, w.world.bodies(), w.body(a.get(BODY), BODY.name()));
        return new Results().put(OLD_PREVIOUS, prev == null ? -1 : w.number(prev)).put(LIST, w.list());
    }

    private static final Param<Integer> THE_BODY = i32("body", "the body");
    private static final Param<float[]> REINSERT_BOX = floats("box", "its new six floats");

    private Results bodyList_Reinsert(Args a, QuirkLog log) {
        var w = script(a, log).withBodies(a);
        Body b = w.body(a.get(THE_BODY), THE_BODY.name());
        WorldScript.setBox(b, box6(a, REINSERT_BOX), 0);
        list(w).reinsert(w.world, w.world.bodies(), b);
        return new Results().put(LIST, w.list()).put(BOUND, w.world.bodies().bound());
    }

    private static final Param<Aabb> QUERY_BOX = aabb("box", "the query box (m)");
    private static final Param<Integer> QUERY_TYPE_MASK = i32("typeMask", "candidates' type mask must meet it");
    private static final Param<Integer> FLAG_MASK = i32("flagMask",
            "candidates need one of these flags (0: none needed)");
    private static final Param<int[]> BODIES_IN_ORDER = ints("bodies", "the bodies found, in the query's order");

    private Results iPhysics_QueryBox(Args a, QuirkLog log) {
        var w = script(a, log).withBodies(a);
        Aabb box = a.get(QUERY_BOX);
        Body[] out = w.candidateList();
        int n = query(w).queryBox(w.world, out, new Float4().set(box.min()), new Float4().set(box.max()),
                w.bodyOrNull(a.get(START), START.name()), ignoredOwner(w, a), a.get(QUERY_TYPE_MASK),
                a.get(FLAG_MASK));
        return new Results().put(BODIES_IN_ORDER, w.numbers(out, w.candidates(n)));
    }

    private static final Param<Aabb> FILTERED_BOX = aabb("box", "the query box");
    private static final Param<Integer> FILTERED_TYPE_MASK = i32("typeMask", "type mask");
    private static final Param<Integer> FILTERED_FLAG_MASK = i32("flagMask", "flag mask");
    private static final Param<Integer> EXCLUDED_FLAGS = i32("excludedFlags", "flags that exclude");
    private static final Param<Integer> EXCLUDED_STATE = i32("excludedState",
            "owner state bits that exclude (32-bit, sign-extended)");
    private static final Param<int[]> STATE_CALLS = ints("stateCalls",
            "how often each body's owner was asked its state");

    private Results iPhysics_QueryBoxFiltered(Args a, QuirkLog log) {
        var w = script(a, log).withBodies(a);
        Aabb box = a.get(FILTERED_BOX);
        OwnerFilter keep = a.has(REFUSED) ? refusing(w, a.get(REFUSED)) : null;
        Body[] out = w.candidateList();
        int n = query(w).queryBoxFiltered(w.world, w.body(a.get(QUERY), QUERY.name()), out,
                new Float4().set(box.min()), new Float4().set(box.max()), w.bodyOrNull(a.get(START), START.name()),
                ignoredOwner(w, a), a.get(FILTERED_TYPE_MASK), a.get(FILTERED_FLAG_MASK), a.get(EXCLUDED_FLAGS),
                a.get(EXCLUDED_STATE), keep);
        int[] calls = w.bodies.stream().mapToInt(b -> b.owner() instanceof ScriptOwner o ? o.stateCalls : 0)
                .toArray();
        return new Results().put(BODIES, w.numbers(out, w.candidates(n))).put(STATE_CALLS, calls);
    }

    private static final Param<Integer> OVERLAP_TYPE_MASK = i32("typeMask", "+0x14 (read with option 0x10)");
    private static final Param<int[]> OTHERS = ints("others", "each contact's other body, in order");

    private Results iPhysics_OverlapShape(Args a, QuirkLog log) {
        var w = script(a, log).withBodies(a);
        addSpheres(w);
        Body q = w.body(a.get(QUERY), QUERY.name());
        ShapeQuery sq = new ShapeQuery().set(q, q.firstShape()).setOptions(a.get(OPTIONS))
                .setTypeMask(a.get(OVERLAP_TYPE_MASK)).setMax(a.get(MAX));
        Contact[] out = contacts(Math.max(0, Math.min(a.get(MAX), 512)));
        int n = w.world.overlaps().overlapShape(w.world, out, sq);
        int[] others = new int[n];
        for (int i = 0; i < n; i++) {
            others[i] = otherBody(w, out[i]);
        }
        return new Results().put(COUNT, n).put(OTHERS, others);
    }

    private static final Param<Integer> STEPS = i32("steps", "steps run (0..100000)");
    private static final Param<float[]> BOXES2 = floats("boxes2",
            "new boxes for every body, set and reinserted before stepping").orAbsent();
    private static final Param<Integer> TICK = i32("tick", "+0x12, steps since the last refresh");

    private Results iPhysics_Step(Args a, QuirkLog log) {
        var w = script(a, log).withBodies(a);
        if (a.has(BOXES2)) {
            float[] nb = a.get(BOXES2);
            if (nb.length != w.bodies.size() * 6) {
                throw new FunctionArgumentException("IPhysics_Step: argument 'boxes2' needs six floats per body");
            }
            for (int i = 0; i < w.bodies.size(); i++) {
                WorldScript.setBox(w.bodies.get(i), nb, i * 6);
                w.world.reinsert(w.bodies.get(i));
            }
        }
        int steps = a.get(STEPS);
        if (steps < 0 || steps > 100_000) {
            throw a.refuse(STEPS, "= " + steps + " not in 0..100000");
        }
        for (int i = 0; i < steps; i++) {
            w.world.step();
        }
        return new Results().put(BOUND, w.world.bodies().bound()).put(TICK, w.world.bodies().tick());
    }

    private static final Param<Integer> COLLIDE_OPTIONS = i32("options", "+0x10, the option bits");
    private static final Param<Vec4> MOVE = vec4("move", "the move (m)");
    private static final Param<Integer> COLLIDE_TYPE_MASK = i32("typeMask", "+0x14 (option 0x10)").orAbsent();
    private static final Param<Integer> REQUIRED_FLAGS = i32("requiredFlags", "+0x1c (option 0x800)").orAbsent();
    private static final Param<Integer> COLLIDE_EXCLUDED_FLAGS = i32("excludedFlags", "+0x20 (option 0x1000)")
            .orAbsent();
    private static final Param<Integer> COLLIDE_EXCLUDED_STATE = i32("excludedState", "+0x24 (option 0x10000)")
            .orAbsent();
    private static final Param<Integer> COLLIDE_IGNORED = i32("ignored",
            "+0x0c (option 0x2000): the body whose owner is skipped").orAbsent();
    private static final Param<int[]> COLLIDE_REFUSED = ints("refused",
            "+0x38 (option 0x40000): bodies the callback refuses").orAbsent();
    private static final Param<Aabb> COLLIDE_BOX = aabb("box", "+0x08 (option 0x400): the box used instead of the bounds")
            .orAbsent();
    private static final Param<float[]> NZ = floats("nz", "+0x28, +0x2c: the mesh sweep's min and max n.z").orAbsent();
    private static final Param<CollisionMesh> MESH = mesh("mesh", "the level (option 0x1)").orAbsent();
    private static final Param<int[]> COLLIDE_SHAPES = ints("shapes",
            "each body's shape type: 2 a sphere filling the box's x extent (default), 3 a capsule (base the box's"
                    + " bottom centre, radius half the x extent, height the z extent)").range(2, 3).orAbsent();
    private static final Param<int[]> COLLIDE_DISABLED = ints("disabled",
            "bodies whose shape is switched off (default none)").orAbsent();
    private static final Param<int[]> COLLIDE_UNTOUCHABLE = ints("untouchable",
            "bodies whose owners the querying owner's +0x110 answer refuses (default none)").orAbsent();
    private static final Param<int[]> COLLIDE_SHARED_OWNER = ints("sharedOwner",
            "bodies given the querying body's owner (default none)").orAbsent();
    private static final Param<int[]> EXTRA_BODIES = ints("extraBodies",
            "the body each extra sphere is added to, after its first shape, in order (default none)").orAbsent();
    private static final Param<float[]> EXTRA_SPHERES = floats("extraSpheres",
            "each extra sphere's centre x, y, z and radius (m), four floats per extraBodies entry").orAbsent();
    private static final Param<int[]> OTHER_SHAPES = ints("otherShapes",
            "each contact's other shape, its place on the other body's chain (0 the first), -1 the level");
    private static final Param<Integer> CONTACTS_COPIED = i32("count", "contacts copied");
    private static final Param<int[]> OTHERS_OR_LEVEL = ints("others", "each contact's other body, -1 the level");
    private static final Param<float[]> FRACTIONS = floats("fractions", "each contact's fraction");

    /**
     * Unit 11, IPhysics_CollideShape: a body's sphere (each body carries one filling its box's x extent) swept by a
     * move against the bodies (the provider's sphere-sphere sweep entry) and the mesh, with every option field.
     */
    private Results iPhysics_CollideShape(Args a, QuirkLog log) {
        var w = new WorldScript(a.function(), tables.get(), a.get(MESH, null), log).withBodies(a);
        int[] types = a.get(COLLIDE_SHAPES, new int[0]);
        if (types.length != 0 && types.length != w.bodies.size()) {
            throw a.refuse(COLLIDE_SHAPES, "needs one value per body (" + w.bodies.size() + "), got " + types.length);
        }
        addShapes(a, w, types);
        addExtraSpheres(a, w);
        Body q = w.body(a.get(QUERY), QUERY.name());
        for (int i : a.get(COLLIDE_DISABLED, new int[0])) {
            w.world.poses().enable(w.world, w.body(i, COLLIDE_DISABLED.name()).firstShape(), false);
        }
        if (q.owner() instanceof ScriptOwner mine) {
            for (int i : a.get(COLLIDE_UNTOUCHABLE, new int[0])) {
                mine.untouchable.add(w.body(i, COLLIDE_UNTOUCHABLE.name()).owner());
            }
        }
        for (int i : a.get(COLLIDE_SHARED_OWNER, new int[0])) {
            w.body(i, COLLIDE_SHARED_OWNER.name()).setOwner(q.owner());
        }
        ShapeQuery sq = new ShapeQuery().set(q, q.firstShape()).setOptions(a.get(COLLIDE_OPTIONS))
                .setMax(a.get(MAX)).setTypeMask(a.get(COLLIDE_TYPE_MASK, -1))
                .setRequiredFlags(a.get(REQUIRED_FLAGS, 0)).setExcludedFlags(a.get(COLLIDE_EXCLUDED_FLAGS, 0))
                .setExcludedState(a.get(COLLIDE_EXCLUDED_STATE, 0));
        Body ignored = w.bodyOrNull(a.get(COLLIDE_IGNORED, -1), COLLIDE_IGNORED.name());
        sq.setIgnoredOwner(ignored == null ? null : ignored.owner());
        if (a.has(COLLIDE_REFUSED)) {
            sq.setKeep(refusing(w, a.get(COLLIDE_REFUSED)));
        }
        if (a.has(COLLIDE_BOX)) {
            sq.boxMin().set(a.get(COLLIDE_BOX).min());
            sq.boxMax().set(a.get(COLLIDE_BOX).max());
        }
        float[] nz = a.get(NZ, new float[] {0f, 0f});
        if (nz.length != 2) {
            throw a.refuse(NZ, "needs two floats (min, max)");
        }
        sq.setNzRange(nz[0], nz[1]);
        if (Integer.toUnsignedLong(a.get(MAX)) > 1024) {
            throw a.refuse(MAX, "above 1024 (or negative) is not served");
        }
        Contact[] out = contacts(a.get(MAX));
        int n = w.world.collisions().collideShape(w.world, out, sq, new Float4().set(a.get(MOVE)));
        int[] others = new int[n];
        int[] shapes = new int[n];
        float[] fractions = new float[n];
        for (int i = 0; i < n; i++) {
            Shape s = out[i].other().shape();
            others[i] = s == null ? -1 : shapeBody(w, s);
            shapes[i] = others[i] < 0 ? -1 : chainPlace(w.bodies.get(others[i]), s);
            fractions[i] = out[i].fraction();
        }
        return new Results().put(CONTACTS_COPIED, n).put(OTHERS_OR_LEVEL, others).put(FRACTIONS, fractions)
                .put(OTHER_SHAPES, shapes);
    }

    /** Unit 11: more spheres on the bodies' chains (PhysicsBody_AddShape), so a body meets with several shapes. */
    private static void addExtraSpheres(Args a, WorldScript w) {
        int[] bodies = a.get(EXTRA_BODIES, new int[0]);
        float[] spheres = a.get(EXTRA_SPHERES, new float[0]);
        if (spheres.length != 4 * bodies.length) {
            throw a.refuse(EXTRA_SPHERES, "needs four floats (x, y, z, radius) per extraBodies entry ("
                    + bodies.length + "), got " + spheres.length);
        }
        for (int i = 0; i < bodies.length; i++) {
            Body b = w.body(bodies[i], EXTRA_BODIES.name());
            SphereShape s = new SphereShape();
            s.centre().set(spheres[4 * i], spheres[4 * i + 1], spheres[4 * i + 2], 1f);
            s.setRadius(spheres[4 * i + 3]);
            w.world.bodyFunctions().addShape(w.world, b, s);
        }
    }

    /** s's place on b's chain, 0 the first shape. */
    private static int chainPlace(Body b, Shape s) {
        int k = 0;
        for (Shape t = b.firstShape(); t != null && t != s; t = t.next()) {
            k++;
        }
        return k;
    }

    /** Gives every body of w a sphere filling its box's x extent, centred in the box. */
    /** Each body's one shape: a sphere (type 2, or none given) or a capsule (type 3) from its box. */
    private static void addShapes(Args a, WorldScript w, int[] types) {
        if (types.length == 0) {
            addSpheres(w);
            return;
        }
        engine.api.math.FloatModel m = w.world.floatModel();
        for (int i = 0; i < types.length; i++) {
            Body b = w.bodies.get(i);
            float halfX = m.mul(m.sub(b.maxX(), b.minX()), 0.5f);
            float cx = m.mul(m.add(b.minX(), b.maxX()), 0.5f);
            float cy = m.mul(m.add(b.minY(), b.maxY()), 0.5f);
            Shape s;
            if (types[i] == 2) {
                SphereShape sphere = new SphereShape();
                sphere.setRadius(halfX);
                sphere.centre().set(cx, cy, m.mul(m.add(b.minZ(), b.maxZ()), 0.5f), 1f);
                s = sphere;
            } else if (types[i] == 3) {
                engine.api.shape.CapsuleShape c = new engine.api.shape.CapsuleShape();
                c.setSize(m.sub(b.maxZ(), b.minZ()), halfX);
                c.base().set(cx, cy, b.minZ(), 1f);
                s = c;
            } else {
                throw a.refuse(COLLIDE_SHAPES, "body " + i + " has type " + types[i] + ", not 2 or 3");
            }
            w.world.bodyFunctions().addShape(w.world, b, s);
        }
    }

    /** The number of the body whose chain holds s, -1 for none. */
    private static int shapeBody(WorldScript w, Shape s) {
        for (int i = 0; i < w.bodies.size(); i++) {
            for (Shape t = w.bodies.get(i).firstShape(); t != null; t = t.next()) {
                if (t == s) {
                    return i;
                }
            }
        }
        return -1;
    }

    private static void addSpheres(WorldScript w) {
        for (Body b : w.bodies) {
            SphereShape s = new SphereShape();
            s.setRadius((b.maxX() - b.minX()) * 0.5f);
            s.centre().set((b.minX() + b.maxX()) * 0.5f, (b.minY() + b.maxY()) * 0.5f,
                    (b.minZ() + b.maxZ()) * 0.5f, 1f);
            w.world.bodyFunctions().addShape(w.world, b, s);
        }
    }

    private static Contact[] contacts(int n) {
        Contact[] out = new Contact[n];
        for (int i = 0; i < out.length; i++) {
            out[i] = new Contact();
        }
        return out;
    }

    /** A keep callback refusing the owners of the bodies numbered. */
    private static OwnerFilter refusing(WorldScript w, int[] numbers) {
        List<Object> refused = new ArrayList<>();
        for (int i : numbers) {
            refused.add(w.body(i, "refused").owner());
        }
        return (mine, theirs) -> !refused.contains(theirs);
    }

    private static float[] box6(Args a, Param<float[]> p) {
        float[] v = a.get(p);
        if (v.length != 6) {
            throw a.refuse(p, "needs six floats, got " + v.length);
        }
        return v;
    }

    private static int otherBody(WorldScript w, Contact c) {
        for (int i = 0; i < w.bodies.size(); i++) {
            if (w.bodies.get(i).owner() == c.otherOwner()) {
                return i;
            }
        }
        return -1;
    }

    private static BodyList list(WorldScript w) {
        return w.world.kernels().get(Slots.BODY_LIST);
    }

    private static BoxQuery query(WorldScript w) {
        return w.world.kernels().get(Slots.BOX_QUERY);
    }

    private static BodyOwner ignoredOwner(WorldScript w, Args a) {
        Body b = w.bodyOrNull(a.get(IGNORED), IGNORED.name());
        return b == null ? null : b.owner();
    }

    private static ScriptOwner ownerOf(Args a) {
        if (!a.has(OWNER_TYPE_MASK)) {
            return null;
        }
        ScriptOwner o = new ScriptOwner(0);
        o.typeMask = a.get(OWNER_TYPE_MASK);
        return o;
    }

    private static SphereShape sphere(Vec4 centre, float radius) {
        SphereShape s = new SphereShape();
        s.centre().set(centre);
        s.setRadius(radius);
        return s;
    }

    static Shape newShape(int type) {
        if (type < 1 || type > 4) {
            throw new FunctionArgumentException("shape type byte " + type + " is not 1..4");
        }
        return switch (ShapeType.ofCode(type)) {
            case BOX -> new BoxShape();
            case SPHERE -> new SphereShape();
            case CAPSULE -> new engine.api.shape.CapsuleShape();
            case SEGMENT -> new engine.api.shape.SegmentShape();
        };
    }

    private static int[] chain(Shape first) {
        List<Integer> out = new ArrayList<>();
        for (Shape s = first; s != null && out.size() < 1000; s = s.next()) {
            out.add(s.type().code());
        }
        return out.stream().mapToInt(Integer::intValue).toArray();
    }
}
