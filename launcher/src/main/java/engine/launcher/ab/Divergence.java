package engine.launcher.ab;

import engine.api.quirk.Quirk;
import engine.launcher.scenario.RunSummary;

/**
 * Where two runs of one scene part, found by stepping them in lockstep: per body the first frame its state's bits
 * differ (−1: never), the largest distance between its positions (m; px in 2D) and its frame, and what a rerun needs
 * to be checked against without stored frames: run A's digest of the frames before the parting and its state at the
 * parting, both runs' digests of every frame, and their digests at up to {@link #CHECKPOINTS} evenly spaced checkpoints,
 * so a rerun that has already left B for every body it could explain can stop early. Per quirk, the first frame its
 * firings differ between the runs.
 */
public final class Divergence {
    private final RunSummary a;
    private final RunSummary b;
    private final int[] first;
    private final double[] maxDeviation;
    private final int[] maxFrame;
    private final byte[][] aBefore;
    private final double[][] aAtFirst;
    private final byte[][] aAll;
    private final byte[][] bAll;
    private final byte[][][] aCheck;
    private final byte[][][] bCheck;
    private final MaxSeries deviation;
    private final int[] quirkFrame;
    private final boolean[] quirkMoreInA;

    Divergence(RunSummary a, RunSummary b, int[] first, double[] maxDeviation, int[] maxFrame, byte[][] aBefore,
               double[][] aAtFirst, byte[][] aAll, byte[][] bAll, byte[][][] aCheck, byte[][][] bCheck,
               MaxSeries deviation, int[] quirkFrame, boolean[] quirkMoreInA) {
        this.a = a;
        this.b = b;
        this.first = first;
        this.maxDeviation = maxDeviation;
        this.maxFrame = maxFrame;
        this.aBefore = aBefore;
        this.aAtFirst = aAtFirst;
        this.aAll = aAll;
        this.bAll = bAll;
        this.aCheck = aCheck;
        this.bCheck = bCheck;
        this.deviation = deviation;
        this.quirkFrame = quirkFrame;
        this.quirkMoreInA = quirkMoreInA;
    }

    /** Run A's summary. */
    public RunSummary a() {
        return a;
    }

    /** Run B's summary. */
    public RunSummary b() {
        return b;
    }

    /** Bodies. */
    public int bodies() {
        return first.length;
    }

    /** The first frame body i's bits differ between the runs, or −1. */
    public int firstFrame(int i) {
        return first[i];
    }

    /** The largest distance between body i's two positions over all frames (+∞ when a run left the numbers). */
    public double maxDeviation(int i) {
        return maxDeviation[i];
    }

    /** The frame of {@link #maxDeviation}, or −1 when the runs never part. */
    public int maxFrame(int i) {
        return maxFrame[i];
    }

    /** Bodies whose runs part. */
    public int parted() {
        int n = 0;
        for (int f : first) {
            n += f >= 0 ? 1 : 0;
        }
        return n;
    }

    /** The first frame any body parts (−1: never). */
    public int firstFrame() {
        int out = -1;
        for (int f : first) {
            if (f >= 0 && (out < 0 || f < out)) {
                out = f;
            }
        }
        return out;
    }

    /** The largest deviation of any body in any frame. */
    public double maxDeviation() {
        double m = 0;
        for (double d : maxDeviation) {
            m = Math.max(m, d);
        }
        return m;
    }

    /** The largest deviation over all bodies, per frame (bucketed for long runs). */
    public MaxSeries deviation() {
        return deviation;
    }

    /** The first frame q's firings differ between the runs (count in that frame), or −1. */
    public int quirkFrame(Quirk q) {
        return quirkFrame[q.ordinal()];
    }

    /** True when, at {@link #quirkFrame}, q fired more often in run A than in run B. */
    public boolean quirkMoreInA(Quirk q) {
        return quirkMoreInA[q.ordinal()];
    }

    /** Run A's digest of body i's frames before its parting (null when it never parts). */
    byte[] aBefore(int i) {
        return aBefore[i];
    }

    /** Run A's state of body i at its parting frame (null when it never parts). */
    double[] aAtFirst(int i) {
        return aAtFirst[i];
    }

    /** Run A's digest of body i's every frame. */
    byte[] aAll(int i) {
        return aAll[i];
    }

    /** The most checkpoints of a run. */
    static final int CHECKPOINTS = 64;

    /** Frames between checkpoints in a run of frames frames. */
    static int checkpointSpacing(int frames) {
        return Math.max(1, (frames + CHECKPOINTS - 1) / CHECKPOINTS);
    }

    /** The checkpoint after frame f of a run of frames frames (every spacing-th frame), or −1. */
    static int checkpoint(int f, int frames) {
        int spacing = checkpointSpacing(frames);
        return (f + 1) % spacing == 0 ? (f + 1) / spacing - 1 : -1;
    }

    /** Checkpoints in a run of frames frames. */
    static int checkpoints(int frames) {
        return frames / checkpointSpacing(frames);
    }

    /** Run A's digest of body i's frames up to checkpoint c. */
    byte[] aCheck(int i, int c) {
        return aCheck[i][c];
    }

    /** Run B's digest of body i's frames up to checkpoint c. */
    byte[] bCheck(int i, int c) {
        return bCheck[i][c];
    }

    /** Run B's digest of body i's every frame. */
    byte[] bAll(int i) {
        return bAll[i];
    }
}
