package engine.launcher.source;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/**
 * The repository's source tree as a test reads it: the launcher module's parent folder (Maven runs tests in the
 * module's basedir), so it works on a fresh clone with no build output.
 */
final class SourceTree {
    private SourceTree() {
    }

    /** The repository root: the folder holding engine.api and the top-level pom. */
    static Path root() {
        Path module = Path.of(System.getProperty("basedir", System.getProperty("user.dir"))).toAbsolutePath();
        for (Path p = module; p != null; p = p.getParent()) {
            if (Files.isRegularFile(p.resolve("pom.xml"))
                    && Files.isRegularFile(p.resolve("engine.api/src/main/java/engine/api/quirk/Quirk.java"))) {
                return p;
            }
        }
        throw new IllegalStateException("no repository root above " + module);
    }

    /** Every .java file under a src/main/java folder of any module, sorted by path. */
    static List<Path> mainSources() {
        return javaFiles("main");
    }

    /** Every .java file under a src/test/java folder of any module, sorted by path. */
    static List<Path> testSources() {
        return javaFiles("test");
    }

    private static List<Path> javaFiles(String kind) {
        Path root = root();
        String marker = "/src/" + kind + "/java/";
        try (Stream<Path> s = Files.walk(root)) {
            return s.filter(p -> p.toString().endsWith(".java"))
                    .filter(p -> {
                        String rel = "/" + root.relativize(p).toString().replace('\\', '/');
                        return rel.contains(marker) && !rel.contains("/target/") && !rel.contains("/.git/");
                    })
                    .sorted()
                    .toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The file's lines. */
    static List<String> lines(Path p) {
        try {
            return Files.readAllLines(p);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The path relative to the root, with '/' separators, for messages. */
    static String name(Path p) {
        return root().relativize(p).toString().replace('\\', '/');
    }
}
