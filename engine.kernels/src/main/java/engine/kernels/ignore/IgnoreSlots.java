package engine.kernels.ignore;

import engine.api.body.Body;
import engine.api.body.BodyOwner;
import engine.api.body.HumanBody;
import engine.api.body.HumanOwner;
import engine.api.kernel.KernelConfig;
import engine.api.kernel.KernelContext;
import engine.api.kernel.body.IgnoreList;
import engine.api.quirk.Quirk;
import java.util.Arrays;

/**
 * Unit 8, the 60 ignore slots (IPhysics +0xf4e0) and the functions that use them: FindFreeIgnoreSlot, the body's
 * and the human body's IsIgnoring / Ignore / StopIgnoring (vtable +0x30, +0x40, +0x38), ForgetIgnoredOwner.
 * A slot is free when its owner is null; a body's chain starts at its ignore head and links through the slots.
 * Corrected as config asks: the slots grow (doubling) when all are taken, an owner already ignored takes no second
 * slot, and StopIgnoring frees only a slot of the body's own chain.
 */
public final class IgnoreSlots implements IgnoreList {
    /** The number of slots (0x3c). */
    public static final int COUNT = 60;
    /** The slot index that stands for "none" (the original's null slot pointer). */
    public static final int NONE = IgnoreList.ALL;

    private final boolean fixSlots;
    private final boolean fixDuplicates;
    private final boolean fixForeignSlot;
    private Body[] body = new Body[COUNT];
    private BodyOwner[] owner = new BodyOwner[COUNT];
    private int[] next = new int[COUNT];

    /** The zeroed slots IPhysics_Construct leaves, kept as config asks. */
    public IgnoreSlots(KernelConfig config) {
        fixSlots = config.corrects(Quirk.IGNORE_SLOTS_60);
        fixDuplicates = config.corrects(Quirk.IGNORE_DUPLICATES);
        fixForeignSlot = config.corrects(Quirk.STOP_IGNORING_FOREIGN_SLOT);
        Arrays.fill(next, NONE);
    }

    /** The number of slots: 60, more once a corrected kernel has grown them. */
    public int capacity() {
        return owner.length;
    }

    /** +0x00 of slot i: the body whose chain holds it, or null. */
    public Body slotBody(int i) {
        return body[i];
    }

    /** +0x04 of slot i: the ignored owner, or null when the slot is free. */
    public BodyOwner slotOwner(int i) {
        return owner[i];
    }

    /** +0x08 of slot i: the next slot of the chain, or {@link #NONE}. */
    public int slotNext(int i) {
        return next[i];
    }

    /** Unit 8, IPhysics_FindFreeIgnoreSlot (0x00340890): the lowest free slot, or NONE; it does not mark it. */
    public int findFreeSlot() {
        for (int i = 0; i < owner.length; i++) {
            if (owner[i] == null) {
                return i;
            }
        }
        return NONE;
    }

    /** Body vtable +0x30: PhysicsHumanBody_IsIgnoring for a human body, else PhysicsBody_IsIgnoring. */
    @Override
    public boolean isIgnoring(KernelContext ctx, Body b, BodyOwner o) {
        if (b instanceof HumanBody hb) {
            // Unit 8, PhysicsHumanBody_IsIgnoring (0x003421d0): null asks about the level, the grab partner always.
            if (o == null) {
                return hb.ignoreLevel() != 0;
            }
            if (hb.owner() instanceof HumanOwner h && h.grabPartner() == o) {
                return true;
            }
        }
        return chainHolds(ctx, b, o);
    }

    /** Unit 8, PhysicsBody_IsIgnoring (0x00341ae8): false for null, else whether a chain slot names o. */
    private boolean chainHolds(KernelContext ctx, Body b, BodyOwner o) {
        if (o == null) {
            return false;
        }
        int steps = 0;
        for (int s = b.ignoreHead(); s != NONE; s = next[s]) {
            if (owner[s] == o) {
                return true;
            }
            if (++steps > owner.length) {
                return cycle(ctx);
            }
        }
        return false;
    }

    /**
     * A chain longer than the slots is a cycle, which only a foreign StopIgnoring can make (the original walks it
     * forever): the walk ends there, as at the chain's end.
     */
    private static boolean cycle(KernelContext ctx) {
        // PS2-BUG(STOP_IGNORING_FOREIGN_SLOT): a chain linked through a freed and re-taken slot loops.
        ctx.quirks().fired(Quirk.STOP_IGNORING_FOREIGN_SLOT);
        return false;
    }

    /** Body vtable +0x40: PhysicsHumanBody_Ignore for a human body (null sets +0xd4), else PhysicsBody_Ignore. */
    @Override
    public void ignore(KernelContext ctx, Body b, BodyOwner o) {
        if (b instanceof HumanBody hb && o == null) {
            hb.setIgnoreLevel(1);
            return;
        }
        // Unit 8, PhysicsBody_Ignore (0x00341b20): the lowest free slot pushed at the front of the chain.
        if (o == null) {
            return;
        }
        if (fixDuplicates && chainHolds(ctx, b, o)) {
            // An owner already in the chain is ignored already: a second slot would change no answer.
            return;
        }
        int s = findFreeSlot();
        if (s == NONE && fixSlots) {
            // All slots taken: twice as many, the new ones free; the lowest of them is taken.
            s = grow();
        }
        if (s == NONE) {
            // PS2-LIMIT(IGNORE_SLOTS_60): all 60 slots taken; the call changes nothing.
            ctx.quirks().fired(Quirk.IGNORE_SLOTS_60);
            return;
        }
        if (!fixDuplicates && chainHolds(ctx, b, o)) {
            // PS2-UNCHECKED(IGNORE_DUPLICATES): ignoring the same owner again takes a second slot.
            ctx.quirks().fired(Quirk.IGNORE_DUPLICATES);
        }
        owner[s] = o;
        next[s] = b.ignoreHead();
        body[s] = b;
        b.setIgnoreHead(s);
    }

    /** Doubles the slots (all taken), the new ones free; returns the first new one. */
    private int grow() {
        int n = owner.length;
        body = Arrays.copyOf(body, n * 2);
        owner = Arrays.copyOf(owner, n * 2);
        next = Arrays.copyOf(next, n * 2);
        Arrays.fill(next, n, n * 2, NONE);
        return n;
    }

    /**
     * Body vtable +0x38: StopIgnoring(slot), or every slot of the chain for {@link #NONE}; the human body's version
     * also clears +0xd4 for NONE.
     */
    @Override
    public void stopIgnoring(KernelContext ctx, Body b, int slot) {
        if (b instanceof HumanBody hb && slot == NONE) {
            // Unit 8, PhysicsHumanBody_StopIgnoring (0x00342260).
            hb.setIgnoreLevel(0);
        }
        // Unit 8, PhysicsBody_StopIgnoring (0x00341b80).
        if (slot == NONE) {
            int s = b.ignoreHead();
            while (s != NONE) {
                int following = next[s];
                free(s);
                s = following;
            }
            b.setIgnoreHead(NONE);
            return;
        }
        boolean found = false;
        if (b.ignoreHead() == slot) {
            b.setIgnoreHead(next[slot]);
            found = true;
        } else {
            int steps = 0;
            for (int s = b.ignoreHead(); s != NONE; s = next[s]) {
                if (next[s] == slot) {
                    next[s] = next[slot];
                    found = true;
                    break;
                }
                if (++steps > owner.length) {
                    cycle(ctx);
                    break;
                }
            }
        }
        if (!found) {
            if (fixForeignSlot) {
                // A slot outside b's chain is not b's to free: its own chain keeps it, whole.
                return;
            }
            // PS2-BUG(STOP_IGNORING_FOREIGN_SLOT): a slot of another chain is zeroed while that chain still links it.
            ctx.quirks().fired(Quirk.STOP_IGNORING_FOREIGN_SLOT);
        }
        free(slot);
    }

    private void free(int s) {
        owner[s] = null;
        next[s] = NONE;
        body[s] = null;
    }

    /**
     * Unit 8, IPhysics_ForgetIgnoredOwner (0x0033cd70): every slot naming removed's owner is stopped through its
     * own body's StopIgnoring. An ownerless body would match every free slot: reported and skipped.
     */
    @Override
    public void forgetIgnoredOwner(KernelContext ctx, Body removed) {
        BodyOwner o = removed.owner();
        if (o == null) {
            // PS2-UNCHECKED(FORGET_OWNERLESS): the original calls through the free slots' null bodies.
            ctx.quirks().fired(Quirk.FORGET_OWNERLESS);
            return;
        }
        for (int s = 0; s < owner.length; s++) {
            if (owner[s] == o) {
                stopIgnoring(ctx, body[s], s);
            }
        }
    }
}
