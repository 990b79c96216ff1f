package engine.studies;

import java.io.Serializable;
import java.util.List;

/**
 * What one A/B of one variant left, in plain values (a Beam element; Java-serialised between workers): its proven
 * causes per parted body, or the error that stopped it.
 *
 * @param unit          variant × comparisons + comparison: the row's place in the study
 * @param variant       the variant index
 * @param comparison    the comparison index
 * @param seed          the variant seed
 * @param settings      per axis, what the variant set
 * @param error         why the A/B could not run (then every count is 0), else null
 * @param hashA         run A's scene hash (16 hex digits)
 * @param hashB         run B's scene hash
 * @param bodies        bodies in the scene
 * @param unexplained   parted bodies without a proof
 * @param exhausted     true when the rerun budget stopped the search
 * @param reruns        reruns made
 * @param parted        per parted body, in scene order
 * @param provenCauses  the difference ids that are a proven cause of some body, in the A/B's order
 */
record VariantRow(long unit, int variant, int comparison, long seed, List<String> settings, String error,
                  String hashA, String hashB, int bodies, int unexplained, boolean exhausted, int reruns,
                  List<Body> parted, List<String> provenCauses) implements Serializable {

    private static final long serialVersionUID = 1L;

    /** Copies the lists. */
    VariantRow {
        settings = List.copyOf(settings);
        parted = List.copyOf(parted);
        provenCauses = List.copyOf(provenCauses);
    }

    /**
     * One parted body.
     *
     * @param name         the body's name
     * @param firstFrame   the first frame its bits differ
     * @param maxDeviation the largest distance between its two positions (m; px in 2D; +∞ when a run left the
     *                     numbers)
     * @param causes       the proven causes' ids (empty: unexplained)
     */
    record Body(String name, int firstFrame, double maxDeviation, List<String> causes) implements Serializable {
        private static final long serialVersionUID = 1L;

        /** Copies the causes. */
        Body {
            causes = List.copyOf(causes);
        }
    }

    /** The largest deviation of any parted body (0 when none parted). */
    double maxDeviation() {
        double m = 0;
        for (Body b : parted) {
            m = Math.max(m, b.maxDeviation());
        }
        return m;
    }

    /** The first frame any body parts, or −1. */
    int firstFrame() {
        int f = -1;
        for (Body b : parted) {
            f = f < 0 ? b.firstFrame() : Math.min(f, b.firstFrame());
        }
        return f;
    }
}
