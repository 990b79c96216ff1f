package engine.launcher.ab;

import java.util.BitSet;
import java.util.List;

/** Where a cause search gets its reruns: sets of differences (indices) rerun, cached and counted against a budget. */
interface RerunSource {

    /** The reruns of sets, in order, or null when the budget cannot take the new ones (then none runs). */
    List<Rerun> of(List<BitSet> sets, String purpose);

    /** Of the sets rerun so far within inside, the smallest that explains body i (earliest of that size), or null. */
    BitSet smallestExplaining(int i, BitSet inside);

    /** The most reruns. */
    int budget();
}
