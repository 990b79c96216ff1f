package engine.launcher.cli;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import engine.api.quirk.Quirk;
import engine.api.scene.Scene;
import engine.api.selection.Profile;
import engine.launcher.host.FrameworkHost;
import engine.launcher.json.Json;
import engine.launcher.scenario.Comparison;
import engine.launcher.scenario.HtmlReport;
import engine.launcher.scenario.ScenarioReader;
import engine.launcher.scenario.ScenarioRunner;
import engine.launcher.scenario.ScenarioSource;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** `demo`: the shipped 3D street and 2D town under faithful and fixed, an A/B table and an HTML report. */
@Command(name = "demo", mixinStandardHelpOptions = true,
        description = "Run the shipped scenarios crowd-street (3D) and town-crowd (2D) under faithful and fixed, "
                + "print an A/B table naming the quirks behind each difference, and write demo-report.html.")
public final class DemoCommand implements Callable<Integer> {
    /** The shipped scenes the demo runs. */
    static final List<String> SCENES = List.of("crowd-street", "town-crowd");

    @Option(names = "--out", paramLabel = "FILE.html", description = "where to write the report "
            + "(default: demo-report.html in the current folder)")
    Path out = Path.of("demo-report.html");

    @Option(names = "--json", description = "print the A/B summaries as one JSON document")
    boolean json;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws IOException {
        Outputs.check(out, "--out");
        List<Comparison> cs = new ArrayList<>();
        try (FrameworkHost fw = FrameworkHost.start(List.of())) {
            ScenarioRunner runner = new ScenarioRunner(new FelixScenes(fw));
            for (String name : SCENES) {
                Scene scene = ScenarioReader.read(ScenarioSource.of(name));
                try (Progress bar = new Progress(name, 2 * scene.frames())) {
                    var a = runner.run(scene, Profile.of("faithful"), "faithful", bar);
                    var b = runner.run(scene, Profile.of("fixed"), "fixed", f -> bar.accept(scene.frames() + f));
                    cs.add(new Comparison(a, b));
                }
            }
        }
        Outputs.write(out, "--out", HtmlReport.content("faithful vs fixed: the engine's demo", cs));
        PrintWriter o = spec.commandLine().getOut();
        if (json) {
            ObjectNode root = Json.mapper().createObjectNode();
            ArrayNode arr = root.putArray("comparisons");
            cs.forEach(c -> arr.add(AbCommand.toJson(c)));
            root.put("report", out.toString());
            o.println(Json.mapper().writerWithDefaultPrettyPrinter().writeValueAsString(root));
        } else {
            o.println("faithful vs fixed, the same scenes stepped under each profile:");
            o.println();
            o.printf("  %-14s %4s %7s %9s %6s %12s  %s%n", "SCENARIO", "", "BODIES", "PARTED", "FIRST", "MAX DEV",
                    "QUIRKS BEHIND THE DIFFERENCE");
            for (Comparison c : cs) {
                String unit = c.a().flat() ? "px" : "m";
                o.printf(Locale.ROOT, "  %-14s %4s %7d %9d %6s %12s  %s%n", c.a().scene().name(),
                        c.a().flat() ? "2D" : "3D", c.a().bodies(), c.parted(),
                        c.firstFrame() < 0 ? "-" : String.valueOf(c.firstFrame()),
                        Double.isFinite(c.maxDeviation()) ? String.format(Locale.ROOT, "%.3g %s", c.maxDeviation(),
                                unit) : "unbounded", c.causes().isEmpty() ? "-"
                                : String.join(", ", c.causes().stream().map(Quirk::id).toList()));
            }
            o.println();
            for (Comparison c : cs) {
                o.println("  " + c.a().scene().name() + ": scene hash faithful " + c.a().hashHex() + ", fixed "
                        + c.b().hashHex());
            }
            o.println();
            o.println("report: " + out.toAbsolutePath().normalize() + " (open it in a browser)");
            o.println("next: java -jar launcher/target/engine-launcher.jar ab crowd-street --toggle "
                    + "SPHERE_CAPSULE_INWARD_NORMAL --report ab.html");
        }
        o.flush();
        return 0;
    }
}
