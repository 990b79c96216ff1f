package engine.kernels.oracle;

import engine.api.body.Body;
import engine.api.body.Contact;
import engine.api.kernel.KernelTable;
import engine.api.kernel.world.BodyList;
import engine.api.kernel.world.BoxQuery;
import engine.api.kernel.world.OwnerFilter;
import engine.api.kernel.world.ShapeQuery;
import engine.api.math.Aabb;
import engine.api.math.Float4;
import engine.api.math.FloatModel;
import engine.api.math.Mat4;
import engine.api.math.Vec4;
import engine.api.oracle.FunctionArgumentException;
import engine.api.oracle.Param;
import engine.api.oracle.SpecFunction;
import engine.api.oracle.ValueType;
import engine.api.shape.BoxShape;
import engine.api.shape.Shape;
import engine.api.shape.ShapeType;
import engine.api.shape.SphereShape;
import engine.api.slots.Slots;
import engine.kernels.call.Calls;
import engine.kernels.world.BodyRecords;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * Unit 7's functions as the oracle serves them: the body record functions, the list, the vector, the box queries,
 * IPhysics_OverlapShape and the bound refresh. Each call builds its own world from the arguments (see
 * {@link WorldScript}) with this provider's kernels, so calls share nothing.
 */
public final class WorldFunctions {
    private static final Param BOXES = new Param("boxes", ValueType.FLOAT_LIST,
            "six floats per body (min x, y, z, max x, y, z; m), added in order; bodies are named by their number");
    private static final List<Param> WORLD = List.of(BOXES,
            Param.optional("typeMasks", ValueType.INT_LIST, "per body and owner type mask (default -1)"),
            Param.optional("flags", ValueType.INT_LIST, "per body flags (default 0)"),
            Param.optional("groups", ValueType.INT_LIST, "per body group (default 0)"),
            Param.optional("states", ValueType.INT_LIST, "per owner state, low 32 bits (default 0)"),
            Param.optional("statesHigh", ValueType.INT_LIST, "per owner state, high 32 bits (default 0)"),
            Param.optional("ownerless", ValueType.INT_LIST, "body numbers without an owner"),
            Param.optional("bound", ValueType.FLOAT, "the list bound +0x14 forced after adding (m)"));
    private static final Param LIST = new Param("list", ValueType.INT_LIST,
            "the x-sorted list, head first (body numbers)");
    private static final Param BOUND = new Param("bound", ValueType.FLOAT, "+0x14, the widest-body bound (m)");

    private WorldFunctions() {
    }

    private static List<Param> world(Param... more) {
        List<Param> out = new ArrayList<>(WORLD);
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

    private static float[] box6(Map<String, Object> a, String key, String fn) {
        float[] v = (float[]) a.get(key);
        if (v.length != 6) {
            throw new FunctionArgumentException(fn + ": argument '" + key + "' needs six floats, got " + v.length);
        }
        return v;
    }

    /** The table; tables supplies this provider's kernel table for each call's world. */
    public static List<SpecFunction> table(Supplier<KernelTable> tables) {
        List<SpecFunction> t = new ArrayList<>();
        t.add(new SpecFunction("PhysicsNode_Init", 7, "the sort node's reset: min = max = (0, 0, 0, 1), index -1",
                List.of(),
                List.of(new Param("min", ValueType.VEC4, "+0x00"), new Param("max", ValueType.VEC4, "+0x10"),
                        new Param("index", ValueType.INT, "+0x20")),
                (a, log) -> {
                    Body b = BodyRecords.nodeInit(new Body());
                    return result("min", b.box().min(), "max", b.box().max(), "index", b.index());
                }));
        t.add(new SpecFunction("PhysicsBody_Construct", 7, "the body record's constructed fields",
                List.of(),
                List.of(new Param("flags", ValueType.INT, "+0x40, 0x80000400"),
                        new Param("typeMask", ValueType.INT, "+0x44"),
                        new Param("group", ValueType.INT, "+0x3c"), new Param("pushOut", ValueType.VEC4, "+0x50"),
                        new Param("scale", ValueType.VEC4, "+0x60"), new Param("stuck", ValueType.INT, "+0x70"),
                        new Param("index", ValueType.INT, "+0x20")),
                (a, log) -> {
                    Body b = new Body();
                    return result("flags", b.flags(), "typeMask", b.typeMask(), "group", b.group(),
                            "pushOut", b.pushOut().toVec4(), "scale", b.scale().toVec4(), "stuck", b.stuckCounter(),
                            "index", b.index());
                }));
        t.add(new SpecFunction("PhysicsBody_ConstructForOwner", 7,
                "a body for an owner: the owner's type mask when it has one",
                List.of(Param.optional("ownerTypeMask", ValueType.INT,
                        "the owner's +0x20 answer; absent: a null owner")),
                List.of(new Param("typeMask", ValueType.INT, "+0x44"), new Param("flags", ValueType.INT, "+0x40"),
                        new Param("hasOwner", ValueType.BOOL, "+0x34 is set")),
                (a, log) -> {
                    var w = new WorldScript("PhysicsBody_ConstructForOwner", tables.get(), log);
                    ScriptOwner o = ownerOf(a, "ownerTypeMask");
                    Body b = new Body();
                    w.world.bodyFunctions().constructForOwner(w.world, b, o);
                    return result("typeMask", b.typeMask(), "flags", b.flags(), "hasOwner", b.owner() != null);
                }));
        t.add(new SpecFunction("PhysicsBody_SetOwner", 7, "owner always; the type mask only from a non-null owner",
                List.of(new Param("typeMask", ValueType.INT, "the body's +0x44 before"),
                        Param.optional("ownerTypeMask", ValueType.INT,
                                "the owner's +0x20 answer; absent: a null owner")),
                List.of(new Param("typeMask", ValueType.INT, "+0x44 after"),
                        new Param("hasOwner", ValueType.BOOL, "+0x34 is set")),
                (a, log) -> {
                    var w = new WorldScript("PhysicsBody_SetOwner", tables.get(), log);
                    Body b = new Body();
                    b.setTypeMask((Integer) a.get("typeMask"));
                    w.world.bodyFunctions().setOwner(w.world, b, ownerOf(a, "ownerTypeMask"));
                    return result("typeMask", b.typeMask(), "hasOwner", b.owner() != null);
                }));
        t.add(new SpecFunction("PhysicsBody_AddShape", 7, "appends shapes to the chain in order (no duplicate check)",
                List.of(new Param("types", ValueType.INT_LIST, "type bytes of the shapes added, in order (1..4)")),
                List.of(new Param("chain", ValueType.INT_LIST, "the chain's type bytes from +0x30")),
                (a, log) -> {
                    var w = new WorldScript("PhysicsBody_AddShape", tables.get(), log);
                    Body b = new Body();
                    for (int type : (int[]) a.get("types")) {
                        w.world.bodyFunctions().addShape(w.world, b, newShape(type));
                    }
                    return result("chain", chain(BodyRecords.getShapes(b)));
                }));
        t.add(new SpecFunction("PhysicsBody_GetShapes", 7,
                "the first shape of the chain (+0x30); its arguments are ignored",
                List.of(new Param("types", ValueType.INT_LIST, "type bytes of the chain, in order")),
                List.of(new Param("first", ValueType.INT, "the first shape's type byte, 0 for none")),
                (a, log) -> {
                    var w = new WorldScript("PhysicsBody_AddShape", tables.get(), log);
                    Body b = new Body();
                    for (int type : (int[]) a.get("types")) {
                        w.world.bodyFunctions().addShape(w.world, b, newShape(type));
                    }
                    Shape s = BodyRecords.getShapes(b);
                    return result("first", s == null ? 0 : s.type().code());
                }));
        t.add(new SpecFunction("PhysicsBody_Destroy", 7, "drops the first shape (+0x30 = 0)",
                List.of(new Param("types", ValueType.INT_LIST, "type bytes of the chain")),
                List.of(new Param("first", ValueType.INT, "the first shape's type byte after, 0 for none")),
                (a, log) -> {
                    var w = new WorldScript("PhysicsBody_AddShape", tables.get(), log);
                    Body b = new Body();
                    for (int type : (int[]) a.get("types")) {
                        w.world.bodyFunctions().addShape(w.world, b, newShape(type));
                    }
                    BodyRecords.destroy(b);
                    return result("first", b.firstShape() == null ? 0 : b.firstShape().type().code());
                }));
        t.add(new SpecFunction("PhysicsBody_ComputeBounds", 7, "a box = a sphere's bounds (PhysicsShape_GetBounds)",
                List.of(new Param("centre", ValueType.VEC4, "the sphere's centre (m)"),
                        new Param("radius", ValueType.FLOAT, "its radius (m)")),
                List.of(new Param("box", ValueType.AABB, "the bounds")),
                (a, log) -> {
                    var w = new WorldScript("PhysicsBody_ComputeBounds", tables.get(), log);
                    Body b = new Body();
                    Calls.bodyBounds(w.world, b, sphere(a), new Float4(), new Float4());
                    return result("box", b.box());
                }));
        t.add(new SpecFunction("PhysicsBody_AddShapeBounds", 7, "a box grown by a sphere's bounds, both w = 1",
                List.of(new Param("box", ValueType.AABB, "the box before"),
                        new Param("centre", ValueType.VEC4, "the sphere's centre"),
                        new Param("radius", ValueType.FLOAT, "its radius")),
                List.of(new Param("box", ValueType.AABB, "the merged box")),
                (a, log) -> {
                    var w = new WorldScript("PhysicsBody_AddShapeBounds", tables.get(), log);
                    Body b = new Body();
                    Aabb box = (Aabb) a.get("box");
                    b.setBox(box);
                    Calls.addBodyShapeBounds(w.world, b, sphere(a), new Float4(), new Float4());
                    return result("box", b.box());
                }));
        t.add(new SpecFunction("PhysicsBody_Update", 7,
                "a sphere body's update: the 0x80000800 gate, the pose, the bounds, the reinsert, the dirty bit",
                List.of(new Param("flags", ValueType.INT, "+0x40 before"),
                        new Param("radius", ValueType.FLOAT, "the sphere's radius"),
                        new Param("centre", ValueType.VEC4, "its centre before"),
                        new Param("previous", ValueType.VEC4, "its +0x20 before"),
                        new Param("shapeFlags", ValueType.INT, "its flags before"),
                        new Param("P", ValueType.VEC4, "the owner's position (+0xa0)")),
                List.of(new Param("flags", ValueType.INT, "+0x40 after"),
                        new Param("box", ValueType.AABB, "the body's box"),
                        new Param("centre", ValueType.VEC4, "the sphere's centre"),
                        new Param("previous", ValueType.VEC4, "+0x20"),
                        new Param("shapeFlags", ValueType.INT, "the sphere's flags")),
                (a, log) -> {
                    var w = new WorldScript("PhysicsBody_Update", tables.get(), log);
                    ScriptOwner o = new ScriptOwner(0);
                    o.position = (Vec4) a.get("P");
                    Body b = new Body();
                    w.world.bodyFunctions().constructForOwner(w.world, b, o);
                    SphereShape s = new SphereShape();
                    s.setRadius((Float) a.get("radius"));
                    s.centre().set((Vec4) a.get("centre"));
                    s.previous().set((Vec4) a.get("previous"));
                    s.setFlags((Integer) a.get("shapeFlags") & 0xffff);
                    w.world.bodyFunctions().addShape(w.world, b, s);
                    b.setFlags((Integer) a.get("flags"));
                    w.world.addBody(b);
                    w.world.update(b, o);
                    return result("flags", b.flags(), "box", b.box(),
                            "centre", s.centre().toVec4(), "previous", s.previous().toVec4(), "shapeFlags", s.flags());
                }));
        t.add(new SpecFunction("PhysicsBody_Moved", 7,
                "a box body moved by a matrix: SetMatrix, bounds of the first shape",
                List.of(new Param("size", ValueType.VEC4, "the box's full sizes (PhysicsBox_SetSize)"),
                        new Param("m", ValueType.MAT4, "the matrix, row 3 the position")),
                List.of(new Param("box", ValueType.AABB, "the body's box"),
                        new Param("position", ValueType.VEC4, "+0x80"), new Param("previous", ValueType.VEC4, "+0x20")),
                (a, log) -> {
                    var w = new WorldScript("PhysicsBody_Moved", tables.get(), log);
                    Body b = new Body();
                    BoxShape box = new BoxShape();
                    Vec4 size = (Vec4) a.get("size");
                    box.setSize(size.x(), size.y(), size.z());
                    w.world.bodyFunctions().addShape(w.world, b, box);
                    w.world.addBody(b);
                    w.world.moved(b, (Mat4) a.get("m"));
                    return result("box", b.box(), "position",
                            box.centre().toVec4(), "previous", box.previous().toVec4());
                }));
        t.add(new SpecFunction("IPhysics_AddBody", 7, "the bodies added in order: the vector and the x-sorted list",
                WORLD,
                List.of(LIST, new Param("vector", ValueType.INT_LIST, "the body vector in index order"), BOUND),
                (a, log) -> {
                    var w = new WorldScript("IPhysics_AddBody", tables.get(), log).withBodies(a);
                    return result("list", w.list(), "vector", w.vector(), "bound", w.world.bodies().bound());
                }));
        t.add(new SpecFunction("IPhysics_RemoveBody", 7, "forget its ignore slots, swap-remove it, unlink it",
                world(new Param("body", ValueType.INT, "the body removed")),
                List.of(LIST, new Param("vector", ValueType.INT_LIST, "the body vector"),
                        new Param("indices", ValueType.INT_LIST, "every body's +0x20, by body number")),
                (a, log) -> {
                    var w = new WorldScript("IPhysics_RemoveBody", tables.get(), log).withBodies(a);
                    w.world.removeBody(w.body((Integer) a.get("body"), "body"));
                    return result("list", w.list(), "vector", w.vector(), "indices", w.indices());
                }));
        t.add(new SpecFunction("BodyList_Insert", 7,
                "a new body linked by min x from a hint (after equals forward, before them backward)",
                world(new Param("box", ValueType.FLOAT_LIST, "the new body's six floats"),
                        new Param("hint", ValueType.INT, "the hint body, -1 for the head")),
                List.of(LIST, BOUND),
                (a, log) -> {
                    var w = new WorldScript("BodyList_Insert", tables.get(), log).withBodies(a);
                    Body b = new Body();
                    WorldScript.setBox(b, box6(a, "box", "BodyList_Insert"), 0);
                    list(w).insert(w.world, w.world.bodies(), b, w.bodyOrNull((Integer) a.get("hint"), "hint"));
                    return result("list", w.list(), "bound", w.world.bodies().bound());
                }));
        t.add(new SpecFunction("BodyList_Remove", 7, "unlinks a body and returns its old previous node",
                world(new Param("body", ValueType.INT, "the body removed")),
                List.of(new Param("previous", ValueType.INT, "its old previous node, -1 for none"), LIST),
                (a, log) -> {
                    var w = new WorldScript("BodyList_Remove", tables.get(), log).withBodies(a);
                    Body prev = list(w).remove(w.world, w.world.bodies(), w.body((Integer) a.get("body"), "body"));
                    return result("previous", prev == null ? -1 : w.number(prev), "list", w.list());
                }));
        t.add(new SpecFunction("BodyList_Reinsert", 7,
                "a body given a new box, then removed and inserted from its old previous node",
                world(new Param("body", ValueType.INT, "the body"),
                        new Param("box", ValueType.FLOAT_LIST, "its new six floats")),
                List.of(LIST, BOUND),
                (a, log) -> {
                    var w = new WorldScript("BodyList_Reinsert", tables.get(), log).withBodies(a);
                    Body b = w.body((Integer) a.get("body"), "body");
                    WorldScript.setBox(b, box6(a, "box", "BodyList_Reinsert"), 0);
                    list(w).reinsert(w.world, w.world.bodies(), b);
                    return result("list", w.list(), "bound", w.world.bodies().bound());
                }));
        t.add(new SpecFunction("IPhysics_QueryBox", 7, "bodies meeting a box: backward from start, then forward",
                world(new Param("box", ValueType.AABB, "the query box (m)"),
                        new Param("start", ValueType.INT, "the start body, -1 for none"),
                        new Param("ignored", ValueType.INT, "the body whose owner is ignored, -1 for a null owner"),
                        new Param("typeMask", ValueType.INT, "candidates' type mask must meet it"),
                        new Param("flagMask", ValueType.INT, "candidates need one of these flags (0: none needed)")),
                List.of(new Param("bodies", ValueType.INT_LIST, "the bodies found, in the query's order")),
                (a, log) -> {
                    var w = new WorldScript("IPhysics_QueryBox", tables.get(), log).withBodies(a);
                    Aabb box = (Aabb) a.get("box");
                    Body[] out = w.candidateList();
                    int n = query(w).queryBox(w.world, out, new Float4().set(box.min()), new Float4().set(box.max()),
                            w.bodyOrNull((Integer) a.get("start"), "start"), ignoredOwner(w, a),
                            (Integer) a.get("typeMask"), (Integer) a.get("flagMask"));
                    return result("bodies", w.numbers(out, w.candidates(n)));
                }));
        t.add(new SpecFunction("IPhysics_QueryBoxFiltered", 7,
                "the box query with excluded flags, excluded owner state (asked of every candidate reaching it) and a "
                        + "keep callback",
                world(new Param("query", ValueType.INT, "the querying body"),
                        new Param("box", ValueType.AABB, "the query box"),
                        new Param("start", ValueType.INT, "the start body, -1 for none"),
                        new Param("ignored", ValueType.INT, "the body whose owner is ignored, -1 for a null owner"),
                        new Param("typeMask", ValueType.INT, "type mask"),
                        new Param("flagMask", ValueType.INT, "flag mask"),
                        new Param("excludedFlags", ValueType.INT, "flags that exclude"),
                        new Param("excludedState", ValueType.INT,
                                "owner state bits that exclude (32-bit, sign-extended)"),
                        Param.optional("refused", ValueType.INT_LIST,
                                "bodies the keep callback refuses; absent: no callback")),
                List.of(new Param("bodies", ValueType.INT_LIST, "the bodies found"),
                        new Param("stateCalls", ValueType.INT_LIST, "how often each body's owner was asked its state")),
                (a, log) -> {
                    var w = new WorldScript("IPhysics_QueryBoxFiltered", tables.get(), log).withBodies(a);
                    Aabb box = (Aabb) a.get("box");
                    OwnerFilter keep = null;
                    if (a.containsKey("refused")) {
                        List<Object> refused = new ArrayList<>();
                        for (int i : (int[]) a.get("refused")) {
                            refused.add(w.body(i, "refused").owner());
                        }
                        keep = (mine, theirs) -> !refused.contains(theirs);
                    }
                    Body[] out = w.candidateList();
                    int n = query(w).queryBoxFiltered(w.world, w.body((Integer) a.get("query"), "query"), out,
                            new Float4().set(box.min()), new Float4().set(box.max()),
                            w.bodyOrNull((Integer) a.get("start"), "start"), ignoredOwner(w, a),
                            (Integer) a.get("typeMask"), (Integer) a.get("flagMask"), (Integer) a.get("excludedFlags"),
                            (Integer) a.get("excludedState"), keep);
                    int[] calls = w.bodies.stream().mapToInt(b -> b.owner() instanceof ScriptOwner o ? o.stateCalls : 0)
                            .toArray();
                    return result("bodies", w.numbers(out, w.candidates(n)), "stateCalls", calls);
                }));
        t.add(new SpecFunction("IPhysics_OverlapShape", 7,
                "bodies overlapping a body's sphere (each body carries a sphere filling its box's x extent); "
                        + "contacts come from the overlap table, whose entries are Unit 4's",
                world(new Param("query", ValueType.INT, "the querying body"),
                        new Param("options", ValueType.INT, "option bits"),
                        new Param("typeMask", ValueType.INT, "+0x14 (read with option 0x10)"),
                        new Param("max", ValueType.INT, "+0x18, the most contacts copied")),
                List.of(new Param("count", ValueType.INT, "contacts written"),
                        new Param("others", ValueType.INT_LIST, "each contact's other body, in order")),
                (a, log) -> {
                    var w = new WorldScript("IPhysics_OverlapShape", tables.get(), log).withBodies(a);
                    for (Body b : w.bodies) {
                        SphereShape s = new SphereShape();
                        s.setRadius((b.maxX() - b.minX()) * 0.5f);
                        s.centre().set((b.minX() + b.maxX()) * 0.5f, (b.minY() + b.maxY()) * 0.5f,
                                (b.minZ() + b.maxZ()) * 0.5f, 1f);
                        w.world.bodyFunctions().addShape(w.world, b, s);
                    }
                    Body q = w.body((Integer) a.get("query"), "query");
                    ShapeQuery sq = new ShapeQuery().set(q, q.firstShape()).setOptions((Integer) a.get("options"))
                            .setTypeMask((Integer) a.get("typeMask")).setMax((Integer) a.get("max"));
                    Contact[] out = new Contact[Math.max(0, Math.min((Integer) a.get("max"), 512))];
                    for (int i = 0; i < out.length; i++) {
                        out[i] = new Contact();
                    }
                    int n = w.world.overlaps().overlapShape(w.world, out, sq);
                    int[] others = new int[n];
                    for (int i = 0; i < n; i++) {
                        others[i] = otherBody(w, out[i]);
                    }
                    return result("count", n, "others", others);
                }));
        t.add(new SpecFunction("IPhysics_Step", 7,
                "IPhysics_Step: the bound refresh (every 120th step, the widest current box), then the settle"
                        + " (reconstructed: bodies with an owner, a shape and flags 0x80000800 updated in vector order;"
                        + " these boxes have no shape)",
                world(new Param("steps", ValueType.INT, "steps run (0..100000)"),
                        Param.optional("boxes2", ValueType.FLOAT_LIST,
                                "new boxes for every body, set and reinserted before stepping")),
                List.of(BOUND, new Param("tick", ValueType.INT, "+0x12, steps since the last refresh")),
                (a, log) -> {
                    var w = new WorldScript("IPhysics_Step", tables.get(), log).withBodies(a);
                    if (a.containsKey("boxes2")) {
                        float[] nb = (float[]) a.get("boxes2");
                        if (nb.length != w.bodies.size() * 6) {
                            throw new FunctionArgumentException("IPhysics_Step: argument 'boxes2' needs six floats per "
                                    + "body");
                        }
                        for (int i = 0; i < w.bodies.size(); i++) {
                            WorldScript.setBox(w.bodies.get(i), nb, i * 6);
                            w.world.reinsert(w.bodies.get(i));
                        }
                    }
                    int steps = (Integer) a.get("steps");
                    if (steps < 0 || steps > 100_000) {
                        throw new FunctionArgumentException("IPhysics_Step: argument 'steps' = " + steps
                                + " not in 0..100000");
                    }
                    for (int i = 0; i < steps; i++) {
                        w.world.step();
                    }
                    return result("bound", w.world.bodies().bound(), "tick", w.world.bodies().tick());
                }));
        t.add(collideShape(tables));
        return t;
    }

    private static int otherBody(WorldScript w, Contact c) {
        for (int i = 0; i < w.bodies.size(); i++) {
            if (w.bodies.get(i).owner() == c.otherOwner()) {
                return i;
            }
        }
        return -1;
    }

    /**
     * Unit 11, IPhysics_CollideShape: a body's sphere (each body carries one filling its box's x extent) swept by a
     * move against the bodies (the provider's sphere-sphere sweep entry) and the mesh, with every option field.
     */
    private static SpecFunction collideShape(Supplier<KernelTable> tables) {
        return new SpecFunction("IPhysics_CollideShape", 11,
                "a body's sphere (each body carries one filling its box's x extent) swept by a move against the bodies"
                        + " (the provider's sphere-sphere sweep entry) and the mesh, sorted together, min(count, max)"
                        + " copied out",
                world(new Param("query", ValueType.INT, "the querying body"),
                        new Param("options", ValueType.INT, "+0x10, the option bits"),
                        new Param("move", ValueType.VEC4, "the move (m)"),
                        new Param("max", ValueType.INT, "+0x18, the most contacts copied"),
                        Param.optional("typeMask", ValueType.INT, "+0x14 (option 0x10)"),
                        Param.optional("requiredFlags", ValueType.INT, "+0x1c (option 0x800)"),
                        Param.optional("excludedFlags", ValueType.INT, "+0x20 (option 0x1000)"),
                        Param.optional("excludedState", ValueType.INT, "+0x24 (option 0x10000)"),
                        Param.optional("ignored", ValueType.INT,
                                "+0x0c (option 0x2000): the body whose owner is skipped"),
                        Param.optional("refused", ValueType.INT_LIST,
                                "+0x38 (option 0x40000): bodies the callback refuses"),
                        Param.optional("box", ValueType.AABB,
                                "+0x08 (option 0x400): the box used instead of the bounds"),
                        Param.optional("nz", ValueType.FLOAT_LIST, "+0x28, +0x2c: the mesh sweep's min and max n.z"),
                        Param.optional("mesh", ValueType.MESH, "the level (option 0x1)")),
                List.of(new Param("count", ValueType.INT, "contacts copied"),
                        new Param("others", ValueType.INT_LIST, "each contact's other body, -1 the level"),
                        new Param("fractions", ValueType.FLOAT_LIST, "each contact's fraction")),
                (a, log) -> {
                    String fn = "IPhysics_CollideShape";
                    var w = new WorldScript(fn, tables.get(), (engine.api.mesh.CollisionMesh) a.get("mesh"), log)
                            .withBodies(a);
                    for (Body b : w.bodies) {
                        SphereShape s = new SphereShape();
                        s.setRadius((b.maxX() - b.minX()) * 0.5f);
                        s.centre().set((b.minX() + b.maxX()) * 0.5f, (b.minY() + b.maxY()) * 0.5f,
                                (b.minZ() + b.maxZ()) * 0.5f, 1f);
                        w.world.bodyFunctions().addShape(w.world, b, s);
                    }
                    Body q = w.body((Integer) a.get("query"), "query");
                    ShapeQuery sq = new ShapeQuery().set(q, q.firstShape()).setOptions((Integer) a.get("options"))
                            .setMax((Integer) a.get("max")).setTypeMask((Integer) a.getOrDefault("typeMask", -1))
                            .setRequiredFlags((Integer) a.getOrDefault("requiredFlags", 0))
                            .setExcludedFlags((Integer) a.getOrDefault("excludedFlags", 0))
                            .setExcludedState((Integer) a.getOrDefault("excludedState", 0));
                    Body ignored = w.bodyOrNull((Integer) a.getOrDefault("ignored", -1), "ignored");
                    sq.setIgnoredOwner(ignored == null ? null : ignored.owner());
                    if (a.containsKey("refused")) {
                        List<Object> refused = new ArrayList<>();
                        for (int i : (int[]) a.get("refused")) {
                            refused.add(w.body(i, "refused").owner());
                        }
                        sq.setKeep((mine, theirs) -> !refused.contains(theirs));
                    }
                    if (a.containsKey("box")) {
                        Aabb box = (Aabb) a.get("box");
                        sq.boxMin().set(box.min());
                        sq.boxMax().set(box.max());
                    }
                    float[] nz = (float[]) a.getOrDefault("nz", new float[] {0f, 0f});
                    if (nz.length != 2) {
                        throw new FunctionArgumentException(fn + ": argument 'nz' needs two floats (min, max)");
                    }
                    sq.setNzRange(nz[0], nz[1]);
                    if (Integer.toUnsignedLong((Integer) a.get("max")) > 1024) {
                        throw new FunctionArgumentException(fn + ": argument 'max' above 1024 (or negative) is not"
                                + " served");
                    }
                    Contact[] out = new Contact[(Integer) a.get("max")];
                    for (int i = 0; i < out.length; i++) {
                        out[i] = new Contact();
                    }
                    int n = w.world.collisions().collideShape(w.world, out, sq, new Float4().set((Vec4) a.get("move")));
                    int[] others = new int[n];
                    float[] fractions = new float[n];
                    for (int i = 0; i < n; i++) {
                        others[i] = out[i].otherOwner() == null ? -1 : otherBody(w, out[i]);
                        fractions[i] = out[i].fraction();
                    }
                    return result("count", n, "others", others, "fractions", fractions);
                });
    }

    private static BodyList list(WorldScript w) {
        return w.world.kernels().get(Slots.BODY_LIST);
    }

    private static BoxQuery query(WorldScript w) {
        return w.world.kernels().get(Slots.BOX_QUERY);
    }

    private static engine.api.body.BodyOwner ignoredOwner(WorldScript w, Map<String, Object> a) {
        Body b = w.bodyOrNull((Integer) a.get("ignored"), "ignored");
        return b == null ? null : b.owner();
    }

    private static ScriptOwner ownerOf(Map<String, Object> a, String key) {
        if (!a.containsKey(key)) {
            return null;
        }
        ScriptOwner o = new ScriptOwner(0);
        o.typeMask = (Integer) a.get(key);
        return o;
    }

    private static SphereShape sphere(Map<String, Object> a) {
        SphereShape s = new SphereShape();
        s.centre().set((Vec4) a.get("centre"));
        s.setRadius((Float) a.get("radius"));
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
