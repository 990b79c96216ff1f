package engine.kernels.oracle.session;

import static engine.api.oracle.Param.bool;
import static engine.api.oracle.Param.i32;
import static engine.api.oracle.Param.ints;

import engine.api.body.Body;
import engine.api.body.HumanBody;
import engine.api.oracle.Args;
import engine.api.oracle.Param;
import engine.api.oracle.Results;
import engine.api.oracle.SpecFunction;
import engine.api.quirk.QuirkLog;
import engine.kernels.ignore.IgnoreSlots;
import java.util.ArrayList;
import java.util.List;

/**
 * Unit 8 in its session form: a body's IsIgnoring, Ignore and StopIgnoring (the body's or the human body's, as its
 * prefix says), IPhysics_ForgetIgnoredOwner and IPhysics_FindFreeIgnoreSlot on the world's own ignore slots; owners
 * are named by the handle of the body they own (−1 the null owner).
 */
final class IgnoreForms {
    private static final Param<Integer> BODY = BodyForms.BODY;
    private static final Param<Integer> OWNER = i32("owner", "the owner's body handle, -1 for null");
    private static final Param<Integer> SLOT = i32("slot", "the slot stopped, -1 for every slot");
    private static final Param<Boolean> IGNORING = bool("ignoring", "the answer");
    private static final Param<int[]> CHAIN = ints("ignored",
            "the body's ignore chain after, head first: each slot's owner (body handle, -1 null)");
    private static final Param<int[]> SLOTS = ints("slots", "the body's ignore chain after, head first: slot numbers");
    private static final Param<Integer> FREE_SLOT = i32("slot", "the lowest free slot, -1 when none");
    private final SessionWorld w;

    private IgnoreForms(SessionWorld w) {
        this.w = w;
    }

    static List<SpecFunction> table(SessionWorld w) {
        IgnoreForms f = new IgnoreForms(w);
        List<SpecFunction> t = new ArrayList<>();
        for (boolean human : new boolean[] {false, true}) {
            String prefix = human ? "PhysicsHumanBody_" : "PhysicsBody_";
            t.add(SpecFunction.of(prefix + "IsIgnoring", 8, "whether the body ignores the owner",
                    List.of(BODY, OWNER), List.of(IGNORING), (a, log) -> f.isIgnoring(human, a)));
            t.add(SpecFunction.of(prefix + "Ignore", 8, "the body ignores the owner from now on",
                    List.of(BODY, OWNER), List.of(CHAIN, SLOTS), (a, log) -> f.ignore(human, a)));
            t.add(SpecFunction.of(prefix + "StopIgnoring", 8, "frees a slot of the body's chain, or every slot",
                    List.of(BODY, SLOT), List.of(CHAIN, SLOTS), (a, log) -> f.stop(human, a)));
        }
        t.add(SpecFunction.of("IPhysics_ForgetIgnoredOwner", 8, "every slot naming the body's owner stopped",
                List.of(BODY), List.of(), f::forget));
        t.add(SpecFunction.of("IPhysics_FindFreeIgnoreSlot", 8, "the lowest free ignore slot", List.of(),
                List.of(FREE_SLOT), f::findFree));
        return t;
    }

    private Body asking(boolean human, Args a) {
        Body b = w.body(a, BODY);
        if (human != b instanceof HumanBody) {
            throw a.refuse(BODY, "= " + a.get(BODY) + (human ? " is not a human body (use PhysicsBody_)"
                    : " is a human body (use PhysicsHumanBody_)"));
        }
        return b;
    }

    private Results isIgnoring(boolean human, Args a) {
        Body b = asking(human, a);
        return new Results().put(IGNORING, w.world.ignoreList().isIgnoring(w.world, b, w.owner(a, OWNER)));
    }

    private Results ignore(boolean human, Args a) {
        Body b = asking(human, a);
        w.world.ignoreList().ignore(w.world, b, w.owner(a, OWNER));
        return chain(b);
    }

    private Results stop(boolean human, Args a) {
        Body b = asking(human, a);
        int slot = a.get(SLOT);
        int slots = w.world.ignoreList() instanceof IgnoreSlots k ? k.capacity() : Integer.MAX_VALUE;
        if (slot < -1 || slot >= slots) {
            throw a.refuse(SLOT, "= " + slot + " is not a slot (0.." + (slots - 1) + ") or -1");
        }
        w.world.ignoreList().stopIgnoring(w.world, b, slot);
        return chain(b);
    }

    private Results forget(Args a, QuirkLog log) {
        w.world.ignoreList().forgetIgnoredOwner(w.world, w.body(a, BODY));
        return new Results();
    }

    private Results findFree(Args a, QuirkLog log) {
        if (!(w.world.ignoreList() instanceof IgnoreSlots slots)) {
            throw new UnsupportedOperationException("IPhysics_FindFreeIgnoreSlot: this table's ignore list has no"
                    + " slots to search");
        }
        return new Results().put(FREE_SLOT, slots.findFreeSlot());
    }

    private Results chain(Body b) {
        return new Results().put(CHAIN, IgnoreChain.owners(w, b)).put(SLOTS, IgnoreChain.slots(w, b));
    }
}
