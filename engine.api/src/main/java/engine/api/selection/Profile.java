package engine.api.selection;

import engine.api.kernel.SelectionException;
import engine.api.math.FloatModel;
import engine.api.quirk.Quirk;
import engine.api.slots.Slots;
import java.util.Collections;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Pattern;

/**
 * A selection: which provider serves each slot and which of its corrections apply. Slots the profile does not
 * name fall back to its default provider with every correction that provider declares; the default profile names
 * none and defaults to "faithful". It also chooses the arithmetic model ("ieee" or "ps2").
 *
 * @param defaultProvider     the provider id for every slot not given a provider in slots
 * @param slots               slot id to what the profile says about it (provider, per-slot corrections)
 * @param floatModel          "ieee" or "ps2"
 * @param disabledCorrections corrections switched off in every slot whose provider declares them
 */
public record Profile(String defaultProvider, Map<String, SlotChoice> slots, String floatModel,
                      Set<Quirk> disabledCorrections) {

    // Declared before DEFAULT: static fields initialise in textual order and DEFAULT's constructor uses it.
    private static final Pattern PROVIDER_ID = Pattern.compile("[a-z][a-z0-9._-]*");

    /** The default profile: every slot from "faithful", IEEE arithmetic. */
    public static final Profile DEFAULT = new Profile("faithful", Map.of(), "ieee", Set.of());

    /** Validates every id: slots must be in the catalogue, provider ids well-formed, the model known. */
    public Profile {
        Objects.requireNonNull(defaultProvider, "defaultProvider");
        checkProviderId(defaultProvider, "default");
        TreeMap<String, SlotChoice> sorted = new TreeMap<>();
        for (Map.Entry<String, SlotChoice> e : slots.entrySet()) {
            Slots.require(e.getKey());
            SlotChoice c = Objects.requireNonNull(e.getValue(), "slots." + e.getKey());
            if (c.provider() != null) {
                checkProviderId(c.provider(), "slots." + e.getKey());
            }
            sorted.put(e.getKey(), c);
        }
        slots = Collections.unmodifiableMap(new LinkedHashMap<>(sorted));
        if (!"ieee".equals(floatModel) && !"ps2".equals(floatModel)) {
            throw new SelectionException("floatModel: '" + floatModel + "' is not 'ieee' or 'ps2'");
        }
        disabledCorrections = disabledCorrections.isEmpty() ? Set.of()
                : Collections.unmodifiableSet(EnumSet.copyOf(disabledCorrections));
    }

    /** A profile whose named slots only choose a provider (slot id to provider id). */
    public static Profile of(String defaultProvider, Map<String, String> providers, String floatModel,
                             Set<Quirk> disabledCorrections) {
        Map<String, SlotChoice> m = new LinkedHashMap<>();
        providers.forEach((slot, provider) -> m.put(slot, SlotChoice.of(provider)));
        return new Profile(defaultProvider, m, floatModel, disabledCorrections);
    }

    /** Every slot from provider, IEEE arithmetic, each of its corrections on. */
    public static Profile of(String provider) {
        return new Profile(provider, Map.of(), "ieee", Set.of());
    }

    private static void checkProviderId(String id, String field) {
        if (id == null || !PROVIDER_ID.matcher(id).matches()) {
            throw new SelectionException(field + ": provider id '" + id
                    + "' is not a lower-case id ([a-z][a-z0-9._-]*)");
        }
    }

    /** The provider id this profile names for the slot with this id (its own entry, else the default). */
    public String providerFor(String slotId) {
        SlotChoice c = slots.get(slotId);
        return c != null && c.provider() != null ? c.provider() : defaultProvider;
    }

    /** True when this profile names a provider for the slot with this id (not through the default). */
    public boolean namesProvider(String slotId) {
        SlotChoice c = slots.get(slotId);
        return c != null && c.provider() != null;
    }

    /** This profile with the slot served by provider (its per-slot corrections kept). */
    public Profile with(String slotId, String provider) {
        Map<String, SlotChoice> m = new LinkedHashMap<>(slots);
        SlotChoice old = m.get(slotId);
        m.put(slotId, new SlotChoice(provider, old == null ? Map.of() : old.corrections()));
        return new Profile(defaultProvider, m, floatModel, disabledCorrections);
    }

    /** This profile with quirk's correction switched on or off in the slot with this id alone. */
    public Profile withCorrection(String slotId, Quirk quirk, boolean on) {
        Map<String, SlotChoice> m = new LinkedHashMap<>(slots);
        SlotChoice old = m.getOrDefault(slotId, new SlotChoice(null, Map.of()));
        m.put(slotId, old.with(quirk, on));
        return new Profile(defaultProvider, m, floatModel, disabledCorrections);
    }

    /** This profile with quirk's correction switched off in every slot. */
    public Profile withoutCorrection(Quirk quirk) {
        EnumSet<Quirk> d = EnumSet.of(quirk);
        d.addAll(disabledCorrections);
        return new Profile(defaultProvider, slots, floatModel, d);
    }

    /** This profile computing with the model named floatModel ("ieee" or "ps2"). */
    public Profile withFloatModel(String model) {
        return new Profile(defaultProvider, slots, model, disabledCorrections);
    }
}
