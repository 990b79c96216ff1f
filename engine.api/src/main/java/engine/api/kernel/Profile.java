package engine.api.kernel;

import engine.api.quirk.Quirk;
import java.util.Collections;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Pattern;

/**
 * A selection: which provider serves each slot. Slots the profile does not name fall back to its default
 * provider; the default profile names none and defaults to "faithful". It also chooses the arithmetic model
 * ("ieee" or "ps2") and switches individual corrections of the fixed kernels off.
 *
 * @param defaultProvider     the provider id for every slot not named in slots
 * @param slots               slot id to provider id, for the slots that differ from the default
 * @param floatModel          "ieee" or "ps2"
 * @param disabledCorrections fixed-kernel corrections switched off (the fixed kernels then reproduce them)
 */
public record Profile(String defaultProvider, Map<String, String> slots, String floatModel,
                      Set<Quirk> disabledCorrections) {

    // Declared before DEFAULT: static fields initialise in textual order and DEFAULT's constructor uses it.
    private static final Pattern PROVIDER_ID = Pattern.compile("[a-z][a-z0-9._-]*");

    /** The default profile: every slot from "faithful", IEEE arithmetic, every correction on. */
    public static final Profile DEFAULT = new Profile("faithful", Map.of(), "ieee", Set.of());

    /** Validates every id: slots must be in the catalogue, provider ids well-formed, the model known. */
    public Profile {
        Objects.requireNonNull(defaultProvider, "defaultProvider");
        checkProviderId(defaultProvider, "default");
        TreeMap<String, String> sorted = new TreeMap<>();
        for (Map.Entry<String, String> e : slots.entrySet()) {
            Slots.require(e.getKey());
            checkProviderId(e.getValue(), "slots." + e.getKey());
            sorted.put(e.getKey(), e.getValue());
        }
        slots = Collections.unmodifiableMap(new LinkedHashMap<>(sorted));
        if (!"ieee".equals(floatModel) && !"ps2".equals(floatModel)) {
            throw new SelectionException("floatModel: '" + floatModel + "' is not 'ieee' or 'ps2'");
        }
        disabledCorrections = disabledCorrections.isEmpty() ? Set.of()
                : Collections.unmodifiableSet(EnumSet.copyOf(disabledCorrections));
        for (Quirk q : disabledCorrections) {
            if (!q.fixedCorrects()) {
                throw new SelectionException("disabledCorrections: " + q.id() + " is not corrected by the fixed kernels,"
                        + " so it cannot be switched off");
            }
        }
    }

    private static void checkProviderId(String id, String field) {
        if (id == null || !PROVIDER_ID.matcher(id).matches()) {
            throw new SelectionException(field + ": provider id '" + id + "' is not a lower-case id ([a-z][a-z0-9._-]*)");
        }
    }

    /** The provider id this profile names for slot (its own entry, else the default). */
    public String providerFor(Slot<?> slot) {
        String p = slots.get(slot.id());
        return p != null ? p : defaultProvider;
    }

    /** True when this profile names slot explicitly (not through the default). */
    public boolean names(Slot<?> slot) {
        return slots.containsKey(slot.id());
    }

    /** This profile with slot served by provider. */
    public Profile with(Slot<?> slot, String provider) {
        Map<String, String> m = new LinkedHashMap<>(slots);
        m.put(slot.id(), provider);
        return new Profile(defaultProvider, m, floatModel, disabledCorrections);
    }
}
