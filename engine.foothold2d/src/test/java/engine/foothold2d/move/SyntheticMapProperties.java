package engine.foothold2d.move;

import engine.api.foothold.FootholdMap;
import engine.foothold2d.MapleData;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;

/**
 * Whole-map properties on the synthetic maps (always present): the crossing index (GetCrossCandidate) returns
 * exactly the brute-force candidates, and T stays within the foothold whatever a grounded walker presses.
 * {@link RealMapProperties} checks the same on the real maps. The boxes reach past both maps' extents on every side.
 */
class SyntheticMapProperties {
    // loaded on first use by each property (jqwik makes one instance per property), never in an initialiser
    private FootholdMap town;
    private FootholdMap icefield;

    private FootholdMap map(boolean ice) {
        if (ice) {
            return icefield != null ? icefield : (icefield = MapleData.loadSynthetic(MapleData.ICEFIELD));
        }
        return town != null ? town : (town = MapleData.loadSynthetic(MapleData.TOWN));
    }

    @Property(tries = 300)
    void indexReturnsExactlyTheBruteForceCandidates(@ForAll boolean ice,
                                                    @ForAll @IntRange(min = -800, max = 1000) int x,
                                                    @ForAll @IntRange(min = -500, max = 400) int y,
                                                    @ForAll @IntRange(min = 0, max = 700) int w,
                                                    @ForAll @IntRange(min = 0, max = 700) int h) {
        MapChecks.indexMatchesBruteForce(map(ice), x, y, w, h);
    }

    @Property(tries = 200)
    void tStaysWithinTheFootholdWhileGrounded(@ForAll boolean ice, @ForAll @IntRange(min = 0, max = 10_000) int pick,
                                              @ForAll("inputs") int[] inputs) {
        MapChecks.tStaysWithinTheFoothold(map(ice), pick, inputs);
    }

    @Provide
    Arbitrary<int[]> inputs() {
        return MapChecks.walkInputs();
    }
}
