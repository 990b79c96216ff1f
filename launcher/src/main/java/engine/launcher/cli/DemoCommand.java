package engine.launcher.cli;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import engine.api.scene.Scene;
import engine.api.selection.Profile;
import engine.launcher.ab.AbAnalysis;
import engine.launcher.ab.AbRunner;
import engine.launcher.ab.Divergence;
import engine.launcher.host.FrameworkHost;
import engine.launcher.json.Json;
import engine.launcher.report.ReportRun;
import engine.launcher.report.ViewerPage;
import engine.launcher.report.ViewSamples;
import engine.launcher.scenario.ScenarioReader;
import engine.launcher.scenario.ScenarioRunner;
import engine.launcher.scenario.ScenarioSource;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** `demo`: the shipped 3D street and 2D town under faithful and fixed, proven causes and an HTML report. */
@Command(name = "demo", mixinStandardHelpOptions = true,
        description = "Run the shipped scenarios crowd-street (3D) and town-crowd (2D) under faithful and fixed, "
                + "print an A/B table with the causes reruns prove for each difference, and write demo-report.html.")
public final class DemoCommand implements Callable<Integer> {
    /** The shipped scenes the demo runs. */
    static final List<String> SCENES = List.of("crowd-street", "town-crowd");

    @Option(names = "--out", paramLabel = "FILE.html", description = "where to write the report "
            + "(default: demo-report.html in the current folder)")
    Path out = Path.of("demo-report.html");

    @Option(names = "--json", description = "print the A/B results as one JSON document")
    boolean json;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws IOException {
        Outputs.check(out, "--out");
        List<ReportRun> runs = new ArrayList<>();
        try (FrameworkHost fw = FrameworkHost.start(List.of())) {
            AbRunner ab = new AbRunner(new ScenarioRunner(new FelixScenes(fw)));
            for (String name : SCENES) {
                Scene scene = ScenarioReader.read(ScenarioSource.of(name));
                ViewSamples sa = new ViewSamples(scene);
                ViewSamples sb = new ViewSamples(scene);
                try (Progress bar = new Progress(name, scene.frames())) {
                    AbAnalysis an = ab.run(scene, Profile.of("faithful"), "faithful", Profile.of("fixed"), "fixed",
                            new AbRunner.Options(AbRunner.DEFAULT_BUDGET, Runtime.getRuntime().availableProcessors(),
                                    List.of(sa), List.of(sb), bar, null));
                    runs.add(ReportRun.ab(an, sa, sb));
                }
            }
        }
        Outputs.write(out, "--out", ViewerPage.content("faithful vs fixed: the engine's demo", runs));
        PrintWriter o = spec.commandLine().getOut();
        if (json) {
            ObjectNode root = Json.mapper().createObjectNode();
            ArrayNode arr = root.putArray("comparisons");
            runs.forEach(r -> arr.add(AbCommand.toJson(r.analysis())));
            root.put("report", out.toString());
            o.println(Json.mapper().writerWithDefaultPrettyPrinter().writeValueAsString(root));
        } else {
            o.println("faithful vs fixed, the same scenes stepped under each profile; each parted body's causes are "
                    + "proven by rerun:");
            o.println();
            o.printf("  %-14s %4s %7s %7s %6s %12s %7s  %s%n", "SCENARIO", "", "BODIES", "PARTED", "FIRST", "MAX DEV",
                    "RERUNS", "PROVEN CAUSES (BODIES)");
            for (ReportRun r : runs) {
                AbAnalysis an = r.analysis();
                Divergence c = an.divergence();
                String unit = c.a().flat() ? "px" : "m";
                List<String> causes = new ArrayList<>();
                for (Map.Entry<String, Integer> e : an.causeCounts()) {
                    causes.add(e.getKey() + " (" + e.getValue() + ")");
                }
                o.printf(Locale.ROOT, "  %-14s %4s %7d %7d %6s %12s %7d  %s%n", c.a().scene().name(),
                        c.a().flat() ? "2D" : "3D", c.a().bodies(), c.parted(),
                        c.firstFrame() < 0 ? "-" : String.valueOf(c.firstFrame()),
                        Double.isFinite(c.maxDeviation()) ? String.format(Locale.ROOT, "%.3g %s", c.maxDeviation(),
                                unit) : "unbounded", an.reruns().size(),
                        causes.isEmpty() ? "-" : String.join(", ", causes));
            }
            o.println();
            for (ReportRun r : runs) {
                Divergence c = r.analysis().divergence();
                o.println("  " + c.a().scene().name() + ": scene hash faithful " + c.a().hashHex() + ", fixed "
                        + c.b().hashHex());
            }
            o.println();
            o.println("report: " + Names.printable(out.toAbsolutePath().normalize().toString())
                    + " (open it in a browser)");
            o.println("next: java -jar launcher/target/engine-launcher.jar ab corner-slide --report ab.html");
        }
        o.flush();
        return 0;
    }
}
