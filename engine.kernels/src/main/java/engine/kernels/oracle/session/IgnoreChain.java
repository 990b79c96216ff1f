package engine.kernels.oracle.session;

import engine.api.body.Body;
import engine.kernels.ignore.IgnoreSlots;
import java.util.ArrayList;
import java.util.List;

/** A body's ignore chain read from the world's slots (Unit 8), head first; empty when the table keeps no slots. */
final class IgnoreChain {
    private IgnoreChain() {
    }

    /** The slot numbers of b's chain. */
    static int[] slots(SessionWorld w, Body b) {
        if (!(w.world.ignoreList() instanceof IgnoreSlots slots)) {
            return new int[0];
        }
        List<Integer> out = new ArrayList<>();
        for (int s = b.ignoreHead(); s != IgnoreSlots.NONE && out.size() <= slots.capacity(); s = slots.slotNext(s)) {
            out.add(s);
        }
        return out.stream().mapToInt(Integer::intValue).toArray();
    }

    /** The owners b's chain names, as the handles of their bodies (−1 null). */
    static int[] owners(SessionWorld w, Body b) {
        int[] s = slots(w, b);
        int[] out = new int[s.length];
        IgnoreSlots slots = s.length == 0 ? null : (IgnoreSlots) w.world.ignoreList();
        for (int i = 0; i < s.length; i++) {
            out[i] = w.handle(slots.slotOwner(s[i]));
        }
        return out;
    }
}
