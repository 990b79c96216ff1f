package engine.launcher.report;

import engine.launcher.ab.AbAnalysis;
import engine.launcher.scenario.RunSummary;
import java.util.Objects;

/**
 * One scene for the viewer: run A with its samples and, for an A/B, run B with its samples and the proven analysis
 * (null for a single run).
 */
public record ReportRun(RunSummary a, ViewSamples samplesA, RunSummary b, ViewSamples samplesB, AbAnalysis analysis) {

    /** Checks that B, its samples and the analysis come together. */
    public ReportRun {
        Objects.requireNonNull(a, "a");
        Objects.requireNonNull(samplesA, "samplesA");
        if ((b == null) != (samplesB == null) || (b == null) != (analysis == null)) {
            throw new IllegalArgumentException("run B, its samples and the analysis come together");
        }
    }

    /** A single run. */
    public static ReportRun single(RunSummary a, ViewSamples samples) {
        return new ReportRun(a, samples, null, null, null);
    }

    /** An A/B. */
    public static ReportRun ab(AbAnalysis analysis, ViewSamples a, ViewSamples b) {
        return new ReportRun(analysis.divergence().a(), a, analysis.divergence().b(), b, analysis);
    }

    /** True for an A/B. */
    public boolean isAb() {
        return b != null;
    }
}
