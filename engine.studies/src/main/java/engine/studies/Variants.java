package engine.studies;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import engine.launcher.json.Json;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * The deterministic expansion of a study into variants (docs/studies.md#variants): variant k's seed is
 * SplitMix64's finaliser of seed + (k + 1)·0x9E3779B97F4A7C15, a {@link SplittableRandom} of that seed draws its
 * random axes in file order, and its grid levels are k in mixed radix (the last grid axis fastest, repeat copies
 * outermost) or, for a sample, drawn first from the same generator. Variant k depends on nothing but the study and
 * k, so workers expand it where it runs, in any order.
 */
final class Variants {
    private static final ObjectMapper JSON = plain();

    private static ObjectMapper plain() {
        ObjectMapper m = Json.mapper();
        m.getFactory().enable(JsonGenerator.Feature.WRITE_BIGDECIMAL_AS_PLAIN);
        return m;
    }

    private Variants() {
    }

    /**
     * One variant: its index, seed, the scenario JSON and per axis a label of what it set.
     *
     * @param index    0-based
     * @param seed     the variant seed
     * @param settings per axis (file order): the level's label, or "random" for a drawn axis
     * @param scenario the variant's scenario text
     */
    record Variant(int index, long seed, List<String> settings, String scenario) {
        /** Copies the settings. */
        Variant {
            settings = List.copyOf(settings);
        }

        /** "v" and the index, zero-padded to 5 digits. */
        String id() {
            return id(index);
        }

        /** Variant index's id: "v" and the index, zero-padded to 5 digits. */
        static String id(int index) {
            return String.format(java.util.Locale.ROOT, "v%05d", index);
        }
    }

    /** Variant k's seed (SplitMix64: Steele, Lea and Flood 2014). */
    static long seed(long studySeed, long k) {
        long z = studySeed + (k + 1) * 0x9E3779B97F4A7C15L;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    /** Variant k of study (0 ≤ k < variants). */
    static Variant of(Study s, int k) {
        if (k < 0 || k >= s.variants()) {
            throw new IllegalArgumentException("variant " + k + " of " + s.variants());
        }
        long seed = seed(s.seed(), k);
        SplittableRandom rng = new SplittableRandom(seed);
        ObjectNode t = s.template().deepCopy();
        List<Axis> axes = s.axes();
        int[] level = new int[axes.size()];
        if (s.sample() > 0) {
            for (int i = 0; i < axes.size(); i++) {
                level[i] = axes.get(i).grid() ? rng.nextInt(axes.get(i).levels().size()) : -1;
            }
        } else {
            long rest = k % s.gridSize();
            for (int i = axes.size() - 1; i >= 0; i--) {
                if (axes.get(i).grid()) {
                    int n = axes.get(i).levels().size();
                    level[i] = (int) (rest % n);
                    rest /= n;
                }
            }
        }
        List<String> settings = new ArrayList<>();
        for (int i = 0; i < axes.size(); i++) {
            Axis a = axes.get(i);
            if (a.grid()) {
                a.applyLevel(t, level[i]);
                settings.add(a.label(level[i]));
            } else {
                a.applyDraw(t, rng);
                settings.add("random");
            }
        }
        return new Variant(k, seed, settings, text(t));
    }

    /** A scenario tree as one line of JSON (decimals written plain). */
    static String text(ObjectNode scenario) {
        try {
            return JSON.writeValueAsString(scenario);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }
}
