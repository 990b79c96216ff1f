package engine.kernels.correction;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import engine.api.kernel.Correction;
import engine.api.quirk.Quirk;
import engine.kernels.box.BoxCorrectionCases;
import engine.kernels.human.HumanCorrectionCases;
import engine.kernels.ignore.IgnoreCorrectionCases;
import engine.kernels.library.KernelLibrary;
import engine.kernels.mesh.MeshCorrectionCases;
import engine.kernels.pair.PairCorrectionCases;
import engine.kernels.pool.PoolCorrectionCases;
import engine.kernels.shape.ShapeCorrectionCases;
import engine.kernels.sweep.SweepCorrectionCases;
import engine.kernels.world.WorldCorrectionCases;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Every correction the library declares has its case, and each case shows it: under faithful the quirk fires and
 * the result is the original's; under fixed the result differs and the quirk does not fire; with only that
 * correction switched off in its slot, the result is the faithful one again. The dynamic tests are named by the
 * quirk id and the slot.
 */
class EveryCorrectionIsShownTest {

    static List<CorrectionCase> all() {
        List<CorrectionCase> out = new ArrayList<>();
        out.addAll(MeshCorrectionCases.cases());
        out.addAll(SweepCorrectionCases.cases());
        out.addAll(ShapeCorrectionCases.cases());
        out.addAll(WorldCorrectionCases.cases());
        out.addAll(IgnoreCorrectionCases.cases());
        out.addAll(PoolCorrectionCases.cases());
        out.addAll(HumanCorrectionCases.cases());
        out.addAll(PairCorrectionCases.cases());
        out.addAll(BoxCorrectionCases.cases());
        return out;
    }

    @Test
    void everyDeclaredCorrectionHasExactlyOneCaseAndEveryCaseADeclaredCorrection() {
        List<CorrectionCase> cases = all();
        for (Correction c : KernelLibrary.corrections()) {
            long n = cases.stream().filter(k -> k.quirk() == c.quirk() && k.slot() == c.slot()).count();
            assertEquals(1, n, "correction " + c.quirk().id() + " in " + c.slot().id() + " needs exactly one case");
        }
        for (CorrectionCase k : cases) {
            assertTrue(KernelLibrary.corrections().stream()
                    .anyMatch(c -> c.quirk() == k.quirk() && c.slot() == k.slot()),
                    "case " + k.quirk().id() + " in " + k.slot().id() + " has no declared correction");
        }
    }

    @TestFactory
    Stream<DynamicTest> eachCorrectionChangesTheResultWhereItsQuirkFires() {
        return all().stream().map(k -> DynamicTest.dynamicTest(k.quirk().id() + " in " + k.slot().id() + ": "
                + k.input(), () -> show(k)));
    }

    private static void show(CorrectionCase k) {
        Quirk q = k.quirk();
        Mode faithful = Mode.faithful();
        Object original = k.scenario().run(faithful);
        assertTrue(faithful.quirks().count(q) > 0, q.id() + " must fire in the faithful run; fired "
                + faithful.quirks().fired());
        Mode fixed = Mode.fixed();
        Object corrected = k.scenario().run(fixed);
        assertNotEquals(original, corrected, q.id() + ": the fixed result must differ from the faithful one");
        assertEquals(0, fixed.quirks().count(q), q.id() + " must not fire once corrected");
        Mode without = Mode.fixedWithout(q, k.slot());
        Object off = k.scenario().run(without);
        assertEquals(original, off, q.id() + " switched off in " + k.slot().id() + " alone gives the faithful result");
        assertTrue(without.quirks().count(q) > 0, q.id() + " fires again when its correction is off");
        if (original == null || corrected == null) {
            fail("a scenario must return a result");
        }
        assertFalse(k.input().isBlank());
    }
}
