package engine.api.mesh;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** MeshBuilder: the fluent API, the grid it picks, and its errors. */
class MeshBuilderTest {

    private static String error(Runnable r) {
        return assertThrows(IllegalArgumentException.class, r::run).getMessage();
    }

    @Test
    void fluentAndStaticBakesGiveTheSameMesh() {
        MeshBuilder b = new MeshBuilder();
        assertEquals(0, b.vertex(0f, 0f, 0f));
        assertEquals(1, b.vertex(3f, 0f, 0f));
        assertEquals(2, b.vertex(0f, 3f, 1f));
        b.triangle(0, 1, 2, 0x4003, 7);
        assertEquals(3, b.vertexCount());
        assertEquals(1, b.triangleCount());
        CollisionMesh fluent = b.build(1f);
        CollisionMesh baked = MeshBuilder.bake(new float[] {0, 0, 0, 3, 0, 0, 0, 3, 1},
                new int[] {0, 1, 2, 0x4003, 7}, 1f);
        assertEquals(fluent, baked);
        assertEquals(0x4003, fluent.flags(0));
        assertEquals(7, fluent.material(0));
        CollisionGrid g = fluent.grid();
        assertArrayEquals(new int[] {3, 3, 1}, new int[] {g.nx(), g.ny(), g.nz()});
        assertEquals(9, g.cellCount());
        for (int c = 0; c < 9; c++) {
            assertArrayEquals(new int[] {0}, g.list(c), "the bound covers every cell");
        }
    }

    @Test
    void aFlatAxisGetsOneCellAndTheGridCoversTheUpperBound() {
        // Extent 0 on z → 1 cell; extent 5 at cell 2 → ⌈2.5⌉ = 3 cells.
        CollisionMesh m = MeshBuilder.bake(new float[] {1, 1, 7, 6, 1, 7, 1, 2, 7}, new int[] {0, 1, 2, 1, 0}, 2f);
        CollisionGrid g = m.grid();
        assertEquals(3, g.nx());
        assertEquals(1, g.ny());
        assertEquals(1, g.nz());
        assertEquals(0f, g.toGrid(0, 1f));
        assertTrue(g.toGrid(0, 6f) <= g.nx());
        // Non-representable cell sizes: fl(hi·s) + t must still be ≤ n for every vertex.
        for (float cell : new float[] {0.1f, 0.3f, 0.7f, 1.3f, 3.3f}) {
            CollisionMesh mm = MeshBuilder.bake(new float[] {-3.7f, 0.1f, 9.9f, 5.3f, 0.1f, 9.9f, -3.7f, 4.9f, 12.2f},
                    new int[] {0, 1, 2, 1, 0}, cell);
            for (int i = 0; i < 3; i++) {
                for (int a = 0; a < 3; a++) {
                    float gc = mm.grid().toGrid(a, mm.vertex(i, a));
                    assertTrue(gc >= 0f && gc <= mm.grid().size(a), "cell " + cell + " vertex " + i + " axis " + a);
                }
            }
        }
    }

    @Test
    void anEmptyMeshBakesToOneEmptyCell() {
        CollisionMesh m = new MeshBuilder().build(2f);
        assertEquals(0, m.vertexCount());
        assertEquals(1, m.grid().cellCount());
        assertEquals(0, m.grid().listCount(0));
    }

    @Test
    void badCellSizesAreRejected() {
        float[] v = {0, 0, 0, 1, 0, 0, 0, 1, 0};
        int[] t = {0, 1, 2, 1, 0};
        for (float cell : new float[] {0f, -1f, Float.NaN, Float.POSITIVE_INFINITY}) {
            assertTrue(error(() -> MeshBuilder.bake(v, t, cell)).contains("must be finite and greater than 0"),
                    "" + cell);
        }
        assertTrue(error(() -> MeshBuilder.bake(v, t, Float.MIN_VALUE)).contains("too small"));
    }

    @Test
    void tooManyCellsSuggestsALargerCellSize() {
        // 100 m cube at 0.05 m: 2000^3 cells.
        float[] v = {0, 0, 0, 100, 0, 0, 0, 100, 100};
        String m = error(() -> MeshBuilder.bake(v, new int[] {0, 1, 2, 1, 0}, 0.05f));
        assertTrue(m.contains("more than CollisionGrid.MAX_CELLS (4194304)"), m);
        assertTrue(m.contains("use a larger cell size (at least about"), m);
        // The suggestion works.
        float suggested = Float.parseFloat(m.replaceAll(".*at least about ([0-9.E-]+) m\\).*", "$1"));
        assertTrue(MeshBuilder.bake(v, new int[] {0, 1, 2, 1, 0}, suggested).grid().cellCount()
                <= CollisionGrid.MAX_CELLS);
        // The largest extents allowed (CollisionMesh.MAX_COORDINATE) give a cell count that saturates, not overflows.
        float[] huge = {-1e9f, -1e9f, -1e9f, 1e9f, -1e9f, -1e9f, -1e9f, 1e9f, 1e9f};
        assertTrue(error(() -> MeshBuilder.bake(huge, new int[] {0, 1, 2, 1, 0}, 1f))
                .contains("use a larger cell size"));
    }

    @Test
    void invalidTrianglesAndVerticesNameTheRecordAndField() {
        float[] v = {0, 0, 0, 1, 0, 0, 0, 1, 0, 2, 0, 0};
        assertTrue(error(() -> MeshBuilder.bake(v, new int[] {0, 1, 9, 1, 0}, 1f))
                .contains("triangle 0 field v2: vertex 9"));
        assertTrue(error(() -> MeshBuilder.bake(v, new int[] {0, 1, 2, 1, 0, 0, 0, 2, 1, 0}, 1f))
                .contains("triangle 1 fields v0, v1, v2: degenerate"));
        assertTrue(error(() -> MeshBuilder.bake(v, new int[] {0, 1, 3, 1, 0}, 1f)).contains("collinear"));
        assertTrue(error(() -> MeshBuilder.bake(v, new int[] {0, 1, 2, 0x10000, 0}, 1f))
                .contains("triangle 0 field flags"));
        float[] nan = v.clone();
        nan[4] = Float.NaN;
        assertTrue(error(() -> MeshBuilder.bake(nan, new int[] {0, 1, 2, 1, 0}, 1f)).contains("vertex 1 field y"));
        assertTrue(error(() -> MeshBuilder.bake(new float[] {0, 0}, new int[0], 1f)).contains("whole number"));
    }

    @Test
    void aCellWithMoreThan65535TrianglesBakesButDoesNotFitTheOriginal() {
        // Was an error while lists were u16; a cell may now list more, and the mesh says it is over the original's u16.
        MeshBuilder b = new MeshBuilder();
        b.vertex(0f, 0f, 0f);
        b.vertex(1f, 0f, 0f);
        b.vertex(0f, 1f, 0f);
        for (int i = 0; i < 0x10000; i++) {
            b.triangle(0, 1, 2, 1, 0);
        }
        CollisionMesh m = b.build(10f);
        assertEquals(1, m.grid().cellCount());
        assertEquals(0x10000, m.grid().listCount(0));
        assertEquals(0xffff, m.grid().listEntry(0, 0xffff), "the last entry keeps its full value");
        assertFalse(m.fitsOriginalFormat());
        assertEquals("grid cell 0 (0, 0, 0) lists 65536 triangles, more than the original's u16 count allows (65535)",
                m.originalFormatProblem());
    }
}
