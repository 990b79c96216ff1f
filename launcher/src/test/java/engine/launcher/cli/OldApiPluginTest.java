package engine.launcher.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.launcher.exit.ExitCodes;
import java.io.IOException;
import java.io.OutputStream;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.jar.Attributes;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A plugin built against an older engine.api (its Import-Package ranges end below 3.0) does not resolve in a launcher
 * serving engine.api 3: the command names the plugin, each stale import with its range, the version served and the
 * API to rebuild against, and exits with the host code, instead of Felix's "missing requirement" filter text.
 */
class OldApiPluginTest {
    @TempDir
    Path dir;

    private Path plugin(String imports) throws IOException {
        Manifest m = new Manifest();
        m.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
        m.getMainAttributes().putValue("Bundle-ManifestVersion", "2");
        m.getMainAttributes().putValue("Bundle-SymbolicName", "old.plugin");
        m.getMainAttributes().putValue("Bundle-Version", "1.0.0");
        m.getMainAttributes().putValue("Import-Package", imports);
        Path f = dir.resolve("old-plugin.jar");
        try (OutputStream out = Files.newOutputStream(f); JarOutputStream j = new JarOutputStream(out, m)) {
            j.flush();
        }
        return f;
    }

    private static String kernelsWith(Path plugin, int expectedCode) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        assertEquals(expectedCode, InProcessCli.run(out, err, "kernels", "--plugin", plugin.toString()), err.toString());
        return err.toString();
    }

    @Test
    void aPluginImportingEngineApi2IsToldTheRangeServedAndToRebuild() throws IOException {
        Path jar = plugin("engine.api.kernel;version=\"[2.0,3)\"");
        String err = kernelsWith(jar, ExitCodes.HOST);
        assertTrue(err.contains("plugin " + jar + " (old.plugin) imports engine.api.kernel [2.0.0,3.0.0): this"
                + " launcher serves engine.api.kernel 3.0.0; rebuild the plugin against engine.api 3.x"), err);
        assertFalse(err.contains("missing requirement"), err);
    }

    @Test
    void everyStaleImportIsNamedAndAServedOneIsNot() throws IOException {
        Path jar = plugin("engine.api.kernel;version=\"[2.0,2.1)\",engine.api.math;version=\"[1.2,2)\","
                + "engine.api.quirk;version=\"[3.0,4)\",engine.ps2float;version=\"[0.9,1)\"");
        String err = kernelsWith(jar, ExitCodes.HOST);
        assertTrue(err.contains("imports engine.api.kernel [2.0.0,2.1.0) and engine.api.math [1.2.0,2.0.0) and"
                + " engine.ps2float [0.9.0,1.0.0): this launcher serves engine.api.kernel 3.0.0 and engine.api.math"
                + " 3.0.0 and engine.ps2float 1.0.0; rebuild the plugin against engine.api 3.x and engine.ps2float"
                + " 1.x"), err);
        assertFalse(err.contains("engine.api.quirk"), "a served import is not blamed: " + err);
    }

    @Test
    void aPluginMissingAnotherPackageKeepsFelixsReason() throws IOException {
        String err = kernelsWith(plugin("org.example.absent;version=\"[1.0,2)\""), ExitCodes.HOST);
        assertTrue(err.contains("(old.plugin) cannot be started") && err.contains("org.example.absent"), err);
    }
}
