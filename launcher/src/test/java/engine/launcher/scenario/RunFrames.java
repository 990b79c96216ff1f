package engine.launcher.scenario;

import engine.api.scene.Scene;
import engine.api.scene.Scene2D;
import engine.api.scene.Scene3D;

/** Shortens a scene for a quick test. */
final class RunFrames {
    private RunFrames() {
    }

    static Scene first(Scene s, int n) {
        return s instanceof Scene3D t ? t.withFrames(n) : ((Scene2D) s).withFrames(n);
    }
}
