package engine.kernels.library;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.api.kernel.Correction;
import engine.api.kernel.KernelConfig;
import engine.api.kernel.SelectionException;
import engine.api.kernel.Slot;
import engine.api.kernel.SlotGroup;
import engine.api.math.FloatModel;
import engine.api.quirk.Quirk;
import engine.api.shape.ShapeType;
import engine.api.slots.Slots;
import engine.kernels.box.BoxKernels;
import engine.kernels.mesh.MeshKernels;
import engine.kernels.pair.PairKernels;
import engine.kernels.registry.SlotRegistry;
import engine.kernels.registry.SlotRegistry.MirroredPair;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The library's one slot registry: {@link KernelLibrary#slots}, {@link KernelLibrary#kernel} and
 * {@link KernelLibrary#corrections} read the same table, the families register each slot once and each mirrored pair
 * once for both orders.
 */
class KernelLibraryRegistryTest {
    private final SlotRegistry registry = KernelLibrary.registry();

    /** The original's behaviour and every correction of slot, under each float model. */
    private static List<KernelConfig> configs(Slot<?> slot) {
        List<KernelConfig> out = new ArrayList<>();
        for (FloatModel m : List.of(FloatModel.IEEE, FloatModel.PS2)) {
            out.add(KernelConfig.original(m));
            out.add(new KernelConfig(m, KernelLibrary.correctable(slot)));
        }
        return out;
    }

    @Test
    void everyRegisteredSlotIsOfferedAndMakesANewKernelOfItsTypeForEveryConfig() {
        assertFalse(KernelLibrary.slots().isEmpty());
        for (Slot<?> slot : KernelLibrary.slots()) {
            assertTrue(registry.offers(slot), slot.id());
            for (KernelConfig config : configs(slot)) {
                Object a = KernelLibrary.kernel(slot, config);
                Object b = KernelLibrary.kernel(slot, config);
                assertTrue(slot.kernelType().isInstance(a), slot.id() + ": " + a);
                assertNotSame(a, b, slot.id() + ": a kernel belongs to one table");
            }
        }
    }

    @Test
    void offersAndMakeAgreeForEverySlotOfTheCatalogue() {
        List<Slot<?>> offered = new ArrayList<>();
        for (Slot<?> slot : Slots.all()) {
            if (registry.offers(slot)) {
                offered.add(slot);
                assertTrue(slot.kernelType().isInstance(KernelLibrary.kernel(slot, KernelConfig.DEFAULT)), slot.id());
            } else {
                SelectionException e = assertThrows(SelectionException.class,
                        () -> KernelLibrary.kernel(slot, KernelConfig.DEFAULT));
                assertEquals("the kernel library has no kernel for slot " + slot.id(), e.getMessage());
            }
        }
        assertEquals(offered, KernelLibrary.slots(), "slots() is the offered slots in catalogue order");
    }

    @Test
    void theLibraryServesEverySlotButTheSegmentMeshEntriesAndThe2dMovement() {
        // docs/box-sweeps.md: no segment is ever swept or overlapped against the level
        List<Slot<?>> expected = new ArrayList<>(Slots.all());
        expected.remove(Slots.meshSweep(ShapeType.SEGMENT));
        expected.remove(Slots.meshOverlap(ShapeType.SEGMENT));
        expected.remove(Slots.MOVEMENT_2D);
        assertEquals(expected, KernelLibrary.slots());
    }

    @Test
    void everyCorrectionIsInAnOfferedSlotAndCorrectableThere() {
        assertEquals(registry.corrections(), KernelLibrary.corrections());
        for (Correction c : KernelLibrary.corrections()) {
            assertTrue(registry.offers(c.slot()), c.quirk() + " in " + c.slot());
            assertTrue(KernelLibrary.correctable(c.slot()).contains(c.quirk()), c.quirk() + " in " + c.slot());
        }
    }

    @Test
    void eachMirroredPairIsRegisteredOnceForTheTwoOrdersOfOnePairTableEntry() {
        List<Slot<?>> seen = new ArrayList<>();
        for (MirroredPair p : registry.mirroredPairs()) {
            String[] a = p.first().id().split("\\.");
            String[] b = p.second().id().split("\\.");
            assertEquals(List.of(a[0], a[2], a[1]), List.of(b[0], b[1], b[2]), p + " is the pair in both orders");
            assertFalse(seen.contains(p.first()) || seen.contains(p.second()), p + " listed twice");
            seen.add(p.first());
            seen.add(p.second());
        }
        List<Slot<?>> offDiagonal = new ArrayList<>();
        for (Slot<?> s : Slots.all()) {
            boolean pair = s.group() == SlotGroup.PAIR_SWEEP || s.group() == SlotGroup.PAIR_OVERLAP;
            String[] id = s.id().split("\\.");
            if (pair && !id[1].equals(id[2])) {
                offDiagonal.add(s);
            }
        }
        seen.sort((x, y) -> Integer.compare(x.ordinal(), y.ordinal()));
        assertEquals(offDiagonal, seen, "every pair of two types is one mirrored registration");
        assertEquals(12, registry.mirroredPairs().size());
    }

    @Test
    void theBoxSweepMirrorsAreTheBoxFamilysAndThePairTablesThePairFamilys() {
        SlotRegistry box = SlotRegistry.of(BoxKernels::register);
        SlotRegistry pair = SlotRegistry.of(PairKernels::register);
        for (MirroredPair p : box.mirroredPairs()) {
            assertTrue(p.first().id().endsWith(".box") && p.second().id().startsWith("sweep.box."), p.toString());
        }
        assertEquals(3, box.mirroredPairs().size());
        assertEquals(9, pair.mirroredPairs().size());
        assertFalse(pair.offers(Slots.pairSweep(ShapeType.BOX, ShapeType.SPHERE)));
    }

    @Test
    void aFamilyRegisteredTwiceFailsLoudly() {
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> SlotRegistry.of(MeshKernels::register, MeshKernels::register));
        assertEquals("slot mesh-contact-sort registered twice", e.getMessage());
        assertThrows(IllegalStateException.class, () -> SlotRegistry.of(PairKernels::register, PairKernels::register));
    }

    @Test
    void aCorrectionAskedOutsideItsSlotIsRefusedBeforeAnyKernelIsMade() {
        KernelConfig smear = new KernelConfig(FloatModel.IEEE, Set.of(Quirk.SORT_SMEAR));
        SelectionException e = assertThrows(SelectionException.class,
                () -> KernelLibrary.kernel(Slots.BODY_SWEEP, smear));
        assertEquals("slot body-sweep: the kernel library makes no correction SORT_SMEAR there", e.getMessage());
        Object sort = KernelLibrary.kernel(Slots.MESH_CONTACT_SORT, smear);
        assertTrue(Slots.MESH_CONTACT_SORT.kernelType().isInstance(sort), String.valueOf(sort));
    }
}
