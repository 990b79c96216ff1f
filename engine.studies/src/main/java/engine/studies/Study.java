package engine.studies;

import com.fasterxml.jackson.databind.node.ObjectNode;
import engine.launcher.scenario.ScenarioSource;
import java.util.List;

/**
 * A study as read (docs/studies.md): a scenario template, the parameter axes its variants are drawn from, how many
 * variants (the whole grid times repeat, or a sample), the seed, and the comparisons each variant is an A/B of.
 *
 * @param file        the study file's name in errors and reports
 * @param name        the study's name
 * @param description one line for reports
 * @param scenario    the template as given (a shipped name or a file relative to the study)
 * @param source      where the template and the files it names come from
 * @param template    the template's JSON, frames applied
 * @param flat        true for a 2D template (deviations in px, else m)
 * @param comparisons the A/Bs of every variant, at least one
 * @param axes        the axes, in file order
 * @param sample      variants drawn at random (0: the whole grid, repeat times)
 * @param repeat      copies of the grid (each with its own variant seeds)
 * @param seed        the study seed every variant seed derives from
 * @param budget      the most reruns of one A/B (0..100,000)
 * @param top         how many variants the summary names per correction (1..100)
 * @param plugins     plugin jars as written in the file (relative to it)
 * @param dir         the study file's folder (absolute)
 */
record Study(String file, String name, String description, String scenario, ScenarioSource source,
             ObjectNode template, boolean flat, List<Comparison> comparisons, List<Axis> axes, int sample,
             int repeat, long seed, int budget, int top, List<String> plugins, java.nio.file.Path dir) {

    /** The most variants one study may have. */
    static final long MAX_VARIANTS = 10_000_000L;

    /** Copies the lists. */
    Study {
        comparisons = List.copyOf(comparisons);
        axes = List.copyOf(axes);
        plugins = List.copyOf(plugins);
    }

    /** The plugin jars, resolved against the study's folder. */
    List<java.nio.file.Path> pluginPaths() {
        return plugins.stream().map(p -> dir.resolve(p).normalize()).toList();
    }

    /**
     * One A/B each variant runs: profile a against profile b, or a with one quirk's correction flipped (toggle).
     *
     * @param a      profile A: a provider id or a profile file (absolute)
     * @param b      profile B (null with a toggle)
     * @param toggle a quirk id (null without)
     */
    record Comparison(String a, String b, String toggle) {
        /** "A vs B" or "A with Q flipped", for reports. */
        String label() {
            return toggle == null ? name(a) + " vs " + name(b) : name(a) + " with " + toggle + " flipped";
        }

        /** The options `ab` takes for this comparison. */
        String abOptions() {
            return "--a " + a + (toggle == null ? " --b " + b : " --toggle " + toggle);
        }

        private static String name(String p) {
            int slash = p.lastIndexOf('/');
            return slash < 0 ? p : p.substring(slash + 1);
        }
    }

    /** The grid's size: the product of the grid axes' level counts. */
    long gridSize() {
        long n = 1;
        for (Axis a : axes) {
            if (a.grid()) {
                n *= a.levels().size();
            }
        }
        return n;
    }

    /** How many variants the study has. */
    long variants() {
        return sample > 0 ? sample : gridSize() * repeat;
    }

    /** How many A/Bs: variants times comparisons. */
    long units() {
        return variants() * comparisons.size();
    }
}
