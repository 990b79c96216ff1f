package engine.launcher.mesh;

import engine.api.mesh.CollisionMesh;
import engine.api.mesh.MeshBuilder;
import engine.api.mesh.TriangleFlags;
import java.util.List;

/**
 * Synthetic levels for demos and benchmarks, generated deterministically: a closed room of one-sided walls
 * facing inward, and a bumpy heightfield.
 */
public final class DemoMeshes {
    /** The names {@link #build} accepts. */
    public static final List<String> NAMES = List.of("room", "heightfield");

    private DemoMeshes() {
    }

    /** The demo mesh called name, baked with the given cell size (m). */
    public static CollisionMesh build(String name, float cellSize) {
        return switch (name) {
            case "room" -> room(cellSize);
            case "heightfield" -> heightfield(64, 1.0f, cellSize);
            default -> throw new IllegalArgumentException("no demo mesh '" + name + "' (demos: "
                    + String.join(", ", NAMES) + ")");
        };
    }

    /**
     * A 20 m x 20 m x 4 m room centred on the origin: floor, ceiling and four walls, every face one-sided with
     * its normal pointing into the room; the walls' vertical edges carry corner-slide edge bits.
     */
    public static CollisionMesh room(float cellSize) {
        MeshBuilder b = new MeshBuilder();
        float h = 10f;
        float top = 4f;
        int[] lo = {b.vertex(-h, -h, 0f), b.vertex(h, -h, 0f), b.vertex(h, h, 0f), b.vertex(-h, h, 0f)};
        int[] hi = {b.vertex(-h, -h, top), b.vertex(h, -h, top), b.vertex(h, h, top), b.vertex(-h, h, top)};
        int floor = TriangleFlags.ENABLED | TriangleFlags.withCornerEdge(0, TriangleFlags.CORNER_EDGE_NONE);
        b.triangle(lo[0], lo[1], lo[2], floor, 1).triangle(lo[0], lo[2], lo[3], floor, 1);
        b.triangle(hi[0], hi[2], hi[1], floor, 2).triangle(hi[0], hi[3], hi[2], floor, 2);
        for (int i = 0; i < 4; i++) {
            int j = (i + 1) % 4;
            // Inward normals: corners ordered so (v1 - v0) x (v2 - v0) points into the room.
            b.triangle(lo[i], hi[i], lo[j], TriangleFlags.withCornerEdge(TriangleFlags.ENABLED, 0), 3);
            b.triangle(lo[j], hi[i], hi[j], TriangleFlags.withCornerEdge(TriangleFlags.ENABLED, 2), 3);
        }
        return b.build(cellSize);
    }

    /** An n x n heightfield of quads, spacing m apart, with smooth deterministic bumps up to 1.5 m. */
    public static CollisionMesh heightfield(int n, float spacing, float cellSize) {
        MeshBuilder b = new MeshBuilder();
        int[][] v = new int[n + 1][n + 1];
        for (int y = 0; y <= n; y++) {
            for (int x = 0; x <= n; x++) {
                double z = 0.75 * StrictMath.sin(x * 0.37) * StrictMath.cos(y * 0.29)
                        + 0.75 * StrictMath.sin((x + y) * 0.11);
                v[y][x] = b.vertex(x * spacing, y * spacing, (float) z);
            }
        }
        for (int y = 0; y < n; y++) {
            for (int x = 0; x < n; x++) {
                b.triangle(v[y][x], v[y][x + 1], v[y + 1][x + 1], TriangleFlags.ENABLED, 0);
                b.triangle(v[y][x], v[y + 1][x + 1], v[y + 1][x], TriangleFlags.ENABLED, 0);
            }
        }
        return b.build(cellSize);
    }
}
