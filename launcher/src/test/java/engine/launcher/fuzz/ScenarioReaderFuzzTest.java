package engine.launcher.fuzz;

import com.code_intelligence.jazzer.junit.FuzzTest;
import engine.api.scene.Scene;
import engine.api.scene.Scene2D;
import engine.api.scene.Scene3D;
import engine.api.selection.Profile;
import engine.launcher.exit.InputException;
import engine.launcher.scenario.PlainEngine;
import engine.launcher.scenario.RunSummary;
import engine.launcher.scenario.ScenarioReader;
import engine.launcher.scenario.ScenarioRunner;
import engine.launcher.scenario.ScenarioSource;

/**
 * Fuzz target for the scenario reader (docs/bad-input.md), with the conventions of {@link LauncherInputFuzzTest}:
 * every build runs the seed corpus (src/test/resources/engine/launcher/fuzz/ScenarioReaderFuzzTestInputs) as a
 * regression test; {@code JAZZER_FUZZ=1 -Dtest=ScenarioReaderFuzzTest} fuzzes it. Any text gives a scene or an
 * InputException naming the source; a scene that reads is built and stepped for two frames, which may refuse it only
 * with an InputException (a pool that is full).
 */
class ScenarioReaderFuzzTest {
    private static final ScenarioRunner RUNNER = new ScenarioRunner(new PlainEngine());

    @FuzzTest(maxDuration = "10m")
    void scenario(String text) {
        if (text == null) {
            return; // Jazzer's first input for a String parameter
        }
        Scene scene;
        try {
            scene = ScenarioReader.parse(text, ScenarioSource.inline("fuzz.json"));
        } catch (InputException e) {
            if (!e.getMessage().startsWith("fuzz.json")) {
                throw new AssertionError("an error that does not name the file: " + e.getMessage(), e);
            }
            return;
        }
        Scene short2 = scene instanceof Scene3D s ? s.withFrames(2) : ((Scene2D) scene).withFrames(2);
        try {
            RunSummary r = RUNNER.run(short2, Profile.of("fixed"), "fixed", null);
            if (r.frames() != 2) {
                throw new AssertionError("stepped " + r.frames() + " frames");
            }
        } catch (InputException e) {
            // a body its pool cannot hold: the documented refusal
        }
    }
}
