package engine.faithful.provider;

import engine.api.kernel.KernelConfig;
import engine.api.kernel.KernelProvider;
import engine.api.kernel.SelectionException;
import engine.api.kernel.Slot;
import engine.api.kernel.Slots;
import engine.api.oracle.SpecFunction;
import engine.faithful.mesh.SortByFraction;
import engine.faithful.oracle.CoreFunctions;
import engine.faithful.world.OriginalContactLists;
import java.util.List;
import org.osgi.service.component.annotations.Component;

/** The "faithful" provider: the original's kernels, every bug and limit included. */
@Component(service = KernelProvider.class, property = KernelProvider.ID_PROPERTY + "=" + FaithfulProvider.ID)
public final class FaithfulProvider implements KernelProvider {
    /** This provider's id. */
    public static final String ID = "faithful";

    private static final List<Slot<?>> SLOTS = List.of(Slots.MESH_CONTACT_SORT, Slots.CONTACT_LISTS);

    private final SortByFraction sort = new SortByFraction();
    private final OriginalContactLists lists = new OriginalContactLists();

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String description() {
        return "bit-faithful kernels of the PS2 original, every bug and limit included";
    }

    @Override
    public List<Slot<?>> slots() {
        return SLOTS;
    }

    @Override
    public <K> K kernel(Slot<K> slot, KernelConfig config) {
        if (slot == Slots.MESH_CONTACT_SORT) {
            return slot.cast(sort);
        }
        if (slot == Slots.CONTACT_LISTS) {
            return slot.cast(lists);
        }
        throw new SelectionException("provider '" + ID + "' does not offer slot " + slot.id());
    }

    @Override
    public List<SpecFunction> functions() {
        return CoreFunctions.table(sort);
    }
}
