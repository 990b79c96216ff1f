package engine.kernels.mesh;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.api.kernel.KernelConfig;
import engine.api.quirk.Quirk;
import engine.api.quirk.QuirkCounter;
import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.FloatRange;
import net.jqwik.api.constraints.Size;

/** Unit 2's guarantees for the smearing sort, for all inputs: the true minimum first, never decreasing. */
class SortByFractionProperties {

    private static float[] keys(List<Float> in) {
        float[] k = new float[in.size()];
        for (int i = 0; i < k.length; i++) {
            k[i] = in.get(i);
        }
        return k;
    }

    @Property
    void theFirstEntryIsTheTrueMinimumAndTheListNeverDecreases(
            @ForAll @Size(min = 1, max = 100) List<@FloatRange(min = 0f, max = 1f) Float> in) {
        float[] k = keys(in);
        int[] order = new int[k.length + 1];
        new SortByFraction(KernelConfig.DEFAULT).sort(k, k.length, order, new QuirkCounter());
        float min = Float.MAX_VALUE;
        int firstMin = -1;
        for (int i = 0; i < k.length; i++) {
            if (k[i] < min) {
                min = k[i];
                firstMin = i;
            }
        }
        assertEquals(firstMin, order[0], "the earliest of the smallest keys comes first");
        for (int i = 1; i < k.length; i++) {
            assertTrue(k[order[i - 1]] <= k[order[i]], "non-decreasing at " + i);
        }
    }

    @Property
    void withoutTheSmearReportedTheResultIsASortedPermutation(
            @ForAll @Size(max = 30) List<@FloatRange(min = 0f, max = 1f) Float> in) {
        float[] k = keys(in);
        int[] order = new int[k.length + 1];
        QuirkCounter q = new QuirkCounter();
        new SortByFraction(KernelConfig.DEFAULT).sort(k, k.length, order, q);
        boolean[] seen = new boolean[k.length];
        boolean permutation = true;
        for (int i = 0; i < k.length; i++) {
            permutation &= !seen[order[i]];
            seen[order[i]] = true;
        }
        assertEquals(q.count(Quirk.SORT_SMEAR) == 0, permutation,
                "the smear is reported exactly when an entry was lost");
    }
}
