package engine.foothold2d.move;

import static engine.foothold2d.MapleData.standing;
import static engine.foothold2d.MapleData.step;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.api.foothold.Foothold;
import engine.api.foothold.FootholdMap;
import engine.api.foothold.LadderRope;
import engine.api.foothold.Mover;
import engine.foothold2d.MapleData;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The synthetic maps (src/test/resources/synthetic-maps, always present) through the same {@link MapChecks} as
 * {@link RealMapTest}: chains walked end to end, a drop at every whole x, every ladder and rope climbed both ways;
 * plus what the maps were drawn to show: where each walk stops, the exact tie, the pit, the right-to-left
 * ceiling, ice.
 */
class SyntheticMapTest {

    /**
     * Per map, its walkable stretches (floors linked in a row, in walking order): a walker anywhere on one holding
     * left stops at the start of its first foothold, holding right at the end of its last.
     */
    static Stream<Arguments> stretches() {
        return Stream.of(
                // town: the ground left of the raised block (wall 1 .. wall 7), the block's top (walls 7 and 9), the
                // ground right of it (wall 9 .. wall 13), the floating platform (free ends), the solid block's top,
                // the floor lying on 6, the ladder's platform
                Arguments.of(MapleData.TOWN, new int[][] {{2, 3, 4, 5, 6}, {8}, {10, 11, 12}, {20, 21, 22, 23}, {30},
                        {40}, {50}}),
                // icefield: the ground left of the pit (wall 1 .. wall 6), right of it (wall 7 .. wall 11), platforms
                // A, B and C (free ends)
                Arguments.of(MapleData.ICEFIELD, new int[][] {{2, 3, 4, 5}, {8, 9, 10}, {12, 13, 14}, {15, 16}, {17}}));
    }

    /** Per map, the footholds drops land on (0: a drop that never lands). */
    static Stream<Arguments> landings() {
        return Stream.of(
                // town: every floor but 40 (it ties with 6, which wins) and those under others (3, 4, 5)
                Arguments.of(MapleData.TOWN, Set.of(2, 6, 8, 10, 11, 12, 20, 21, 22, 23, 30, 50)),
                // icefield: the pit; the ground under platforms A and C (2, 3, 4) is never reached
                Arguments.of(MapleData.ICEFIELD, Set.of(0, 5, 8, 9, 10, 12, 13, 14, 15, 16, 17)));
    }

    @ParameterizedTest
    @MethodSource("stretches")
    void everyChainIsWalkedAlongItsLinksToAWallOrChainEnd(String file, int[][] stretches) {
        FootholdMap map = MapleData.loadSynthetic(file);
        Set<Integer> floors = map.footholds().stream().filter(f -> f.cos() > 0).map(Foothold::id)
                .collect(Collectors.toCollection(TreeSet::new));
        assertEquals(floors, Arrays.stream(stretches).flatMapToInt(Arrays::stream).boxed()
                .collect(Collectors.toCollection(TreeSet::new)), "the stretches name every floor once");
        List<MapChecks.Walk> walks = MapChecks.walkEveryChain(map);
        assertEquals(2 * floors.size(), walks.size());
        for (MapChecks.Walk w : walks) {
            int[] s = Arrays.stream(stretches).filter(st -> Arrays.stream(st).anyMatch(id -> id == w.start()))
                    .findFirst().orElseThrow();
            int expected = w.dir() < 0 ? s[0] : s[s.length - 1];
            assertEquals(expected, w.end(), "walk from " + w.start() + " holding " + w.dir());
        }
    }

    @ParameterizedTest
    @MethodSource("landings")
    void aDropAtEveryWholeXLandsOnTheFirstFloorBelow(String file, Set<Integer> landings) {
        FootholdMap map = MapleData.loadSynthetic(file);
        CMovePath k = CMovePath.corrected();
        Set<Integer> endXs = MapChecks.endXs(map);
        int[] range = MapChecks.dropRange(map);
        Set<Integer> landed = new TreeSet<>();
        int drops = 0;
        for (int x = range[0]; x <= range[1]; x++) {
            if (!endXs.contains(x)) {
                landed.add(MapChecks.dropAndCheck(k, map, x));
                drops++;
            }
        }
        assertTrue(drops > 500, "drops " + drops);
        assertEquals(new TreeSet<>(landings), landed);
    }

    @Test
    void anExactTieBetweenOverlappingFloorsLandsOnTheLowerId() {
        // town: 40 (layer 1) lies exactly on 6 (layer 0) from x 100 to 200; both are crossed at the same fraction
        FootholdMap map = MapleData.loadSynthetic(MapleData.TOWN);
        Foothold upper = map.foothold(40);
        Foothold lower = map.foothold(6);
        assertEquals(MapChecks.yAt(lower, 150), MapChecks.yAt(upper, 150));
        CMovePath k = CMovePath.corrected();
        for (int x = 101; x < 200; x++) {
            assertEquals(6, MapChecks.dropAndCheck(k, map, x), "drop at x " + x);
        }
    }

    @Test
    void dropsIntoThePitNeverLand() {
        // icefield: nothing below x 40..100 (the pit, left of platform B)
        FootholdMap map = MapleData.loadSynthetic(MapleData.ICEFIELD);
        CMovePath k = CMovePath.corrected();
        for (int x = 41; x < 100; x++) {
            assertEquals(0, MapChecks.dropAndCheck(k, map, x), "drop at x " + x);
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {MapleData.TOWN, MapleData.ICEFIELD})
    void everyLadderAndRopeIsGrabbedClimbedBothWaysAndLeft(String file) {
        FootholdMap map = MapleData.loadSynthetic(file);
        assertFalse(map.ladders().isEmpty());
        MapChecks.climbEveryLadderAndRope(map);
    }

    @ParameterizedTest
    @ValueSource(strings = {MapleData.TOWN, MapleData.ICEFIELD})
    void jumpingOffEveryLadderSidewaysLeavesIt(String file) {
        FootholdMap map = MapleData.loadSynthetic(file);
        int jumps = 0;
        for (LadderRope l : map.ladders()) {
            if (l.top() != l.bottom()) {
                MapChecks.jumpSidewaysOff(map, l);
                jumps++;
            }
        }
        assertTrue(jumps >= 2);
    }

    @Test
    void aRightToLeftFootholdIsACeilingForItsOwnGroupOnly() {
        // town: a jump straight up from the ground (10, group 1) under the solid block (group 3): its underside 32
        // runs right to left
        FootholdMap map = MapleData.loadSynthetic(MapleData.TOWN);
        Foothold underside = map.foothold(32);
        assertTrue(underside.x1() > underside.x2() && underside.cos() < 0);
        for (int group : new int[] {1, 3}) {
            CMovePath k = CMovePath.corrected();
            Mover m = standing(map, 10, 160);
            m.setGroup(group);
            m.setJumpRequested(true);
            double highest = m.y();
            boolean left = false;
            for (int i = 0; i < 100; i++) {
                step(k, map, m, 1);
                highest = Math.min(highest, m.y());
                if (m.foothold() == 0) {
                    left = true;
                } else if (left) {
                    break;
                }
            }
            assertTrue(left);
            assertEquals(580.0, m.x());
            if (group == 1) {
                // another group's ceiling: passed from below, up past the block's top, landing on it
                assertTrue(highest < 130, "rose to " + highest);
                assertEquals(30, m.foothold());
                assertEquals(130.0, m.y());
            } else {
                // its own group's ceiling: stopped at it, back down on the ground
                assertEquals(150.0, highest, 1e-9);
                assertEquals(10, m.foothold());
                assertEquals(190.0, m.y());
            }
        }
    }

    @Test
    void aReleasedWalkerSlidesAboutTenTimesFartherOnTheIcefield() {
        // fs 0.2 read from the icefield's info: 8000 friction, 80 px/s^2, about 98 px from 125 px/s; the town's
        // default fs 1 stops within 10 px (PhysicalChecksTest's 9.825 on a flat line)
        double town = slideAfterRelease(MapleData.loadSynthetic(MapleData.TOWN), 2);
        double ice = slideAfterRelease(MapleData.loadSynthetic(MapleData.ICEFIELD), 8);
        assertEquals(9.825, town, 1e-9);
        assertEquals(97.7, ice, 1.0);
    }

    // walks right from near the start of the flat foothold id up to 125 px/s, releases, returns the distance slid
    private static double slideAfterRelease(FootholdMap map, int id) {
        CMovePath k = CMovePath.corrected();
        Mover m = standing(map, id, 10);
        m.setInput(1, 0);
        step(k, map, m, 20);
        assertEquals(125.0, m.tVelocity());
        double x0 = m.x();
        m.setInput(0, 0);
        step(k, map, m, 200);
        assertEquals(0.0, m.tVelocity());
        assertEquals(id, m.foothold(), "still on the same flat foothold");
        return m.x() - x0;
    }
}
