package engine.faithful.world;

import engine.api.kernel.ContactListPolicy;
import engine.api.quirk.Quirk;

/**
 * The original's fixed list sizes (Units 2, 3, 7): 100 mesh contacts per collector, 50 contacts per pass or
 * query, 52 sorted pointers in IPhysics_OverlapShape, 512 candidates. None grows: reaching one is reported as
 * its catalogued limit and ends the call in a defined way.
 */
public final class OriginalContactLists implements ContactListPolicy {
    /** Unit 2: the collectors' stack array of mesh contacts. */
    public static final int MESH_CONTACTS = 100;
    /** Unit 3: PhysicsBody_Sweep's contact pool (sp+0x110 to sp+0x2690). */
    public static final int CONTACTS = 50;
    /** Unit 7: IPhysics_OverlapShape's sorted pointers (sp+0x2db0 to sp+0x2e7f). */
    public static final int SORTED = 52;
    /** Unit 7: every caller's candidate list. */
    public static final int CANDIDATES = 512;

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
        return false;
    }
}
