package engine.kernels.oracle;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.api.oracle.Args;
import engine.api.oracle.FunctionArgumentException;
import engine.api.oracle.Param;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The per-item list arguments the scene functions share: fallbacks when absent, one length check naming the list. */
class PerItemTest {
    private static final Param<int[]> FLAGS = Param.ints("flags", "per body flags").orAbsent();
    private static final Param<float[]> SIZES = Param.floats("sizes", "three per object").orAbsent();

    @Test
    void anAbsentListIsTheFallbackForEachItem() {
        Args none = new Args("F", Map.of());
        assertArrayEquals(new int[] {7, 7, 7}, PerItem.ints(none, FLAGS, 3, 7, "body"));
        assertArrayEquals(new float[] {0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f},
                PerItem.floats(none, SIZES, 2, 3, 0.5f, "object"));
    }

    @Test
    void aGivenListOfTheRightLengthIsTakenAsItIs() {
        Args given = new Args("F", Map.of("flags", new int[] {1, 2}, "sizes", new float[] {1f, 2f, 3f}));
        assertArrayEquals(new int[] {1, 2}, PerItem.ints(given, FLAGS, 2, 0, "body"));
        assertArrayEquals(new float[] {1f, 2f, 3f}, PerItem.floats(given, SIZES, 1, 3, 0f, "object"));
    }

    @Test
    void aListOfTheWrongLengthIsRefusedNamingItAndTheCounts() {
        Args given = new Args("F", Map.of("flags", new int[] {1, 2}, "sizes", new float[] {1f, 2f}));
        FunctionArgumentException e = assertThrows(FunctionArgumentException.class,
                () -> PerItem.ints(given, FLAGS, 3, 0, "body"));
        assertTrue(e.getMessage().contains("flags") && e.getMessage().contains("one value per body (3), got 2"),
                e.getMessage());
        e = assertThrows(FunctionArgumentException.class, () -> PerItem.floats(given, SIZES, 1, 3, 0f, "object"));
        assertTrue(e.getMessage().contains("sizes") && e.getMessage().contains("3 values per object (1), got 2"),
                e.getMessage());
    }
}
