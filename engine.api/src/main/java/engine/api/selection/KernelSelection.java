package engine.api.selection;

import engine.api.kernel.Correction;
import engine.api.kernel.KernelConfig;
import engine.api.kernel.KernelProvider;
import engine.api.kernel.KernelTable;
import engine.api.kernel.SelectionException;
import engine.api.kernel.Slot;
import engine.api.math.FloatModel;
import engine.api.quirk.Quirk;
import engine.api.slots.Slots;
import java.util.Collection;
import java.util.EnumSet;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.stream.Collectors;

/** Resolves a {@link Profile} against the installed providers into a {@link KernelTable}, once per world. */
public final class KernelSelection {

    private KernelSelection() {
    }

    /**
     * Resolves profile for every slot of the catalogue. A slot the profile gives a provider must be offered by that
     * installed provider; a slot left to the default is served by the default provider when it offers it, else by the
     * slot's fallback provider when that is installed and offers it ({@link Slot#fallbackProvider()}), and stays
     * empty otherwise, unless it is in required, where an empty slot is an error. A fallback serving under a default
     * provider that declares no correction at all (one that reproduces the original, as faithful) starts with every
     * correction off, so "faithful" means the original in every slot; under any other default it starts with all on. Each filled slot's kernel is built
     * with the corrections its provider declares for it, less those the profile switches off (everywhere or for the
     * slot); a correction the profile names must be declared by the slot's provider for that slot, and one switched
     * off everywhere by some slot's provider.
     *
     * @param floatModels the model each profile floatModel name stands for ("ieee", "ps2"): the mapping lives with
     *                    the implementations (engine.ps2float.Ps2FloatModels::byName), not in the API
     * @param providers the installed providers (ids must be unique)
     * @param required  slots the caller cannot do without
     * @throws SelectionException naming the slot, provider and correction at fault
     */
    public static KernelTable resolve(Function<String, ? extends FloatModel> floatModels, Profile profile,
                                      Collection<? extends KernelProvider> providers,
                                      Collection<? extends Slot<?>> required) {
        TreeMap<String, KernelProvider> byId = new TreeMap<>();
        for (KernelProvider p : providers) {
            KernelProvider old = byId.put(p.id(), p);
            if (old != null && old != p) {
                throw new SelectionException("two providers are installed with the id '" + p.id() + "'");
            }
        }
        if (!byId.containsKey(profile.defaultProvider())) {
            throw new SelectionException("default provider '" + profile.defaultProvider() + "' is not installed"
                    + installed(byId));
        }
        Set<Slot<?>> requiredSet = Set.copyOf(required);
        FloatModel model = floatModels.apply(profile.floatModel());
        KernelTable.Builder table = KernelTable.builder(model, profile.defaultProvider());
        EnumSet<Quirk> disabledSomewhere = EnumSet.noneOf(Quirk.class);
        for (Slot<?> slot : Slots.all()) {
            String id = profile.providerFor(slot.id());
            KernelProvider p = byId.get(id);
            SlotChoice choice = profile.slots().get(slot.id());
            boolean asOriginal = false;
            if (!profile.namesProvider(slot.id()) && p != null && !p.offers(slot) && slot.fallbackProvider() != null) {
                // The slot's own fallback (foothold2d for movement-2d) when the default does not offer it; under a
                // default that corrects nothing (faithful) it serves as the original, every correction off.
                KernelProvider f = byId.get(slot.fallbackProvider());
                if (f != null && f.offers(slot)) {
                    asOriginal = p.corrections().isEmpty();
                    id = f.id();
                    p = f;
                }
            }
            if (p == null) {
                throw new SelectionException("slot " + slot.id() + ": the profile names provider '" + id
                        + "', which is not installed" + installed(byId));
            }
            if (!p.offers(slot)) {
                if (profile.namesProvider(slot.id())) {
                    throw new SelectionException("slot " + slot.id() + ": provider '" + id + "' does not offer it"
                            + offeredBy(slot, byId.values()));
                }
                if (choice != null && !choice.corrections().isEmpty()) {
                    throw new SelectionException("slot " + slot.id() + ": the profile sets corrections for it, but its"
                            + " provider '" + id + "' does not offer it" + offeredBy(slot, byId.values()));
                }
                if (requiredSet.contains(slot)) {
                    throw new SelectionException("slot " + slot.id() + " has no provider: the default '" + id
                            + "' does not offer it and the profile names no other" + offeredBy(slot, byId.values()));
                }
                continue;
            }
            Set<Quirk> declared = declared(p, slot);
            EnumSet<Quirk> on = declared.isEmpty() || asOriginal ? EnumSet.noneOf(Quirk.class)
                    : EnumSet.copyOf(declared);
            for (Quirk q : profile.disabledCorrections()) {
                if (declared.contains(q)) {
                    on.remove(q);
                    disabledSomewhere.add(q);
                }
            }
            if (choice != null) {
                for (Map.Entry<Quirk, Boolean> e : choice.corrections().entrySet()) {
                    Quirk q = e.getKey();
                    if (!declared.contains(q)) {
                        throw new SelectionException("slot " + slot.id() + ": provider '" + id + "' has no correction "
                                + q.id() + " for it (" + (declared.isEmpty() ? "it declares none for this slot"
                                : "it declares " + declared.stream().map(Quirk::id).collect(Collectors.joining(", ")))
                                + ")");
                    }
                    if (e.getValue()) {
                        on.add(q);
                    } else {
                        on.remove(q);
                    }
                }
            }
            KernelConfig config = new KernelConfig(model, on);
            table.put(slot, id, config, slot.cast(p.kernel(slot, config)));
        }
        for (Quirk q : profile.disabledCorrections()) {
            if (!disabledSomewhere.contains(q)) {
                String who = byId.values().stream().filter(p -> p.corrections().stream().anyMatch(c -> c.quirk() == q))
                        .map(KernelProvider::id).collect(Collectors.joining(", "));
                throw new SelectionException("disabledCorrections: " + q.id() + " is not a correction of any slot's "
                        + "provider in this profile" + (who.isEmpty() ? " (no installed provider corrects it)"
                        : " (corrected by: " + who + ")"));
            }
        }
        return table.build();
    }

    /** The quirks p declares corrections of for slot. */
    public static Set<Quirk> declared(KernelProvider p, Slot<?> slot) {
        EnumSet<Quirk> out = EnumSet.noneOf(Quirk.class);
        for (Correction c : p.corrections()) {
            if (c.slot() == slot) {
                out.add(c.quirk());
            }
        }
        return out;
    }

    private static String installed(TreeMap<String, KernelProvider> byId) {
        return " (installed: " + (byId.isEmpty() ? "none" : String.join(", ", byId.keySet())) + ")";
    }

    private static String offeredBy(Slot<?> slot, Collection<KernelProvider> providers) {
        String who = providers.stream().filter(p -> p.offers(slot)).map(KernelProvider::id).sorted()
                .collect(Collectors.joining(", "));
        return who.isEmpty() ? " (no installed provider offers it)" : " (offered by: " + who + ")";
    }
}
