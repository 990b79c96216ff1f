package engine.peers;

import engine.benchmarks.CrowdFrameBenchmark;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The world step against ode4j on CrowdFrameBenchmark's plaza at a body count (grown to keep the 2,000-body
 * density): the faithful and the fixed world each stepped one frame at a time by the project, and ode4j on the
 * fixed world's bodies ({@link OdeCrowd}) twice, collide alone and its full step. After warm-up rounds of every
 * participant, each timed round steps frames frames, each frame running the four once with the one going first
 * rotating; a participant's round time over frames is its ms a frame, and the ratios are per round, ode4j's time
 * over the participant's, so above 1 means faster than ode4j.
 */
final class WorldStepComparison {
    /** The participants, in the order the rows come. */
    static final List<String> NAMES = List.of("faithful", "fixed", "ode4j collide", "ode4j step");

    /**
     * One participant's figures at a body count: ms a frame (median and range over the rounds), the per-round ratios
     * to ode4j's step and to its collide (median and range), and the contacts ode4j found in the last frame (ode4j
     * rows; 0 for the project's).
     */
    record Row(String engine, int bodies, double msMedian, double msMin, double msMax, double stepMedian,
               double stepMin, double stepMax, double collideMedian, double collideMin, double collideMax,
               int contacts) {
    }

    private final CrowdFrameBenchmark faithful = new CrowdFrameBenchmark();
    private final CrowdFrameBenchmark fixed = new CrowdFrameBenchmark();
    private final OdeCrowd ode;

    /** The plaza with bodies bodies under both profiles, ten frames stepped, and ode4j's mirror of fixed's. */
    WorldStepComparison(int bodies) {
        CrowdFrameBenchmark.checkBodies("peers.bodies", bodies);
        faithful.profile = "faithful";
        faithful.bodies = bodies;
        faithful.setUp();
        fixed.profile = "fixed";
        fixed.bodies = bodies;
        fixed.setUp();
        ode = new OdeCrowd(fixed);
    }

    /** Bodies in each world. */
    int bodyCount() {
        return ode.bodyCount();
    }

    /** warmRounds untimed rounds, then rounds timed ones of frames frames each; one row per {@link #NAMES}. */
    List<Row> run(int warmRounds, int rounds, int frames) {
        if (rounds < 1 || frames < 1 || warmRounds < 0) {
            throw new IllegalArgumentException("world step: rounds (" + rounds + ") and frames (" + frames
                    + ") must be 1 or more, warm rounds (" + warmRounds + ") 0 or more");
        }
        int n = NAMES.size();
        long[][] nanos = new long[n][rounds];
        long frame = 0;
        for (int r = -warmRounds; r < rounds; r++) {
            for (int f = 0; f < frames; f++, frame++) {
                for (int k = 0; k < n; k++) {
                    int e = (int) Math.floorMod(k + frame, (long) n);
                    long t0 = System.nanoTime();
                    runOne(e);
                    long t = System.nanoTime() - t0;
                    if (r >= 0) {
                        nanos[e][r] += t;
                    }
                }
            }
        }
        int contacts = ode.contactCount();
        List<Row> out = new ArrayList<>();
        for (int e = 0; e < n; e++) {
            double[] ms = new double[rounds];
            double[] step = new double[rounds];
            double[] collide = new double[rounds];
            for (int r = 0; r < rounds; r++) {
                ms[r] = nanos[e][r] / 1e6 / frames;
                step[r] = (double) nanos[3][r] / nanos[e][r];
                collide[r] = (double) nanos[2][r] / nanos[e][r];
            }
            Arrays.sort(ms);
            Arrays.sort(step);
            Arrays.sort(collide);
            out.add(new Row(NAMES.get(e), bodyCount(), median(ms), ms[0], ms[rounds - 1], median(step), step[0],
                    step[rounds - 1], median(collide), collide[0], collide[rounds - 1], e >= 2 ? contacts : 0));
        }
        return out;
    }

    private void runOne(int e) {
        switch (e) {
            case 0 -> faithful.frame();
            case 1 -> fixed.frame();
            case 2 -> ode.collide();
            default -> ode.step();
        }
    }

    /** The median of sorted values. */
    static double median(double[] sorted) {
        int m = sorted.length / 2;
        return sorted.length % 2 == 1 ? sorted[m] : (sorted[m - 1] + sorted[m]) / 2;
    }
}
