package engine.kernels.registry;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.api.body.Contact;
import engine.api.kernel.Correction;
import engine.api.kernel.KernelConfig;
import engine.api.kernel.KernelContext;
import engine.api.kernel.SelectionException;
import engine.api.kernel.Slot;
import engine.api.kernel.mesh.MeshContactSort;
import engine.api.kernel.pair.PairOverlap;
import engine.api.math.FloatModel;
import engine.api.quirk.Quirk;
import engine.api.quirk.QuirkLog;
import engine.api.shape.Shape;
import engine.api.shape.ShapeType;
import engine.api.slots.Slots;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/** The registry's own rules: one registration per slot, mirrored pairs once for both orders, loud failures. */
class SlotRegistryTest {
    private static final Slot<PairOverlap> SPHERE_CAPSULE = Slots.pairOverlap(ShapeType.SPHERE, ShapeType.CAPSULE);
    private static final Slot<PairOverlap> CAPSULE_SPHERE = Slots.pairOverlap(ShapeType.CAPSULE, ShapeType.SPHERE);

    /** A sort that records nothing: a kernel object of slot mesh-contact-sort for the tests. */
    private static final class NoSort implements MeshContactSort {
        @Override
        public void sort(float[] keys, int count, int[] order, QuirkLog log) {
        }
    }

    /** An overlap that remembers which order it was made for. */
    private record Side(boolean first) implements PairOverlap {
        @Override
        public boolean overlap(KernelContext ctx, Contact out, Shape own, Shape other) {
            return first;
        }
    }

    @Test
    void aSlotRegisteredTwiceFailsNamingTheSlot() {
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> SlotRegistry.of(r -> {
            r.add(Slots.MESH_CONTACT_SORT, c -> new NoSort());
            r.add(Slots.MESH_CONTACT_SORT, c -> new NoSort());
        }));
        assertEquals("slot mesh-contact-sort registered twice", e.getMessage());
    }

    @Test
    void twoFamiliesRegisteringOneSlotFail() {
        SlotRegistry.Family sort = r -> r.add(Slots.MESH_CONTACT_SORT, c -> new NoSort());
        assertThrows(IllegalStateException.class, () -> SlotRegistry.of(sort, sort));
    }

    @Test
    void aMirroredPairOverARegisteredSlotFails() {
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> SlotRegistry.of(r -> {
            r.add(CAPSULE_SPHERE, c -> new Side(true));
            r.mirrored(SPHERE_CAPSULE, CAPSULE_SPHERE, (c, first) -> new Side(first));
        }));
        assertEquals("slot overlap.capsule.sphere registered twice", e.getMessage());
    }

    @Test
    void aPairMirroredOntoItselfFails() {
        Slot<PairOverlap> same = Slots.pairOverlap(ShapeType.SPHERE, ShapeType.SPHERE);
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> SlotRegistry.of(r -> r.mirrored(same, same, (c, first) -> new Side(first))));
        assertEquals("slot overlap.sphere.sphere mirrored onto itself", e.getMessage());
    }

    @Test
    void aCorrectionInASlotNoFamilyRegistersFails() {
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> SlotRegistry.of(r -> r.corrections(
                List.of(new Correction(Quirk.SORT_SMEAR, Slots.MESH_CONTACT_SORT, "sorts")))));
        assertEquals("correction SORT_SMEAR in slot mesh-contact-sort: no family registers that slot", e.getMessage());
    }

    @Test
    void aCorrectionRowGivenTwiceFails() {
        Correction row = new Correction(Quirk.SORT_SMEAR, Slots.MESH_CONTACT_SORT, "sorts");
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> SlotRegistry.of(
                r -> r.add(Slots.MESH_CONTACT_SORT, c -> new NoSort()).corrections(List.of(row)),
                r -> r.corrections(List.of(row))));
        assertEquals("correction SORT_SMEAR in slot mesh-contact-sort registered twice", e.getMessage());
    }

    @Test
    void aMirroredPairIsListedOnceAndMakesEachOrderWithItsSide() {
        SlotRegistry reg = SlotRegistry.of(r -> r.mirrored(SPHERE_CAPSULE, CAPSULE_SPHERE,
                (c, first) -> new Side(first)));
        assertEquals(List.of(new SlotRegistry.MirroredPair(SPHERE_CAPSULE, CAPSULE_SPHERE)), reg.mirroredPairs());
        assertEquals(List.of(SPHERE_CAPSULE, CAPSULE_SPHERE), reg.slots());
        assertEquals(new Side(true), reg.make(SPHERE_CAPSULE, KernelConfig.DEFAULT));
        assertEquals(new Side(false), reg.make(CAPSULE_SPHERE, KernelConfig.DEFAULT));
    }

    @Test
    void slotsAreInCatalogueOrderWhateverTheRegistrationOrder() {
        SlotRegistry reg = SlotRegistry.of(r -> r.add(Slots.MESH_CONTACT_SORT, c -> new NoSort()),
                r -> r.add(SPHERE_CAPSULE, c -> new Side(true)));
        assertEquals(List.of(SPHERE_CAPSULE, Slots.MESH_CONTACT_SORT), reg.slots());
    }

    @Test
    void correctionsAreSortedByQuirkThenSlotAndAnsweredPerSlot() {
        Slot<?> sphere = Slots.meshSweep(ShapeType.SPHERE);
        Slot<?> capsule = Slots.meshSweep(ShapeType.CAPSULE);
        Correction smear = new Correction(Quirk.SORT_SMEAR, Slots.MESH_CONTACT_SORT, "sorts");
        Correction capsuleU16 = new Correction(Quirk.MESH_U16_LIMIT, capsule, "wide");
        Correction sphereU16 = new Correction(Quirk.MESH_U16_LIMIT, sphere, "wide");
        SlotRegistry reg = SlotRegistry.of(r -> r.add(Slots.MESH_CONTACT_SORT, c -> new NoSort())
                .add(Slots.meshSweep(ShapeType.SPHERE), c -> null).add(Slots.meshSweep(ShapeType.CAPSULE), c -> null)
                .corrections(List.of(capsuleU16, sphereU16, smear)));
        assertEquals(List.of(smear, sphereU16, capsuleU16), reg.corrections());
        assertEquals(Set.of(Quirk.MESH_U16_LIMIT), reg.correctable(sphere));
        assertEquals(Set.of(), reg.correctable(Slots.BODY_SWEEP));
    }

    @Test
    void aSlotNotRegisteredIsNotOfferedAndMakingItIsASelectionError() {
        SlotRegistry reg = SlotRegistry.of(r -> r.add(Slots.MESH_CONTACT_SORT, c -> new NoSort()));
        assertFalse(reg.offers(Slots.BODY_SWEEP));
        assertFalse(reg.offers(Slots.MOVEMENT_2D), "a slot past the last registered ordinal");
        SelectionException e = assertThrows(SelectionException.class,
                () -> reg.make(Slots.BODY_SWEEP, KernelConfig.DEFAULT));
        assertEquals("the kernel library has no kernel for slot body-sweep", e.getMessage());
    }

    @Test
    void makeReturnsWhatTheMakerMadeForThatConfig() {
        List<KernelConfig> seen = new ArrayList<>();
        NoSort made = new NoSort();
        SlotRegistry reg = SlotRegistry.of(r -> r.add(Slots.MESH_CONTACT_SORT, c -> {
            seen.add(c);
            return made;
        }));
        KernelConfig config = new KernelConfig(FloatModel.PS2, Set.of(Quirk.SORT_SMEAR));
        assertSame(made, reg.make(Slots.MESH_CONTACT_SORT, config));
        assertEquals(List.of(config), seen);
        assertTrue(reg.offers(Slots.MESH_CONTACT_SORT));
    }

    @Test
    void offersAndCorrectableAllocateNothing() {
        var bean = ManagementFactory.getThreadMXBean();
        Assumptions.assumeTrue(bean instanceof com.sun.management.ThreadMXBean s
                && s.isThreadAllocatedMemorySupported() && s.isThreadAllocatedMemoryEnabled(),
                "the JVM measures no per-thread allocation");
        var threads = (com.sun.management.ThreadMXBean) bean;
        SlotRegistry reg = SlotRegistry.of(r -> r.add(Slots.MESH_CONTACT_SORT, c -> new NoSort())
                .mirrored(SPHERE_CAPSULE, CAPSULE_SPHERE, (c, first) -> new Side(first)));
        List<Slot<?>> all = Slots.all();
        int offered = 0;
        for (int i = 0; i < 2_000; i++) {
            offered += lookUpEvery(reg, all);
        }
        long id = Thread.currentThread().getId();
        long before = threads.getThreadAllocatedBytes(id);
        for (int i = 0; i < 10_000; i++) {
            offered += lookUpEvery(reg, all);
        }
        long bytes = threads.getThreadAllocatedBytes(id) - before;
        assertEquals(12_000 * 3, offered);
        assertTrue(bytes < 10_000, bytes + " bytes allocated by 10,000 rounds of offers and correctable");
    }

    private static int lookUpEvery(SlotRegistry reg, List<Slot<?>> all) {
        int n = 0;
        for (int i = 0; i < all.size(); i++) {
            Slot<?> s = all.get(i);
            if (reg.offers(s) && reg.correctable(s).isEmpty()) {
                n++;
            }
        }
        return n;
    }
}
