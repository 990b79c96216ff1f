package engine.kernels.oracle;

import static engine.api.oracle.Param.bool;
import static engine.api.oracle.Param.f32;
import static engine.api.oracle.Param.floats;
import static engine.api.oracle.Param.i32;
import static engine.api.oracle.Param.ints;
import static engine.api.oracle.Param.mesh;
import static engine.api.oracle.Param.quat;
import static engine.api.oracle.Param.vec4;

import engine.api.body.Body;
import engine.api.body.BodyFlags;
import engine.api.body.BodyOwner;
import engine.api.body.HumanBody;
import engine.api.body.OwnerState;
import engine.api.body.TypeMask;
import engine.api.kernel.KernelTable;
import engine.api.math.Quat;
import engine.api.math.Vec4;
import engine.api.mesh.CollisionMesh;
import engine.api.oracle.Args;
import engine.api.oracle.Param;
import engine.api.oracle.Results;
import engine.api.oracle.SpecFunction;
import engine.api.quirk.QuirkLog;
import engine.api.shape.BoxShape;
import engine.api.shape.SphereShape;
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
                        "a human (by default at the origin, its push sphere on) pushes the other humans it overlaps"
                                + " (the overlap table's sphere-capsule entry): u x 0.25 x w / (w x k) into each one's"
                                + " +0x50, walked last to first",
                        List.of(OTHERS, K, WEIGHTS, SCALES, PUSH_OUTS_BEFORE, TARGET, PLAYERS, UNPUSHABLE,
                                PUSHER_POSITION, PUSHER_WEIGHT, PUSH_SPHERE, PLAYER_NUMBERS),
                        List.of(PUSH_OUTS),
                        f::physicsHumanBody_PushAwayHumans),
                SpecFunction.of("Human_TestStrikes", 10,
                        "a striker (by default at the origin, right hand bone 25 on) swings its strike bones from"
                                + " their last pose to this one: the level, the gather in the broad bound, the skips,"
                                + " the line of sight, the weapon spheres and strike sweeps (the provider's pair"
                                + " table), the weapon timer; objects are box bodies, humans created human bodies",
                        List.of(REACH, HAND_FROM, HAND_TO, OBJECTS, OBJECT_FLAGS, AIRBORNE, HUMANS, MESH, EXCLUSIONS,
                                WEAPON_TIMER_BEFORE, CAPSULE, STRIKER_POSITION, STRIKER_ROTATION, STRIKER_SCALE,
                                STRIKER_HEAD, STRIKER_GROUP, STRIKE_BONES, MORE_FROM, MORE_TO, OBJECT_SIZES,
                                OBJECT_TYPE_MASKS, OBJECT_GROUPS, OWNERLESS, HUMAN_FLAGS, HUMAN_GROUPS, IGNORING,
                                GRAB_PARTNER, UNSTRIKABLE, HELD, WEAPONS, HANDLER_ANSWER, STRIKER_BONES,
                                HUMAN_BONES),
                        List.of(STRUCK, WEAPON_HITS, SIGHT_ORIGIN, SIGHT_DIRECTION, SIGHT_LENGTH, SIGHT_OPTIONS,
                                WEAPON_TIMER),
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
    private static final Param<float[]> K = floats("k", "each other's push weight, attribute 7 (default 1)")
            .orAbsent();
    private static final Param<float[]> WEIGHTS = floats("weights", "each other's weight, attribute 1 (default 82)")
            .orAbsent();
    private static final Param<float[]> SCALES = floats("scales",
            "each other's stored scale +0x65c, so its capsule radius 0.35 x scale (default 1)").orAbsent();
    private static final Param<float[]> PUSH_OUTS_BEFORE = floats("pushOuts",
            "each other's +0x50 x, y, z before (m, default 0)").orAbsent();
    private static final Param<Integer> TARGET = i32("target", "the pusher's target, an other's number (default -1)")
            .orAbsent();
    private static final Param<int[]> PLAYERS = ints("players", "the others that are players").orAbsent();
    private static final Param<int[]> PLAYER_NUMBERS = ints("playerNumbers",
            "each other's player byte +0x1b0 (signed, -128..127; -1 an AI; default 0 for those in players, else -1)")
            .orAbsent();
    private static final Param<int[]> UNPUSHABLE = ints("unpushable", "the others whose bodies have flag 0x200")
            .orAbsent();
    private static final Param<Vec4> PUSHER_POSITION = vec4("position", "the pusher's position (m, default the origin)")
            .orAbsent();
    private static final Param<Float> PUSHER_WEIGHT = f32("weight", "the pusher's attribute 1, w (default 82)")
            .orAbsent();
    private static final Param<Boolean> PUSH_SPHERE = bool("pushSphere",
            "the pusher holds its push sphere +0x84 (default true; false: no push at all)").orAbsent();
    private static final Param<float[]> PUSH_OUTS = floats("pushOuts", "each other's +0x50 x, y, z after");

    private Results physicsHumanBody_PushAwayHumans(Args a, QuirkLog log) {
        float[] others = triples(a, OTHERS);
        int n = others.length / 3;
        float[] k = PerItem.floats(a, K, n, 1, 1f, "other");
        float[] weights = PerItem.floats(a, WEIGHTS, n, 1, 82f, "other");
        float[] scales = PerItem.floats(a, SCALES, n, 1, 1f, "other");
        float[] before = PerItem.floats(a, PUSH_OUTS_BEFORE, n, 3, 0f, "other");
        int target = a.get(TARGET, -1);
        if (target < -1 || target >= n) {
            throw a.refuse(TARGET, "= " + target + " is not -1 or an other's number");
        }
        int[] players = a.get(PLAYERS, new int[0]);
        int[] unpushable = a.get(UNPUSHABLE, new int[0]);
        int[] numbers = PerItem.ints(a, PLAYER_NUMBERS, n, -1, "other");
        for (int v : numbers) {
            if (v < Byte.MIN_VALUE || v > Byte.MAX_VALUE) {
                throw a.refuse(PLAYER_NUMBERS, "has " + v + ", not a signed byte -128..127");
            }
        }
        PhysicsWorld w = new PhysicsWorld(tables.get(), null, log);
        ScriptOwner me = HumanBodyFunctions.human("pusher", a.get(PUSHER_POSITION, Vec4.ZERO_POINT), 1f, 0f, 1.6f);
        me.attributes[1] = a.get(PUSHER_WEIGHT, 82f);
        HumanBody mine = HumanBodyFunctions.created(w, me);
        List<HumanBody> bodies = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            ScriptOwner o = HumanBodyFunctions.human("other " + i,
                    Vec4.point(others[3 * i], others[3 * i + 1], others[3 * i + 2]), scales[i], 0f, 1.6f);
            o.attributes[1] = weights[i];
            o.attributes[7] = k[i];
            o.playerNumber = a.has(PLAYER_NUMBERS) ? numbers[i] : listed(players, i) ? 0 : -1;
            HumanBody hb = HumanBodyFunctions.created(w, o);
            if (listed(unpushable, i)) {
                hb.setFlags(hb.flags() | BodyFlags.UNPUSHABLE);
            }
            hb.pushOut().set(before[3 * i], before[3 * i + 1], before[3 * i + 2], 1f);
            bodies.add(hb);
        }
        me.target = target < 0 ? null : bodies.get(target).owner();
        if (a.get(PUSH_SPHERE, true)) {
            w.humans().setPushSphere(w, mine, true);
        }
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
    private static final Param<Vec4> STRIKER_POSITION = vec4("position",
            "the striker's position +0xa0 (m, default the origin)").orAbsent();
    private static final Param<Quat> STRIKER_ROTATION = quat("rotation",
            "the striker's rotation +0xa0 (unit quaternion, default identity)").orAbsent();
    private static final Param<Float> STRIKER_SCALE = f32("scale", "the striker's stored scale +0x65c (default 1)")
            .orAbsent();
    private static final Param<Float> STRIKER_HEAD = f32("head",
            "the z every other bone answers at in the body frame (m, default 1.6)").orAbsent();
    private static final Param<Integer> STRIKER_GROUP = i32("group", "the striker body's group +0x3c (default 0)")
            .orAbsent();
    private static final Param<int[]> STRIKE_BONES = ints("bones",
            "the strike bones switched on, in order (0..127, default [25], the right hand)").range(0, 127).orAbsent();
    private static final Param<Vec4> HAND_FROM = vec4("handFrom",
            "the first strike bone's position for the last pose (body frame, m)");
    private static final Param<Vec4> HAND_TO = vec4("handTo", "the first strike bone's position for this pose");
    private static final Param<float[]> MORE_FROM = floats("moreFrom",
            "the further strike bones' last-pose positions, three floats each (body frame, m)").orAbsent();
    private static final Param<float[]> MORE_TO = floats("moreTo",
            "the further strike bones' positions for this pose, three floats each").orAbsent();
    private static final Param<float[]> OBJECTS = floats("objects", "object box centres, three floats each")
            .orAbsent();
    private static final Param<float[]> OBJECT_SIZES = floats("objectSizes",
            "each object box's full sizes x, y, z (m, default 0.5 each)").orAbsent();
    private static final Param<int[]> OBJECT_FLAGS = ints("objectFlags", "each object body's flags (default 0x18)")
            .orAbsent();
    private static final Param<int[]> OBJECT_TYPE_MASKS = ints("objectTypeMasks",
            "each object body's and owner's type mask (default 0x8)").orAbsent();
    private static final Param<int[]> OBJECT_GROUPS = ints("objectGroups", "each object body's group (default 0)")
            .orAbsent();
    private static final Param<int[]> OWNERLESS = ints("ownerless", "objects whose bodies have no owner (default none)")
            .orAbsent();
    private static final Param<int[]> AIRBORNE = ints("airborne", "objects whose owners are airborne").orAbsent();
    private static final Param<float[]> HUMANS = floats("humans", "other humans' positions, three floats each")
            .orAbsent();
    private static final Param<int[]> HUMAN_FLAGS = ints("humanFlags",
            "each other human body's flags (default as created, 0x8000043f)").orAbsent();
    private static final Param<int[]> HUMAN_GROUPS = ints("humanGroups", "each other human body's group (default 0)")
            .orAbsent();
    private static final Param<int[]> IGNORING = ints("ignoring",
            "candidates (struck numbering) on the striker's ignore list before: struck already (default none)")
            .orAbsent();
    private static final Param<Integer> GRAB_PARTNER = i32("grabPartner",
            "the striker's grab partner (struck numbering; IsIgnoring answers yes), default -1 none").orAbsent();
    private static final Param<int[]> UNSTRIKABLE = ints("unstrikable",
            "candidates the striker's +0x108 answer refuses: no strike shapes tried (default none)").orAbsent();
    private static final Param<Vec4> HELD = vec4("heldObject",
            "the striker holds an object at this position (m): the weapon handler; default none").orAbsent();
    private static final Param<float[]> WEAPONS = floats("weapons",
            "weapon spheres on +0xc4, seven floats each: offset for the last pose x, y, z, for this pose x, y, z"
                    + " (the handler's frame, m), radius (m)").orAbsent();
    private static final Param<float[]> STRIKER_BONES = floats("boneTransforms",
            "the striker's bones given their own transform, eight floats each: bone, x, y, z, qx, qy, qz, qw (a strike"
                    + " bone keeps its from/to position and takes the rotation; default (0, 0, head), identity)")
            .orAbsent();
    private static final Param<float[]> HUMAN_BONES = floats("humanBoneTransforms",
            "other humans' bones given their own transform, nine floats each: human number, then as boneTransforms"
                    + " (default (0, 0, 1.6), identity)").orAbsent();
    private static final Param<Integer> HANDLER_ANSWER = i32("handlerAnswer",
            "the weapon handler's answer to each contact (5: a non-human's next shape; default 0)").orAbsent();
    private static final Param<CollisionMesh> MESH = mesh("mesh", "the level (default none)").orAbsent();
    private static final Param<int[]> EXCLUSIONS = ints("exclusions", "the line of sight's excluded materials")
            .orAbsent();
    private static final Param<Integer> WEAPON_TIMER_BEFORE = i32("weaponTimer", "+0xd0 before (default 0)")
            .orAbsent();
    private static final Param<Boolean> CAPSULE = bool("capsule", "the striker's clip hits with the capsule")
            .orAbsent();
    private static final Param<int[]> STRUCK = ints("struck",
            "Strike_Contact calls in order: objects by number, humans by number + objects, -1 the level");
    private static final Param<int[]> WEAPON_HITS = ints("weaponHits",
            "the weapon handler's contacts in order, numbered as struck (-1 the level)");
    private static final Param<Vec4> SIGHT_ORIGIN = vec4("sightOrigin", "the last line of sight's origin");
    private static final Param<Vec4> SIGHT_DIRECTION = vec4("sightDirection", "its unit direction");
    private static final Param<Float> SIGHT_LENGTH = f32("sightLength", "its length (m)");
    private static final Param<Integer> SIGHT_OPTIONS = i32("sightOptions", "its options (0x48 an object, 0x8 a human)");
    private static final Param<Integer> WEAPON_TIMER = i32("weaponTimer", "+0xd0 after");

    private Results human_TestStrikes(Args a, QuirkLog log) {
        float[] objects = triples(a, OBJECTS);
        float[] humans = triples(a, HUMANS);
        int no = objects.length / 3;
        int nh = humans.length / 3;
        int[] flags = a.get(OBJECT_FLAGS, new int[0]);
        if (flags.length != 0 && flags.length != no) {
            throw a.refuse(OBJECT_FLAGS, "needs one value per object");
        }
        float[] sizes = PerItem.floats(a, OBJECT_SIZES, no, 3, 0.5f, "object");
        int[] typeMasks = PerItem.ints(a, OBJECT_TYPE_MASKS, no, TypeMask.OBJECT, "object");
        int[] groups = PerItem.ints(a, OBJECT_GROUPS, no, 0, "object");
        int[] humanGroups = PerItem.ints(a, HUMAN_GROUPS, nh, 0, "human");
        int[] airborne = a.get(AIRBORNE, new int[0]);
        int[] ownerless = a.get(OWNERLESS, new int[0]);
        int[] bones = a.get(STRIKE_BONES, new int[] {25});
        if (bones.length == 0) {
            throw a.refuse(STRIKE_BONES, "needs at least one bone");
        }
        for (int b : bones) {
            if (b < 0 || b > Byte.MAX_VALUE) {
                throw a.refuse(STRIKE_BONES, "bone " + b + " not in 0..127");
            }
        }
        float[] moreFrom = PerItem.floats(a, MORE_FROM, bones.length - 1, 3, 0f, "extra bone");
        float[] moreTo = PerItem.floats(a, MORE_TO, bones.length - 1, 3, 0f, "extra bone");
        if (bones.length > 1 && (!a.has(MORE_FROM) || !a.has(MORE_TO))) {
            throw a.refuse(MORE_FROM, "and 'moreTo' are needed for the bones after the first");
        }
        float[] weapons = a.get(WEAPONS, new float[0]);
        if (weapons.length % 7 != 0) {
            throw a.refuse(WEAPONS, "needs seven floats each, got " + weapons.length);
        }
        PhysicsWorld w = new PhysicsWorld(tables.get(), a.get(MESH, null), log);
        HumanBodies k = (HumanBodies) w.humans();
        k.setLineOfSightExclusions(a.get(EXCLUSIONS, new int[0]));
        ScriptOwner me = HumanBodyFunctions.human("striker", a.get(STRIKER_POSITION, Vec4.ZERO_POINT),
                a.get(STRIKER_SCALE, 1f), a.get(REACH, 1.5f), a.get(STRIKER_HEAD, 1.6f));
        me.rotation = a.get(STRIKER_ROTATION, Quat.IDENTITY);
        me.hitsWithCapsule = a.get(CAPSULE, false);
        me.specialBone = bones[0];
        me.specialPosition = a.get(HAND_FROM);
        me.moreBones = java.util.Arrays.copyOfRange(bones, 1, bones.length);
        me.morePositions = points(moreFrom);
        HumanBodyFunctions.poseBones(a, STRIKER_BONES, a.get(STRIKER_BONES, new float[0]), me);
        int answer = a.get(HANDLER_ANSWER, 0);
        me.defaultAnswer = answer;
        if (a.has(HELD)) {
            me.held = HumanBodyFunctions.heldObject(a.get(HELD));
            ((ScriptOwner) me.held).defaultAnswer = answer;
        }
        HumanBody hb = HumanBodyFunctions.created(w, me);
        hb.setGroup(a.get(STRIKER_GROUP, 0) & 0xffff);
        List<ScriptOwner> numbered = new ArrayList<>();
        for (int i = 0; i < no; i++) {
            numbered.add(object(w, i, objects, sizes, flags.length == 0 ? 0x18 : flags[i], typeMasks[i], groups[i],
                    listed(airborne, i), listed(ownerless, i)));
        }
        int[] humanFlags = PerItem.ints(a, HUMAN_FLAGS, nh, 0, "human");
        for (int i = 0; i < nh; i++) {
            ScriptOwner o = HumanBodyFunctions.human("human " + i,
                    Vec4.point(humans[3 * i], humans[3 * i + 1], humans[3 * i + 2]), 1f, 0f, 1.6f);
            HumanBodyFunctions.poseBones(a, HUMAN_BONES, humanBones(a, nh, i), o);
            HumanBody other = HumanBodyFunctions.created(w, o);
            if (a.has(HUMAN_FLAGS)) {
                other.setFlags(humanFlags[i]);
            }
            other.setGroup(humanGroups[i] & 0xffff);
            numbered.add(o);
        }
        int partner = a.get(GRAB_PARTNER, -1);
        if (partner < -1 || partner >= numbered.size()) {
            throw a.refuse(GRAB_PARTNER, "= " + partner + " is not -1 or a candidate's number");
        }
        me.grabPartner = partner < 0 ? null : numbered.get(partner);
        for (int i : a.get(UNSTRIKABLE, new int[0])) {
            me.unstrikable.add(candidate(a, UNSTRIKABLE, numbered, i));
        }
        // The weapon spheres: enabled, on +0xc4, at their last-pose offsets (posed while the timer runs).
        List<SphereShape> weaponSpheres = new ArrayList<>();
        for (int i = 0; i < weapons.length; i += 7) {
            SphereShape s = new SphereShape();
            s.localOffset().set(weapons[i], weapons[i + 1], weapons[i + 2], 1f);
            s.setRadius(weapons[i + 6]);
            w.poses().enable(w, s, true);
            w.humans().addStrikeSphere(w, hb, s);
            weaponSpheres.add(s);
        }
        // The strike bones on (their first pose: prev = cur), then posed at their "to": each sweeps from to to.
        for (int b : bones) {
            w.humans().setShapeEnabled(w, hb, b, true);
        }
        // Switching empties the ignore list, so the ones struck already are put on it after.
        for (int i : a.get(IGNORING, new int[0])) {
            w.ignoreList().ignore(w, hb, candidate(a, IGNORING, numbered, i));
        }
        if (!weaponSpheres.isEmpty()) {
            hb.setWeaponTimer(a.get(WEAPON_TIMER_BEFORE, 0));
        }
        w.humans().update(w, hb, me);
        hb.setWeaponTimer(a.get(WEAPON_TIMER_BEFORE, 0));
        me.specialPosition = a.get(HAND_TO);
        me.morePositions = points(moreTo);
        for (int i = 0; i < weaponSpheres.size(); i++) {
            weaponSpheres.get(i).localOffset().set(weapons[7 * i + 3], weapons[7 * i + 4], weapons[7 * i + 5], 1f);
        }
        w.humans().update(w, hb, me);
        w.humans().testStrikes(w, hb);
        ScriptOwner handler = me.held != null ? (ScriptOwner) me.held : me;
        return new Results().put(STRUCK, numbers(me.strikes, numbered))
                .put(WEAPON_HITS, numbers(handler.contacted, numbered))
                .put(SIGHT_ORIGIN, k.lastSightOrigin().toVec4())
                .put(SIGHT_DIRECTION, k.lastSightDirection().toVec4()).put(SIGHT_LENGTH, k.lastSightLength())
                .put(SIGHT_OPTIONS, k.lastSightOptions()).put(WEAPON_TIMER, hb.weaponTimer());
    }

    /** The boneTransforms records of other human i out of humanBoneTransforms (nine floats each); errors name it. */
    private static float[] humanBones(Args a, int nh, int i) {
        float[] v = a.get(HUMAN_BONES, new float[0]);
        if (v.length % 9 != 0) {
            throw a.refuse(HUMAN_BONES, "needs nine floats per bone (human, bone, x, y, z, qx, qy, qz, qw), got "
                    + v.length);
        }
        float[] out = new float[8 * (v.length / 9)];
        int n = 0;
        for (int r = 0; r < v.length; r += 9) {
            if (v[r] != (int) v[r] || v[r] < 0 || v[r] >= nh) {
                throw a.refuse(HUMAN_BONES, "names human " + v[r] + ", not a number 0.." + (nh - 1));
            }
            if ((int) v[r] == i) {
                System.arraycopy(v, r + 1, out, 8 * n++, 8);
            }
        }
        return java.util.Arrays.copyOf(out, 8 * n);
    }

    private static int[] numbers(List<BodyOwner> owners, List<ScriptOwner> numbered) {
        return owners.stream().mapToInt(o -> o == null ? -1 : numbered.indexOf(o)).toArray();
    }

    private static ScriptOwner candidate(Args a, Param<?> p, List<ScriptOwner> numbered, int i) {
        if (i < 0 || i >= numbered.size()) {
            throw a.refuse(p, "names " + i + ", not a candidate number 0.." + (numbered.size() - 1));
        }
        return numbered.get(i);
    }

    private static Vec4[] points(float[] v) {
        Vec4[] out = new Vec4[v.length / 3];
        for (int i = 0; i < out.length; i++) {
            out[i] = Vec4.point(v[3 * i], v[3 * i + 1], v[3 * i + 2]);
        }
        return out;
    }

    /** Object i: a listed box body at objects[3i..] of sizes[3i..] with flags, type mask and group. */
    private static ScriptOwner object(PhysicsWorld w, int i, float[] objects, float[] sizes, int flags, int typeMask,
                                      int group, boolean airborne, boolean ownerless) {
        ScriptOwner o = new ScriptOwner("object " + i);
        o.typeMask = typeMask;
        o.state = airborne ? OwnerState.AIRBORNE : 0L;
        Body b = new Body();
        BoxShape box = new BoxShape();
        box.setSize(sizes[3 * i], sizes[3 * i + 1], sizes[3 * i + 2]);
        box.centre().set(objects[3 * i], objects[3 * i + 1], objects[3 * i + 2], 1f);
        b.setFirstShape(box);
        b.setOwner(ownerless ? null : o);
        b.setTypeMask(typeMask);
        b.setFlags(flags);
        b.setGroup(group & 0xffff);
        o.body = b;
        engine.kernels.call.Calls.bodyBounds(w, b, box, new engine.api.math.Float4(), new engine.api.math.Float4());
        w.addBody(b);
        return o;
    }
}
