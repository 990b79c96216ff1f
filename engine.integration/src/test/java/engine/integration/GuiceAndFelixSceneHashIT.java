package engine.integration;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.inject.Guice;
import com.google.inject.Injector;
import com.google.inject.Key;
import com.google.inject.TypeLiteral;
import engine.api.kernel.KernelProvider;
import engine.api.scene.Scene;
import engine.api.scene.Scene2D;
import engine.api.scene.Scene3D;
import engine.api.scene.SceneService;
import engine.api.selection.Profile;
import engine.embed.EngineModule;
import engine.launcher.host.FrameworkHost;
import engine.launcher.scenario.ScenarioReader;
import engine.launcher.scenario.ScenarioRunner;
import engine.launcher.scenario.ScenarioSource;
import engine.launcher.scenario.SceneEngine;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Embedding without OSGi: a scenario run through the Guice composition (engine.embed's EngineModule) gives the same
 * scene hash as through the launcher's Felix host with the embedded bundles. (An IT: a Felix framework in the JVM
 * of the launcher's unit tests would meet the classes Jazzer instrumented there.)
 */
class GuiceAndFelixSceneHashIT {

    @ParameterizedTest(name = "{0} under {1}")
    @CsvSource({"crowd-street, faithful", "crowd-street, fixed", "town-crowd, fixed"})
    void theGuicePathGivesTheFelixPathsSceneHash(String name, String profile) {
        Scene read = ScenarioReader.read(ScenarioSource.of(name));
        Scene scene = read instanceof Scene3D s ? s.withFrames(120) : ((Scene2D) read).withFrames(120);
        Injector injector = Guice.createInjector(new EngineModule());
        List<KernelProvider> providers = new ArrayList<>(injector.getInstance(
                Key.get(new TypeLiteral<Set<KernelProvider>>() { })));
        providers.sort(Comparator.comparing(KernelProvider::id));
        List<SceneService> scenes = new ArrayList<>(injector.getInstance(
                Key.get(new TypeLiteral<Set<SceneService>>() { })));
        SceneEngine guice = new SceneEngine() {
            @Override
            public List<KernelProvider> providers() {
                return providers;
            }

            @Override
            public List<SceneService> sceneServices() {
                return scenes;
            }
        };
        String viaGuice = new ScenarioRunner(guice).run(scene, Profile.of(profile), profile, null).hashHex();
        String viaFelix;
        try (FrameworkHost fw = FrameworkHost.start(List.of())) {
            SceneEngine felix = new SceneEngine() {
                @Override
                public List<KernelProvider> providers() {
                    return fw.kernelProviders();
                }

                @Override
                public List<SceneService> sceneServices() {
                    return fw.services(SceneService.class);
                }
            };
            viaFelix = new ScenarioRunner(felix).run(scene, Profile.of(profile), profile, null).hashHex();
        }
        assertEquals(viaFelix, viaGuice);
    }
}
