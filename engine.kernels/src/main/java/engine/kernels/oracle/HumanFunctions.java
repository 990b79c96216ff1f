package engine.kernels.oracle;

import static engine.api.oracle.Param.bool;
import static engine.api.oracle.Param.i32;
import static engine.api.oracle.Param.i64;
import static engine.api.oracle.Param.ints;

import engine.api.body.HumanBody;
import engine.api.kernel.KernelTable;
import engine.api.math.Vec4;
import engine.api.oracle.Args;
import engine.api.oracle.Param;
import engine.api.oracle.Results;
import engine.api.oracle.SpecFunction;
import engine.api.quirk.QuirkLog;
import engine.api.shape.Shape;
import engine.kernels.ignore.IgnoreSlots;
import engine.kernels.world.PhysicsWorld;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/**
 * Unit 10 as the oracle serves it: PhysBody_SetShapeEnabled on a human body created in a fresh world of the
 * provider's table (so a corrected provider answers with its corrections). The body first ignores the given number
 * of owners and gets the given +0xd4, then replays the setup events (pairs (id, on 0 or 1)), then the call.
 */
public final class HumanFunctions {
    private static final Param<Integer> IGNORES = i32("ignores", "how many owners the body ignores first (0..64)")
            .orAbsent();
    private static final Param<Integer> LEVEL = i32("level", "the body's +0xd4 before (default 0)").orAbsent();
    private static final Param<Long> STRIKE_BITS_BEFORE = i64("strikeBits",
            "+0xc0 before the setup, set directly so bits and shapes may disagree (default 0)").orAbsent();
    private static final Param<int[]> SETUP = ints("setup", "events (id, on 0 or 1) replayed first").orAbsent();
    private static final Param<Integer> ID = i32("id", "the bone id (-128..127; negative: every bone)");
    private static final Param<Boolean> ON = bool("on", "on or off");
    private static final Param<Long> STRIKE_BITS = i64("strikeBits",
            "+0xc0 after (a corrected provider may set the high word)");
    private static final Param<int[]> BONE_IDS = ints("boneIds", "the bone shapes' bones in chain order");
    private static final Param<int[]> BONE_FLAGS = ints("boneFlags", "the bone shapes' flags in chain order");
    private static final Param<Integer> IGNORING = i32("ignoring", "slots in the body's ignore chain after");
    private static final Param<Integer> IGNORE_LEVEL = i32("ignoreLevel", "+0xd4 after");
    private final Supplier<KernelTable> tables;

    private HumanFunctions(Supplier<KernelTable> tables) {
        this.tables = tables;
    }

    /** The table; tables supplies this provider's kernel table for each call's world. */
    public static List<SpecFunction> table(Supplier<KernelTable> tables) {
        return List.of(SpecFunction.of("PhysBody_SetShapeEnabled", 10,
                "empties the struck list, then switches bone id's strike bit and its first bone shape; id < 0 with on"
                        + " false switches every bone shape off",
                List.of(IGNORES, LEVEL, STRIKE_BITS_BEFORE, SETUP, ID, ON),
                List.of(STRIKE_BITS, BONE_IDS, BONE_FLAGS, IGNORING,
                        IGNORE_LEVEL),
                new HumanFunctions(tables)::physBody_SetShapeEnabled));
    }

    private Results physBody_SetShapeEnabled(Args a, QuirkLog log) {
        int ignores = a.get(IGNORES, 0);
        if (ignores < 0 || ignores > 64) {
            throw a.refuse(IGNORES, "= " + ignores + " not in 0..64");
        }
        int[] setup = a.get(SETUP, new int[0]);
        if (setup.length % 2 != 0) {
            throw a.refuse(SETUP, "needs pairs (id, on)");
        }
        for (int i = 0; i < setup.length; i += 2) {
            bone(a, SETUP, setup[i]);
            if (setup[i + 1] != 0 && setup[i + 1] != 1) {
                throw a.refuse(SETUP, "event " + (i / 2) + " has on = " + setup[i + 1] + ", not 0 or 1");
            }
        }
        int id = bone(a, ID, a.get(ID));
        PhysicsWorld w = new PhysicsWorld(tables.get(), null, log);
        HumanBody hb = w.bodyPools().createHumanBody(w, human());
        for (int i = 0; i < ignores; i++) {
            w.ignoreList().ignore(w, hb, new ScriptOwner(i));
        }
        hb.setIgnoreLevel(a.get(LEVEL, 0));
        hb.setStrikeBits(a.get(STRIKE_BITS_BEFORE, 0L));
        for (int i = 0; i < setup.length; i += 2) {
            w.humans().setShapeEnabled(w, hb, setup[i], setup[i + 1] == 1);
        }
        w.humans().setShapeEnabled(w, hb, id, a.get(ON));
        return state(w, hb);
    }

    private static Results state(PhysicsWorld w, HumanBody hb) {
        List<Integer> ids = new ArrayList<>();
        List<Integer> flags = new ArrayList<>();
        for (Shape s = hb.boneChain(); s != null; s = s.next()) {
            ids.add(s.bone());
            flags.add(s.flags());
        }
        IgnoreSlots slots = (IgnoreSlots) w.ignoreList();
        int n = 0;
        for (int s = hb.ignoreHead(); s != IgnoreSlots.NONE; s = slots.slotNext(s)) {
            n++;
        }
        return new Results().put(STRIKE_BITS, hb.strikeBits())
                .put(BONE_IDS, ids.stream().mapToInt(Integer::intValue).toArray())
                .put(BONE_FLAGS, flags.stream().mapToInt(Integer::intValue).toArray()).put(IGNORING, n)
                .put(IGNORE_LEVEL, hb.ignoreLevel());
    }

    private static int bone(Args a, Param<?> arg, int id) {
        if (id < Byte.MIN_VALUE || id > Byte.MAX_VALUE) {
            throw a.refuse(arg, "bone " + id + " not in -128..127");
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
}
