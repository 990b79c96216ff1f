package engine.launcher.host;

import engine.api.kernel.Correction;
import engine.api.kernel.KernelConfig;
import engine.api.kernel.KernelProvider;
import engine.api.kernel.SelectionException;
import engine.api.kernel.Slot;
import engine.api.math.FloatModel;
import engine.api.oracle.FunctionArgumentException;
import engine.api.oracle.Param;
import engine.api.oracle.SpecFunction;
import engine.api.quirk.Quirk;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;
import java.util.regex.Pattern;

/**
 * A plugin's kernel provider as the host calls it. Every call into the plugin's code goes through here: a throw, a
 * null, or an answer that contradicts the provider's contract (an id that is not one, a slot listed twice, a
 * correction for a slot it does not offer, a kernel of the wrong type, a SelectionException for a slot it offers)
 * becomes one {@link PluginException} naming the plugin and the method. The id, description, slots and corrections
 * are asked once and kept, so a provider cannot answer differently later. The kernels it returns are the plugin's
 * own objects, called directly in the step (no wrapper on the hot path).
 */
public final class GuardedProvider implements KernelProvider {
    private static final Pattern ID = Pattern.compile("[a-z][a-z0-9._-]*");

    private final KernelProvider plugin;
    private final String who;
    private volatile String id;
    private volatile String description;
    private volatile List<Slot<?>> slots;
    private volatile List<Correction> corrections;

    private GuardedProvider(KernelProvider plugin, String who) {
        this.plugin = plugin;
        this.who = who;
    }

    /** plugin guarded, its failures named by who ("plugin my.bundle (/path/my.jar)"). */
    public static GuardedProvider of(KernelProvider plugin, String who) {
        return new GuardedProvider(plugin, who);
    }

    /** Who the plugin is, as its errors name it. */
    public String plugin() {
        return who;
    }

    @Override
    public String id() {
        String v = id;
        if (v == null) {
            v = call("id()", plugin::id);
            if (!ID.matcher(v).matches()) {
                throw fail("id() returned " + quote(v) + ", not a provider id (a lower case letter, then letters,"
                        + " digits, '.', '-' or '_')", null);
            }
            id = v;
        }
        return v;
    }

    @Override
    public String description() {
        String v = description;
        if (v == null) {
            v = call("description()", plugin::description);
            description = v;
        }
        return v;
    }

    @Override
    public List<Slot<?>> slots() {
        List<Slot<?>> v = slots;
        if (v == null) {
            List<Slot<?>> got = call("slots()", plugin::slots);
            Set<String> seen = new HashSet<>();
            List<Slot<?>> out = new ArrayList<>(got.size());
            for (int i = 0; i < got.size(); i++) {
                Slot<?> s = got.get(i);
                if (s == null) {
                    throw fail("slots() returned a null slot at index " + i, null);
                }
                if (!seen.add(s.id())) {
                    throw fail("slots() lists slot " + s.id() + " twice", null);
                }
                out.add(s);
            }
            v = List.copyOf(out);
            slots = v;
        }
        return v;
    }

    @Override
    public List<Correction> corrections() {
        List<Correction> v = corrections;
        if (v == null) {
            List<Slot<?>> offered = slots();
            List<Correction> got = call("corrections()", plugin::corrections);
            for (int i = 0; i < got.size(); i++) {
                Correction c = got.get(i);
                if (c == null || c.slot() == null || c.quirk() == null) {
                    throw fail("corrections() returned a null correction, slot or quirk at index " + i, null);
                }
                if (!offered.contains(c.slot())) {
                    throw fail("corrections() declares " + c.quirk().id() + " for slot " + c.slot().id()
                            + ", which its slots() does not offer", null);
                }
            }
            v = List.copyOf(got);
            corrections = v;
        }
        return v;
    }

    @Override
    public boolean offers(Slot<?> slot) {
        return slots().contains(slot);
    }

    /**
     * The plugin's kernel for an offered slot. A slot it does not offer is refused here without calling it (the
     * SelectionException of the contract); for an offered slot any failure is the plugin's.
     */
    @Override
    public <K> K kernel(Slot<K> slot, KernelConfig config) {
        if (!offers(slot)) {
            throw new SelectionException("provider '" + id() + "' does not offer slot " + slot.id());
        }
        for (Quirk q : config.corrections()) {
            if (corrections().stream().noneMatch(c -> c.slot() == slot && c.quirk() == q)) {
                throw new SelectionException("provider '" + id() + "' has no correction " + q.id() + " for slot "
                        + slot.id());
            }
        }
        String what = "kernel(" + slot.id() + ")";
        Object k = call(what, () -> plugin.kernel(slot, config));
        if (!slot.kernelType().isInstance(k)) {
            throw fail(what + " returned a " + k.getClass().getName() + ", not a " + slot.kernelType().getName(),
                    null);
        }
        return slot.kernelType().cast(k);
    }

    @Override
    public List<SpecFunction> functions() {
        return guard("functions()", call("functions()", plugin::functions));
    }

    @Override
    public List<SpecFunction> functions(FloatModel model) {
        String what = "functions(" + model + ")";
        return guard(what, call(what, () -> plugin.functions(model)));
    }

    /** The functions with each body guarded: an argument error stays typed, any other failure is the plugin's. */
    private List<SpecFunction> guard(String what, List<SpecFunction> fs) {
        List<SpecFunction> out = new ArrayList<>(fs.size());
        for (int i = 0; i < fs.size(); i++) {
            SpecFunction f = fs.get(i);
            if (f == null) {
                throw fail(what + " returned a null function at index " + i, null);
            }
            String call = "spec function " + f.name();
            out.add(new SpecFunction(f.name(), f.unit(), f.summary(), f.args(), f.results(), (args, log) -> {
                try {
                    Map<String, Object> results = f.body().invoke(args, log);
                    if (results == null) {
                        throw fail(call + " returned null", null);
                    }
                    for (Param r : f.results()) {
                        Object v = results.get(r.name());
                        if (v == null || !r.type().javaType().isInstance(v)) {
                            throw fail(call + " gave result '" + r.name() + "' missing or not " + r.type().id(),
                                    null);
                        }
                    }
                    return results;
                } catch (FunctionArgumentException | PluginException e) {
                    throw e;
                } catch (Exception | LinkageError | StackOverflowError | AssertionError e) {
                    throw fail(call + " threw " + describe(e), e);
                }
            }));
        }
        return List.copyOf(out);
    }

    /** Calls the plugin: a throw or a null is the plugin's failure. */
    private <T> T call(String what, Supplier<T> code) {
        T v;
        try {
            v = code.get();
        } catch (Exception | LinkageError | StackOverflowError | AssertionError e) {
            throw fail("its provider's " + what + " threw " + describe(e), e);
        }
        if (v == null) {
            throw fail("its provider's " + what + " returned null", null);
        }
        return v;
    }

    private PluginException fail(String what, Throwable cause) {
        return new PluginException(who, what.startsWith("its provider's ") ? what : "its provider's " + what, cause);
    }

    private static String describe(Throwable e) {
        return e.getClass().getName() + (e.getMessage() == null ? "" : ": " + cut(e.getMessage()));
    }

    private static String quote(String s) {
        return "'" + cut(s) + "'";
    }

    private static String cut(String s) {
        return s.length() <= 200 ? s : s.substring(0, 200) + "... (" + s.length() + " characters)";
    }
}
