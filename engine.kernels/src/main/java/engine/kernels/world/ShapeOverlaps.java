package engine.kernels.world;

import engine.api.body.Body;
import engine.api.body.BodyOwner;
import engine.api.body.Contact;
import engine.api.kernel.KernelContext;
import engine.api.kernel.mesh.MeshOverlap;
import engine.api.kernel.pair.PairOverlap;
import engine.api.kernel.sweep.ContactListPolicy;
import engine.api.kernel.world.BoxQuery;
import engine.api.kernel.world.ShapeQuery;
import engine.api.math.Float4;
import engine.api.quirk.Quirk;
import engine.api.shape.Shape;
import engine.api.shape.ShapeFlags;
import engine.api.slots.Slots;
import engine.kernels.call.Calls;
import engine.kernels.contact.ContactInsert;
import engine.kernels.contact.ContactScratch;

/**
 * Unit 7, IPhysics_OverlapShape (0x0033ebb8): the bodies whose shapes overlap the query shape (options 0x2, 0x10,
 * 0x80, 0x100, 0x200, 0x400; other bits are not read), sorted and copied out up to max, then the mesh overlap when
 * there is room (option 0x1). The 512 candidates, 50 contact slots and 52 sorted pointers are its own scratch,
 * sized by the contact-list policy.
 */
public final class ShapeOverlaps {
    private final Float4 boxMin = new Float4();
    private final Float4 boxMax = new Float4();
    private final ContactScratch scratch = new ContactScratch();

    /** An overlap query with empty scratch (one per world). */
    public ShapeOverlaps() {
    }

    /** IPhysics_OverlapShape: writes up to q.max() contacts to out and returns how many it wrote. */
    public int overlapShape(KernelContext ctx, Contact[] out, ShapeQuery q) {
        int options = q.options();
        Shape own = q.shape();
        Body querying = q.body();
        if ((options & ShapeQuery.IGNORED_OWNER) != 0) {
            // PS2-DESIGN(OVERLAP_OPTIONS_UNREAD): 0x2000 (the push sphere's) is passed and never read here.
            ctx.quirks().fired(Quirk.OVERLAP_OPTIONS_UNREAD);
        }
        if ((options & ShapeQuery.GIVEN_BOX) != 0) {
            boxMin.set(q.boxMin());
            boxMax.set(q.boxMax());
        } else {
            Calls.bounds(ctx, own, boxMin, boxMax);
        }
        scratch.size(ctx, Quirk.OVERLAP_CONTACTS_50);
        int count = 0;
        if ((options & ShapeQuery.BODIES) != 0) {
            count = bodies(ctx, q, options, own, querying);
        }
        Contact[] sorted = scratch.sorted();
        long max = Integer.toUnsignedLong(q.max());
        int k = (int) Math.min(count, max);
        for (int i = 0; i < k; i++) {
            out[i].copyFrom(sorted[i]);
        }
        if (k < max && (options & ShapeQuery.MESH) != 0) {
            MeshOverlap mesh = ctx.kernels().find(Slots.meshOverlap(own.type()));
            if (mesh != null) {
                int room = (int) Math.min(max - k, Integer.MAX_VALUE);
                k += mesh.overlap(ctx, out, k, room, boxMin, boxMax, own, options, q.minNz(), q.maxNz());
            }
        }
        return k;
    }

    private int bodies(KernelContext ctx, ShapeQuery q, int options, Shape own, Body querying) {
        BodyOwner owner = querying.owner();
        int typeMask = (options & ShapeQuery.TYPE_MASK) != 0 ? q.typeMask() : -1;
        ContactListPolicy lists = ctx.kernels().get(Slots.CONTACT_LISTS);
        BoxQuery query = ctx.kernels().get(Slots.BOX_QUERY);
        Body[] candidates = scratch.candidates();
        int n = query.queryBox(ctx, candidates, boxMin, boxMax, querying, owner, typeMask, 0);
        while (n > candidates.length && lists.growable(Quirk.CANDIDATES_512)) {
            candidates = scratch.growCandidates();
            n = query.queryBox(ctx, candidates, boxMin, boxMax, querying, owner, typeMask, 0);
        }
        if (n > candidates.length) {
            // PS2-LIMIT(CANDIDATES_512): the original writes past its 512-entry stack list; here the rest are dropped.
            ctx.quirks().fired(Quirk.CANDIDATES_512);
            n = candidates.length;
        }
        int count = 0;
        for (int i = 0; i < n && q.max() != 0; i++) {
            Body c = candidates[i];
            if ((options & ShapeQuery.SKIP_SAME_GROUP) != 0 && c.group() != 0 && c.group() == querying.group()) {
                continue;
            }
            if ((options & ShapeQuery.ASK_OWNER) != 0 && !owner.mayTouch(c.owner())) {
                continue;
            }
            for (Shape s = BodyRecords.getShapes(c); s != null; s = s.next()) {
                if ((options & ShapeQuery.ENABLED_SHAPES) != 0 && (s.flags() & ShapeFlags.ENABLED) == 0) {
                    continue;
                }
                PairOverlap fn = ctx.kernels().find(Slots.pairOverlap(own.type(), s.type()));
                if (fn == null) {
                    continue;
                }
                if (count == scratch.contacts().length) {
                    if (!lists.growable(Quirk.OVERLAP_CONTACTS_50)) {
                        // PS2-LIMIT(OVERLAP_CONTACTS_50): a 51st hit would overwrite the sorted list; stop collecting.
                        ctx.quirks().fired(Quirk.OVERLAP_CONTACTS_50);
                        return count;
                    }
                    scratch.growContacts();
                }
                Contact slot = scratch.contacts()[count];
                if (fn.overlap(ctx, slot, own, s)) {
                    slot.setTriangle(-1);
                    count = ContactInsert.insertSorted(ctx.floatModel(), slot, scratch.sorted(), count, owner,
                            c.owner(), own, s);
                }
            }
        }
        return count;
    }
}
