package engine.launcher.source;

import engine.api.kernel.KernelConfig;
import engine.api.kernel.KernelProvider;
import engine.api.kernel.Slot;
import engine.api.oracle.SpecFunction;
import engine.api.quirk.Quirk;
import engine.api.slots.Slots;
import engine.faithful.provider.FaithfulProvider;
import engine.foothold2d.provider.FootholdProvider;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Writes docs/spec-index.md from the code's own tables: the quirk catalogue ({@link Quirk}), the slot list
 * ({@link Slots}), the providers' kernels for each slot and their oracle function tables
 * ({@link KernelProvider#functions()} of the faithful and the 2D providers), and the test sources that name each
 * function. One row per spec function: every function an oracle table, a catalogue entry or a slot names.
 */
final class SpecIndex {
    /** The 2D movement's rows: a unit of their own spec, not a physics unit. */
    static final String TWO_D = "2D";
    /** At most this many test classes are listed per row; the rest are counted. */
    static final int TESTS_SHOWN = 4;

    /** The spec's units and what each is about (physics-units.txt, and the pages it refers to). */
    static final Map<String, String> TOPICS = topics();

    private static Map<String, String> topics() {
        Map<String, String> t = new LinkedHashMap<>();
        t.put("0", "unnumbered pages: geometry kernels, the collision mesh file, the ray cast, the step's settle"
                + " (not given: reconstructed)");
        t.put("1", "the sphere-triangle sweep kernel (not given: reconstructed, docs/sphere-triangle.md)");
        t.put("2", "a shape against the collision mesh: collectors, sort, capsule and sphere sweeps, overlap");
        t.put("3", "moving a body: sweep passes, contact resolution, the landing segment");
        t.put("4", "static overlaps and closest points between segments (not given: reconstructed,"
                + " docs/unit4-overlaps.md)");
        t.put("5", "strike sweeps against boxes (not given: reconstructed, docs/box-sweeps.md, docs/strike-test.md)");
        t.put("6", "shapes: records, poses and bounds");
        t.put("7", "bodies and the sort-and-sweep world: the list, box queries, the overlap query");
        t.put("8", "ignore lists and shape pools");
        t.put("9", "creating and freeing bodies");
        t.put("10", "the human body set: update, strikes and push sphere");
        t.put("11", "moving shapes against bodies: spheres, capsules, segments; the body pass, CollideShape");
        t.put("12", "the capsule-box sweep (not given: reconstructed, docs/box-sweeps.md)");
        t.put("13", "the box-triangle (box mesh) sweep (not given: reconstructed, docs/box-sweeps.md)");
        t.put(TWO_D, "the 2D foothold movement, foothold2d-cmovepath.txt (a PC client's, docs/foothold2d.md)");
        return t;
    }

    /** A spec name and the names after it sharing its prefix: "BodyList_Insert/Remove/Reinsert", "A_B, C and D". */
    private static final Pattern NAME = Pattern.compile(
            "\\b([A-Z][A-Za-z0-9]*)_([A-Za-z0-9]+)\\b((?:(?:/|, | and )[A-Z][A-Za-z0-9]*\\b(?!_))*)");
    private static final Pattern UNIT = Pattern.compile("\\(Units? (\\d+)");
    private static final String TYPE = "(Box|Sphere|Capsule|Segment)";
    /** The table entries' spec names: PhysicsSweep_OwnOther, PhysicsOverlap_OwnOther, the mesh table's. */
    private static final Pattern PAIR = Pattern.compile("Physics(Sweep|Overlap)_" + TYPE + TYPE);
    private static final Pattern MESH = Pattern.compile("PhysicsMesh(?:_Sweep|Overlap_)" + TYPE);

    /** One row. */
    record Row(String function, String unit, List<String> slots, List<String> kernels, List<String> quirks,
               List<String> tests, int moreTests, String oracle) {
    }

    private SpecIndex() {
    }

    /** The rows, ordered by unit then function name. */
    static List<Row> rows(Map<String, String> testSources) {
        KernelProvider faithful = new FaithfulProvider();
        KernelProvider foothold = new FootholdProvider();
        Map<String, String> oracleUnit = new TreeMap<>();
        Set<String> twoD = new TreeSet<>();
        for (SpecFunction f : faithful.functions()) {
            oracleUnit.put(f.name(), Integer.toString(f.unit()));
        }
        for (SpecFunction f : foothold.functions()) {
            oracleUnit.put(f.name(), TWO_D);
            twoD.add(f.name());
        }
        Map<String, List<Quirk>> byFunction = new TreeMap<>();
        for (Quirk q : Quirk.values()) {
            byFunction.computeIfAbsent(q.function(), k -> new ArrayList<>()).add(q);
            if (q.origin().equals("CLIENT")) {
                twoD.add(q.function());
            }
        }
        Map<String, List<Slot<?>>> described = new TreeMap<>();
        Map<String, String> describedUnit = new TreeMap<>();
        for (Slot<?> s : Slots.all()) {
            Matcher m = NAME.matcher(s.description());
            Matcher u = UNIT.matcher(s.description());
            String unit = u.find() ? u.group(1) : null;
            while (m.find()) {
                List<String> found = new ArrayList<>();
                found.add(m.group(1) + "_" + m.group(2));
                for (String more : m.group(3).split("/|, | and ")) {
                    if (!more.isEmpty()) {
                        found.add(m.group(1) + "_" + more);
                    }
                }
                for (String f : found) {
                    described.computeIfAbsent(f, k -> new ArrayList<>()).add(s);
                    if (unit != null) {
                        describedUnit.putIfAbsent(f, unit);
                    }
                }
            }
        }
        Set<String> names = new TreeSet<>();
        names.addAll(oracleUnit.keySet());
        names.addAll(byFunction.keySet());
        names.addAll(described.keySet());
        List<Row> rows = new ArrayList<>();
        for (String name : names) {
            List<Quirk> quirks = byFunction.getOrDefault(name, List.of());
            String unit = twoD.contains(name) ? TWO_D
                    : oracleUnit.containsKey(name) ? oracleUnit.get(name)
                    : !quirks.isEmpty() ? Integer.toString(quirks.get(0).unit())
                    : describedUnit.getOrDefault(name, "0");
            List<String> slots = slots(name, described.get(name), quirks);
            List<String> kernels = new ArrayList<>(new LinkedHashSet<>(slots.stream()
                    .map(id -> kernelClass(Slots.byId(id), faithful, foothold)).toList()));
            List<String> tests = new ArrayList<>();
            Pattern word = Pattern.compile("\\b" + Pattern.quote(name) + "\\b");
            for (Map.Entry<String, String> e : testSources.entrySet()) {
                if (word.matcher(e.getValue()).find()) {
                    tests.add(e.getKey());
                }
            }
            int more = Math.max(0, tests.size() - TESTS_SHOWN);
            rows.add(new Row(name, unit, slots, kernels, quirks.stream().map(Quirk::id).toList(),
                    List.copyOf(tests.subList(0, Math.min(TESTS_SHOWN, tests.size()))), more,
                    oracleUnit.containsKey(name) ? name : null));
        }
        List<String> order = new ArrayList<>(TOPICS.keySet());
        rows.sort((a, b) -> a.unit().equals(b.unit()) ? a.function().compareTo(b.function())
                : Integer.compare(order.indexOf(a.unit()), order.indexOf(b.unit())));
        return rows;
    }

    /**
     * The slots a function's row names: the table entry its spec name is (PhysicsSweep_SphereCapsule is
     * sweep.sphere.capsule), or the slots whose description names it; else the slots every catalogue entry of the
     * function touches; else the slots any of them touches.
     */
    private static List<String> slots(String name, List<Slot<?>> described, List<Quirk> quirks) {
        Matcher pair = PAIR.matcher(name);
        if (pair.matches()) {
            String table = pair.group(1).equals("Sweep") ? "sweep." : "overlap.";
            return List.of(table + lower(pair.group(2)) + "." + lower(pair.group(3)));
        }
        Matcher mesh = MESH.matcher(name);
        if (mesh.matches()) {
            return List.of((name.startsWith("PhysicsMesh_") ? "mesh-sweep." : "mesh-overlap.") + lower(mesh.group(1)));
        }
        if (described != null) {
            return described.stream().map(Slot::id).distinct().toList();
        }
        if (quirks.isEmpty()) {
            return List.of();
        }
        Set<String> common = new LinkedHashSet<>(quirks.get(0).slots());
        Set<String> any = new LinkedHashSet<>();
        for (Quirk q : quirks) {
            common.retainAll(q.slots());
            any.addAll(q.slots());
        }
        return List.copyOf(common.isEmpty() ? any : common);
    }

    private static String lower(String s) {
        return s.toLowerCase(java.util.Locale.ROOT);
    }

    private static String kernelClass(Slot<?> slot, KernelProvider faithful, KernelProvider foothold) {
        KernelProvider p = faithful.offers(slot) ? faithful : foothold.offers(slot) ? foothold : null;
        if (p == null) {
            return "(no provider)";
        }
        return p.kernel(slot, KernelConfig.DEFAULT).getClass().getSimpleName();
    }

    /** The whole page. */
    static String markdown(Map<String, String> testSources) {
        List<Row> rows = rows(testSources);
        StringBuilder b = new StringBuilder();
        b.append("# Spec index\n\n");
        b.append("Generated by `SpecIndexTest` (launcher) from the code's own tables: the quirk catalogue"
                + " (`engine.api.quirk.Quirk`), the slot list (`engine.api.slots.Slots`), the faithful and 2D"
                + " providers' kernels per slot and their oracle function tables (`KernelProvider.functions()`), and"
                + " the test sources naming each function. Do not edit by hand: the test fails when this page"
                + " differs from what it generates. To rewrite it after a change:\n\n");
        b.append("    mvn -pl launcher test -Dtest=SpecIndexTest -Dspec.index.write=true\n\n");
        b.append("One row per spec function: each function an oracle table, a catalogue entry or a slot description"
                + " names (").append(rows.size()).append(" rows). *Slots*: the slots whose description names the"
                + " function, else the slots its catalogue entries touch. *Kernel*: the faithful (or 2D) provider's"
                + " class for those slots; - where the function is no slot's (a value type's, a record's or the world's own). *Tests*: test classes naming the function (the first ")
                .append(TESTS_SHOWN).append(", then how many more). *Oracle*: the name to call it by"
                + " (docs/oracle.md), or - when the oracle does not offer it.\n\n");
        b.append("## Units\n\n| unit | topic | rows |\n|---|---|---|\n");
        for (Map.Entry<String, String> t : TOPICS.entrySet()) {
            long n = rows.stream().filter(r -> r.unit().equals(t.getKey())).count();
            b.append("| ").append(t.getKey()).append(" | ").append(t.getValue()).append(" | ").append(n)
                    .append(" |\n");
        }
        b.append("\n## Functions\n\n| function | unit | slots | kernel | quirks | tests | oracle |\n"
                + "|---|---|---|---|---|---|---|\n");
        for (Row r : rows) {
            b.append("| ").append(cell(r.function())).append(" | ").append(r.unit()).append(" | ")
                    .append(code(r.slots())).append(" | ").append(list(r.kernels())).append(" | ")
                    .append(code(r.quirks())).append(" | ").append(list(r.tests()))
                    .append(r.moreTests() > 0 ? " (+" + r.moreTests() + ")" : "").append(" | ")
                    .append(r.oracle() == null ? "-" : "`" + r.oracle() + "`").append(" |\n");
        }
        return b.toString();
    }

    private static String cell(String s) {
        return s.replace("|", "\\|");
    }

    private static String list(List<String> xs) {
        return xs.isEmpty() ? "-" : cell(String.join(", ", xs));
    }

    private static String code(List<String> xs) {
        if (xs.isEmpty()) {
            return "-";
        }
        StringBuilder b = new StringBuilder();
        for (String x : xs) {
            b.append(b.length() == 0 ? "" : " ").append('`').append(cell(x)).append('`');
        }
        return b.toString();
    }
}
