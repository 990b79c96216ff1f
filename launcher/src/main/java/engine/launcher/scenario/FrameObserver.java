package engine.launcher.scenario;

import engine.api.scene.Scene;
import engine.api.scene.SceneRun;

/**
 * What watches a run frame by frame (an output writer, a sampler for reports, the A/B digests), so a run keeps no
 * frames itself and its memory stays flat in the frame count. Called on the run's thread.
 */
public interface FrameObserver {

    /** Before frame 0, with the world just opened. */
    default void start(Scene scene, SceneRun run) {
    }

    /**
     * After frame f (0-based) was stepped. states holds every body's {@link SceneRun#STATE} values in body order and
     * is reused for the next frame; quirks holds this frame's firings.
     */
    void frame(int f, SceneRun run, double[] states, QuirkTimeline quirks);

    /** After the last frame. */
    default void end() {
    }
}
