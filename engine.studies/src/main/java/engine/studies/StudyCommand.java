package engine.studies;

import com.fasterxml.jackson.databind.JsonNode;
import engine.launcher.exit.InputException;
import engine.launcher.json.Json;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.apache.beam.runners.direct.DirectOptions;
import org.apache.beam.sdk.Pipeline;
import org.apache.beam.sdk.PipelineResult;
import org.apache.beam.sdk.options.PipelineOptions;
import org.apache.beam.sdk.options.PipelineOptionsFactory;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** `study FILE`: expands a study's variants, runs each as a proven A/B on Beam, writes the outputs. */
@Command(name = "study", mixinStandardHelpOptions = true,
        description = "Run a study (docs/studies.md): every variant of its scenario template as a proven A/B (causes "
                + "by rerun, as the launcher's ab), on Apache Beam's direct runner (this machine's cores) or on a "
                + "Flink cluster; writes variants.jsonl, variants.csv, summary.json, summary.csv and summary.html.")
final class StudyCommand implements Callable<Integer> {

    @Parameters(paramLabel = "FILE", description = "the study file")
    Path file;

    @Option(names = "--out", paramLabel = "DIR", description = "the output folder, new or empty (default: "
            + "NAME-study beside the working folder's files, NAME the study's name)")
    Path out;

    @Option(names = "--runner", paramLabel = "RUNNER", description = "direct (default: in this JVM) or flink "
            + "(needs a jar built with -Pflink)")
    String runner = "direct";

    @Option(names = "--workers", paramLabel = "N", description = "parallel A/Bs: the direct runner's "
            + "targetParallelism, Flink's parallelism (default: every core here; the answer does not depend on it)")
    Integer workers;

    @Option(names = "--flink-master", paramLabel = "HOST:PORT", description = "the Flink JobManager's REST "
            + "address, or [local] for an in-JVM mini-cluster (default [auto])")
    String flinkMaster;

    @Option(names = "--beam-option", paramLabel = "--NAME=VALUE", description = "passed to Beam's pipeline "
            + "options as given (repeatable)")
    List<String> beamOptions = new ArrayList<>();

    @Option(names = "--limit", paramLabel = "N", description = "run only the first N A/Bs (units) of the study")
    Long limit;

    @Option(names = "--quiet", description = "no progress bar")
    boolean quiet;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws IOException {
        // read once: the workers parse the very text checked here
        String text = StudyReader.text(file);
        Study s = StudyReader.parse(text, file);
        long units = s.units();
        if (limit != null) {
            if (limit < 1 || limit > units) {
                throw new InputException("--limit " + limit + ": must be in 1.." + units);
            }
            units = limit;
        }
        if (workers != null && (workers < 1 || workers > 4096)) {
            throw new InputException("--workers " + workers + ": must be in 1..4096");
        }
        Path dir = out != null ? out : Path.of(s.name().replaceAll("[^A-Za-z0-9._-]", "_") + "-study");
        StudyOutputs.check(dir);
        PipelineOptions options = options(runner, workers, flinkMaster, beamOptions);
        Pipeline p = StudyPipeline.build(options, file.toAbsolutePath(), text, units, dir.toAbsolutePath());
        long t0 = System.nanoTime();
        StudyPipeline.DONE.set(0);
        PipelineResult.State state;
        try (StudyProgress bar = new StudyProgress(s.name(), units, !quiet)) {
            state = StudyPipeline.await(p.run(), bar);
        }
        double seconds = (System.nanoTime() - t0) / 1e9;
        if (state != PipelineResult.State.DONE) {
            throw new IllegalStateException("the pipeline ended " + state);
        }
        PrintWriter o = spec.commandLine().getOut();
        Path summary = dir.resolve("summary.json");
        if (!Files.exists(summary)) {
            o.printf("the pipeline finished; its outputs are in %s on the worker that wrote them%n", dir);
            o.flush();
            return 0;
        }
        byte[] bytes = Files.readAllBytes(summary);
        print(o, Json.mapper().readTree(bytes));
        o.printf(Locale.ROOT, "%d A/Bs in %.1f s (%.1f a minute) on %s; outputs in %s; summary SHA-256 %s%n", units,
                seconds, units / seconds * 60, runner, dir, StudyOutputs.sha256(bytes));
        o.flush();
        return 0;
    }

    /** The per-difference table of summary. */
    static void print(PrintWriter o, JsonNode s) {
        String unit = s.get("unit").asText();
        JsonNode t = s.get("totals");
        o.printf("study %s: %d A/Bs, %d parted, %d bodies parted, %d explained, %d unexplained, %d errors%n",
                s.get("study").asText(), s.get("rows").asLong(), t.get("unitsParted").asLong(),
                t.get("bodiesParted").asLong(), t.get("bodiesExplained").asLong(),
                t.get("bodiesUnexplained").asLong(), t.get("errors").asLong());
        o.printf("  %-36s %8s %8s %14s%n", "DIFFERENCE", "SCENES", "BODIES", "MEDIAN DEV (" + unit + ")");
        for (JsonNode c : s.get("corrections")) {
            JsonNode m = c.get("deviation").get("median");
            o.printf(Locale.ROOT, "  %-36s %8d %8d %14s%n", c.get("id").asText(), c.get("scenesChanged").asLong(),
                    c.get("bodiesExplained").asLong(), m.isNumber() ? String.format(Locale.ROOT, "%.4g",
                    m.asDouble()) : m.asText());
        }
    }

    /** Beam's options for runner (direct or flink) and the pass-through options. */
    static PipelineOptions options(String runner, Integer workers, String flinkMaster, List<String> extra) {
        List<String> args = new ArrayList<>();
        switch (runner.toLowerCase(Locale.ROOT)) {
            case "direct" -> {
                args.add("--runner=DirectRunner");
                if (flinkMaster != null) {
                    throw new InputException("--flink-master: only with --runner flink");
                }
            }
            case "flink" -> {
                args.add("--runner=FlinkRunner");
                args.add("--flinkMaster=" + (flinkMaster == null ? "[auto]" : flinkMaster));
                if (workers != null) {
                    args.add("--parallelism=" + workers);
                }
            }
            default -> throw new InputException("--runner " + runner + ": must be direct or flink");
        }
        for (String e : extra) {
            if (!e.startsWith("--") || !e.contains("=")) {
                throw new InputException("--beam-option " + e + ": must be --NAME=VALUE");
            }
            args.add(e);
        }
        PipelineOptions o;
        try {
            o = PipelineOptionsFactory.fromArgs(args.toArray(String[]::new)).create();
        } catch (IllegalArgumentException e) {
            if (runner.equalsIgnoreCase("flink") && String.valueOf(e.getMessage()).contains("FlinkRunner")) {
                throw new InputException("--runner flink: this jar was built without the Flink runner; build it "
                        + "with mvn -Pflink -pl engine.studies -am package (docs/studies.md#flink)", e);
            }
            throw new InputException("Beam options: " + e.getMessage(), e);
        }
        if (runner.equalsIgnoreCase("direct")) {
            DirectOptions d = o.as(DirectOptions.class);
            d.setTargetParallelism(workers != null ? workers : Runtime.getRuntime().availableProcessors());
            d.setBlockOnRun(false);
        }
        o.setJobName("study");
        return o;
    }

    /** The cause a runner wrapped an exception in (Beam wraps a worker's failure). */
    static Throwable unwrap(Throwable e) {
        Throwable t = e;
        while (t.getCause() != null && t.getCause() != t && !(t instanceof InputException)
                && !(t instanceof engine.api.kernel.SelectionException)) {
            t = t.getCause();
        }
        return t instanceof InputException || t instanceof engine.api.kernel.SelectionException ? t : e;
    }
}
