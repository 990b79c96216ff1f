package engine.peers;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.util.List;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/**
 * The peers benchmark's pipeline on a small input, as its figures depend on it: the same heightfield and sweeps go
 * to the project, to Jolt and to PhysX, the sweeps start clear of the surface, the agreement count is what the
 * engines answered (faithful, fixed and Jolt find every PhysX hit at the same distance), and the world step's ode4j
 * side sees the plaza's bodies touching.
 */
class PeersBenchmarkTest {

    private static Workloads.StartTest clearOn(Workload w) {
        return loaded("PhysX", () -> PhysxSweeps.startTest(w));
    }

    private static PhysxSweeps physx(Workload w) {
        return loaded("PhysX", () -> new PhysxSweeps(w));
    }

    private static JoltSweeps jolt(Workload w) {
        return loaded("Jolt", () -> new JoltSweeps(w));
    }

    /** Row r found each of PhysX's hits (more than 40) at the same distance, and no hit PhysX lacks. */
    private static void assertFindsEveryPhysxHit(Comparison.Row r) {
        assertTrue(r.peerHits() > 40, "sweeps that hit: " + r);
        assertEquals(r.peerHits(), r.foundWithinTolerance(), r.toString());
        assertEquals(0, r.missedPeerHits(), r.toString());
        assertEquals(0, r.extraHits(), r.toString());
    }

    /** What make builds, or the test skipped when the engine's native library does not load on this machine. */
    private static <T> T loaded(String engine, Supplier<T> make) {
        try {
            return make.get();
        } catch (UnsatisfiedLinkError e) {
            assumeTrue(false, engine + "'s native library does not load on this machine: " + e.getMessage());
            throw e;
        }
    }

    @Test
    void faithfulAndFixedFindEveryPhysxHitOnTheHeightfieldAtTheSameDistance() {
        Workload w = Workloads.heightfield("heightfield 2k", 32, 400, false, PeersBenchmarkTest::clearOn);
        assertEquals(400, w.sweepCount());
        try (PhysxSweeps physx = physx(w)) {
            List<Comparison.Row> rows = Comparison.run(w, List.of(new EngineSweeps("faithful", w),
                    new EngineSweeps("fixed", w)), physx, 0, 1);
            assertEquals(3, rows.size());
            for (Comparison.Row r : rows) {
                assertFindsEveryPhysxHit(r);
                assertTrue(r.sweepsPerSecond() > 0 && r.ratioMedian() > 0, r.toString());
            }
        }
    }

    @Test
    void joltFindsEveryPhysxHitOnTheHeightfieldAtTheSameDistanceAndIsTheReferenceColumn() {
        Workload w = Workloads.heightfield("heightfield 2k", 32, 400, false, PeersBenchmarkTest::clearOn);
        try (PhysxSweeps physx = physx(w); JoltSweeps jolt = jolt(w)) {
            List<Comparison.Row> rows = Comparison.run(w, List.of(new EngineSweeps("fixed", w), jolt), physx,
                    jolt.name(), 0, 1);
            assertEquals(3, rows.size());
            for (Comparison.Row r : rows) {
                assertFindsEveryPhysxHit(r);
                assertTrue(r.referenceMedian() > 0, "every engine is timed against Jolt: " + r);
            }
            Comparison.Row joltRow = rows.get(1);
            assertEquals("Jolt", joltRow.engine());
            assertTrue(joltRow.isReference() && !joltRow.isPeer(), joltRow.toString());
            assertTrue(joltRow.markdown().contains("| 1 |"), joltRow.markdown());
        }
    }

    @Test
    void allMissSweepsHitNothingInAnyEngine() {
        Workload w = Workloads.heightfield("all miss", 32, 200, true, PeersBenchmarkTest::clearOn);
        try (PhysxSweeps physx = physx(w); JoltSweeps jolt = jolt(w)) {
            for (Comparison.Row r : Comparison.run(w, List.of(new EngineSweeps("fixed", w), jolt), physx, 0, 1)) {
                assertEquals(0, r.hits(), r.toString());
            }
        }
    }

    @Test
    void theWorldStepComparisonCollidesThePlazasBodiesInOde4j() {
        WorldStepComparison step = new WorldStepComparison("fixed");
        assertEquals(2000, step.bodyCount());
        String line = step.run(0, 2);
        String[] cells = line.split("\\|");
        assertEquals("fixed", cells[1].trim());
        assertTrue(Integer.parseInt(cells[6].trim()) > 0, "ode4j contacts: " + line);
    }
}
