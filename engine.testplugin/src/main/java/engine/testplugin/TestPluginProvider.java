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

/**
 * The "testplugin" provider: offers one slot, mesh-contact-sort, as a plugin bundle installed at run time. For the
 * host's tests of a misbehaving plugin, the system property {@value #FAULT_PROPERTY} makes one method fail: METHOD
 * then "-throws" or "-null" (id, description, slots, kernel, functions), or "slots-twice" (a slot listed twice).
 */
@Component(service = KernelProvider.class, property = KernelProvider.ID_PROPERTY + "=" + TestPluginProvider.ID)
public final class TestPluginProvider implements KernelProvider {
    /** This provider's id. */
    public static final String ID = "testplugin";

    /** The system property naming the method that fails, e.g. "kernel-throws"; unset, every method behaves. */
    public static final String FAULT_PROPERTY = "engine.testplugin.fault";

    private final MergeSortByFraction sort = new MergeSortByFraction();
    private final String fault = System.getProperty(FAULT_PROPERTY, "");

    /** The fault for method: "throws", "null", "twice", or "" when it behaves. */
    private String fault(String method) {
        return fault.startsWith(method + "-") ? fault.substring(method.length() + 1) : "";
    }

    /** Throws when method is set to throw; true when it is set to return null. */
    private boolean misbehaves(String method) {
        if (fault(method).equals("throws")) {
            throw new IllegalStateException("testplugin fault injected in " + method + "()");
        }
        return fault(method).equals("null");
    }

    @Override
    public String id() {
        return misbehaves("id") ? null : ID;
    }

    @Override
    public String description() {
        return misbehaves("description") ? null
                : "test-fixture plugin: a stable merge sort for the mesh-contact-sort slot";
    }

    @Override
    public List<Slot<?>> slots() {
        if (misbehaves("slots")) {
            return null;
        }
        return fault("slots").equals("twice") ? List.of(Slots.MESH_CONTACT_SORT, Slots.MESH_CONTACT_SORT)
                : List.of(Slots.MESH_CONTACT_SORT);
    }

    @Override
    public <K> K kernel(Slot<K> slot, KernelConfig config) {
        if (misbehaves("kernel")) {
            return null;
        }
        if (slot == Slots.MESH_CONTACT_SORT) {
            return slot.cast(sort);
        }
        throw new SelectionException("provider '" + ID + "' does not offer slot " + slot.id());
    }

    @Override
    public List<SpecFunction> functions() {
        if (misbehaves("functions")) {
            return null;
        }
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
