package engine.launcher.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import engine.files.Utf8Lines;
import engine.api.kernel.KernelConfig;
import engine.api.kernel.KernelProvider;
import engine.api.kernel.Slot;
import engine.api.math.FloatModel;
import engine.api.selection.KernelSelection;
import engine.api.selection.Profile;
import engine.api.slots.Slots;
import engine.faithful.provider.FaithfulProvider;
import engine.launcher.host.FaultyProvider;
import engine.launcher.host.FaultyProvider.Act;
import engine.launcher.host.GuardedProvider;
import engine.launcher.host.PluginException;
import engine.launcher.oracle.OracleServer;
import engine.ps2float.Ps2FloatModels;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Fuzz target for plugins (docs/bad-input.md): a generated provider that in each call behaves, throws (a runtime
 * exception, a SelectionException, a StackOverflowError, a linkage error), returns null or lies, as the fuzzer
 * chooses call by call, used as the host uses a plugin: the kernels listing, a table resolved beside faithful with
 * the plugin named for a slot, and the oracle's describe and a call of its function. The only failure allowed is a
 * {@link PluginException} naming the plugin; the oracle answers every line, never "failed".
 */
class PluginFuzzTest {
    private static final String WHO = "plugin fuzz.bundle (/plugins/fuzz.jar)";
    private static final Act[] ACTS = Act.values();
    private static final KernelProvider FAITHFUL = new FaithfulProvider();

    /** One plugin, one pass of the host's calls in a fuzzed order. */
    @FuzzTest(maxDuration = "10m")
    void misbehavingProvider(FuzzedDataProvider data) throws IOException {
        // Mostly behaving, so the fuzzer also reaches the later calls.
        FaultyProvider faulty = new FaultyProvider(m -> data.remainingBytes() == 0 ? Act.BEHAVE
                : data.consumeBoolean() ? Act.BEHAVE : data.pickValue(ACTS));
        KernelProvider p = GuardedProvider.of(faulty, WHO);
        int order = data.consumeInt(0, 2);
        try {
            if (order == 0) {
                listing(p);
            }
            resolve(p, data.consumeBoolean());
            if (order == 1) {
                listing(p);
            }
            p.kernel(Slots.BODY_SWEEP, KernelConfig.DEFAULT); // not offered: refused without calling it
        } catch (PluginException e) {
            assertTrue(e.getMessage().startsWith(WHO + ": its provider's "), e.getMessage());
        } catch (engine.api.kernel.SelectionException e) {
            assertTrue(e.getMessage().contains("does not offer slot body-sweep")
                    || e.getMessage().contains("two providers are installed"), e.getMessage());
        }
        oracle(p);
    }

    private static void listing(KernelProvider p) {
        p.id();
        p.description();
        for (Slot<?> s : p.slots()) {
            p.offers(s);
        }
        p.corrections();
        p.functions(FloatModel.IEEE);
    }

    /** A table beside faithful, the plugin named for mesh-contact-sort (or its default). */
    private static void resolve(KernelProvider p, boolean asDefault) {
        Profile profile = asDefault ? new Profile(p.id(), Map.of(), "ieee", Set.of())
                : Profile.DEFAULT.with(Slots.MESH_CONTACT_SORT.id(), p.id());
        KernelSelection.resolve(Ps2FloatModels::byName, profile, List.of(FAITHFUL, p), List.of());
    }

    private static void oracle(KernelProvider p) throws IOException {
        OracleServer server;
        try {
            server = new OracleServer(List.of(FAITHFUL, p));
        } catch (PluginException e) {
            assertTrue(e.getMessage().startsWith(WHO), e.getMessage());
            return;
        }
        String lines = "{\"id\": 1, \"call\": \"describe\"}\n"
                + "{\"id\": 2, \"provider\": \"faulty\", \"call\": \"Fuzz_Identity\", \"args\": {\"x\": 4}}\n";
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        server.serve(new Utf8Lines(new ByteArrayInputStream(lines.getBytes(StandardCharsets.UTF_8)), null, 1 << 16),
                new PrintStream(out, true, StandardCharsets.UTF_8));
        List<String> answers = out.toString(StandardCharsets.UTF_8).lines().toList();
        assertEquals(2, answers.size());
        for (String a : answers) {
            String head = a.length() > 400 ? a.substring(0, 200) + " ... " + a.substring(a.length() - 200) : a;
            assertFalse(a.contains("\"code\":\"failed\""), head);
        }
    }
}
