package engine.api.mesh;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

/**
 * The original's u16 limits (Unit 2: 10-byte triangles with u16 corners, u16 cell-list counts and entries) at their
 * edges: 65,536 vertices and triangles (indices up to 65,535) and 65,535 entries per cell fit; one more of any
 * does not, and {@link CollisionMesh#originalFormatProblem()} names it. Meshes past the edges are still valid.
 */
class OriginalFormatLimitTest {
    private static final float[] ONE = {1f, 1f, 1f};

    /** count vertices along a zigzag (i, i % 2, 0), so (i, i + 1, i + 2) is never collinear. */
    private static float[] zigzag(int count) {
        float[] v = new float[count * 3];
        for (int i = 0; i < count; i++) {
            v[i * 3] = i;
            v[i * 3 + 1] = i % 2;
        }
        return v;
    }

    /** count copies of the record (a, b, c, 0xc001, 0). */
    private static int[] copies(int count, int a, int b, int c) {
        int[] t = new int[count * CollisionMesh.TRIANGLE_FIELDS];
        for (int i = 0; i < count; i++) {
            t[i * 5] = a;
            t[i * 5 + 1] = b;
            t[i * 5 + 2] = c;
            t[i * 5 + 3] = 0xc001;
        }
        return t;
    }

    /** A 1 x 1 x cells grid listing triangles [0, triangles) split into cells lists of at most perCell entries. */
    private static CollisionGrid split(int triangles, int cells, int perCell) {
        int[] counts = new int[cells];
        int[] entries = new int[triangles];
        for (int t = 0; t < triangles; t++) {
            counts[t / perCell]++;
            entries[t] = t;
        }
        return CollisionGrid.ofCounts(1, 1, cells, ONE, new float[3], counts, entries, triangles);
    }

    @Test
    void exactly65536VerticesFitAndCorner65535ReadsBack() {
        CollisionMesh fits = CollisionMesh.of(zigzag(0x10000), new int[] {0xfffd, 0xfffe, 0xffff, 0xc001, 0},
                split(1, 1, 1));
        assertEquals(CollisionMesh.MAX_VERTICES, fits.vertexCount());
        assertEquals(0xffff, fits.corner(0, 2));
        assertTrue(fits.fitsOriginalFormat());
        assertNull(fits.originalFormatProblem());

        CollisionMesh over = CollisionMesh.of(zigzag(0x10001), new int[] {0xfffe, 0xffff, 0x10000, 0xc001, 0},
                split(1, 1, 1));
        assertEquals(0x10000, over.corner(0, 2), "corner 65,536: an index a u16 cannot hold");
        assertFalse(over.fitsOriginalFormat());
        assertEquals("vertex count 65537 is over the original's limit 65536 (u16 corner indices)",
                over.originalFormatProblem());
    }

    @Test
    void exactly65536TrianglesFitAndEntry65535ReadsBack() {
        float[] v = zigzag(3);
        CollisionMesh fits = CollisionMesh.of(v, copies(0x10000, 0, 1, 2), split(0x10000, 2, 0x8000));
        assertEquals(CollisionMesh.MAX_TRIANGLES, fits.triangleCount());
        assertEquals(0xffff, fits.grid().listEntry(1, 0x7fff));
        assertTrue(fits.fitsOriginalFormat());

        CollisionMesh over = CollisionMesh.of(v, copies(0x10001, 0, 1, 2), split(0x10001, 2, 0x8001));
        assertEquals(0x10000, over.grid().listEntry(1, 0x7fff), "entry 65,536: an index a u16 cannot hold");
        assertFalse(over.fitsOriginalFormat());
        assertEquals("triangle count 65537 is over the original's limit 65536 (u16 cell-list entries)",
                over.originalFormatProblem());
    }

    @Test
    void exactly65535EntriesInACellFit() {
        float[] v = zigzag(3);
        CollisionMesh fits = CollisionMesh.of(v, copies(0xffff, 0, 1, 2), split(0xffff, 1, 0xffff));
        assertEquals(CollisionGrid.ORIGINAL_MAX_LIST, fits.grid().listCount(0));
        assertEquals(0xffff, fits.grid().longestList());
        assertTrue(fits.fitsOriginalFormat());
        assertEquals(-1, fits.grid().firstCellLongerThan(CollisionGrid.ORIGINAL_MAX_LIST));

        // 65,536 triangles in two cells: cell 0 lists all of them, cell 1 one (the count u16 would wrap to 0).
        int[] counts = {0x10000, 1};
        int[] entries = new int[0x10001];
        for (int t = 0; t < 0x10000; t++) {
            entries[t] = t;
        }
        entries[0x10000] = 7;
        CollisionGrid g = CollisionGrid.ofCounts(1, 2, 1, ONE, new float[3], counts, entries, 0x10000);
        CollisionMesh over = CollisionMesh.of(v, copies(0x10000, 0, 1, 2), g);
        assertEquals(0x10000, over.grid().listCount(0));
        assertEquals(0x10000, over.grid().longestList());
        assertEquals(0, over.grid().firstCellLongerThan(CollisionGrid.ORIGINAL_MAX_LIST));
        assertFalse(over.fitsOriginalFormat());
        assertEquals("grid cell 0 (0, 0, 0) lists 65536 triangles, more than the original's u16 count allows (65535)",
                over.originalFormatProblem());
    }

    @Test
    void theFirstLimitBrokenIsNamedVerticesThenTrianglesThenCells() {
        float[] v = zigzag(0x10001);
        CollisionMesh all = CollisionMesh.of(v, copies(0x10001, 0, 1, 2), split(0x10001, 1, 0x10001));
        assertTrue(all.originalFormatProblem().startsWith("vertex count 65537"), all.originalFormatProblem());
        CollisionMesh two = CollisionMesh.of(zigzag(3), copies(0x10001, 0, 1, 2), split(0x10001, 1, 0x10001));
        assertTrue(two.originalFormatProblem().startsWith("triangle count 65537"), two.originalFormatProblem());
        // The second of two long lists is not the one named.
        CollisionGrid g = CollisionGrid.ofCounts(2, 1, 1, ONE, new float[3], new int[] {0x10000, 0x10000},
                ramp(0x10000, 2), 0x10000);
        CollisionMesh cells = CollisionMesh.of(zigzag(3), copies(0x10000, 0, 1, 2), g);
        assertTrue(cells.originalFormatProblem().startsWith("grid cell 0 (0, 0, 0) lists 65536"),
                cells.originalFormatProblem());
    }

    /** 0..n−1, times repeated. */
    private static int[] ramp(int n, int times) {
        int[] r = new int[n * times];
        for (int i = 0; i < r.length; i++) {
            r[i] = i % n;
        }
        return r;
    }

    @Test
    void fittingMeshesHoldOnlyU16ValuesWhereTheOriginalHasU16() {
        CollisionMesh m = CollisionMesh.of(zigzag(0x10000), copies(0x10000, 0xfffd, 0xfffe, 0xffff),
                split(0x10000, 2, 0x8000));
        assertTrue(m.fitsOriginalFormat());
        CollisionGrid g = m.grid();
        for (int i = 0; i < g.poolLength(); i++) {
            assertEquals(g.poolAt(i), g.poolAt(i) & 0xffff, "pool " + i);
        }
        for (int t = 0; t < m.triangleCount(); t++) {
            for (int k = 0; k < 3; k++) {
                assertEquals(m.corner(t, k), m.corner(t, k) & 0xffff);
            }
        }
    }

    @Test
    void theMeshsOwnLimitsAndTheGridsCrossCheck() {
        assertEquals(1 << 24, CollisionMesh.LIMIT_VERTICES);
        assertEquals(1 << 24, CollisionMesh.LIMIT_TRIANGLES);
        // A grid listing a triangle the mesh does not have names the cell and entry.
        CollisionGrid g = CollisionGrid.ofCounts(1, 1, 2, ONE, new float[3], new int[] {0, 2}, new int[] {0, 5}, 6);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> CollisionMesh.of(zigzag(3), copies(1, 0, 1, 2), g));
        assertEquals("grid cell 1 (0, 0, 1) entry 1: triangle 5 out of range 0..0 (the mesh has 1 triangles)",
                e.getMessage());
        // A corner outside the vertices, and a negative one, name the record and field.
        e = assertThrows(IllegalArgumentException.class,
                () -> CollisionMesh.of(zigzag(3), new int[] {0, 1, 0x10000, 1, 0}, split(1, 1, 1)));
        assertEquals("triangle 0 field v2: vertex 65536 out of range 0..2", e.getMessage());
        e = assertThrows(IllegalArgumentException.class,
                () -> CollisionMesh.of(zigzag(3), new int[] {0, -1, 2, 1, 0}, split(1, 1, 1)));
        assertEquals("triangle 0 field v1: vertex -1 out of range 0..2", e.getMessage());
        // ofCounts: negative counts and a count total that differs from the entries.
        e = assertThrows(IllegalArgumentException.class,
                () -> CollisionGrid.ofCounts(2, 1, 1, ONE, new float[3], new int[] {1, -1}, new int[0], 1));
        assertEquals("grid cell 1 (1, 0, 0): count -1 is negative", e.getMessage());
        e = assertThrows(IllegalArgumentException.class,
                () -> CollisionGrid.ofCounts(2, 1, 1, ONE, new float[3], new int[] {1, 1}, new int[] {0}, 1));
        assertEquals("grid: the counts add up to 2 entries, 1 given", e.getMessage());
    }

    @Test
    void ofAndOfCountsBuildTheSameGrid() {
        int[][] lists = {{2, 0}, null, {}, {1}, {0, 1, 2}, {}};
        CollisionGrid a = CollisionGrid.of(3, 2, 1, ONE, new float[3], lists, 3);
        CollisionGrid b = CollisionGrid.ofCounts(3, 2, 1, ONE, new float[3], new int[] {2, 0, 0, 1, 3, 0},
                new int[] {2, 0, 1, 0, 1, 2}, 3);
        assertEquals(a, b);
        assertArrayEquals(new int[] {0, 2, 2, 0, 1, 1, 3, 0, 1, 2, 0}, pool(a));
        assertEquals(6, a.entryCount());
        assertEquals(3, a.longestList());
    }

    private static int[] pool(CollisionGrid g) {
        int[] p = new int[g.poolLength()];
        Arrays.setAll(p, g::poolAt);
        return p;
    }

    @Test
    void aBuiltMeshPastEveryLimitKeepsEveryValue() {
        // 70,000 triangles in a strip over 70,002 vertices, baked at a cell size that puts 70,000 in one cell.
        MeshBuilder b = new MeshBuilder();
        for (int i = 0; i < 70_002; i++) {
            b.vertex(i * 1e-3f, i % 2, 0f);
        }
        for (int i = 0; i < 70_000; i++) {
            b.triangle(i, i + 1, i + 2, 0xc001, i & 0xffff);
        }
        CollisionMesh m = b.build(100f);
        assertEquals(70_000, m.triangleCount());
        assertEquals(70_001, m.corner(69_999, 2));
        assertEquals(69_999 & 0xffff, m.material(69_999));
        assertEquals(1, m.grid().cellCount());
        assertEquals(70_000, m.grid().listCount(0));
        assertEquals(69_999, m.grid().listEntry(0, 69_999));
        assertEquals(0, m.grid().poolAt(m.grid().listOffset(0) + 1 + 70_000), "the sentinel after the long list");
        assertFalse(m.fitsOriginalFormat());
    }
}
