package engine.faithful.sweep;

import engine.api.body.Body;
import engine.api.body.TypeMask;
import engine.api.contact.Contact;
import engine.api.contact.ContactFlags;
import engine.api.kernel.KernelContext;
import engine.api.kernel.MeshSweep;
import engine.api.kernel.Slots;
import engine.api.math.Float4;
import engine.api.owner.BodyOwner;
import engine.api.owner.HumanOwner;
import engine.api.owner.OwnerState;
import engine.api.quirk.Quirk;
import engine.api.shape.Shape;
import engine.faithful.contact.ContactInsert;
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

    private final LandingTest landing;

    /** A mesh pass with its own landing test. */
    public SweepBodyVsMesh() {
        this(new LandingTest());
    }

    /** A mesh pass using landing for the airborne human's segment. */
    public SweepBodyVsMesh(LandingTest landing) {
        this.landing = Objects.requireNonNull(landing, "landing");
    }

    /**
     * Unit 3, IPhysics_SweepBodyVsMesh: sweeps shape by move within the box, inserts at most the mesh contact and
     * the landing contact into sorted, and returns the new count. A pass already holding capacity contacts
     * inserts nothing more ({@link Quirk#CONTACTS_50}).
     *
     * @param contacts the pass's contact slots, written from contacts[count]
     * @param capacity the most contacts the pass may hold (50 in the original)
     */
    public int sweep(KernelContext ctx, Float4 boxMin, Float4 boxMax, Body body, Shape shape, Contact[] contacts,
                     Contact[] sorted, int count, int capacity, Float4 move) {
        // Unit 3, IPhysics_SweepBodyVsMesh (0x0033d340)
        BodyOwner owner = body.owner();
        if (!full(ctx, count, capacity)) {
            // 0x0033d2d8: the entry of IPhysics +0xe0 for the shape's type; none gives no contact.
            MeshSweep mesh = ctx.kernels().find(Slots.meshSweep(shape.type()));
            // (mask >> 4) & 4: option 4 for a human type mask.
            int options = (body.typeMask() >> 4) & 4;
            int n = mesh == null ? 0 : mesh.sweep(ctx, contacts, count, MAX_CONTACTS, boxMin, boxMax, body, shape,
                    move, options, MIN_NZ, MAX_NZ);
            if (n > 0) {
                // PS2-DESIGN(ONE_MESH_CONTACT_PER_PASS): only the first (nearest) mesh contact is inserted.
                if (n > 1) {
                    ctx.quirks().fired(Quirk.ONE_MESH_CONTACT_PER_PASS);
                }
                count = ContactInsert.insertSorted(contacts[count], sorted, count, owner, null, shape, null);
            }
        }
        // The landing segment: the body's type mask 0x40 and the owner airborne (0x0033d3dc-0x0033d40c).
        if ((body.typeMask() & TypeMask.HUMAN) != 0 && owner != null
                && (owner.stateFlags() & OwnerState.AIRBORNE) != 0 && owner instanceof HumanOwner h
                && !full(ctx, count, capacity)) {
            Contact c = contacts[count];
            if (landing.test(ctx, h, c, move)) {
                c.setFlags(ContactFlags.LANDING);
                count = ContactInsert.insertSorted(c, sorted, count, owner, null, shape, null);
            }
        }
        return count;
    }

    /** True (and the limit reported) when the pass holds capacity contacts already. */
    private static boolean full(KernelContext ctx, int count, int capacity) {
        if (count < capacity) {
            return false;
        }
        // PS2-LIMIT(CONTACTS_50): the original's stack lists end at 50 and nothing checks; here the pass stops
        // inserting. PS2-UNCHECKED(INSERT_SORTED_UNCHECKED): the insert itself would write past the list.
        ctx.quirks().fired(Quirk.CONTACTS_50);
        ctx.quirks().fired(Quirk.INSERT_SORTED_UNCHECKED);
        return true;
    }
}
