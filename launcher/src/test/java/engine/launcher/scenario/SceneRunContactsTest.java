package engine.launcher.scenario;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.api.quirk.QuirkLog;
import engine.api.scene.Scene;
import engine.api.scene.SceneRun;
import engine.api.selection.Profile;
import org.junit.jupiter.api.Test;

/** {@link SceneRun#contacts} of the 3D run: each frame's contacts, counted like detail's count, bounded like asked. */
class SceneRunContactsTest {
    private static final ScenarioRunner RUNNER = new ScenarioRunner(new PlainEngine());

    @Test
    void aCrateRestingOnTheFloorReportsAnUpwardNormalAndTheCountsMatchDetail() {
        Scene scene = ScenarioReader.read(ScenarioSource.of("ramp-drop"));
        SceneRun run = RUNNER.open(scene, Profile.of("faithful"), QuirkLog.NONE);
        int crate5 = index(scene, "crate5");
        double[] before = new double[scene.bodyCount()];
        float[] out = new float[8 * SceneRun.CONTACT];
        int seen = 0;
        for (int f = 0; f <= 120; f++) {
            run.step();
            for (int i = 0; i < scene.bodyCount(); i++) {
                double all = run.detail(i)[1];
                int n = run.contacts(i, out, 0);
                assertEquals(all - before[i], n, "frame " + f + " body " + i + ": the contacts detail counted");
                before[i] = all;
                seen += n;
            }
        }
        assertTrue(seen > 0, "bodies touched the level");
        assertEquals(1, run.contacts(crate5, out, 0), "crate5 at frame 120 rests on the floor");
        assertEquals(0f, out[3]);
        assertEquals(0f, out[4]);
        assertEquals(1f, out[5], "the normal points up, out of the floor");
        double[] st = new double[SceneRun.STATE];
        run.state(crate5, st, 0);
        assertEquals(st[2], out[2], 0.05, "the point is the crate's shape position, on the floor");
    }

    @Test
    void writesNoMoreThanFitsAndStillCountsAll() {
        Scene scene = ScenarioReader.read(ScenarioSource.of("ramp-drop"));
        SceneRun run = RUNNER.open(scene, Profile.of("faithful"), QuirkLog.NONE);
        for (int f = 0; f <= 120; f++) {
            run.step();
        }
        int crate5 = index(scene, "crate5");
        float[] out = {7f, 7f, 7f};
        assertEquals(1, run.contacts(crate5, out, 0), "counted though nothing fits");
        assertEquals(7f, out[0], "nothing written into a short array");
    }

    private static int index(Scene scene, String name) {
        for (int i = 0; i < scene.bodyCount(); i++) {
            if (scene.bodyName(i).equals(name)) {
                return i;
            }
        }
        throw new AssertionError(name);
    }
}
