package engine.launcher.ab;

import engine.api.quirk.Quirk;
import java.util.List;

/**
 * What an A/B says about one body: where its runs part, how far, and its causes: the smallest set of differences
 * that, switched alone on run A, reproduces run B for this body in every bit and parts it from A in the frame A and
 * B part, with the rerun that shows it. A body no set within the budget explains is unexplained, with the reason.
 *
 * @param name         the body's name
 * @param firstFrame   the first frame its bits differ (−1: the runs agree for it)
 * @param maxDeviation the largest distance between its positions (m; px in 2D)
 * @param maxFrame     the frame of maxDeviation (−1: never apart)
 * @param explained    true when causes is proven by rerun proof
 * @param causes       the proven causes (empty when unexplained or not parted)
 * @param proof        the index of the rerun that proves causes, or −1
 * @param alternatives other sets of the same size that also explain it, each proven by a rerun
 * @param why          for an unexplained parted body, what was tried and why it stopped; else null
 * @param evidence     not a proof: quirks whose firings first differ between the runs at or before the parting
 */
public record BodyCauses(String name, int firstFrame, double maxDeviation, int maxFrame, boolean explained,
                         List<Difference> causes, int proof, List<List<Difference>> alternatives, String why,
                         List<Evidence> evidence) {

    /** Copies the lists. */
    public BodyCauses {
        causes = List.copyOf(causes);
        alternatives = alternatives.stream().map(List::copyOf).toList();
        evidence = List.copyOf(evidence);
    }

    /** True when the body's runs part. */
    public boolean parted() {
        return firstFrame >= 0;
    }

    /** The causes' ids joined by " + ". */
    public String label() {
        return String.join(" + ", causes.stream().map(Difference::id).toList());
    }

    /**
     * A quirk whose firings first differ between the runs in frame, fired more often in run ("a" or "b") there.
     * Evidence only: the kernels report quirks per world, not per body.
     */
    public record Evidence(Quirk quirk, int frame, String run) {
    }
}
