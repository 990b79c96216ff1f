package engine.kernels.oracle;

import engine.api.body.Body;
import engine.api.body.HumanBody;
import engine.api.kernel.KernelTable;
import engine.api.math.FloatModel;
import engine.api.math.Vec4;
import engine.api.oracle.FunctionArgumentException;
import engine.api.oracle.Param;
import engine.api.oracle.SpecFunction;
import engine.api.oracle.ValueType;
import engine.api.quirk.QuirkLog;
import engine.api.shape.BoxShape;
import engine.api.shape.CapsuleShape;
import engine.api.shape.Shape;
import engine.api.shape.SphereShape;
import engine.kernels.ignore.IgnoreSlots;
import engine.kernels.pool.BodyPools;
import engine.kernels.pool.ShapePools;
import engine.kernels.world.PhysicsWorld;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * Units 8 and 9 as the oracle serves them: the ignore slots, the shape pools and the create and free functions.
 * Each call replays a "setup" script on a fresh world, then runs the named function and reports the state.
 * Ignore scripts are triples (op, body, arg): 1 Ignore(body, owner of arg or null for −1), 2 StopIgnoring(body,
 * slot arg or null for −1), 3 remove body (ForgetIgnoredOwner). Pool scripts are pairs (op, index): 1-4 allocate an
 * object sphere, object box, car box, big sphere; 5-8 free that pool's shape index; 9 and 10 enable and disable
 * strike sphere index. Body scripts are pairs (op, slot): 1 human, 2 punch bag, 3 object, 4 car, 5 pane (1 x 2 m)
 * create; 11-15 free that kind's slot.
 */
public final class PoolFunctions {
    private static final Param SETUP = Param.optional("setup", ValueType.INT_LIST,
            "the script run first (see the class doc)");

    private PoolFunctions() {
    }

    private static Map<String, Object> result(Object... kv) {
        Map<String, Object> m = new HashMap<>();
        for (int i = 0; i < kv.length; i += 2) {
            m.put((String) kv[i], kv[i + 1]);
        }
        return m;
    }

    /** The ignore world: n bodies (the listed ones human bodies), each owned by its own owner. */
    private static final class Ignores {
        final PhysicsWorld world;
        final List<Body> bodies = new ArrayList<>();
        final String fn;

        Ignores(String fn, KernelTable table, QuirkLog log, Map<String, Object> a) {
            this.fn = fn;
            world = new PhysicsWorld(table, null, log);
            int n = (Integer) a.get("bodies");
            if (n < 1 || n > 64) {
                throw new FunctionArgumentException(fn + ": argument 'bodies' = " + n + " not in 1..64");
            }
            int[] humans = (int[]) a.getOrDefault("humans", new int[0]);
            for (int i = 0; i < n; i++) {
                boolean human = false;
                for (int h : humans) {
                    human |= h == i;
                }
                Body b = human ? new HumanBody() : new Body();
                b.setOwner(new ScriptOwner(i));
                bodies.add(b);
                world.addBody(b);
            }
            int[] grabs = (int[]) a.getOrDefault("grabs", new int[0]);
            for (int i = 0; i + 1 < grabs.length; i += 2) {
                ((ScriptOwner) body(grabs[i]).owner()).grabPartner = body(grabs[i + 1]).owner();
            }
            int[] setup = (int[]) a.getOrDefault("setup", new int[0]);
            if (setup.length % 3 != 0) {
                throw new FunctionArgumentException(fn + ": argument 'setup' needs triples (op, body, arg)");
            }
            for (int i = 0; i < setup.length; i += 3) {
                run(setup[i], setup[i + 1], setup[i + 2]);
            }
        }

        Body body(int i) {
            if (i < 0 || i >= bodies.size()) {
                throw new FunctionArgumentException(fn + ": body " + i + " is not 0.." + (bodies.size() - 1));
            }
            return bodies.get(i);
        }

        /** Body i, which must still be in the world (a second remove is a script error, not the kernel's). */
        Body listed(int i) {
            Body x = body(i);
            if (!world.bodies().holds(x)) {
                throw new FunctionArgumentException(fn + ": setup removes body " + i + ", which was removed already");
            }
            return x;
        }

        engine.api.body.BodyOwner owner(int i) {
            return i == -1 ? null : body(i).owner();
        }

        void run(int op, int b, int arg) {
            IgnoreSlots slots = (IgnoreSlots) world.ignoreList();
            switch (op) {
                case 1 -> slots.ignore(world, body(b), owner(arg));
                case 2 -> slots.stopIgnoring(world, body(b),
                        arg < -1 || arg >= slots.capacity() ? bad(arg, slots) : arg);
                case 3 -> world.removeBody(listed(b));
                default -> throw new FunctionArgumentException(fn + ": setup op " + op + " is not 1, 2 or 3");
            }
        }

        int bad(int slot, IgnoreSlots slots) {
            throw new FunctionArgumentException(fn + ": slot " + slot + " is not -1.." + (slots.capacity() - 1));
        }

        int number(Object o) {
            for (int i = 0; i < bodies.size(); i++) {
                if (bodies.get(i) == o || bodies.get(i).owner() == o) {
                    return i;
                }
            }
            return -1;
        }

        Map<String, Object> state(Map<String, Object> r) {
            IgnoreSlots s = (IgnoreSlots) world.ignoreList();
            int[] owners = new int[s.capacity()];
            int[] bodiesOf = new int[s.capacity()];
            int[] next = new int[s.capacity()];
            for (int i = 0; i < s.capacity(); i++) {
                owners[i] = s.slotOwner(i) == null ? -1 : number(s.slotOwner(i));
                bodiesOf[i] = s.slotBody(i) == null ? -1 : number(s.slotBody(i));
                next[i] = s.slotNext(i);
            }
            r.put("slotOwners", owners);
            r.put("slotBodies", bodiesOf);
            r.put("slotNext", next);
            r.put("heads", bodies.stream().mapToInt(Body::ignoreHead).toArray());
            r.put("ignoreLevels", bodies.stream().mapToInt(b -> b instanceof HumanBody h ? h.ignoreLevel() : 0)
                    .toArray());
            return r;
        }
    }

    private static List<Param> ignoreArgs(Param... more) {
        List<Param> out = new ArrayList<>(List.of(new Param("bodies", ValueType.INT, "how many bodies (1..64)"),
                Param.optional("humans", ValueType.INT_LIST, "the bodies that are human bodies"),
                Param.optional("grabs", ValueType.INT_LIST, "pairs (human body, partner body) of grab partners"),
                SETUP));
        out.addAll(List.of(more));
        return out;
    }

    private static List<Param> ignoreResults(Param... more) {
        List<Param> out = new ArrayList<>(List.of(more));
        out.add(new Param("slotOwners", ValueType.INT_LIST, "each slot's ignored owner (body number), -1 free"));
        out.add(new Param("slotBodies", ValueType.INT_LIST, "each slot's body, -1 none"));
        out.add(new Param("slotNext", ValueType.INT_LIST, "each slot's next slot, -1 none"));
        out.add(new Param("heads", ValueType.INT_LIST, "each body's chain head +0x38, -1 none"));
        out.add(new Param("ignoreLevels", ValueType.INT_LIST, "each human body's +0xd4 (0 for other bodies)"));
        return out;
    }

    private static Body typed(Ignores w, int i, boolean human) {
        Body b = w.body(i);
        if ((b instanceof HumanBody) != human) {
            throw new FunctionArgumentException(w.fn + ": body " + i + (human ? " is not" : " is") + " a human body");
        }
        return b;
    }

    /** The table; tables supplies this provider's kernel table for each call's world. */
    public static List<SpecFunction> table(Supplier<KernelTable> tables) {
        List<SpecFunction> t = new ArrayList<>();
        t.add(new SpecFunction("IPhysics_FindFreeIgnoreSlot", 8, "the lowest free ignore slot (not marked)",
                ignoreArgs(), ignoreResults(new Param("slot", ValueType.INT, "the slot, -1 when all 60 are taken")),
                (a, log) -> {
                    Ignores w = new Ignores("IPhysics_FindFreeIgnoreSlot", tables.get(), log, a);
                    return w.state(result("slot", ((IgnoreSlots) w.world.ignoreList()).findFreeSlot()));
                }));
        for (boolean human : new boolean[] {false, true}) {
            String prefix = human ? "PhysicsHumanBody_" : "PhysicsBody_";
            t.add(new SpecFunction(prefix + "IsIgnoring", 8, human
                    ? "null: +0xd4; the grab partner: yes; else the chain"
                    : "false for null, else whether a slot names the owner",
                    ignoreArgs(new Param("body", ValueType.INT, "the asking body"),
                            new Param("owner", ValueType.INT, "the owner's body number, -1 for null")),
                    ignoreResults(new Param("ignoring", ValueType.BOOL, "the answer")),
                    (a, log) -> {
                        Ignores w = new Ignores(prefix + "IsIgnoring", tables.get(), log, a);
                        Body b = typed(w, (Integer) a.get("body"), human);
                        return w.state(result("ignoring",
                                w.world.ignoreList().isIgnoring(w.world, b, w.owner((Integer) a.get("owner")))));
                    }));
            t.add(new SpecFunction(prefix + "Ignore", 8, human
                    ? "null sets +0xd4 = 1; else the body's Ignore"
                    : "the lowest free slot pushed at the chain's front",
                    ignoreArgs(new Param("body", ValueType.INT, "the body"),
                            new Param("owner", ValueType.INT, "the owner's body number, -1 for null")),
                    ignoreResults(),
                    (a, log) -> {
                        Ignores w = new Ignores(prefix + "Ignore", tables.get(), log, a);
                        w.world.ignoreList().ignore(w.world, typed(w, (Integer) a.get("body"), human),
                                w.owner((Integer) a.get("owner")));
                        return w.state(new HashMap<>());
                    }));
            t.add(new SpecFunction(prefix + "StopIgnoring", 8, human
                    ? "null clears +0xd4 and the whole chain; a slot as the body's"
                    : "a slot unlinked and zeroed; null: every slot",
                    ignoreArgs(new Param("body", ValueType.INT, "the body"),
                            new Param("slot", ValueType.INT, "the slot, -1 for null")),
                    ignoreResults(),
                    (a, log) -> {
                        Ignores w = new Ignores(prefix + "StopIgnoring", tables.get(), log, a);
                        int slot = (Integer) a.get("slot");
                        IgnoreSlots slots = (IgnoreSlots) w.world.ignoreList();
                        w.world.ignoreList().stopIgnoring(w.world, typed(w, (Integer) a.get("body"), human),
                                slot < -1 || slot >= slots.capacity() ? w.bad(slot, slots) : slot);
                        return w.state(new HashMap<>());
                    }));
        }
        t.add(new SpecFunction("IPhysics_ForgetIgnoredOwner", 8,
                "every slot naming a body's owner stopped by its own body",
                ignoreArgs(new Param("body", ValueType.INT, "the body whose owner is forgotten")), ignoreResults(),
                (a, log) -> {
                    Ignores w = new Ignores("IPhysics_ForgetIgnoredOwner", tables.get(), log, a);
                    w.world.ignoreList().forgetIgnoredOwner(w.world, w.body((Integer) a.get("body")));
                    return w.state(new HashMap<>());
                }));
        addShapePools(t, tables);
        addBodyPools(t, tables);
        return t;
    }

    private static PhysicsWorld shapeWorld(String fn, KernelTable table, QuirkLog log, Map<String, Object> a) {
        PhysicsWorld w = new PhysicsWorld(table, null, log);
        int[] setup = (int[]) a.getOrDefault("setup", new int[0]);
        if (setup.length % 2 != 0) {
            throw new FunctionArgumentException(fn + ": argument 'setup' needs pairs (op, index)");
        }
        ShapePools p = (ShapePools) w.shapePools();
        for (int i = 0; i < setup.length; i += 2) {
            int op = setup[i];
            int index = setup[i + 1];
            switch (op) {
                case 1 -> p.allocObjectSphere(w);
                case 2 -> p.allocObjectBox(w);
                case 3 -> p.allocCarBox(w);
                case 4 -> p.allocBigSphere(w);
                case 5, 6, 7, 8, 9, 10 -> {
                    Shape s = poolShape(fn, p, op == 9 || op == 10 ? 5 : op - 4, index);
                    if (op <= 8) {
                        p.freeShape(w, s);
                    } else {
                        w.poses().enable(w, s, op == 9);
                    }
                }
                default -> throw new FunctionArgumentException(fn + ": setup op " + op + " is not 1..10");
            }
        }
        return w;
    }

    /** Shape index of pool 1 object spheres, 2 object boxes, 3 car boxes, 4 big spheres, 5 strike spheres. */
    private static Shape poolShape(String fn, ShapePools p, int pool, int index) {
        int[] sizes = {p.objectSphereCount(), p.objectBoxCount(), p.carBoxCount(), p.bigSphereCount(),
            p.strikeSphereCount()};
        if (pool < 1 || pool > 5 || index < 0 || index >= sizes[pool - 1]) {
            throw new FunctionArgumentException(fn + ": pool " + pool + " index " + index + " out of range");
        }
        return switch (pool) {
            case 1 -> p.objectSphere(index);
            case 2 -> p.objectBox(index);
            case 3 -> p.carBox(index);
            case 4 -> p.bigSphere(index);
            default -> p.strikeSphere(index);
        };
    }

    private static int indexIn(ShapePools p, int pool, Shape s) {
        int[] sizes = {p.objectSphereCount(), p.objectBoxCount(), p.carBoxCount(), p.bigSphereCount(),
            p.strikeSphereCount()};
        for (int i = 0; s != null && i < sizes[pool - 1]; i++) {
            if (poolShape("", p, pool, i) == s) {
                return i;
            }
        }
        return -1;
    }

    private static void addShapePools(List<SpecFunction> t, Supplier<KernelTable> tables) {
        String[] names = {"IPhysics_AllocObjectSphere", "IPhysics_AllocObjectBox", "IPhysics_AllocCarBox",
                "IPhysics_AllocBigSphere"};
        for (int k = 0; k < names.length; k++) {
            int pool = k + 1;
            String fn = names[k];
            t.add(new SpecFunction(fn, 8, "the first shape of its pool without 0x8, flags |= 0xb (null when full)",
                    List.of(SETUP),
                    List.of(new Param("index", ValueType.INT, "the shape's pool index, -1 for null"),
                            new Param("flags", ValueType.INT, "its flags after"),
                            new Param("radius", ValueType.FLOAT, "a sphere's radius after (0 for a box)")),
                    (a, log) -> {
                        PhysicsWorld w = shapeWorld(fn, tables.get(), log, a);
                        ShapePools p = (ShapePools) w.shapePools();
                        Shape s = switch (pool) {
                            case 1 -> p.allocObjectSphere(w);
                            case 2 -> p.allocObjectBox(w);
                            case 3 -> p.allocCarBox(w);
                            default -> p.allocBigSphere(w);
                        };
                        return result("index", indexIn(p, pool, s), "flags", s == null ? 0 : s.flags(),
                                "radius", s instanceof SphereShape sp ? sp.radius() : 0f);
                    }));
        }
        t.add(new SpecFunction("IPhysics_FreeShape", 8, "clears 0x8 only (a freed shape keeps 0x1 and 0x2)",
                List.of(SETUP,
                        new Param("pool", ValueType.INT,
                                "1 object spheres, 2 object boxes, 3 car boxes, 4 big spheres"),
                        new Param("index", ValueType.INT, "the shape's index")),
                List.of(new Param("flags", ValueType.INT, "its flags after")),
                (a, log) -> {
                    PhysicsWorld w = shapeWorld("IPhysics_FreeShape", tables.get(), log, a);
                    Shape s = poolShape("IPhysics_FreeShape", (ShapePools) w.shapePools(), (Integer) a.get("pool"),
                            (Integer) a.get("index"));
                    w.shapePools().freeShape(w, s);
                    return result("flags", s.flags());
                }));
        t.add(new SpecFunction("IPhysics_FindFreeStrikeSphere", 8,
                "the first strike sphere without 0x1 (nothing written)", List.of(SETUP),
                List.of(new Param("index", ValueType.INT, "its index, -1 when all 60 are enabled")),
                (a, log) -> {
                    PhysicsWorld w = shapeWorld("IPhysics_FindFreeStrikeSphere", tables.get(), log, a);
                    return result("index",
                            indexIn((ShapePools) w.shapePools(), 5, w.shapePools().findFreeStrikeSphere(w)));
                }));
    }

    /** A world with a script of creates and frees run on its body pools. */
    private static PhysicsWorld bodyWorld(String fn, KernelTable table, QuirkLog log, Map<String, Object> a) {
        PhysicsWorld w = new PhysicsWorld(table, null, log);
        int[] setup = (int[]) a.getOrDefault("setup", new int[0]);
        if (setup.length % 2 != 0) {
            throw new FunctionArgumentException(fn + ": argument 'setup' needs pairs (op, slot)");
        }
        BodyPools p = (BodyPools) w.bodyPools();
        for (int i = 0; i < setup.length; i += 2) {
            int op = setup[i];
            int slot = setup[i + 1];
            switch (op) {
                case 1 -> p.createHumanBody(w, human(1f));
                case 2 -> p.createPunchBagBody(w, human(1f));
                case 3 -> p.createObjectBody(w, new ScriptOwner(i));
                case 4 -> p.createCarBody(w, new ScriptOwner(i));
                case 5 -> p.createBoxBody(w, new ScriptOwner(i), 1f, 2f);
                case 11 -> p.freeHumanBody(w, taken(fn, p.human(check(fn, slot, p.humanCount()))));
                case 12 -> p.freeHumanBody(w, taken(fn, p.punchBag()));
                case 13 -> p.freeObjectBody(w, taken(fn, p.object(check(fn, slot, p.objectCount()))));
                case 14 -> p.freeCarBody(w, taken(fn, p.car(check(fn, slot, p.carCount()))));
                case 15 -> p.freeBoxBody(w, taken(fn, p.pane(check(fn, slot, p.paneCount()))));
                default -> throw new FunctionArgumentException(fn + ": setup op " + op + " is not 1..5 or 11..15");
            }
        }
        return w;
    }

    private static int check(String fn, int slot, int size) {
        if (slot < 0 || slot >= size) {
            throw new FunctionArgumentException(fn + ": slot " + slot + " not in 0.." + (size - 1));
        }
        return slot;
    }

    private static <B extends Body> B taken(String fn, B b) {
        if (b.owner() == null) {
            throw new FunctionArgumentException(fn + ": that slot is free; only a created body can be freed");
        }
        return b;
    }

    private static ScriptOwner human(float scale) {
        ScriptOwner o = new ScriptOwner(0);
        o.typeMask = 0x40;
        o.storedScale = scale;
        o.hasBone = true;
        o.bonePosition = Vec4.point(0f, 0f, 1.8f * scale);
        return o;
    }

    /**
     * The code of a body in reports: kind × 1000 + slot (kinds 1 human, 2 punch bag, 3 object, 4 car, 5 pane); a
     * slot of 1000 or more (a grown pool) gives kind × 1000000 + slot.
     */
    private static int code(BodyPools p, Body b) {
        if (b == p.punchBag()) {
            return 2000;
        }
        for (int i = 0; i < p.humanCount(); i++) {
            if (p.human(i) == b) {
                return code(1, i);
            }
        }
        for (int i = 0; i < p.objectCount(); i++) {
            if (p.object(i) == b) {
                return code(3, i);
            }
        }
        for (int i = 0; i < p.carCount(); i++) {
            if (p.car(i) == b) {
                return code(4, i);
            }
        }
        for (int i = 0; i < p.paneCount(); i++) {
            if (p.pane(i) == b) {
                return code(5, i);
            }
        }
        return -1;
    }

    private static int code(int kind, int slot) {
        return slot < 1000 ? kind * 1000 + slot : kind * 1000000 + slot;
    }

    private static Map<String, Object> bodyState(PhysicsWorld w, Body b, Map<String, Object> r) {
        BodyPools p = (BodyPools) w.bodyPools();
        r.put("body", b == null ? -1 : code(p, b));
        r.put("flags", b == null ? 0 : b.flags());
        r.put("scale", b == null ? Vec4.ZERO_POINT : b.scale().toVec4());
        r.put("vector", w.bodyVector().stream().mapToInt(x -> code(p, x)).toArray());
        List<Integer> humans = new ArrayList<>();
        for (HumanBody h = p.humanHead(); h != null; h = h.humanNext()) {
            humans.add(code(p, h));
        }
        r.put("humans", humans.stream().mapToInt(Integer::intValue).toArray());
        return r;
    }

    private static final List<Param> BODY_RESULTS = List.of(
            new Param("body", ValueType.INT,
                    "the body: kind x 1000 + slot (1 human, 2 punch bag, 3 object, 4 car, 5 pane), -1 null"),
            new Param("flags", ValueType.INT, "its flags +0x40"), new Param("scale", ValueType.VEC4, "its scale +0x60"),
            new Param("vector", ValueType.INT_LIST, "the body vector (codes)"),
            new Param("humans", ValueType.INT_LIST, "the human list, head first (codes)"));

    private static void addBodyPools(List<SpecFunction> t, Supplier<KernelTable> tables) {
        t.add(new SpecFunction("IPhysics_CreateHumanBody", 9,
                "the first free human set: flags 0x8002243f, capsule on, bones off, list, vector, ApplyHumanScale",
                List.of(SETUP,
                        Param.optional("scale", ValueType.FLOAT,
                                "the human's stored scale (default 1); head bone at 1.8 x scale")),
                withCapsule(),
                (a, log) -> {
                    PhysicsWorld w = bodyWorld("IPhysics_CreateHumanBody", tables.get(), log, a);
                    HumanBody hb = w.bodyPools().createHumanBody(w, human((Float) a.getOrDefault("scale", 1f)));
                    return capsuleState(hb, bodyState(w, hb, new HashMap<>()));
                }));
        t.add(new SpecFunction("IPhysics_CreatePunchBagBody", 9,
                "the one punch bag set: flags 0x8000243f, no scale step", List.of(SETUP), withCapsule(),
                (a, log) -> {
                    PhysicsWorld w = bodyWorld("IPhysics_CreatePunchBagBody", tables.get(), log, a);
                    HumanBody hb = w.bodyPools().createPunchBagBody(w, human(1f));
                    return capsuleState(hb, bodyState(w, hb, new HashMap<>()));
                }));
        t.add(new SpecFunction("IPhysics_CreateObjectBody", 9, "the first free object body: flags 0x80000500, no shape",
                List.of(SETUP), BODY_RESULTS,
                (a, log) -> {
                    PhysicsWorld w = bodyWorld("IPhysics_CreateObjectBody", tables.get(), log, a);
                    return bodyState(w, w.bodyPools().createObjectBody(w, new ScriptOwner(-1)), new HashMap<>());
                }));
        t.add(new SpecFunction("IPhysics_CreateCarBody", 9, "the first free car body: flags 0x80000000, no shape",
                List.of(SETUP), BODY_RESULTS,
                (a, log) -> {
                    PhysicsWorld w = bodyWorld("IPhysics_CreateCarBody", tables.get(), log, a);
                    return bodyState(w, w.bodyPools().createCarBody(w, new ScriptOwner(-1)), new HashMap<>());
                }));
        List<Param> paneResults = new ArrayList<>(BODY_RESULTS);
        paneResults.add(new Param("halfExtents", ValueType.VEC4, "the box's +0x40"));
        paneResults.add(new Param("boxFlags", ValueType.INT, "the box's flags"));
        t.add(new SpecFunction("Physics_CreateBoxBody", 9,
                "a pane and its box sized (width, 0.5, height): flags 0x8000007a",
                List.of(SETUP, new Param("width", ValueType.FLOAT, "the pane's width (m)"),
                        new Param("height", ValueType.FLOAT, "the pane's height (m)")),
                paneResults,
                (a, log) -> {
                    PhysicsWorld w = bodyWorld("Physics_CreateBoxBody", tables.get(), log, a);
                    Body b = w.bodyPools().createBoxBody(w, new ScriptOwner(-1), (Float) a.get("width"),
                            (Float) a.get("height"));
                    Map<String, Object> r = bodyState(w, b, new HashMap<>());
                    BoxShape box = b == null ? null : (BoxShape) b.firstShape();
                    r.put("halfExtents", box == null ? Vec4.ZERO_POINT : box.halfExtents().toVec4());
                    r.put("boxFlags", box == null ? 0 : box.flags());
                    return r;
                }));
        String[][] frees = {{"IPhysics_FreeHumanBody", "11"}, {"IPhysics_FreePunchBagBody", "12"},
            {"IPhysics_FreeObjectBody", "13"}, {"IPhysics_FreeCarBody", "14"}, {"IPhysics_FreeBoxBody", "15"}};
        for (String[] f : frees) {
            String fn = f[0];
            int op = Integer.parseInt(f[1]);
            t.add(new SpecFunction(fn, 9, "frees a created body (after the setup script) and reports the pools' state",
                    List.of(SETUP, new Param("slot", ValueType.INT, "the slot freed (ignored for the punch bag)")),
                    BODY_RESULTS,
                    (a, log) -> {
                        int[] setup = (int[]) a.getOrDefault("setup", new int[0]);
                        int[] script = java.util.Arrays.copyOf(setup, setup.length + 2);
                        script[setup.length] = op;
                        script[setup.length + 1] = (Integer) a.get("slot");
                        Map<String, Object> args = new HashMap<>(a);
                        args.put("setup", script);
                        PhysicsWorld w = bodyWorld(fn, tables.get(), log, args);
                        return bodyState(w, null, new HashMap<>());
                    }));
        }
        t.add(new SpecFunction("IPhysics_AddHumanBody", 9,
                "the human list after creating human bodies (creates append)", List.of(SETUP), BODY_RESULTS,
                (a, log) -> bodyState(bodyWorld("IPhysics_AddHumanBody", tables.get(), log, a), null,
                        new HashMap<>())));
        t.add(new SpecFunction("IPhysics_RemoveHumanBody", 9,
                "a human body taken off the human list (it stays in the vector)",
                List.of(SETUP, new Param("slot", ValueType.INT, "the human set")), BODY_RESULTS,
                (a, log) -> {
                    PhysicsWorld w = bodyWorld("IPhysics_RemoveHumanBody", tables.get(), log, a);
                    HumanBody hb = taken("IPhysics_RemoveHumanBody",
                            ((BodyPools) w.bodyPools()).human(check("IPhysics_RemoveHumanBody", (Integer) a.get("slot"),
                                    ((BodyPools) w.bodyPools()).humanCount())));
                    w.bodyPools().removeHumanBody(w, hb);
                    return bodyState(w, hb, new HashMap<>());
                }));
        t.add(new SpecFunction("Human_CreatePhysicsBody", 9,
                "the callers' rules: heavy bag 0x200; player 0x400 and (1.4286, 1.4286, 1, 1); AI without 0x400, 0x200 "
                        + "when +0x3bf is 0",
                List.of(SETUP, new Param("player", ValueType.BOOL, "brain +0x04 is 0"),
                        new Param("keepPushable", ValueType.INT, "byte +0x3bf"),
                        new Param("heavyBag", ValueType.BOOL, "class 0x1cc")),
                BODY_RESULTS,
                (a, log) -> {
                    PhysicsWorld w = bodyWorld("Human_CreatePhysicsBody", tables.get(), log, a);
                    ScriptOwner h = human(1f);
                    h.player = (Boolean) a.get("player");
                    h.keepPushable = (Integer) a.get("keepPushable");
                    h.heavyBag = (Boolean) a.get("heavyBag");
                    return bodyState(w, w.bodyPools().humanCreatePhysicsBody(w, h), new HashMap<>());
                }));
    }

    private static List<Param> withCapsule() {
        List<Param> out = new ArrayList<>(BODY_RESULTS);
        out.add(new Param("capsuleHeight", ValueType.FLOAT, "the capsule's +0x44 after"));
        out.add(new Param("capsuleRadius", ValueType.FLOAT, "the capsule's +0x40 after"));
        out.add(new Param("capsuleFlags", ValueType.INT, "the capsule's flags"));
        out.add(new Param("boneFlags", ValueType.INT_LIST, "the bone shapes' flags in chain order"));
        return out;
    }

    private static Map<String, Object> capsuleState(HumanBody hb, Map<String, Object> r) {
        CapsuleShape c = hb == null ? null : (CapsuleShape) hb.firstShape();
        r.put("capsuleHeight", c == null ? 0f : c.height());
        r.put("capsuleRadius", c == null ? 0f : c.radius());
        r.put("capsuleFlags", c == null ? 0 : c.flags());
        List<Integer> flags = new ArrayList<>();
        for (Shape s = hb == null ? null : hb.boneChain(); s != null; s = s.next()) {
            flags.add(s.flags());
        }
        r.put("boneFlags", flags.stream().mapToInt(Integer::intValue).toArray());
        return r;
    }
}
