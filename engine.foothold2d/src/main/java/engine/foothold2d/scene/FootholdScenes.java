package engine.foothold2d.scene;

import engine.api.kernel.KernelTable;
import engine.api.quirk.QuirkLog;
import engine.api.scene.Scene;
import engine.api.scene.Scene2D;
import engine.api.scene.SceneRun;
import engine.api.scene.SceneService;
import org.osgi.service.component.annotations.Component;

/** Runs 2D scenes on the foothold world (an OSGi service; a plain class without OSGi). */
@Component(service = SceneService.class, property = "engine.scene.kind=2d")
public final class FootholdScenes implements SceneService {

    /** A service (also used without OSGi). */
    public FootholdScenes() {
    }

    @Override
    public boolean runs(Scene scene) {
        return scene instanceof Scene2D;
    }

    @Override
    public SceneRun open(Scene scene, KernelTable table, QuirkLog log) {
        if (!(scene instanceof Scene2D s)) {
            throw new IllegalArgumentException("scene " + scene.name() + " is not a 2D scene");
        }
        return new Scene2DRun(s, table, log);
    }
}
