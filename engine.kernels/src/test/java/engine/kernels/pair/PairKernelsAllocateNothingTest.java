package engine.kernels.pair;

import static engine.kernels.pair.PairRig.box;
import static engine.kernels.pair.PairRig.human;
import static engine.kernels.pair.PairRig.move;
import static engine.kernels.pair.PairRig.segment;
import static engine.kernels.pair.PairRig.sphere;
import static engine.kernels.pair.PairRig.turnedBox;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.api.math.Float4;
import engine.api.shape.Shape;
import java.lang.management.ManagementFactory;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/** The pair kernels own their scratch: after warming up, thousands of sweeps and overlaps allocate nothing. */
class PairKernelsAllocateNothingTest {

    private final Shape[] shapes = {turnedBox(0.2f, 0f, 0.5f, 0.5f, 0.4f, 0.3f, 30), sphere(0.6f, 0.1f, 1f, 0.3f),
            human(-0.5f, 0f, 0f), segment(-1f, 0.2f, 0.9f, 1f, -0.1f, 1.1f, 0.1f), box(0f, 0f, 2f, 1f, 1f, 1f)};
    private final Float4 m = move(0.7f, -0.2f, -0.4f);

    private void everyPair(PairRig rig) {
        for (int i = 0; i < shapes.length; i++) {
            Shape a = shapes[i];
            for (int j = 0; j < shapes.length; j++) {
                Shape b = shapes[j];
                rig.overlap(a, b);
                if (a.type() != engine.api.shape.ShapeType.BOX && b.type() != engine.api.shape.ShapeType.BOX) {
                    rig.sweep(a, b, m);
                }
            }
        }
    }

    @Test
    void faithfulAndFixedPairKernelsAllocateNothingPerCall() {
        var bean = ManagementFactory.getThreadMXBean();
        Assumptions.assumeTrue(bean instanceof com.sun.management.ThreadMXBean s
                && s.isThreadAllocatedMemorySupported() && s.isThreadAllocatedMemoryEnabled(),
                "the JVM measures no per-thread allocation");
        var threads = (com.sun.management.ThreadMXBean) bean;
        for (PairRig rig : new PairRig[] {PairRig.faithful(), PairRig.fixed(), PairRig.ps2()}) {
            for (int i = 0; i < 2_000; i++) {
                everyPair(rig);
            }
            long id = Thread.currentThread().getId();
            long before = threads.getThreadAllocatedBytes(id);
            for (int i = 0; i < 1_000; i++) {
                everyPair(rig);
            }
            long bytes = threads.getThreadAllocatedBytes(id) - before;
            assertTrue(bytes < 10_000, bytes + " bytes allocated by 1,000 rounds of every pair");
        }
    }
}
