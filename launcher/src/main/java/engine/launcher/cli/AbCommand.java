package engine.launcher.cli;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import engine.api.quirk.Quirk;
import engine.api.scene.Scene;
import engine.api.selection.Profile;
import engine.launcher.ab.AbAnalysis;
import engine.launcher.ab.AbRunner;
import engine.launcher.ab.BodyCauses;
import engine.launcher.ab.Difference;
import engine.launcher.ab.Divergence;
import engine.launcher.ab.Rerun;
import engine.launcher.exit.InputException;
import engine.launcher.host.FrameworkHost;
import engine.launcher.json.Json;
import engine.launcher.report.ReportRun;
import engine.launcher.report.ViewerPage;
import engine.launcher.report.ViewSamples;
import engine.launcher.scenario.Profiles;
import engine.launcher.scenario.RunSummary;
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
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** `ab`: one scenario under two profiles; where each body's runs part, how far, and the causes a rerun proves. */
@Command(name = "ab", mixinStandardHelpOptions = true,
        description = "Run a scenario under two profiles (--a and --b, or --toggle to flip corrections relative to "
                + "--a) in lockstep: per body the first frame the runs differ, the largest deviation, and its causes: "
                + "the smallest set of differences between the profiles that, switched alone on A, reproduces B for "
                + "that body in every bit (found by reruns, as delta debugging does); --report writes the HTML viewer (docs/viewer.md).")
public final class AbCommand implements Callable<Integer> {

    @Parameters(paramLabel = "SCENARIO", description = "a scenario file, or the name of a shipped one")
    String scenario;

    @Option(names = "--a", paramLabel = "P1", description = "profile A: a file or a provider id (default: faithful)")
    String a;

    @Option(names = "--b", paramLabel = "P2", description = "profile B: a file or a provider id (default: fixed)")
    String b;

    @Option(names = "--toggle", paramLabel = "QUIRK_ID", description = "profile B is A with this quirk's correction "
            + "flipped (repeatable; instead of --b)")
    List<String> toggle = new ArrayList<>();

    @Option(names = "--frames", paramLabel = "N", description = "frames to step instead of the scenario's")
    Integer frames;

    @Option(names = "--budget", paramLabel = "N", description = "the most reruns the cause search makes (default "
            + AbRunner.DEFAULT_BUDGET + ")")
    int budget = AbRunner.DEFAULT_BUDGET;

    @Option(names = "--threads", paramLabel = "N", description = "threads for the reruns (default: every core; "
            + "the answer does not depend on it)")
    Integer threads;

    @Option(names = "--report", paramLabel = "FILE.html", description = "write the A/B viewer to FILE.html: level, both runs' paths, a frame scrubber, each body's proven causes")
    Path report;

    @Option(names = "--json", description = "print the result as one JSON document")
    boolean json;

    @Option(names = "--plugin", paramLabel = "JAR", description = "install this bundle at start (repeatable)")
    List<Path> plugins = new ArrayList<>();

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws IOException {
        if (!toggle.isEmpty() && b != null) {
            throw new InputException("give --b or --toggle, not both");
        }
        if (budget < 0 || budget > 100_000) {
            throw new InputException("--budget " + budget + ": must be in 0..100000");
        }
        if (threads != null && (threads < 1 || threads > 256)) {
            throw new InputException("--threads " + threads + ": must be in 1..256");
        }
        List<Quirk> flips = new ArrayList<>();
        for (String id : toggle) {
            Quirk q = Quirk.byId(id);
            if (q == null) {
                throw new InputException("--toggle " + id + ": unknown quirk id (see the quirks command)");
            }
            flips.add(q);
        }
        Outputs.check(report, "--report");
        Scene scene = RunCommand.withFrames(ScenarioReader.read(ScenarioSource.of(scenario)), frames);
        String nameA = a == null ? "faithful" : a;
        Profile pa = Profiles.named(nameA);
        AbAnalysis an;
        // the viewer's samples only when a viewer is written (at most 2 × 8 MiB)
        ViewSamples sa = report == null ? null : new ViewSamples(scene);
        ViewSamples sb = report == null ? null : new ViewSamples(scene);
        try (FrameworkHost fw = FrameworkHost.start(plugins);
             Progress bar = new Progress(scene.name() + " A/B", scene.frames())) {
            ScenarioRunner runner = new ScenarioRunner(new FelixScenes(fw));
            try {
                an = ab(runner, scene, nameA, pa, flips, sa, sb, bar);
            } catch (RuntimeException | Error e) {
                fw.blamePlugin(e); // a plugin kernel that threw mid-run: exit 5 naming it
                throw e;
            }
        }
        if (report != null) {
            Outputs.write(report, "--report", ViewerPage.content("A/B: " + scene.name(),
                    List.of(ReportRun.ab(an, sa, sb))));
        }
        PrintWriter o = spec.commandLine().getOut();
        if (json) {
            o.println(Json.mapper().writerWithDefaultPrettyPrinter().writeValueAsString(toJson(an)));
        } else {
            print(o, an, 20);
            if (report != null) {
                o.println("report: " + Names.printable(String.valueOf(report)));
            }
        }
        o.flush();
        return 0;
    }

    /** The A/B of the two profiles (or of A and A with the toggles flipped), its viewer samples into sa and sb. */
    private AbAnalysis ab(ScenarioRunner runner, Scene scene, String nameA, Profile pa, List<Quirk> flips,
                          ViewSamples sa, ViewSamples sb, Progress bar) {
        Profile pb;
        String nameB;
        if (!flips.isEmpty()) {
            pb = pa;
            for (Quirk q : flips) {
                pb = runner.toggle(scene, pb, q);
            }
            nameB = nameA + " with " + String.join(", ", toggle) + " flipped";
        } else {
            nameB = b == null ? "fixed" : b;
            pb = Profiles.named(nameB);
        }
        int t = threads == null ? Runtime.getRuntime().availableProcessors() : threads;
        return new AbRunner(runner).run(scene, pa, nameA, pb, nameB,
                new AbRunner.Options(budget, t, sa == null ? List.of() : List.of(sa),
                        sb == null ? List.of() : List.of(sb), bar, null));
    }

    /** The A/B as text: the two runs, the proven causes with their body counts, then up to limit parted bodies. */
    static void print(PrintWriter o, AbAnalysis an, int limit) {
        Divergence c = an.divergence();
        RunSummary a = c.a(), b = c.b();
        String unit = a.flat() ? "px" : "m";
        o.printf("A/B %s: A = %s (hash %s), B = %s (hash %s)%n", Names.printable(a.scene().name()),
                Names.printable(a.profile()), a.hashHex(), Names.printable(b.profile()), b.hashHex());
        if (c.parted() == 0) {
            o.println("  the runs agree in every bit of every body in every frame");
            return;
        }
        o.printf(Locale.ROOT, "  %d of %d bodies part, first in frame %d, largest deviation %.4g %s%n", c.parted(),
                a.bodies(), c.firstFrame(), c.maxDeviation(), unit);
        o.printf(Locale.ROOT, "  %d difference(s) between the profiles, %d searched first (those that fired, and every "
                + "slot); %d reruns in %.1f s%n", an.differences().size(), an.candidates().size(), an.reruns().size(),
                an.nanos() / 1e9);
        for (String r : an.rebases()) {
            o.println("  rebase: " + r);
        }
        o.println("  proven causes (switched alone on A, they reproduce B for the body in every bit):");
        for (Map.Entry<String, Integer> e : an.causeCounts()) {
            o.printf(Locale.ROOT, "    %-40s %5d bod%s%s%n", e.getKey(), e.getValue(), e.getValue() == 1 ? "y" : "ies",
                    title(an, e.getKey()));
        }
        o.printf("  %-14s %6s %12s  %s%n", "BODY", "FIRST", "MAX DEV", "CAUSES (PROVING RERUN)");
        int shown = 0;
        for (BodyCauses d : an.bodies()) {
            if (!d.parted()) {
                continue;
            }
            if (shown++ == limit) {
                o.println("  ... (" + (c.parted() - limit) + " more; --json lists every body)");
                break;
            }
            o.printf(Locale.ROOT, "  %-14s %6d %12.4g  %s%n", Names.printable(d.name()), d.firstFrame(),
                    d.maxDeviation(), d.explained() ? d.label() + " (rerun " + d.proof() + ")"
                            : "unexplained: " + d.why());
        }
    }

    private static String title(AbAnalysis an, String label) {
        for (Difference d : an.differences()) {
            if (d.id().equals(label)) {
                return "  " + (d instanceof Difference.Correction q ? q.quirk().title() : d.describe());
            }
        }
        return "";
    }

    /** The A/B as JSON: both runs, the differences, every rerun, and per body its proven causes and evidence. */
    static ObjectNode toJson(AbAnalysis an) {
        Divergence c = an.divergence();
        ObjectNode root = Json.mapper().createObjectNode();
        root.put("scenario", c.a().scene().name());
        root.put("frames", c.a().frames());
        root.put("bodies", c.a().bodies());
        for (RunSummary r : List.of(c.a(), c.b())) {
            ObjectNode n = root.putObject(r == c.a() ? "a" : "b");
            n.put("profile", r.profile());
            n.put("sceneHash", r.hashHex());
            ArrayNode q = n.putArray("quirks");
            r.quirks().fired().forEach(x -> q.add(x.id()));
        }
        root.put("parted", c.parted());
        root.put("firstFrame", c.firstFrame());
        root.put("maxDeviation", finite(c.maxDeviation()));
        ArrayNode diffs = root.putArray("differences");
        for (Difference d : an.differences()) {
            diffs.addObject().put("id", d.id()).put("kind", d.kind()).put("describe", d.describe())
                    .put("candidate", an.candidates().contains(d.id()));
        }
        ArrayNode rebases = root.putArray("rebases");
        an.rebases().forEach(rebases::add);
        ArrayNode counts = root.putArray("causes");
        for (Map.Entry<String, Integer> e : an.causeCounts()) {
            counts.addObject().put("causes", e.getKey()).put("bodies", e.getValue());
        }
        ArrayNode bodies = root.putArray("perBody");
        for (BodyCauses d : an.bodies()) {
            ObjectNode n = bodies.addObject();
            n.put("name", d.name());
            n.put("firstFrame", d.firstFrame());
            n.put("maxDeviation", finite(d.maxDeviation()));
            n.put("maxFrame", d.maxFrame());
            n.put("explained", d.explained());
            ArrayNode cs = n.putArray("causes");
            d.causes().forEach(x -> cs.add(x.id()));
            n.put("proof", d.proof());
            ArrayNode alt = n.putArray("alternatives");
            for (List<Difference> set : d.alternatives()) {
                ArrayNode one = alt.addArray();
                set.forEach(x -> one.add(x.id()));
            }
            if (d.why() != null) {
                n.put("unexplained", d.why());
            }
            ArrayNode ev = n.putArray("evidence");
            for (BodyCauses.Evidence e : d.evidence()) {
                ev.addObject().put("quirk", e.quirk().id()).put("frame", e.frame()).put("run", e.run());
            }
        }
        ArrayNode reruns = root.putArray("reruns");
        for (Rerun r : an.reruns()) {
            ObjectNode n = reruns.addObject();
            n.put("index", r.index());
            n.put("purpose", r.purpose());
            ArrayNode ap = n.putArray("applied");
            r.applied().forEach(x -> ap.add(x.id()));
            if (r.error() != null) {
                n.put("error", r.error());
            } else {
                n.put("frames", r.frames());
                if (r.sceneHash() != null) {
                    n.put("sceneHash", r.sceneHash());
                }
                n.put("bodiesLikeB", count(r.sameAsB()));
                n.put("bodiesLikeA", count(r.sameAsA()));
                n.put("bodiesExplained", r.explained());
            }
        }
        root.put("budget", an.budget());
        root.put("budgetExhausted", an.exhausted());
        root.put("evidenceNote", "evidence lists quirks whose firings first differ between the runs at or before the "
                + "body's parting; the kernels report quirks per world, so it is not a proof; causes are");
        return root;
    }

    private static int count(boolean[] b) {
        int n = 0;
        for (boolean x : b) {
            n += x ? 1 : 0;
        }
        return n;
    }

    /** JSON has no infinity: a run that left the numbers reads as the largest double. */
    static double finite(double d) {
        return Double.isFinite(d) ? d : Double.MAX_VALUE;
    }
}
