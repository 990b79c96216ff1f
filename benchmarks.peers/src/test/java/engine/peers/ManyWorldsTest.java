package engine.peers;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.benchmarks.CrowdFrameBenchmark;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Issue 23 item 5 in the peers jar: plaza worlds stepped frame by frame on 1, 2 and 3 threads end with the same bits
 * as the same worlds stepped one after another on one thread, and the throughput rows come one per thread count.
 */
class ManyWorldsTest {

    @Test
    void worldsSteppedOnAPoolHashLikeWorldsSteppedOneByOne() {
        int worlds = 4;
        int bodies = 80;
        ManyWorlds many = new ManyWorlds(worlds, bodies);
        List<ManyWorlds.Row> rows = many.run(new int[] {1, 2, 3}, 0, 2, 2, 3);
        assertEquals(List.of(1, 2, 3), rows.stream().map(ManyWorlds.Row::threads).toList());
        assertEquals(1.0, rows.get(0).speedUpMedian(), "1 thread against itself");
        for (ManyWorlds.Row r : rows) {
            assertTrue(r.rateMin() > 0 && r.rateMin() <= r.rateMedian() && r.rateMedian() <= r.rateMax(), r.toString());
        }
        long[] alone = new long[worlds];
        for (int i = 0; i < worlds; i++) {
            CrowdFrameBenchmark c = new CrowdFrameBenchmark();
            c.profile = i % 2 == 0 ? "faithful" : "fixed";
            c.bodies = bodies;
            c.setUpQuietly();
            long before = ManyWorlds.hash(c);
            for (int f = 0; f < 2 + 3; f++) {
                c.frame();
            }
            alone[i] = ManyWorlds.hash(c);
            assertTrue(alone[i] != before, "the hash sees the bodies move");
        }
        assertArrayEquals(alone, many.hashes());
    }
}
