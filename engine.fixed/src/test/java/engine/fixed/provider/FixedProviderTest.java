package engine.fixed.provider;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.api.kernel.Correction;
import engine.api.kernel.KernelConfig;
import engine.api.kernel.KernelTable;
import engine.api.kernel.SelectionException;
import engine.api.kernel.Slot;
import engine.api.kernel.mesh.MeshContactSort;
import engine.api.math.FloatModel;
import engine.api.oracle.SpecFunction;
import engine.api.quirk.Quirk;
import engine.api.quirk.QuirkCounter;
import engine.api.selection.KernelSelection;
import engine.api.selection.Profile;
import engine.api.slots.Slots;
import engine.faithful.provider.FaithfulProvider;
import engine.kernels.library.KernelLibrary;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/** The fixed provider: every faithful slot, every library correction declared, each switchable per slot. */
class FixedProviderTest {
    private final FixedProvider provider = new FixedProvider();
    private final FaithfulProvider faithful = new FaithfulProvider();

    @Test
    void offersEverySlotTheFaithfulProviderOffers() {
        assertEquals("fixed", provider.id());
        assertTrue(provider.slots().containsAll(faithful.slots()));
        KernelTable fixedTable = KernelSelection.resolve(Profile.of("fixed"), List.of(provider, faithful), List.of());
        KernelTable faithfulTable = KernelSelection.resolve(Profile.DEFAULT, List.of(provider, faithful), List.of());
        for (Slot<?> s : Slots.all()) {
            if (faithfulTable.find(s) != null) {
                assertEquals("fixed", fixedTable.providerId(s), s.id());
            }
        }
    }

    @Test
    void offersAndKernelAgreeForEverySlotOfTheCatalogueWithEveryCorrectionOn() {
        for (Slot<?> s : Slots.all()) {
            KernelConfig all = new KernelConfig(FloatModel.IEEE, KernelLibrary.correctable(s));
            if (provider.offers(s)) {
                assertTrue(s.kernelType().isInstance(provider.kernel(s, all)), s.id());
            } else {
                assertThrows(SelectionException.class, () -> provider.kernel(s, all), s.id());
            }
        }
    }

    @Test
    void declaresEveryLibraryCorrectionEachForASlotItOffers() {
        assertEquals(KernelLibrary.corrections(), provider.corrections());
        for (Correction c : provider.corrections()) {
            assertTrue(provider.offers(c.slot()), c.quirk() + " is declared for " + c.slot()
                    + ", which fixed does not offer");
            assertTrue(c.quirk().slots().contains(c.slot().id()), c.quirk() + " does not list slot " + c.slot());
        }
    }

    @Test
    void theDefaultFixedProfileSwitchesOnEveryCorrectionOfEachSlot() {
        KernelTable t = KernelSelection.resolve(Profile.of("fixed"), List.of(provider), KernelLibrary.worldSlots());
        for (Slot<?> s : provider.slots()) {
            assertEquals(KernelSelection.declared(provider, s), t.config(s).corrections(), s.id());
        }
    }

    @Test
    void correctsTheSmearByDefault() {
        MeshContactSort sort = provider.kernel(Slots.MESH_CONTACT_SORT,
                new KernelConfig(FloatModel.IEEE, Set.of(Quirk.SORT_SMEAR)));
        int[] order = new int[4];
        QuirkCounter q = new QuirkCounter();
        sort.sort(new float[] {0.5f, 0.6f, 0.3f}, 3, order, q);
        assertArrayEquals(new int[] {2, 0, 1}, Arrays.copyOf(order, 3));
        assertEquals(0, q.total());
    }

    @Test
    void switchingTheSmearCorrectionOffGivesTheFaithfulSort() {
        KernelTable t = KernelSelection.resolve(Profile.of("fixed").withCorrection("mesh-contact-sort",
                Quirk.SORT_SMEAR, false), List.of(provider), List.of());
        int[] order = new int[4];
        QuirkCounter q = new QuirkCounter();
        t.get(Slots.MESH_CONTACT_SORT).sort(new float[] {0.5f, 0.6f, 0.3f}, 3, order, q);
        assertArrayEquals(new int[] {2, 0, 0}, Arrays.copyOf(order, 3));
        assertEquals(1, q.count(Quirk.SORT_SMEAR));
    }

    @Test
    void servesEveryFunctionTheFaithfulProviderServes() {
        for (FloatModel m : List.of(FloatModel.IEEE, FloatModel.PS2)) {
            assertEquals(names(faithful.functions(m)), names(provider.functions(m)), m.name());
        }
    }

    private static Set<String> names(List<SpecFunction> fs) {
        Set<String> out = new TreeSet<>();
        fs.forEach(f -> out.add(f.name()));
        return out;
    }

    @Test
    void servesTheCorrectedSortThroughTheOracle() {
        int[] order = (int[]) provider.functions().stream().filter(f -> f.name().equals("MeshContacts_SortByFraction"))
                .findFirst().orElseThrow().invoke(Map.of("keys", new float[] {0.5f, 0.6f, 0.3f})).get("order");
        assertArrayEquals(new int[] {2, 0, 1}, order);
    }

    @Test
    void aCorrectionTheLibraryDoesNotMakeInASlotIsRefused() {
        Set<Quirk> foreign = EnumSet.of(Quirk.SORT_SMEAR);
        assertTrue(KernelSelection.declared(provider, Slots.BODY_SWEEP).stream().noneMatch(foreign::contains));
        org.junit.jupiter.api.Assertions.assertThrows(engine.api.kernel.SelectionException.class,
                () -> provider.kernel(Slots.BODY_SWEEP, new KernelConfig(FloatModel.IEEE, foreign)));
        assertFalse(provider.corrections().isEmpty());
    }
}
