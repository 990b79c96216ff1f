package engine.studies;

import java.io.Serializable;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;
import java.util.concurrent.atomic.AtomicLong;
import org.apache.beam.sdk.Pipeline;
import org.apache.beam.sdk.PipelineResult;
import org.apache.beam.sdk.coders.Coder;
import org.apache.beam.sdk.coders.CoderRegistry;
import org.apache.beam.sdk.coders.ListCoder;
import org.apache.beam.sdk.coders.SerializableCoder;
import org.apache.beam.sdk.io.GenerateSequence;
import org.apache.beam.sdk.options.PipelineOptions;
import org.apache.beam.sdk.transforms.Combine;
import org.apache.beam.sdk.transforms.DoFn;
import org.apache.beam.sdk.transforms.ParDo;
import org.apache.beam.sdk.transforms.Reshuffle;
import org.apache.beam.sdk.values.PCollection;

/**
 * The study as a Beam pipeline: the unit indices (a bounded sequence the runner splits), reshuffled across workers,
 * each run as a proven A/B where it lands (the worker expands its variant from the study text: nothing but the
 * index travels), the rows gathered by a commutative union keyed by unit, and the outputs written once from the
 * sorted rows ({@link StudyOutputs}).
 */
final class StudyPipeline {
    /** Units finished in this JVM (the direct runner's progress; a cluster's workers count in their own JVMs). */
    static final AtomicLong DONE = new AtomicLong();

    private StudyPipeline() {
    }

    /** The pipeline over the first units of the study in file (its text given, so workers need not read it). */
    static Pipeline build(PipelineOptions options, Path file, String text, long units, Path out) {
        Pipeline p = Pipeline.create(options);
        Coder<VariantRow> rowCoder = SerializableCoder.of(VariantRow.class);
        PCollection<VariantRow> rows = p.apply("units", GenerateSequence.from(0).to(units))
                .apply("spread", Reshuffle.viaRandomKey())
                .apply("ab", ParDo.of(new RunUnit(file.toString(), text)))
                .setCoder(rowCoder);
        rows.apply("gather", Combine.globally(new Gather()))
                .setCoder(ListCoder.of(rowCoder))
                .apply("write", ParDo.of(new Write(file.toString(), text, out.toString())));
        return p;
    }

    /** Runs one unit per element on the worker's own engine. */
    static final class RunUnit extends DoFn<Long, VariantRow> {
        private static final long serialVersionUID = 1L;
        private final String file;
        private final String text;
        private transient Study study;
        private transient VariantRunner runner;

        RunUnit(String file, String text) {
            this.file = file;
            this.text = text;
        }

        @Setup
        public void setup() {
            study = StudyReader.parse(text, Path.of(file));
            runner = new VariantRunner(study);
        }

        @ProcessElement
        public void process(@Element Long unit, OutputReceiver<VariantRow> out) {
            out.output(runner.run(study, unit));
            DONE.incrementAndGet();
        }
    }

    /** The rows by unit: a union, so merging is commutative and associative. */
    static final class Rows implements Serializable {
        private static final long serialVersionUID = 1L;
        final TreeMap<Long, VariantRow> byUnit = new TreeMap<>();

        /** Equal rows (the direct runner checks elements it encodes for mutation by this). */
        @Override
        public boolean equals(Object o) {
            return o instanceof Rows r && r.byUnit.equals(byUnit);
        }

        @Override
        public int hashCode() {
            return byUnit.hashCode();
        }
    }

    /** Gathers every row, sorted by unit. */
    static final class Gather extends Combine.CombineFn<VariantRow, Rows, List<VariantRow>> {
        private static final long serialVersionUID = 1L;

        @Override
        public Rows createAccumulator() {
            return new Rows();
        }

        @Override
        public Rows addInput(Rows acc, VariantRow row) {
            acc.byUnit.put(row.unit(), row);
            return acc;
        }

        @Override
        public Rows mergeAccumulators(Iterable<Rows> accs) {
            Rows out = new Rows();
            for (Rows r : accs) {
                out.byUnit.putAll(r.byUnit);
            }
            return out;
        }

        @Override
        public List<VariantRow> extractOutput(Rows acc) {
            return new ArrayList<>(acc.byUnit.values());
        }

        @Override
        public Coder<Rows> getAccumulatorCoder(CoderRegistry registry, Coder<VariantRow> input) {
            return SerializableCoder.of(Rows.class);
        }
    }

    /** Writes the outputs from the gathered rows (one element: runs once). */
    static final class Write extends DoFn<List<VariantRow>, Void> {
        private static final long serialVersionUID = 1L;
        private final String file;
        private final String text;
        private final String out;

        Write(String file, String text, String out) {
            this.file = file;
            this.text = text;
            this.out = out;
        }

        @ProcessElement
        public void process(@Element List<VariantRow> rows) throws java.io.IOException {
            Study s = StudyReader.parse(text, Path.of(file));
            StudyOutputs.write(s, rows, Path.of(out));
        }
    }

    /** Waits for result, telling progress the units done every tenth of a second (may be null). */
    static PipelineResult.State await(PipelineResult result, java.util.function.LongConsumer progress) {
        while (true) {
            PipelineResult.State st = result.waitUntilFinish(org.joda.time.Duration.millis(100));
            if (progress != null) {
                progress.accept(DONE.get());
            }
            if (st != null && st.isTerminal()) {
                return st;
            }
        }
    }
}
