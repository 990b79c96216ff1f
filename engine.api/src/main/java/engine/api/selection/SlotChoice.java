package engine.api.selection;

import engine.api.quirk.Quirk;
import java.util.Collections;
import java.util.EnumMap;
import java.util.Map;
import java.util.Objects;

/**
 * What a profile says about one slot: the provider that serves it (null: the profile's default) and corrections
 * switched on (true) or off (false) for this slot alone, by quirk id. A correction must be one the slot's provider
 * declares for the slot; one left unnamed keeps the provider's default (on).
 *
 * @param provider    the provider id, or null for the profile's default provider
 * @param corrections per quirk, whether the slot's kernel corrects it
 */
public record SlotChoice(String provider, Map<Quirk, Boolean> corrections) {

    /** Copies the map (in catalogue order); corrections may not be null. */
    public SlotChoice {
        Objects.requireNonNull(corrections, "corrections");
        corrections = corrections.isEmpty() ? Map.of() : Collections.unmodifiableMap(new EnumMap<>(corrections));
    }

    /** The slot served by provider, every correction at its default. */
    public static SlotChoice of(String provider) {
        return new SlotChoice(Objects.requireNonNull(provider, "provider"), Map.of());
    }

    /** This choice with quirk's correction switched on or off. */
    public SlotChoice with(Quirk quirk, boolean on) {
        EnumMap<Quirk, Boolean> m = new EnumMap<>(Quirk.class);
        m.putAll(corrections);
        m.put(quirk, on);
        return new SlotChoice(provider, m);
    }
}
