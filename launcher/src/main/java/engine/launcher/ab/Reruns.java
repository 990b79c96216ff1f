package engine.launcher.ab;

import engine.api.kernel.KernelProvider;
import engine.api.kernel.SelectionException;
import engine.api.scene.Scene;
import engine.api.selection.Profile;
import engine.launcher.exit.InputException;
import engine.launcher.scenario.RunSummary;
import engine.launcher.scenario.ScenarioRunner;
import engine.launcher.scenario.SceneStepper;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.IntConsumer;

/**
 * The reruns of one A/B: each runs the scene under run A's choices with a set of differences switched to B's
 * setting (base and target are held by reference, so a rebase made on them before the differences are set shows), checked body by body against the divergence. Sets are cached (a set runs once), batches run in parallel
 * on a fixed number of threads and come back in the order asked, so results and the list of reruns are the same
 * whatever the thread count. A budget caps how many run.
 */
final class Reruns implements RerunSource, AutoCloseable {
    private final ScenarioRunner runner;
    private final Scene scene;
    private final Divergence div;
    private final SlotChoices base;
    private final SlotChoices target;
    private final String defaultProvider;
    private final List<KernelProvider> providers;
    private List<Difference> diffs = List.of();
    private final int budget;
    private final ExecutorService pool;
    private final IntConsumer progress;
    private final Map<BitSet, Rerun> cache = new HashMap<>();
    private final List<Rerun> all = new ArrayList<>();
    private final List<BitSet> allSets = new ArrayList<>();
    private boolean exhausted;

    Reruns(ScenarioRunner runner, Scene scene, Divergence div, SlotChoices base, SlotChoices target,
           String defaultProvider, List<KernelProvider> providers, int budget, int threads, IntConsumer progress) {
        this.runner = runner;
        this.scene = scene;
        this.div = div;
        this.base = base;
        this.target = target;
        this.defaultProvider = defaultProvider;
        this.providers = List.copyOf(providers);
        this.budget = budget;
        this.pool = Executors.newFixedThreadPool(Math.max(1, threads), r -> {
            Thread t = new Thread(r, "ab-rerun");
            t.setDaemon(true);
            return t;
        });
        this.progress = progress;
    }

    /** Sets the differences that sets index (after any rebase of base and target); clears no rerun made so far. */
    void differences(List<Difference> list) {
        if (!cache.isEmpty()) {
            throw new IllegalStateException("the differences are set once, before any set is rerun");
        }
        diffs = List.copyOf(list);
    }

    /**
     * The reruns of sets (indices into the differences), in order: cached ones as they were, new ones run in
     * parallel. When the budget cannot take every new one, none runs and the answer is null.
     */
    @Override
    public List<Rerun> of(List<BitSet> sets, String purpose) {
        List<BitSet> fresh = new ArrayList<>();
        for (BitSet s : sets) {
            if (!cache.containsKey(s) && !fresh.contains(s)) {
                fresh.add(s);
            }
        }
        if (all.size() + fresh.size() > budget) {
            exhausted = true;
            return null;
        }
        List<SlotChoices> choices = new ArrayList<>();
        for (BitSet s : fresh) {
            SlotChoices c = base.copy();
            for (int k = s.nextSetBit(0); k >= 0; k = s.nextSetBit(k + 1)) {
                diffs.get(k).applyTo(c, target);
            }
            choices.add(c);
        }
        List<Rerun> made = runAll(choices, fresh, purpose);
        for (int k = 0; k < fresh.size(); k++) {
            cache.put(fresh.get(k), made.get(k));
        }
        List<Rerun> out = new ArrayList<>();
        for (BitSet s : sets) {
            out.add(cache.get(s));
        }
        return out;
    }

    /** One rerun of explicit choices (a rebase check), not cached; null when over budget. */
    Rerun of(SlotChoices choices, String purpose) {
        if (all.size() + 1 > budget) {
            exhausted = true;
            return null;
        }
        return runAll(List.of(choices), List.of(new BitSet()), purpose).get(0);
    }

    /**
     * Of the sets rerun so far within the set inside (rebases aside), the smallest that explains body i (the earliest
     * of that size), or null.
     */
    @Override
    public BitSet smallestExplaining(int i, BitSet inside) {
        BitSet best = null;
        for (int k = 0; k < all.size(); k++) {
            Rerun r = all.get(k);
            BitSet s = allSets.get(k);
            if (r.purpose().startsWith("rebase") || !r.explains(i)) {
                continue;
            }
            BitSet outside = (BitSet) s.clone();
            outside.andNot(inside);
            if (outside.isEmpty() && (best == null || s.cardinality() < best.cardinality())) {
                best = s;
            }
        }
        return best == null ? null : (BitSet) best.clone();
    }

    private List<Rerun> runAll(List<SlotChoices> choices, List<BitSet> sets, String purpose) {
        List<Future<Rerun>> fs = new ArrayList<>();
        int first = all.size();
        for (int k = 0; k < choices.size(); k++) {
            SlotChoices c = choices.get(k);
            List<Difference> applied = new ArrayList<>();
            BitSet s = sets.get(k);
            for (int d = s.nextSetBit(0); d >= 0; d = s.nextSetBit(d + 1)) {
                applied.add(diffs.get(d));
            }
            int index = first + k;
            fs.add(pool.submit(() -> rerun(index, purpose, applied, c)));
        }
        List<Rerun> out = new ArrayList<>();
        for (Future<Rerun> f : fs) {
            try {
                out.add(f.get());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted while rerunning", e);
            } catch (ExecutionException e) {
                if (e.getCause() instanceof RuntimeException r) {
                    throw r;
                }
                throw new IllegalStateException(e.getCause());
            }
            all.add(out.get(out.size() - 1));
            allSets.add(sets.get(out.size() - 1));
            if (progress != null) {
                progress.accept(all.size());
            }
        }
        return out;
    }

    private Rerun rerun(int index, String purpose, List<Difference> applied, SlotChoices c) {
        int n = div.bodies();
        boolean[] none = new boolean[n];
        Profile p;
        try {
            p = c.toProfile(defaultProvider, providers);
            if (!SlotChoices.of(runner.table(scene, p)).equals(c)) {
                return new Rerun(index, purpose, applied, null, 0, none, none, none,
                        "no profile selects exactly these choices (a slot left empty in one run)");
            }
        } catch (SelectionException | InputException e) {
            return new Rerun(index, purpose, applied, null, 0, none, none, none, e.getMessage());
        }
        RerunCheck check = new RerunCheck(div, purpose.equals("rebase A") ? RerunCheck.Target.A_FOR_ALL
                : purpose.equals("rebase B") ? RerunCheck.Target.B_FOR_ALL : RerunCheck.Target.B_FOR_PARTED);
        SceneStepper stepper = runner.stepper(scene, p, List.of(check));
        while (stepper.frame() < scene.frames() && !check.hopeless()) {
            stepper.step();
        }
        RunSummary s = stepper.finish("rerun " + index);
        return new Rerun(index, purpose, applied, s.frames() == scene.frames() ? s.hashHex() : null, check.frames(),
                check.sameAsB(), check.sameAsA(), check.partsAsB(), null);
    }

    /** Every rerun so far, in order. */
    List<Rerun> all() {
        return List.copyOf(all);
    }

    /** True when a batch was refused for the budget. */
    boolean exhausted() {
        return exhausted;
    }

    @Override
    public int budget() {
        return budget;
    }

    @Override
    public void close() {
        pool.shutdownNow();
    }
}
