package engine.api.mesh;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.api.math.Float4;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Unit 2, CollisionMesh_BeginShapeQuery (0x00347170): the cell range and the visited bits, on a mesh baked by
 * MeshBuilder with the spec's test cell size of 2 m. The mesh is the spec's test wall (plane x = 0, y −5..5,
 * z 0..3, front facing −x) plus a floor (z = 0, x −4..4, y −5..5) so the grid has extent on every axis:
 * nx = 8 / 2 = 4, ny = 10 / 2 = 5, nz = ⌈3 / 2⌉ = 2; scale 0.5, translation (2, 2.5, 0).
 */
class Unit2BeginShapeQueryTest {

    private static final float CELL = 2f; // Unit 2, test ideas: "cell size 2 m"

    static CollisionMesh wallAndFloor() {
        MeshBuilder b = new MeshBuilder();
        int w0 = b.vertex(0f, -5f, 0f);
        int w1 = b.vertex(0f, -5f, 3f);
        int w2 = b.vertex(0f, 5f, 3f);
        int w3 = b.vertex(0f, 5f, 0f);
        int f0 = b.vertex(-4f, -5f, 0f);
        int f1 = b.vertex(4f, -5f, 0f);
        int f2 = b.vertex(4f, 5f, 0f);
        int f3 = b.vertex(-4f, 5f, 0f);
        int oneSided = TriangleFlags.ENABLED;
        b.triangle(w0, w1, w2, oneSided, 1).triangle(w0, w2, w3, oneSided, 1); // normal −x
        b.triangle(f0, f1, f2, oneSided, 2).triangle(f0, f2, f3, oneSided, 2); // normal +z
        return b.build(CELL);
    }

    private static void begin(MeshQuery q, CollisionMesh mesh, float x0, float y0, float z0, float x1, float y1,
            float z1) {
        q.begin(mesh, new Float4(x0, y0, z0, 1f), new Float4(x1, y1, z1, 1f));
    }

    private static void assertRange(MeshQuery q, int x0, int y0, int z0, int x1, int y1, int z1) {
        assertArrayEquals(new int[] {x0, y0, z0, x1, y1, z1},
                new int[] {q.cellMin(0), q.cellMin(1), q.cellMin(2), q.cellMax(0), q.cellMax(1), q.cellMax(2)});
    }

    @Test
    void builderMakesTheGridTheSpecCellSizeImplies() {
        CollisionGrid g = wallAndFloor().grid();
        assertArrayEquals(new int[] {4, 5, 2}, new int[] {g.nx(), g.ny(), g.nz()});
        assertArrayEquals(new float[] {0.5f, 0.5f, 0.5f}, new float[] {g.scale(0), g.scale(1), g.scale(2)});
        assertArrayEquals(new float[] {2f, 2.5f, 0f},
                new float[] {g.translation(0), g.translation(1), g.translation(2)});
        // The wall (x = 0, grid x = 2.0) lies in column 2; the floor (grid z 0) in layer 0.
        assertArrayEquals(new int[] {0, 1, 2, 3}, g.list(g.cellIndex(2, 0, 0)));
        assertArrayEquals(new int[] {0, 1}, g.list(g.cellIndex(2, 4, 1)));
        assertArrayEquals(new int[] {2, 3}, g.list(g.cellIndex(0, 0, 0)));
        assertArrayEquals(new int[0], g.list(g.cellIndex(0, 0, 1)));
    }

    @Test
    void boxInsideTheGridGetsTheExactCellRange() {
        MeshQuery q = new MeshQuery();
        // grid x: −1.5·0.5 + 2 = 1.25 → 1, 1·0.5 + 2 = 2.5 → 2; y: 2.25 → 2,
        // 3.95 → 3; z: 0.25 → clamp 0.5 → 0, 1.25 → 1.
        begin(q, wallAndFloor(), -1.5f, -0.5f, 0.5f, 1f, 2.9f, 2.5f);
        assertRange(q, 1, 2, 0, 2, 3, 1);
    }

    /** MESH_FILE_LAYOUT (reconstructed): the world-to-grid matrix's cell coordinates clamped to [0.5, n − 0.5]. */
    @Test
    void boxPastTheGridOnEverySideClampsToTheFirstAndLastCells() {
        MeshQuery q = new MeshQuery();
        // Unit 2, BeginShapeQuery: clamped to [0.5, n − 0.5], so 0..n−1 whatever the box.
        begin(q, wallAndFloor(), -100f, -100f, -100f, 100f, 100f, 100f);
        assertRange(q, 0, 0, 0, 3, 4, 1);
        // Test idea "a box whose max is past the grid clamps to the last cell".
        begin(q, wallAndFloor(), 3f, 4f, 2f, 1e30f, 1e30f, 1e30f);
        assertRange(q, 3, 4, 1, 3, 4, 1);
        // Entirely below / above the grid: both corners clamp to the same edge cell.
        begin(q, wallAndFloor(), -50f, -50f, -50f, -40f, -40f, -40f);
        assertRange(q, 0, 0, 0, 0, 0, 0);
    }

    @Test
    void aCoordinateOnACellBoundaryGoesToTheUpperCell() {
        MeshQuery q = new MeshQuery();
        CollisionMesh mesh = wallAndFloor();
        // x = −2 → grid 1.0 → 1; y = −3 → 1.0 → 1; z = 2 → 1.0 → 1 (vftoi0 truncates toward zero).
        begin(q, mesh, -2f, -3f, 2f, 2f, 1f, 2f);
        assertRange(q, 1, 1, 1, 3, 3, 1); // max x = 2 → 3.0 → 3; y = 1 → 3.0 → 3
        // One ulp below the boundary stays in the lower cell.
        begin(q, mesh, Math.nextDown(-2f), Math.nextDown(-3f), Math.nextDown(2f), 0f, 0f, 0f);
        assertRange(q, 0, 0, 0, 2, 2, 0);
        // The grid's upper face (x = 4 → 4.0) is clamped to 3.5 → the last cell, 3.
        begin(q, mesh, 4f, 5f, 3f, 4f, 5f, 3f);
        assertRange(q, 3, 4, 1, 3, 4, 1);
    }

    @Test
    void visitedBitsAreClearedByEveryBegin() {
        MeshQuery q = new MeshQuery();
        CollisionMesh mesh = wallAndFloor();
        begin(q, mesh, 0f, 0f, 0f, 1f, 1f, 1f);
        assertFalse(q.visit(2));
        assertTrue(q.visit(2));
        assertTrue(q.isVisited(2));
        assertFalse(q.isVisited(3));
        begin(q, mesh, 0f, 0f, 0f, 1f, 1f, 1f);
        assertFalse(q.isVisited(2));
        assertFalse(q.visit(2));
    }

    @Test
    void aWallSpanningSeveralCellsIsMetOncePerQuery() {
        // Test idea "Cells and visited bits": the wall triangles span 10 cells each, each is looked at once.
        CollisionMesh mesh = wallAndFloor();
        CollisionGrid g = mesh.grid();
        MeshQuery q = new MeshQuery();
        begin(q, mesh, -0.5f, -5f, 0f, 0.5f, 5f, 3f);
        List<Integer> met = new ArrayList<>();
        int listings = 0;
        for (int x = q.cellMin(0); x <= q.cellMax(0); x++) {
            for (int y = q.cellMin(1); y <= q.cellMax(1); y++) {
                for (int z = q.cellMin(2); z <= q.cellMax(2); z++) {
                    int cell = g.cellIndex(x, y, z);
                    for (int k = 0; k < g.listCount(cell); k++) {
                        listings++;
                        if (!q.visit(g.listEntry(cell, k))) {
                            met.add(g.listEntry(cell, k));
                        }
                    }
                }
            }
        }
        assertEquals(List.of(0, 1, 2, 3), met.stream().sorted().toList());
        assertTrue(listings > 4, "the triangles are listed in several cells: " + listings);
    }

    @Test
    void clearedBytesFollowsTheOriginalFormula() {
        // Unit 2: (((count + 7) >> 3) + 15) & 0x7ff0 bytes, 16 at a time.
        assertEquals(0, MeshQuery.clearedBytes(0));
        assertEquals(16, MeshQuery.clearedBytes(1));
        assertEquals(16, MeshQuery.clearedBytes(120));
        assertEquals(16, MeshQuery.clearedBytes(128));
        assertEquals(32, MeshQuery.clearedBytes(129));
        assertEquals(8192, MeshQuery.clearedBytes(CollisionMesh.MAX_TRIANGLES));
    }

    @Test
    void theU16OnePastEveryListIsInThePool() {
        // Unit 2, capsule sweep: reads one u16 past a list; the pool keeps it defined (next count or final 0).
        CollisionGrid g = wallAndFloor().grid();
        List<Integer> nonEmpty = new ArrayList<>();
        for (int c = 0; c < g.cellCount(); c++) {
            if (g.listCount(c) > 0) {
                nonEmpty.add(c);
            }
        }
        assertFalse(nonEmpty.isEmpty());
        for (int i = 0; i < nonEmpty.size(); i++) {
            int c = nonEmpty.get(i);
            int past = g.listOffset(c) + 1 + g.listCount(c);
            assertTrue(past < g.poolLength(), "cell " + c);
            int expected = i + 1 < nonEmpty.size() ? g.listCount(nonEmpty.get(i + 1)) : 0;
            assertEquals(expected, g.poolAt(past), "cell " + c);
            if (i + 1 == nonEmpty.size()) {
                assertEquals(g.poolLength() - 1, past, "the last list ends on the sentinel");
            }
        }
        for (int c = 0; c < g.cellCount(); c++) {
            if (g.listCount(c) == 0) {
                assertEquals(0, g.listOffset(c));
                int past = g.listOffset(c) + 1;
                assertEquals(g.listCount(nonEmpty.get(0)), g.poolAt(past), "empty cell " + c);
            }
        }
    }
}
