package engine.peers;

import java.util.List;
import java.util.Locale;

/**
 * How each engine's cost per sweep grows from a small workload to a large one (Unit 2, PhysicsMesh_SweepSphere, 2k to
 * 180k heightfield triangles): its rate on the small one divided by its rate on the large one, so 2.0x means a sweep
 * costs twice as much; printed beside PhysX's and Jolt's growth.
 */
final class Growth {
    /** The header of {@link #markdown}. */
    static final String HEADER = "| growth | engine | sweeps/s small | sweeps/s large | cost growth |\n"
            + "|---|---|---|---|---|";

    private Growth() {
    }

    /** One line per engine found in both row lists (in small's order); label names the pair. */
    static String markdown(String label, List<Comparison.Row> small, List<Comparison.Row> large) {
        StringBuilder b = new StringBuilder();
        for (Comparison.Row s : small) {
            for (Comparison.Row l : large) {
                if (l.engine().equals(s.engine())) {
                    b.append(String.format(Locale.ROOT, "| %s | %s | %,.0f | %,.0f | %.2fx |%n", label, s.engine(),
                            s.sweepsPerSecond(), l.sweepsPerSecond(), s.sweepsPerSecond() / l.sweepsPerSecond()));
                }
            }
        }
        return b.toString();
    }
}
