package engine.kernels.frame;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.api.body.Body;
import engine.api.body.WorldBodies;
import engine.api.math.Float4;
import engine.api.selection.Profile;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Every box change of a stepped world reaches its {@link engine.api.body.BodyBoxListener} (Unit 7: what derived data
 * over the x-sorted list, such as per-run bounds, would need): a copy of each box kept only from the reports matches
 * every body's box bit for bit after every frame of the {@link CrowdStreet}, under faithful and fixed. Under faithful
 * the sweep writes boxes without a reinsert (Unit 3), so this also covers changes the list does not see.
 */
class BoxListenerFollowsTheCrowdTest {
    static final int FRAMES = 200;

    private static int[] bits(Body b) {
        Float4 lo = b.minInto(new Float4());
        Float4 hi = b.maxInto(new Float4());
        return new int[] {Float.floatToRawIntBits(lo.x()), Float.floatToRawIntBits(lo.y()),
                Float.floatToRawIntBits(lo.z()), Float.floatToRawIntBits(lo.w()), Float.floatToRawIntBits(hi.x()),
                Float.floatToRawIntBits(hi.y()), Float.floatToRawIntBits(hi.z()), Float.floatToRawIntBits(hi.w())};
    }

    @ParameterizedTest
    @ValueSource(strings = {"faithful", "fixed"})
    void aCopyKeptFromTheReportsMatchesEveryBoxAfterEveryFrame(String profile) {
        CrowdStreet s = new CrowdStreet(Profile.of(profile));
        WorldBodies bodies = s.loop.world().bodies();
        List<Body> vector = List.copyOf(s.loop.world().bodyVector());
        Map<Body, int[]> seen = new IdentityHashMap<>();
        for (Body b : vector) {
            seen.put(b, bits(b));
        }
        int[] reports = {0};
        bodies.setBoxListener((w, b) -> {
            assertSame(bodies, w, "told by the world that holds the body");
            assertTrue(w.holds(b), "only a body in the vector reports");
            seen.put(b, bits(b));
            reports[0]++;
        });
        for (int f = 0; f < FRAMES; f++) {
            s.loop.step();
            assertEquals(vector, s.loop.world().bodyVector(), "the street keeps its bodies");
            for (Body b : vector) {
                assertArrayEquals(seen.get(b), bits(b), "frame " + f + ", body " + b.index() + ": a change unseen");
            }
        }
        assertTrue(reports[0] >= FRAMES * vector.size() / 2, "the bodies' boxes change every frame: " + reports[0]);
    }
}
