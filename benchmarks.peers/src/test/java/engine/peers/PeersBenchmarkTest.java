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
    void theWorldStepRowsAtASmallBodyCountHaveTheProjectAndBothOde4jPassesOnTheSameBodies() {
        WorldStepComparison step = new WorldStepComparison(200);
        assertEquals(200, step.bodyCount());
        List<WorldStepComparison.Row> rows = step.run(1, 2, 2);
        assertEquals(WorldStepComparison.NAMES, rows.stream().map(WorldStepComparison.Row::engine).toList());
        for (WorldStepComparison.Row r : rows) {
            assertEquals(200, r.bodies(), r.toString());
            assertTrue(r.msMin() > 0 && r.msMin() <= r.msMedian() && r.msMedian() <= r.msMax(), r.toString());
            assertTrue(r.stepMedian() > 0 && r.collideMedian() > 0, r.toString());
        }
        WorldStepComparison.Row odeStep = rows.get(3);
        assertTrue(odeStep.contacts() > 0, "ode4j's step finds the bodies on the floor: " + odeStep);
        assertEquals(1.0, odeStep.stepMedian(), "ode4j's step against itself");
        assertTrue(WorldStepTables.line(odeStep).contains("| 1 |"), WorldStepTables.line(odeStep));
    }

    @Test
    void theGrowthTablePairsEachEngineWithItselfAtFourTimesTheBodies() {
        List<WorldStepComparison.Row> rows = List.of(row("fixed", 500, 2.0), row("faithful", 500, 3.0),
                row("fixed", 2000, 10.0), row("faithful", 2000, 30.0), row("fixed", 4000, 25.0));
        List<String> growth = WorldStepTables.growth(rows);
        assertEquals(3, growth.size(), growth.toString());
        assertTrue(growth.get(1).startsWith("| fixed | 500 -> 2,000 | 5.00x"), growth.get(1));
        assertTrue(growth.get(2).startsWith("| faithful | 500 -> 2,000 | 10.00x"), growth.get(2));
    }

    private static WorldStepComparison.Row row(String engine, int bodies, double ms) {
        return new WorldStepComparison.Row(engine, bodies, ms, ms, ms, 1, 1, 1, 1, 1, 1, 0);
    }
}
