package engine.foothold2d.move;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.api.foothold.FootholdMap;
import engine.foothold2d.MapleData;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Both real maps (skipped when the exports are missing, see {@link MapleData#realMap}): chains walked end to end,
 * thousands of drops, every ladder and rope climbed both ways. {@link SyntheticMapTest} runs the same
 * {@link MapChecks} on the synthetic maps.
 */
class RealMapTest {

    @ParameterizedTest
    @ValueSource(strings = {MapleData.HENESYS, MapleData.EL_NATH})
    void everyChainIsWalkedAlongItsLinksToAWallOrChainEnd(String file) {
        FootholdMap map = MapleData.loadReal(file);
        assertTrue(MapChecks.walkEveryChain(map).size() > 100);
    }

    @ParameterizedTest
    @ValueSource(strings = {MapleData.HENESYS, MapleData.EL_NATH})
    void thousandsOfDropsLandOnTheFirstFloorBelow(String file) {
        FootholdMap map = MapleData.loadReal(file);
        CMovePath k = CMovePath.corrected();
        Set<Integer> endXs = MapChecks.endXs(map);
        int[] range = MapChecks.dropRange(map);
        Random rnd = new Random(20260101L);
        int landed = 0;
        for (int n = 0; n < 3000; n++) {
            int x = range[0] + rnd.nextInt(range[1] - range[0] + 1);
            if (!endXs.contains(x) && MapChecks.dropAndCheck(k, map, x) != 0) {
                landed++;
            }
        }
        assertTrue(landed > 2000, "landed " + landed);
    }

    @ParameterizedTest
    @ValueSource(strings = {MapleData.HENESYS, MapleData.EL_NATH})
    void everyLadderAndRopeIsGrabbedClimbedBothWaysAndLeft(String file) {
        FootholdMap map = MapleData.loadReal(file);
        assertFalse(map.ladders().isEmpty());
        MapChecks.climbEveryLadderAndRope(map);
    }

    @ParameterizedTest
    @ValueSource(strings = {MapleData.HENESYS, MapleData.EL_NATH})
    void jumpingOffALadderSidewaysLeavesIt(String file) {
        FootholdMap map = MapleData.loadReal(file);
        MapChecks.jumpSidewaysOff(map, map.ladders().get(0));
    }
}
