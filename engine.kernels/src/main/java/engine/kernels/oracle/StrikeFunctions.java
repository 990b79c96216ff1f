package engine.kernels.oracle;

import static engine.api.oracle.Param.bool;
import static engine.api.oracle.Param.f32;
import static engine.api.oracle.Param.floats;
import static engine.api.oracle.Param.i32;
import static engine.api.oracle.Param.ints;
import static engine.api.oracle.Param.mesh;
import static engine.api.oracle.Param.vec4;

import engine.api.body.Body;
import engine.api.body.BodyFlags;
import engine.api.body.BodyOwner;
import engine.api.body.HumanBody;
import engine.api.body.OwnerState;
import engine.api.body.TypeMask;
import engine.api.kernel.KernelTable;
import engine.api.math.Vec4;
import engine.api.mesh.CollisionMesh;
import engine.api.oracle.Args;
import engine.api.oracle.Param;
import engine.api.oracle.Results;
import engine.api.oracle.SpecFunction;
import engine.api.quirk.QuirkLog;
import engine.api.shape.BoxShape;
import engine.kernels.human.HumanBodies;
import engine.kernels.world.PhysicsWorld;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/**
 * Unit 10's push and strike test as the oracle serves them, on a fresh world of the provider's table: the pair
 * sweeps, the overlap entries and the mesh sweeps are the provider's, so until Units 4, 5 and 11 are in a provider's
 * table those entries are empty and meet nothing (the gather, the skips and the line of sight still run). One method
 * per function, named after it; {@link #table} registers each with its parameters.
 */
public final class StrikeFunctions {
    private final Supplier<KernelTable> tables;

    private StrikeFunctions(Supplier<KernelTable> tables) {
        this.tables = tables;
    }

    /** The table; tables supplies this provider's kernel table for each call's world. */
    public static List<SpecFunction> table(Supplier<KernelTable> tables) {
        StrikeFunctions f = new StrikeFunctions(tables);
        return List.of(
                SpecFunction.of("PhysicsHumanBody_PushAwayHumans", 10,
                        "a human at the origin with its push sphere on pushes the other humans it overlaps (the overlap"
                                + " table's sphere-capsule entry): u x 0.25 x w / (w x k) into each one's +0x50, walked"
                                + " last to first",
                        List.of(OTHERS, K, TARGET, PLAYERS, UNPUSHABLE), List.of(PUSH_OUTS),
                        f::physicsHumanBody_PushAwayHumans),
                SpecFunction.of("Human_TestStrikes", 10,
                        "a striker at the origin swings its right hand (bone 25, switched on) from handFrom to handTo:"
                                + " the level, the gather in the broad bound, the skips, the line of sight, the strike"
                                + " sweeps (the provider's pair table), the weapon timer; objects are 0.5 m boxes,"
                                + " humans created human bodies",
                        List.of(REACH, HAND_FROM, HAND_TO, OBJECTS, OBJECT_FLAGS, AIRBORNE, HUMANS, MESH, EXCLUSIONS,
                                WEAPON_TIMER_BEFORE, CAPSULE),
                        List.of(STRUCK, SIGHT_ORIGIN, SIGHT_DIRECTION, SIGHT_LENGTH, SIGHT_OPTIONS, WEAPON_TIMER),
                        f::human_TestStrikes));
    }

    private static float[] triples(Args a, Param<float[]> p) {
        float[] v = a.get(p, new float[0]);
        if (v.length % 3 != 0) {
            throw a.refuse(p, "needs three floats each, got " + v.length);
        }
        return v;
    }

    private static boolean listed(int[] list, int i) {
        for (int v : list) {
            if (v == i) {
                return true;
            }
        }
        return false;
    }

    private static final Param<float[]> OTHERS = floats("others",
            "the other humans' positions, three floats each (m)");
    private static final Param<float[]> K = floats("k", "each other's push weight (default 1)").orAbsent();
    private static final Param<Integer> TARGET = i32("target", "the pusher's target, an other's number (default -1)")
            .orAbsent();
    private static final Param<int[]> PLAYERS = ints("players", "the others that are players").orAbsent();
    private static final Param<int[]> UNPUSHABLE = ints("unpushable", "the others whose bodies have flag 0x200")
            .orAbsent();
    private static final Param<float[]> PUSH_OUTS = floats("pushOuts", "each other's +0x50 x, y, z after");

    private Results physicsHumanBody_PushAwayHumans(Args a, QuirkLog log) {
        float[] others = triples(a, OTHERS);
        int n = others.length / 3;
        float[] k = a.get(K, new float[0]);
        if (k.length != 0 && k.length != n) {
            throw a.refuse(K, "needs one value per other (" + n + ")");
        }
        int target = a.get(TARGET, -1);
        if (target < -1 || target >= n) {
            throw a.refuse(TARGET, "= " + target + " is not -1 or an other's number");
        }
        int[] players = a.get(PLAYERS, new int[0]);
        int[] unpushable = a.get(UNPUSHABLE, new int[0]);
        PhysicsWorld w = new PhysicsWorld(tables.get(), null, log);
        ScriptOwner me = HumanBodyFunctions.human("pusher", Vec4.ZERO_POINT, 1f, 0f, 1.6f);
        HumanBody mine = HumanBodyFunctions.created(w, me);
        List<HumanBody> bodies = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            ScriptOwner o = HumanBodyFunctions.human("other " + i,
                    Vec4.point(others[3 * i], others[3 * i + 1], others[3 * i + 2]), 1f, 0f, 1.6f);
            o.attributes[7] = k.length == 0 ? 1f : k[i];
            o.playerNumber = listed(players, i) ? 0 : -1;
            HumanBody hb = HumanBodyFunctions.created(w, o);
            if (listed(unpushable, i)) {
                hb.setFlags(hb.flags() | BodyFlags.UNPUSHABLE);
            }
            bodies.add(hb);
        }
        me.target = target < 0 ? null : bodies.get(target).owner();
        w.humans().setPushSphere(w, mine, true);
        w.humans().update(w, mine, me);
        w.humans().pushAwayHumans(w, mine);
        float[] out = new float[3 * n];
        for (int i = 0; i < n; i++) {
            out[3 * i] = bodies.get(i).pushOut().x();
            out[3 * i + 1] = bodies.get(i).pushOut().y();
            out[3 * i + 2] = bodies.get(i).pushOut().z();
        }
        return new Results().put(PUSH_OUTS, out);
    }

    private static final Param<Float> REACH = f32("reach", "the striker's reach (m, default 1.5)").orAbsent();
    private static final Param<Vec4> HAND_FROM = vec4("handFrom",
            "the hand bone's position for the last pose (body frame)");
    private static final Param<Vec4> HAND_TO = vec4("handTo", "the hand bone's position for this pose");
    private static final Param<float[]> OBJECTS = floats("objects", "object box centres, three floats each")
            .orAbsent();
    private static final Param<int[]> OBJECT_FLAGS = ints("objectFlags", "each object body's flags (default 0x18)")
            .orAbsent();
    private static final Param<int[]> AIRBORNE = ints("airborne", "objects whose owners are airborne").orAbsent();
    private static final Param<float[]> HUMANS = floats("humans", "other humans' positions, three floats each")
            .orAbsent();
    private static final Param<CollisionMesh> MESH = mesh("mesh", "the level (default none)").orAbsent();
    private static final Param<int[]> EXCLUSIONS = ints("exclusions", "the line of sight's excluded materials")
            .orAbsent();
    private static final Param<Integer> WEAPON_TIMER_BEFORE = i32("weaponTimer", "+0xd0 before (default 0)")
            .orAbsent();
    private static final Param<Boolean> CAPSULE = bool("capsule", "the striker's clip hits with the capsule")
            .orAbsent();
    private static final Param<int[]> STRUCK = ints("struck",
            "Strike_Contact calls in order: objects by number, humans by number + objects, -1 the level");
    private static final Param<Vec4> SIGHT_ORIGIN = vec4("sightOrigin", "the last line of sight's origin");
    private static final Param<Vec4> SIGHT_DIRECTION = vec4("sightDirection", "its unit direction");
    private static final Param<Float> SIGHT_LENGTH = f32("sightLength", "its length (m)");
    private static final Param<Integer> SIGHT_OPTIONS = i32("sightOptions", "its options (0x48 an object, 0x8 a human)");
    private static final Param<Integer> WEAPON_TIMER = i32("weaponTimer", "+0xd0 after");

    private Results human_TestStrikes(Args a, QuirkLog log) {
        float[] objects = triples(a, OBJECTS);
        float[] humans = triples(a, HUMANS);
        int no = objects.length / 3;
        int[] flags = a.get(OBJECT_FLAGS, new int[0]);
        if (flags.length != 0 && flags.length != no) {
            throw a.refuse(OBJECT_FLAGS, "needs one value per object");
        }
        int[] airborne = a.get(AIRBORNE, new int[0]);
        PhysicsWorld w = new PhysicsWorld(tables.get(), a.get(MESH, null), log);
        HumanBodies k = (HumanBodies) w.humans();
        k.setLineOfSightExclusions(a.get(EXCLUSIONS, new int[0]));
        ScriptOwner me = HumanBodyFunctions.human("striker", Vec4.ZERO_POINT, 1f, a.get(REACH, 1.5f), 1.6f);
        me.hitsWithCapsule = a.get(CAPSULE, false);
        me.specialBone = 25;
        me.specialPosition = a.get(HAND_FROM);
        HumanBody hb = HumanBodyFunctions.created(w, me);
        List<BodyOwner> numbered = new ArrayList<>();
        for (int i = 0; i < no; i++) {
            numbered.add(object(w, i, objects, flags.length == 0 ? 0x18 : flags[i], listed(airborne, i)));
        }
        for (int i = 0; i < humans.length / 3; i++) {
            ScriptOwner o = HumanBodyFunctions.human("human " + i,
                    Vec4.point(humans[3 * i], humans[3 * i + 1], humans[3 * i + 2]), 1f, 0f, 1.6f);
            HumanBodyFunctions.created(w, o);
            numbered.add(o);
        }
        // The hand on (its first pose: prev = cur), then posed at handTo: it sweeps handFrom to handTo.
        w.humans().setShapeEnabled(w, hb, 25, true);
        w.humans().update(w, hb, me);
        hb.setWeaponTimer(a.get(WEAPON_TIMER_BEFORE, 0));
        me.specialPosition = a.get(HAND_TO);
        w.humans().update(w, hb, me);
        w.humans().testStrikes(w, hb);
        int[] struck = me.strikes.stream().mapToInt(o -> o == null ? -1 : numbered.indexOf(o)).toArray();
        return new Results().put(STRUCK, struck).put(SIGHT_ORIGIN, k.lastSightOrigin().toVec4())
                .put(SIGHT_DIRECTION, k.lastSightDirection().toVec4()).put(SIGHT_LENGTH, k.lastSightLength())
                .put(SIGHT_OPTIONS, k.lastSightOptions()).put(WEAPON_TIMER, hb.weaponTimer());
    }

    /** Object i: a listed 0.5 m box body at objects[3i..] with flags, its owner airborne when asked. */
    private static ScriptOwner object(PhysicsWorld w, int i, float[] objects, int flags, boolean airborne) {
        ScriptOwner o = new ScriptOwner("object " + i);
        o.typeMask = TypeMask.OBJECT;
        o.state = airborne ? OwnerState.AIRBORNE : 0L;
        Body b = new Body();
        BoxShape box = new BoxShape();
        box.setSize(0.5f, 0.5f, 0.5f);
        box.centre().set(objects[3 * i], objects[3 * i + 1], objects[3 * i + 2], 1f);
        b.setFirstShape(box);
        b.setOwner(o);
        b.setTypeMask(TypeMask.OBJECT);
        b.setFlags(flags);
        o.body = b;
        engine.kernels.call.Calls.bodyBounds(w, b, box, new engine.api.math.Float4(), new engine.api.math.Float4());
        w.addBody(b);
        return o;
    }
}
