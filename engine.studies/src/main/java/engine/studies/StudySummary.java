package engine.studies;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * The study's answer per difference (a correction, a plugin's slot, the float model): the scenes it changed, the
 * bodies it explains (alone or in a set), the distributions of their first parting frame and deviation, the sets of
 * two or more found, and the variants that show it most. Built from the rows sorted by unit, with sorted maps,
 * integer counts and nearest-rank percentiles of sorted values, so it is the same whatever ran the rows and in which
 * order; it holds no time.
 */
final class StudySummary {
    private static final JsonNodeFactory F = JsonNodeFactory.instance;
    /** The most errors the summary lists (all are counted). */
    static final int ERRORS_LISTED = 20;

    private StudySummary() {
    }

    /** One difference's tallies while the rows are read. */
    private static final class Tally {
        final TreeSet<Integer> scenes = new TreeSet<>();
        long bodies;
        long alone;
        long inSets;
        final List<Integer> frames = new ArrayList<>();
        final List<Double> deviations = new ArrayList<>();
        /** Per unit: the largest deviation of a body it explains there. */
        final TreeMap<Long, Double> byUnit = new TreeMap<>();
    }

    /** The summary of study s from its rows (any order: they are sorted by unit here). */
    static ObjectNode of(Study s, List<VariantRow> input) {
        List<VariantRow> rows = new ArrayList<>(input);
        rows.sort(Comparator.comparingLong(VariantRow::unit));
        Map<String, Tally> tallies = new TreeMap<>();
        Map<String, long[]> sets = new TreeMap<>(); // label -> {bodies, scenes}
        long errors = 0, unitsParted = 0, bodiesParted = 0, explained = 0, unexplained = 0, exhausted = 0;
        long reruns = 0, unexplainedScenes = 0;
        ArrayNode errorList = F.arrayNode();
        for (VariantRow r : rows) {
            if (r.error() != null) {
                errors++;
                if (errorList.size() < ERRORS_LISTED) {
                    errorList.add(F.objectNode().put("variant", r.variant()).put("comparison", r.comparison())
                            .put("error", r.error()));
                }
                continue;
            }
            reruns += r.reruns();
            exhausted += r.exhausted() ? 1 : 0;
            unitsParted += r.parted().isEmpty() ? 0 : 1;
            bodiesParted += r.parted().size();
            unexplained += r.unexplained();
            unexplainedScenes += r.unexplained() > 0 ? 1 : 0;
            TreeSet<String> labelsHere = new TreeSet<>();
            for (VariantRow.Body b : r.parted()) {
                if (b.causes().isEmpty()) {
                    continue;
                }
                explained++;
                for (String id : b.causes()) {
                    Tally t = tallies.computeIfAbsent(id, x -> new Tally());
                    t.scenes.add(r.variant());
                    t.bodies++;
                    if (b.causes().size() == 1) {
                        t.alone++;
                    } else {
                        t.inSets++;
                    }
                    t.frames.add(b.firstFrame());
                    t.deviations.add(b.maxDeviation());
                    t.byUnit.merge(r.unit(), b.maxDeviation(), Math::max);
                }
                if (b.causes().size() > 1) {
                    String label = String.join(" + ", b.causes());
                    long[] c = sets.computeIfAbsent(label, x -> new long[2]);
                    c[0]++;
                    if (labelsHere.add(label)) {
                        c[1]++;
                    }
                }
            }
        }
        ObjectNode out = F.objectNode();
        out.put("study", s.name());
        out.put("description", s.description());
        out.put("scenario", s.scenario());
        out.put("unit", s.flat() ? "px" : "m");
        ArrayNode comps = out.putArray("comparisons");
        s.comparisons().forEach(c -> comps.add(c.label()));
        out.put("variants", s.variants());
        out.put("units", s.units());
        out.put("rows", rows.size());
        out.put("seed", s.seed());
        out.put("budget", s.budget());
        ObjectNode totals = out.putObject("totals");
        totals.put("errors", errors);
        totals.put("unitsParted", unitsParted);
        totals.put("bodiesParted", bodiesParted);
        totals.put("bodiesExplained", explained);
        totals.put("bodiesUnexplained", unexplained);
        totals.put("unitsWithUnexplained", unexplainedScenes);
        totals.put("unitsBudgetExhausted", exhausted);
        totals.put("reruns", reruns);
        List<Map.Entry<String, Tally>> order = new ArrayList<>(tallies.entrySet());
        order.sort((x, y) -> x.getValue().scenes.size() != y.getValue().scenes.size()
                ? Integer.compare(y.getValue().scenes.size(), x.getValue().scenes.size())
                : x.getValue().bodies != y.getValue().bodies ? Long.compare(y.getValue().bodies, x.getValue().bodies)
                : x.getKey().compareTo(y.getKey()));
        ArrayNode corr = out.putArray("corrections");
        for (Map.Entry<String, Tally> e : order) {
            Tally t = e.getValue();
            ObjectNode c = corr.addObject();
            c.put("id", e.getKey());
            c.put("kind", e.getKey().startsWith("slot:") ? "slot" : e.getKey().equals("floatModel") ? "floatModel"
                    : "correction");
            c.put("scenesChanged", t.scenes.size());
            c.put("bodiesExplained", t.bodies);
            c.put("bodiesAlone", t.alone);
            c.put("bodiesInSets", t.inSets);
            int[] frames = t.frames.stream().mapToInt(Integer::intValue).sorted().toArray();
            double[] devs = t.deviations.stream().mapToDouble(Double::doubleValue).sorted().toArray();
            c.set("firstFrame", F.objectNode().put("median", rank(frames, 50)).put("p90", rank(frames, 90))
                    .put("max", frames[frames.length - 1]));
            ObjectNode d = c.putObject("deviation");
            num(d, "median", rank(devs, 50));
            num(d, "p90", rank(devs, 90));
            num(d, "max", devs[devs.length - 1]);
            c.set("top", top(s, rows, t));
        }
        ArrayNode inter = out.putArray("interactions");
        List<Map.Entry<String, long[]>> so = new ArrayList<>(sets.entrySet());
        so.sort((x, y) -> x.getValue()[0] != y.getValue()[0] ? Long.compare(y.getValue()[0], x.getValue()[0])
                : x.getKey().compareTo(y.getKey()));
        for (Map.Entry<String, long[]> e : so) {
            inter.addObject().put("causes", e.getKey()).put("bodies", e.getValue()[0]).put("scenes",
                    e.getValue()[1]);
        }
        out.set("axes", axes(s, rows, order));
        out.set("errors", errorList);
        return out;
    }

    /** The variants where the difference explains the largest deviation, largest first (ties: lower unit first). */
    private static ArrayNode top(Study s, List<VariantRow> rows, Tally t) {
        List<Map.Entry<Long, Double>> e = new ArrayList<>(t.byUnit.entrySet());
        e.sort((x, y) -> Double.compare(y.getValue(), x.getValue()) != 0 ? Double.compare(y.getValue(), x.getValue())
                : Long.compare(x.getKey(), y.getKey()));
        ArrayNode out = F.arrayNode();
        for (int i = 0; i < Math.min(s.top(), e.size()); i++) {
            VariantRow r = rowOf(rows, e.get(i).getKey());
            ObjectNode o = out.addObject();
            o.put("variant", r.variant());
            o.put("comparison", r.comparison());
            ArrayNode set = o.putArray("settings");
            r.settings().forEach(set::add);
            num(o, "deviation", e.get(i).getValue());
            o.put("ab", abCommand(s, r));
        }
        return out;
    }

    /** The launcher command that re-proves row r's A/B from the output folder. */
    static String abCommand(Study s, VariantRow r) {
        Study.Comparison c = s.comparisons().get(r.comparison());
        return "java -jar launcher/target/engine-launcher.jar ab variants/" + Variants.Variant.id(r.variant())
                + ".json " + c.abOptions() + (s.budget() != 256 ? " --budget " + s.budget() : "")
                + s.plugins().stream().map(p -> " --plugin " + p).collect(java.util.stream.Collectors.joining());
    }

    /** Per grid axis and level: the variants with that level and, per difference, how many of them it changed. */
    private static ArrayNode axes(Study s, List<VariantRow> rows, List<Map.Entry<String, Tally>> order) {
        ArrayNode out = F.arrayNode();
        for (int a = 0; a < s.axes().size(); a++) {
            Axis axis = s.axes().get(a);
            if (!axis.grid()) {
                continue;
            }
            ObjectNode o = out.addObject();
            o.put("field", axis.field().toString());
            o.put("kind", axis.kind().name().toLowerCase(java.util.Locale.ROOT));
            ArrayNode levels = o.putArray("levels");
            for (int l = 0; l < axis.levels().size(); l++) {
                String label = axis.label(l);
                TreeSet<Integer> variants = new TreeSet<>();
                Map<String, TreeSet<Integer>> changed = new TreeMap<>();
                for (VariantRow r : rows) {
                    if (!r.settings().get(a).equals(label)) {
                        continue;
                    }
                    variants.add(r.variant());
                    for (String id : r.provenCauses()) {
                        changed.computeIfAbsent(id, x -> new TreeSet<>()).add(r.variant());
                    }
                }
                ObjectNode lv = levels.addObject();
                lv.put("level", label);
                lv.put("variants", variants.size());
                ObjectNode ch = lv.putObject("scenesChanged");
                for (Map.Entry<String, Tally> e : order) {
                    TreeSet<Integer> c = changed.get(e.getKey());
                    ch.put(e.getKey(), c == null ? 0 : c.size());
                }
            }
        }
        return out;
    }

    private static VariantRow rowOf(List<VariantRow> rows, long unit) {
        int i = java.util.Collections.binarySearch(rows.stream().map(VariantRow::unit).toList(), unit);
        return rows.get(i);
    }

    /** The nearest-rank p-th percentile of sorted values (p in 1..100): the value at rank ⌈p·n/100⌉. */
    static int rank(int[] sorted, int p) {
        return sorted[Math.max(0, (int) ((p * (long) sorted.length + 99) / 100) - 1)];
    }

    /** The nearest-rank p-th percentile of sorted values. */
    static double rank(double[] sorted, int p) {
        return sorted[Math.max(0, (int) ((p * (long) sorted.length + 99) / 100) - 1)];
    }

    /** Puts a number, or "Infinity" when a run left the numbers (JSON has no infinity). */
    static void num(ObjectNode o, String field, double v) {
        if (Double.isFinite(v)) {
            o.put(field, v);
        } else {
            o.put(field, String.valueOf(v));
        }
    }
}
