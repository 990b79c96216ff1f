package engine.peers;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * Runs engines side by side on one workload: first the agreement (per sweep, a hit at the same distance within
 * 1 mm, or a miss in both), then interleaved timed rounds (each round times every engine over the whole sweep list,
 * the order rotating), and reports per engine its median rate and its rate against the peer measured in the same
 * rounds: median of the per-round ratios with their range; likewise against a second reference engine when one is
 * named (Jolt in the benchmark), so every engine is also seen against it.
 */
final class Comparison {
    /** Distance agreement (m). */
    static final float TOLERANCE = 1e-3f;

    /**
     * One engine's figures on a workload; largestGap is the largest distance difference (m) among the peer's hits
     * found within the tolerance; the reference ratios are NaN when no reference engine was named.
     */
    record Row(String workload, int triangles, String engine, double sweepsPerSecond, double ratioMedian,
               double ratioMin, double ratioMax, int hits, int peerHits, int foundWithinTolerance,
               int missedPeerHits, int extraHits, float largestGap, boolean isPeer, double referenceMedian,
               double referenceMin, double referenceMax, boolean isReference) {
        /** The share of the peer's hits found at the same distance within 1 mm, in percent. */
        double foundPercent() {
            return peerHits == 0 ? 100.0 : 100.0 * foundWithinTolerance / peerHits;
        }

        /** The row as a Markdown table line; the peer's own agreement cells are left empty. */
        String markdown() {
            String agreement = isPeer ? "| | | | |" : String.format(Locale.ROOT, "| %.2f%% | %.3f | %d | %d |",
                    foundPercent(), largestGap * 1000f, missedPeerHits, extraHits);
            return String.format(Locale.ROOT, "| %s | %,d | %s | %,.0f | %s | %s | %d ", workload, triangles, engine,
                    sweepsPerSecond, ratio(isPeer, ratioMedian, ratioMin, ratioMax),
                    ratio(isReference, referenceMedian, referenceMin, referenceMax), hits) + agreement;
        }

        /** A ratio cell: "1" for the engine measured against itself, empty when there is no ratio. */
        private static String ratio(boolean self, double median, double min, double max) {
            if (self) {
                return "1";
            }
            return Double.isNaN(median) ? "" : String.format(Locale.ROOT, "%.2fx (%.2f-%.2f)", median, min, max);
        }
    }

    /** The header of {@link Row#markdown()}: the peer is PhysX and the reference Jolt in the benchmark. */
    static final String HEADER = "| workload | triangles | engine | sweeps/s | x PhysX (median, range)"
            + " | x Jolt (median, range) | hits | PhysX's hits found (1 mm) | largest gap to PhysX (mm)"
            + " | PhysX hits missed | hits PhysX has not |\n"
            + "|---|---|---|---|---|---|---|---|---|---|---|";

    private Comparison() {
    }

    /** {@link #run(Workload, List, SweepEngine, String, int, int)} with no reference engine. */
    static List<Row> run(Workload w, List<SweepEngine> engines, SweepEngine peer, int warmRounds, int rounds) {
        return run(w, engines, peer, null, warmRounds, rounds);
    }

    /**
     * Compares every engine with peer, and with the engine named reference among engines when it is not null (its
     * time divided by each engine's, per round), in warm rounds then timed rounds; the order rotates each round.
     */
    static List<Row> run(Workload w, List<SweepEngine> engines, SweepEngine peer, String reference, int warmRounds,
                         int rounds) {
        int n = w.sweepCount();
        float[] rows = w.sweeps();
        float[] peerDistances = new float[n];
        int peerHits = peer.run(rows, n, w.radius(), peerDistances);
        List<SweepEngine> all = new ArrayList<>(engines);
        all.add(peer);
        float[][] distances = new float[all.size()][n];
        int[] hits = new int[all.size()];
        for (int e = 0; e < all.size(); e++) {
            hits[e] = all.get(e).run(rows, n, w.radius(), distances[e]);
        }
        long[][] nanos = new long[all.size()][rounds];
        for (int r = -warmRounds; r < rounds; r++) {
            for (int k = 0; k < all.size(); k++) {
                int e = Math.floorMod(k + r, all.size());
                long t0 = System.nanoTime();
                all.get(e).run(rows, n, w.radius(), distances[e]);
                long t = System.nanoTime() - t0;
                if (r >= 0) {
                    nanos[e][r] = t;
                }
            }
        }
        int p = all.size() - 1;
        int q = -1;
        for (int e = 0; e < engines.size(); e++) {
            if (engines.get(e).name().equals(reference)) {
                q = e;
            }
        }
        List<Row> out = new ArrayList<>();
        for (int e = 0; e < all.size(); e++) {
            double[] ratio = new double[rounds];
            double[] referenceRatio = new double[rounds];
            double[] rate = new double[rounds];
            for (int r = 0; r < rounds; r++) {
                ratio[r] = (double) nanos[p][r] / nanos[e][r];
                referenceRatio[r] = q < 0 ? Double.NaN : (double) nanos[q][r] / nanos[e][r];
                rate[r] = n * 1e9 / nanos[e][r];
            }
            Arrays.sort(ratio);
            Arrays.sort(referenceRatio);
            Arrays.sort(rate);
            int found = 0;
            int missed = 0;
            int extra = 0;
            int apart = 0;
            float largestGap = 0f;
            for (int i = 0; i < n; i++) {
                boolean peerHit = !Float.isNaN(peerDistances[i]);
                boolean hit = !Float.isNaN(distances[e][i]);
                float gap = Math.abs(peerDistances[i] - distances[e][i]);
                if (peerHit && hit && gap <= TOLERANCE) {
                    found++;
                    largestGap = Math.max(largestGap, gap);
                } else if (peerHit && !hit) {
                    missed++;
                    explain(w, all.get(e).name(), i, distances[e][i], peerDistances[i], missed);
                } else if (hit && !peerHit) {
                    extra++;
                    explain(w, all.get(e).name(), i, distances[e][i], peerDistances[i], extra);
                } else if (hit) {
                    apart++;
                    explain(w, all.get(e).name(), i, distances[e][i], peerDistances[i], apart);
                }
            }
            out.add(new Row(w.name(), w.triangleCount(), all.get(e).name(), median(rate), median(ratio), ratio[0],
                    ratio[rounds - 1], hits[e], peerHits, found, missed, extra, largestGap, e == p,
                    median(referenceRatio), referenceRatio[0], referenceRatio[rounds - 1], e == q));
        }
        return out;
    }

    /** Prints the first three disagreements of each kind to stderr: the sweep and both distances. */
    private static void explain(Workload w, String engine, int i, float distance, float peerDistance, int nth) {
        if (nth <= 3) {
            float[] r = w.sweeps();
            int at = i * Workload.ROW;
            System.err.printf(Locale.ROOT, "%s, %s, sweep %d from (%s, %s, %s) along (%s, %s, %s) for %s m: %s m,"
                            + " peer %s m%n", w.name(), engine, i, r[at], r[at + 1], r[at + 2], r[at + 3], r[at + 4],
                    r[at + 5], r[at + 6], distance, peerDistance);
        }
    }

    private static double median(double[] sorted) {
        int m = sorted.length / 2;
        return sorted.length % 2 == 1 ? sorted[m] : (sorted[m - 1] + sorted[m]) / 2;
    }
}
