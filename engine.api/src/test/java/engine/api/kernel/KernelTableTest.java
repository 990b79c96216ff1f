package engine.api.kernel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.api.kernel.mesh.MeshContactSort;
import engine.api.math.FloatModel;
import engine.api.math.StandInFloatModels;
import engine.api.quirk.Quirk;
import engine.api.slots.Slots;
import java.util.EnumSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The table builder, its lookups, and KernelConfig and Correction values. */
class KernelTableTest {

    private final MeshContactSort sort = (keys, count, order, log) -> { };

    @Test
    void builderFillsSlotsAndTheTableNeverChangesAfterwards() {
        KernelConfig c = new KernelConfig(FloatModel.IEEE, Set.of(Quirk.SORT_SMEAR));
        KernelTable.Builder b = KernelTable.builder(FloatModel.IEEE, "faithful").put(Slots.MESH_CONTACT_SORT, "fixed",
                c, sort);
        KernelTable t = b.build();
        b.put(Slots.MESH_CONTACT_SORT, "other", KernelConfig.DEFAULT, (MeshContactSort) (k, n, o, l) -> { });
        assertSame(sort, t.get(Slots.MESH_CONTACT_SORT));
        assertEquals("fixed", t.providerId(Slots.MESH_CONTACT_SORT));
        assertSame(c, t.config(Slots.MESH_CONTACT_SORT));
        assertEquals(1, t.filledCount());
        assertNull(t.find(Slots.BODY_SWEEP));
        assertNull(t.providerId(Slots.BODY_SWEEP));
        SelectionException e = assertThrows(SelectionException.class, () -> t.get(Slots.BODY_SWEEP));
        assertTrue(e.getMessage().contains("body-sweep") && e.getMessage().contains("'faithful'"), e.getMessage());
    }

    @Test
    void builderRefusesAKernelOfTheWrongTypeOrModel() {
        KernelTable.Builder b = KernelTable.builder(StandInFloatModels.PS2, "faithful");
        assertThrows(IllegalArgumentException.class, () -> b.put(Slots.BODY_SWEEP, "x", KernelConfig.original(
                StandInFloatModels.PS2), sort));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> b.put(Slots.MESH_CONTACT_SORT, "x", KernelConfig.DEFAULT, sort));
        assertTrue(e.getMessage().contains("ieee") && e.getMessage().contains("ps2"), e.getMessage());
    }

    @Test
    void kernelConfigCorrectsExactlyItsSetAndCopiesIt() {
        for (Quirk q : Quirk.values()) {
            assertFalse(KernelConfig.DEFAULT.corrects(q), q.id());
        }
        Set<Quirk> on = EnumSet.of(Quirk.SORT_SMEAR);
        KernelConfig c = new KernelConfig(FloatModel.IEEE, on);
        on.clear();
        assertTrue(c.corrects(Quirk.SORT_SMEAR));
        assertFalse(c.corrects(Quirk.MESH_CONTACTS_100));
        assertEquals(Set.of(Quirk.SORT_SMEAR), c.corrections(), "the set is copied");
        assertThrows(NullPointerException.class, () -> new KernelConfig(null, Set.of()));
        assertEquals(Set.of(), KernelConfig.original(StandInFloatModels.PS2).corrections());
    }

    @Test
    void correctionIsNamedByItsQuirk() {
        Correction c = new Correction(Quirk.SORT_SMEAR, Slots.MESH_CONTACT_SORT, "a correct insertion sort");
        assertEquals("SORT_SMEAR", c.switchName());
        assertThrows(IllegalArgumentException.class, () -> new Correction(Quirk.SORT_SMEAR, Slots.MESH_CONTACT_SORT,
                " "));
        assertThrows(NullPointerException.class, () -> new Correction(null, Slots.MESH_CONTACT_SORT, "x"));
    }
}
