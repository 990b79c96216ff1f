package engine.launcher.scenario;

import engine.api.kernel.KernelProvider;
import engine.api.scene.SceneService;
import engine.faithful.provider.FaithfulProvider;
import engine.fixed.provider.FixedProvider;
import engine.foothold2d.provider.FootholdProvider;
import engine.foothold2d.scene.FootholdScenes;
import engine.kernels.scene.KernelScenes;
import java.util.List;

/** The engine's providers and scene services as plain objects (the classes the bundles register), for tests. */
public final class PlainEngine implements SceneEngine {
    private final List<KernelProvider> providers = List.of(new FaithfulProvider(), new FixedProvider(),
            new FootholdProvider());
    private final List<SceneService> scenes = List.of(new KernelScenes(), new FootholdScenes());

    @Override
    public List<KernelProvider> providers() {
        return providers;
    }

    @Override
    public List<SceneService> sceneServices() {
        return scenes;
    }
}
