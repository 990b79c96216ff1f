package engine.kernels.sweep;

import engine.api.body.Body;
import engine.api.body.BodyOwner;
import engine.api.body.Contact;
import engine.api.body.ContactFlags;
import engine.api.body.HumanOwner;
import engine.api.body.OwnerState;
import engine.api.body.TypeMask;
import engine.api.kernel.KernelConfig;
import engine.api.kernel.KernelContext;
import engine.api.kernel.mesh.MeshSweep;
import engine.api.kernel.sweep.ContactListPolicy;
import engine.api.math.Float4;
import engine.api.quirk.Quirk;
import engine.api.shape.Shape;
import engine.api.slots.Slots;
import engine.kernels.contact.ContactInsert;
import engine.kernels.contact.ContactScratch;
import java.util.Objects;

/**
 * Unit 3, IPhysics_SweepBodyVsMesh (0x0033d340): one pass's mesh part of a body sweep. The mesh sweep of the
 * shape's type (max 1, option 4 for a human, n.z range −0.65 .. 0.0) gives the nearest mesh contact, which alone
 * is inserted; an airborne human then adds its landing contact (Human_LandingTest). One instance per world.
 */
public final class SweepBodyVsMesh {
    /** The wall threshold handed to the mesh sweep as the minimum n.z: −0.65 (0xbf266666). */
    public static final float MIN_NZ = -0.65f;
    /** The second float handed to the mesh sweep, the maximum n.z: 0.0. */
    public static final float MAX_NZ = 0f;
    /** The mesh sweep's max argument: 1. */
    public static final int MAX_CONTACTS = 1;

    private final LandingCheck landing;

    /** The mesh pass of a sweep built for config, with its own landing test. */
    public SweepBodyVsMesh(KernelConfig config) {
        this.landing = new LandingCheck(Objects.requireNonNull(config, "config"));
    }

    /**
     * Unit 3, IPhysics_SweepBodyVsMesh: sweeps shape by move within the box, inserts at most the mesh contact and
     * the landing contact into sorted, and returns the new count. A pass already holding capacity contacts
     * inserts nothing more ({@link Quirk#CONTACTS_50}) unless the contact-list policy grows its lists.
     *
     * @param lists the pass's contact slots (written from contacts[count]) and sorted pointers
     */
    public int sweep(KernelContext ctx, Float4 boxMin, Float4 boxMax, Body body, Shape shape, ContactScratch lists,
                     int count, Float4 move) {
        // Unit 3, IPhysics_SweepBodyVsMesh (0x0033d340)
        BodyOwner owner = body.owner();
        if (room(ctx, lists, count)) {
            // 0x0033d2d8: the entry of IPhysics +0xe0 for the shape's type; none gives no contact.
            MeshSweep mesh = ctx.kernels().find(Slots.meshSweep(shape.type()));
            // (mask >> 4) & 4: option 4 for a human type mask.
            int options = (body.typeMask() >> 4) & 4;
            int n = mesh == null ? 0 : mesh.sweep(ctx, lists.contacts(), count, MAX_CONTACTS, boxMin, boxMax, body,
                    shape, move, options, MIN_NZ, MAX_NZ);
            if (n > 0) {
                // PS2-DESIGN(ONE_MESH_CONTACT_PER_PASS): only the first (nearest) mesh contact is inserted.
                if (n > 1) {
                    ctx.quirks().fired(Quirk.ONE_MESH_CONTACT_PER_PASS);
                }
                count = ContactInsert.insertSorted(ctx.floatModel(), lists.contacts()[count], lists.sorted(), count,
                        owner, null, shape, null);
            }
        }
        // The landing segment: the body's type mask 0x40 and the owner airborne (0x0033d3dc-0x0033d40c).
        if ((body.typeMask() & TypeMask.HUMAN) != 0 && owner != null
                && (owner.stateFlags() & OwnerState.AIRBORNE) != 0 && owner instanceof HumanOwner h
                && room(ctx, lists, count)) {
            Contact c = lists.contacts()[count];
            if (landing.check(ctx, h, c, move)) {
                c.setFlags(ContactFlags.LANDING);
                count = ContactInsert.insertSorted(ctx.floatModel(), c, lists.sorted(), count, owner, null, shape,
                        null);
            }
        }
        return count;
    }

    /**
     * True when one more contact fits the pass's lists, which grow under a growable contact-list policy; false (and
     * the limit reported) when the pass holds the original's 50 already.
     */
    private static boolean room(KernelContext ctx, ContactScratch lists, int count) {
        ContactListPolicy policy = ctx.kernels().get(Slots.CONTACT_LISTS);
        if (policy.growable(Quirk.CONTACTS_50)) {
            if (count >= lists.contacts().length) {
                lists.growContacts();
            }
            return true;
        }
        if (count < policy.contactCapacity()) {
            return true;
        }
        // PS2-LIMIT(CONTACTS_50): the original's stack lists end at 50 and nothing checks; here the pass stops
        // inserting. PS2-UNCHECKED(INSERT_SORTED_UNCHECKED): the insert itself would write past the list.
        ctx.quirks().fired(Quirk.CONTACTS_50);
        ctx.quirks().fired(Quirk.INSERT_SORTED_UNCHECKED);
        return false;
    }
}
