package engine.fixed.provider;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.api.kernel.ContactListPolicy;
import engine.api.kernel.KernelConfig;
import engine.api.kernel.MeshContactSort;
import engine.api.kernel.Slots;
import engine.api.math.FloatModel;
import engine.api.quirk.Quirk;
import engine.api.quirk.QuirkCounter;
import engine.faithful.mesh.SortByFraction;
import engine.fixed.mesh.StableSortByFraction;
import java.util.Arrays;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The fixed provider: each correction on by default and switchable on its own. */
class FixedProviderTest {
    private final FixedProvider provider = new FixedProvider();

    @Test
    void correctsTheSmearByDefault() {
        MeshContactSort sort = provider.kernel(Slots.MESH_CONTACT_SORT, KernelConfig.DEFAULT);
        assertTrue(sort instanceof StableSortByFraction);
    }

    @Test
    void switchingTheSmearCorrectionOffGivesTheFaithfulSort() {
        KernelConfig off = new KernelConfig(FloatModel.IEEE, Set.of(Quirk.SORT_SMEAR));
        MeshContactSort sort = provider.kernel(Slots.MESH_CONTACT_SORT, off);
        assertEquals(SortByFraction.class, sort.getClass());
        int[] order = new int[4];
        QuirkCounter q = new QuirkCounter();
        sort.sort(new float[] {0.5f, 0.6f, 0.3f}, 3, order, q);
        assertArrayEquals(new int[] {2, 0, 0}, Arrays.copyOf(order, 3));
        assertEquals(1, q.count(Quirk.SORT_SMEAR));
    }

    @Test
    void listsGrowPastTheOriginalLimitsUnlessThatCorrectionIsOff() {
        ContactListPolicy lists = provider.kernel(Slots.CONTACT_LISTS, KernelConfig.DEFAULT);
        assertEquals(100, lists.meshContactCapacity(), "the original sizes are the starting capacities");
        assertTrue(lists.growable(Quirk.MESH_CONTACTS_100));
        ContactListPolicy off = provider.kernel(Slots.CONTACT_LISTS,
                new KernelConfig(FloatModel.IEEE, Set.of(Quirk.MESH_CONTACTS_100)));
        assertFalse(off.growable(Quirk.MESH_CONTACTS_100));
    }

    @Test
    void servesTheCorrectedSortThroughTheOracle() {
        int[] order = (int[]) provider.functions().stream().filter(f -> f.name().equals("MeshContacts_SortByFraction"))
                .findFirst().orElseThrow().invoke(Map.of("keys", new float[] {0.5f, 0.6f, 0.3f})).get("order");
        assertArrayEquals(new int[] {2, 0, 1}, order);
    }
}
