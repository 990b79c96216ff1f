package engine.launcher.scenario;

import static org.junit.jupiter.api.Assertions.assertEquals;

import engine.api.scene.Scene;
import engine.api.selection.Profile;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

/**
 * The scene hashes of the shipped 3D scenarios under faithful and under fixed, pinned: any change to a kernel these
 * scenes reach shows here. Each is the same whether the worlds step one after another or 2 or 8 at a time on
 * threads of their own (a world and its table belong to one thread; nothing is shared). `.ci/run` runs this test
 * on JDK 25 too, when one is installed.
 */
class PinnedSceneHashesTest {
    /** scenario/profile -> the final scene hash. */
    static final Map<String, String> PINNED = new LinkedHashMap<>();

    static {
        PINNED.put("crowd-street/faithful", "d5b3162c109af793");
        PINNED.put("crowd-street/fixed", "67331d49e318edcd");
        PINNED.put("objects-on-ramps/faithful", "012b9e9f17a9b1cd");
        PINNED.put("objects-on-ramps/fixed", "1ed12bc194defe84");
        PINNED.put("corner-slide/faithful", "5917f586972a3eb7");
        PINNED.put("corner-slide/fixed", "3e07eb84d72c958e");
        PINNED.put("capsule-overrun/faithful", "261bb1a85e3baec7");
        PINNED.put("capsule-overrun/fixed", "261bb1a85e3baec7");
        PINNED.put("smear-sort/faithful", "a891264e6fe45c3c");
        PINNED.put("smear-sort/fixed", "1b114a1d67013bae");
        PINNED.put("car-wall/faithful", "b4d170dfd112297f");
        PINNED.put("car-wall/fixed", "b4d170dfd112297f");
        PINNED.put("fight/faithful", "c27424aefd6a175d");
        PINNED.put("fight/fixed", "c27424aefd6a175d");
        PINNED.put("billiards/faithful", "3535bc1d21b709cf");
        PINNED.put("billiards/fixed", "3535bc1d21b709cf");
    }

    private static String hash(String key) {
        String[] p = key.split("/");
        Scene scene = ScenarioReader.read(ScenarioSource.of(p[0]));
        return new ScenarioRunner(new PlainEngine()).run(scene, Profile.of(p[1]), p[1], null).hashHex();
    }

    private static Map<String, String> hashes(int threads) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            List<Future<String>> fs = new ArrayList<>();
            for (String key : PINNED.keySet()) {
                fs.add(pool.submit(() -> hash(key)));
            }
            Map<String, String> out = new LinkedHashMap<>();
            int i = 0;
            for (String key : PINNED.keySet()) {
                out.put(key, fs.get(i++).get());
            }
            return out;
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void theShipped3dScenesHashesArePinnedUnderFaithfulAndFixedWith1And2And8Threads() throws Exception {
        Map<String, String> one = hashes(1);
        System.out.println("scene hashes (" + System.getProperty("java.version") + "): " + one);
        assertEquals(PINNED, one, "one thread");
        assertEquals(PINNED, hashes(2), "2 threads");
        assertEquals(PINNED, hashes(8), "8 threads");
    }
}
