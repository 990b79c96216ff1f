package engine.api.kernel;

import engine.api.math.FloatModel;
import java.util.Arrays;
import java.util.Objects;

/**
 * A selection resolved against the installed providers: for each slot a kernel (or none), the provider that made
 * it and the configuration it was built with, fixed when the table is made. The mapping never changes, so a step
 * never looks a kernel up by name and never sees a half-changed selection. Its kernels own scratch and per-world
 * state (pools, ignore slots): a table serves one world on one thread.
 */
public final class KernelTable {
    private final FloatModel floatModel;
    private final String defaultProvider;
    private final Object[] kernels;
    private final String[] providers;
    private final KernelConfig[] configs;

    private KernelTable(Builder b) {
        this.floatModel = b.floatModel;
        this.defaultProvider = b.defaultProvider;
        this.kernels = b.kernels.clone();
        this.providers = b.providers.clone();
        this.configs = b.configs.clone();
    }

    /** A builder for a table computing with floatModel, whose unnamed slots default to defaultProvider. */
    public static Builder builder(FloatModel floatModel, String defaultProvider) {
        return new Builder(floatModel, defaultProvider);
    }

    /**
     * A builder starting from every entry of base (kernels included: the new table shares them, so only one of the
     * two may serve a world), for replacing a few slots.
     */
    public static Builder builder(KernelTable base) {
        Builder b = new Builder(base.floatModel, base.defaultProvider);
        b.kernels = base.kernels.clone();
        b.providers = base.providers.clone();
        b.configs = base.configs.clone();
        return b;
    }

    /** The arithmetic model of every kernel in this table. */
    public FloatModel floatModel() {
        return floatModel;
    }

    /** The id of the provider the profile defaulted to. */
    public String defaultProvider() {
        return defaultProvider;
    }

    /** The kernel serving slot, or null when the slot is empty in this table. */
    public <K> K find(Slot<K> slot) {
        int o = slot.ordinal();
        Object k = o < kernels.length ? kernels[o] : null;
        return k == null ? null : slot.kernelType().cast(k);
    }

    /** The kernel serving slot; an empty slot is a {@link SelectionException} naming it. */
    public <K> K get(Slot<K> slot) {
        K k = find(slot);
        if (k == null) {
            throw new SelectionException("slot " + slot.id() + " has no kernel in this table (the default provider '"
                    + defaultProvider + "' does not offer it and the profile names no other)");
        }
        return k;
    }

    /** The id of the provider serving slot, or null when the slot is empty. */
    public String providerId(Slot<?> slot) {
        int o = slot.ordinal();
        return o < providers.length ? providers[o] : null;
    }

    /** The configuration slot's kernel was built with (its corrections), or null when the slot is empty. */
    public KernelConfig config(Slot<?> slot) {
        int o = slot.ordinal();
        return o < configs.length ? configs[o] : null;
    }

    /** How many slots have a kernel. */
    public int filledCount() {
        return (int) Arrays.stream(kernels).filter(Objects::nonNull).count();
    }

    /** Collects one kernel per slot; {@link #build()} makes the immutable table. Not thread-safe. */
    public static final class Builder {
        private final FloatModel floatModel;
        private final String defaultProvider;
        private Object[] kernels = new Object[0];
        private String[] providers = new String[0];
        private KernelConfig[] configs = new KernelConfig[0];

        private Builder(FloatModel floatModel, String defaultProvider) {
            this.floatModel = Objects.requireNonNull(floatModel, "floatModel");
            this.defaultProvider = Objects.requireNonNull(defaultProvider, "defaultProvider");
        }

        /**
         * Fills slot with kernel, made by provider with config (whose float model must be the table's).
         *
         * @throws IllegalArgumentException when kernel is not slot's kernel type or the models differ
         */
        public <K> Builder put(Slot<K> slot, String provider, KernelConfig config, Object kernel) {
            slot.cast(kernel);
            Objects.requireNonNull(provider, "provider");
            if (config.floatModel() != floatModel) {
                throw new IllegalArgumentException("slot " + slot.id() + ": kernel built for the " + config.floatModel()
                        .name() + " model in a " + floatModel.name() + " table");
            }
            int o = slot.ordinal();
            if (o >= kernels.length) {
                int n = Math.max(o + 1, kernels.length * 2);
                kernels = Arrays.copyOf(kernels, n);
                providers = Arrays.copyOf(providers, n);
                configs = Arrays.copyOf(configs, n);
            }
            kernels[o] = kernel;
            providers[o] = provider;
            configs[o] = config;
            return this;
        }

        /** The table as collected so far. */
        public KernelTable build() {
            return new KernelTable(this);
        }
    }
}
