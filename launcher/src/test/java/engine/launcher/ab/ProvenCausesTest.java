package engine.launcher.ab;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.api.kernel.Correction;
import engine.api.kernel.KernelProvider;
import engine.api.quirk.Quirk;
import engine.api.scene.Scene;
import engine.api.selection.Profile;
import engine.launcher.scenario.FullRecording;
import engine.launcher.scenario.PlainEngine;
import engine.launcher.scenario.ScenarioReader;
import engine.launcher.scenario.ScenarioRunner;
import engine.launcher.scenario.ScenarioSource;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A/B you can trust: on every shipped scenario, faithful vs fixed, every parted body's proven causes are checked by
 * independent reruns that do not use the search's code: a fixed profile with every correction off but the causes
 * reproduces fixed for that body in every frame, and parts it from faithful in the frame faithful and fixed part.
 */
class ProvenCausesTest {
    private static final ScenarioRunner RUNNER = new ScenarioRunner(new PlainEngine());
    private static final Map<String, AbAnalysis> ANALYSES = new HashMap<>();

    static synchronized AbAnalysis analysis(String name) {
        return ANALYSES.computeIfAbsent(name, n -> new AbRunner(RUNNER).run(scene(n), Profile.of("faithful"),
                "faithful", Profile.of("fixed"), "fixed", AbRunner.Options.defaults()));
    }

    private static Scene scene(String name) {
        return ScenarioReader.read(ScenarioSource.of(name));
    }

    private static FullRecording record(Scene scene, Profile p) {
        FullRecording r = new FullRecording();
        RUNNER.run(scene, p, "check", null, r);
        return r;
    }

    /** fixed with every correction any installed provider declares switched off, but those in on. */
    private static Profile fixedWithOnly(Set<Quirk> on) {
        EnumSet<Quirk> off = EnumSet.noneOf(Quirk.class);
        for (KernelProvider k : RUNNER.providers()) {
            for (Correction c : k.corrections()) {
                off.add(c.quirk());
            }
        }
        off.removeAll(on);
        return new Profile("fixed", Map.of(), "ieee", off);
    }

    @Test
    void cornerSlideExplainsAllTwelveWalkersByTheFlippedEdge() {
        AbAnalysis an = analysis("corner-slide");
        assertEquals(12, an.divergence().parted());
        for (BodyCauses b : an.bodies()) {
            assertTrue(b.explained(), b.name() + ": " + b.why());
            assertEquals("CORNER_SLIDE_FLIPPED_EDGE", b.label(), b.name());
        }
        assertEquals(List.of(Map.entry("CORNER_SLIDE_FLIPPED_EDGE", 12)), an.causeCounts());
        assertFalse(an.rebases().isEmpty(), "faithful is written as fixed with its corrections off, proven by rerun");
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"crowd-street", "objects-on-ramps", "corner-slide", "capsule-overrun", "smear-sort",
        "car-wall", "fight", "town-crowd", "billiards", "ramp-drop", "room-corner"})
    void everyPartedBodysCausesAloneReproduceFixedAndPartWhereFaithfulParts(String name) {
        AbAnalysis an = analysis(name);
        Scene scene = scene(name);
        FullRecording faithful = record(scene, Profile.of("faithful"));
        FullRecording fixed = record(scene, Profile.of("fixed"));
        Map<Set<Quirk>, FullRecording> byCauses = new HashMap<>();
        for (int i = 0; i < an.bodies().size(); i++) {
            BodyCauses b = an.bodies().get(i);
            assertEquals(faithful.firstDifference(fixed, i), b.firstFrame(), b.name() + "'s parting frame");
            if (!b.parted()) {
                continue;
            }
            assertTrue(b.explained(), name + " " + b.name() + " is unexplained: " + b.why());
            EnumSet<Quirk> causes = EnumSet.noneOf(Quirk.class);
            for (Difference d : b.causes()) {
                causes.add(((Difference.Correction) d).quirk());
            }
            FullRecording only = byCauses.computeIfAbsent(causes, c -> record(scene, fixedWithOnly(c)));
            assertEquals(-1, only.firstDifference(fixed, i), name + " " + b.name() + ": " + causes
                    + " alone reproduce fixed");
            assertEquals(b.firstFrame(), only.firstDifference(faithful, i), name + " " + b.name() + ": " + causes
                    + " alone part it from faithful where fixed does");
        }
    }

    @Test
    void aCrowdStreetBodyIsExplainedOnlyByAPairAndByNeitherHalfAlone() {
        AbAnalysis an = analysis("crowd-street");
        Scene scene = scene("crowd-street");
        FullRecording fixed = record(scene, Profile.of("fixed"));
        boolean found = false;
        for (int i = 0; i < an.bodies().size() && !found; i++) {
            BodyCauses b = an.bodies().get(i);
            if (!b.explained() || b.causes().size() != 2) {
                continue;
            }
            found = true;
            List<Quirk> pair = new ArrayList<>();
            b.causes().forEach(d -> pair.add(((Difference.Correction) d).quirk()));
            for (Quirk q : pair) {
                assertTrue(record(scene, fixedWithOnly(EnumSet.of(q))).firstDifference(fixed, i) >= 0,
                        b.name() + ": " + q + " alone does not reproduce fixed");
            }
            assertEquals(-1, record(scene, fixedWithOnly(EnumSet.copyOf(pair))).firstDifference(fixed, i));
        }
        assertTrue(found, "crowd-street has a body two corrections explain only together");
    }

    @Test
    void theAnswerAndTheRerunsDoNotDependOnTheThreadCount() {
        Scene scene = scene("corner-slide");
        AbRunner ab = new AbRunner(RUNNER);
        AbAnalysis one = ab.run(scene, Profile.of("faithful"), "faithful", Profile.of("fixed"), "fixed",
                new AbRunner.Options(AbRunner.DEFAULT_BUDGET, 1, List.of(), List.of(), null, null));
        AbAnalysis three = ab.run(scene, Profile.of("faithful"), "faithful", Profile.of("fixed"), "fixed",
                new AbRunner.Options(AbRunner.DEFAULT_BUDGET, 3, List.of(), List.of(), null, null));
        assertEquals(describe(one), describe(three));
    }

    private static List<String> describe(AbAnalysis an) {
        List<String> out = new ArrayList<>();
        an.reruns().forEach(r -> out.add(r.index() + " " + r.purpose() + " " + r.label() + " " + r.sceneHash() + " "
                + r.explained()));
        an.bodies().forEach(b -> out.add(b.name() + " " + b.label() + " " + b.proof()));
        return out;
    }

    @Test
    void aBudgetTooSmallLeavesBodiesUnexplainedAndNeverGuesses() {
        AbAnalysis an = new AbRunner(RUNNER).run(scene("crowd-street"), Profile.of("faithful"), "faithful",
                Profile.of("fixed"), "fixed", new AbRunner.Options(12, 2, List.of(), List.of(), null, null));
        assertTrue(an.reruns().size() <= 12);
        assertTrue(an.unexplained() > 0);
        for (BodyCauses b : an.bodies()) {
            if (b.parted() && !b.explained()) {
                assertTrue(b.causes().isEmpty() && b.proof() == -1 && b.why().contains("budget"), b.toString());
            }
        }
    }

    @Test
    void twoTogglesAreExplainedByTheTogglesOnly() {
        Scene scene = scene("corner-slide");
        Profile a = Profile.of("faithful");
        Profile b = RUNNER.toggle(scene, RUNNER.toggle(scene, a, Quirk.CORNER_SLIDE_FLIPPED_EDGE),
                Quirk.CAPSULE_SWEEP_IGNORES_MAX);
        AbAnalysis an = new AbRunner(RUNNER).run(scene, a, "faithful", b, "two toggles", AbRunner.Options.defaults());
        assertEquals(12, an.divergence().parted());
        assertEquals(List.of("CAPSULE_SWEEP_IGNORES_MAX", "CORNER_SLIDE_FLIPPED_EDGE"),
                an.differences().stream().map(Difference::id).toList());
        an.bodies().forEach(x -> assertEquals("CORNER_SLIDE_FLIPPED_EDGE", x.label(), x.name()));
    }
}
