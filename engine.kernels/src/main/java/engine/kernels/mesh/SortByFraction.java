package engine.kernels.mesh;

import engine.api.kernel.KernelConfig;
import engine.api.kernel.mesh.MeshContactSort;
import engine.api.math.FloatModel;
import engine.api.quirk.Quirk;
import engine.api.quirk.QuirkLog;

/**
 * Unit 2, MeshContacts_SortByFraction (0x00347300): insertion sort in arrival order; contact i goes before the
 * first entry whose key is strictly greater, else at the end, so equal keys keep arrival order. The original's
 * room-making shift copies forwards and smears; corrected, it moves the entries up, giving a sorted permutation.
 */
public final class SortByFraction implements MeshContactSort {
    private final boolean fixSmear;
    /** The table's float model: the keys are compared in it. */
    private final FloatModel m;

    /** The sort config asks for, comparing in config's float model. */
    public SortByFraction(KernelConfig config) {
        this.fixSmear = config.corrects(Quirk.SORT_SMEAR);
        this.m = config.floatModel();
    }

    /** True when the sort is a true stable sort (SORT_SMEAR corrected): equal keys keep arrival order, none lost. */
    public boolean isStable() {
        return fixSmear;
    }

    @Override
    public void sort(float[] keys, int count, int[] order, QuirkLog log) {
        if (count < 0 || count > keys.length) {
            throw new IllegalArgumentException("count " + count + " not in 0.." + keys.length);
        }
        if (order.length < count + 1) {
            throw new IllegalArgumentException("order holds " + order.length + " entries; sorting " + count
                    + " needs " + (count + 1) + " (the shift writes one past the last)");
        }
        for (int i = 0; i < count; i++) {
            float key = keys[i];
            int j = 0;
            while (j < i && !m.gt(keys[order[j]], key)) {
                j++;
            }
            if (j < i) {
                makeRoom(order, j, i, log);
            }
            order[j] = i;
        }
    }

    /**
     * Opens slot j of order[0..i−1] for a new entry. The original copies forwards, list[k + 1] ← list[k] for
     * k = j..i, re-reading the slot it has just written, so the old list[j] lands in every slot j + 1..i + 1.
     */
    private void makeRoom(int[] order, int j, int i, QuirkLog log) {
        if (fixSmear) {
            // The live entries j..i-1 move up to j+1..i.
            System.arraycopy(order, j, order, j + 1, i - j);
            return;
        }
        // PS2-BUG(SORT_SMEAR): entries j+1..i-1 are overwritten by copies of order[j] instead of moving up.
        int kept = order[j];
        for (int k = j + 1; k < i; k++) {
            if (order[k] != kept) {
                log.fired(Quirk.SORT_SMEAR);
                break;
            }
        }
        for (int k = j; k <= i; k++) {
            order[k + 1] = order[k];
        }
    }
}
