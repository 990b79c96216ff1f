package engine.meshio;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;

import engine.api.mesh.CollisionGrid;
import engine.api.mesh.CollisionMesh;
import engine.api.mesh.MeshBuilder;
import engine.api.mesh.TriangleFlags;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.CRC32;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The mesh file: round trips, determinism and the documented layout (docs/mesh-format.md). */
class MeshFileTest {

    /** The Unit 2 test wall (x = 0, y −5..5, z 0..3) and a floor, cell size 2 m: 8 vertices, 4 triangles. */
    static CollisionMesh wallAndFloor() {
        MeshBuilder b = new MeshBuilder();
        b.vertex(0f, -5f, 0f);
        b.vertex(0f, -5f, 3f);
        b.vertex(0f, 5f, 3f);
        b.vertex(0f, 5f, 0f);
        b.vertex(-4f, -5f, 0f);
        b.vertex(4f, -5f, 0f);
        b.vertex(4f, 5f, 0f);
        b.vertex(-4f, 5f, 0f);
        b.triangle(0, 1, 2, TriangleFlags.ENABLED, 1).triangle(0, 2, 3, TriangleFlags.ENABLED | (1 << 14), 1);
        b.triangle(4, 5, 6, 0x4003, 2).triangle(4, 6, 7, 0xc001, 0xffff);
        return b.build(2f);
    }

    @Test
    void roundTripGivesAnEqualMesh() throws Exception {
        CollisionMesh mesh = wallAndFloor();
        CollisionMesh back = MeshFile.read(MeshFile.write(mesh), "wall.cmesh");
        assertNotSame(mesh, back);
        assertEquals(mesh, back);
        assertArrayEquals(mesh.vertexArray(), back.vertexArray());
        assertArrayEquals(mesh.triangleArray(), back.triangleArray());
        assertEquals(mesh.grid(), back.grid());
    }

    @Test
    void aHandMadeGridRoundTripsToo() throws Exception {
        // Lists in any order and cells a baker would not pick: the file keeps them as they are.
        float[] v = {0, 0, 0, 1, 0, 0, 0, 1, 0, -0f, 2, 0.5f};
        int[] t = {0, 1, 2, 1, 0, 3, 2, 1, 0xffff, 0x1234};
        CollisionGrid g = CollisionGrid.of(2, 1, 3, new float[] {0.25f, 1f, 3f}, new float[] {-1.5f, 0f, 1e-3f},
                new int[][] {{1, 0}, null, {}, {0}, {1}, {0, 1}}, 2);
        CollisionMesh mesh = CollisionMesh.of(v, t, g);
        byte[] bytes = MeshFile.write(mesh);
        CollisionMesh back = MeshFile.read(bytes, "hand.cmesh");
        assertEquals(mesh, back);
        assertArrayEquals(new int[] {1, 0}, back.grid().list(0));
        assertEquals(Float.floatToRawIntBits(-0f), Float.floatToRawIntBits(back.vertex(3, 0)), "-0 kept bit for bit");
        assertArrayEquals(bytes, MeshFile.write(back));
    }

    @Test
    void anEmptyMeshRoundTrips() throws Exception {
        CollisionMesh empty = new MeshBuilder().build(1f);
        byte[] bytes = MeshFile.write(empty);
        // 12 header + (8 + 4) VERT + (8 + 4) TRIS + (8 + 36 + 2) GRID + 4 footer.
        assertEquals(86, bytes.length);
        assertEquals(empty, MeshFile.read(bytes, "empty.cmesh"));
    }

    @Test
    void writingTwiceGivesIdenticalBytes() throws Exception {
        byte[] a = MeshFile.write(wallAndFloor());
        byte[] b = MeshFile.write(wallAndFloor());
        assertArrayEquals(a, b);
        assertArrayEquals(a, MeshFile.write(MeshFile.read(a, "a.cmesh")));
    }

    @Test
    void theBytesFollowTheDocumentedLayout() {
        CollisionMesh mesh = wallAndFloor();
        byte[] bytes = MeshFile.write(mesh);
        ByteBuffer b = ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN);
        assertEquals("CMSH", new String(bytes, 0, 4, StandardCharsets.US_ASCII));
        assertEquals(1, b.getShort(4));
        assertEquals(0, b.getShort(6));
        assertEquals(3, b.getInt(8));
        // VERT at 12: tag, length 4 + 12·8 = 100, count 8, then x, y, z of vertex 0 = (0, −5, 0).
        assertEquals("VERT", new String(bytes, 12, 4, StandardCharsets.US_ASCII));
        assertEquals(100, b.getInt(16));
        assertEquals(8, b.getInt(20));
        assertEquals(-5f, b.getFloat(28));
        // TRIS at 12 + 8 + 100 = 120: length 4 + 10·4 = 44, count 4, triangle 2 = (4, 5, 6, 0x4003, 2) at 132 + 20.
        int tris = 120;
        assertEquals("TRIS", new String(bytes, tris, 4, StandardCharsets.US_ASCII));
        assertEquals(44, b.getInt(tris + 4));
        assertEquals(4, b.getInt(tris + 8));
        assertEquals(4, b.getShort(tris + 12 + 20));
        assertEquals(6, b.getShort(tris + 12 + 24));
        assertEquals(0x4003, b.getShort(tris + 12 + 26) & 0xffff);
        assertEquals(2, b.getShort(tris + 12 + 28));
        // GRID at 120 + 8 + 44 = 172: 4 x 5 x 2 cells, scale 0.5, translation (2, 2.5, 0).
        int grid = 172;
        assertEquals("GRID", new String(bytes, grid, 4, StandardCharsets.US_ASCII));
        int p = grid + 8;
        assertArrayEquals(new int[] {4, 5, 2}, new int[] {b.getInt(p), b.getInt(p + 4), b.getInt(p + 8)});
        assertArrayEquals(new float[] {0.5f, 0.5f, 0.5f, 2f, 2.5f, 0f}, new float[] {b.getFloat(p + 12),
                b.getFloat(p + 16), b.getFloat(p + 20), b.getFloat(p + 24), b.getFloat(p + 28), b.getFloat(p + 32)});
        // Cell 0 = (0, 0, 0) holds the floor: count 2, triangles 2, 3.
        assertArrayEquals(new int[] {2, 2, 3}, new int[] {b.getShort(p + 36), b.getShort(p + 38), b.getShort(p + 40)});
        int gridLength = b.getInt(grid + 4);
        int footer = p + gridLength;
        assertEquals(bytes.length - 4, footer);
        CRC32 crc = new CRC32();
        crc.update(bytes, 0, footer);
        assertEquals((int) crc.getValue(), b.getInt(footer));
        // Each cell: u16 count + u16 entries.
        int entries = 0;
        for (int c = 0; c < mesh.grid().cellCount(); c++) {
            entries += mesh.grid().listCount(c);
        }
        assertEquals(36 + 2 * 40 + 2 * entries, gridLength);
    }

    @Test
    void pathsWriteAndReadTheSameBytes(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("level.cmesh");
        MeshFile.write(wallAndFloor(), file);
        assertArrayEquals(MeshFile.write(wallAndFloor()), Files.readAllBytes(file));
        assertEquals(wallAndFloor(), MeshFile.read(file));
    }
}
