package engine.launcher.scenario;

import engine.api.quirk.Quirk;
import engine.api.quirk.QuirkLog;
import java.util.ArrayList;
import java.util.List;

/**
 * A quirk log that keeps, per quirk, how often it fired, the first and last frame it fired in, and how often it fired
 * in the current frame: memory independent of the frame count. Allocates nothing when a quirk fires.
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
        touchedCount = 0;
        frame = f;
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
