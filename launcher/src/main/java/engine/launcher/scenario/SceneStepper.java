package engine.launcher.scenario;

import engine.api.scene.Scene;
import engine.api.scene.SceneHash;
import engine.api.scene.SceneRun;
import java.util.List;

/**
 * One opened world stepped a frame at a time: after each frame it reads every body's state, folds the scene hash and
 * tells its observers. Runs are stepped by {@link ScenarioRunner#run} or, two at once, by an A/B in lockstep.
 */
public final class SceneStepper {
    private final Scene scene;
    private final SceneRun run;
    private final QuirkTimeline quirks;
    private final List<FrameObserver> observers;
    private final double[] states;
    private long hash = SceneHash.START;
    private int frame;
    private long nanos;

    SceneStepper(Scene scene, SceneRun run, QuirkTimeline quirks, List<FrameObserver> observers) {
        this.scene = scene;
        this.run = run;
        this.quirks = quirks;
        this.observers = List.copyOf(observers);
        this.states = new double[scene.bodyCount() * SceneRun.STATE];
        for (FrameObserver o : this.observers) {
            o.start(scene, run);
        }
    }

    /** Steps one frame, then tells the observers. */
    public void step() {
        long t0 = System.nanoTime();
        quirks.frame(frame);
        run.step();
        int bodies = scene.bodyCount();
        for (int i = 0; i < bodies; i++) {
            run.state(i, states, i * SceneRun.STATE);
        }
        hash = run.hash(hash);
        nanos += System.nanoTime() - t0;
        for (int k = 0; k < observers.size(); k++) {
            observers.get(k).frame(frame, run, states, quirks);
        }
        frame++;
    }

    /** Frames stepped so far. */
    public int frame() {
        return frame;
    }

    /** Every body's state after the last frame stepped (read only; reused by the next frame). */
    public double[] states() {
        return states;
    }

    /** The quirk log of this world. */
    public QuirkTimeline quirks() {
        return quirks;
    }

    /** Ends the run: tells the observers and returns its summary under profileName. */
    public RunSummary finish(String profileName) {
        for (FrameObserver o : observers) {
            o.end();
        }
        return new RunSummary(scene, profileName, frame, states, hash, quirks, nanos);
    }
}
