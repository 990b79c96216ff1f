package engine.launcher.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import engine.api.quirk.Quirk;
import engine.api.scene.Scene;
import engine.api.scene.Scene2D;
import engine.api.scene.Scene3D;
import engine.api.selection.Profile;
import engine.launcher.exit.InputException;
import engine.launcher.host.FrameworkHost;
import engine.launcher.json.Json;
import engine.launcher.report.ReportRun;
import engine.launcher.report.ViewSamples;
import engine.launcher.report.ViewerPage;
import engine.launcher.scenario.Profiles;
import engine.launcher.scenario.FrameWriter;
import engine.launcher.scenario.RunSummary;
import engine.launcher.scenario.ScenarioReader;
import engine.launcher.scenario.ScenarioRunner;
import engine.launcher.scenario.ScenarioSource;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** `run`: steps a scenario under one profile; per-frame states to a file, a summary and the scene hash. */
@Command(name = "run", mixinStandardHelpOptions = true,
        description = "Run a scenario (a file, or a shipped one by name) under a profile: a summary, the quirks that "
                + "fired and the scene hash; --out writes every body's state per frame.")
public final class RunCommand implements Callable<Integer> {

    @Parameters(paramLabel = "SCENARIO", completionCandidates = Shipped.class,
            description = "a scenario file, or the name of a shipped one: ${COMPLETION-CANDIDATES}")
    String scenario;

    @Option(names = "--profile", paramLabel = "P", description = "a profile file, or a provider id used everywhere "
            + "(faithful, fixed; default faithful)")
    String profile;

    @Option(names = "--frames", paramLabel = "N", description = "frames to step instead of the scenario's")
    Integer frames;

    @Option(names = "--out", paramLabel = "FILE", description = "write every body's state per frame to FILE")
    Path out;

    @Option(names = "--view", paramLabel = "FILE.html", description = "write the run's viewer to FILE.html: the level, "
            + "every body's path and shape, a frame scrubber (docs/viewer.md)")
    Path view;

    @Option(names = "--format", paramLabel = "jsonl|csv", description = "format of --out (default: jsonl)")
    FrameWriter.Format format = FrameWriter.Format.jsonl;

    @Option(names = "--json", description = "print the summary as one JSON document")
    boolean json;

    @Option(names = "--plugin", paramLabel = "JAR", description = "install this bundle at start (repeatable)")
    List<Path> plugins = new ArrayList<>();

    @Spec
    CommandSpec spec;

    /** The shipped scenario names, for --help. */
    static final class Shipped extends ArrayList<String> {
        private static final long serialVersionUID = 1L;

        Shipped() {
            super(ScenarioSource.shipped());
        }
    }

    @Override
    public Integer call() throws IOException {
        Outputs.check(out, "--out");
        Outputs.check(view, "--view");
        if (out != null && view != null && out.toAbsolutePath().normalize().equals(view.toAbsolutePath().normalize())) {
            throw new InputException("--out and --view name the same file " + out);
        }
        Scene scene = withFrames(ScenarioReader.read(ScenarioSource.of(scenario)), frames);
        Profile p = Profiles.named(profile);
        String name = profile == null ? "faithful" : profile;
        RunSummary rec;
        ViewSamples samples = view == null ? null : new ViewSamples(scene);
        try (FrameworkHost fw = FrameworkHost.start(plugins);
             Progress bar = new Progress(scene.name(), scene.frames())) {
            ScenarioRunner runner = new ScenarioRunner(new FelixScenes(fw));
            try {
                if (out == null) {
                    rec = samples == null ? runner.run(scene, p, name, bar) : runner.run(scene, p, name, bar, samples);
                } else {
                    RunSummary[] done = new RunSummary[1];
                    Outputs.write(out, "--out", os -> {
                        try {
                            FrameWriter writer = new FrameWriter(os, format);
                            done[0] = samples == null ? runner.run(scene, p, name, bar, writer)
                                    : runner.run(scene, p, name, bar, writer, samples);
                        } catch (UncheckedIOException e) {
                            throw e.getCause();
                        }
                    });
                    rec = done[0];
                }
            } catch (RuntimeException | Error e) {
                fw.blamePlugin(e); // a plugin kernel that threw mid-run: exit 5 naming it
                throw e;
            }
        }
        if (view != null) {
            Outputs.write(view, "--view", ViewerPage.content("run: " + scene.name() + " under " + name,
                    List.of(ReportRun.single(rec, samples))));
        }
        PrintWriter o = spec.commandLine().getOut();
        if (json) {
            o.println(Json.mapper().writerWithDefaultPrettyPrinter().writeValueAsString(summary(rec)));
        } else {
            printSummary(o, rec);
            if (view != null) {
                o.println("view: " + view);
            }
        }
        o.flush();
        return 0;
    }

    /** scene with n frames (null: as it is). */
    static Scene withFrames(Scene scene, Integer n) {
        if (n == null) {
            return scene;
        }
        if (n < 1 || n > Scene3D.MAX_FRAMES) {
            throw new InputException("--frames " + n + ": must be in 1.." + Scene3D.MAX_FRAMES);
        }
        return scene instanceof Scene3D s ? s.withFrames(n) : ((Scene2D) scene).withFrames(n);
    }

    static void printSummary(PrintWriter o, RunSummary rec) {
        Scene s = rec.scene();
        String unit = rec.flat() ? "px" : "m";
        o.printf("scenario %s (%s): %d bodies, %d frames, profile %s, %.1f ms%n", Names.printable(s.name()),
                rec.flat() ? "2D" : "3D", rec.bodies(), rec.frames(), Names.printable(rec.profile()),
                rec.nanos() / 1e6);
        o.println("quirks fired (count, first frame):");
        for (Quirk q : rec.quirks().fired()) {
            o.printf("  %-32s %8d  %6d%n", q.id(), rec.quirks().count(q), rec.quirks().first(q));
        }
        if (rec.quirks().fired().isEmpty()) {
            o.println("  none");
        }
        int shown = Math.min(rec.bodies(), 12);
        o.println("final positions (" + unit + ")" + (shown < rec.bodies() ? ", first " + shown : "") + ":");
        for (int i = 0; i < shown; i++) {
            o.printf("  %-12s %12.5f %12.5f %12.5f%n", Names.printable(s.bodyName(i)), rec.last(i, 0), rec.last(i, 1),
                    rec.last(i, 2));
        }
        o.println("scene hash: " + rec.hashHex());
    }

    static ObjectNode summary(RunSummary rec) {
        ObjectMapper m = Json.mapper();
        ObjectNode root = m.createObjectNode();
        root.put("scenario", rec.scene().name());
        root.put("kind", rec.flat() ? "2d" : "3d");
        root.put("profile", rec.profile());
        root.put("frames", rec.frames());
        root.put("bodies", rec.bodies());
        root.put("millis", rec.nanos() / 1e6);
        ArrayNode qs = root.putArray("quirks");
        for (Quirk q : rec.quirks().fired()) {
            qs.addObject().put("id", q.id()).put("count", rec.quirks().count(q)).put("firstFrame",
                    rec.quirks().first(q));
        }
        ArrayNode bodies = root.putArray("final");

        for (int i = 0; i < rec.bodies(); i++) {
            ObjectNode b = bodies.addObject();
            b.put("name", rec.scene().bodyName(i));
            ArrayNode st = b.putArray("state");
            for (int k = 0; k < 6; k++) {
                st.add(rec.last(i, k));
            }
        }
        root.put("sceneHash", rec.hashHex());
        return root;
    }

}
