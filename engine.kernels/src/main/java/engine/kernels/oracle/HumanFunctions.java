package engine.kernels.oracle;

import engine.api.body.HumanBody;
import engine.api.kernel.KernelTable;
import engine.api.math.FloatModel;
import engine.api.math.Vec4;
import engine.api.oracle.FunctionArgumentException;
import engine.api.oracle.Param;
import engine.api.oracle.SpecFunction;
import engine.api.oracle.ValueType;
import engine.api.shape.Shape;
import engine.kernels.ignore.IgnoreSlots;
import engine.kernels.world.PhysicsWorld;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * Unit 10 as the oracle serves it: PhysBody_SetShapeEnabled on a human body created in a fresh world of the
 * provider's table (so a corrected provider answers with its corrections). The body first ignores the given number
 * of owners and gets the given +0xd4, then replays the setup events (pairs (id, on 0 or 1)), then the call.
 */
public final class HumanFunctions {

    private HumanFunctions() {
    }

    /** The table; tables supplies this provider's kernel table for each call's world. */
    public static List<SpecFunction> table(Supplier<KernelTable> tables) {
        List<SpecFunction> t = new ArrayList<>();
        t.add(new SpecFunction("PhysBody_SetShapeEnabled", 10,
                "empties the struck list, then switches bone id's strike bit and its first bone shape; id < 0 with on"
                        + " false switches every bone shape off",
                List.of(Param.optional("ignores", ValueType.INT, "how many owners the body ignores first (0..64)"),
                        Param.optional("level", ValueType.INT, "the body's +0xd4 before (default 0)"),
                        Param.optional("setup", ValueType.INT_LIST, "events (id, on 0 or 1) replayed first"),
                        new Param("id", ValueType.INT, "the bone id (-128..127; negative: every bone)"),
                        new Param("on", ValueType.BOOL, "on or off")),
                List.of(new Param("strikeBits", ValueType.LONG, "+0xc0 after (a corrected provider may set the high"
                                + " word)"),
                        new Param("boneIds", ValueType.INT_LIST, "the bone shapes' bones in chain order"),
                        new Param("boneFlags", ValueType.INT_LIST, "the bone shapes' flags in chain order"),
                        new Param("ignoring", ValueType.INT, "slots in the body's ignore chain after"),
                        new Param("ignoreLevel", ValueType.INT, "+0xd4 after")),
                (a, log) -> {
                    String fn = "PhysBody_SetShapeEnabled";
                    int ignores = (Integer) a.getOrDefault("ignores", 0);
                    if (ignores < 0 || ignores > 64) {
                        throw new FunctionArgumentException(fn + ": argument 'ignores' = " + ignores + " not in 0..64");
                    }
                    int[] setup = (int[]) a.getOrDefault("setup", new int[0]);
                    if (setup.length % 2 != 0) {
                        throw new FunctionArgumentException(fn + ": argument 'setup' needs pairs (id, on)");
                    }
                    for (int i = 0; i < setup.length; i += 2) {
                        bone(fn, "setup", setup[i]);
                        if (setup[i + 1] != 0 && setup[i + 1] != 1) {
                            throw new FunctionArgumentException(fn + ": argument 'setup' event " + (i / 2)
                                    + " has on = " + setup[i + 1] + ", not 0 or 1");
                        }
                    }
                    int id = bone(fn, "id", (Integer) a.get("id"));
                    PhysicsWorld w = new PhysicsWorld(tables.get(), null, log);
                    HumanBody hb = w.bodyPools().createHumanBody(w, human());
                    for (int i = 0; i < ignores; i++) {
                        w.ignoreList().ignore(w, hb, new ScriptOwner(i));
                    }
                    hb.setIgnoreLevel((Integer) a.getOrDefault("level", 0));
                    for (int i = 0; i < setup.length; i += 2) {
                        w.humans().setShapeEnabled(w, hb, setup[i], setup[i + 1] == 1);
                    }
                    w.humans().setShapeEnabled(w, hb, id, (Boolean) a.get("on"));
                    return state(w, hb);
                }));
        return t;
    }

    private static int bone(String fn, String arg, int id) {
        if (id < Byte.MIN_VALUE || id > Byte.MAX_VALUE) {
            throw new FunctionArgumentException(fn + ": argument '" + arg + "' bone " + id + " not in -128..127");
        }
        return id;
    }

    /** A standing human of scale 1: every bone at 1.8 m above the origin. */
    private static ScriptOwner human() {
        ScriptOwner o = new ScriptOwner("human");
        o.typeMask = 0x40;
        o.hasBone = true;
        o.bonePosition = Vec4.point(0f, 0f, 1.8f);
        return o;
    }

    private static Map<String, Object> state(PhysicsWorld w, HumanBody hb) {
        Map<String, Object> r = new HashMap<>();
        r.put("strikeBits", hb.strikeBits());
        List<Integer> ids = new ArrayList<>();
        List<Integer> flags = new ArrayList<>();
        for (Shape s = hb.boneChain(); s != null; s = s.next()) {
            ids.add(s.bone());
            flags.add(s.flags());
        }
        r.put("boneIds", ids.stream().mapToInt(Integer::intValue).toArray());
        r.put("boneFlags", flags.stream().mapToInt(Integer::intValue).toArray());
        IgnoreSlots slots = (IgnoreSlots) w.ignoreList();
        int n = 0;
        for (int s = hb.ignoreHead(); s != IgnoreSlots.NONE; s = slots.slotNext(s)) {
            n++;
        }
        r.put("ignoring", n);
        r.put("ignoreLevel", hb.ignoreLevel());
        return r;
    }
}
