package engine.integration;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.io.TempDir;

/**
 * Bad input round 3, item 9: a plugin whose code throws (its provider's id(), description() or slots() throwing or
 * returning null, or kernel() throwing during a run) gave exit 1 with a stack trace in run and ab, and `failed` in
 * the oracle. Each case runs the launcher jar with the test plugin told to misbehave in one method
 * ({@code engine.testplugin.fault}) and a profile that selects it: exit 5, the plugin named (bundle and jar), no
 * stack trace; the oracle answers {@code plugin-failed}. A plugin kernel that throws mid-run ({@code sort-throws}) is
 * named from the failure's stack: kernels are not wrapped.
 */
class MisbehavingPluginIT {
    @TempDir
    Path tmp;

    record Run(int code, String out, String err) {
    }

    private Run run(String fault, String stdin, String... args) throws IOException, InterruptedException {
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Dengine.testplugin.fault=" + fault, "-jar", Fixtures.launcherJar().toString()));
        cmd.addAll(List.of(args));
        cmd.addAll(List.of("--plugin", Fixtures.testPlugin().toString()));
        Process p = new ProcessBuilder(cmd).directory(tmp.toFile()).redirectOutput(tmp.resolve("out.txt").toFile())
                .redirectError(tmp.resolve("err.txt").toFile()).start();
        p.getOutputStream().write(stdin.getBytes(StandardCharsets.UTF_8));
        p.getOutputStream().close();
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), "launcher did not finish");
        return new Run(p.exitValue(), Files.readString(tmp.resolve("out.txt")),
                Files.readString(tmp.resolve("err.txt")));
    }

    private Path pluginProfile() throws IOException {
        return Files.writeString(tmp.resolve("plugin.json"),
                "{\"default\": \"faithful\", \"slots\": {\"mesh-contact-sort\": \"testplugin\"}}");
    }

    private static void assertPluginNamed(Run r, String method) {
        assertEquals(5, r.code(), r.err());
        assertTrue(r.err().contains("plugin engine.testplugin (") && r.err().contains("testplugin.jar)"), r.err());
        assertTrue(r.err().contains(method), r.err());
        assertFalse(r.err().contains("\tat "), "no stack trace:\n" + r.err());
    }

    @ParameterizedTest(name = "{0} in {1}")
    @CsvSource({
        "id-throws, run, id() threw java.lang.IllegalStateException",
        "id-null, run, id() returned null",
        "description-throws, kernels, description() threw",
        "description-null, kernels, description() returned null",
        "slots-throws, run, slots() threw",
        "slots-null, ab, slots() returned null",
        "slots-twice, run, slots() lists slot mesh-contact-sort twice",
        "kernel-throws, run, kernel(mesh-contact-sort) threw java.lang.IllegalStateException",
        "kernel-null, ab, kernel(mesh-contact-sort) returned null",
        "sort-throws, run, its code threw during the run: java.lang.IllegalStateException",
        "sort-throws, ab, its code threw during the run: java.lang.IllegalStateException"})
    void aPluginWhoseCodeFailsExitsWith5NamingThePlugin(String fault, String command, String message)
            throws Exception {
        Path profile = pluginProfile();
        Run r = switch (command) {
            case "run" -> run(fault, "", "run", "smear-sort", "--frames", "3", "--profile", profile.toString());
            case "ab" -> run(fault, "", "ab", "smear-sort", "--frames", "3", "--a", "faithful", "--b",
                    profile.toString());
            default -> run(fault, "", "kernels", "--profile", profile.toString());
        };
        assertPluginNamed(r, message);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"functions-throws", "functions-null", "description-throws"})
    void theOracleAnswersPluginFailedNamingThePlugin(String fault) throws Exception {
        Run r = run(fault, "{\"id\": 7, \"call\": \"describe\"}\n{\"id\": 8, \"provider\": \"testplugin\", \"call\":"
                + " \"MeshContacts_SortByFraction\", \"args\": {\"keys\": [2, 1]}}\n", "oracle");
        assertEquals(0, r.code(), r.err());
        assertFalse(r.out().contains("\"failed\""), r.out());
        assertTrue(r.out().contains("plugin-failed") && r.out().contains("plugin engine.testplugin ("), r.out());
    }

    @Test
    void aPluginKernelThatThrowsInASessionStepIsAnsweredPluginFailed() throws Exception {
        // smear-sort's balls and crates put several mesh contacts through the plugin's sort in the first frames
        String scene = Files.readString(Path.of("..", "scenarios", "smear-sort.json")).trim();
        String open = "{\"id\": 1, \"call\": \"session.open\", \"args\": {\"profile\": {\"default\":"
                + " \"faithful\", \"slots\": {\"mesh-contact-sort\": \"testplugin\"}}, "
                + scene.substring(1).replace('\n', ' ') + "}\n";
        Run r = run("sort-throws", open + "{\"id\": 2, \"call\": \"session.step\", \"session\": 1, \"args\":"
                + " {\"frames\": 60}}\n", "oracle");
        assertEquals(0, r.code(), r.err());
        assertFalse(r.out().contains("\"failed\""), r.out());
        assertTrue(r.out().contains("plugin-failed") && r.out().contains("its code threw during the run"), r.out());
    }
}
