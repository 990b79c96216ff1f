package engine.kernels.mesh;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import engine.api.kernel.KernelConfig;
import engine.api.math.FloatModel;
import engine.api.quirk.Quirk;
import engine.api.quirk.QuirkCounter;
import java.util.Arrays;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The corrected MeshContacts_SortByFraction (SORT_SMEAR fixed): the spec's example, sorted correctly. */
class StableSortByFractionTest {

    private static int[] sorted(QuirkCounter q, float... keys) {
        int[] order = new int[keys.length + 1];
        new SortByFraction(new KernelConfig(FloatModel.IEEE, Set.of(Quirk.SORT_SMEAR)))
                .sort(keys, keys.length, order, q);
        return Arrays.copyOf(order, keys.length);
    }

    @Test
    void sortSmearFixedKeys05_06_03ComeOutCAB() {
        QuirkCounter q = new QuirkCounter();
        assertArrayEquals(new int[] {2, 0, 1}, sorted(q, 0.5f, 0.6f, 0.3f), "[C, A, B]");
        assertEquals(0, q.total(), "a corrected kernel reports nothing");
    }

    @Test
    void equalKeysKeepArrivalOrder() {
        assertArrayEquals(new int[] {0, 1, 3, 2}, sorted(new QuirkCounter(), 0.3f, 0.3f, 0.7f, 0.3f));
    }
}
