package engine.api.selection;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.api.kernel.FakeProvider;
import engine.api.kernel.KernelConfig;
import engine.api.kernel.KernelProvider;
import engine.api.kernel.KernelTable;
import engine.api.kernel.SelectionException;
import engine.api.kernel.Slot;
import engine.api.kernel.mesh.MeshContactSort;
import engine.api.kernel.pair.PairSweep;
import engine.api.math.FloatModel;
import engine.api.math.StandInFloatModels;
import engine.api.quirk.Quirk;
import engine.api.quirk.QuirkLog;
import engine.api.shape.ShapeType;
import engine.api.slots.Slots;
import java.util.ArrayList;
import java.util.Collection;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

/**
 * Profiles and their resolution into a kernel table, with small fake providers built here: "faithful" offers the
 * mesh-contact sort (a real, stable insertion sort), "acme" the sphere-sphere sweep, "fixed" the sort with two
 * declared corrections.
 */
class KernelSelectionTest {

    private static final Slot<PairSweep> SWEEP_SS = Slots.pairSweep(ShapeType.SPHERE, ShapeType.SPHERE);

    /** A stable insertion sort of indices by key: the correct MeshContacts_SortByFraction. */
    static final class StableSort implements MeshContactSort {
        @Override
        public void sort(float[] keys, int count, int[] order, QuirkLog log) {
            for (int i = 0; i < count; i++) {
                int j = i;
                while (j > 0 && keys[order[j - 1]] > keys[i]) {
                    order[j] = order[j - 1];
                    j--;
                }
                order[j] = i;
            }
        }
    }

    private final MeshContactSort sort = new StableSort();
    private final PairSweep acmeSweep = (ctx, out, ownBody, own, otherBody, other, move) -> false;
    private final PairSweep faithfulSweep = (ctx, out, ownBody, own, otherBody, other, move) -> true;

    private FakeProvider faithful() {
        return new FakeProvider("faithful").with(Slots.MESH_CONTACT_SORT, sort);
    }

    private FakeProvider acme() {
        return new FakeProvider("acme").with(SWEEP_SS, acmeSweep);
    }

    private FakeProvider fixed() {
        return new FakeProvider("fixed").with(Slots.MESH_CONTACT_SORT, sort).with(SWEEP_SS, acmeSweep)
                .correcting(Quirk.SORT_SMEAR, Slots.MESH_CONTACT_SORT)
                .correcting(Quirk.MESH_CONTACTS_100, Slots.MESH_CONTACT_SORT)
                .correcting(Quirk.SPHERE_SPHERE_TOUCHING_HITS, SWEEP_SS);
    }

    private static SelectionException assertSelectionError(Executable call, String... fragments) {
        SelectionException e = assertThrows(SelectionException.class, call);
        for (String f : fragments) {
            assertTrue(e.getMessage().contains(f), () -> "message '" + e.getMessage() + "' lacks '" + f + "'");
        }
        return e;
    }

    // ---------------------------------------------------------------------------------------------------
    // Resolution

    @Test
    void defaultProfileServesWhatTheDefaultProviderOffersAndLeavesTheRestEmpty() {
        KernelTable t = resolve(Profile.DEFAULT, List.of(faithful(), acme()), List.of());
        assertSame(sort, t.find(Slots.MESH_CONTACT_SORT));
        assertSame(sort, t.get(Slots.MESH_CONTACT_SORT));
        assertEquals("faithful", t.providerId(Slots.MESH_CONTACT_SORT));
        // acme offers the sphere-sphere sweep, but the profile does not name it: the slot stays empty.
        assertNull(t.find(SWEEP_SS));
        assertNull(t.providerId(SWEEP_SS));
        assertSelectionError(() -> t.get(SWEEP_SS), "sweep.sphere.sphere");
        for (Slot<?> s : Slots.all()) {
            if (s != Slots.MESH_CONTACT_SORT) {
                assertNull(t.find(s), s.id());
            }
        }
        assertEquals("faithful", t.defaultProvider());

        // The kernel in the table is the provider's real sort.
        int[] order = new int[5];
        t.get(Slots.MESH_CONTACT_SORT).sort(new float[] {0.5f, 0.1f, 0.3f, 0.1f}, 4, order, QuirkLog.NONE);
        assertArrayEquals(new int[] {1, 3, 2, 0, 0}, order);
    }

    @Test
    void slotNamedInTheProfileGoesToThatProvider() {
        FakeProvider f = faithful().with(SWEEP_SS, faithfulSweep);
        Profile p = Profile.DEFAULT.with(SWEEP_SS.id(), "acme");
        KernelTable t = resolve(p, List.of(f, acme()), List.of());
        assertSame(acmeSweep, t.get(SWEEP_SS));
        assertEquals("acme", t.providerId(SWEEP_SS));
        assertSame(sort, t.get(Slots.MESH_CONTACT_SORT));
        assertEquals("faithful", t.providerId(Slots.MESH_CONTACT_SORT));
        // without the profile entry, faithful's own sweep serves the slot
        KernelTable d = resolve(Profile.DEFAULT, List.of(f, acme()), List.of());
        assertSame(faithfulSweep, d.get(SWEEP_SS));
        assertEquals("faithful", d.providerId(SWEEP_SS));
    }

    @Test
    void namedProviderNotInstalledIsAnError() {
        Profile p = Profile.DEFAULT.with(SWEEP_SS.id(), "ghost");
        assertSelectionError(() -> resolve(p, List.of(faithful(), acme()), List.of()),
                "sweep.sphere.sphere", "'ghost'", "not installed", "installed: acme, faithful");
    }

    @Test
    void namedProviderThatDoesNotOfferTheSlotIsAnError() {
        Profile p = Profile.DEFAULT.with(Slots.MESH_CONTACT_SORT.id(), "acme");
        assertSelectionError(() -> resolve(p, List.of(faithful(), acme()), List.of()),
                "mesh-contact-sort", "'acme'", "does not offer", "offered by: faithful");
        // when nobody offers it, the message says so
        Slot<PairSweep> boxBox = Slots.pairSweep(ShapeType.BOX, ShapeType.BOX);
        assertSelectionError(() -> resolve(Profile.DEFAULT.with(boxBox.id(), "acme"),
                List.of(faithful(), acme()), List.of()), "sweep.box.box", "'acme'", "no installed provider offers it");
    }

    @Test
    void requiredSlotLeftEmptyIsAnError() {
        assertSelectionError(() -> resolve(Profile.DEFAULT, List.of(faithful(), acme()),
                List.of(Slots.MESH_CONTACT_SORT, SWEEP_SS)), "sweep.sphere.sphere", "'faithful'", "offered by: acme");
        // required and served: fine
        KernelTable t = resolve(Profile.DEFAULT.with(SWEEP_SS.id(), "acme"),
                List.of(faithful(), acme()), List.of(Slots.MESH_CONTACT_SORT, SWEEP_SS));
        assertEquals(2, t.filledCount());
    }

    @Test
    void unknownDefaultProviderIsAnError() {
        Profile p = new Profile("ghost", Map.of(), "ieee", Set.of());
        assertSelectionError(() -> resolve(p, List.of(faithful(), acme()), List.of()),
                "default provider 'ghost'", "installed: acme, faithful");
        assertSelectionError(() -> resolve(Profile.DEFAULT, List.of(), List.of()),
                "'faithful'", "installed: none");
    }

    @Test
    void twoProvidersWithTheSameIdIsAnError() {
        assertSelectionError(() -> resolve(Profile.DEFAULT, List.of(faithful(), acme(), faithful()),
                List.of()), "'faithful'");
    }

    @Test
    void providersAreGivenEachSlotsConfig() {
        FakeProvider f = fixed();
        KernelTable t = resolve(Profile.of("fixed"), List.of(f), List.of());
        assertEquals(2, f.configs.size());
        KernelConfig sortConfig = t.config(Slots.MESH_CONTACT_SORT);
        assertSame(f.configs.get(slotIndex(f, Slots.MESH_CONTACT_SORT)), sortConfig);
        assertSame(FloatModel.IEEE, sortConfig.floatModel());
        assertEquals(EnumSet.of(Quirk.SORT_SMEAR, Quirk.MESH_CONTACTS_100), sortConfig.corrections());
        assertEquals(Set.of(Quirk.SPHERE_SPHERE_TOUCHING_HITS), t.config(SWEEP_SS).corrections());
        assertNull(t.config(Slots.BODY_SWEEP), "an empty slot has no config");
    }

    /** KernelSelection.resolve with the API tests' model names (the PS2 models live in engine.ps2float). */
    private static KernelTable resolve(Profile profile, Collection<? extends KernelProvider> providers,
                                       Collection<? extends Slot<?>> required) {
        return KernelSelection.resolve(StandInFloatModels::byName, profile, providers, required);
    }

    private static int slotIndex(FakeProvider p, Slot<?> slot) {
        return p.slots().indexOf(slot);
    }

    @Test
    void floatModelNameResolvesThroughTheGivenMapping() {
        // The profile names the model; the caller's mapping (engine.ps2float in the product) gives it.
        FakeProvider f = faithful();
        KernelTable t = resolve(Profile.of("faithful").withFloatModel("ps2"), List.of(f), List.of());
        assertSame(StandInFloatModels.PS2, t.floatModel());
        assertSame(StandInFloatModels.PS2, t.config(Slots.MESH_CONTACT_SORT).floatModel());
        assertSame(StandInFloatModels.PS2, f.configs.get(0).floatModel());
        assertSame(FloatModel.IEEE, resolve(Profile.DEFAULT, List.of(f), List.of()).floatModel());
    }

    @Test
    void kernelTableProviderIdAndFilledCount() {
        FakeProvider f = faithful().with(Slots.pairOverlap(ShapeType.BOX, ShapeType.SPHERE), (a, b, c, d) -> false);
        Profile p = Profile.DEFAULT.with(SWEEP_SS.id(), "acme");
        KernelTable t = resolve(p, List.of(f, acme()), List.of());
        assertEquals(3, t.filledCount());
        assertEquals("faithful", t.providerId(Slots.MESH_CONTACT_SORT));
        assertEquals("faithful", t.providerId(Slots.pairOverlap(ShapeType.BOX, ShapeType.SPHERE)));
        assertEquals("acme", t.providerId(SWEEP_SS));
        assertNull(t.providerId(Slots.BODY_SWEEP));
        assertNull(t.providerId(Slots.pairOverlap(ShapeType.SPHERE, ShapeType.BOX)), "the table is not symmetric");
        assertEquals(0, resolve(Profile.DEFAULT, List.of(new FakeProvider("faithful")), List.of())
                .filledCount());
    }

    @Test
    void tableIsUnaffectedByLaterChangesToTheProviderList() {
        List<KernelProvider> installed = new ArrayList<>(List.of(faithful(), acme()));
        Profile p = Profile.DEFAULT.with(SWEEP_SS.id(), "acme");
        KernelTable t = resolve(p, installed, List.of());
        installed.clear();
        installed.add(new FakeProvider("faithful").with(Slots.MESH_CONTACT_SORT, new StableSort()));
        assertSame(sort, t.get(Slots.MESH_CONTACT_SORT));
        assertSame(acmeSweep, t.get(SWEEP_SS));
        assertEquals("acme", t.providerId(SWEEP_SS));
        assertEquals(2, t.filledCount());
    }

    // ---------------------------------------------------------------------------------------------------
    // Profile validation

    @Test
    void unknownSlotIdInAProfileIsAnError() {
        assertSelectionError(() -> Profile.of("faithful", Map.of("sweep.sphere.cone", "acme"), "ieee", Set.of()),
                "sweep.sphere.cone");
        assertSelectionError(() -> Slots.require("mesh-sweep"), "mesh-sweep");
    }

    @Test
    void badProviderIdSyntaxIsAnError() {
        for (String bad : new String[] {"Faithful", "1st", "", "my provider", "-x", "fixed!"}) {
            assertSelectionError(() -> new Profile(bad, Map.of(), "ieee", Set.of()), "default", "'" + bad + "'");
            assertSelectionError(() -> Profile.of("faithful", Map.of("mesh-contact-sort", bad), "ieee", Set.of()),
                    "slots.mesh-contact-sort", "'" + bad + "'");
        }
        Map<String, String> nullValue = new HashMap<>();
        nullValue.put("body-sweep", null);
        assertThrows(NullPointerException.class, () -> Profile.of("faithful", nullValue, "ieee", Set.of()));
        // well-formed ids
        for (String good : new String[] {"faithful", "fixed", "acme.plugin-2", "a_b", "x"}) {
            assertEquals(good, Profile.of(good, Map.of("box-query", good), "ieee", Set.of()).defaultProvider());
        }
    }

    @Test
    void badFloatModelNameIsAnError() {
        for (String bad : new String[] {"x87", "IEEE", "", "ps3"}) {
            assertSelectionError(() -> new Profile("faithful", Map.of(), bad, Set.of()), "floatModel", "'" + bad + "'");
        }
        assertSelectionError(() -> new Profile("faithful", Map.of(), null, Set.of()), "floatModel");
        assertEquals("ps2", Profile.of("faithful").withFloatModel("ps2").floatModel());
    }

    @Test
    void profileCopiesItsInputsAndNamesSlots() {
        Map<String, String> slots = new HashMap<>();
        slots.put("sweep.sphere.sphere", "acme");
        Set<Quirk> disabled = new HashSet<>(Set.of(Quirk.SORT_SMEAR));
        Profile p = Profile.of("faithful", slots, "ieee", disabled);
        slots.put("mesh-contact-sort", "acme");
        disabled.clear();
        assertEquals(Map.of("sweep.sphere.sphere", SlotChoice.of("acme")), p.slots());
        assertEquals(Set.of(Quirk.SORT_SMEAR), p.disabledCorrections());
        assertThrows(UnsupportedOperationException.class, () -> p.slots().put("body-list", SlotChoice.of("x")));
        assertTrue(p.namesProvider(SWEEP_SS.id()));
        assertFalse(p.namesProvider(Slots.MESH_CONTACT_SORT.id()));
        assertEquals("acme", p.providerFor(SWEEP_SS.id()));
        assertEquals("faithful", p.providerFor(Slots.MESH_CONTACT_SORT.id()));
        Profile q = p.with(Slots.MESH_CONTACT_SORT.id(), "fixed");
        assertEquals("fixed", q.providerFor(Slots.MESH_CONTACT_SORT.id()));
        assertEquals("faithful", p.providerFor(Slots.MESH_CONTACT_SORT.id()), "with() leaves the original alone");
        assertSelectionError(() -> p.with(SWEEP_SS.id(), "Bad"), "slots.sweep.sphere.sphere");
        Profile r = p.withCorrection(Slots.MESH_CONTACT_SORT.id(), Quirk.SORT_SMEAR, false);
        assertFalse(r.namesProvider(Slots.MESH_CONTACT_SORT.id()), "a correction alone does not name a provider");
        assertEquals(Map.of(Quirk.SORT_SMEAR, false), r.slots().get("mesh-contact-sort").corrections());
    }

    // ---------------------------------------------------------------------------------------------------
    // Corrections per slot

    @Test
    void defaultFixedProfileSwitchesOnEveryDeclaredCorrectionOfEachSlot() {
        KernelTable t = resolve(Profile.of("fixed"), List.of(fixed()), List.of());
        assertTrue(t.config(Slots.MESH_CONTACT_SORT).corrects(Quirk.SORT_SMEAR));
        assertTrue(t.config(Slots.MESH_CONTACT_SORT).corrects(Quirk.MESH_CONTACTS_100));
        assertFalse(t.config(Slots.MESH_CONTACT_SORT).corrects(Quirk.SPHERE_SPHERE_TOUCHING_HITS),
                "a correction declared for another slot");
        assertTrue(t.config(SWEEP_SS).corrects(Quirk.SPHERE_SPHERE_TOUCHING_HITS));
    }

    @Test
    void aProviderDeclaringNoCorrectionBuildsEverySlotWithNone() {
        KernelTable t = resolve(Profile.DEFAULT, List.of(faithful(), fixed()), List.of());
        assertEquals(Set.of(), t.config(Slots.MESH_CONTACT_SORT).corrections());
    }

    @Test
    void oneCorrectionSwitchedOffInOneSlotLeavesTheOthersOn() {
        Profile p = Profile.of("fixed").withCorrection(Slots.MESH_CONTACT_SORT.id(), Quirk.SORT_SMEAR, false);
        KernelTable t = resolve(p, List.of(fixed()), List.of());
        assertEquals(Set.of(Quirk.MESH_CONTACTS_100), t.config(Slots.MESH_CONTACT_SORT).corrections());
        assertEquals(Set.of(Quirk.SPHERE_SPHERE_TOUCHING_HITS), t.config(SWEEP_SS).corrections());
        // switched on explicitly: the same as the default
        Profile on = Profile.of("fixed").withCorrection(Slots.MESH_CONTACT_SORT.id(), Quirk.SORT_SMEAR, true);
        assertTrue(resolve(on, List.of(fixed()), List.of()).config(Slots.MESH_CONTACT_SORT)
                .corrects(Quirk.SORT_SMEAR));
    }

    @Test
    void disabledCorrectionsSwitchAQuirkOffInEverySlotThatDeclaresIt() {
        Profile p = new Profile("fixed", Map.of(), "ieee", EnumSet.of(Quirk.SORT_SMEAR,
                Quirk.SPHERE_SPHERE_TOUCHING_HITS));
        KernelTable t = resolve(p, List.of(fixed()), List.of());
        assertEquals(Set.of(Quirk.MESH_CONTACTS_100), t.config(Slots.MESH_CONTACT_SORT).corrections());
        assertEquals(Set.of(), t.config(SWEEP_SS).corrections());
    }

    @Test
    void namingACorrectionTheSlotsProviderDoesNotDeclareIsAnErrorNamingBoth() {
        Profile p = Profile.of("fixed").withCorrection(SWEEP_SS.id(), Quirk.SORT_SMEAR, false);
        assertSelectionError(() -> resolve(p, List.of(fixed()), List.of()), "sweep.sphere.sphere",
                "'fixed'", "SORT_SMEAR", "it declares SPHERE_SPHERE_TOUCHING_HITS");
        Profile f = Profile.DEFAULT.withCorrection(Slots.MESH_CONTACT_SORT.id(), Quirk.SORT_SMEAR, false);
        assertSelectionError(() -> resolve(f, List.of(faithful(), fixed()), List.of()),
                "mesh-contact-sort", "'faithful'", "SORT_SMEAR", "declares none");
    }

    @Test
    void disablingACorrectionNoSelectedProviderMakesIsAnError() {
        Profile p = new Profile("faithful", Map.of(), "ieee", EnumSet.of(Quirk.SORT_SMEAR));
        assertSelectionError(() -> resolve(p, List.of(faithful(), fixed()), List.of()),
                "disabledCorrections", "SORT_SMEAR", "corrected by: fixed");
        assertSelectionError(() -> resolve(p, List.of(faithful()), List.of()),
                "no installed provider corrects it");
    }

    @Test
    void correctionsForASlotItsDefaultProviderDoesNotOfferAreAnError() {
        Profile p = Profile.DEFAULT.withCorrection(SWEEP_SS.id(), Quirk.SPHERE_SPHERE_TOUCHING_HITS, false);
        assertSelectionError(() -> resolve(p, List.of(faithful(), fixed()), List.of()),
                "sweep.sphere.sphere", "'faithful'", "does not offer it", "offered by: fixed");
    }

    @Test
    void mixedProfileTakesEachSlotsCorrectionsFromItsOwnProvider() {
        Profile p = Profile.DEFAULT.with(SWEEP_SS.id(), "fixed");
        KernelTable t = resolve(p, List.of(faithful(), fixed()), List.of());
        assertEquals("faithful", t.providerId(Slots.MESH_CONTACT_SORT));
        assertEquals(Set.of(), t.config(Slots.MESH_CONTACT_SORT).corrections());
        assertEquals("fixed", t.providerId(SWEEP_SS));
        assertEquals(Set.of(Quirk.SPHERE_SPHERE_TOUCHING_HITS), t.config(SWEEP_SS).corrections());
    }

    @Test
    void aSlotsFallbackProviderServesItWhenTheDefaultDoesNot() {
        FakeProvider twoD = new FakeProvider("foothold2d")
                .with(Slots.MOVEMENT_2D, (map, c, mover, ms, sink, log) -> { });
        KernelTable t = resolve(Profile.DEFAULT, List.of(faithful(), twoD), List.of(Slots.MOVEMENT_2D));
        assertEquals("foothold2d", t.providerId(Slots.MOVEMENT_2D));
        assertEquals("foothold2d", Slots.MOVEMENT_2D.fallbackProvider());
        // not installed: the slot stays empty, as any other
        assertNull(resolve(Profile.DEFAULT, List.of(faithful()), List.of()).find(Slots.MOVEMENT_2D));
        // a profile naming another provider for it still gets that one
        FakeProvider other = new FakeProvider("acme2d").with(Slots.MOVEMENT_2D, (map, c, mover, ms, sink, log) -> { });
        assertEquals("acme2d", resolve(Profile.DEFAULT.with(Slots.MOVEMENT_2D.id(), "acme2d"),
                List.of(faithful(), twoD, other), List.of()).providerId(Slots.MOVEMENT_2D));
    }
}
