package engine.kernels.oracle;

import static engine.api.oracle.Param.bool;
import static engine.api.oracle.Param.f32;
import static engine.api.oracle.Param.i32;
import static engine.api.oracle.Param.ints;
import static engine.api.oracle.Param.vec4;

import engine.api.body.Body;
import engine.api.body.BodyOwner;
import engine.api.body.HumanBody;
import engine.api.kernel.KernelTable;
import engine.api.math.Vec4;
import engine.api.oracle.Args;
import engine.api.oracle.FunctionArgumentException;
import engine.api.oracle.Param;
import engine.api.oracle.Results;
import engine.api.oracle.SpecFunction;
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
import java.util.List;
import java.util.function.Supplier;

/**
 * Units 8 and 9 as the oracle serves them: the ignore slots, the shape pools and the create and free functions.
 * Each call replays a "setup" script on a fresh world, then runs the named function and reports the state.
 * Ignore scripts are triples (op, body, arg): 1 Ignore(body, owner of arg or null for −1), 2 StopIgnoring(body,
 * slot arg or null for −1), 3 remove body (ForgetIgnoredOwner). Pool scripts are pairs (op, index): 1-4 allocate an
 * object sphere, object box, car box, big sphere; 5-8 free that pool's shape index; 9 and 10 enable and disable
 * strike sphere index. Body scripts are pairs (op, slot): 1 human, 2 punch bag, 3 object, 4 car, 5 pane (1 x 2 m)
 * create; 11-15 free that kind's slot. One method per function, named after it (a family of one signature, such as
 * the four allocs, shares one); {@link #table} registers each with its parameters.
 */
public final class PoolFunctions {
    private static final Param<int[]> SETUP = ints("setup", "the script run first (see the class doc)").orAbsent();
    // The ignore world's arguments and state.
    private static final Param<Integer> BODIES = i32("bodies", "how many bodies (1..64)");
    private static final Param<int[]> HUMANS = ints("humans", "the bodies that are human bodies").orAbsent();
    private static final Param<int[]> GRABS = ints("grabs", "pairs (human body, partner body) of grab partners")
            .orAbsent();
    private static final Param<int[]> SLOT_OWNERS = ints("slotOwners",
            "each slot's ignored owner (body number), -1 free");
    private static final Param<int[]> SLOT_BODIES = ints("slotBodies", "each slot's body, -1 none");
    private static final Param<int[]> SLOT_NEXT = ints("slotNext", "each slot's next slot, -1 none");
    private static final Param<int[]> HEADS = ints("heads", "each body's chain head +0x38, -1 none");
    private static final Param<int[]> IGNORE_LEVELS = ints("ignoreLevels",
            "each human body's +0xd4 (0 for other bodies)");
    private static final Param<Integer> THE_BODY = i32("body", "the body");
    private static final Param<Integer> OWNER = i32("owner", "the owner's body number, -1 for null");
    // The body pools' state.
    private static final Param<Integer> BODY = i32("body",
            "the body: kind x 1000 + slot (1 human, 2 punch bag, 3 object, 4 car, 5 pane), -1 null");
    private static final Param<Integer> BODY_FLAGS = i32("flags", "its flags +0x40");
    private static final Param<Vec4> SCALE = vec4("scale", "its scale +0x60");
    private static final Param<int[]> VECTOR = ints("vector", "the body vector (codes)");
    private static final Param<int[]> HUMAN_LIST = ints("humans", "the human list, head first (codes)");
    private static final List<Param<?>> BODY_RESULTS = List.of(BODY, BODY_FLAGS, SCALE, VECTOR, HUMAN_LIST);
    private static final Param<Float> CAPSULE_HEIGHT = f32("capsuleHeight", "the capsule's +0x44 after");
    private static final Param<Float> CAPSULE_RADIUS = f32("capsuleRadius", "the capsule's +0x40 after");
    private static final Param<Integer> CAPSULE_FLAGS = i32("capsuleFlags", "the capsule's flags");
    private static final Param<int[]> BONE_FLAGS = ints("boneFlags", "the bone shapes' flags in chain order");
    private static final String[] ALLOCS = {"IPhysics_AllocObjectSphere", "IPhysics_AllocObjectBox",
        "IPhysics_AllocCarBox", "IPhysics_AllocBigSphere"};
    private static final String[] FREES = {"IPhysics_FreeHumanBody", "IPhysics_FreePunchBagBody",
        "IPhysics_FreeObjectBody", "IPhysics_FreeCarBody", "IPhysics_FreeBoxBody"};
    private final Supplier<KernelTable> tables;

    private PoolFunctions(Supplier<KernelTable> tables) {
        this.tables = tables;
    }

    /** The table; tables supplies this provider's kernel table for each call's world. */
    public static List<SpecFunction> table(Supplier<KernelTable> tables) {
        PoolFunctions f = new PoolFunctions(tables);
        List<SpecFunction> t = new ArrayList<>();
        t.add(SpecFunction.of("IPhysics_FindFreeIgnoreSlot", 8, "the lowest free ignore slot (not marked)",
                ignoreArgs(), ignoreResults(FREE_SLOT), f::iPhysics_FindFreeIgnoreSlot));
        for (boolean human : new boolean[] {false, true}) {
            String prefix = human ? "PhysicsHumanBody_" : "PhysicsBody_";
            t.add(SpecFunction.of(prefix + "IsIgnoring", 8, human
                    ? "null: +0xd4; the grab partner: yes; else the chain"
                    : "false for null, else whether a slot names the owner",
                    ignoreArgs(ASKING_BODY, OWNER), ignoreResults(IGNORING),
                    (a, log) -> f.physicsBody_IsIgnoring(human, a, log)));
            t.add(SpecFunction.of(prefix + "Ignore", 8, human
                    ? "null sets +0xd4 = 1; else the body's Ignore"
                    : "the lowest free slot pushed at the chain's front",
                    ignoreArgs(THE_BODY, OWNER), ignoreResults(), (a, log) -> f.physicsBody_Ignore(human, a, log)));
            t.add(SpecFunction.of(prefix + "StopIgnoring", 8, human
                    ? "null clears +0xd4 and the whole chain; a slot as the body's"
                    : "a slot unlinked and zeroed; null: every slot",
                    ignoreArgs(THE_BODY, SLOT), ignoreResults(),
                    (a, log) -> f.physicsBody_StopIgnoring(human, a, log)));
        }
        t.add(SpecFunction.of("IPhysics_ForgetIgnoredOwner", 8,
                "every slot naming a body's owner stopped by its own body", ignoreArgs(FORGOTTEN), ignoreResults(),
                f::iPhysics_ForgetIgnoredOwner));
        for (int k = 0; k < ALLOCS.length; k++) {
            int pool = k + 1;
            t.add(SpecFunction.of(ALLOCS[k], 8,
                    "the first shape of its pool without 0x8, flags |= 0xb (null when full)", List.of(SETUP),
                    List.of(ALLOC_INDEX, ALLOC_FLAGS, ALLOC_RADIUS), (a, log) -> f.iPhysics_Alloc(pool, a, log)));
        }
        t.add(SpecFunction.of("IPhysics_FreeShape", 8, "clears 0x8 only (a freed shape keeps 0x1 and 0x2)",
                List.of(SETUP, POOL, SHAPE_INDEX), List.of(FREED_FLAGS), f::iPhysics_FreeShape));
        t.add(SpecFunction.of("IPhysics_FindFreeStrikeSphere", 8, "the first strike sphere without 0x1 (nothing"
                + " written)", List.of(SETUP), List.of(STRIKE_INDEX), f::iPhysics_FindFreeStrikeSphere));
        t.add(SpecFunction.of("IPhysics_CreateHumanBody", 9,
                "the first free human set: flags 0x8002243f, capsule on, bones off, list, vector, ApplyHumanScale",
                List.of(SETUP, HUMAN_SCALE), withCapsule(), f::iPhysics_CreateHumanBody));
        t.add(SpecFunction.of("IPhysics_CreatePunchBagBody", 9,
                "the one punch bag set: flags 0x8000243f, no scale step", List.of(SETUP), withCapsule(),
                f::iPhysics_CreatePunchBagBody));
        t.add(SpecFunction.of("IPhysics_CreateObjectBody", 9,
                "the first free object body: flags 0x80000500, no shape", List.of(SETUP), BODY_RESULTS,
                f::iPhysics_CreateObjectBody));
        t.add(SpecFunction.of("IPhysics_CreateCarBody", 9, "the first free car body: flags 0x80000000, no shape",
                List.of(SETUP), BODY_RESULTS, f::iPhysics_CreateCarBody));
        List<Param<?>> paneResults = new ArrayList<>(BODY_RESULTS);
        paneResults.add(HALF_EXTENTS);
        paneResults.add(BOX_FLAGS);
        t.add(SpecFunction.of("Physics_CreateBoxBody", 9,
                "a pane and its box sized (width, 0.5, height): flags 0x8000007a", List.of(SETUP, WIDTH, HEIGHT),
                paneResults, f::physics_CreateBoxBody));
        for (int k = 0; k < FREES.length; k++) {
            int op = 11 + k;
            t.add(SpecFunction.of(FREES[k], 9,
                    "frees a created body (after the setup script) and reports the pools' state",
                    List.of(SETUP, FREED_SLOT), BODY_RESULTS, (a, log) -> f.iPhysics_FreeBody(op, a, log)));
        }
        t.add(SpecFunction.of("IPhysics_AddHumanBody", 9,
                "the human list after creating human bodies (creates append)", List.of(SETUP), BODY_RESULTS,
                f::iPhysics_AddHumanBody));
        t.add(SpecFunction.of("IPhysics_RemoveHumanBody", 9,
                "a human body taken off the human list (it stays in the vector)", List.of(SETUP, HUMAN_SLOT),
                BODY_RESULTS, f::iPhysics_RemoveHumanBody));
        t.add(SpecFunction.of("Human_CreatePhysicsBody", 9,
                "the callers' rules: heavy bag 0x200; player 0x400 and (1.4286, 1.4286, 1, 1); AI without 0x400, 0x200 "
                        + "when +0x3bf is 0",
                List.of(SETUP, PLAYER, KEEP_PUSHABLE, HEAVY_BAG), BODY_RESULTS, f::human_CreatePhysicsBody));
        return t;
    }

    // ---- Unit 8, the ignore slots --------------------------------------------------------------------------

    private static final Param<Integer> FREE_SLOT = i32("slot", "the slot, -1 when all 60 are taken");

    private Results iPhysics_FindFreeIgnoreSlot(Args a, QuirkLog log) {
        Ignores w = new Ignores(tables.get(), log, a);
        return w.state(new Results().put(FREE_SLOT, ((IgnoreSlots) w.world.ignoreList()).findFreeSlot()));
    }

    private static final Param<Integer> ASKING_BODY = i32("body", "the asking body");
    private static final Param<Boolean> IGNORING = bool("ignoring", "the answer");

    /** PhysicsBody_IsIgnoring, or PhysicsHumanBody_IsIgnoring when human. */
    private Results physicsBody_IsIgnoring(boolean human, Args a, QuirkLog log) {
        Ignores w = new Ignores(tables.get(), log, a);
        Body b = typed(w, a.get(ASKING_BODY), human);
        return w.state(new Results().put(IGNORING,
                w.world.ignoreList().isIgnoring(w.world, b, w.owner(a.get(OWNER)))));
    }

    /** PhysicsBody_Ignore, or PhysicsHumanBody_Ignore when human. */
    private Results physicsBody_Ignore(boolean human, Args a, QuirkLog log) {
        Ignores w = new Ignores(tables.get(), log, a);
        w.world.ignoreList().ignore(w.world, typed(w, a.get(THE_BODY), human), w.owner(a.get(OWNER)));
        return w.state(new Results());
    }

    private static final Param<Integer> SLOT = i32("slot", "the slot, -1 for null");

    /** PhysicsBody_StopIgnoring, or PhysicsHumanBody_StopIgnoring when human. */
    private Results physicsBody_StopIgnoring(boolean human, Args a, QuirkLog log) {
        Ignores w = new Ignores(tables.get(), log, a);
        int slot = a.get(SLOT);
        IgnoreSlots slots = (IgnoreSlots) w.world.ignoreList();
        w.world.ignoreList().stopIgnoring(w.world, typed(w, a.get(THE_BODY), human),
                slot < -1 || slot >= slots.capacity() ? w.bad(slot, slots) : slot);
        return w.state(new Results());
    }

    private static final Param<Integer> FORGOTTEN = i32("body", "the body whose owner is forgotten");

    private Results iPhysics_ForgetIgnoredOwner(Args a, QuirkLog log) {
        Ignores w = new Ignores(tables.get(), log, a);
        w.world.ignoreList().forgetIgnoredOwner(w.world, w.body(a.get(FORGOTTEN)));
        return w.state(new Results());
    }

    private static List<Param<?>> ignoreArgs(Param<?>... more) {
        List<Param<?>> out = new ArrayList<>(List.of(BODIES, HUMANS, GRABS, SETUP));
        out.addAll(List.of(more));
        return out;
    }

    private static List<Param<?>> ignoreResults(Param<?>... more) {
        List<Param<?>> out = new ArrayList<>(List.of(more));
        out.addAll(List.of(SLOT_OWNERS, SLOT_BODIES, SLOT_NEXT, HEADS, IGNORE_LEVELS));
        return out;
    }

    private static Body typed(Ignores w, int i, boolean human) {
        Body b = w.body(i);
        if ((b instanceof HumanBody) != human) {
            throw new FunctionArgumentException(w.fn + ": body " + i + (human ? " is not" : " is") + " a human body");
        }
        return b;
    }

    /** The ignore world: n bodies (the listed ones human bodies), each owned by its own owner. */
    private static final class Ignores {
        final PhysicsWorld world;
        final List<Body> bodies = new ArrayList<>();
        final String fn;

        Ignores(KernelTable table, QuirkLog log, Args a) {
            this.fn = a.function();
            world = new PhysicsWorld(table, null, log);
            int n = a.get(BODIES);
            if (n < 1 || n > 64) {
                throw a.refuse(BODIES, "= " + n + " not in 1..64");
            }
            int[] humans = a.get(HUMANS, new int[0]);
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
            int[] grabs = a.get(GRABS, new int[0]);
            for (int i = 0; i + 1 < grabs.length; i += 2) {
                ((ScriptOwner) body(grabs[i]).owner()).grabPartner = body(grabs[i + 1]).owner();
            }
            int[] setup = a.get(SETUP, new int[0]);
            if (setup.length % 3 != 0) {
                throw a.refuse(SETUP, "needs triples (op, body, arg)");
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

        BodyOwner owner(int i) {
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

        Results state(Results r) {
            IgnoreSlots s = (IgnoreSlots) world.ignoreList();
            int[] owners = new int[s.capacity()];
            int[] bodiesOf = new int[s.capacity()];
            int[] next = new int[s.capacity()];
            for (int i = 0; i < s.capacity(); i++) {
                owners[i] = s.slotOwner(i) == null ? -1 : number(s.slotOwner(i));
                bodiesOf[i] = s.slotBody(i) == null ? -1 : number(s.slotBody(i));
                next[i] = s.slotNext(i);
            }
            return r.put(SLOT_OWNERS, owners).put(SLOT_BODIES, bodiesOf).put(SLOT_NEXT, next)
                    .put(HEADS, bodies.stream().mapToInt(Body::ignoreHead).toArray())
                    .put(IGNORE_LEVELS, bodies.stream().mapToInt(b -> b instanceof HumanBody h ? h.ignoreLevel() : 0)
                            .toArray());
        }
    }

    // ---- Unit 8, the shape pools ---------------------------------------------------------------------------

    private static final Param<Integer> ALLOC_INDEX = i32("index", "the shape's pool index, -1 for null");
    private static final Param<Integer> ALLOC_FLAGS = i32("flags", "its flags after");
    private static final Param<Float> ALLOC_RADIUS = f32("radius", "a sphere's radius after (0 for a box)");

    /** IPhysics_AllocObjectSphere, _AllocObjectBox, _AllocCarBox or _AllocBigSphere: pool 1-4. */
    private Results iPhysics_Alloc(int pool, Args a, QuirkLog log) {
        PhysicsWorld w = shapeWorld(a, log);
        ShapePools p = (ShapePools) w.shapePools();
        Shape s = switch (pool) {
            case 1 -> p.allocObjectSphere(w);
            case 2 -> p.allocObjectBox(w);
            case 3 -> p.allocCarBox(w);
            default -> p.allocBigSphere(w);
        };
        return new Results().put(ALLOC_INDEX, indexIn(p, pool, s)).put(ALLOC_FLAGS, s == null ? 0 : s.flags())
                .put(ALLOC_RADIUS, s instanceof SphereShape sp ? sp.radius() : 0f);
    }

    private static final Param<Integer> POOL = i32("pool", "1 object spheres, 2 object boxes, 3 car boxes, 4 big spheres");
    private static final Param<Integer> SHAPE_INDEX = i32("index", "the shape's index");
    private static final Param<Integer> FREED_FLAGS = i32("flags", "its flags after");

    private Results iPhysics_FreeShape(Args a, QuirkLog log) {
        PhysicsWorld w = shapeWorld(a, log);
        Shape s = poolShape(a.function(), (ShapePools) w.shapePools(), a.get(POOL), a.get(SHAPE_INDEX));
        w.shapePools().freeShape(w, s);
        return new Results().put(FREED_FLAGS, s.flags());
    }

    private static final Param<Integer> STRIKE_INDEX = i32("index", "its index, -1 when all 60 are enabled");

    private Results iPhysics_FindFreeStrikeSphere(Args a, QuirkLog log) {
        PhysicsWorld w = shapeWorld(a, log);
        return new Results().put(STRIKE_INDEX,
                indexIn((ShapePools) w.shapePools(), 5, w.shapePools().findFreeStrikeSphere(w)));
    }

    private PhysicsWorld shapeWorld(Args a, QuirkLog log) {
        String fn = a.function();
        PhysicsWorld w = new PhysicsWorld(tables.get(), null, log);
        int[] setup = a.get(SETUP, new int[0]);
        if (setup.length % 2 != 0) {
            throw a.refuse(SETUP, "needs pairs (op, index)");
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

    // ---- Unit 9, the body pools ----------------------------------------------------------------------------

    private static final Param<Float> HUMAN_SCALE = f32("scale",
            "the human's stored scale (default 1); head bone at 1.8 x scale").orAbsent();

    private Results iPhysics_CreateHumanBody(Args a, QuirkLog log) {
        PhysicsWorld w = bodyWorld(a, log, a.get(SETUP, new int[0]));
        HumanBody hb = w.bodyPools().createHumanBody(w, human(a.get(HUMAN_SCALE, 1f)));
        return capsuleState(hb, bodyState(w, hb));
    }

    private Results iPhysics_CreatePunchBagBody(Args a, QuirkLog log) {
        PhysicsWorld w = bodyWorld(a, log, a.get(SETUP, new int[0]));
        HumanBody hb = w.bodyPools().createPunchBagBody(w, human(1f));
        return capsuleState(hb, bodyState(w, hb));
    }

    private Results iPhysics_CreateObjectBody(Args a, QuirkLog log) {
        PhysicsWorld w = bodyWorld(a, log, a.get(SETUP, new int[0]));
        return bodyState(w, w.bodyPools().createObjectBody(w, new ScriptOwner(-1)));
    }

    private Results iPhysics_CreateCarBody(Args a, QuirkLog log) {
        PhysicsWorld w = bodyWorld(a, log, a.get(SETUP, new int[0]));
        return bodyState(w, w.bodyPools().createCarBody(w, new ScriptOwner(-1)));
    }

    private static final Param<Float> WIDTH = f32("width", "the pane's width (m)");
    private static final Param<Float> HEIGHT = f32("height", "the pane's height (m)");
    private static final Param<Vec4> HALF_EXTENTS = vec4("halfExtents", "the box's +0x40");
    private static final Param<Integer> BOX_FLAGS = i32("boxFlags", "the box's flags");

    private Results physics_CreateBoxBody(Args a, QuirkLog log) {
        PhysicsWorld w = bodyWorld(a, log, a.get(SETUP, new int[0]));
        Body b = w.bodyPools().createBoxBody(w, new ScriptOwner(-1), a.get(WIDTH), a.get(HEIGHT));
        BoxShape box = b == null ? null : (BoxShape) b.firstShape();
        return bodyState(w, b).put(HALF_EXTENTS, box == null ? Vec4.ZERO_POINT : box.halfExtents().toVec4())
                .put(BOX_FLAGS, box == null ? 0 : box.flags());
    }

    private static final Param<Integer> FREED_SLOT = i32("slot", "the slot freed (ignored for the punch bag)");

    /** IPhysics_FreeHumanBody, _FreePunchBagBody, _FreeObjectBody, _FreeCarBody or _FreeBoxBody: setup op 11-15. */
    private Results iPhysics_FreeBody(int op, Args a, QuirkLog log) {
        int[] setup = a.get(SETUP, new int[0]);
        int[] script = java.util.Arrays.copyOf(setup, setup.length + 2);
        script[setup.length] = op;
        script[setup.length + 1] = a.get(FREED_SLOT);
        return bodyState(bodyWorld(a, log, script), null);
    }

    private Results iPhysics_AddHumanBody(Args a, QuirkLog log) {
        return bodyState(bodyWorld(a, log, a.get(SETUP, new int[0])), null);
    }

    private static final Param<Integer> HUMAN_SLOT = i32("slot", "the human set");

    private Results iPhysics_RemoveHumanBody(Args a, QuirkLog log) {
        String fn = a.function();
        PhysicsWorld w = bodyWorld(a, log, a.get(SETUP, new int[0]));
        BodyPools p = (BodyPools) w.bodyPools();
        HumanBody hb = taken(fn, p.human(check(fn, a.get(HUMAN_SLOT), p.humanCount())));
        w.bodyPools().removeHumanBody(w, hb);
        return bodyState(w, hb);
    }

    private static final Param<Boolean> PLAYER = bool("player", "brain +0x04 is 0");
    private static final Param<Integer> KEEP_PUSHABLE = i32("keepPushable", "byte +0x3bf");
    private static final Param<Boolean> HEAVY_BAG = bool("heavyBag", "class 0x1cc");

    private Results human_CreatePhysicsBody(Args a, QuirkLog log) {
        PhysicsWorld w = bodyWorld(a, log, a.get(SETUP, new int[0]));
        ScriptOwner h = human(1f);
        h.player = a.get(PLAYER);
        h.keepPushable = a.get(KEEP_PUSHABLE);
        h.heavyBag = a.get(HEAVY_BAG);
        return bodyState(w, w.bodyPools().humanCreatePhysicsBody(w, h));
    }

    /** A world with a script of creates and frees run on its body pools. */
    private PhysicsWorld bodyWorld(Args a, QuirkLog log, int[] setup) {
        String fn = a.function();
        PhysicsWorld w = new PhysicsWorld(tables.get(), null, log);
        if (setup.length % 2 != 0) {
            throw a.refuse(SETUP, "needs pairs (op, slot)");
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

    private static Results bodyState(PhysicsWorld w, Body b) {
        BodyPools p = (BodyPools) w.bodyPools();
        List<Integer> humans = new ArrayList<>();
        for (HumanBody h = p.humanHead(); h != null; h = h.humanNext()) {
            humans.add(code(p, h));
        }
        return new Results().put(BODY, b == null ? -1 : code(p, b)).put(BODY_FLAGS, b == null ? 0 : b.flags())
                .put(SCALE, b == null ? Vec4.ZERO_POINT : b.scale().toVec4())
                .put(VECTOR, w.bodyVector().stream().mapToInt(x -> code(p, x)).toArray())
                .put(HUMAN_LIST, humans.stream().mapToInt(Integer::intValue).toArray());
    }

    private static List<Param<?>> withCapsule() {
        List<Param<?>> out = new ArrayList<>(BODY_RESULTS);
        out.addAll(List.of(CAPSULE_HEIGHT, CAPSULE_RADIUS, CAPSULE_FLAGS, BONE_FLAGS));
        return out;
    }

    private static Results capsuleState(HumanBody hb, Results r) {
        CapsuleShape c = hb == null ? null : (CapsuleShape) hb.firstShape();
        List<Integer> flags = new ArrayList<>();
        for (Shape s = hb == null ? null : hb.boneChain(); s != null; s = s.next()) {
            flags.add(s.flags());
        }
        return r.put(CAPSULE_HEIGHT, c == null ? 0f : c.height()).put(CAPSULE_RADIUS, c == null ? 0f : c.radius())
                .put(CAPSULE_FLAGS, c == null ? 0 : c.flags())
                .put(BONE_FLAGS, flags.stream().mapToInt(Integer::intValue).toArray());
    }
}
