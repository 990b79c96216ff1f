package engine.launcher.host;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.files.Utf8Lines;
import engine.api.kernel.KernelConfig;
import engine.api.kernel.KernelProvider;
import engine.api.kernel.SelectionException;
import engine.api.kernel.mesh.MeshContactSort;
import engine.api.selection.KernelSelection;
import engine.api.selection.Profile;
import engine.api.slots.Slots;
import engine.launcher.exit.ExitCodes;
import engine.launcher.host.FaultyProvider.Act;
import engine.launcher.oracle.OracleServer;
import engine.ps2float.Ps2FloatModels;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Bad input round 3, item 9: a plugin's provider that throws or returns null from id(), description(), slots() or
 * kernel() gave exit 1 with a stack trace (run, ab) or `failed` (oracle). Through {@link GuardedProvider} every such
 * failure, and every contradictory answer, is one {@link PluginException} naming the plugin and the method.
 */
class GuardedProviderTest {
    private static final String WHO = "plugin fault.bundle (/plugins/fault.jar)";
    private static final Profile PROFILE = new Profile("faulty", Map.of(), "ieee", Set.of());

    private static KernelProvider guarded(String method, Act act) {
        return GuardedProvider.of(FaultyProvider.failing(method, act), WHO);
    }

    /** Asks everything the host asks of a provider: its listing, then a table that uses its kernel. */
    private static void useAsTheHostDoes(KernelProvider p) {
        p.id();
        p.description();
        p.slots();
        p.corrections();
        p.functions();
        KernelSelection.resolve(Ps2FloatModels::byName, PROFILE, List.of(p), List.of(Slots.MESH_CONTACT_SORT));
    }

    @ParameterizedTest(name = "{0} {1}")
    @CsvSource({
        "id, THROW, id() threw java.lang.IllegalStateException: fault injected in id",
        "id, NULL, id() returned null",
        "id, LIE, id() returned 'Not An Id!",
        "id, STACK_OVERFLOW, id() threw java.lang.StackOverflowError",
        "description, THROW, description() threw",
        "description, NULL, description() returned null",
        "description, LINKAGE, description() threw java.lang.NoClassDefFoundError: fault/Injected",
        "slots, THROW, slots() threw",
        "slots, NULL, slots() returned null",
        "slots, LIE, slots() returned a null slot at index 1",
        "corrections, THROW, corrections() threw",
        "corrections, NULL, corrections() returned null",
        "corrections, LIE, which its slots() does not offer",
        "kernel, THROW, kernel(mesh-contact-sort) threw java.lang.IllegalStateException",
        "kernel, SELECTION, kernel(mesh-contact-sort) threw engine.api.kernel.SelectionException",
        "kernel, NULL, kernel(mesh-contact-sort) returned null",
        "kernel, LIE, kernel(mesh-contact-sort) returned a java.lang.String, not a",
        "functions, THROW, functions() threw",
        "functions, NULL, functions() returned null",
        "functions, LIE, functions() returned a null function at index 0"})
    void aFailingMethodIsAPluginExceptionNamingThePluginAndTheMethod(String method, Act act, String message) {
        PluginException e = assertThrows(PluginException.class, () -> useAsTheHostDoes(guarded(method, act)));
        assertTrue(e.getMessage().startsWith(WHO + ": its provider's "), e.getMessage());
        assertTrue(e.getMessage().contains(message), e.getMessage());
        assertTrue(e instanceof HostException, "a plugin failure is a host failure: exit " + ExitCodes.HOST);
    }

    @Test
    void aBehavingPluginIsUsedAsItIs() {
        KernelProvider p = GuardedProvider.of(new FaultyProvider(m -> Act.BEHAVE), WHO);
        assertEquals("faulty", p.id());
        assertEquals(List.of(Slots.MESH_CONTACT_SORT), p.slots());
        MeshContactSort k = KernelSelection.resolve(Ps2FloatModels::byName,
                PROFILE, List.of(p), List.of(Slots.MESH_CONTACT_SORT))
                .get(Slots.MESH_CONTACT_SORT);
        assertTrue(java.lang.reflect.Proxy.isProxyClass(k.getClass()), "the plugin's own kernel, unwrapped");
        assertEquals(Map.of("x", 3), p.functions().get(0).invoke(Map.of("x", 3)));
    }

    @Test
    void theAnswersAreAskedOnceSoAPluginCannotChangeThemLater() {
        int[] calls = new int[1];
        KernelProvider p = GuardedProvider.of(new FaultyProvider(m -> {
            if (m.equals("id")) {
                calls[0]++;
                return calls[0] == 1 ? Act.BEHAVE : Act.THROW;
            }
            return Act.BEHAVE;
        }), WHO);
        assertEquals("faulty", p.id());
        assertEquals("faulty", p.id());
        assertSame(p.slots(), p.slots());
        assertEquals(1, calls[0]);
    }

    @Test
    void aSlotThePluginDoesNotOfferIsRefusedWithoutCallingIt() {
        KernelProvider p = guarded("kernel", Act.THROW);
        SelectionException e = assertThrows(SelectionException.class,
                () -> p.kernel(Slots.BODY_SWEEP, KernelConfig.DEFAULT));
        assertTrue(e.getMessage().contains("does not offer slot body-sweep"), e.getMessage());
    }

    @Test
    void aSpecFunctionBodyThatFailsIsThePluginsFailure() {
        PluginException e = assertThrows(PluginException.class,
                () -> guarded("body", Act.THROW).functions().get(0).invoke(Map.of("x", 1)));
        assertTrue(e.getMessage().contains("spec function Fuzz_Identity threw"), e.getMessage());
        e = assertThrows(PluginException.class,
                () -> guarded("body", Act.NULL).functions().get(0).invoke(Map.of("x", 1)));
        assertTrue(e.getMessage().contains("spec function Fuzz_Identity returned null"), e.getMessage());
    }

    @ParameterizedTest(name = "{0} {1}")
    @CsvSource({"description, THROW", "slots, NULL", "functions, THROW", "body, STACK_OVERFLOW", "body, NULL",
        "body, SELECTION"})
    void theOracleAnswersPluginFailedNotFailed(String method, Act act) throws Exception {
        OracleServer server = new OracleServer(List.of(guarded(method, act)));
        String lines = "{\"id\": 1, \"call\": \"describe\"}\n"
                + "{\"id\": 2, \"provider\": \"faulty\", \"call\": \"Fuzz_Identity\", \"args\": {\"x\": 4}}\n";
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        server.serve(new Utf8Lines(new ByteArrayInputStream(lines.getBytes(StandardCharsets.UTF_8)), null, 1 << 20),
                new PrintStream(out, true, StandardCharsets.UTF_8));
        String answers = out.toString(StandardCharsets.UTF_8);
        assertFalse(answers.contains("\"code\":\"failed\""), answers);
        assertTrue(answers.contains("\"plugin-failed\"") && answers.contains(WHO), answers);
    }
}
