package engine.launcher.scenario;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.api.quirk.Quirk;
import engine.api.scene.Scene;
import engine.api.selection.Profile;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Every shipped scenario shows the quirk it is shipped for firing under faithful and not under fixed (which corrects
 * it); where the correction changes the outcome, the fixed run's scene hash differs from the faithful one.
 */
class ShippedScenariosTest {
    private final ScenarioRunner runner = new ScenarioRunner(new PlainEngine());

    @ParameterizedTest(name = "{0} shows {1}")
    @CsvSource({
        "crowd-street, SPHERE_CAPSULE_INWARD_NORMAL, true",
        "objects-on-ramps, BOX_AXIS_RANGE_RESET, true",
        "corner-slide, CORNER_SLIDE_FLIPPED_EDGE, true",
        "capsule-overrun, CAPSULE_LIST_OVERRUN, false",
        "smear-sort, SORT_SMEAR, true",
        "car-wall, BOX_AXIS_RANGE_RESET, false",
        "fight, STRIKE_BIT_ALIAS, false",
        "town-crowd, FH_ROUND_HALF_DOUBLE, true",
        "billiards, PASS_BOX_FROM_START, false",
        "ramp-drop, BOX_AXIS_RANGE_RESET, true",
        "room-corner, CAPSULE_LIST_OVERRUN, false"})
    void theShippedQuirkFiresUnderFaithfulAndNotUnderFixed(String name, String quirkId, boolean outcomeChanges) {
        Quirk q = Quirk.byId(quirkId);
        Scene scene = ScenarioReader.read(ScenarioSource.of(name));
        RunSummary faithful = runner.run(scene, Profile.of("faithful"), "faithful", null);
        RunSummary fixed = runner.run(scene, Profile.of("fixed"), "fixed", null);
        assertTrue(faithful.quirks().count(q) > 0, q + " fires under faithful in " + name);
        assertEquals(0, fixed.quirks().count(q), q + " is corrected under fixed in " + name);
        if (outcomeChanges) {
            assertNotEquals(faithful.hashHex(), fixed.hashHex(), "the correction changes " + name);
        } else {
            assertEquals(faithful.hashHex(), fixed.hashHex(), name + ": the correction leaves every body's bits");
        }
    }

    @ParameterizedTest(name = "{0}: {1} alone moves a body: {2}")
    @CsvSource({
        "corner-slide, CORNER_SLIDE_FLIPPED_EDGE, true",
        "smear-sort, SORT_SMEAR, false",
        "capsule-overrun, CAPSULE_LIST_OVERRUN, false"})
    void theShippedQuirkAloneMovesABodyOnlyWhereTheScenariosPageSaysSo(String name, String quirkId, boolean moves) {
        // docs/scenarios.md: smear-sort's SORT_SMEAR loses a contact without moving a body; corner-slide's flipped
        // edge alone sends the walkers elsewhere.
        Scene scene = ScenarioReader.read(ScenarioSource.of(name));
        Profile faithful = Profile.of("faithful");
        RunSummary a = runner.run(scene, faithful, "faithful", null);
        RunSummary b = runner.run(scene, runner.toggle(scene, faithful, Quirk.byId(quirkId)), "toggled", null);
        assertEquals(moves, !a.hashHex().equals(b.hashHex()), name + " with " + quirkId + " flipped");
    }
}
