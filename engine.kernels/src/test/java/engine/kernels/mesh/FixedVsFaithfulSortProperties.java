package engine.kernels.mesh;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import engine.api.kernel.KernelConfig;
import engine.api.math.FloatModel;
import engine.api.quirk.Quirk;
import engine.api.quirk.QuirkCounter;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Set;
import java.util.stream.IntStream;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.FloatRange;
import net.jqwik.api.constraints.Size;

/** The fixed sort is a stable sorted permutation, and agrees with the faithful one bit for bit where no quirk fired. */
class FixedVsFaithfulSortProperties {

    private static float[] keys(List<Float> in) {
        float[] k = new float[in.size()];
        for (int i = 0; i < k.length; i++) {
            k[i] = in.get(i);
        }
        return k;
    }

    @Property
    void theFixedSortIsAStableSortedPermutation(
            @ForAll @Size(max = 100) List<@FloatRange(min = 0f, max = 1f) Float> in) {
        float[] k = keys(in);
        int[] order = new int[k.length + 1];
        new SortByFraction(new KernelConfig(FloatModel.IEEE, Set.of(Quirk.SORT_SMEAR)))
                .sort(k, k.length, order, new QuirkCounter());
        int[] expected = IntStream.range(0, k.length).boxed()
                .sorted(Comparator.comparingDouble(i -> k[i])).mapToInt(Integer::intValue).toArray();
        assertArrayEquals(expected, Arrays.copyOf(order, k.length));
    }

    @Property
    void faithfulAndFixedAgreeExactlyWhereTheSmearDidNotFire(
            @ForAll @Size(max = 40) List<@FloatRange(min = 0f, max = 1f) Float> in) {
        float[] k = keys(in);
        int[] faithful = new int[k.length + 1];
        int[] fixed = new int[k.length + 1];
        QuirkCounter q = new QuirkCounter();
        new SortByFraction(KernelConfig.DEFAULT).sort(k, k.length, faithful, q);
        new SortByFraction(new KernelConfig(FloatModel.IEEE, Set.of(Quirk.SORT_SMEAR)))
                .sort(k, k.length, fixed, new QuirkCounter());
        if (q.total() == 0) {
            assertArrayEquals(Arrays.copyOf(faithful, k.length), Arrays.copyOf(fixed, k.length));
        } else {
            assertEquals(fixed[0], faithful[0], "even when the smear fires, the first entry is the same");
        }
    }
}
