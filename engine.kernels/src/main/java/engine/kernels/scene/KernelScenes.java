package engine.kernels.scene;

import engine.api.kernel.KernelTable;
import engine.api.oracle.SpecFunction;
import engine.api.quirk.QuirkLog;
import engine.api.scene.Scene;
import engine.api.scene.Scene3D;
import engine.api.scene.SceneRun;
import engine.api.scene.SceneService;
import engine.kernels.oracle.session.SessionWorld;
import java.util.List;
import org.osgi.service.component.annotations.Component;

/** Runs 3D scenes on the kernel library's world and frame loop (an OSGi service; a plain class without OSGi). */
@Component(service = SceneService.class, property = "engine.scene.kind=3d")
public final class KernelScenes implements SceneService {

    /** A service (also used without OSGi). */
    public KernelScenes() {
    }

    @Override
    public boolean runs(Scene scene) {
        return scene instanceof Scene3D;
    }

    @Override
    public SceneRun open(Scene scene, KernelTable table, QuirkLog log) {
        if (!(scene instanceof Scene3D s)) {
            throw new IllegalArgumentException("scene " + scene.name() + " is not a 3D scene");
        }
        return new Scene3DRun(s, table, log);
    }

    @Override
    public List<SpecFunction> sessionFunctions() {
        return SessionWorld.describe();
    }
}
