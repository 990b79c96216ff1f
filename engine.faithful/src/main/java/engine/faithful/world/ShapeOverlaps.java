package engine.faithful.world;

import engine.api.body.Body;
import engine.api.contact.Contact;
import engine.api.kernel.BoxQuery;
import engine.api.kernel.MeshOverlap;
import engine.api.kernel.PairOverlap;
import engine.api.kernel.ShapeQuery;
import engine.api.kernel.Slots;
import engine.api.math.Float4;
import engine.api.owner.BodyOwner;
import engine.api.quirk.Quirk;
import engine.api.shape.Shape;
import engine.api.shape.ShapeFlags;
import engine.faithful.contact.ContactInsert;
import engine.faithful.shape.ShapeBounds;

/**
 * Unit 7, IPhysics_OverlapShape (0x0033ebb8): the bodies whose shapes overlap the query shape (options 0x2, 0x10,
 * 0x80, 0x100, 0x200, 0x400; other bits are not read), sorted and copied out up to max, then the mesh overlap when
 * there is room (option 0x1). The 512 candidates, 50 contact slots and 52 sorted pointers are the world's scratch.
 */
public final class ShapeOverlaps {
    private final PhysicsWorld world;
    private final ShapeBounds bounds;
    private final Float4 boxMin = new Float4();
    private final Float4 boxMax = new Float4();

    ShapeOverlaps(PhysicsWorld world, ShapeBounds bounds) {
        this.world = world;
        this.bounds = bounds;
    }

    /** IPhysics_OverlapShape: writes up to q.max() contacts to out and returns how many it wrote. */
    public int overlapShape(Contact[] out, ShapeQuery q) {
        int options = q.options();
        Shape own = q.shape();
        Body querying = q.body();
        if ((options & ShapeQuery.GIVEN_BOX) != 0) {
            boxMin.set(q.boxMin());
            boxMax.set(q.boxMax());
        } else {
            bounds.computeBounds(boxMin, boxMax, own, world.quirks());
        }
        Contact[] slots = world.contacts();
        Contact[] sorted = world.sorted();
        int count = 0;
        if ((options & ShapeQuery.BODIES) != 0) {
            count = bodies(q, options, own, querying, slots, sorted);
        }
        long max = Integer.toUnsignedLong(q.max());
        int k = (int) Math.min(count, max);
        for (int i = 0; i < k; i++) {
            out[i].copyFrom(sorted[i]);
        }
        if (k < max && (options & ShapeQuery.MESH) != 0) {
            MeshOverlap mesh = world.kernels().find(Slots.meshOverlap(own.type()));
            if (mesh != null) {
                int room = (int) Math.min(max - k, Integer.MAX_VALUE);
                k += mesh.overlap(world, out, k, room, boxMin, boxMax, own, options, q.minNz(), q.maxNz());
            }
        }
        return k;
    }

    private int bodies(ShapeQuery q, int options, Shape own, Body querying, Contact[] slots, Contact[] sorted) {
        BodyOwner owner = querying.owner();
        int typeMask = (options & ShapeQuery.TYPE_MASK) != 0 ? q.typeMask() : -1;
        BoxQuery query = world.kernels().get(Slots.BOX_QUERY);
        Body[] candidates = world.candidates();
        int n = query.queryBox(world, candidates, boxMin, boxMax, querying, owner, typeMask, 0);
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
                PairOverlap fn = world.kernels().find(Slots.pairOverlap(own.type(), s.type()));
                if (fn == null) {
                    continue;
                }
                if (count == slots.length) {
                    // PS2-LIMIT(OVERLAP_CONTACTS_50): a 51st hit would overwrite the sorted list; stop collecting.
                    world.quirks().fired(Quirk.OVERLAP_CONTACTS_50);
                    return count;
                }
                Contact slot = slots[count];
                if (fn.overlap(world, slot, own, s)) {
                    slot.setTriangle(-1);
                    count = ContactInsert.insertSorted(slot, sorted, count, owner, c.owner(), own, s);
                }
            }
        }
        return count;
    }
}
