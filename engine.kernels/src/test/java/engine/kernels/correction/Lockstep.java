package engine.kernels.correction;

import static org.junit.jupiter.api.Assertions.fail;

import engine.api.kernel.Correction;
import engine.api.kernel.KernelTable;
import engine.api.kernel.Slot;
import engine.api.quirk.Quirk;
import engine.api.quirk.QuirkCounter;
import engine.kernels.library.KernelLibrary;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Random;
import java.util.Set;
import java.util.function.Function;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.RandomGenerator;
import net.jqwik.api.statistics.Statistics;

/**
 * The differential rule checked call by call: a faithful rig and a corrected rig (fixed, mixed or mutant) run the
 * same calls in lockstep and their observed fields are compared after every call. A field may differ only when a
 * correction that can explain that field fired in that call, in a slot that call reaches and the corrected rig
 * corrects, and, for a body's field, only when the call reaches that body (is made on it or writes it); anything
 * else fails naming the call, the field and both values. A stateful family stops at the first
 * excused difference (the rigs' states have parted, so later calls compare different inputs).
 *
 * @param <R> the rig: the world and whatever the family's calls act on
 */
public final class Lockstep<R> {

    /**
     * One entry point of a family's table: its name, the slots it reaches, the bodies it is made on or writes, and
     * how to call it. bodies null means the call reaches every body (a world step, a push over every human): say so
     * with {@link #reachingEveryBody}.
     */
    public record Entry<R, A>(String name, Set<Slot<?>> slots, Bodies<R, A> bodies, Invoke<R, A> invoke) {
        /** Checks that no part but bodies is null. */
        public Entry {
            Objects.requireNonNull(name, "name");
            slots = Set.copyOf(slots);
            Objects.requireNonNull(invoke, "invoke");
        }

        /**
         * An entry of a family whose lockstep names no body fields (pair calls, mesh sweeps, shapes): bodies do not
         * arise, so it is declared to reach every body.
         */
        public Entry(String name, Set<Slot<?>> slots, Invoke<R, A> invoke) {
            this(name, slots, null, invoke);
        }

        /** An entry that reaches every body: listed as such in its family's table (world steps). */
        public static <R, A> Entry<R, A> reachingEveryBody(String name, Set<Slot<?>> slots, Invoke<R, A> invoke) {
            return new Entry<>(name, slots, null, invoke);
        }

        /** This entry with arguments a: one call of a sequence. */
        public Call<R> with(A a) {
            return new Call<>(this, a);
        }
    }

    /** How an entry runs: on rig with arguments a, writing each observed field into out by name. */
    @FunctionalInterface
    public interface Invoke<R, A> {
        /** Runs the call; puts every observed field (bit-exact via {@link Snapshot}) into out. */
        void run(R rig, A a, Map<String, Object> out);
    }

    /**
     * The bodies one call is made on or writes, by the family's body keys (those {@code bodyOf} gives a field); read
     * from each rig after the call (a rig may note during the call what it needs from before it, such as the body a
     * swap-remove renumbers), and the two rigs' sets joined.
     */
    @FunctionalInterface
    public interface Bodies<R, A> {
        /** The body keys the call just run on rig with arguments a reached. */
        Set<String> of(R rig, A a);
    }

    /** One call: an entry and its arguments. */
    public record Call<R>(Entry<R, ?> entry, Object args) {
        @SuppressWarnings("unchecked")
        void run(R rig, Map<String, Object> out) {
            ((Invoke<R, Object>) entry.invoke()).run(rig, args, out);
        }

        @Override
        public String toString() {
            return entry.name() + " " + args;
        }
    }

    /**
     * What one lockstep run saw.
     *
     * @param calls     the calls run in both rigs
     * @param identical the calls compared bit for bit in every field (no correction that fired in them, among those
     *                  the corrected rig makes, may explain any field observed)
     * @param excused   the calls whose differences a correction that fired in them explains
     * @param fired     every correction (quirk) that fired in a compared call where the corrected rig corrects it
     * @param narrowed  the calls in which such a correction fired while the call left some observed body unreached
     *                  (its fields then had to agree bit for bit: what per-body attribution adds)
     */
    public record Outcome(int calls, int identical, int excused, Set<Quirk> fired, int narrowed) {
        /** An outcome of a family with no body fields. */
        public Outcome(int calls, int identical, int excused, Set<Quirk> fired) {
            this(calls, identical, excused, fired, 0);
        }

        /** True when at least one call reached a bit-identity comparison. */
        public boolean reached() {
            return identical > 0;
        }
    }

    private final Function<Mode, R> rigs;
    private final Function<R, KernelTable> tables;
    private final Map<Quirk, Set<String>> explains;
    private final boolean stateful;
    private final Function<String, String> bodyOf;

    /**
     * A lockstep over rigs built by rigs.
     *
     * @param rigs     a new rig of a mode
     * @param tables   the kernel table a rig's world runs (whose configs say what it corrects)
     * @param explains per quirk the fields its correction may change; a quirk not named may change any field
     * @param stateful true when calls carry state from one to the next (stop at the first excused difference)
     */
    public Lockstep(Function<Mode, R> rigs, Function<R, KernelTable> tables, Map<Quirk, Set<String>> explains,
                    boolean stateful) {
        this(rigs, tables, explains, stateful, f -> null);
    }

    /**
     * A lockstep whose observed fields include bodies' fields: bodyOf names the body a field belongs to ("body3"
     * for "body3.min"), or null for a field of no one body (a list, a count, a query's answer). A body's field may
     * differ only in a call whose entry reaches that body ({@link Entry#bodies}).
     */
    public Lockstep(Function<Mode, R> rigs, Function<R, KernelTable> tables, Map<Quirk, Set<String>> explains,
                    boolean stateful, Function<String, String> bodyOf) {
        this.rigs = rigs;
        this.tables = tables;
        this.explains = Map.copyOf(explains);
        this.stateful = stateful;
        this.bodyOf = Objects.requireNonNull(bodyOf, "bodyOf");
    }

    /** Every slot fixed against every slot faithful. */
    public Outcome fixed(List<Call<R>> calls) {
        return run(Mode.fixed(), calls);
    }

    /** corrected (a fixed, mixed or mutant mode) against every slot faithful. */
    public Outcome run(Mode corrected, List<Call<R>> calls) {
        Mode faithful = Mode.faithful();
        R a = rigs.apply(faithful);
        R b = rigs.apply(corrected);
        KernelTable table = tables.apply(b);
        QuirkCounter qa = faithful.quirks();
        long[] before = new long[Quirk.values().length];
        int identical = 0;
        int excused = 0;
        int ran = 0;
        int narrowed = 0;
        EnumSet<Quirk> fired = EnumSet.noneOf(Quirk.class);
        for (int i = 0; i < calls.size(); i++) {
            Call<R> c = calls.get(i);
            for (Quirk q : Quirk.values()) {
                before[q.ordinal()] = qa.count(q);
            }
            Map<String, Object> fa = new LinkedHashMap<>();
            Map<String, Object> fb = new LinkedHashMap<>();
            c.run(a, fa);
            c.run(b, fb);
            ran++;
            EnumSet<Quirk> here = EnumSet.noneOf(Quirk.class);
            for (Quirk q : Quirk.values()) {
                if (qa.count(q) != before[q.ordinal()] && corrects(table, c.entry().slots(), q)) {
                    here.add(q);
                }
            }
            fired.addAll(here);
            Set<String> reached = reached(c, a, b);
            if (!here.isEmpty() && leavesOut(reached, fa, fb)) {
                narrowed++;
            }
            boolean differs = compare(i, c, fa, fb, here, reached);
            if (!excusable(fa, fb, here, reached)) {
                identical++;
            } else if (differs) {
                excused++;
                if (stateful) {
                    break;
                }
            }
        }
        return new Outcome(ran, identical, excused, fired, narrowed);
    }

    /** True when some body observed in fa or fb is not in reached. */
    private boolean leavesOut(Set<String> reached, Map<String, Object> fa, Map<String, Object> fb) {
        if (reached == null) {
            return false;
        }
        for (Map<String, Object> m : List.of(fa, fb)) {
            for (String f : m.keySet()) {
                String body = bodyOf.apply(f);
                if (body != null && !reached.contains(body)) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * Reports how often per-body attribution mattered: a try in which a correction fired in a call that left some
     * observed body unreached (those bodies' fields were held to bit identity).
     */
    public static void reportNarrowed(Outcome o) {
        Statistics.label("a correction fired in a call leaving bodies unreached").collect(o.narrowed() > 0);
    }

    /** The bodies call c reached in either rig, or null when its entry reaches every body. */
    @SuppressWarnings("unchecked")
    private Set<String> reached(Call<R> c, R a, R b) {
        Bodies<R, Object> bodies = (Bodies<R, Object>) c.entry().bodies();
        if (bodies == null) {
            return null;
        }
        Set<String> out = new LinkedHashSet<>(bodies.of(a, c.args()));
        out.addAll(bodies.of(b, c.args()));
        return out;
    }

    /** True when a quirk in here may explain some observed field (the call is then not a bit-identity check). */
    private boolean excusable(Map<String, Object> fa, Map<String, Object> fb, Set<Quirk> here, Set<String> reached) {
        if (here.isEmpty()) {
            return false;
        }
        for (String f : fa.keySet()) {
            if (explained(f, here, reached)) {
                return true;
            }
        }
        for (String f : fb.keySet()) {
            if (explained(f, here, reached)) {
                return true;
            }
        }
        return false;
    }

    /** True when table corrects q in one of slots. */
    private static boolean corrects(KernelTable table, Set<Slot<?>> slots, Quirk q) {
        for (Slot<?> s : slots) {
            if (table.find(s) != null && table.config(s).corrects(q)) {
                return true;
            }
        }
        return false;
    }

    /** Fails on a field no quirk in here explains; true when some field differs. */
    private boolean compare(int i, Call<R> c, Map<String, Object> fa, Map<String, Object> fb, Set<Quirk> here,
                            Set<String> reached) {
        Set<String> fields = new LinkedHashSet<>(fa.keySet());
        fields.addAll(fb.keySet());
        boolean differs = false;
        for (String field : fields) {
            Object va = fa.getOrDefault(field, "(absent)");
            Object vb = fb.getOrDefault(field, "(absent)");
            if (Objects.equals(va, vb)) {
                continue;
            }
            differs = true;
            if (!explained(field, here, reached)) {
                fail("call " + i + " (" + c + "): field " + field + " is " + va + " faithful but " + vb
                        + " corrected, and no correction that explains it fired in this call (fired: " + here
                        + (reached == null ? "" : "; bodies the call reaches: " + reached) + ")");
            }
        }
        return differs;
    }

    /**
     * True when a quirk in here may explain field: the family's table lets it change that field and, for a body's
     * field, the call reaches that body (reached null: every body).
     */
    private boolean explained(String field, Set<Quirk> here, Set<String> reached) {
        boolean some = false;
        for (Quirk q : here) {
            Set<String> fields = explains.get(q);
            if (fields == null || fields.contains(field) || fields.contains(prefix(field))) {
                some = true;
                break;
            }
        }
        if (!some || reached == null) {
            return some;
        }
        String body = bodyOf.apply(field);
        return body == null || reached.contains(body);
    }

    /** "body3.flags" is explained by a quirk naming "flags". */
    private static String prefix(String field) {
        int dot = field.lastIndexOf('.');
        return dot < 0 ? field : field.substring(dot + 1);
    }

    /**
     * Reports o to jqwik's statistics and makes the family's targets part of the property: at least 80% of tries
     * reach a bit-identity comparison, and each correction in declared fires (where corrected) in at least 2%.
     */
    public static void report(Outcome o, List<Quirk> declared) {
        report(o, declared, 80.0);
    }

    /** {@link #report(Outcome, List)} with a family's own reach target in percent (below 80: say why there). */
    public static void report(Outcome o, List<Quirk> declared, double minReached) {
        Statistics.label("reached a bit-identity check").collect(o.reached());
        Statistics.label("reached a bit-identity check").coverage(c -> c.check(true).percentage(p -> p >= minReached));
        for (Quirk q : declared) {
            Statistics.label("fired " + q.id()).collect(o.fired().contains(q));
            Statistics.label("fired " + q.id()).coverage(c -> c.check(true).percentage(p -> p >= 2.0));
        }
    }

    /**
     * The mutation check: runs lockstep against mutant on every sample of calls and returns how many the harness
     * failed (a caught divergence); a mutant no sample catches survives.
     */
    public int caught(Mode.Factory mutant, Iterable<List<Call<R>>> samples) {
        int caught = 0;
        for (List<Call<R>> cs : samples) {
            try {
                run(mutant.make(), cs);
            } catch (AssertionError e) {
                caught++;
            }
        }
        return caught;
    }

    /**
     * n samples of a property's generator drawn from a fixed seed: the mutation checks run on the same samples in
     * every build, so a mutant caught once is caught always (random samples made them flaky).
     */
    public static <T> List<T> samples(Arbitrary<T> generator, int n, long seed) {
        Random random = new Random(seed);
        RandomGenerator<T> g = generator.generator(1000);
        List<T> out = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            out.add(g.next(random).value());
        }
        return out;
    }

    /** The library's corrections in the given slots: what a family declares. */
    public static List<Quirk> declared(Set<Slot<?>> slots) {
        List<Quirk> out = new ArrayList<>();
        for (Correction c : KernelLibrary.corrections()) {
            if (slots.contains(c.slot()) && !out.contains(c.quirk())) {
                out.add(c.quirk());
            }
        }
        return out;
    }
}
