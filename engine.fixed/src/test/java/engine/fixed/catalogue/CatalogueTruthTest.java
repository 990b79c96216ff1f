package engine.fixed.catalogue;

import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.api.kernel.Correction;
import engine.api.kernel.KernelProvider;
import engine.api.kernel.Slot;
import engine.api.quirk.Quirk;
import engine.api.quirk.QuirkKind;
import engine.api.slots.Slots;
import engine.faithful.provider.FaithfulProvider;
import engine.fixed.provider.FixedProvider;
import engine.foothold2d.provider.FootholdProvider;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The catalogue tells the truth by construction: an entry is corrected exactly when a provider declares a correction
 * for it, and every other entry says why it is kept; design choices and reconstructions are never corrected.
 */
class CatalogueTruthTest {
    private final Set<Quirk> corrected = EnumSet.noneOf(Quirk.class);

    CatalogueTruthTest() {
        for (Correction c : new FixedProvider().corrections()) {
            corrected.add(c.quirk());
        }
        for (Correction c : new FaithfulProvider().corrections()) {
            corrected.add(c.quirk());
        }
        for (Correction c : new FootholdProvider().corrections()) {
            corrected.add(c.quirk());
        }
    }

    @Test
    void anEntryIsEitherCorrectedByAProviderOrSaysWhyItIsKept() {
        List<String> wrong = new ArrayList<>();
        for (Quirk q : Quirk.values()) {
            boolean isCorrected = corrected.contains(q);
            if (isCorrected && q.kept() != null) {
                wrong.add(q.id() + " is corrected by a provider but the catalogue says it is kept: " + q.kept());
            }
            if (!isCorrected && q.kept() == null) {
                wrong.add(q.id() + " claims a correction (no reason to keep it) that no provider declares");
            }
        }
        assertTrue(wrong.isEmpty(), String.join("\n", wrong));
    }

    /** Regression (A/B you can trust, truth fixes): VISITED_BITS_SHARED named mesh-sweep.segment, which no one offers. */
    @Test
    void everySlotAnEntryNamesIsOfferedBySomeProvider() {
        List<KernelProvider> providers = List.of(new FaithfulProvider(), new FixedProvider(), new FootholdProvider());
        List<String> wrong = new ArrayList<>();
        for (Quirk q : Quirk.values()) {
            for (String id : q.slots()) {
                Slot<?> slot = Slots.byId(id);
                if (slot == null || providers.stream().noneMatch(p -> p.offers(slot))) {
                    wrong.add(q.id() + " names slot " + id + ", which no provider offers");
                }
            }
        }
        assertTrue(wrong.isEmpty(), String.join("\n", wrong));
    }

    @Test
    void designChoicesAndReconstructionsAreNeverCorrected() {
        for (Quirk q : corrected) {
            assertTrue(q.kind() != QuirkKind.DESIGN && q.kind() != QuirkKind.RECONSTRUCTED,
                    q.id() + " is a " + q.kind().id() + " entry but a provider corrects it");
        }
    }
}
