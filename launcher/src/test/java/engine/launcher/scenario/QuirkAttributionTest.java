package engine.launcher.scenario;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.api.quirk.Quirk;
import engine.api.scene.Scene;
import engine.api.scene.SceneRun;
import engine.api.selection.Profile;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The quirks a frame fired, attributed to the body whose pass ran ({@link SceneRun#stepping}) or to the world: every
 * firing is one or the other, and corner-slide's flipped edge fires in the passes of the bodies it is proven for.
 */
class QuirkAttributionTest {
    private static final ScenarioRunner RUNNER = new ScenarioRunner(new PlainEngine());

    @Test
    void everyFiringIsABodysOrTheWorldsAndTheFlippedEdgeIsTheSlidersOwn() {
        Scene scene = ScenarioReader.read(ScenarioSource.of("corner-slide"));
        List<String> flipped = new ArrayList<>();
        int[] attributed = new int[1];
        RUNNER.run(scene, Profile.of("faithful"), "faithful", null, (f, run, states, t) -> {
            assertEquals(-1, run.stepping(), "no body's pass runs between frames");
            for (Quirk q : Quirk.values()) {
                int bodies = 0;
                for (int i = 0; i < scene.bodyCount(); i++) {
                    if (t.firedBy(i, q)) {
                        bodies++;
                        if (q == Quirk.CORNER_SLIDE_FLIPPED_EDGE) {
                            flipped.add(scene.bodyName(i));
                        }
                    }
                }
                attributed[0] += bodies;
                if (t.inFrame(q) == 0) {
                    assertEquals(0, bodies, q + " did not fire in frame " + f);
                    assertEquals(0, t.inFrameOutside(q));
                } else {
                    assertTrue(bodies > 0 || t.inFrameOutside(q) > 0, q + " in frame " + f + ": a body's or the world's");
                    assertTrue(bodies <= t.inFrame(q), "no more bodies than firings");
                }
            }
        });
        assertTrue(attributed[0] > 0, "firings attributed to bodies");
        assertTrue(flipped.contains("sw1"), "the flipped edge fires in sw1's pass: " + flipped);
        assertFalse(flipped.isEmpty());
    }
}
