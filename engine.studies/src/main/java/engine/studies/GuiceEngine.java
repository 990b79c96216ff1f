package engine.studies;

import com.google.inject.Guice;
import com.google.inject.Injector;
import com.google.inject.Key;
import com.google.inject.TypeLiteral;
import engine.api.kernel.KernelProvider;
import engine.api.scene.SceneService;
import engine.embed.EngineModule;
import engine.launcher.scenario.SceneEngine;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Set;

/**
 * The engine on a plain classpath: the providers and scene services engine.embed's Guice module binds (the classes
 * the bundles register in Felix, which give Felix's bits: GuiceAndFelixSceneHashIT) and any plugin's
 * ({@link PluginJars}), providers sorted by id.
 */
final class GuiceEngine implements SceneEngine {
    private final List<KernelProvider> providers;
    private final List<SceneService> scenes;

    /** The built-in providers only. */
    GuiceEngine() {
        this(List.of());
    }

    /** The built-in providers and extra ones (a plugin's); an id given twice is an input error. */
    GuiceEngine(List<KernelProvider> extra) {
        Injector injector = Guice.createInjector(new EngineModule(), binder -> {
            var set = EngineModule.providers(binder);
            extra.forEach(k -> set.addBinding().toInstance(k));
        });
        List<KernelProvider> p = new ArrayList<>(injector.getInstance(
                Key.get(new TypeLiteral<Set<KernelProvider>>() { })));
        p.sort(Comparator.comparing(KernelProvider::id));
        for (int i = 1; i < p.size(); i++) {
            if (p.get(i).id().equals(p.get(i - 1).id())) {
                throw new engine.launcher.exit.InputException("two providers have the id " + p.get(i).id());
            }
        }
        List<SceneService> s = new ArrayList<>(injector.getInstance(
                Key.get(new TypeLiteral<Set<SceneService>>() { })));
        s.sort(Comparator.comparing(x -> x.getClass().getName()));
        this.providers = List.copyOf(p);
        this.scenes = List.copyOf(s);
    }

    @Override
    public List<KernelProvider> providers() {
        return providers;
    }

    @Override
    public List<SceneService> sceneServices() {
        return scenes;
    }
}
