package engine.launcher.ab;

import engine.api.kernel.KernelProvider;
import engine.api.kernel.Slot;
import engine.api.quirk.Quirk;
import engine.api.scene.Scene;
import engine.api.selection.KernelSelection;
import engine.api.selection.Profile;
import engine.api.slots.Slots;
import engine.launcher.scenario.FrameObserver;
import engine.launcher.scenario.ScenarioRunner;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntConsumer;

/**
 * A/B with causes proven by rerun: runs A and B in lockstep, writes both profiles out slot by slot, proves by rerun
 * any rebase that lets one provider stand for another (fixed with a correction off for faithful), lists the
 * differences that remain, and searches each parted body's causes ({@link CauseSearch}).
 */
public final class AbRunner {
    /** The default most reruns of one A/B. */
    public static final int DEFAULT_BUDGET = 256;

    private final ScenarioRunner runner;

    /** An A/B runner over runner's providers and scene services. */
    public AbRunner(ScenarioRunner runner) {
        this.runner = runner;
    }

    /**
     * What an A/B is asked: the most reruns, the threads they run on, observers of each run's frames (writers,
     * samplers), and progress callbacks for the lockstep frames and the reruns (each may be null).
     */
    public record Options(int budget, int threads, List<FrameObserver> observersA, List<FrameObserver> observersB,
                          IntConsumer frames, IntConsumer reruns) {
        /** Copies the lists; budget ≥ 0, threads ≥ 1. */
        public Options {
            if (budget < 0 || threads < 1) {
                throw new IllegalArgumentException("budget " + budget + " or threads " + threads + " out of range");
            }
            observersA = List.copyOf(observersA);
            observersB = List.copyOf(observersB);
        }

        /** The default budget on every core, no observers, no progress. */
        public static Options defaults() {
            return new Options(DEFAULT_BUDGET, Runtime.getRuntime().availableProcessors(), List.of(), List.of(), null,
                    null);
        }
    }

    /** The proven A/B of scene under pa (named nameA) and pb (nameB). */
    public AbAnalysis run(Scene scene, Profile pa, String nameA, Profile pb, String nameB, Options o) {
        long t0 = System.nanoTime();
        List<KernelProvider> providers = runner.providers();
        SlotChoices ca = SlotChoices.of(runner.table(scene, pa));
        SlotChoices cb = SlotChoices.of(runner.table(scene, pb));
        Divergence div = Lockstep.run(runner, scene, pa, nameA, pb, nameB, o.observersA(), o.observersB(),
                o.frames());
        List<String> rebases = new ArrayList<>();
        List<Difference> diffs;
        List<Rerun> made;
        List<BodyCauses> bodies;
        boolean exhausted;
        BitSet candidates;
        try (Reruns r = new Reruns(runner, scene, div, ca, cb, pa.defaultProvider(), providers, o.budget(),
                o.threads(), o.reruns())) {
            if (div.parted() > 0) {
                rebase(ca, cb, providers, r, rebases);
            }
            diffs = between(ca, cb);
            r.differences(diffs);
            candidates = candidates(diffs, div);
            List<String> names = new ArrayList<>();
            for (int i = 0; i < scene.bodyCount(); i++) {
                names.add(scene.bodyName(i));
            }
            bodies = new CauseSearch(div, names, diffs, candidates, r).search();
            made = r.all();
            exhausted = r.exhausted();
        }
        List<String> candidateIds = candidates.stream().mapToObj(k -> diffs.get(k).id()).toList();
        return new AbAnalysis(div, diffs, candidateIds, rebases, made, bodies, o.budget(), exhausted, o.threads(),
                System.nanoTime() - t0);
    }

    /**
     * Where the two runs' providers differ in slots whose other provider declares corrections, tries to serve one
     * run's slots by the other's provider with its corrections off (all slots of one provider pair at once), and keeps
     * the rebase only when a rerun gives every body that run's trajectory in every bit.
     */
    private static void rebase(SlotChoices ca, SlotChoices cb, List<KernelProvider> providers, Reruns r,
                               List<String> notes) {
        Map<String, List<Slot<?>>> groups = new LinkedHashMap<>();
        for (Slot<?> s : Slots.all()) {
            String pa = ca.provider(s), pb = cb.provider(s);
            if (pa != null && pb != null && !pa.equals(pb)) {
                groups.computeIfAbsent(pa + "\u0000" + pb, k -> new ArrayList<>()).add(s);
            }
        }
        for (List<Slot<?>> slots : groups.values()) {
            String pa = ca.provider(slots.get(0)), pb = cb.provider(slots.get(0));
            if (tryRebase(ca, pb, slots, providers, r, true, notes)) {
                continue;
            }
            tryRebase(cb, pa, slots, providers, r, false, notes);
        }
    }

    private static boolean tryRebase(SlotChoices side, String to, List<Slot<?>> slots, List<KernelProvider> providers,
                                     Reruns r, boolean isA, List<String> notes) {
        KernelProvider k = provider(providers, to);
        if (k == null || slots.stream().allMatch(s -> KernelSelection.declared(k, s).isEmpty())) {
            return false;
        }
        String from = side.provider(slots.get(0));
        SlotChoices moved = side.copy();
        for (Slot<?> s : slots) {
            EnumSet<Quirk> keep = EnumSet.noneOf(Quirk.class);
            for (Quirk q : KernelSelection.declared(k, s)) {
                if (side.on(s).contains(q)) {
                    keep.add(q);
                }
            }
            moved.set(s, to, keep);
        }
        Rerun proof = r.of(moved, isA ? "rebase A" : "rebase B");
        if (proof == null || proof.error() != null) {
            return false;
        }
        boolean[] same = isA ? proof.sameAsA() : proof.sameAsB();
        for (boolean b : same) {
            if (!b) {
                return false;
            }
        }
        for (Slot<?> s : slots) {
            side.set(s, moved.provider(s), moved.on(s));
        }
        notes.add((isA ? "A" : "B") + "'s " + slots.size() + " slots of provider " + from + " are served by " + to
                + " with the corrections " + from + " has (none for a faithful provider): rerun " + proof.index()
                + " gives every body " + (isA ? "A" : "B") + "'s trajectory in every bit");
        return true;
    }

    /** The differences between a and b: slot providers first (slot order), the float model, then corrections. */
    static List<Difference> between(SlotChoices a, SlotChoices b) {
        List<Difference> out = new ArrayList<>();
        Map<Quirk, List<Slot<?>>> corrections = new LinkedHashMap<>();
        Map<Quirk, Boolean> onInB = new LinkedHashMap<>();
        for (Slot<?> s : Slots.all()) {
            String pa = a.provider(s), pb = b.provider(s);
            if (pa == null && pb == null) {
                continue;
            }
            if (pa == null || !pa.equals(pb)) {
                out.add(new Difference.Provider(s, pa, pb));
                continue;
            }
            for (Quirk q : Quirk.values()) {
                boolean inA = a.on(s).contains(q), inB = b.on(s).contains(q);
                if (inA != inB) {
                    corrections.computeIfAbsent(q, x -> new ArrayList<>()).add(s);
                    onInB.merge(q, inB, (x, y) -> x);
                }
            }
        }
        if (!a.floatModel().equals(b.floatModel())) {
            out.add(new Difference.FloatModel(a.floatModel(), b.floatModel()));
        }
        List<Quirk> order = new ArrayList<>(corrections.keySet());
        order.sort(null);
        for (Quirk q : order) {
            out.add(new Difference.Correction(q, corrections.get(q), onInB.get(q)));
        }
        return out;
    }

    /** The differences searched first: every slot and model difference, and corrections that fired in either run. */
    private static BitSet candidates(List<Difference> diffs, Divergence div) {
        BitSet out = new BitSet();
        for (int k = 0; k < diffs.size(); k++) {
            Difference d = diffs.get(k);
            if (!(d instanceof Difference.Correction c)
                    || div.a().quirks().count(c.quirk()) > 0 || div.b().quirks().count(c.quirk()) > 0) {
                out.set(k);
            }
        }
        return out;
    }

    private static KernelProvider provider(List<KernelProvider> providers, String id) {
        for (KernelProvider p : providers) {
            if (p.id().equals(id)) {
                return p;
            }
        }
        return null;
    }
}
