package engine.launcher.host;

import engine.api.kernel.Correction;
import engine.api.kernel.KernelConfig;
import engine.api.kernel.KernelProvider;
import engine.api.kernel.SelectionException;
import engine.api.kernel.Slot;
import engine.api.kernel.mesh.MeshContactSort;
import engine.api.oracle.Param;
import engine.api.oracle.SpecFunction;
import engine.api.oracle.ValueType;
import engine.api.quirk.Quirk;
import engine.api.slots.Slots;
import java.lang.reflect.Proxy;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * A plugin's provider that does in each method what a chooser says: behave, throw (a runtime exception, a
 * SelectionException, a StackOverflowError, a linkage error), return null, or lie (an id that is not one, a slot
 * listed twice or a null one, a correction for a slot it does not offer, a kernel of the wrong type, a null
 * function). Behaving, it offers mesh-contact-sort with one correction and one spec function, "Fuzz_Identity".
 */
public final class FaultyProvider implements KernelProvider {

    /** What one call does. */
    public enum Act { BEHAVE, THROW, SELECTION, STACK_OVERFLOW, LINKAGE, NULL, LIE }

    private final Function<String, Act> chooser;

    /**
     * A provider whose method m does chooser.apply(m): "id", "description", "slots", "corrections", "kernel",
     * "functions", or "body" (its spec function's).
     */
    public FaultyProvider(Function<String, Act> chooser) {
        this.chooser = chooser;
    }

    /** A provider where method fails with act and every other method behaves. */
    public static FaultyProvider failing(String method, Act act) {
        return new FaultyProvider(m -> m.equals(method) ? act : Act.BEHAVE);
    }

    /** Throws for the throwing acts; returns the act otherwise. */
    private Act act(String method) {
        Act a = chooser.apply(method);
        switch (a) {
            case THROW -> throw new IllegalStateException("fault injected in " + method);
            case SELECTION -> throw new SelectionException("fault injected in " + method);
            case STACK_OVERFLOW -> throw new StackOverflowError();
            case LINKAGE -> throw new NoClassDefFoundError("fault/Injected");
            default -> {
                return a;
            }
        }
    }

    @Override
    public String id() {
        return switch (act("id")) {
            case NULL -> null;
            case LIE -> "Not An Id!\u001b[2J";
            default -> "faulty";
        };
    }

    @Override
    public String description() {
        return act("description") == Act.NULL ? null : "a provider that fails on demand";
    }

    @Override
    public List<Slot<?>> slots() {
        return switch (act("slots")) {
            case NULL -> null;
            case LIE -> Arrays.asList(Slots.MESH_CONTACT_SORT, null, Slots.MESH_CONTACT_SORT);
            default -> List.of(Slots.MESH_CONTACT_SORT);
        };
    }

    @Override
    public List<Correction> corrections() {
        return switch (act("corrections")) {
            case NULL -> null;
            case LIE -> List.of(new Correction(Quirk.values()[0], Slots.BODY_SWEEP, "a slot it does not offer"));
            default -> List.of(new Correction(Quirk.SORT_SMEAR, Slots.MESH_CONTACT_SORT, "sorts stably"));
        };
    }

    @Override
    public <K> K kernel(Slot<K> slot, KernelConfig config) {
        Act a = act("kernel");
        if (a == Act.NULL) {
            return null;
        }
        if (a == Act.LIE) {
            @SuppressWarnings("unchecked")
            K wrong = (K) "not a kernel";
            return wrong;
        }
        if (slot != Slots.MESH_CONTACT_SORT) {
            throw new SelectionException("faulty does not offer " + slot.id());
        }
        return slot.cast(Proxy.newProxyInstance(MeshContactSort.class.getClassLoader(),
                new Class<?>[] {MeshContactSort.class}, (proxy, method, args) -> {
                    throw new UnsupportedOperationException("never stepped");
                }));
    }

    @Override
    public List<SpecFunction> functions() {
        return switch (act("functions")) {
            case NULL -> null;
            case LIE -> Arrays.asList((SpecFunction) null);
            default -> List.of(new SpecFunction("Fuzz_Identity", 1, "returns its argument",
                    List.of(new Param("x", ValueType.INT, "any")), List.of(new Param("x", ValueType.INT, "x")),
                    (args, log) -> act("body") == Act.NULL ? null : Map.of("x", args.get("x"))));
        };
    }
}
