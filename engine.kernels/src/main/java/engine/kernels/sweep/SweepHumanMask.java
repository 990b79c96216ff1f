package engine.kernels.sweep;

import engine.api.body.Body;
import engine.api.body.BodyFlags;
import engine.api.body.BodyOwner;
import engine.api.body.Contact;
import engine.api.body.HumanOwner;
import engine.api.body.OwnerState;
import engine.api.body.TypeMask;
import engine.api.kernel.KernelConfig;
import engine.api.kernel.KernelContext;
import engine.api.kernel.pair.PairSweep;
import engine.api.kernel.sweep.BodyPass;
import engine.api.kernel.sweep.ContactListPolicy;
import engine.api.kernel.world.BoxQuery;
import engine.api.math.Float4;
import engine.api.math.FloatModel;
import engine.api.quirk.Quirk;
import engine.api.shape.Shape;
import engine.api.shape.ShapeFlags;
import engine.api.slots.Slots;
import engine.kernels.call.QuietContext;
import engine.kernels.contact.ContactInsert;
import engine.kernels.contact.ContactScratch;

/**
 * Unit 11, PhysicsBody_SweepHumanMask (0x0033d498), the body pass of a sweep and of the update sweep: the mover's
 * layer mask, the candidates of the box query, the group skip and the owner's +0x110 answer, and per candidate the
 * first shape of its chain (enabled, with a sweep-table entry) that the moving shape hits, inserted into the pass's
 * sorted list. Corrected as config asks: the nearest hit of the chain instead of the first. One instance per world:
 * it owns its candidate list and trial contacts; a pass allocates nothing unless a growable candidate list grows.
 */
public final class SweepHumanMask implements BodyPass {
    /** The hold flag 0x00226660(owner, 0x800) asks about: a human holding something meets layer 0x40. */
    public static final int HOLDING = 0x800;
    /** The mask of a walking human: BLOCKHUMANS. */
    public static final int WALKING = BodyFlags.BLOCK_HUMANS;
    /** The mask of an airborne or holding human: 0x44. */
    public static final int AIRBORNE_OR_HOLDING = BodyFlags.BLOCK_HUMANS | BodyFlags.LAYER_40;
    /** The gait from which a human meets the gait layer 0x40000. */
    public static final int GAIT_RUN = 4;

    private final boolean fixFirstShape;
    private final ContactScratch scratch = new ContactScratch();
    private final Contact trial = new Contact();
    private final Contact best = new Contact();
    private final QuietContext quiet = new QuietContext();
    /** Bodies the last {@link #candidates} call found (at most the list's length). */
    private int found;

    /** The body pass config asks for, with its own scratch. */
    public SweepHumanMask(KernelConfig config) {
        this.fixFirstShape = config.corrects(Quirk.BODY_PASS_FIRST_SHAPE);
    }

    /**
     * The layer mask the candidates must meet (0x0033d4d4-0x0033d578): 2 for a body whose type mask lacks 0x40;
     * for a human 4, or 0x44 when airborne or holding (0x800), | 0x20 when the shape has flag 0x2, | 0x40000 at gait
     * 4 and above, | 0x80000 &lt;&lt; p for player p. An owner that is not a {@link HumanOwner} holds nothing, walks
     * and is no player.
     */
    public static int mask(Body body, Shape shape) {
        if ((body.typeMask() & TypeMask.HUMAN) == 0) {
            return BodyFlags.LAYER_2;
        }
        BodyOwner o = body.owner();
        HumanOwner h = o instanceof HumanOwner x ? x : null;
        int mask = WALKING;
        if ((o.stateFlags() & OwnerState.AIRBORNE) != 0 || h != null && h.holdsWith(HOLDING)) {
            mask = AIRBORNE_OR_HOLDING;
        }
        if ((shape.flags() & ShapeFlags.STRIKER) != 0) {
            mask |= BodyFlags.CHARGE_TARGET;
        }
        if (h != null && h.gait() >= GAIT_RUN) {
            mask |= BodyFlags.GAIT_LAYER;
        }
        if (h != null && h.playerNumber() != -1) {
            // The hardware shift takes the low five bits of the signed byte, as Java's does.
            mask |= BodyFlags.PLAYER_LAYER_0 << h.playerNumber();
        }
        return mask;
    }

    /**
     * {@inheritDoc}
     *
     * @throws IllegalStateException when the body has no owner (the original calls through it)
     */
    @Override
    public int pass(KernelContext ctx, Float4 boxMin, Float4 boxMax, Body body, Shape shape, Contact[] contacts,
                    Contact[] sorted, int count, Float4 move) {
        // Unit 11, PhysicsBody_SweepHumanMask (0x0033d498)
        BodyOwner owner = body.owner();
        if (owner == null) {
            throw new IllegalStateException("body pass: body " + body.index() + " has no owner");
        }
        int mask = mask(body, shape);
        Body[] candidates = candidates(ctx, boxMin, boxMax, body, owner, mask);
        int n = found;
        for (int i = 0; i < n; i++) {
            Body c = candidates[i];
            // 0x0033d5ac-0x0033d6e4: the group skip, the owner's +0x110, then the chain GetShapes(2, 4, owner).
            if (c.group() != 0 && c.group() == body.group()) {
                continue;
            }
            if (!owner.mayTouch(c.owner())) {
                continue;
            }
            boolean full = count >= contacts.length;
            Contact slot = full ? trial : contacts[count];
            Shape hit = fixFirstShape ? nearest(ctx, slot, body, shape, c, move)
                    : first(ctx, slot, body, shape, c, move);
            if (hit == null) {
                continue;
            }
            if (full) {
                // PS2-LIMIT(CONTACTS_50): the pass's slots end here. PS2-UNCHECKED(BODY_PASS_UNCHECKED_50): the
                // original writes this contact past them; here the pass stops.
                ctx.quirks().fired(Quirk.CONTACTS_50);
                ctx.quirks().fired(Quirk.BODY_PASS_UNCHECKED_50);
                return count;
            }
            // +0xb4 = 0 (no triangle), then Contact_InsertSorted.
            slot.setTriangle(-1);
            count = ContactInsert.insertSorted(ctx.floatModel(), slot, sorted, count, owner, c.owner(), shape, hit);
        }
        return count;
    }

    /** IPhysics_QueryBox(box, start = body, ignored = its owner, type mask −1, flag mask = mask) into the list. */
    private Body[] candidates(KernelContext ctx, Float4 boxMin, Float4 boxMax, Body body, BodyOwner owner, int mask) {
        scratch.size(ctx, Quirk.CONTACTS_50);
        ContactListPolicy lists = ctx.kernels().get(Slots.CONTACT_LISTS);
        BoxQuery query = ctx.kernels().get(Slots.BOX_QUERY);
        Body[] out = scratch.candidates();
        int n = query.queryBox(ctx, out, boxMin, boxMax, body, owner, TypeMask.ANY, mask);
        while (n > out.length && lists.growable(Quirk.CANDIDATES_512)) {
            out = scratch.growCandidates();
            n = query.queryBox(ctx, out, boxMin, boxMax, body, owner, TypeMask.ANY, mask);
        }
        if (n > out.length) {
            // PS2-LIMIT(CANDIDATES_512): the original's 512-entry stack list ends here; the rest are dropped.
            ctx.quirks().fired(Quirk.CANDIDATES_512);
            n = out.length;
        }
        found = n;
        return out;
    }

    /** The sweep-table entry for own against a candidate shape, or null (an empty slot: no entry). */
    private static PairSweep entry(KernelContext ctx, Shape own, Shape other) {
        if (!other.isEnabled()) {
            return null;
        }
        return ctx.kernels().find(Slots.pairSweep(own.type(), other.type()));
    }

    /**
     * The original's walk: the first shape of c's chain that hits, swept into slot; null for none. The rest of the
     * chain is then swept quietly into a trial contact, only to learn whether a later shape is nearer.
     */
    private Shape first(KernelContext ctx, Contact slot, Body body, Shape shape, Body c, Float4 move) {
        for (Shape s = c.firstShape(); s != null; s = s.next()) {
            PairSweep fn = entry(ctx, shape, s);
            if (fn != null && fn.sweep(ctx, slot, body, shape, c, s, move)) {
                if (nearerLater(ctx, slot, body, shape, c, s, move)) {
                    // PS2-BUG(BODY_PASS_FIRST_SHAPE): the first shape that hits is kept although a later one is nearer.
                    ctx.quirks().fired(Quirk.BODY_PASS_FIRST_SHAPE);
                }
                return s;
            }
        }
        return null;
    }

    /**
     * True when a shape after hitShape would replace the first hit in the corrected walk: the same sweeps into one
     * trial contact that starts as the hit, a later hit with a strictly smaller fraction than every one before it.
     */
    private boolean nearerLater(KernelContext ctx, Contact hit, Body body, Shape shape, Body c, Shape hitShape,
                                Float4 move) {
        if (hitShape.next() == null) {
            return false;
        }
        QuietContext q = quiet.of(ctx);
        trial.copyFrom(hit);
        float bestFraction = hit.fraction();
        FloatModel m = ctx.floatModel();
        for (Shape s = hitShape.next(); s != null; s = s.next()) {
            PairSweep fn = entry(ctx, shape, s);
            if (fn != null && fn.sweep(q, trial, body, shape, c, s, move)
                    && m.lt(trial.fraction(), bestFraction)) {
                return true;
            }
        }
        return false;
    }

    /**
     * The corrected walk: every eligible shape of c's chain swept into one trial contact (starting as slot held it,
     * as the original's one slot would), the nearest hit kept (the first of equal fractions) and copied to slot.
     */
    private Shape nearest(KernelContext ctx, Contact slot, Body body, Shape shape, Body c, Float4 move) {
        trial.copyFrom(slot);
        Shape bestShape = null;
        FloatModel m = ctx.floatModel();
        for (Shape s = c.firstShape(); s != null; s = s.next()) {
            PairSweep fn = entry(ctx, shape, s);
            if (fn != null && fn.sweep(ctx, trial, body, shape, c, s, move)
                    && (bestShape == null || m.lt(trial.fraction(), best.fraction()))) {
                best.copyFrom(trial);
                bestShape = s;
            }
        }
        if (bestShape != null && slot != trial) {
            slot.copyFrom(best);
        }
        return bestShape;
    }
}
