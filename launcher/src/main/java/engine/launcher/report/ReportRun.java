package engine.launcher.report;

import engine.launcher.ab.AbAnalysis;
import engine.launcher.scenario.TrajectorySamples;

/** One A/B for a report: its proven analysis and both runs' sampled trajectories. */
public record ReportRun(AbAnalysis analysis, TrajectorySamples a, TrajectorySamples b) {
}
