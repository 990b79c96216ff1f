package engine.testplugin;

import engine.api.kernel.KernelConfig;
import engine.api.kernel.KernelProvider;
import engine.api.kernel.SelectionException;
import engine.api.kernel.Slot;
import engine.api.oracle.Param;
import engine.api.oracle.SpecFunction;
import engine.api.oracle.ValueType;
import engine.api.slots.Slots;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.osgi.service.component.annotations.Component;

/** The "testplugin" provider: offers one slot, mesh-contact-sort, as a plugin bundle installed at run time. */
@Component(service = KernelProvider.class, property = KernelProvider.ID_PROPERTY + "=" + TestPluginProvider.ID)
public final class TestPluginProvider implements KernelProvider {
    /** This provider's id. */
    public static final String ID = "testplugin";

    private final MergeSortByFraction sort = new MergeSortByFraction();

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String description() {
        return "test-fixture plugin: a stable merge sort for the mesh-contact-sort slot";
    }

    @Override
    public List<Slot<?>> slots() {
        return List.of(Slots.MESH_CONTACT_SORT);
    }

    @Override
    public <K> K kernel(Slot<K> slot, KernelConfig config) {
        if (slot == Slots.MESH_CONTACT_SORT) {
            return slot.cast(sort);
        }
        throw new SelectionException("provider '" + ID + "' does not offer slot " + slot.id());
    }

    @Override
    public List<SpecFunction> functions() {
        return List.of(new SpecFunction("MeshContacts_SortByFraction", 2, "the plugin's stable merge sort",
                List.of(new Param("keys", ValueType.FLOAT_LIST, "sort keys in arrival order")),
                List.of(new Param("order", ValueType.INT_LIST, "indices into keys, smallest key first")),
                (a, log) -> {
                    float[] keys = (float[]) a.get("keys");
                    int[] order = new int[keys.length + 1];
                    sort.sort(keys, keys.length, order, log);
                    return Map.of("order", Arrays.copyOf(order, keys.length));
                }));
    }
}
