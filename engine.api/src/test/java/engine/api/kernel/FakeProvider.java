package engine.api.kernel;

import engine.api.oracle.SpecFunction;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** A provider offering given kernel objects and declaring given corrections; records the configs it built with. */
public final class FakeProvider implements KernelProvider {
    private final String id;
    private final Map<Slot<?>, Object> kernels = new LinkedHashMap<>();
    private final List<Correction> corrections = new ArrayList<>();
    /** Every config a kernel was built with, in call order. */
    public final List<KernelConfig> configs = new ArrayList<>();

    /** A provider with this id offering nothing. */
    public FakeProvider(String id) {
        this.id = id;
    }

    /** Offers kernel for slot. */
    public <K> FakeProvider with(Slot<K> slot, K kernel) {
        kernels.put(slot, kernel);
        return this;
    }

    /** Declares a correction of quirk for slot. */
    public FakeProvider correcting(engine.api.quirk.Quirk quirk, Slot<?> slot) {
        corrections.add(new Correction(quirk, slot, "corrects " + quirk.id() + " (test)"));
        return this;
    }

    @Override
    public String id() {
        return id;
    }

    @Override
    public String description() {
        return "test provider " + id;
    }

    @Override
    public List<Slot<?>> slots() {
        return kernels.keySet().stream().sorted((a, b) -> Integer.compare(a.ordinal(), b.ordinal())).toList();
    }

    @Override
    public List<Correction> corrections() {
        return List.copyOf(corrections);
    }

    @Override
    public <K> K kernel(Slot<K> slot, KernelConfig config) {
        Object k = kernels.get(slot);
        if (k == null) {
            throw new SelectionException(id + " does not offer " + slot.id());
        }
        configs.add(config);
        return slot.kernelType().cast(k);
    }

    @Override
    public List<SpecFunction> functions() {
        return List.of();
    }
}
