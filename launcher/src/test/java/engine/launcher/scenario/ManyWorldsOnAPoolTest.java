package engine.launcher.scenario;

import static org.junit.jupiter.api.Assertions.assertEquals;

import engine.api.scene.Scene;
import engine.api.selection.Profile;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

/**
 * Issue 23 item 5, a server's tick: every pinned 3D scenario under faithful and fixed, twice over, opened on one
 * thread and stepped frame after frame on a pool (each world's frame a task, a frame's tasks all done before the
 * next), so worlds move between threads and copies of one scene step at once. Every world ends on its pinned scene
 * hash with 1, 2 and 8 threads: no state is shared between worlds.
 */
class ManyWorldsOnAPoolTest {
    /** Copies of each scenario/profile opened side by side. */
    private static final int COPIES = 2;

    /** Every world's final hash, by "scenario/profile#copy", stepped frame by frame on threads threads. */
    private static Map<String, String> hashes(int threads) throws Exception {
        ScenarioRunner runner = new ScenarioRunner(new PlainEngine());
        Map<String, SceneStepper> worlds = new LinkedHashMap<>();
        Map<String, Integer> frames = new LinkedHashMap<>();
        for (String key : PinnedSceneHashesTest.PINNED.keySet()) {
            String[] p = key.split("/");
            Scene scene = ScenarioReader.read(ScenarioSource.of(p[0]));
            for (int c = 0; c < COPIES; c++) {
                worlds.put(key + "#" + c, runner.stepper(scene, Profile.of(p[1]), List.of()));
                frames.put(key + "#" + c, scene.frames());
            }
        }
        int most = frames.values().stream().mapToInt(Integer::intValue).max().orElse(0);
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            for (int f = 0; f < most; f++) {
                List<Callable<Object>> tasks = new ArrayList<>();
                for (Map.Entry<String, SceneStepper> w : worlds.entrySet()) {
                    if (f < frames.get(w.getKey())) {
                        tasks.add(() -> {
                            w.getValue().step();
                            return null;
                        });
                    }
                }
                for (Future<Object> done : pool.invokeAll(tasks)) {
                    done.get();
                }
            }
        } finally {
            pool.shutdownNow();
        }
        Map<String, String> out = new LinkedHashMap<>();
        for (Map.Entry<String, SceneStepper> w : worlds.entrySet()) {
            out.put(w.getKey(), w.getValue().finish(w.getKey()).hashHex());
        }
        return out;
    }

    /** The pinned hashes, each COPIES times under its copy's key. */
    private static Map<String, String> pinnedCopies() {
        Map<String, String> out = new LinkedHashMap<>();
        for (Map.Entry<String, String> e : PinnedSceneHashesTest.PINNED.entrySet()) {
            for (int c = 0; c < COPIES; c++) {
                out.put(e.getKey() + "#" + c, e.getValue());
            }
        }
        return out;
    }

    @Test
    void worldsSteppedTogetherOnAPoolEndOnTheirPinnedHashesWith1And2And8Threads() throws Exception {
        Map<String, String> pinned = pinnedCopies();
        assertEquals(pinned, hashes(1), "one thread");
        assertEquals(pinned, hashes(2), "2 threads");
        assertEquals(pinned, hashes(8), "8 threads");
    }
}
