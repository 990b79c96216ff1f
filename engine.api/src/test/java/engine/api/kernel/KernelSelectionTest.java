package engine.api.kernel;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import engine.api.math.FloatModel;
import engine.api.oracle.SpecFunction;
import engine.api.quirk.Quirk;
import engine.api.quirk.QuirkLog;
import engine.api.shape.ShapeType;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

/**
 * The slot catalogue, profiles and their resolution into a kernel table, with small fake providers built here:
 * "faithful" offers the mesh-contact sort (a real, stable insertion sort), "acme" the sphere-sphere sweep.
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

    /** A provider offering fixed kernel objects; records the configs it was asked to build with. */
    static final class FakeProvider implements KernelProvider {
        private final String id;
        private final Map<Slot<?>, Object> kernels = new LinkedHashMap<>();
        final List<KernelConfig> configs = new ArrayList<>();

        FakeProvider(String id) {
            this.id = id;
        }

        <K> FakeProvider with(Slot<K> slot, K kernel) {
            kernels.put(slot, kernel);
            return this;
        }

        @Override
        public String id() {
            return id;
        }

        @Override
        public String description() {
            return "test provider " + id;
        }

        @Override
        public List<Slot<?>> slots() {
            return kernels.keySet().stream().sorted((a, b) -> Integer.compare(a.ordinal(), b.ordinal())).toList();
        }

        @Override
        public <K> K kernel(Slot<K> slot, KernelConfig config) {
            Object k = kernels.get(slot);
            if (k == null) {
                throw new SelectionException(id + " does not offer " + slot.id());
            }
            configs.add(config);
            return slot.kernelType().cast(k);
        }

        @Override
        public List<SpecFunction> functions() {
            return List.of();
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
        KernelTable t = KernelSelection.resolve(Profile.DEFAULT, List.of(faithful(), acme()), List.of());
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
        assertSame(Profile.DEFAULT, t.profile());

        // The kernel in the table is the provider's real sort.
        int[] order = new int[5];
        t.get(Slots.MESH_CONTACT_SORT).sort(new float[] {0.5f, 0.1f, 0.3f, 0.1f}, 4, order, QuirkLog.NONE);
        assertArrayEquals(new int[] {1, 3, 2, 0, 0}, order);
    }

    @Test
    void slotNamedInTheProfileGoesToThatProvider() {
        FakeProvider f = faithful().with(SWEEP_SS, faithfulSweep);
        Profile p = Profile.DEFAULT.with(SWEEP_SS, "acme");
        KernelTable t = KernelSelection.resolve(p, List.of(f, acme()), List.of());
        assertSame(acmeSweep, t.get(SWEEP_SS));
        assertEquals("acme", t.providerId(SWEEP_SS));
        assertSame(sort, t.get(Slots.MESH_CONTACT_SORT));
        assertEquals("faithful", t.providerId(Slots.MESH_CONTACT_SORT));
        // without the profile entry, faithful's own sweep serves the slot
        KernelTable d = KernelSelection.resolve(Profile.DEFAULT, List.of(f, acme()), List.of());
        assertSame(faithfulSweep, d.get(SWEEP_SS));
        assertEquals("faithful", d.providerId(SWEEP_SS));
    }

    @Test
    void namedProviderNotInstalledIsAnError() {
        Profile p = Profile.DEFAULT.with(SWEEP_SS, "ghost");
        assertSelectionError(() -> KernelSelection.resolve(p, List.of(faithful(), acme()), List.of()),
                "sweep.sphere.sphere", "'ghost'", "not installed", "installed: acme, faithful");
    }

    @Test
    void namedProviderThatDoesNotOfferTheSlotIsAnError() {
        Profile p = Profile.DEFAULT.with(Slots.MESH_CONTACT_SORT, "acme");
        assertSelectionError(() -> KernelSelection.resolve(p, List.of(faithful(), acme()), List.of()),
                "mesh-contact-sort", "'acme'", "does not offer", "offered by: faithful");
        // when nobody offers it, the message says so
        Slot<PairSweep> boxBox = Slots.pairSweep(ShapeType.BOX, ShapeType.BOX);
        assertSelectionError(() -> KernelSelection.resolve(Profile.DEFAULT.with(boxBox, "acme"),
                List.of(faithful(), acme()), List.of()), "sweep.box.box", "'acme'", "no installed provider offers it");
    }

    @Test
    void requiredSlotLeftEmptyIsAnError() {
        assertSelectionError(() -> KernelSelection.resolve(Profile.DEFAULT, List.of(faithful(), acme()),
                List.of(Slots.MESH_CONTACT_SORT, SWEEP_SS)), "sweep.sphere.sphere", "'faithful'", "offered by: acme");
        // required and served: fine
        KernelTable t = KernelSelection.resolve(Profile.DEFAULT.with(SWEEP_SS, "acme"), List.of(faithful(), acme()),
                List.of(Slots.MESH_CONTACT_SORT, SWEEP_SS));
        assertEquals(2, t.filledCount());
    }

    @Test
    void unknownDefaultProviderIsAnError() {
        Profile p = new Profile("ghost", Map.of(), "ieee", Set.of());
        assertSelectionError(() -> KernelSelection.resolve(p, List.of(faithful(), acme()), List.of()),
                "default provider 'ghost'", "installed: acme, faithful");
        assertSelectionError(() -> KernelSelection.resolve(Profile.DEFAULT, List.of(), List.of()),
                "'faithful'", "installed: none");
    }

    @Test
    void twoProvidersWithTheSameIdIsAnError() {
        assertSelectionError(() -> KernelSelection.resolve(Profile.DEFAULT, List.of(faithful(), acme(), faithful()),
                List.of()), "'faithful'");
    }

    @Test
    void providersAreGivenTheProfilesConfig() {
        FakeProvider f = faithful();
        Profile p = new Profile("faithful", Map.of(), "ieee", EnumSet.of(Quirk.SORT_SMEAR));
        KernelTable t = KernelSelection.resolve(p, List.of(f), List.of());
        assertEquals(1, f.configs.size());
        KernelConfig c = f.configs.get(0);
        assertSame(t.config(), c);
        assertSame(FloatModel.IEEE, c.floatModel());
        assertEquals(Set.of(Quirk.SORT_SMEAR), c.disabledCorrections());
        assertFalse(c.corrects(Quirk.SORT_SMEAR));
    }

    @Test
    void ps2FloatModelResolvesToThePs2Model() {
        // Every model name the profile accepts must resolve: "ps2" to the PS2 model, "ieee" to IEEE.
        FakeProvider f = faithful();
        KernelTable t = KernelSelection.resolve(new Profile("faithful", Map.of(), "ps2", Set.of()), List.of(f), List.of());
        assertSame(FloatModel.PS2, t.config().floatModel());
        assertSame(FloatModel.PS2, f.configs.get(0).floatModel());
        assertSame(FloatModel.IEEE, KernelSelection.resolve(Profile.DEFAULT, List.of(f), List.of()).config().floatModel());
    }

    @Test
    void kernelTableProviderIdAndFilledCount() {
        FakeProvider f = faithful().with(Slots.pairOverlap(ShapeType.BOX, ShapeType.SPHERE), (a, b, c, d) -> false);
        Profile p = Profile.DEFAULT.with(SWEEP_SS, "acme");
        KernelTable t = KernelSelection.resolve(p, List.of(f, acme()), List.of());
        assertEquals(3, t.filledCount());
        assertEquals("faithful", t.providerId(Slots.MESH_CONTACT_SORT));
        assertEquals("faithful", t.providerId(Slots.pairOverlap(ShapeType.BOX, ShapeType.SPHERE)));
        assertEquals("acme", t.providerId(SWEEP_SS));
        assertNull(t.providerId(Slots.BODY_SWEEP));
        assertNull(t.providerId(Slots.pairOverlap(ShapeType.SPHERE, ShapeType.BOX)), "the table is not symmetric");
        assertEquals(0, KernelSelection.resolve(Profile.DEFAULT, List.of(new FakeProvider("faithful")), List.of())
                .filledCount());
    }

    @Test
    void tableIsUnaffectedByLaterChangesToTheProviderList() {
        List<KernelProvider> installed = new ArrayList<>(List.of(faithful(), acme()));
        Profile p = Profile.DEFAULT.with(SWEEP_SS, "acme");
        KernelTable t = KernelSelection.resolve(p, installed, List.of());
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
        assertSelectionError(() -> new Profile("faithful", Map.of("sweep.sphere.cone", "acme"), "ieee", Set.of()),
                "sweep.sphere.cone");
        assertSelectionError(() -> Slots.require("mesh-sweep"), "mesh-sweep");
    }

    @Test
    void badProviderIdSyntaxIsAnError() {
        for (String bad : new String[] {"Faithful", "1st", "", "my provider", "-x", "fixed!"}) {
            assertSelectionError(() -> new Profile(bad, Map.of(), "ieee", Set.of()), "default", "'" + bad + "'");
            assertSelectionError(() -> new Profile("faithful", Map.of("mesh-contact-sort", bad), "ieee", Set.of()),
                    "slots.mesh-contact-sort", "'" + bad + "'");
        }
        Map<String, String> nullValue = new HashMap<>();
        nullValue.put("body-sweep", null);
        assertSelectionError(() -> new Profile("faithful", nullValue, "ieee", Set.of()), "slots.body-sweep");
        // well-formed ids
        for (String good : new String[] {"faithful", "fixed", "acme.plugin-2", "a_b", "x"}) {
            assertEquals(good, new Profile(good, Map.of("box-query", good), "ieee", Set.of()).defaultProvider());
        }
    }

    @Test
    void badFloatModelNameIsAnError() {
        for (String bad : new String[] {"x87", "IEEE", "", "ps3"}) {
            assertSelectionError(() -> new Profile("faithful", Map.of(), bad, Set.of()), "floatModel", "'" + bad + "'");
        }
        assertSelectionError(() -> new Profile("faithful", Map.of(), null, Set.of()), "floatModel");
        assertEquals("ps2", new Profile("faithful", Map.of(), "ps2", Set.of()).floatModel());
    }

    @Test
    void disablingACorrectionTheFixedKernelsDoNotMakeIsAnError() {
        Optional<Quirk> uncorrected = Arrays.stream(Quirk.values()).filter(q -> !q.fixedCorrects()).findFirst();
        assumeTrue(uncorrected.isPresent(), "the catalogue has no quirk the fixed kernels leave uncorrected yet");
        Quirk q = uncorrected.get();
        assertSelectionError(() -> new Profile("faithful", Map.of(), "ieee", Set.of(q)), "disabledCorrections", q.id());
    }

    @Test
    void disablingACorrectionTheFixedKernelsMakeIsAccepted() {
        for (Quirk q : Quirk.values()) {
            if (q.fixedCorrects()) {
                assertEquals(Set.of(q), new Profile("fixed", Map.of(), "ieee", Set.of(q)).disabledCorrections());
            }
        }
    }

    @Test
    void profileCopiesItsInputsAndNamesSlots() {
        Map<String, String> slots = new HashMap<>();
        slots.put("sweep.sphere.sphere", "acme");
        Set<Quirk> disabled = new HashSet<>(Set.of(Quirk.SORT_SMEAR));
        Profile p = new Profile("faithful", slots, "ieee", disabled);
        slots.put("mesh-contact-sort", "acme");
        disabled.clear();
        assertEquals(Map.of("sweep.sphere.sphere", "acme"), p.slots());
        assertEquals(Set.of(Quirk.SORT_SMEAR), p.disabledCorrections());
        assertThrows(UnsupportedOperationException.class, () -> p.slots().put("body-list", "x"));
        assertTrue(p.names(SWEEP_SS));
        assertFalse(p.names(Slots.MESH_CONTACT_SORT));
        assertEquals("acme", p.providerFor(SWEEP_SS));
        assertEquals("faithful", p.providerFor(Slots.MESH_CONTACT_SORT));
        Profile q = p.with(Slots.MESH_CONTACT_SORT, "fixed");
        assertEquals("fixed", q.providerFor(Slots.MESH_CONTACT_SORT));
        assertEquals("faithful", p.providerFor(Slots.MESH_CONTACT_SORT), "with() leaves the original alone");
        assertSelectionError(() -> p.with(SWEEP_SS, "Bad"), "slots.sweep.sphere.sphere");
    }

    // ---------------------------------------------------------------------------------------------------
    // KernelConfig

    @Test
    void kernelConfigCorrects() {
        for (Quirk q : Quirk.values()) {
            assertEquals(q.fixedCorrects(), KernelConfig.DEFAULT.corrects(q), q.id());
        }
        Set<Quirk> disabled = EnumSet.of(Quirk.SORT_SMEAR);
        KernelConfig c = new KernelConfig(FloatModel.IEEE, disabled);
        disabled.clear();
        assertFalse(c.corrects(Quirk.SORT_SMEAR), "disabled");
        assertEquals(Quirk.MESH_CONTACTS_100.fixedCorrects(), c.corrects(Quirk.MESH_CONTACTS_100), "others untouched");
        assertEquals(Set.of(Quirk.SORT_SMEAR), c.disabledCorrections(), "the set is copied");
        assertThrows(NullPointerException.class, () -> new KernelConfig(null, Set.of()));
    }

    // ---------------------------------------------------------------------------------------------------
    // The slot catalogue

    @Test
    void slotsCatalogueHas48SlotsWithUniqueIdsAndDenseOrdinals() {
        List<Slot<?>> all = Slots.all();
        assertEquals(48, all.size());
        Set<String> ids = new HashSet<>();
        for (int i = 0; i < all.size(); i++) {
            Slot<?> s = all.get(i);
            assertEquals(i, s.ordinal(), s.id());
            assertTrue(ids.add(s.id()), "duplicate id " + s.id());
            assertSame(s, Slots.byId(s.id()));
            assertSame(s, Slots.require(s.id()));
            assertEquals(s.id(), s.toString());
            assertNotNull(s.kernelType());
            assertFalse(s.description().isBlank(), s.id());
        }
        assertThrows(UnsupportedOperationException.class, () -> Slots.all().remove(0));
        assertEquals(16, all.stream().filter(s -> s.group() == SlotGroup.PAIR_SWEEP).count());
        assertEquals(16, all.stream().filter(s -> s.group() == SlotGroup.PAIR_OVERLAP).count());
        assertEquals(4, all.stream().filter(s -> s.group() == SlotGroup.MESH_SWEEP).count());
        assertEquals(4, all.stream().filter(s -> s.group() == SlotGroup.MESH_OVERLAP).count());
        assertEquals(7, all.stream().filter(s -> s.group() == SlotGroup.WORLD).count());
        assertEquals(1, all.stream().filter(s -> s.group() == SlotGroup.MOVEMENT_2D).count());
    }

    @Test
    void slotsLookupsReturnTheExpectedIds() {
        assertEquals("sweep.sphere.capsule", Slots.pairSweep(ShapeType.SPHERE, ShapeType.CAPSULE).id());
        assertEquals("sweep.capsule.sphere", Slots.pairSweep(ShapeType.CAPSULE, ShapeType.SPHERE).id());
        assertEquals("overlap.box.segment", Slots.pairOverlap(ShapeType.BOX, ShapeType.SEGMENT).id());
        assertEquals("mesh-sweep.capsule", Slots.meshSweep(ShapeType.CAPSULE).id());
        assertEquals("mesh-overlap.sphere", Slots.meshOverlap(ShapeType.SPHERE).id());
        for (ShapeType own : ShapeType.values()) {
            for (ShapeType other : ShapeType.values()) {
                Slot<PairSweep> s = Slots.pairSweep(own, other);
                assertEquals("sweep." + own.id() + "." + other.id(), s.id());
                assertSame(PairSweep.class, s.kernelType());
                assertSame(SlotGroup.PAIR_SWEEP, s.group());
                Slot<PairOverlap> o = Slots.pairOverlap(own, other);
                assertEquals("overlap." + own.id() + "." + other.id(), o.id());
                assertSame(PairOverlap.class, o.kernelType());
            }
            assertSame(MeshSweep.class, Slots.meshSweep(own).kernelType());
            assertSame(MeshOverlap.class, Slots.meshOverlap(own).kernelType());
        }
        assertSame(Slots.MESH_CONTACT_SORT, Slots.byId("mesh-contact-sort"));
        assertSame(Slots.CONTACT_LISTS, Slots.byId("contact-lists"));
        assertSame(Slots.BODY_SWEEP, Slots.byId("body-sweep"));
        assertSame(Slots.CONTACT_RESOLUTION, Slots.byId("contact-resolution"));
        assertSame(Slots.BODY_LIST, Slots.byId("body-list"));
        assertSame(Slots.BOX_QUERY, Slots.byId("box-query"));
        assertSame(Slots.MOVEMENT_2D, Slots.byId("movement-2d"));
    }

    @Test
    void slotsByIdAndRequire() {
        assertNull(Slots.byId("sweep.sphere.cone"));
        assertNull(Slots.byId("Mesh-Contact-Sort"));
        assertSelectionError(() -> Slots.require("sweep.sphere.cone"), "'sweep.sphere.cone'", "sweep.OWN.OTHER");
        assertSame(SWEEP_SS, Slots.require("sweep.sphere.sphere"));
    }

    @Test
    void slotCastChecksTheKernelType() {
        assertSame(sort, Slots.MESH_CONTACT_SORT.cast(sort));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> SWEEP_SS.cast(sort));
        assertTrue(e.getMessage().contains("sweep.sphere.sphere") && e.getMessage().contains("PairSweep"),
                e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> SWEEP_SS.cast(null));
    }
}
