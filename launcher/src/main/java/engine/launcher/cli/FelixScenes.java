package engine.launcher.cli;

import engine.api.kernel.KernelProvider;
import engine.api.scene.SceneService;
import engine.launcher.host.FrameworkHost;
import engine.launcher.scenario.SceneEngine;
import java.util.List;

/** The scene engine of a running Felix host: its providers and scene services. */
final class FelixScenes implements SceneEngine {
    private final FrameworkHost host;

    FelixScenes(FrameworkHost host) {
        this.host = host;
    }

    @Override
    public List<KernelProvider> providers() {
        return host.kernelProviders();
    }

    @Override
    public List<SceneService> sceneServices() {
        return host.services(SceneService.class);
    }
}
