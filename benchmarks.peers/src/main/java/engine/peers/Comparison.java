package engine.peers;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * Runs engines side by side on one workload: first the agreement (per sweep, a hit at the same distance within
 * 1 mm, or a miss in both), then interleaved timed rounds (each round times every engine over the whole sweep list,
 * the order rotating), and reports per engine its median rate and its rate against the peer measured in the same
 * rounds: median of the per-round ratios with their range.
 */
final class Comparison {
    /** Distance agreement (m). */
    static final float TOLERANCE = 1e-3f;

    /** One engine's figures on a workload. */
    record Row(String workload, int triangles, String engine, double sweepsPerSecond, double ratioMedian,
               double ratioMin, double ratioMax, int hits, int peerHits, int foundWithinTolerance,
               int missedPeerHits, int extraHits) {
        /** The share of the peer's hits found at the same distance within 1 mm, in percent. */
        double foundPercent() {
            return peerHits == 0 ? 100.0 : 100.0 * foundWithinTolerance / peerHits;
        }

        /** The row as a Markdown table line. */
        String markdown() {
            return String.format(Locale.ROOT, "| %s | %,d | %s | %,.0f | %.2fx (%.2f-%.2f) | %d | %.2f%% | %d | %d |",
                    workload, triangles, engine, sweepsPerSecond, ratioMedian, ratioMin, ratioMax, hits,
                    foundPercent(), missedPeerHits, extraHits);
        }
    }

    /** The header of {@link Row#markdown()}. */
    static final String HEADER = "| workload | triangles | engine | sweeps/s | x peer (median, range) | hits"
            + " | peer's hits found (1 mm) | peer hits missed | hits the peer has not |\n"
            + "|---|---|---|---|---|---|---|---|---|";

    private Comparison() {
    }

    /** Compares every engine with peer (the last one timed in a round is rotated), warm rounds then timed rounds. */
    static List<Row> run(Workload w, List<SweepEngine> engines, SweepEngine peer, int warmRounds, int rounds) {
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
        List<Row> out = new ArrayList<>();
        for (int e = 0; e < all.size(); e++) {
            double[] ratio = new double[rounds];
            double[] rate = new double[rounds];
            for (int r = 0; r < rounds; r++) {
                ratio[r] = (double) nanos[p][r] / nanos[e][r];
                rate[r] = n * 1e9 / nanos[e][r];
            }
            Arrays.sort(ratio);
            Arrays.sort(rate);
            int found = 0;
            int missed = 0;
            int extra = 0;
            for (int i = 0; i < n; i++) {
                boolean peerHit = !Float.isNaN(peerDistances[i]);
                boolean hit = !Float.isNaN(distances[e][i]);
                if (peerHit && hit && Math.abs(peerDistances[i] - distances[e][i]) <= TOLERANCE) {
                    found++;
                } else if (peerHit && !hit) {
                    missed++;
                    explain(w, all.get(e).name(), i, distances[e][i], peerDistances[i], missed);
                } else if (hit && !peerHit) {
                    extra++;
                    explain(w, all.get(e).name(), i, distances[e][i], peerDistances[i], extra);
                } else if (hit) {
                    explain(w, all.get(e).name(), i, distances[e][i], peerDistances[i], 1);
                }
            }
            out.add(new Row(w.name(), w.triangleCount(), all.get(e).name(), median(rate), median(ratio), ratio[0],
                    ratio[rounds - 1], hits[e], peerHits, found, missed, extra));
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
