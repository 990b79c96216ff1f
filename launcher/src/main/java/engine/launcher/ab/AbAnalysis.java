package engine.launcher.ab;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A proven A/B: the divergence of the two runs, the differences between their profiles (after any rebase a rerun
 * proved), every rerun made, and per body its proven causes or why it is unexplained.
 *
 * @param divergence  where the runs part, per body
 * @param differences the differences between the profiles, in the order they were searched
 * @param candidates  the ids of the differences searched first (those whose quirk fired in either run, and every
 *                    slot and float-model difference)
 * @param rebases     each rebase a rerun proved, in words
 * @param reruns      every rerun, in order (its index is its place here)
 * @param bodies      per body, in scene order
 * @param budget      the most reruns the search could make
 * @param exhausted   true when the budget stopped the search before every body was explained
 * @param threads     the threads the reruns ran on (results do not depend on it)
 * @param nanos       wall time of the whole A/B (ns)
 */
public record AbAnalysis(Divergence divergence, List<Difference> differences, List<String> candidates,
                         List<String> rebases, List<Rerun> reruns, List<BodyCauses> bodies, int budget,
                         boolean exhausted, int threads, long nanos) {

    /** Copies the lists. */
    public AbAnalysis {
        differences = List.copyOf(differences);
        candidates = List.copyOf(candidates);
        rebases = List.copyOf(rebases);
        reruns = List.copyOf(reruns);
        bodies = List.copyOf(bodies);
    }

    /** How many parted bodies each proven cause set explains, most first (ties by label), then "unexplained". */
    public List<Map.Entry<String, Integer>> causeCounts() {
        Map<String, Integer> m = new LinkedHashMap<>();
        int unexplained = 0;
        for (BodyCauses b : bodies) {
            if (!b.parted()) {
                continue;
            }
            if (b.explained()) {
                m.merge(b.label(), 1, Integer::sum);
            } else {
                unexplained++;
            }
        }
        List<Map.Entry<String, Integer>> out = new ArrayList<>(m.entrySet());
        out.sort((x, y) -> x.getValue().equals(y.getValue()) ? x.getKey().compareTo(y.getKey())
                : Integer.compare(y.getValue(), x.getValue()));
        if (unexplained > 0) {
            out.add(Map.entry("unexplained", unexplained));
        }
        return out;
    }

    /** The distinct proven causes over every body, each once, in the order of {@link #differences}. */
    public List<Difference> provenCauses() {
        List<Difference> out = new ArrayList<>();
        for (Difference d : differences) {
            for (BodyCauses b : bodies) {
                if (b.causes().contains(d)) {
                    out.add(d);
                    break;
                }
            }
        }
        return out;
    }

    /** Parted bodies without a proof. */
    public int unexplained() {
        int n = 0;
        for (BodyCauses b : bodies) {
            n += b.parted() && !b.explained() ? 1 : 0;
        }
        return n;
    }
}
