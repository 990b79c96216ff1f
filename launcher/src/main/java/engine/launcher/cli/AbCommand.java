package engine.launcher.cli;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import engine.api.quirk.Quirk;
import engine.api.scene.Scene;
import engine.api.selection.Profile;
import engine.launcher.InputException;
import engine.launcher.host.FrameworkHost;
import engine.launcher.json.Json;
import engine.launcher.scenario.Comparison;
import engine.launcher.scenario.HtmlReport;
import engine.launcher.scenario.Profiles;
import engine.launcher.scenario.Recording;
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
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** `ab`: one scenario under two profiles; where each body's runs part, how far, and the quirk behind it. */
@Command(name = "ab", mixinStandardHelpOptions = true,
        description = "Run a scenario under two profiles (--a and --b, or --toggle to flip one correction relative to "
                + "--a): per body the first frame the runs differ, the largest deviation and the quirk that fired "
                + "first at or before it in the run it fired in; --report writes an HTML report.")
public final class AbCommand implements Callable<Integer> {

    @Parameters(paramLabel = "SCENARIO", description = "a scenario file, or the name of a shipped one")
    String scenario;

    @Option(names = "--a", paramLabel = "P1", description = "profile A: a file or a provider id (default: faithful)")
    String a;

    @Option(names = "--b", paramLabel = "P2", description = "profile B: a file or a provider id (default: fixed)")
    String b;

    @Option(names = "--toggle", paramLabel = "QUIRK_ID", description = "profile B is A with this quirk's correction "
            + "flipped (instead of --b)")
    String toggle;

    @Option(names = "--frames", paramLabel = "N", description = "frames to step instead of the scenario's")
    Integer frames;

    @Option(names = "--report", paramLabel = "FILE.html", description = "write the HTML report to FILE.html")
    Path report;

    @Option(names = "--json", description = "print the summary as one JSON document")
    boolean json;

    @Option(names = "--plugin", paramLabel = "JAR", description = "install this bundle at start (repeatable)")
    List<Path> plugins = new ArrayList<>();

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws IOException {
        if (toggle != null && b != null) {
            throw new InputException("give --b or --toggle, not both");
        }
        Quirk flip = null;
        if (toggle != null) {
            flip = Quirk.byId(toggle);
            if (flip == null) {
                throw new InputException("--toggle " + toggle + ": unknown quirk id (see the quirks command)");
            }
        }
        Outputs.check(report, "--report");
        Scene scene = RunCommand.withFrames(ScenarioReader.read(ScenarioSource.of(scenario)), frames);
        String nameA = a == null ? "faithful" : a;
        Profile pa = Profiles.named(nameA);
        Comparison c;
        try (FrameworkHost fw = FrameworkHost.start(plugins)) {
            ScenarioRunner runner = new ScenarioRunner(new FelixScenes(fw));
            Profile pb;
            String nameB;
            if (flip != null) {
                pb = runner.toggle(scene, pa, flip);
                nameB = nameA + " with " + flip.id() + " flipped";
            } else {
                nameB = b == null ? "fixed" : b;
                pb = Profiles.named(nameB);
            }
            Recording ra;
            Recording rb;
            try (Progress bar = new Progress(scene.name() + " A", scene.frames())) {
                ra = runner.run(scene, pa, nameA, bar);
            }
            try (Progress bar = new Progress(scene.name() + " B", scene.frames())) {
                rb = runner.run(scene, pb, nameB, bar);
            }
            c = new Comparison(ra, rb);
        }
        if (report != null) {
            Outputs.write(report, "--report", HtmlReport.content("A/B: " + scene.name(), List.of(c)));
        }
        PrintWriter o = spec.commandLine().getOut();
        if (json) {
            o.println(Json.mapper().writerWithDefaultPrettyPrinter().writeValueAsString(toJson(c)));
        } else {
            print(o, c, 20);
            if (report != null) {
                o.println("report: " + report);
            }
        }
        o.flush();
        return 0;
    }

    /** The comparison as text: the two runs, then up to limit parted bodies. */
    static void print(PrintWriter o, Comparison c, int limit) {
        Recording a = c.a(), b = c.b();
        String unit = a.flat() ? "px" : "m";
        o.printf("A/B %s: A = %s (hash %s), B = %s (hash %s)%n", a.scene().name(), a.profile(), a.hashHex(),
                b.profile(), b.hashHex());
        if (c.parted() == 0) {
            o.println("  the runs agree in every bit of every body in every frame");
            return;
        }
        o.printf(Locale.ROOT, "  %d of %d bodies part, first in frame %d, largest deviation %.4g %s; quirks: %s%n",
                c.parted(), a.bodies(), c.firstFrame(), c.maxDeviation(), unit,
                String.join(", ", c.causes().stream().map(Quirk::id).toList()));
        o.printf("  %-14s %6s %12s  %s%n", "BODY", "FIRST", "MAX DEV", "QUIRK (RUN, FRAME)");
        int shown = 0;
        for (Comparison.BodyDiff d : c.bodies()) {
            if (d.firstFrame() < 0) {
                continue;
            }
            if (shown++ == limit) {
                o.println("  ... (" + (c.parted() - limit) + " more; --json lists every body)");
                break;
            }
            o.printf(Locale.ROOT, "  %-14s %6d %12.4g  %s%n", d.name(), d.firstFrame(), d.maxDeviation(),
                    d.quirk() == null ? "-" : d.quirk().id() + " (" + d.quirkRun().toUpperCase(Locale.ROOT) + ", "
                            + d.quirkFrame() + ")");
        }
    }

    static ObjectNode toJson(Comparison c) {
        ObjectNode root = Json.mapper().createObjectNode();
        root.put("scenario", c.a().scene().name());
        root.put("frames", c.a().frames());
        root.put("bodies", c.a().bodies());
        for (Recording r : List.of(c.a(), c.b())) {
            ObjectNode n = root.putObject(r == c.a() ? "a" : "b");
            n.put("profile", r.profile());
            n.put("sceneHash", r.hashHex());
            ArrayNode q = n.putArray("quirks");
            r.quirks().fired().forEach(x -> q.add(x.id()));
        }
        root.put("parted", c.parted());
        root.put("firstFrame", c.firstFrame());
        root.put("maxDeviation", finite(c.maxDeviation()));
        ArrayNode causes = root.putArray("quirks");
        c.causes().forEach(q -> causes.add(q.id()));
        ArrayNode bodies = root.putArray("perBody");
        for (Comparison.BodyDiff d : c.bodies()) {
            ObjectNode n = bodies.addObject();
            n.put("name", d.name());
            n.put("firstFrame", d.firstFrame());
            n.put("maxDeviation", finite(d.maxDeviation()));
            if (d.quirk() != null) {
                n.put("quirk", d.quirk().id());
                n.put("quirkRun", d.quirkRun());
                n.put("quirkFrame", d.quirkFrame());
            } else {
                n.putNull("quirk");
            }
        }
        return root;
    }

    /** JSON has no infinity: a run that left the numbers reads as the largest double. */
    private static double finite(double d) {
        return Double.isFinite(d) ? d : Double.MAX_VALUE;
    }
}
