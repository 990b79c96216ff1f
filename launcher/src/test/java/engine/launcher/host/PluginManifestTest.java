package engine.launcher.host;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.jar.Attributes;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Bad input round 3, item 3 for plugin manifests: an integer header wider than its field was refused by Felix
 * without naming the header ("Could not create bundle object" for Bundle-Version 4294967296.0.0) or, in an R3
 * bundle, read as version 0.0.0. The host refuses it first, naming the file, the header and the value.
 */
class PluginManifestTest {
    @TempDir
    Path dir;

    private Path jar(String header, String value) throws IOException {
        Manifest m = new Manifest();
        m.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
        m.getMainAttributes().putValue("Bundle-SymbolicName", "big.ints");
        if (header != null) {
            m.getMainAttributes().putValue(header, value);
        }
        Path f = dir.resolve("p.jar");
        try (OutputStream out = Files.newOutputStream(f); JarOutputStream j = new JarOutputStream(out, m)) {
            j.flush();
        }
        return f;
    }

    @ParameterizedTest(name = "{0}: {1}")
    @CsvSource({
        "Bundle-ManifestVersion, 99999999999, is not 1 or 2",
        "Bundle-ManifestVersion, -2, is not 1 or 2",
        "Bundle-Version, 4294967296.0.0, is not an OSGi version",
        "Bundle-Version, 1.0.99999999999, is not an OSGi version",
        "Bundle-Version, 1.x, is not an OSGi version"})
    void anIntegerHeaderItsFieldCannotHoldIsRefusedByName(String header, String value, String message)
            throws IOException {
        Path f = jar(header, value);
        HostException e = assertThrows(HostException.class, () -> FrameworkHost.checkPluginFile(f, f));
        assertTrue(e.getMessage().startsWith("plugin " + f + ": manifest header " + header + ": '" + value + "' "
                + message), e.getMessage());
    }

    @Test
    void goodHeadersPass() throws IOException {
        Path f = jar("Bundle-Version", "2147483647.0.1.qualifier");
        assertDoesNotThrow(() -> FrameworkHost.checkPluginFile(f, f));
        Path g = jar("Bundle-ManifestVersion", "2");
        assertDoesNotThrow(() -> FrameworkHost.checkPluginFile(g, g));
    }
}
