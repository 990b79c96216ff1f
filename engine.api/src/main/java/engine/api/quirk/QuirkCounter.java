package engine.api.quirk;

import java.util.ArrayList;
import java.util.List;

/** A {@link QuirkLog} that counts each quirk in a primitive array: no allocation per report. */
public final class QuirkCounter implements QuirkLog {
    private final long[] counts = new long[Quirk.values().length];

    /** A counter with every count 0. */
    public QuirkCounter() {
    }

    @Override
    public void fired(Quirk quirk) {
        counts[quirk.ordinal()]++;
    }

    /** How often quirk fired since construction or the last {@link #reset()}. */
    public long count(Quirk quirk) {
        return counts[quirk.ordinal()];
    }

    /** Total reports of every quirk. */
    public long total() {
        long t = 0;
        for (long c : counts) {
            t += c;
        }
        return t;
    }

    /** The quirks that fired at least once, in catalogue order. */
    public List<Quirk> fired() {
        List<Quirk> out = new ArrayList<>();
        for (Quirk q : Quirk.values()) {
            if (counts[q.ordinal()] != 0) {
                out.add(q);
            }
        }
        return out;
    }

    /** Sets every count back to 0. */
    public void reset() {
        java.util.Arrays.fill(counts, 0L);
    }
}
