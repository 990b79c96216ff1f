package engine.launcher.scenario;

import engine.files.InputFiles;
import engine.launcher.exit.InputException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Where a scenario and the files it names come from: a file (names resolved against its folder) or a scenario shipped
 * in the launcher jar (resources under {@code scenarios/}, names resolved there, never outside it).
 */
public abstract class ScenarioSource {
    private static final String SHIPPED = "scenarios/";

    ScenarioSource() {
    }

    /** The scenario's name in errors. */
    public abstract String name();

    /** The scenario's bytes, at most limit. */
    abstract byte[] readScenario(long limit) throws IOException;

    /** The bytes of a file the scenario names (relative to it), at most limit; kind names it in errors. */
    abstract byte[] read(String relative, long limit, String kind) throws IOException;

    /** A file's name in errors. */
    abstract String nameOf(String relative);

    /** The scenario in file. */
    public static ScenarioSource file(Path file) {
        return new FileSource(file, null, false);
    }

    /**
     * Scenario text with no file (an oracle request): label names it, files resolve against the working folder, and a
     * name no file there has that is a shipped file's ({@link #shippedFiles}: "maps/town.img.xml", that with
     * "scenarios/" before it, or its bare file name) is read from the launcher jar; {@link #used} says which.
     */
    public static ScenarioSource inline(String label) {
        return new FileSource(Path.of("").toAbsolutePath().resolve("request"), label, true);
    }

    /** Every file this source has read for the scenario, as "NAME" (a file's path) or "NAME (shipped)", in order. */
    public List<String> used() {
        return List.of();
    }

    /** The files shipped beside the scenarios (maps, levels), as scenarios name them, from scenarios/files.list. */
    public static List<String> shippedFiles() {
        return list(SHIPPED + "files.list");
    }

    /**
     * The shipped file relative names when no file of that path exists ("maps/town.img.xml",
     * "scenarios/maps/town.img.xml" or "town.img.xml"), or null.
     */
    static String shippedName(String relative) {
        String r = relative.startsWith(SHIPPED) ? relative.substring(SHIPPED.length()) : relative;
        String byName = null;
        for (String f : shippedFiles()) {
            if (f.equals(r)) {
                return f;
            }
            if (f.substring(f.lastIndexOf('/') + 1).equals(relative)) {
                byName = f;
            }
        }
        return byName;
    }

    /**
     * The scenario arg names: an existing file, else a shipped scenario by name (with or without ".json").
     *
     * @throws InputException when it is neither
     */
    public static ScenarioSource of(String arg) {
        Path p = Path.of(arg);
        if (Files.exists(p)) {
            return new FileSource(p, null, false);
        }
        String name = arg.endsWith(".json") ? arg.substring(0, arg.length() - 5) : arg;
        if (shipped().contains(name)) {
            return new ShippedSource(name);
        }
        throw new InputException(arg + ": no such file, and no shipped scenario of that name (shipped: "
                + String.join(", ", shipped()) + ")");
    }

    /** The shipped scenarios' names, in the order of scenarios/index.list. */
    public static List<String> shipped() {
        return list(SHIPPED + "index.list");
    }

    /** The names a list resource holds, one a line, # comments and blank lines skipped. */
    private static List<String> list(String resource) {
        try (InputStream in = ScenarioSource.class.getClassLoader().getResourceAsStream(resource)) {
            if (in == null) {
                return List.of();
            }
            List<String> out = new ArrayList<>();
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                String s = line.strip();
                if (!s.isEmpty() && !s.startsWith("#")) {
                    out.add(s);
                }
            }
            return out;
        } catch (IOException e) {
            return List.of();
        }
    }

    /** A scenario file on disk. */
    private static final class FileSource extends ScenarioSource {
        private final Path file;
        private final String label;
        private final boolean orShipped;
        private final List<String> used = new ArrayList<>();

        FileSource(Path file, String label, boolean orShipped) {
            this.file = file;
            this.label = label;
            this.orShipped = orShipped;
        }

        @Override
        public List<String> used() {
            return List.copyOf(used);
        }

        @Override
        public String name() {
            return label != null ? label : file.toString();
        }

        @Override
        byte[] readScenario(long limit) throws IOException {
            return InputFiles.readAll(file, limit, "scenario");
        }

        @Override
        byte[] read(String relative, long limit, String kind) throws IOException {
            String shipped = shipped(relative);
            if (shipped != null) {
                used.add(nameOf(relative));
                return ShippedSource.resource(SHIPPED + shipped, limit, kind);
            }
            byte[] b = InputFiles.readAll(resolve(relative), limit, kind);
            used.add(nameOf(relative));
            return b;
        }

        @Override
        String nameOf(String relative) {
            String shipped = shipped(relative);
            return shipped != null ? SHIPPED + shipped + " (shipped)" : resolve(relative).toString();
        }

        /** The shipped file relative stands for, when this source may read one and no such file exists. */
        private String shipped(String relative) {
            if (!orShipped || relative.isEmpty() || Files.exists(resolve(relative))) {
                return null;
            }
            return shippedName(relative);
        }

        private Path resolve(String relative) {
            Path dir = file.toAbsolutePath().getParent();
            return dir == null ? Path.of(relative) : dir.resolve(relative);
        }
    }

    /** A scenario shipped in the launcher jar. */
    private static final class ShippedSource extends ScenarioSource {
        private final String name;

        ShippedSource(String name) {
            this.name = name;
        }

        @Override
        public String name() {
            return name + ".json (shipped)";
        }

        @Override
        byte[] readScenario(long limit) throws IOException {
            return resource(SHIPPED + name + ".json", limit, "scenario");
        }

        @Override
        byte[] read(String relative, long limit, String kind) throws IOException {
            if (relative.startsWith("/") || relative.contains("..") || relative.contains("\\")) {
                throw new IOException(kind + " " + relative + ": a shipped scenario names files under scenarios/");
            }
            return resource(SHIPPED + relative, limit, kind);
        }

        @Override
        String nameOf(String relative) {
            return relative;
        }

        private static byte[] resource(String path, long limit, String kind) throws IOException {
            try (InputStream in = ScenarioSource.class.getClassLoader().getResourceAsStream(path)) {
                if (in == null) {
                    throw new IOException(kind + " " + path + " is not in the launcher jar");
                }
                byte[] b = in.readNBytes((int) Math.min(limit + 1, Integer.MAX_VALUE - 8));
                if (b.length > limit) {
                    throw new IOException(kind + " " + path + " is larger than " + limit + " bytes");
                }
                return b;
            }
        }
    }
}
