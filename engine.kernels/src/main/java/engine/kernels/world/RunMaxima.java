package engine.kernels.world;

import engine.api.body.Body;
import engine.api.body.BodyLinkListener;
import engine.api.body.WorldBodies;
import engine.api.math.FloatModel;
import java.util.Arrays;

/**
 * Unit 7, IPhysics_QueryBox's backward walk without the O(n) run to the head: upper bounds of max.x kept over runs
 * (a body, its previous, its previous's previous ...: up to {@link #RUN} bodies) and over spans of up to
 * {@link #SPAN} runs chained the same way, so the walk steps over a whole run or span whose bound is left of the
 * box. Such bodies only reach the walk's first {@code continue}, so skipping them changes no answer, order or
 * quirk count. A run is valid while no member's previous link changed (its first's aside); a span while no member
 * run died and no member run's first was relinked. Runs and spans form on demand during walks; a box change raises
 * a bound at once and marks a decrease for a lazy recount. docs/architecture.md, "Run maxima".
 */
final class RunMaxima implements BodyLinkListener {
    /** Bodies per run at most. */
    static final int RUN = 16;
    /** Runs per span at most. */
    static final int SPAN = 32;
    private static final int SLOT_BITS = 24;
    private static final long SLOT_MASK = (1L << SLOT_BITS) - 1;
    private static final int MAX_SLOTS = 1 << SLOT_BITS;

    private final WorldBodies bodies;
    private final Slots runs = new Slots();
    private final Slots spans = new Slots();
    private Body[] first = new Body[16];
    private Body[] last = new Body[16];
    private int[] size = new int[16];
    /** Per run: the stamp of the span holding it, 0 for none. */
    private long[] spanOf = new long[16];
    /** Per span: its oldest run (nearest the head) and newest run. */
    private int[] spanFirst = new int[16];
    private int[] spanLast = new int[16];
    private int[] spanSize = new int[16];

    /** The index of one world's list; it tells nothing until installed as the world's link listener. */
    RunMaxima(WorldBodies bodies) {
        this.bodies = bodies;
    }

    /** The world whose list this indexes. */
    WorldBodies bodies() {
        return bodies;
    }

    /**
     * From n backward, the first body the plain walk would not drop at its first test ({@code m.lt(maxX, x)}), or
     * null: every body stepped over lies in a run or span whose bound is below x in the walk's own comparison.
     */
    Body next(Body n, float x, FloatModel m) {
        while (n != null) {
            int k = runOrForm(n);
            if (k < 0) {
                return n;
            }
            if (size[k] < RUN / 2) {
                k = joinRun(k);
            }
            int s = spanOrForm(k);
            if (s >= 0 && spanSize[s] < SPAN / 2) {
                s = joinSpan(s);
            }
            if (s >= 0 && spanBelow(s, x, m)) {
                n = first[spanFirst[s]].previous();
                continue;
            }
            if (runBelow(k, x, m)) {
                n = first[k].previous();
                continue;
            }
            return n;
        }
        return null;
    }

    /**
     * True when every value of the bound's run lies below x as the walk compares: the bound is a float maximum
     * (float order refines the PS2 units' order, whose comparisons are monotone in their first operand), and a
     * bound that is not finite (a NaN, an infinity or a PS2 exponent-255 member) never skips.
     */
    private static boolean below(float bound, float x, FloatModel m) {
        return Float.isFinite(bound) && m.lt(bound, x);
    }

    /** The float maximum of a bound and a value; a value that is not finite makes the bound NaN for good. */
    private static float combine(float bound, float v) {
        if (!Float.isFinite(bound)) {
            return bound;
        }
        if (!Float.isFinite(v)) {
            return Float.NaN;
        }
        return v > bound ? v : bound;
    }

    private boolean runBelow(int k, float x, FloatModel m) {
        if (below(runs.bound[k], x, m)) {
            return true;
        }
        if (!runs.stale[k]) {
            return false;
        }
        recountRun(k);
        return below(runs.bound[k], x, m);
    }

    private boolean spanBelow(int s, float x, FloatModel m) {
        if (below(spans.bound[s], x, m)) {
            return true;
        }
        if (!spans.stale[s]) {
            return false;
        }
        float b = -Float.MAX_VALUE;
        int k = spanLast[s];
        for (int i = 0; i < spanSize[s]; i++) {
            if (runs.stale[k]) {
                recountRun(k);
            }
            b = combine(b, runs.bound[k]);
            if (i + 1 < spanSize[s]) {
                k = run(first[k].previous());
            }
        }
        spans.bound[s] = b;
        spans.stale[s] = false;
        return below(b, x, m);
    }

    private void recountRun(int k) {
        float b = -Float.MAX_VALUE;
        Body n = last[k];
        for (int i = 0; i < size[k]; i++) {
            b = combine(b, n.maxX());
            n = n.previous();
        }
        runs.bound[k] = b;
        runs.stale[k] = false;
    }

    /** n's valid run, or -1: n must be linked by this list and carry a live run's stamp. */
    private int run(Body n) {
        if (n == null || !bodies.linked(n)) {
            return -1;
        }
        return runs.live(bodies.runMark(n));
    }

    /** The valid span of run k, or -1. */
    private int span(int k) {
        return spans.live(spanOf[k]);
    }

    private int runOrForm(Body n) {
        int k = run(n);
        if (k >= 0 || !bodies.linked(n)) {
            return k;
        }
        return formRun(n);
    }

    /** A run holding n: the free bodies after n (forward links that agree) as its end, then back up to RUN. */
    private int formRun(Body n) {
        Body end = n;
        for (int c = 1; c < RUN; c++) {
            Body nx = end.next();
            if (nx == null || nx.previous() != end || !free(nx)) {
                break;
            }
            end = nx;
        }
        int k = runs.take();
        if (k < 0) {
            return -1;
        }
        grow(k);
        long stamp = runs.stamp[k];
        float b = -Float.MAX_VALUE;
        Body f = end;
        int count = 0;
        for (Body c = end; c != null && count < RUN && free(c); c = c.previous()) {
            bodies.setRunMark(c, stamp);
            b = combine(b, c.maxX());
            f = c;
            count++;
        }
        first[k] = f;
        last[k] = end;
        size[k] = count;
        runs.bound[k] = b;
        runs.stale[k] = false;
        spanOf[k] = 0;
        if (run(n) != k) {
            // A forward chain that loops: n was not reached going back; it is walked on its own.
            return -1;
        }
        return k;
    }

    /**
     * Run k joined to the run before it when that one ends right before k's first and both fit in one run (the run
     * before keeps its stamp, k's members take it); returns the run that now holds k's members. Without joins,
     * bodies added one by one would stay runs of one for good.
     */
    private int joinRun(int k) {
        Body before = first[k].previous();
        int p = run(before);
        if (p < 0 || p == k || last[p] != before || size[p] + size[k] > RUN) {
            return k;
        }
        long stamp = runs.stamp[p];
        Body n = last[k];
        for (int i = 0; i < size[k]; i++) {
            bodies.setRunMark(n, stamp);
            n = n.previous();
        }
        last[p] = last[k];
        size[p] += size[k];
        runs.bound[p] = combine(runs.bound[p], runs.bound[k]);
        runs.stale[p] |= runs.stale[k];
        dropSpan(k);
        dropSpan(p);
        runs.drop(k);
        first[k] = null;
        last[k] = null;
        return p;
    }

    /** Span s joined to the span before it, as {@link #joinRun} joins runs; returns the span holding s's runs. */
    private int joinSpan(int s) {
        Body before = first[spanFirst[s]].previous();
        int q = run(before);
        if (q < 0) {
            return s;
        }
        int p = span(q);
        if (p < 0 || p == s || spanLast[p] != q || spanSize[p] + spanSize[s] > SPAN) {
            return s;
        }
        long stamp = spans.stamp[p];
        int k = spanLast[s];
        for (int i = 0; i < spanSize[s]; i++) {
            spanOf[k] = stamp;
            if (i + 1 < spanSize[s]) {
                k = run(first[k].previous());
            }
        }
        spanLast[p] = spanLast[s];
        spanSize[p] += spanSize[s];
        spans.bound[p] = combine(spans.bound[p], spans.bound[s]);
        spans.stale[p] |= spans.stale[s];
        spans.drop(s);
        return p;
    }

    private boolean free(Body b) {
        return bodies.linked(b) && run(b) < 0;
    }

    private int spanOrForm(int k) {
        int s = span(k);
        return s >= 0 ? s : formSpan(k);
    }

    /** A span holding run k: the free runs after k (whose first's previous lies in the one before) and back. */
    private int formSpan(int k) {
        int end = k;
        for (int c = 1; c < SPAN; c++) {
            int nb = run(last[end].next());
            if (nb < 0 || span(nb) >= 0 || run(first[nb].previous()) != end) {
                break;
            }
            end = nb;
        }
        int s = spans.take();
        if (s < 0) {
            return -1;
        }
        growSpans(s);
        long stamp = spans.stamp[s];
        float b = -Float.MAX_VALUE;
        boolean stale = false;
        int f = end;
        int count = 0;
        for (int c = end; c >= 0 && count < SPAN && span(c) < 0; c = run(first[c].previous())) {
            spanOf[c] = stamp;
            b = combine(b, runs.bound[c]);
            stale |= runs.stale[c];
            f = c;
            count++;
        }
        spanFirst[s] = f;
        spanLast[s] = end;
        spanSize[s] = count;
        spans.bound[s] = b;
        spans.stale[s] = stale;
        if (span(k) != s) {
            return -1;
        }
        return s;
    }

    private void grow(int k) {
        if (k >= first.length) {
            int n = Math.max(k + 1, first.length * 2);
            first = Arrays.copyOf(first, n);
            last = Arrays.copyOf(last, n);
            size = Arrays.copyOf(size, n);
            spanOf = Arrays.copyOf(spanOf, n);
        }
    }

    private void growSpans(int s) {
        if (s >= spanFirst.length) {
            int n = Math.max(s + 1, spanFirst.length * 2);
            spanFirst = Arrays.copyOf(spanFirst, n);
            spanLast = Arrays.copyOf(spanLast, n);
            spanSize = Arrays.copyOf(spanSize, n);
        }
    }

    /** A stamp match alone (told of a body another world may have taken over: dropping a run is always safe). */
    private int stamped(Body b) {
        return runs.live(bodies.runMark(b));
    }

    @Override
    public void previousSet(WorldBodies w, Body b) {
        int k = stamped(b);
        if (k < 0) {
            return;
        }
        if (first[k] == b && bodies.linked(b)) {
            // The run's chain ends at its first, whose own previous link is no part of it; the span's chain is.
            dropSpan(k);
            return;
        }
        dropSpan(k);
        runs.drop(k);
        first[k] = null;
        last[k] = null;
    }

    private void dropSpan(int k) {
        int s = span(k);
        if (s >= 0) {
            spans.drop(s);
        }
        spanOf[k] = 0;
    }

    @Override
    public void boxChanged(WorldBodies w, Body b) {
        int k = stamped(b);
        if (k < 0) {
            return;
        }
        float v = b.maxX();
        boolean rose = runs.raise(k, v);
        int s = span(k);
        if (s >= 0) {
            if (rose) {
                spans.raise(s, v);
            } else {
                // A stale run makes its span stale: the span's recount is what tightens it.
                spans.stale[s] = true;
            }
        }
    }

    /**
     * Slots of runs or spans: a bound each, a stale mark (a member's value may have dropped), and a stamp (slot in
     * the low bits, a per-slot generation above) that goes dead when the slot is dropped, so old marks never match.
     */
    private static final class Slots {
        float[] bound = new float[16];
        boolean[] stale = new boolean[16];
        long[] stamp = new long[16];
        private long[] generation = new long[16];
        private int[] freed = new int[16];
        private int freeCount;
        private int used;

        /** The live slot a mark names, or -1. */
        int live(long mark) {
            if (mark == 0) {
                return -1;
            }
            int k = (int) (mark & SLOT_MASK);
            return k < used && stamp[k] == mark ? k : -1;
        }

        /** A new slot with a fresh stamp, or -1 when every slot is taken. */
        int take() {
            int k;
            if (freeCount > 0) {
                k = freed[--freeCount];
            } else {
                if (used == MAX_SLOTS) {
                    return -1;
                }
                k = used++;
                if (k >= stamp.length) {
                    int n = stamp.length * 2;
                    bound = Arrays.copyOf(bound, n);
                    stale = Arrays.copyOf(stale, n);
                    stamp = Arrays.copyOf(stamp, n);
                    generation = Arrays.copyOf(generation, n);
                    freed = Arrays.copyOf(freed, n);
                }
            }
            generation[k]++;
            stamp[k] = (generation[k] << SLOT_BITS) | k;
            return k;
        }

        void drop(int k) {
            stamp[k] = 0;
            freed[freeCount++] = k;
        }

        /** v joins slot k's members: the bound rises to it, or is marked stale; true when it rose. */
        boolean raise(int k, float v) {
            float b = combine(bound[k], v);
            if (Float.floatToRawIntBits(b) != Float.floatToRawIntBits(bound[k])) {
                bound[k] = b;
                return true;
            }
            stale[k] = true;
            return false;
        }
    }
}
