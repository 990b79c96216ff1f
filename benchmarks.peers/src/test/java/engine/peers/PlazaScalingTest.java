package engine.peers;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.benchmarks.CrowdFrameBenchmark;
import org.junit.jupiter.api.Test;

/**
 * Issue 23 item 4: the crowd plaza grown with the body count at the 2,000-body density, the 2,000-body plaza
 * unchanged, and a bad -Dpeers.bodies refused by name.
 */
class PlazaScalingTest {

    @Test
    void theTwoThousandBodyPlazaIsTheIssue9One() {
        assertEquals(50f, CrowdFrameBenchmark.halfWidth(2000));
        assertEquals(60, CrowdFrameBenchmark.humans(2000));
        assertEquals(416, CrowdFrameBenchmark.objects(2000));
        assertArrayEquals(new float[] {-35, -25, -15, -5, 5, 15, 25, 35, 45}, CrowdFrameBenchmark.pillarCentres(50f));
        // 20 x 20 floor squares of 5 m, 2 x 4 inner wall triangles, 81 pillars of 4 walls of 2 triangles.
        assertEquals(800 + 8 + 81 * 8, CrowdFrameBenchmark.plaza(50f).triangleCount());
    }

    @Test
    void theDensityStaysWithinTenPercentOfTheTwoThousandBodyPlazasFrom500To8000() {
        double base = 2000 / (100.0 * 100.0);
        for (int n : new int[] {500, 1000, 2000, 4000, 8000}) {
            double side = 2 * CrowdFrameBenchmark.halfWidth(n);
            double density = n / (side * side);
            assertTrue(density <= base * 1.0001 && density >= base * 0.9, n + " bodies: " + density + " per m2");
        }
        assertEquals(100f, CrowdFrameBenchmark.halfWidth(8000));
    }

    @Test
    void humansAndObjectsKeepTheirShareUpToTheFaithfulPools() {
        assertEquals(15, CrowdFrameBenchmark.humans(500));
        assertEquals(104, CrowdFrameBenchmark.objects(500));
        assertEquals(60, CrowdFrameBenchmark.humans(8000));
        assertEquals(416, CrowdFrameBenchmark.objects(8000));
    }

    @Test
    void everyStartPointLiesInsideThePlazaAndClearOfThePillars() {
        for (int n : new int[] {1, 7, 500, 4000, 8000}) {
            float half = CrowdFrameBenchmark.halfWidth(n);
            int perRow = (int) (half - 2f);
            float lastY = -half + 2f + 2f * ((n - 1) / perRow);
            assertTrue(lastY <= half - 2f, n + " bodies: last row at " + lastY + " in ±" + half);
            for (float c : CrowdFrameBenchmark.pillarCentres(half)) {
                assertEquals(1f, Math.abs(c % 2f), n + " bodies: pillar at " + c + " is not on an odd metre");
                assertTrue(Math.abs(c) + 0.5f <= half, n + " bodies: pillar at " + c + " beyond the wall " + half);
            }
        }
    }

    @Test
    void aBodyCountOutOfRangeIsRefusedNamingTheProperty() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new WorldStepComparison(0));
        assertTrue(e.getMessage().contains("peers.bodies = 0"), e.getMessage());
    }

    @Test
    void aBodyListThatIsNotNumbersIsRefusedNamingTheProperty() {
        System.setProperty("peers.test.bodies", "500,lots");
        try {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> PeersOptions.ints("peers.test.bodies", "2000"));
            assertTrue(e.getMessage().contains("-Dpeers.test.bodies=500,lots") && e.getMessage().contains("lots"),
                    e.getMessage());
            System.setProperty("peers.test.bodies", "500,-3");
            e = assertThrows(IllegalArgumentException.class, () -> PeersOptions.ints("peers.test.bodies", "2000"));
            assertTrue(e.getMessage().contains("below 1"), e.getMessage());
            System.setProperty("peers.test.bodies", "500, 2_000");
            assertArrayEquals(new int[] {500, 2000}, PeersOptions.ints("peers.test.bodies", "2000"));
        } finally {
            System.clearProperty("peers.test.bodies");
        }
    }
}
