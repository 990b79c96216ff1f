package engine.kernels.mesh;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import engine.api.kernel.KernelConfig;
import engine.api.quirk.Quirk;
import engine.api.quirk.QuirkCounter;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** Unit 2, MeshContacts_SortByFraction: the spec's "Sort" test idea and the smear it describes. */
class Unit2SortByFractionTest {
    private final SortByFraction sort = new SortByFraction(KernelConfig.DEFAULT);
    private final QuirkCounter quirks = new QuirkCounter();

    private int[] sorted(float... keys) {
        int[] order = new int[keys.length + 1];
        sort.sort(keys, keys.length, order, quirks);
        return Arrays.copyOf(order, keys.length);
    }

    private static float[] keysOf(float[] keys, int[] order) {
        float[] out = new float[order.length];
        for (int i = 0; i < order.length; i++) {
            out[i] = keys[order[i]];
        }
        return out;
    }

    @Test
    void sortSmearKeys05_06_03ComeOut03_05_05() {
        // PS2-BUG(SORT_SMEAR): A(0.5), B(0.6), C(0.3) end as [C, A, A]; B is lost.
        float[] keys = {0.5f, 0.6f, 0.3f};
        int[] order = sorted(keys);
        assertArrayEquals(new int[] {2, 0, 0}, order);
        assertArrayEquals(new float[] {0.3f, 0.5f, 0.5f}, keysOf(keys, order));
        assertEquals(1, quirks.count(Quirk.SORT_SMEAR));
    }

    @Test
    void sortEqualKeysKeepArrivalOrder() {
        assertArrayEquals(new int[] {0, 1}, sorted(0.3f, 0.3f));
        assertEquals(0, quirks.count(Quirk.SORT_SMEAR));
    }

    @Test
    void sortInsertingBeforeASingleEntryMovesItCorrectly() {
        // One live entry after j: the forward copy moves it exactly, nothing is lost, nothing is reported.
        assertArrayEquals(new int[] {1, 0}, sorted(0.5f, 0.2f));
        assertEquals(0, quirks.count(Quirk.SORT_SMEAR));
    }

    @Test
    void sortSmearWritesOnePastTheLastEntry() {
        float[] keys = {0.5f, 0.6f, 0.3f};
        int[] order = new int[] {9, 9, 9, 9, 9};
        sort.sort(keys, 3, order, quirks);
        // The shift for i = 2 at j = 0 copies the old list[0] into slots 1, 2 and 3.
        assertArrayEquals(new int[] {2, 0, 0, 0, 9}, order);
    }

    @Test
    void sortSmearAlreadyDuplicatedEntriesAreNotReportedAgain() {
        // [C, A, A] then D(0.1) before all: slots 1..3 get C; the lost A was itself a copy of A... but C differs.
        float[] keys = {0.5f, 0.6f, 0.3f, 0.1f};
        int[] order = sorted(keys);
        assertArrayEquals(new int[] {3, 2, 2, 2}, order);
        assertEquals(2, quirks.count(Quirk.SORT_SMEAR));
    }

    @Test
    void sortNeedsRoomForTheWriteOnePast() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> sort.sort(new float[] {1f, 2f}, 2, new int[2], quirks));
        assertEquals("order holds 2 entries; sorting 2 needs 3 (the shift writes one past the last)", e.getMessage());
    }

    @Test
    void sortOfNothingWritesNothing() {
        int[] order = {7};
        sort.sort(new float[0], 0, order, quirks);
        assertArrayEquals(new int[] {7}, order);
    }
}
