package engine.fixed.mesh;

import engine.api.quirk.QuirkLog;
import engine.faithful.mesh.SortByFraction;

/**
 * MeshContacts_SortByFraction corrected (fixes SORT_SMEAR): the same insertion order and tie rule, with the
 * room-making shift moving list[j..i−1] up by one as intended, so the result is a sorted permutation.
 */
public final class StableSortByFraction extends SortByFraction {

    @Override
    protected void makeRoom(int[] order, int j, int i, QuirkLog log) {
        // Backward-safe move of the live entries j..i-1 to j+1..i.
        System.arraycopy(order, j, order, j + 1, i - j);
    }
}
