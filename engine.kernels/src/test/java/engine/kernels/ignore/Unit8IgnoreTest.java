package engine.kernels.ignore;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.api.body.Body;
import engine.api.body.HumanBody;
import engine.api.quirk.Quirk;
import engine.api.quirk.QuirkCounter;
import engine.kernels.fake.FakeHuman;
import engine.kernels.fake.FakeOwner;
import engine.kernels.fake.TestWorlds;
import engine.kernels.world.PhysicsWorld;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Unit 8, the 60 ignore slots: every "Test ideas" item about ignoring. */
class Unit8IgnoreTest {
    private final QuirkCounter quirks = new QuirkCounter();
    private final PhysicsWorld w = TestWorlds.world(quirks);
    private final IgnoreSlots slots = (IgnoreSlots) w.ignoreList();

    private List<Integer> chain(Body b) {
        List<Integer> out = new ArrayList<>();
        for (int s = b.ignoreHead(); s != IgnoreSlots.NONE; s = slots.slotNext(s)) {
            out.add(s);
        }
        return out;
    }

    /** Every slot's (owner, body, next), in slot order. */
    private List<List<Object>> allSlots() {
        List<List<Object>> out = new ArrayList<>();
        for (int i = 0; i < slots.capacity(); i++) {
            out.add(Arrays.asList(slots.slotOwner(i), slots.slotBody(i), slots.slotNext(i)));
        }
        return out;
    }

    @Test
    void sixtySlotsThenThe61stChangesNothing() {
        Body b = TestWorlds.box("b", 0f, 1f);
        List<FakeOwner> owners = new ArrayList<>();
        for (int i = 0; i < 60; i++) {
            owners.add(new FakeOwner("o" + i));
            slots.ignore(w, b, owners.get(i));
            assertEquals(i, b.ignoreHead(), "slots are taken in order");
        }
        List<Integer> expected = new ArrayList<>();
        for (int i = 59; i >= 0; i--) {
            expected.add(i);
        }
        assertEquals(expected, chain(b));
        List<List<Object>> before = allSlots();
        assertEquals(60, before.size());
        for (int i = 0; i < 60; i++) {
            assertEquals(Arrays.asList(owners.get(i), b, i == 0 ? IgnoreSlots.NONE : i - 1), before.get(i),
                    "slot " + i);
        }
        // PS2-LIMIT(IGNORE_SLOTS_60)
        slots.ignore(w, b, new FakeOwner("o60"));
        assertEquals(before, allSlots(), "every slot's owner, body and next unchanged");
        assertEquals(59, b.ignoreHead());
        assertEquals(expected, chain(b));
        assertEquals(1, quirks.count(Quirk.IGNORE_SLOTS_60));
        assertEquals(IgnoreSlots.NONE, slots.findFreeSlot());
    }

    @Test
    void aFreedSlotIsReusedAtTheChainsFront() {
        Body b = TestWorlds.box("b", 0f, 1f);
        for (int i = 0; i < 8; i++) {
            slots.ignore(w, b, new FakeOwner("o" + i));
        }
        slots.stopIgnoring(w, b, 5);
        assertNull(slots.slotOwner(5));
        slots.ignore(w, b, new FakeOwner("new"));
        assertEquals(5, b.ignoreHead());
        assertEquals(List.of(5, 7, 6, 4, 3, 2, 1, 0), chain(b));
    }

    @Test
    void duplicatesTakeTwoSlotsAndForgetFreesBoth() {
        // PS2-UNCHECKED(IGNORE_DUPLICATES)
        Body b = TestWorlds.box("b", 0f, 1f);
        w.addBody(b);
        Body x = TestWorlds.box("x", 0f, 1f);
        w.addBody(x);
        slots.ignore(w, b, x.owner());
        slots.ignore(w, b, x.owner());
        assertEquals(List.of(1, 0), chain(b));
        assertTrue(slots.isIgnoring(w, b, x.owner()));
        assertEquals(1, quirks.count(Quirk.IGNORE_DUPLICATES));
        w.removeBody(x);
        assertEquals(List.of(), chain(b));
        assertNull(slots.slotOwner(0));
        assertNull(slots.slotOwner(1));
    }

    @Test
    void nullOwnerOnABodyAndOnAHumanBody() {
        Body b = TestWorlds.box("b", 0f, 1f);
        slots.ignore(w, b, null);
        assertEquals(IgnoreSlots.NONE, b.ignoreHead(), "no slot taken");
        assertFalse(slots.isIgnoring(w, b, null));
        HumanBody hb = new HumanBody();
        hb.setOwner(new FakeHuman("h"));
        slots.ignore(w, hb, null);
        assertEquals(1, hb.ignoreLevel());
        assertTrue(slots.isIgnoring(w, hb, null));
        slots.ignore(w, hb, new FakeOwner("a"));
        slots.ignore(w, hb, new FakeOwner("b"));
        slots.stopIgnoring(w, hb, IgnoreSlots.NONE);
        assertEquals(0, hb.ignoreLevel());
        assertEquals(IgnoreSlots.NONE, hb.ignoreHead());
        assertNull(slots.slotOwner(0));
        assertNull(slots.slotOwner(1));
    }

    @Test
    void stoppingASlotOfAnotherChainOnlyZeroesIt() {
        // PS2-BUG(STOP_IGNORING_FOREIGN_SLOT): the other chain still points at the zeroed slot.
        Body b = TestWorlds.box("b", 0f, 1f);
        Body other = TestWorlds.box("other", 0f, 1f);
        slots.ignore(w, b, new FakeOwner("x"));
        slots.ignore(w, other, new FakeOwner("y"));
        slots.stopIgnoring(w, b, 1);
        assertEquals(List.of(0), chain(b));
        assertNull(slots.slotOwner(1));
        assertNull(slots.slotBody(1));
        assertEquals(1, other.ignoreHead(), "its own chain still names slot 1");
        assertEquals(1, quirks.count(Quirk.STOP_IGNORING_FOREIGN_SLOT));
    }

    @Test
    void forgetFreesOnlyTheSlotsNamingTheRemovedOwner() {
        Body x = TestWorlds.box("x", 0f, 1f);
        Body y = TestWorlds.box("y", 0f, 1f);
        Body z = TestWorlds.box("z", 0f, 1f);
        w.addBody(x);
        w.addBody(y);
        w.addBody(z);
        slots.ignore(w, y, x.owner());
        slots.ignore(w, z, x.owner());
        slots.ignore(w, y, z.owner());
        w.removeBody(x);
        assertEquals(List.of(2), chain(y));
        assertEquals(List.of(), chain(z));
        assertSame(z.owner(), slots.slotOwner(2));
    }

    @Test
    void theGrabPartnerIsAlwaysIgnored() {
        HumanBody hb = new HumanBody();
        FakeHuman h = new FakeHuman("h");
        FakeOwner g = new FakeOwner("g");
        hb.setOwner(h);
        assertFalse(slots.isIgnoring(w, hb, g));
        h.grabPartner = g;
        assertTrue(slots.isIgnoring(w, hb, g));
        assertEquals(IgnoreSlots.NONE, hb.ignoreHead());
    }

    @Test
    void forgettingAnOwnerlessBodyIsReportedAndSkipped() {
        // PS2-UNCHECKED(FORGET_OWNERLESS)
        Body b = TestWorlds.box("b", 0f, 1f);
        w.addBody(b);
        b.setOwner(null);
        slots.ignore(w, TestWorlds.box("k", 0f, 1f), new FakeOwner("kept"));
        w.removeBody(b);
        assertEquals(1, quirks.count(Quirk.FORGET_OWNERLESS));
        assertEquals("kept", String.valueOf(slots.slotOwner(0)));
    }

    @Test
    void stopIgnoringForeignSlotThenIgnoreMakesACycleThatTheWalkEnds() {
        // PS2-BUG(STOP_IGNORING_FOREIGN_SLOT): other frees b's head slot 0; b's next Ignore takes slot 0 again and
        // links it to itself (b's head is still 0). The original would walk that chain forever; here it ends.
        Body b = TestWorlds.box("b", 0f, 1f);
        Body other = TestWorlds.box("other", 0f, 1f);
        slots.ignore(w, b, new FakeOwner("x"));
        slots.stopIgnoring(w, other, 0);
        slots.ignore(w, b, new FakeOwner("y"));
        assertEquals(0, b.ignoreHead());
        assertEquals(0, slots.slotNext(0), "slot 0 links to itself");
        long before = quirks.count(Quirk.STOP_IGNORING_FOREIGN_SLOT);
        assertFalse(slots.isIgnoring(w, b, new FakeOwner("z")));
        assertEquals(before + 1, quirks.count(Quirk.STOP_IGNORING_FOREIGN_SLOT), "the cycle is reported");
        slots.stopIgnoring(w, b, IgnoreSlots.NONE);
        assertEquals(IgnoreSlots.NONE, b.ignoreHead());
        assertNull(slots.slotOwner(0));
    }

    @Test
    void fixedSlotsGrowDuplicatesTakeNoSlotAndAForeignSlotIsKept() {
        QuirkCounter fixedQuirks = new QuirkCounter();
        PhysicsWorld fixed = TestWorlds.world("fixed", fixedQuirks, null);
        IgnoreSlots grown = (IgnoreSlots) fixed.ignoreList();
        Body b = TestWorlds.box("b", 0f, 1f);
        Body other = TestWorlds.box("other", 0f, 1f);
        FakeOwner first = new FakeOwner("o0");
        grown.ignore(fixed, b, first);
        grown.ignore(fixed, b, first);
        assertEquals(0, b.ignoreHead(), "IGNORE_DUPLICATES corrected: no second slot");
        assertEquals(1, grown.findFreeSlot());
        for (int i = 1; i < 61; i++) {
            grown.ignore(fixed, b, new FakeOwner("o" + i));
        }
        assertEquals(120, grown.capacity(), "IGNORE_SLOTS_60 corrected: the slots doubled at the 61st owner");
        assertEquals(60, b.ignoreHead());
        FakeOwner y = new FakeOwner("y");
        grown.ignore(fixed, other, y);
        grown.stopIgnoring(fixed, b, 61);
        assertSame(y, grown.slotOwner(61), "STOP_IGNORING_FOREIGN_SLOT corrected: other's slot is kept");
        assertTrue(grown.isIgnoring(fixed, other, y));
        assertEquals(0, fixedQuirks.count(Quirk.IGNORE_SLOTS_60) + fixedQuirks.count(Quirk.IGNORE_DUPLICATES)
                + fixedQuirks.count(Quirk.STOP_IGNORING_FOREIGN_SLOT));
    }
}
