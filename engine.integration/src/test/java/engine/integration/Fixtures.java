package engine.integration;

import java.nio.file.Files;
import java.nio.file.Path;

/** Paths the build hands the integration tests (failsafe system properties). */
final class Fixtures {

    private Fixtures() {
    }

    /** The test-fixture plugin bundle, copied by the build before the integration tests. */
    static Path testPlugin() {
        return existing("testplugin.jar");
    }

    /** The launcher's executable jar. */
    static Path launcherJar() {
        return existing("launcher.jar");
    }

    private static Path existing(String property) {
        String v = System.getProperty(property);
        if (v == null) {
            throw new IllegalStateException("system property " + property + " is not set (run through mvn verify)");
        }
        Path p = Path.of(v);
        if (!Files.isRegularFile(p)) {
            throw new IllegalStateException(property + " = " + p + " does not exist (run mvn verify from the top)");
        }
        return p;
    }
}
