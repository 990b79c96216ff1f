package engine.launcher.ab;

import engine.api.kernel.KernelConfig;
import engine.api.kernel.KernelProvider;
import engine.api.kernel.KernelTable;
import engine.api.kernel.Slot;
import engine.api.quirk.Quirk;
import engine.api.selection.KernelSelection;
import engine.api.selection.Profile;
import engine.api.selection.SlotChoice;
import engine.api.slots.Slots;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * A resolved selection written out in full: per slot the provider serving it (null: empty) and the corrections on in
 * it, and the float model. An A/B's differences are switched one by one on a copy of run A's choices, and each copy
 * becomes a profile that names every slot explicitly. Mutable; one thread.
 */
final class SlotChoices {
    private final String[] provider;
    private final EnumSet<Quirk>[] on;
    private String floatModel;

    @SuppressWarnings("unchecked")
    private SlotChoices(String floatModel) {
        int n = Slots.all().size();
        this.provider = new String[n];
        this.on = new EnumSet[n];
        for (int s = 0; s < n; s++) {
            on[s] = EnumSet.noneOf(Quirk.class);
        }
        this.floatModel = floatModel;
    }

    /** What table resolved to. */
    static SlotChoices of(KernelTable table) {
        SlotChoices c = new SlotChoices(table.floatModel().name().toLowerCase(java.util.Locale.ROOT));
        for (Slot<?> s : Slots.all()) {
            String p = table.providerId(s);
            if (p != null) {
                c.provider[s.ordinal()] = p;
                KernelConfig config = table.config(s);
                c.on[s.ordinal()].addAll(config.corrections());
            }
        }
        return c;
    }

    /** A copy to switch differences on. */
    SlotChoices copy() {
        SlotChoices c = new SlotChoices(floatModel);
        for (int s = 0; s < provider.length; s++) {
            c.provider[s] = provider[s];
            c.on[s].addAll(on[s]);
        }
        return c;
    }

    /** The provider of slot (null: empty). */
    String provider(Slot<?> slot) {
        return provider[slot.ordinal()];
    }

    /** The corrections on in slot (live: do not change). */
    EnumSet<Quirk> on(Slot<?> slot) {
        return on[slot.ordinal()];
    }

    /** The float model ("ieee" or "ps2"). */
    String floatModel() {
        return floatModel;
    }

    /** Serves slot by provider with exactly the corrections corrections. */
    void set(Slot<?> slot, String p, EnumSet<Quirk> corrections) {
        provider[slot.ordinal()] = p;
        on[slot.ordinal()] = EnumSet.copyOf(corrections.isEmpty() ? EnumSet.noneOf(Quirk.class) : corrections);
    }

    /** Switches q's correction on or off in slot. */
    void correction(Slot<?> slot, Quirk q, boolean enabled) {
        if (enabled) {
            on[slot.ordinal()].add(q);
        } else {
            on[slot.ordinal()].remove(q);
        }
    }

    /** Sets the float model. */
    void floatModel(String model) {
        floatModel = model;
    }

    /**
     * A profile naming every filled slot's provider and every correction that provider declares for it (on or off),
     * with defaultProvider for the empty ones.
     */
    Profile toProfile(String defaultProvider, List<KernelProvider> providers) {
        Map<String, SlotChoice> slots = new LinkedHashMap<>();
        for (Slot<?> s : Slots.all()) {
            String p = provider[s.ordinal()];
            if (p == null) {
                continue;
            }
            KernelProvider k = providers.stream().filter(x -> x.id().equals(p)).findFirst().orElse(null);
            EnumMap<Quirk, Boolean> corrections = new EnumMap<>(Quirk.class);
            if (k != null) {
                for (Quirk q : KernelSelection.declared(k, s)) {
                    corrections.put(q, on[s.ordinal()].contains(q));
                }
            }
            slots.put(s.id(), new SlotChoice(p, corrections));
        }
        return new Profile(defaultProvider, slots, floatModel, java.util.Set.of());
    }

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof SlotChoices c) || !floatModel.equals(c.floatModel)) {
            return false;
        }
        for (int s = 0; s < provider.length; s++) {
            if (!Objects.equals(provider[s], c.provider[s]) || !on[s].equals(c.on[s])) {
                return false;
            }
        }
        return true;
    }

    @Override
    public int hashCode() {
        return java.util.Arrays.hashCode(provider) * 31 + floatModel.hashCode();
    }
}
