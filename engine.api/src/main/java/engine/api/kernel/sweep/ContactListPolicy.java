package engine.api.kernel.sweep;

import engine.api.quirk.Quirk;
import org.osgi.annotation.versioning.ProviderType;

/**
 * The capacities of the world's contact and candidate lists: the original's fixed sizes (100 mesh contacts,
 * 50 contacts, 52 sorted pointers in IPhysics_OverlapShape, 512 candidates) or growable lists.
 */
@ProviderType
public interface ContactListPolicy {

    /** Mesh contacts one mesh collector holds before it is full (original: 100). */
    int meshContactCapacity();

    /** Contacts a sweep pass or a query holds before it is full (original: 50). */
    int contactCapacity();

    /** Sorted pointers IPhysics_OverlapShape holds (original: 52, two past its 50 contacts). */
    int sortedCapacity();

    /** Candidate bodies a box query may return (original: 512, the callers' stack lists). */
    int candidateCapacity();

    /**
     * True when the list guarded by the catalogued limit grows past its capacity (the fixed kernels); false
     * when reaching it is the original's limit, reported as that quirk and ending the call in a defined way.
     */
    boolean growable(Quirk limit);
}
