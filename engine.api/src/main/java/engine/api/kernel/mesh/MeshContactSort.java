package engine.api.kernel.mesh;

import engine.api.quirk.QuirkLog;
import org.osgi.annotation.versioning.ProviderType;

/**
 * MeshContacts_SortByFraction (Unit 2): orders count mesh contacts by their keys (fraction, depth or squared
 * distance) into a list of indices, in arrival order i = 0, 1, …; equal keys keep arrival order.
 */
@ProviderType
@FunctionalInterface
public interface MeshContactSort {

    /**
     * Fills order[0..count−1] with indices 0..count−1 ordered by keys[index].
     *
     * @param keys  the sort keys, keys[i] for contact i
     * @param count contacts to sort (0..keys.length)
     * @param order the output list; its length must be at least count + 1 (the original writes one past)
     * @param log   where a fired quirk is reported
     */
    void sort(float[] keys, int count, int[] order, QuirkLog log);
}
