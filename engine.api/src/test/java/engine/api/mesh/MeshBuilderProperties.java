package engine.api.mesh;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.api.math.Float4;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * MeshBuilder's grid against brute force: a triangle is listed in exactly the cells its float32 bound's cell
 * range covers (Unit 2, CollisionMesh_BeginShapeQuery: corners mapped one by one, clamped to [0.5, n − 0.5],
 * truncated), so a query box touching its bound always shares a cell with it; lists ascend.
 */
class MeshBuilderProperties {

    /** A small random mesh, non-degenerate, and a cell size. */
    record Case(float[] xyz, int[] records, float cell) {
        int triangles() {
            return records.length / CollisionMesh.TRIANGLE_FIELDS;
        }

        @Override
        public String toString() {
            return "cell " + cell + ", xyz " + Arrays.toString(xyz) + ", tris " + Arrays.toString(records);
        }
    }

    @Provide
    Arbitrary<Case> meshes() {
        // Half-metre multiples put corners on cell boundaries often; free floats cover the rest.
        Arbitrary<Float> coord = Arbitraries.oneOf(
                Arbitraries.floats().between(-8f, 8f).ofScale(4),
                Arbitraries.integers().between(-16, 16).map(i -> i * 0.5f));
        Arbitrary<Float> cell = Arbitraries.oneOf(
                Arbitraries.floats().between(0.5f, 6f).ofScale(3),
                Arbitraries.of(0.5f, 1f, 2f, 3f));
        return Arbitraries.integers().between(3, 9).flatMap(nv -> {
            Arbitrary<int[]> tri = Combinators.combine(
                    Arbitraries.integers().between(0, nv - 1), Arbitraries.integers().between(0, nv - 1),
                    Arbitraries.integers().between(0, nv - 1), Arbitraries.integers().between(0, 0xffff),
                    Arbitraries.integers().between(0, 0xffff)).as((a, b, c, f, m) -> new int[] {a, b, c, f, m});
            return Combinators.combine(coord.list().ofSize(3 * nv), tri.list().ofMinSize(1).ofMaxSize(10), cell)
                    .as(MeshBuilderProperties::keepNonDegenerate);
        }).filter(c -> c.triangles() > 0);
    }

    private static Case keepNonDegenerate(List<Float> coords, List<int[]> tris, float cell) {
        float[] xyz = new float[coords.size()];
        for (int i = 0; i < xyz.length; i++) {
            xyz[i] = coords.get(i);
        }
        List<Integer> kept = new ArrayList<>();
        for (int[] t : tris) {
            if (!degenerate(xyz, t[0], t[1], t[2])) {
                for (int f : t) {
                    kept.add(f);
                }
            }
        }
        return new Case(xyz, kept.stream().mapToInt(Integer::intValue).toArray(), cell);
    }

    /** CollisionMesh's test: a repeated corner or (n.x² + n.y²) + n.z² == 0 in float32. */
    private static boolean degenerate(float[] v, int a, int b, int c) {
        if (a == b || b == c || a == c) {
            return true;
        }
        float e1x = v[b * 3] - v[a * 3], e1y = v[b * 3 + 1] - v[a * 3 + 1], e1z = v[b * 3 + 2] - v[a * 3 + 2];
        float e2x = v[c * 3] - v[a * 3], e2y = v[c * 3 + 1] - v[a * 3 + 1], e2z = v[c * 3 + 2] - v[a * 3 + 2];
        float nx = e1y * e2z - e1z * e2y, ny = e1z * e2x - e1x * e2z, nz = e1x * e2y - e1y * e2x;
        return (nx * nx + ny * ny) + nz * nz == 0f;
    }

    /** The test's own cell coordinate: fl(fl(v·s) + t), clamped to [0.5, n − 0.5], truncated toward zero. */
    private static int cellOf(CollisionGrid g, int axis, float v) {
        float grid = v * g.scale(axis) + g.translation(axis);
        float clamped = Math.min(Math.max(grid, 0.5f), g.size(axis) - 0.5f);
        return (int) clamped;
    }

    /** {minX, minY, minZ, maxX, maxY, maxZ} of triangle t's float32 bound. */
    private static float[] bound(CollisionMesh m, int t) {
        float[] b = new float[6];
        for (int a = 0; a < 3; a++) {
            float p = m.vertex(m.corner(t, 0), a);
            float q = m.vertex(m.corner(t, 1), a);
            float r = m.vertex(m.corner(t, 2), a);
            b[a] = Math.min(Math.min(p, q), r);
            b[3 + a] = Math.max(Math.max(p, q), r);
        }
        return b;
    }

    @Property(tries = 400)
    void everyTriangleIsInExactlyTheCellsItsBoundCovers(@ForAll("meshes") Case c) {
        CollisionMesh mesh = MeshBuilder.bake(c.xyz(), c.records(), c.cell());
        CollisionGrid g = mesh.grid();
        int triangles = mesh.triangleCount();
        int[][] range = new int[triangles][];
        MeshQuery q = new MeshQuery();
        for (int t = 0; t < triangles; t++) {
            float[] b = bound(mesh, t);
            range[t] = new int[] {cellOf(g, 0, b[0]), cellOf(g, 1, b[1]), cellOf(g, 2, b[2]),
                    cellOf(g, 0, b[3]), cellOf(g, 1, b[4]), cellOf(g, 2, b[5])};
            // The same range a BeginShapeQuery with the bound as its box visits.
            q.begin(mesh, new Float4(b[0], b[1], b[2], 1f), new Float4(b[3], b[4], b[5], 1f));
            assertArrayEquals(range[t], new int[] {q.cellMin(0), q.cellMin(1), q.cellMin(2),
                    q.cellMax(0), q.cellMax(1), q.cellMax(2)}, "triangle " + t);
        }
        for (int z = 0; z < g.nz(); z++) {
            for (int y = 0; y < g.ny(); y++) {
                for (int x = 0; x < g.nx(); x++) {
                    List<Integer> expected = new ArrayList<>();
                    for (int t = 0; t < triangles; t++) {
                        int[] r = range[t];
                        if (r[0] <= x && x <= r[3] && r[1] <= y && y <= r[4] && r[2] <= z && z <= r[5]) {
                            expected.add(t);
                        }
                    }
                    int[] listed = g.list(g.cellIndex(x, y, z));
                    assertArrayEquals(expected.stream().mapToInt(Integer::intValue).toArray(), listed,
                            "cell (" + x + ", " + y + ", " + z + ")");
                }
            }
        }
    }

    @Property(tries = 400)
    void aBoxTouchingATrianglesBoundSharesACellWithIt(@ForAll("meshes") Case c,
                                                       @ForAll("boxes") float[] box,
                                                       @ForAll("offsets") float[] around) {
        CollisionMesh mesh = MeshBuilder.bake(c.xyz(), c.records(), c.cell());
        // A free box, and a box that touches triangle 0's bound at its min corner (often just touching).
        float[] b0 = bound(mesh, 0);
        float[] touching = {b0[0] - around[0], b0[1] - around[1], b0[2] - around[2],
                b0[0] + around[3], b0[1] + around[4], b0[2] + around[5]};
        for (float[] query : List.of(box, touching)) {
            boolean[] met = walk(mesh, query);
            for (int t = 0; t < mesh.triangleCount(); t++) {
                float[] b = bound(mesh, t);
                boolean overlaps = query[0] <= b[3] && b[0] <= query[3] && query[1] <= b[4] && b[1] <= query[4]
                        && query[2] <= b[5] && b[2] <= query[5];
                if (overlaps) {
                    assertTrue(met[t], "triangle " + t + " touches box " + Arrays.toString(query) + " but was missed");
                }
            }
        }
    }

    /** The triangles a query with box {min, max} meets walking its cells (Unit 2: x, then y, then z). */
    private static boolean[] walk(CollisionMesh mesh, float[] box) {
        CollisionGrid g = mesh.grid();
        MeshQuery q = new MeshQuery();
        q.begin(mesh, new Float4(box[0], box[1], box[2], 1f), new Float4(box[3], box[4], box[5], 1f));
        boolean[] met = new boolean[mesh.triangleCount()];
        for (int x = q.cellMin(0); x <= q.cellMax(0); x++) {
            for (int y = q.cellMin(1); y <= q.cellMax(1); y++) {
                for (int z = q.cellMin(2); z <= q.cellMax(2); z++) {
                    for (int t : g.list(g.cellIndex(x, y, z))) {
                        if (!q.visit(t)) {
                            met[t] = true;
                        }
                    }
                }
            }
        }
        return met;
    }

    @Provide
    Arbitrary<float[]> boxes() {
        Arbitrary<Float> v = Arbitraries.floats().between(-10f, 10f).ofScale(3);
        return v.list().ofSize(6).map(l -> new float[] {
                Math.min(l.get(0), l.get(3)), Math.min(l.get(1), l.get(4)), Math.min(l.get(2), l.get(5)),
                Math.max(l.get(0), l.get(3)), Math.max(l.get(1), l.get(4)), Math.max(l.get(2), l.get(5))});
    }

    @Provide
    Arbitrary<float[]> offsets() {
        Arbitrary<Float> d = Arbitraries.oneOf(Arbitraries.just(0f), Arbitraries.floats().between(0f, 4f).ofScale(3));
        return d.list().ofSize(6).map(l -> new float[] {l.get(0), l.get(1), l.get(2), l.get(3), l.get(4), l.get(5)});
    }

    @Property(tries = 300)
    void listsAscendAndTheGridCoversEveryVertex(@ForAll("meshes") Case c) {
        CollisionMesh mesh = MeshBuilder.bake(c.xyz(), c.records(), c.cell());
        CollisionGrid g = mesh.grid();
        for (int cell = 0; cell < g.cellCount(); cell++) {
            int[] list = g.list(cell);
            for (int k = 1; k < list.length; k++) {
                assertTrue(list[k - 1] < list[k], "cell " + cell + " list " + Arrays.toString(list));
            }
        }
        for (int i = 0; i < mesh.vertexCount(); i++) {
            for (int a = 0; a < 3; a++) {
                float grid = g.toGrid(a, mesh.vertex(i, a));
                assertTrue(grid >= 0f && grid <= g.size(a), "vertex " + i + " axis " + a + " grid " + grid);
            }
        }
        for (int a = 0; a < 3; a++) {
            assertEquals(1f / c.cell(), g.scale(a));
        }
    }
}
