package engine.launcher.ab;

import engine.api.quirk.Quirk;
import engine.api.scene.Scene;
import engine.api.scene.SceneRun;
import engine.api.selection.Profile;
import engine.launcher.scenario.FrameObserver;
import engine.launcher.scenario.QuirkTimeline;
import engine.launcher.scenario.RunSummary;
import engine.launcher.scenario.ScenarioRunner;
import engine.launcher.scenario.SceneStepper;
import java.util.Arrays;
import java.util.List;
import java.util.function.IntConsumer;

/**
 * Steps run A and run B of one scene frame by frame on one thread and compares every body's bits after each frame,
 * keeping only per-body results, digests and a bucketed deviation series: memory flat in the frame count.
 */
final class Lockstep {
    /** The most buckets of the per-frame deviation series. */
    static final int DEVIATION_BUCKETS = 4096;

    private Lockstep() {
    }

    /** The divergence of scene under pa and pb; observers see each run's frames (either list may be empty). */
    static Divergence run(ScenarioRunner runner, Scene scene, Profile pa, String nameA, Profile pb, String nameB,
                          List<FrameObserver> observersA, List<FrameObserver> observersB, IntConsumer progress) {
        SceneStepper a = runner.stepper(scene, pa, observersA);
        SceneStepper b = runner.stepper(scene, pb, observersB);
        int n = scene.bodyCount();
        int[] first = new int[n];
        Arrays.fill(first, -1);
        double[] max = new double[n];
        int[] maxFrame = new int[n];
        Arrays.fill(maxFrame, -1);
        byte[][] aBefore = new byte[n][];
        double[][] aAtFirst = new double[n][];
        BodyDigests da = new BodyDigests(n);
        BodyDigests db = new BodyDigests(n);
        int checks = Divergence.checkpoints(scene.frames());
        byte[][][] aCheck = new byte[n][checks][];
        byte[][][] bCheck = new byte[n][checks][];
        MaxSeries deviation = new MaxSeries(scene.frames(), DEVIATION_BUCKETS);
        Quirk[] quirks = Quirk.values();
        int[] quirkFrame = new int[quirks.length];
        Arrays.fill(quirkFrame, -1);
        boolean[] moreInA = new boolean[quirks.length];
        for (int f = 0; f < scene.frames(); f++) {
            a.step();
            b.step();
            double[] sa = a.states();
            double[] sb = b.states();
            for (int i = 0; i < n; i++) {
                int o = i * SceneRun.STATE;
                if (first[i] < 0 && !sameBits(sa, sb, o)) {
                    first[i] = f;
                    aBefore[i] = da.digest(i);
                    aAtFirst[i] = Arrays.copyOfRange(sa, o, o + SceneRun.STATE);
                }
                da.fold(i, sa);
                db.fold(i, sb);
                int c = Divergence.checkpoint(f, scene.frames());
                if (c >= 0) {
                    aCheck[i][c] = da.digest(i);
                    bCheck[i][c] = db.digest(i);
                }
                double dx = sa[o] - sb[o], dy = sa[o + 1] - sb[o + 1], dz = sa[o + 2] - sb[o + 2];
                double d = StrictMath.sqrt(dx * dx + dy * dy + dz * dz);
                if (Double.isNaN(d)) {
                    d = first[i] >= 0 ? Double.POSITIVE_INFINITY : 0; // one run left the numbers
                }
                if (d > max[i]) {
                    max[i] = d;
                    maxFrame[i] = f;
                }
                deviation.add(f, d);
            }
            QuirkTimeline qa = a.quirks(), qb = b.quirks();
            for (Quirk q : quirks) {
                int o = q.ordinal();
                if (quirkFrame[o] < 0 && qa.inFrame(q) != qb.inFrame(q)) {
                    quirkFrame[o] = f;
                    moreInA[o] = qa.inFrame(q) > qb.inFrame(q);
                }
            }
            if (progress != null) {
                progress.accept(f + 1);
            }
        }
        byte[][] aAll = new byte[n][];
        byte[][] bAll = new byte[n][];
        for (int i = 0; i < n; i++) {
            aAll[i] = da.digest(i);
            bAll[i] = db.digest(i);
            if (first[i] >= 0 && maxFrame[i] < 0) {
                maxFrame[i] = first[i]; // parted in a velocity bit only: the positions never moved apart
            }
        }
        RunSummary ra = a.finish(nameA);
        RunSummary rb = b.finish(nameB);
        return new Divergence(ra, rb, first, max, maxFrame, aBefore, aAtFirst, aAll, bAll, aCheck, bCheck, deviation,
                quirkFrame, moreInA);
    }

    private static boolean sameBits(double[] x, double[] y, int o) {
        for (int k = 0; k < SceneRun.STATE; k++) {
            if (Double.doubleToRawLongBits(x[o + k]) != Double.doubleToRawLongBits(y[o + k])) {
                return false;
            }
        }
        return true;
    }
}
