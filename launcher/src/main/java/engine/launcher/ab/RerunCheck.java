package engine.launcher.ab;

import engine.api.scene.SceneRun;
import engine.launcher.scenario.FrameObserver;
import engine.launcher.scenario.QuirkTimeline;
import java.security.MessageDigest;
import java.util.Arrays;

/**
 * Checks a rerun against an A/B's divergence as it steps, body by body, without stored frames: before folding the
 * frame a body parts in, its digest so far is compared with run A's and its state with A's there; at each checkpoint
 * its digest with A's and B's; at the end its whole digest with A's and B's. Once every body it watches has left the
 * run it must match (B for a cause search, A or B for a rebase), the rerun can stop: its answer cannot change.
 */
final class RerunCheck implements FrameObserver {
    /** What a rerun must match for the bodies watched. */
    enum Target { B_FOR_PARTED, A_FOR_ALL, B_FOR_ALL }

    private final Divergence div;
    private final Target target;
    private final BodyDigests digests;
    private final boolean[] partsAsB;
    private final boolean[] sameAsA;
    private final boolean[] sameAsB;
    private final boolean[] leftA;
    private final boolean[] leftB;
    private final boolean[] lostOnce;
    private int watched;
    private int lost;
    private int frames;

    RerunCheck(Divergence div, Target target) {
        this.div = div;
        this.target = target;
        int n = div.bodies();
        digests = new BodyDigests(n);
        partsAsB = new boolean[n];
        sameAsA = new boolean[n];
        sameAsB = new boolean[n];
        leftA = new boolean[n];
        leftB = new boolean[n];
        lostOnce = new boolean[n];
        for (int i = 0; i < n; i++) {
            watched += watches(i) ? 1 : 0;
        }
    }

    private boolean watches(int i) {
        return target != Target.B_FOR_PARTED || div.firstFrame(i) >= 0;
    }

    @Override
    public void frame(int f, SceneRun run, double[] states, QuirkTimeline quirks) {
        int c = Divergence.checkpoint(f, div.a().frames());
        for (int i = 0; i < digests.bodies(); i++) {
            if (div.firstFrame(i) == f) {
                int o = i * SceneRun.STATE;
                boolean sameBefore = MessageDigest.isEqual(digests.digest(i), div.aBefore(i));
                boolean differsThen = !bitsEqual(Arrays.copyOfRange(states, o, o + SceneRun.STATE), div.aAtFirst(i));
                partsAsB[i] = sameBefore && differsThen;
                if (!partsAsB[i] && target == Target.B_FOR_PARTED) {
                    lose(i);
                }
            }
            digests.fold(i, states);
            if (c >= 0) {
                byte[] d = digests.digest(i);
                if (!leftA[i] && !MessageDigest.isEqual(d, div.aCheck(i, c))) {
                    leftA[i] = true;
                    if (target == Target.A_FOR_ALL) {
                        lose(i);
                    }
                }
                if (!leftB[i] && !MessageDigest.isEqual(d, div.bCheck(i, c))) {
                    leftB[i] = true;
                    if (target != Target.A_FOR_ALL) {
                        lose(i);
                    }
                }
            }
        }
        frames = f + 1;
    }

    private void lose(int i) {
        if (watches(i) && !lostOnce[i]) {
            lostOnce[i] = true;
            lost++;
        }
    }

    /** True when no watched body can still match: the rest of the run changes no answer. */
    boolean hopeless() {
        return watched > 0 && lost == watched;
    }

    @Override
    public void end() {
        boolean complete = frames == div.a().frames();
        for (int i = 0; i < digests.bodies(); i++) {
            byte[] d = digests.digest(i);
            sameAsA[i] = complete && !leftA[i] && MessageDigest.isEqual(d, div.aAll(i));
            sameAsB[i] = complete && !leftB[i] && MessageDigest.isEqual(d, div.bAll(i));
        }
    }

    /** Frames the rerun stepped (fewer than the scene's when it stopped early). */
    int frames() {
        return frames;
    }

    boolean[] partsAsB() {
        return partsAsB;
    }

    boolean[] sameAsA() {
        return sameAsA;
    }

    boolean[] sameAsB() {
        return sameAsB;
    }

    private static boolean bitsEqual(double[] x, double[] y) {
        for (int k = 0; k < x.length; k++) {
            if (Double.doubleToRawLongBits(x[k]) != Double.doubleToRawLongBits(y[k])) {
                return false;
            }
        }
        return true;
    }
}
