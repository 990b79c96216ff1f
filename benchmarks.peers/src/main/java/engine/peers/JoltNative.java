package engine.peers;

import com.github.stephengold.joltjni.Jolt;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/**
 * Jolt's one-time start in this JVM: jolt-jni ships its native library as a resource of the {@code ReleaseSp} jar
 * and no loader, so the library is copied to a temporary file and loaded from there; then the default allocator,
 * the factory and the shape types are registered, as Jolt needs before any shape is made.
 */
final class JoltNative {
    /** Where the jolt-jni-Linux64 ReleaseSp jar keeps the library. */
    static final String RESOURCE = "linux/x86-64/com/github/stephengold/libjoltjni.so";

    private static boolean ready;

    private JoltNative() {
    }

    /**
     * Loads and initialises Jolt once; later calls return at once. Throws UnsatisfiedLinkError when the library is
     * not on the classpath or does not load on this machine (the test skips then, as for PhysX).
     */
    static synchronized void init() {
        if (ready) {
            return;
        }
        Path file;
        try (InputStream in = JoltNative.class.getClassLoader().getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new UnsatisfiedLinkError("no " + RESOURCE + " on the classpath");
            }
            file = Files.createTempFile("libjoltjni", ".so");
            file.toFile().deleteOnExit();
            Files.copy(in, file, StandardCopyOption.REPLACE_EXISTING);
        } catch (IOException e) {
            throw new UnsatisfiedLinkError("cannot extract " + RESOURCE + ": " + e);
        }
        System.load(file.toAbsolutePath().toString());
        if (Jolt.isDoublePrecision()) {
            // The workloads are float arrays; the Sp build keeps Jolt's positions in float as well.
            throw new IllegalStateException("expected Jolt's single-precision build, got " + Jolt.versionString());
        }
        Jolt.registerDefaultAllocator();
        Jolt.installDefaultTraceCallback();
        Jolt.newFactory();
        Jolt.registerTypes();
        ready = true;
    }

    /** The loaded library's version and build, for the benchmark's header. */
    static String describe() {
        init();
        return "jolt-jni " + Jolt.versionString() + " (" + Jolt.buildType() + ", single precision)";
    }
}
