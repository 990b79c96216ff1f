package engine.kernels.ignore;

import engine.api.body.Body;
import engine.api.quirk.Quirk;
import engine.api.slots.Slots;
import engine.kernels.correction.CorrectionCase;
import engine.kernels.correction.Snapshot;
import engine.kernels.fake.FakeOwner;
import engine.kernels.fake.TestWorlds;
import engine.kernels.world.PhysicsWorld;
import java.util.ArrayList;
import java.util.List;

/** The inputs that show each correction of {@link IgnoreCorrections}: one case per row. */
public final class IgnoreCorrectionCases {

    private IgnoreCorrectionCases() {
    }

    /** b's chain, head first. */
    static List<Integer> chain(IgnoreSlots slots, Body b) {
        List<Integer> out = new ArrayList<>();
        for (int s = b.ignoreHead(); s != IgnoreSlots.NONE; s = slots.slotNext(s)) {
            out.add(s);
        }
        return out;
    }

    /** One case per correction of this family. */
    public static List<CorrectionCase> cases() {
        return List.of(
                new CorrectionCase(Quirk.IGNORE_SLOTS_60, Slots.IGNORE_LIST, "one body ignores 61 distinct owners",
                        mode -> {
                            PhysicsWorld w = mode.world();
                            IgnoreSlots slots = (IgnoreSlots) w.ignoreList();
                            Body b = TestWorlds.box("b", 0f, 1f);
                            FakeOwner last = null;
                            for (int i = 0; i < 61; i++) {
                                last = new FakeOwner("o" + i);
                                slots.ignore(w, b, last);
                            }
                            return Snapshot.of(chain(slots, b).size(), slots.isIgnoring(w, b, last));
                        }),
                new CorrectionCase(Quirk.IGNORE_DUPLICATES, Slots.IGNORE_LIST, "one body ignores the same owner twice",
                        mode -> {
                            PhysicsWorld w = mode.world();
                            IgnoreSlots slots = (IgnoreSlots) w.ignoreList();
                            Body b = TestWorlds.box("b", 0f, 1f);
                            FakeOwner x = new FakeOwner("x");
                            slots.ignore(w, b, x);
                            slots.ignore(w, b, x);
                            return Snapshot.of(chain(slots, b), String.valueOf(slots.slotOwner(1)));
                        }),
                new CorrectionCase(Quirk.STOP_IGNORING_FOREIGN_SLOT, Slots.IGNORE_LIST,
                        "b (slot 0) stops slot 1, which is other's",
                        mode -> {
                            PhysicsWorld w = mode.world();
                            IgnoreSlots slots = (IgnoreSlots) w.ignoreList();
                            Body b = TestWorlds.box("b", 0f, 1f);
                            Body other = TestWorlds.box("other", 0f, 1f);
                            slots.ignore(w, b, new FakeOwner("x"));
                            FakeOwner y = new FakeOwner("y");
                            slots.ignore(w, other, y);
                            slots.stopIgnoring(w, b, 1);
                            return Snapshot.of(chain(slots, b), String.valueOf(slots.slotOwner(1)),
                                    slots.isIgnoring(w, other, y));
                        }));
    }
}
