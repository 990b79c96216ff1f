package engine.api.mesh;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * The cell-list pool keeps the layout the capsule overrun needs (Unit 2, PhysicsMesh_SweepCapsule, the read one
 * past a list): [0 (the shared empty list), then count, entries… of each non-empty cell in cell order, then a 0
 * sentinel], so the value after any list is the next list's count or the sentinel. For grids within the original's
 * u16 format every value is a u16, exactly the original's pool; grids over it keep the same layout with int values.
 */
class CollisionGridProperties {

    /** A grid's dimensions, triangle count and per-cell lists (null or empty for empty cells). */
    record Case(int nx, int ny, int nz, int triangles, int[][] lists) {
        @Override
        public String toString() {
            StringBuilder sb = new StringBuilder(nx + " x " + ny + " x " + nz + ", " + triangles + " triangles:");
            for (int[] l : lists) {
                sb.append(' ').append(l == null ? "null" : java.util.Arrays.toString(l));
            }
            return sb.toString();
        }
    }

    /** Small grids whose lists index up to 40 triangles (within the original's u16 format). */
    @Provide
    Arbitrary<Case> fitting() {
        return grids(Arbitraries.integers().between(1, 40), 0);
    }

    /** Grids of 70,000 triangles whose lists index the top of the range, past 0xffff (over the original's format). */
    @Provide
    Arbitrary<Case> wide() {
        return grids(Arbitraries.just(70_000), 69_960);
    }

    private static Arbitrary<Case> grids(Arbitrary<Integer> triangleCounts, int lowest) {
        Arbitrary<Integer> dim = Arbitraries.integers().between(1, 4);
        return Combinators.combine(dim, dim, dim, triangleCounts).flatAs((nx, ny, nz, t) -> {
            Arbitrary<int[]> list = Arbitraries.integers().between(lowest, t - 1).set().ofMaxSize(8)
                    .map(s -> s.stream().mapToInt(Integer::intValue).toArray())
                    .injectNull(0.2);
            return list.array(int[][].class).ofSize(nx * ny * nz).map(l -> new Case(nx, ny, nz, t, l));
        });
    }

    private static final float[] ONE = {1f, 1f, 1f};

    /** The pool the layout prescribes, built from the lists independently of CollisionGrid. */
    private static List<Integer> expectedPool(int[][] lists) {
        List<Integer> p = new ArrayList<>();
        p.add(0);
        for (int[] l : lists) {
            if (l != null && l.length > 0) {
                p.add(l.length);
                for (int t : l) {
                    p.add(t);
                }
            }
        }
        p.add(0);
        return p;
    }

    private static void checkLayout(Case k, CollisionGrid g) {
        List<Integer> expected = expectedPool(k.lists());
        assertEquals(expected.size(), g.poolLength());
        for (int i = 0; i < expected.size(); i++) {
            assertEquals((int) expected.get(i), g.poolAt(i), "pool " + i);
        }
        // The value one past every list: the next non-empty list's count, or the final 0 sentinel.
        int cells = g.cellCount();
        for (int c = 0; c < cells; c++) {
            int past = g.listOffset(c) + 1 + g.listCount(c);
            assertTrue(past < g.poolLength(), "cell " + c);
            int next = 0;
            for (int d = g.listCount(c) == 0 ? 0 : c + 1; d < cells; d++) {
                if (g.listCount(d) > 0) {
                    next = g.listCount(d);
                    break;
                }
            }
            assertEquals(next, g.poolAt(past), "after cell " + c);
            if (g.listCount(c) == 0) {
                assertEquals(0, g.listOffset(c), "empty cell " + c + " points at the shared empty list");
            }
        }
    }

    @Property
    void theValueAfterEveryListIsDefinedAndEveryValueIsAU16(@ForAll("fitting") Case k) {
        CollisionGrid g = CollisionGrid.of(k.nx(), k.ny(), k.nz(), ONE, new float[3], k.lists(), k.triangles());
        checkLayout(k, g);
        for (int i = 0; i < g.poolLength(); i++) {
            assertTrue(g.poolAt(i) >= 0 && g.poolAt(i) <= 0xffff, "pool " + i + " = " + g.poolAt(i));
        }
        assertTrue(g.longestList() <= CollisionGrid.ORIGINAL_MAX_LIST);
    }

    @Property(tries = 200)
    void gridsOverTheOriginalsFormatKeepTheSameLayout(@ForAll("wide") Case k) {
        CollisionGrid g = CollisionGrid.of(k.nx(), k.ny(), k.nz(), ONE, new float[3], k.lists(), k.triangles());
        checkLayout(k, g);
        // ofCounts over the same lists gives the same grid.
        int[] counts = new int[k.lists().length];
        List<Integer> entries = new ArrayList<>();
        for (int c = 0; c < counts.length; c++) {
            int[] l = k.lists()[c];
            counts[c] = l == null ? 0 : l.length;
            for (int i = 0; l != null && i < l.length; i++) {
                entries.add(l[i]);
            }
        }
        assertEquals(g, CollisionGrid.ofCounts(k.nx(), k.ny(), k.nz(), ONE, new float[3], counts,
                entries.stream().mapToInt(Integer::intValue).toArray(), k.triangles()));
    }
}
