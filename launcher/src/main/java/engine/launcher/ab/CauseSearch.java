package engine.launcher.ab;

import engine.api.quirk.Quirk;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;

/**
 * The search for each parted body's causes, as delta debugging does: first every candidate difference alone, then
 * every pair of candidates, then a ddmin (Zeller's minimising delta debugging) over the rest, starting from a set
 * known to explain the body. A set explains a body when its rerun reproduces run B for it in every bit and parts it
 * from A in the frame A and B part ({@link Rerun#explains}). Each round's reruns are fixed before any runs, so the
 * answer and the list of reruns do not depend on the thread count.
 */
final class CauseSearch {
    /** Sets up to this size are reduced by single removals at once, rather than by halves first. */
    static final int SMALL = 8;

    private final Divergence div;
    private final List<String> names;
    private final List<Difference> diffs;
    private final BitSet candidates;
    private final RerunSource reruns;

    /** A search for the bodies (named names) of div over diffs, trying candidates (indices into diffs) first. */
    CauseSearch(Divergence div, List<String> names, List<Difference> diffs, BitSet candidates, RerunSource reruns) {
        this.div = div;
        this.names = List.copyOf(names);
        this.diffs = List.copyOf(diffs);
        this.candidates = (BitSet) candidates.clone();
        this.reruns = reruns;
    }

    /** Every body's causes, in scene order. */
    List<BodyCauses> search() {
        int n = div.bodies();
        BitSet all = new BitSet();
        all.set(0, diffs.size());
        BitSet[] start = new BitSet[n];
        BodyCauses[] out = new BodyCauses[n];
        List<Integer> open = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            if (div.firstFrame(i) < 0) {
                out[i] = agreed(i);
            } else if (diffs.isEmpty()) {
                out[i] = unexplained(i, "the two profiles resolve to the same kernels and corrections, yet the runs "
                        + "part: the engine is not deterministic here (a defect; please report it)");
            } else {
                open.add(i);
            }
        }
        // Which set is known to explain each body: the candidates when their rerun shows it, else every difference.
        Rerun allCandidates = null;
        if (!open.isEmpty() && !candidates.equals(all)) {
            List<Rerun> r = reruns.of(List.of(candidates), "candidates");
            allCandidates = r == null ? null : r.get(0);
        }
        for (int i : open) {
            start[i] = allCandidates != null && allCandidates.explains(i) ? candidates : all;
        }
        // Round 1: each candidate alone.
        List<BitSet> singles = new ArrayList<>();
        for (int k = candidates.nextSetBit(0); k >= 0; k = candidates.nextSetBit(k + 1)) {
            BitSet s = new BitSet();
            s.set(k);
            singles.add(s);
        }
        List<Rerun> r1 = open.isEmpty() ? List.of() : reruns.of(singles, "single");
        open = settle(open, singles, r1, out);
        // Round 2: each pair of candidates, for bodies whose candidates explain them.
        List<BitSet> pairs = new ArrayList<>();
        int[] c = candidates.stream().toArray();
        for (int x = 0; x < c.length; x++) {
            for (int y = x + 1; y < c.length; y++) {
                BitSet s = new BitSet();
                s.set(c[x]);
                s.set(c[y]);
                pairs.add(s);
            }
        }
        boolean pairsNeeded = open.stream().anyMatch(i -> start[i] == candidates) && !pairs.isEmpty();
        if (pairsNeeded) {
            open = settle(open, pairs, reruns.of(pairs, "pair"), out);
        }
        // Round 3: ddmin from the set known to explain each body.
        for (int i : open) {
            out[i] = ddmin(i, start[i]);
        }
        List<BodyCauses> list = new ArrayList<>();
        for (BodyCauses b : out) {
            list.add(b);
        }
        return list;
    }

    /** Settles the bodies of open that some set of round explains (the first such set; the rest as alternatives). */
    private List<Integer> settle(List<Integer> open, List<BitSet> sets, List<Rerun> round, BodyCauses[] out) {
        if (round == null) {
            return open;
        }
        List<Integer> still = new ArrayList<>();
        for (int i : open) {
            Rerun proof = null;
            List<List<Difference>> alternatives = new ArrayList<>();
            for (int k = 0; k < sets.size(); k++) {
                if (round.get(k).explains(i)) {
                    if (proof == null) {
                        proof = round.get(k);
                    } else {
                        alternatives.add(round.get(k).applied());
                    }
                }
            }
            if (proof == null) {
                still.add(i);
            } else {
                out[i] = explained(i, proof, alternatives);
            }
        }
        return still;
    }

    /**
     * Zeller's ddmin for body i from set s (known to explain it): first narrowed to the smallest set already rerun
     * that explains it, then reduced by chunks and complements until no single difference can be dropped
     * (1-minimal). Each step's batch is fixed before it runs.
     */
    private BodyCauses ddmin(int i, BitSet s) {
        BitSet known = reruns.smallestExplaining(i, s);
        List<Integer> set = new ArrayList<>((known != null ? known : s).stream().boxed().toList());
        // A small set goes straight to single removals: they are the cached tests of bodies that shared it.
        int granularity = set.size() <= SMALL ? set.size() : 2;
        while (set.size() >= 2) {
            List<List<Integer>> chunks = split(set, granularity);
            List<List<Integer>> tests = new ArrayList<>(chunks);
            if (granularity > 2) {
                for (List<Integer> ch : chunks) {
                    List<Integer> rest = new ArrayList<>(set);
                    rest.removeAll(ch);
                    tests.add(rest);
                }
            }
            List<Rerun> r = reruns.of(tests.stream().map(CauseSearch::bits).toList(), "ddmin");
            if (r == null) {
                return unexplained(i, "the rerun budget (" + reruns.budget() + ") ran out during the ddmin search "
                        + "from " + set.size() + " differences; raise it with --budget");
            }
            int hit = -1;
            for (int k = 0; k < tests.size() && hit < 0; k++) {
                if (r.get(k).explains(i)) {
                    hit = k;
                }
            }
            boolean chunkHit = hit >= 0 && hit < chunks.size();
            if (hit >= 0) {
                set = tests.get(hit);
                granularity = chunkHit ? 2 : Math.max(granularity - 1, 2);
                if (set.size() <= SMALL) {
                    granularity = set.size();
                }
            } else if (granularity < set.size()) {
                granularity = Math.min(2 * granularity, set.size());
            } else {
                break;
            }
        }
        List<Rerun> proof = reruns.of(List.of(bits(set)), "ddmin");
        if (proof == null) {
            return unexplained(i, "the rerun budget (" + reruns.budget() + ") ran out before the proving rerun");
        }
        if (!proof.get(0).explains(i)) {
            return unexplained(i, "switching every difference between the profiles to B's setting does not reproduce"
                    + " B for this body (" + (proof.get(0).error() != null ? proof.get(0).error()
                    : "rerun " + proof.get(0).index() + " differs") + ")");
        }
        return explained(i, proof.get(0), List.of());
    }

    private static List<List<Integer>> split(List<Integer> set, int parts) {
        List<List<Integer>> out = new ArrayList<>();
        int size = set.size();
        for (int p = 0, from = 0; p < parts; p++) {
            int to = from + (size - from) / (parts - p);
            out.add(new ArrayList<>(set.subList(from, to)));
            from = to;
        }
        return out;
    }

    private static BitSet bits(List<Integer> set) {
        BitSet b = new BitSet();
        set.forEach(b::set);
        return b;
    }

    private BodyCauses agreed(int i) {
        return new BodyCauses(names.get(i), -1, div.maxDeviation(i), -1, false, List.of(), -1,
                List.of(), null, List.of());
    }

    private BodyCauses explained(int i, Rerun proof, List<List<Difference>> alternatives) {
        return new BodyCauses(names.get(i), div.firstFrame(i), div.maxDeviation(i), div.maxFrame(i),
                true, proof.applied(), proof.index(), alternatives, null, evidence(i));
    }

    private BodyCauses unexplained(int i, String why) {
        return new BodyCauses(names.get(i), div.firstFrame(i), div.maxDeviation(i), div.maxFrame(i),
                false, List.of(), -1, List.of(), why, evidence(i));
    }

    /** Quirks whose firings first differ at or before body i's parting, latest first (at most 5). */
    private List<BodyCauses.Evidence> evidence(int i) {
        List<BodyCauses.Evidence> out = new ArrayList<>();
        for (Quirk q : Quirk.values()) {
            int f = div.quirkFrame(q);
            if (f >= 0 && f <= div.firstFrame(i)) {
                out.add(new BodyCauses.Evidence(q, f, div.quirkMoreInA(q) ? "a" : "b"));
            }
        }
        out.sort((x, y) -> x.frame() != y.frame() ? Integer.compare(y.frame(), x.frame())
                : Integer.compare(x.quirk().ordinal(), y.quirk().ordinal()));
        return out.size() > 5 ? out.subList(0, 5) : out;
    }
}
