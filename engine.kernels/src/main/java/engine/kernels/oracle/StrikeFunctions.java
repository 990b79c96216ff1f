package engine.kernels.oracle;

import engine.api.body.Body;
import engine.api.body.BodyFlags;
import engine.api.body.BodyOwner;
import engine.api.body.HumanBody;
import engine.api.body.OwnerState;
import engine.api.body.TypeMask;
import engine.api.kernel.KernelTable;
import engine.api.math.FloatModel;
import engine.api.math.Vec4;
import engine.api.mesh.CollisionMesh;
import engine.api.oracle.FunctionArgumentException;
import engine.api.oracle.Param;
import engine.api.oracle.SpecFunction;
import engine.api.oracle.ValueType;
import engine.api.shape.BoxShape;
import engine.kernels.human.HumanBodies;
import engine.kernels.world.PhysicsWorld;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * Unit 10's push and strike test as the oracle serves them, on a fresh world of the provider's table: the pair
 * sweeps, the overlap entries and the mesh sweeps are the provider's, so until Units 4, 5 and 11 are in a provider's
 * table those entries are empty and meet nothing (the gather, the skips and the line of sight still run).
 */
public final class StrikeFunctions {

    private StrikeFunctions() {
    }

    private static Map<String, Object> result(Object... kv) {
        Map<String, Object> m = new HashMap<>();
        for (int i = 0; i < kv.length; i += 2) {
            m.put((String) kv[i], kv[i + 1]);
        }
        return m;
    }

    private static float[] triples(Map<String, Object> a, String key, String fn) {
        float[] v = (float[]) a.getOrDefault(key, new float[0]);
        if (v.length % 3 != 0) {
            throw new FunctionArgumentException(fn + ": argument '" + key + "' needs three floats each, got "
                    + v.length);
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

    /** The table; tables supplies this provider's kernel table for each call's world. */
    public static List<SpecFunction> table(Supplier<KernelTable> tables) {
        List<SpecFunction> t = new ArrayList<>();
        t.add(new SpecFunction("PhysicsHumanBody_PushAwayHumans", 10,
                "a human at the origin with its push sphere on pushes the other humans it overlaps (the overlap table's"
                        + " sphere-capsule entry): u x 0.25 x w / (w x k) into each one's +0x50, walked last to first",
                List.of(new Param("others", ValueType.FLOAT_LIST, "the other humans' positions, three floats each (m)"),
                        Param.optional("k", ValueType.FLOAT_LIST, "each other's push weight (default 1)"),
                        Param.optional("target", ValueType.INT, "the pusher's target, an other's number (default -1)"),
                        Param.optional("players", ValueType.INT_LIST, "the others that are players"),
                        Param.optional("unpushable", ValueType.INT_LIST, "the others whose bodies have flag 0x200")),
                List.of(new Param("pushOuts", ValueType.FLOAT_LIST, "each other's +0x50 x, y, z after")),
                (a, log) -> {
                    String fn = "PhysicsHumanBody_PushAwayHumans";
                    float[] others = triples(a, "others", fn);
                    int n = others.length / 3;
                    float[] k = (float[]) a.getOrDefault("k", new float[0]);
                    if (k.length != 0 && k.length != n) {
                        throw new FunctionArgumentException(fn + ": argument 'k' needs one value per other ("
                                + n + ")");
                    }
                    int target = (Integer) a.getOrDefault("target", -1);
                    if (target < -1 || target >= n) {
                        throw new FunctionArgumentException(fn + ": argument 'target' = " + target + " is not -1 or an"
                                + " other's number");
                    }
                    int[] players = (int[]) a.getOrDefault("players", new int[0]);
                    int[] unpushable = (int[]) a.getOrDefault("unpushable", new int[0]);
                    PhysicsWorld w = new PhysicsWorld(tables.get(), null, log);
                    ScriptOwner me = HumanBodyFunctions.owner("pusher", Map.of());
                    HumanBody mine = HumanBodyFunctions.created(w, me);
                    List<HumanBody> bodies = new ArrayList<>();
                    for (int i = 0; i < n; i++) {
                        ScriptOwner o = HumanBodyFunctions.owner("other " + i,
                                Map.of("position", Vec4.point(others[3 * i], others[3 * i + 1], others[3 * i + 2])));
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
                    return result("pushOuts", out);
                }));
        t.add(new SpecFunction("Human_TestStrikes", 10,
                "a striker at the origin swings its right hand (bone 25, switched on) from handFrom to handTo: the"
                        + " level, the gather in the broad bound, the skips, the line of sight, the strike sweeps (the"
                        + " provider's pair table), the weapon timer; objects are 0.5 m boxes, humans created human"
                        + " bodies",
                List.of(Param.optional("reach", ValueType.FLOAT, "the striker's reach (m, default 1.5)"),
                        new Param("handFrom", ValueType.VEC4,
                                "the hand bone's position for the last pose (body frame)"),
                        new Param("handTo", ValueType.VEC4, "the hand bone's position for this pose"),
                        Param.optional("objects", ValueType.FLOAT_LIST, "object box centres, three floats each"),
                        Param.optional("objectFlags", ValueType.INT_LIST, "each object body's flags (default 0x18)"),
                        Param.optional("airborne", ValueType.INT_LIST, "objects whose owners are airborne"),
                        Param.optional("humans", ValueType.FLOAT_LIST, "other humans' positions, three floats each"),
                        Param.optional("mesh", ValueType.MESH, "the level (default none)"),
                        Param.optional("exclusions", ValueType.INT_LIST, "the line of sight's excluded materials"),
                        Param.optional("weaponTimer", ValueType.INT, "+0xd0 before (default 0)"),
                        Param.optional("capsule", ValueType.BOOL, "the striker's clip hits with the capsule")),
                List.of(new Param("struck", ValueType.INT_LIST,
                                "Strike_Contact calls in order: objects by number, humans by number + objects, -1 the"
                                        + " level"),
                        new Param("sightOrigin", ValueType.VEC4, "the last line of sight's origin"),
                        new Param("sightDirection", ValueType.VEC4, "its unit direction"),
                        new Param("sightLength", ValueType.FLOAT, "its length (m)"),
                        new Param("sightOptions", ValueType.INT, "its options (0x48 an object, 0x8 a human)"),
                        new Param("weaponTimer", ValueType.INT, "+0xd0 after")),
                (a, log) -> {
                    String fn = "Human_TestStrikes";
                    float[] objects = triples(a, "objects", fn);
                    float[] humans = triples(a, "humans", fn);
                    int no = objects.length / 3;
                    int[] flags = (int[]) a.getOrDefault("objectFlags", new int[0]);
                    if (flags.length != 0 && flags.length != no) {
                        throw new FunctionArgumentException(fn + ": argument 'objectFlags' needs one value per object");
                    }
                    int[] airborne = (int[]) a.getOrDefault("airborne", new int[0]);
                    PhysicsWorld w = new PhysicsWorld(tables.get(), (CollisionMesh) a.get("mesh"), log);
                    ((HumanBodies) w.humans()).setLineOfSightExclusions((int[]) a.getOrDefault("exclusions",
                            new int[0]));
                    ScriptOwner me = HumanBodyFunctions.owner("striker", Map.of("reach",
                            (Float) a.getOrDefault("reach", 1.5f)));
                    me.hitsWithCapsule = (Boolean) a.getOrDefault("capsule", false);
                    me.specialBone = 25;
                    me.specialPosition = (Vec4) a.get("handFrom");
                    HumanBody hb = HumanBodyFunctions.created(w, me);
                    List<BodyOwner> numbered = new ArrayList<>();
                    for (int i = 0; i < no; i++) {
                        ScriptOwner o = new ScriptOwner("object " + i);
                        o.typeMask = TypeMask.OBJECT;
                        o.state = listed(airborne, i) ? OwnerState.AIRBORNE : 0L;
                        Body b = new Body();
                        BoxShape box = new BoxShape();
                        box.setSize(0.5f, 0.5f, 0.5f);
                        box.centre().set(objects[3 * i], objects[3 * i + 1], objects[3 * i + 2], 1f);
                        b.setFirstShape(box);
                        b.setOwner(o);
                        b.setTypeMask(TypeMask.OBJECT);
                        b.setFlags(flags.length == 0 ? 0x18 : flags[i]);
                        o.body = b;
                        engine.kernels.call.Calls.bodyBounds(w, b, box, new engine.api.math.Float4(),
                                new engine.api.math.Float4());
                        w.addBody(b);
                        numbered.add(o);
                    }
                    for (int i = 0; i < humans.length / 3; i++) {
                        ScriptOwner o = HumanBodyFunctions.owner("human " + i, Map.of("position",
                                Vec4.point(humans[3 * i], humans[3 * i + 1], humans[3 * i + 2])));
                        HumanBodyFunctions.created(w, o);
                        numbered.add(o);
                    }
                    // The hand on (its first pose: prev = cur), then posed at handTo: it sweeps handFrom to handTo.
                    w.humans().setShapeEnabled(w, hb, 25, true);
                    w.humans().update(w, hb, me);
                    hb.setWeaponTimer((Integer) a.getOrDefault("weaponTimer", 0));
                    me.specialPosition = (Vec4) a.get("handTo");
                    w.humans().update(w, hb, me);
                    w.humans().testStrikes(w, hb);
                    int[] struck = me.strikes.stream().mapToInt(o -> o == null ? -1 : numbered.indexOf(o)).toArray();
                    HumanBodies k = (HumanBodies) w.humans();
                    return result("struck", struck, "sightOrigin", k.lastSightOrigin().toVec4(),
                            "sightDirection", k.lastSightDirection().toVec4(), "sightLength", k.lastSightLength(),
                            "sightOptions", k.lastSightOptions(), "weaponTimer", hb.weaponTimer());
                }));
        return t;
    }
}
