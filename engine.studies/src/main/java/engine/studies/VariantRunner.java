package engine.studies;

import engine.api.kernel.SelectionException;
import engine.api.quirk.Quirk;
import engine.api.scene.Scene;
import engine.api.selection.Profile;
import engine.launcher.ab.AbAnalysis;
import engine.launcher.ab.AbRunner;
import engine.launcher.ab.BodyCauses;
import engine.launcher.ab.Difference;
import engine.launcher.exit.InputException;
import engine.launcher.scenario.Profiles;
import engine.launcher.scenario.ScenarioReader;
import engine.launcher.scenario.ScenarioRunner;
import java.util.ArrayList;
import java.util.List;

/**
 * Runs one unit of a study (a variant under one comparison) as the launcher's `ab` does: a proven A/B
 * ({@link AbRunner}), its reruns on one thread (the study runs units in parallel instead), on the Guice engine.
 */
final class VariantRunner {
    private final ScenarioRunner runner;

    /** A runner on the built-in providers and the plugins of study s. */
    VariantRunner(Study s) {
        runner = new ScenarioRunner(new GuiceEngine(PluginJars.load(s.pluginPaths())));
    }

    /** The proven A/B of variant v under comparison c of study s. */
    AbAnalysis analyse(Study s, Variants.Variant v, Study.Comparison c) {
        Scene scene = ScenarioReader.parse(v.scenario(), s.source());
        Profile pa = Profiles.named(c.a());
        Profile pb = c.toggle() == null ? Profiles.named(c.b()) : runner.toggle(scene, pa, Quirk.byId(c.toggle()));
        String nameB = c.toggle() == null ? c.b() : c.a() + " with " + c.toggle() + " flipped";
        return new AbRunner(runner).run(scene, pa, c.a(), pb, nameB,
                new AbRunner.Options(s.budget(), 1, List.of(), List.of(), null, null));
    }

    /** Unit u of study s as a row; an input error (a variant the engine cannot build) becomes the row's error. */
    VariantRow run(Study s, long u) {
        int n = s.comparisons().size();
        int k = (int) (u / n);
        int ci = (int) (u % n);
        Variants.Variant v = Variants.of(s, k);
        AbAnalysis an;
        try {
            an = analyse(s, v, s.comparisons().get(ci));
        } catch (InputException | SelectionException e) {
            String why = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
            return new VariantRow(u, k, ci, v.seed(), v.settings(), why, "", "", 0, 0, false, 0, List.of(),
                    List.of());
        }
        List<VariantRow.Body> parted = new ArrayList<>();
        for (BodyCauses b : an.bodies()) {
            if (b.parted()) {
                parted.add(new VariantRow.Body(b.name(), b.firstFrame(), b.maxDeviation(),
                        b.causes().stream().map(Difference::id).toList()));
            }
        }
        return new VariantRow(u, k, ci, v.seed(), v.settings(), null, an.divergence().a().hashHex(),
                an.divergence().b().hashHex(), an.divergence().bodies(), an.unexplained(), an.exhausted(),
                an.reruns().size(), parted, an.provenCauses().stream().map(Difference::id).toList());
    }
}
