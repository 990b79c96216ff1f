package engine.fixed.provider;

import engine.api.kernel.KernelConfig;
import engine.api.kernel.KernelProvider;
import engine.api.kernel.SelectionException;
import engine.api.kernel.Slot;
import engine.api.kernel.Slots;
import engine.api.oracle.SpecFunction;
import engine.api.quirk.Quirk;
import engine.faithful.mesh.SortByFraction;
import engine.faithful.oracle.CoreFunctions;
import engine.fixed.mesh.StableSortByFraction;
import engine.fixed.world.GrowableContactLists;
import java.util.List;
import org.osgi.service.component.annotations.Component;

/**
 * The "fixed" provider: the faithful kernels with each catalogued defect corrected; a correction the profile
 * switches off gives the faithful behaviour for that quirk alone.
 */
@Component(service = KernelProvider.class, property = KernelProvider.ID_PROPERTY + "=" + FixedProvider.ID)
public final class FixedProvider implements KernelProvider {
    /** This provider's id. */
    public static final String ID = "fixed";

    private static final List<Slot<?>> SLOTS = List.of(Slots.MESH_CONTACT_SORT, Slots.CONTACT_LISTS);

    private final List<SpecFunction> functions =
            CoreFunctions.table(kernel(Slots.MESH_CONTACT_SORT, KernelConfig.DEFAULT));

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String description() {
        return "the faithful kernels with the catalogued defects corrected, each correction switchable";
    }

    @Override
    public List<Slot<?>> slots() {
        return SLOTS;
    }

    @Override
    public <K> K kernel(Slot<K> slot, KernelConfig config) {
        if (slot == Slots.MESH_CONTACT_SORT) {
            return slot.cast(config.corrects(Quirk.SORT_SMEAR) ? new StableSortByFraction() : new SortByFraction());
        }
        if (slot == Slots.CONTACT_LISTS) {
            return slot.cast(new GrowableContactLists(config));
        }
        throw new SelectionException("provider '" + ID + "' does not offer slot " + slot.id());
    }

    @Override
    public List<SpecFunction> functions() {
        return functions;
    }
}
