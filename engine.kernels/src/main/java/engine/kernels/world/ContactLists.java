package engine.kernels.world;

import engine.api.kernel.KernelConfig;
import engine.api.kernel.sweep.ContactListPolicy;
import engine.api.quirk.Quirk;

/**
 * The list sizes of sweeps and queries (Units 2, 3, 7, 11): 100 mesh contacts per collector, 50 contacts per pass
 * or query (IPhysics_CollideShape's too), 52 sorted pointers in IPhysics_OverlapShape, 512 candidates. The
 * original's are fixed: reaching one is reported as its catalogued limit and ends the call in a defined way. With a
 * limit's correction on, that list starts at the original's size and grows.
 */
public final class ContactLists implements ContactListPolicy {
    /** Unit 2: the collectors' stack array of mesh contacts. */
    public static final int MESH_CONTACTS = 100;
    /** Unit 3: PhysicsBody_Sweep's contact pool (sp+0x110 to sp+0x2690). */
    public static final int CONTACTS = 50;
    /** Unit 7: IPhysics_OverlapShape's sorted pointers (sp+0x2db0 to sp+0x2e7f). */
    public static final int SORTED = 52;
    /** Unit 7: every caller's candidate list. */
    public static final int CANDIDATES = 512;

    private final boolean growContacts;
    private final boolean growCandidates;
    private final boolean growOverlap;
    private final boolean growCollide;

    /** The lists config asks for: each limit it corrects grows. */
    public ContactLists(KernelConfig config) {
        growContacts = config.corrects(Quirk.CONTACTS_50);
        growCandidates = config.corrects(Quirk.CANDIDATES_512);
        growOverlap = config.corrects(Quirk.OVERLAP_CONTACTS_50);
        growCollide = config.corrects(Quirk.COLLIDE_CONTACTS_50);
    }

    @Override
    public int meshContactCapacity() {
        return MESH_CONTACTS;
    }

    @Override
    public int contactCapacity() {
        return CONTACTS;
    }

    @Override
    public int sortedCapacity() {
        return SORTED;
    }

    @Override
    public int candidateCapacity() {
        return CANDIDATES;
    }

    @Override
    public boolean growable(Quirk limit) {
        return switch (limit) {
            case CONTACTS_50 -> growContacts;
            case CANDIDATES_512 -> growCandidates;
            case OVERLAP_CONTACTS_50 -> growOverlap;
            case COLLIDE_CONTACTS_50 -> growCollide;
            default -> false;
        };
    }
}
