package engine.kernels.world;

import engine.api.body.Body;
import engine.api.body.BodyOwner;
import engine.api.body.Contact;
import engine.api.kernel.KernelContext;
import engine.api.kernel.mesh.MeshSweep;
import engine.api.kernel.pair.PairSweep;
import engine.api.kernel.sweep.ContactListPolicy;
import engine.api.kernel.world.BoxQuery;
import engine.api.kernel.world.OwnerFilter;
import engine.api.kernel.world.ShapeQuery;
import engine.api.math.Aabb;
import engine.api.math.Float4;
import engine.api.math.FloatModel;
import engine.api.quirk.Quirk;
import engine.api.shape.Shape;
import engine.api.slots.Slots;
import engine.kernels.call.Calls;
import engine.kernels.call.QuietContext;
import engine.kernels.contact.ContactInsert;
import engine.kernels.contact.ContactScratch;

/**
 * Unit 11, IPhysics_CollideShape (0x0033e7f0): the query shape swept by a move against the bodies of the filtered
 * box query (option 0x2; every hit of every enabled shape inserted) and then the mesh (option 0x1, with the whole
 * option word and the n.z range), sorted together by fraction and copied out up to max. Its 512 candidates and 50
 * contacts are its own scratch, sized by the contact-list policy; corrected (COLLIDE_CONTACTS_50 in slot
 * contact-lists), the contacts grow and the mesh gets room for the caller's max. One instance per world.
 */
public final class ShapeCollisions {
    /** The original's contact list: the mesh is told max = 50 − count. */
    public static final int CONTACTS = ContactLists.CONTACTS;

    private final Float4 boxMin = new Float4();
    private final Float4 boxMax = new Float4();
    private final ContactScratch scratch = new ContactScratch();
    private final Contact trial = new Contact();
    private final QuietContext quiet = new QuietContext();
    private Contact[] probe = new Contact[0];
    /** Bodies the last {@link #candidates} call found (at most the list's length). */
    private int found;

    /** A collide query with empty scratch (one per world). */
    public ShapeCollisions() {
    }

    /**
     * IPhysics_CollideShape: writes min(count, q.max()) contacts, nearest first, to out and returns how many.
     *
     * @param move the move (m), separate from the query
     * @throws IllegalArgumentException when the query has no body or shape, or out is shorter than the contacts
     *                                  copied
     * @throws IllegalStateException    when option 0x2 is set and the querying body has no owner to ask
     */
    public int collideShape(KernelContext ctx, Contact[] out, ShapeQuery q, Float4 move) {
        // Unit 11, IPhysics_CollideShape (0x0033e7f0)
        Body querying = q.body();
        Shape own = q.shape();
        if (querying == null || own == null) {
            throw new IllegalArgumentException("collideShape: the query needs a body (+0x00) and a shape (+0x04)");
        }
        int options = q.options();
        // Box (0x0033e82c-0x0033e87c): the shape's bounds, or the given box with 0x400; grown by the move.
        if ((options & ShapeQuery.GIVEN_BOX) != 0) {
            boxMin.set(q.boxMin());
            boxMax.set(q.boxMax());
        } else {
            Calls.bounds(ctx, own, boxMin, boxMax);
        }
        Aabb.extendByMove(ctx.floatModel(), boxMin, boxMax, move);
        scratch.size(ctx, Quirk.COLLIDE_CONTACTS_50);
        boolean grows = ctx.kernels().get(Slots.CONTACT_LISTS).growable(Quirk.COLLIDE_CONTACTS_50);
        long max = Integer.toUnsignedLong(q.max());
        int count = 0;
        if ((options & ShapeQuery.BODIES) != 0) {
            count = bodies(ctx, q, options, querying, own, move, grows);
        }
        if ((options & ShapeQuery.MESH) != 0) {
            count = mesh(ctx, q, options, querying, own, move, grows, count, max);
        }
        // Copy (0x0033eb14-0x0033eb7c): n = min(count, max) from the sorted list.
        int n = (int) Math.min(count, max);
        if (out.length < n) {
            throw new IllegalArgumentException("collideShape: out holds " + out.length + " contacts, the query copies "
                    + n);
        }
        Contact[] sorted = scratch.sorted();
        for (int i = 0; i < n; i++) {
            out[i].copyFrom(sorted[i]);
        }
        return n;
    }

    /** The bodies (0x0033e890-0x0033ea60): every hit of every enabled shape of each candidate, inserted. */
    private int bodies(KernelContext ctx, ShapeQuery q, int options, Body querying, Shape own, Float4 move,
                       boolean grows) {
        BodyOwner owner = querying.owner();
        if (owner == null) {
            throw new IllegalStateException("collideShape: the querying body " + querying.index()
                    + " has no owner to ask about its candidates");
        }
        Body[] candidates = candidates(ctx, q, options, querying);
        int n = found;
        int count = 0;
        for (int i = 0; i < n; i++) {
            Body c = candidates[i];
            // Always, unlike IPhysics_OverlapShape's options 0x80 and 0x100.
            if (c.group() != 0 && c.group() == querying.group()) {
                alwaysFilters(ctx, options, ShapeQuery.SKIP_SAME_GROUP);
                continue;
            }
            if (!owner.mayTouch(c.owner())) {
                alwaysFilters(ctx, options, ShapeQuery.ASK_OWNER);
                continue;
            }
            if (c == querying) {
                // PS2-DESIGN(COLLIDE_SELF_CANDIDATE): without 0x2000 (or a filter) the shape meets its own body.
                ctx.quirks().fired(Quirk.COLLIDE_SELF_CANDIDATE);
            }
            for (Shape s = c.firstShape(); s != null; s = s.next()) {
                if (!s.isEnabled()) {
                    continue;
                }
                PairSweep fn = ctx.kernels().find(Slots.pairSweep(own.type(), s.type()));
                if (fn == null) {
                    continue;
                }
                if (count == scratch.contacts().length) {
                    if (grows) {
                        scratch.growContacts();
                    } else {
                        if (fn.sweep(ctx, trial, querying, own, c, s, move)) {
                            // PS2-LIMIT(COLLIDE_CONTACTS_50): the original inserts this hit past its 50 contacts;
                            // here the bodies end.
                            ctx.quirks().fired(Quirk.COLLIDE_CONTACTS_50);
                            return count;
                        }
                        continue;
                    }
                }
                Contact slot = scratch.contacts()[count];
                if (fn.sweep(ctx, slot, querying, own, c, s, move)) {
                    slot.setTriangle(-1);
                    count = ContactInsert.insertSorted(ctx.floatModel(), slot, scratch.sorted(), count, owner,
                            c.owner(), own, s);
                }
            }
        }
        return count;
    }

    /** Reports COLLIDE_ALWAYS_FILTERS when the filter that dropped a candidate has no option bit set here. */
    private static void alwaysFilters(KernelContext ctx, int options, int overlapBit) {
        if ((options & overlapBit) == 0) {
            // PS2-DESIGN(COLLIDE_ALWAYS_FILTERS): dropped without the option IPhysics_OverlapShape would need.
            ctx.quirks().fired(Quirk.COLLIDE_ALWAYS_FILTERS);
        }
    }

    /** IPhysics_QueryBoxFiltered (0x00340120) with the query's fields as its options enable them. */
    private Body[] candidates(KernelContext ctx, ShapeQuery q, int options, Body querying) {
        BodyOwner ignored = (options & ShapeQuery.IGNORED_OWNER) != 0 ? q.ignoredOwner() : null;
        int typeMask = (options & ShapeQuery.TYPE_MASK) != 0 ? q.typeMask() : -1;
        int flagMask = (options & ShapeQuery.REQUIRED_FLAGS) != 0 ? q.requiredFlags() : 0;
        int excludedFlags = (options & ShapeQuery.EXCLUDED_FLAGS) != 0 ? q.excludedFlags() : 0;
        int excludedState = (options & ShapeQuery.EXCLUDED_STATE) != 0 ? q.excludedState() : 0;
        OwnerFilter keep = (options & ShapeQuery.KEEP_CALLBACK) != 0 ? q.keep() : null;
        ContactListPolicy lists = ctx.kernels().get(Slots.CONTACT_LISTS);
        BoxQuery query = ctx.kernels().get(Slots.BOX_QUERY);
        Body[] out = scratch.candidates();
        int n = query.queryBoxFiltered(ctx, querying, out, boxMin, boxMax, querying, ignored, typeMask, flagMask,
                excludedFlags, excludedState, keep);
        while (n > out.length && lists.growable(Quirk.CANDIDATES_512)) {
            out = scratch.growCandidates();
            n = query.queryBoxFiltered(ctx, querying, out, boxMin, boxMax, querying, ignored, typeMask, flagMask,
                    excludedFlags, excludedState, keep);
        }
        if (n > out.length) {
            // PS2-LIMIT(CANDIDATES_512): the original's 512-entry stack list ends here; the rest are dropped.
            ctx.quirks().fired(Quirk.CANDIDATES_512);
            n = out.length;
        }
        found = n;
        return out;
    }

    /**
     * The mesh (0x0033ea64-0x0033eb10): the type's mesh sweep into the contacts from count with max = 50 − count,
     * the whole option word and f12/f13; each contact it returns inserted with no other owner or shape. Corrected,
     * when that room is below min(max, 50) and the mesh filled it, the mesh runs again with room for min(max, 50).
     */
    private int mesh(KernelContext ctx, ShapeQuery q, int options, Body querying, Shape own, Float4 move,
                     boolean grows, int count, long max) {
        MeshSweep fn = ctx.kernels().find(Slots.meshSweep(own.type()));
        if (fn == null) {
            return count;
        }
        int wanted = (int) Math.min(max, CONTACTS);
        // The room left: 50 − count (never below 0 in the original, whose bodies stop at 50).
        int room = Math.max(CONTACTS - count, 0);
        int k = fn.sweep(ctx, scratch.contacts(), count, room, boxMin, boxMax, querying, own, move, options,
                q.minNz(), q.maxNz());
        if (room < wanted && k >= room) {
            if (grows) {
                // The room ran out before the caller's max: the mesh again, with room for min(max, 50) of its own.
                scratch.ensureContacts(count + wanted);
                k = fn.sweep(ctx, scratch.contacts(), count, wanted, boxMin, boxMax, querying, own, move, options,
                        q.minNz(), q.maxNz());
            } else if (cut(ctx, fn, q, options, querying, own, move, wanted, k)) {
                // PS2-LIMIT(COLLIDE_CONTACTS_50): the mesh had more contacts for the caller's max than the room left.
                ctx.quirks().fired(Quirk.COLLIDE_CONTACTS_50);
            }
        }
        Contact[] contacts = scratch.contacts();
        BodyOwner owner = querying.owner();
        int bodies = count;
        for (int j = 0; j < k; j++) {
            Contact c = contacts[bodies + j];
            if (bodies > 0 && sameFractionAsABody(ctx.floatModel(), scratch.sorted(), count, c.fraction())) {
                // PS2-DESIGN(SAME_FRACTION_ORDER): the body contact, inserted first, stays before the mesh's.
                ctx.quirks().fired(Quirk.SAME_FRACTION_ORDER);
            }
            count = ContactInsert.insertSorted(ctx.floatModel(), c, scratch.sorted(), count, owner, null, own, null);
        }
        return count;
    }

    /** True when a quiet mesh sweep with room for wanted contacts finds more than the k the room allowed. */
    private boolean cut(KernelContext ctx, MeshSweep fn, ShapeQuery q, int options, Body querying, Shape own,
                        Float4 move, int wanted, int k) {
        if (probe.length < wanted) {
            Contact[] grown = new Contact[wanted];
            System.arraycopy(probe, 0, grown, 0, probe.length);
            for (int i = probe.length; i < wanted; i++) {
                grown[i] = new Contact();
            }
            probe = grown;
        }
        int all = fn.sweep(quiet.of(ctx), probe, 0, wanted, boxMin, boxMax, querying, own, move, options, q.minNz(),
                q.maxNz());
        return all > k;
    }

    /** True when a body contact of sorted[0..count) has exactly fraction f. */
    private static boolean sameFractionAsABody(FloatModel m, Contact[] sorted, int count, float f) {
        for (int i = 0; i < count; i++) {
            if (sorted[i].otherShape() != null && m.eq(sorted[i].fraction(), f)) {
                return true;
            }
        }
        return false;
    }
}
