package engine.launcher.scenario;

import engine.api.quirk.Quirk;
import engine.api.quirk.QuirkLog;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;

/** A quirk log that records, per quirk, the frames it fired in and how often. */
public final class QuirkTimeline implements QuirkLog {
    private final BitSet[] frames = new BitSet[Quirk.values().length];
    private final long[] counts = new long[Quirk.values().length];
    private int frame;

    /** An empty timeline at frame 0. */
    public QuirkTimeline() {
        for (int i = 0; i < frames.length; i++) {
            frames[i] = new BitSet();
        }
    }

    /** Sets the frame the next reports belong to. */
    void frame(int f) {
        frame = f;
    }

    @Override
    public void fired(Quirk quirk) {
        counts[quirk.ordinal()]++;
        frames[quirk.ordinal()].set(frame);
    }

    /** The frames q fired in (do not change). */
    public BitSet frames(Quirk q) {
        return frames[q.ordinal()];
    }

    /** How often q fired. */
    public long count(Quirk q) {
        return counts[q.ordinal()];
    }

    /** The first frame q fired in, or −1. */
    public int first(Quirk q) {
        return frames[q.ordinal()].nextSetBit(0);
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
