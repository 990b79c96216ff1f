package engine.launcher.scenario;

import engine.api.quirk.Quirk;
import engine.api.quirk.QuirkLog;
import engine.api.scene.SceneRun;
import java.util.ArrayList;
import java.util.List;

/**
 * A quirk log that keeps, per quirk, how often it fired, the first and last frame it fired in, and how often it fired
 * in the current frame: memory independent of the frame count. Attached to its run, it also keeps which quirks fired
 * in the current frame in which body's pass ({@link SceneRun#stepping}) and how often outside any. Allocates nothing
 * when a quirk fires (but when a body added to the world grows its per-body words).
 */
public final class QuirkTimeline implements QuirkLog {
    private static final int N = Quirk.values().length;
    private final long[] counts = new long[N];
    private final int[] first = new int[N];
    private final int[] last = new int[N];
    private final int[] inFrame = new int[N];
    private final int[] touched = new int[N];
    private int touchedCount;
    private int frame;
    private static final int WORDS = (N + 63) / 64;
    private final int[] outside = new int[N];
    private SceneRun run;
    private long[] byBody = new long[0];
    private int[] bodiesTouched = new int[16];
    private int bodiesTouchedCount;

    /** An empty timeline at frame 0. */
    public QuirkTimeline() {
        java.util.Arrays.fill(first, -1);
        java.util.Arrays.fill(last, -1);
    }

    /** Starts frame f: the reports that follow belong to it, and the per-frame counts start at 0. */
    void frame(int f) {
        for (int k = 0; k < touchedCount; k++) {
            inFrame[touched[k]] = 0;
        }
        for (int k = 0; k < touchedCount; k++) {
            outside[touched[k]] = 0;
        }
        touchedCount = 0;
        for (int k = 0; k < bodiesTouchedCount; k++) {
            java.util.Arrays.fill(byBody, bodiesTouched[k] * WORDS, bodiesTouched[k] * WORDS + WORDS, 0L);
        }
        bodiesTouchedCount = 0;
        frame = f;
    }

    /** Attributes the firings that follow to the body run is stepping (its {@link SceneRun#stepping}). */
    void attach(SceneRun r) {
        run = r;
        byBody = new long[Math.max(1, r.bodyCount()) * WORDS];
    }

    @Override
    public void fired(Quirk quirk) {
        int o = quirk.ordinal();
        counts[o]++;
        if (first[o] < 0) {
            first[o] = frame;
        }
        last[o] = frame;
        if (inFrame[o]++ == 0) {
            touched[touchedCount++] = o;
        }
        int b = run == null ? -1 : run.stepping();
        if (b < 0) {
            outside[o]++;
            return;
        }
        if ((b + 1) * WORDS > byBody.length) {
            byBody = java.util.Arrays.copyOf(byBody, Math.max((b + 1) * WORDS, 2 * byBody.length));
        }
        int w = b * WORDS;
        if (isClear(w)) {
            if (bodiesTouchedCount == bodiesTouched.length) {
                bodiesTouched = java.util.Arrays.copyOf(bodiesTouched, 2 * bodiesTouched.length);
            }
            bodiesTouched[bodiesTouchedCount++] = b;
        }
        byBody[w + o / 64] |= 1L << (o % 64);
    }

    private boolean isClear(int w) {
        for (int k = 0; k < WORDS; k++) {
            if (byBody[w + k] != 0L) {
                return false;
            }
        }
        return true;
    }

    /** True when q fired in the current frame during body's pass (body's index in the run). */
    public boolean firedBy(int body, Quirk q) {
        int w = body * WORDS + q.ordinal() / 64;
        return body >= 0 && w < byBody.length && (byBody[w] & 1L << (q.ordinal() % 64)) != 0;
    }

    /** How often q fired in the current frame outside any body's pass (or in a world not attached). */
    public int inFrameOutside(Quirk q) {
        return outside[q.ordinal()];
    }

    /** How often q fired. */
    public long count(Quirk q) {
        return counts[q.ordinal()];
    }

    /** The first frame q fired in, or −1. */
    public int first(Quirk q) {
        return first[q.ordinal()];
    }

    /** The last frame q fired in, or −1. */
    public int last(Quirk q) {
        return last[q.ordinal()];
    }

    /** How often q fired in the current (last stepped) frame. */
    public int inFrame(Quirk q) {
        return inFrame[q.ordinal()];
    }

    /** The quirks that fired, in catalogue order. */
    public List<Quirk> fired() {
        List<Quirk> out = new ArrayList<>();
        for (Quirk q : Quirk.values()) {
            if (counts[q.ordinal()] != 0) {
                out.add(q);
            }
        }
        return out;
    }
}
