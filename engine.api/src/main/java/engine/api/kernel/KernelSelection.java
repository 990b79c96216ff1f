package engine.api.kernel;

import engine.api.math.FloatModel;
import java.util.Collection;
import java.util.List;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Collectors;

/** Resolves a {@link Profile} against the installed providers into a {@link KernelTable}, once. */
public final class KernelSelection {

    private KernelSelection() {
    }

    /**
     * Resolves profile for every slot. A slot the profile names explicitly must be offered by the named,
     * installed provider; a slot it leaves to the default is served by the default provider when that
     * provider offers it, and stays empty otherwise, unless it is in required, where an empty slot is an
     * error. The default provider itself must be installed.
     *
     * @param providers the installed providers (ids must be unique)
     * @param required  slots the caller cannot do without
     * @throws SelectionException naming the slot and provider at fault
     */
    public static KernelTable resolve(Profile profile, Collection<? extends KernelProvider> providers,
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
        FloatModel model = profile.floatModel().equals("ieee") ? FloatModel.IEEE : FloatModel.byName(profile.floatModel());
        KernelConfig config = new KernelConfig(model, profile.disabledCorrections());
        List<Slot<?>> all = Slots.all();
        Object[] kernels = new Object[all.size()];
        String[] ids = new String[all.size()];
        for (Slot<?> slot : all) {
            String id = profile.providerFor(slot);
            KernelProvider p = byId.get(id);
            boolean named = profile.names(slot);
            if (p == null) {
                throw new SelectionException("slot " + slot.id() + ": the profile names provider '" + id
                        + "', which is not installed" + installed(byId));
            }
            if (!p.offers(slot)) {
                if (named) {
                    throw new SelectionException("slot " + slot.id() + ": provider '" + id + "' does not offer it"
                            + offeredBy(slot, byId.values()));
                }
                if (requiredSet.contains(slot)) {
                    throw new SelectionException("slot " + slot.id() + " has no provider: the default '" + id
                            + "' does not offer it and the profile names no other" + offeredBy(slot, byId.values()));
                }
                continue;
            }
            kernels[slot.ordinal()] = slot.cast(p.kernel(slot, config));
            ids[slot.ordinal()] = id;
        }
        return new KernelTable(profile, config, kernels, ids);
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
