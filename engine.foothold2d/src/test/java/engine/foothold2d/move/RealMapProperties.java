package engine.foothold2d.move;

import engine.api.foothold.FootholdMap;
import engine.foothold2d.MapleData;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.lifecycle.AddLifecycleHook;

/**
 * {@link MapProperties}' properties on the real maps, Henesys and El Nath: skipped, with the message saying how to
 * provide them, when the exports are missing ({@link MapleData.SkipWithoutRealMaps}).
 */
@AddLifecycleHook(MapleData.SkipWithoutRealMaps.class)
class RealMapProperties {
    // loaded on first use by each property (jqwik makes one instance per property), never in an initialiser
    private FootholdMap henesys;
    private FootholdMap elNath;

    private FootholdMap map(boolean elNathPicked) {
        if (elNathPicked) {
            return elNath != null ? elNath : (elNath = MapleData.loadReal(MapleData.EL_NATH));
        }
        return henesys != null ? henesys : (henesys = MapleData.loadReal(MapleData.HENESYS));
    }

    @Property(tries = 300)
    void indexReturnsExactlyTheBruteForceCandidates(@ForAll boolean elNathPicked,
                                                    @ForAll @IntRange(min = -1500, max = 7000) int x,
                                                    @ForAll @IntRange(min = -2200, max = 900) int y,
                                                    @ForAll @IntRange(min = 0, max = 700) int w,
                                                    @ForAll @IntRange(min = 0, max = 700) int h) {
        MapChecks.indexMatchesBruteForce(map(elNathPicked), x, y, w, h);
    }

    @Property(tries = 200)
    void tStaysWithinTheFootholdWhileGrounded(@ForAll boolean elNathPicked,
                                              @ForAll @IntRange(min = 0, max = 10_000) int pick,
                                              @ForAll("inputs") int[] inputs) {
        MapChecks.tStaysWithinTheFoothold(map(elNathPicked), pick, inputs);
    }

    @Provide
    Arbitrary<int[]> inputs() {
        return MapChecks.walkInputs();
    }
}
