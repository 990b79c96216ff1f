package engine.peers;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The world step's Markdown tables: one line per participant and body count, then the growth at constant density
 * for every pair of counts in the run where one is 4x the other (1,000 -> 4,000, 2,000 -> 8,000).
 */
final class WorldStepTables {
    /** The header of {@link #line}. */
    static final String HEADER = "| bodies | engine | ms/frame (median, range) | x ode4j step (median, range)"
            + " | x ode4j collide (median, range) | ode4j contacts, last frame |\n|---|---|---|---|---|---|";

    private WorldStepTables() {
    }

    /** A row as a table line; a participant's own ratio is "1". */
    static String line(WorldStepComparison.Row r) {
        String contacts = r.engine().startsWith("ode4j") ? Integer.toString(r.contacts()) : "";
        return String.format(Locale.ROOT, "| %,d | %s | %.2f (%.2f-%.2f) | %s | %s | %s |", r.bodies(), r.engine(),
                r.msMedian(), r.msMin(), r.msMax(),
                ratio(r.engine().equals("ode4j step"), r.stepMedian(), r.stepMin(), r.stepMax()),
                ratio(r.engine().equals("ode4j collide"), r.collideMedian(), r.collideMin(), r.collideMax()),
                contacts);
    }

    /**
     * The growth table: per pair of counts a, 4a among rows, each participant's median ms a frame at 4a over that at
     * a, with the range from the extremes (least at 4a over most at a, most over least); empty when no pair.
     */
    static List<String> growth(List<WorldStepComparison.Row> rows) {
        List<String> out = new ArrayList<>();
        for (WorldStepComparison.Row a : rows) {
            for (WorldStepComparison.Row b : rows) {
                if (b.engine().equals(a.engine()) && b.bodies() == 4 * a.bodies()) {
                    if (out.isEmpty()) {
                        out.add("| engine | bodies | x time at 4x the bodies (median, range) |\n|---|---|---|");
                    }
                    out.add(String.format(Locale.ROOT, "| %s | %,d -> %,d | %.2fx (%.2f-%.2f) |", a.engine(),
                            a.bodies(), b.bodies(), b.msMedian() / a.msMedian(), b.msMin() / a.msMax(),
                            b.msMax() / a.msMin()));
                }
            }
        }
        return out;
    }

    private static String ratio(boolean self, double median, double min, double max) {
        return self ? "1" : String.format(Locale.ROOT, "%.2fx (%.2f-%.2f)", median, min, max);
    }
}
