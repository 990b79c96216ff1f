package engine.launcher.scenario;

import engine.api.kernel.KernelProvider;
import engine.api.scene.SceneService;
import java.util.List;

/** What runs scenes: the installed kernel providers and scene services (from Felix, or bound by Guice). */
public interface SceneEngine {

    /** The installed providers, sorted by id. */
    List<KernelProvider> providers();

    /** The installed scene services. */
    List<SceneService> sceneServices();
}
