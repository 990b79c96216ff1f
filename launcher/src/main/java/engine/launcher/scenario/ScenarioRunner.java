package engine.launcher.scenario;

import engine.api.kernel.Correction;
import engine.api.kernel.KernelProvider;
import engine.api.kernel.KernelTable;
import engine.api.kernel.SelectionException;
import engine.api.kernel.Slot;
import engine.api.quirk.Quirk;
import engine.api.scene.Scene;
import engine.api.scene.Scene2D;
import engine.api.scene.SceneRun;
import engine.api.scene.SceneService;
import engine.api.selection.KernelSelection;
import engine.api.selection.Profile;
import engine.api.slots.Slots;
import engine.ps2float.Ps2FloatModels;
import engine.launcher.exit.InputException;
import java.util.List;
import java.util.function.IntConsumer;

/** Resolves a profile for a scene, builds its world through the engine's scene service and records every frame. */
public final class ScenarioRunner {
    private final SceneEngine engine;

    /** A runner over engine's providers and scene services. */
    public ScenarioRunner(SceneEngine engine) {
        this.engine = engine;
    }

    /** The installed providers, sorted by id. */
    public List<KernelProvider> providers() {
        return engine.providers();
    }

    /** A new table for one world of scene under profile p. */
    public KernelTable table(Scene scene, Profile p) {
        List<Slot<?>> required = scene instanceof Scene2D ? List.of(Slots.MOVEMENT_2D) : List.of();
        return KernelSelection.resolve(Ps2FloatModels::byName, p, engine.providers(), required);
    }

    /**
     * p with q's correction flipped: switched off everywhere when p has it on in some slot, else switched on in
     * every slot whose provider under p declares it, or moved to the installed provider that declares it.
     *
     * @throws InputException when no installed provider corrects q
     */
    public Profile toggle(Scene scene, Profile p, Quirk q) {
        KernelTable t = table(scene, p);
        for (Slot<?> s : Slots.all()) {
            if (t.providerId(s) != null && t.config(s).corrections().contains(q)) {
                return p.withoutCorrection(q);
            }
        }
        Profile out = p;
        boolean found = false;
        for (KernelProvider k : engine.providers()) {
            for (Correction c : k.corrections()) {
                if (c.quirk() != q) {
                    continue;
                }
                found = true;
                String slot = c.slot().id();
                String now = t.providerId(c.slot());
                if (!k.id().equals(now)) {
                    out = out.with(slot, k.id());
                    for (Quirk other : KernelSelection.declared(k, c.slot())) {
                        if (other != q) {
                            out = out.withCorrection(slot, other, false);
                        }
                    }
                }
                out = out.withCorrection(slot, q, true);
            }
            if (found) {
                return out;
            }
        }
        throw new InputException("--toggle " + q.id() + ": no installed provider corrects it (see the quirks command)");
    }

    /** A new world for scene under p reporting to log, nothing stepped (an oracle session's). */
    public SceneRun open(Scene scene, Profile p, engine.api.quirk.QuirkLog log) {
        KernelTable table = table(scene, p);
        try {
            return service(scene).open(scene, table, log);
        } catch (IllegalArgumentException e) {
            throw new InputException(scene.name() + ": " + e.getMessage(), e);
        }
    }

    /**
     * Opens a world for scene under p whose frames go to observers, nothing stepped yet.
     *
     * @throws InputException when the scene cannot be built (a pool full, a map that does not load)
     */
    public SceneStepper stepper(Scene scene, Profile p, List<FrameObserver> observers) {
        KernelTable table = table(scene, p);
        QuirkTimeline quirks = new QuirkTimeline();
        SceneRun run;
        try {
            run = service(scene).open(scene, table, quirks);
        } catch (IllegalArgumentException e) {
            throw new InputException(scene.name() + ": " + e.getMessage(), e);
        }
        quirks.attach(run);
        return new SceneStepper(scene, run, quirks, observers);
    }

    /**
     * Runs scene under p for its frames, each frame to observers, telling progress the frames done (may be null);
     * keeps no frame.
     */
    public RunSummary run(Scene scene, Profile p, String profileName, IntConsumer progress,
                          FrameObserver... observers) {
        SceneStepper s = stepper(scene, p, List.of(observers));
        for (int f = 0; f < scene.frames(); f++) {
            s.step();
            if (progress != null) {
                progress.accept(f + 1);
            }
        }
        return s.finish(profileName);
    }

    private SceneService service(Scene scene) {
        for (SceneService s : engine.sceneServices()) {
            if (s.runs(scene)) {
                return s;
            }
        }
        throw new SelectionException("no installed scene service runs " + (scene instanceof Scene2D ? "2D" : "3D")
                + " scenes (is engine.kernels or engine.foothold2d installed?)");
    }
}
