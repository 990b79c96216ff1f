package engine.integration;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.api.kernel.KernelProvider;
import engine.api.quirk.QuirkLog;
import engine.api.scene.Scene;
import engine.api.scene.SceneHash;
import engine.api.scene.SceneRun;
import engine.api.scene.SceneService;
import engine.api.selection.Profile;
import engine.launcher.ab.AbAnalysis;
import engine.launcher.ab.AbRunner;
import engine.launcher.ab.BodyCauses;
import engine.launcher.ab.Difference;
import engine.launcher.host.FrameworkHost;
import engine.launcher.scenario.ScenarioReader;
import engine.launcher.scenario.ScenarioRunner;
import engine.launcher.scenario.ScenarioSource;
import engine.launcher.scenario.SceneEngine;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The example plugin (examples/example.spheresweep, provider "analytic") installed into a running framework: worlds
 * built before it keep the kernels their tables resolved (a plugin never changes a world already built), and a world
 * whose profile selects it for sweep.sphere.sphere steps differently on the billiards scenario.
 */
class ExamplePluginIT {
    private static final Profile ANALYTIC = Profile.DEFAULT.with("sweep.sphere.sphere", "analytic");

    private static Path examplePlugin() {
        Path p = Path.of(System.getProperty("example.jar", "target/plugins/example.spheresweep.jar"));
        assertTrue(Files.isRegularFile(p), p + " (built by the reactor, copied before the integration tests)");
        return p;
    }

    private static SceneEngine engine(FrameworkHost fw) {
        return new SceneEngine() {
            @Override
            public List<KernelProvider> providers() {
                return fw.kernelProviders();
            }

            @Override
            public List<SceneService> sceneServices() {
                return fw.services(SceneService.class);
            }
        };
    }

    private static long stepAll(SceneRun run, int frames, long h) {
        for (int f = 0; f < frames; f++) {
            run.step();
            h = run.hash(h);
        }
        return h;
    }

    @Test
    void aPluginInstalledWhileWorldsExistNeverChangesAWorldAlreadyBuilt() {
        Scene scene = ScenarioReader.read(ScenarioSource.of("billiards"));
        int half = scene.frames() / 2;
        String uninterrupted;
        try (FrameworkHost fw = FrameworkHost.start(List.of())) {
            uninterrupted = new ScenarioRunner(engine(fw)).run(scene, Profile.DEFAULT, "faithful", null).hashHex();
        }
        try (FrameworkHost fw = FrameworkHost.start(List.of())) {
            ScenarioRunner runner = new ScenarioRunner(engine(fw));
            SceneRun before = runner.open(scene, Profile.DEFAULT, QuirkLog.NONE);
            long h = stepAll(before, half, SceneHash.START);

            fw.installPlugin(examplePlugin());
            assertTrue(fw.kernelProviders().stream().anyMatch(p -> p.id().equals("analytic")));

            h = stepAll(before, scene.frames() - half, h);
            assertEquals(uninterrupted, SceneHash.hex(h), "the world built before the install stepped on unchanged");
            assertEquals(uninterrupted, runner.run(scene, Profile.DEFAULT, "faithful", null).hashHex(),
                    "a new world under a profile that does not name the plugin");
            String withPlugin = runner.run(scene, ANALYTIC, "analytic", null).hashHex();
            assertNotEquals(uninterrupted, withPlugin, "the plugin's sweep changes the billiards");
        }
    }

    /** A/B you can trust: when only a plugin's slot differs, every parted body's proven cause is that slot. */
    @Test
    void aPluginOnlyAbNamesThePluginsSlotForEveryPartedBody() {
        Scene scene = ScenarioReader.read(ScenarioSource.of("billiards"));
        try (FrameworkHost fw = FrameworkHost.start(List.of(examplePlugin()))) {
            AbAnalysis an = new AbRunner(new ScenarioRunner(engine(fw))).run(scene, Profile.DEFAULT, "faithful",
                    ANALYTIC, "analytic", AbRunner.Options.defaults());
            assertTrue(an.divergence().parted() > 0, "the analytic sweep parts some balls");
            assertEquals(List.of("slot:sweep.sphere.sphere"), an.differences().stream().map(Difference::id).toList());
            for (BodyCauses b : an.bodies()) {
                if (b.parted()) {
                    assertTrue(b.explained(), b.name() + ": " + b.why());
                    assertEquals("slot:sweep.sphere.sphere", b.label(), b.name());
                }
            }
            assertTrue(an.differences().get(0).describe().contains("provider faithful vs analytic"));
        }
    }
}
