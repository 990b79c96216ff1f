package engine.launcher.ab;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiPredicate;

/**
 * A rerun source over a made-up world: body i is explained by a set exactly when explains(i, set) says so. Caches
 * and counts against a budget like the real one, so a search's rerun count is what it would be.
 */
final class SyntheticReruns implements RerunSource {
    private final int bodies;
    private final BiPredicate<Integer, BitSet> explains;
    private final int budget;
    private final Map<BitSet, Rerun> cache = new HashMap<>();
    private final List<BitSet> order = new ArrayList<>();

    SyntheticReruns(int bodies, BiPredicate<Integer, BitSet> explains, int budget) {
        this.bodies = bodies;
        this.explains = explains;
        this.budget = budget;
    }

    @Override
    public List<Rerun> of(List<BitSet> sets, String purpose) {
        List<BitSet> fresh = new ArrayList<>();
        for (BitSet s : sets) {
            if (!cache.containsKey(s) && !fresh.contains(s)) {
                fresh.add(s);
            }
        }
        if (order.size() + fresh.size() > budget) {
            return null;
        }
        for (BitSet s : fresh) {
            boolean[] yes = new boolean[bodies];
            for (int i = 0; i < bodies; i++) {
                yes[i] = explains.test(i, s);
            }
            List<Difference> applied = new ArrayList<>();
            s.stream().forEach(k -> applied.add(new Difference.FloatModel("a" + k, "b" + k)));
            cache.put(s, new Rerun(order.size(), purpose, applied, "0", 1, yes, new boolean[bodies], yes, null));
            order.add(s);
        }
        List<Rerun> out = new ArrayList<>();
        sets.forEach(s -> out.add(cache.get(s)));
        return out;
    }

    @Override
    public BitSet smallestExplaining(int i, BitSet inside) {
        BitSet best = null;
        for (BitSet s : order) {
            BitSet outside = (BitSet) s.clone();
            outside.andNot(inside);
            if (cache.get(s).explains(i) && outside.isEmpty() && (best == null || s.cardinality() < best.cardinality())) {
                best = s;
            }
        }
        return best == null ? null : (BitSet) best.clone();
    }

    @Override
    public int budget() {
        return budget;
    }

    /** Reruns made. */
    int made() {
        return order.size();
    }

    /** The set of rerun k. */
    BitSet set(int k) {
        return order.get(k);
    }
}
