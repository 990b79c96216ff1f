package engine.api.kernel;

import java.util.Arrays;
import java.util.Objects;

/**
 * A profile resolved against the installed providers: one kernel (or none) per slot, fixed when the table is
 * made. Immutable and safe to share; a world keeps one for its whole life, so a step never looks a kernel up
 * by name and never sees a half-changed selection.
 */
public final class KernelTable {
    private final Profile profile;
    private final KernelConfig config;
    private final Object[] kernels;
    private final String[] providers;

    KernelTable(Profile profile, KernelConfig config, Object[] kernels, String[] providers) {
        this.profile = Objects.requireNonNull(profile);
        this.config = Objects.requireNonNull(config);
        this.kernels = kernels.clone();
        this.providers = providers.clone();
    }

    /** The profile this table was resolved from. */
    public Profile profile() {
        return profile;
    }

    /** The configuration the kernels were built with. */
    public KernelConfig config() {
        return config;
    }

    /** The kernel serving slot, or null when the slot is empty in this table. */
    public <K> K find(Slot<K> slot) {
        Object k = kernels[slot.ordinal()];
        return k == null ? null : slot.kernelType().cast(k);
    }

    /** The kernel serving slot; an empty slot is a {@link SelectionException} naming it. */
    public <K> K get(Slot<K> slot) {
        K k = find(slot);
        if (k == null) {
            throw new SelectionException("slot " + slot.id() + " has no provider in this table (profile default '"
                    + profile.defaultProvider() + "' does not offer it and the profile names no other)");
        }
        return k;
    }

    /** The id of the provider serving slot, or null when the slot is empty. */
    public String providerId(Slot<?> slot) {
        return providers[slot.ordinal()];
    }

    /** How many slots have a kernel. */
    public int filledCount() {
        return (int) Arrays.stream(kernels).filter(Objects::nonNull).count();
    }
}
