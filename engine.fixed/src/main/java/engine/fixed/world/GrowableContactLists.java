package engine.fixed.world;

import engine.api.kernel.ContactListPolicy;
import engine.api.kernel.KernelConfig;
import engine.api.quirk.Quirk;
import engine.faithful.world.OriginalContactLists;

/**
 * The original's list sizes as starting capacities, each list growing past its limit unless the profile
 * switched that limit's correction off (then it behaves as the original's).
 */
public final class GrowableContactLists implements ContactListPolicy {
    private final KernelConfig config;

    /** Lists that grow for every limit config corrects. */
    public GrowableContactLists(KernelConfig config) {
        this.config = config;
    }

    @Override
    public int meshContactCapacity() {
        return OriginalContactLists.MESH_CONTACTS;
    }

    @Override
    public int contactCapacity() {
        return OriginalContactLists.CONTACTS;
    }

    @Override
    public int sortedCapacity() {
        return OriginalContactLists.SORTED;
    }

    @Override
    public int candidateCapacity() {
        return OriginalContactLists.CANDIDATES;
    }

    @Override
    public boolean growable(Quirk limit) {
        return config.corrects(limit);
    }
}
