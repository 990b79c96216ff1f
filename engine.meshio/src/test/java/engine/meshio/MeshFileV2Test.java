package engine.meshio;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.api.mesh.CollisionMesh;
import engine.api.mesh.MeshBuilder;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.CRC32;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Mesh file version 2 (u32 corner indices, list counts and entries) beside version 1: which one the writer picks,
 * round trips of both, the documented v2 layout, and a mesh past every u16 limit through a file.
 */
class MeshFileV2Test {

    /** A strip of n triangles over n + 2 vertices, baked at cell (one cell when the cell is large). */
    static CollisionMesh strip(int n, float cell) {
        MeshBuilder b = new MeshBuilder();
        for (int i = 0; i < n + 2; i++) {
            b.vertex(i * 0.25f, i % 2, (i % 7) * 0.125f);
        }
        for (int i = 0; i < n; i++) {
            b.triangle(i, i + 1, i + 2, i % 3 == 0 ? 0x4003 : 0xc001, i & 0xffff);
        }
        return b.build(cell);
    }

    private static ByteBuffer le(byte[] b) {
        return ByteBuffer.wrap(b).order(ByteOrder.LITTLE_ENDIAN);
    }

    @Test
    void meshesThatFitAreWrittenAsVersion1ByteForByte() {
        CollisionMesh small = MeshFileTest.wallAndFloor();
        assertTrue(small.fitsOriginalFormat());
        assertEquals(MeshFile.VERSION, MeshFile.versionFor(small));
        byte[] bytes = MeshFile.write(small);
        assertArrayEquals(bytes, MeshFile.write(small, MeshFile.VERSION));
        assertEquals(1, MeshFile.version(bytes));
        assertEquals(420, bytes.length, "the documented example file");
        // The largest meshes that fit stay version 1.
        CollisionMesh edge = strip(0xfffe, 64f);
        assertEquals(0x10000, edge.vertexCount());
        assertTrue(edge.fitsOriginalFormat());
        assertEquals(1, MeshFile.version(MeshFile.write(edge)));
    }

    @Test
    void aMeshPastTheU16LimitsRoundTripsAsVersion2(@TempDir Path dir) throws Exception {
        CollisionMesh big = strip(70_000, 2f);
        assertFalse(big.fitsOriginalFormat());
        assertEquals(MeshFile.VERSION_2, MeshFile.versionFor(big));
        byte[] bytes = MeshFile.write(big);
        assertEquals(2, MeshFile.version(bytes));
        CollisionMesh back = MeshFile.read(bytes, "big.cmesh");
        assertEquals(big, back);
        assertEquals(70_001, back.corner(69_999, 2));
        assertEquals(69_999 & 0xffff, back.material(69_999));
        assertArrayEquals(bytes, MeshFile.write(back), "read → write gives the same bytes");
        assertArrayEquals(bytes, MeshFile.write(strip(70_000, 2f)), "deterministic");
        Path file = dir.resolve("big.cmesh");
        MeshFile.write(big, file);
        assertArrayEquals(bytes, Files.readAllBytes(file));
        assertEquals(big, MeshFile.read(file));
        // A cell of more than 65,535 entries in a file.
        CollisionMesh oneCell = strip(70_000, 1e5f);
        assertEquals(70_000, oneCell.grid().listCount(0));
        assertEquals(oneCell, MeshFile.read(MeshFile.write(oneCell), "cell.cmesh"));
    }

    @Test
    void anyMeshCanBeWrittenAsVersion2AndReadsBackEqual() throws Exception {
        CollisionMesh small = MeshFileTest.wallAndFloor();
        byte[] v2 = MeshFile.write(small, MeshFile.VERSION_2);
        assertEquals(2, MeshFile.version(v2));
        CollisionMesh back = MeshFile.read(v2, "small-v2.cmesh");
        assertEquals(small, back);
        assertArrayEquals(MeshFile.write(small), MeshFile.write(back), "rewritten in its own version, 1");
    }

    @Test
    void version1RefusesAMeshThatDoesNotFitAndOtherVersionsDoNotExist() {
        CollisionMesh big = strip(0x10000, 64f); // 65,536 triangles over 65,538 vertices
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> MeshFile.write(big, 1));
        assertEquals("mesh file version 1 holds only meshes in the original's u16 format: vertex count 65538 is over"
                + " the original's limit 65536 (u16 corner indices); write version 2", e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> MeshFile.write(big, 3));
        assertEquals("mesh file version 3: only versions 1 and 2 exist", e.getMessage());
        assertEquals(-1, MeshFile.version(new byte[11]));
        assertEquals(-1, MeshFile.version("XMSH\u0001\u0000\u0000\u0000\u0003\u0000\u0000\u0000"
                .getBytes(StandardCharsets.ISO_8859_1)));
    }

    @Test
    void theVersion2BytesFollowTheDocumentedLayout() {
        CollisionMesh mesh = MeshFileTest.wallAndFloor();
        byte[] bytes = MeshFile.write(mesh, 2);
        ByteBuffer b = le(bytes);
        assertEquals("CMSH", new String(bytes, 0, 4, StandardCharsets.US_ASCII));
        assertEquals(2, b.getShort(4));
        assertEquals(0, b.getShort(6));
        assertEquals(3, b.getInt(8));
        // VERT as in version 1: at 12, length 100, count 8.
        assertEquals("VERT", new String(bytes, 12, 4, StandardCharsets.US_ASCII));
        assertEquals(100, b.getInt(16));
        assertEquals(8, b.getInt(20));
        // TRIS at 120: length 4 + 16·4 = 68, count 4, 16-byte records from 132: u32 v0, v1, v2, u16 flags, material.
        int tris = 120;
        assertEquals("TRIS", new String(bytes, tris, 4, StandardCharsets.US_ASCII));
        assertEquals(68, b.getInt(tris + 4));
        assertEquals(4, b.getInt(tris + 8));
        int rec2 = tris + 12 + 16 * 2; // triangle 2 = (4, 5, 6, 0x4003, 2)
        assertArrayEquals(new int[] {4, 5, 6}, new int[] {b.getInt(rec2), b.getInt(rec2 + 4), b.getInt(rec2 + 8)});
        assertEquals(0x4003, b.getShort(rec2 + 12) & 0xffff);
        assertEquals(2, b.getShort(rec2 + 14));
        int rec3 = tris + 12 + 16 * 3;
        assertEquals(0xffff, b.getShort(rec3 + 14) & 0xffff);
        // GRID at 120 + 8 + 68 = 196: the 36-byte header as in version 1, then u32 count + u32 entries per cell.
        int grid = 196;
        assertEquals("GRID", new String(bytes, grid, 4, StandardCharsets.US_ASCII));
        int p = grid + 8;
        assertArrayEquals(new int[] {4, 5, 2}, new int[] {b.getInt(p), b.getInt(p + 4), b.getInt(p + 8)});
        assertArrayEquals(new int[] {2, 2, 3}, new int[] {b.getInt(p + 36), b.getInt(p + 40), b.getInt(p + 44)});
        int entries = mesh.grid().entryCount();
        assertEquals(36 + 4 * 40 + 4 * entries, b.getInt(grid + 4));
        int footer = p + b.getInt(grid + 4);
        assertEquals(bytes.length - 4, footer);
        CRC32 crc = new CRC32();
        crc.update(bytes, 0, footer);
        assertEquals((int) crc.getValue(), b.getInt(footer));
        // Against version 1: 6 more bytes per triangle, 2 more per cell count and per entry.
        assertEquals(MeshFile.write(mesh).length + 6 * 4 + 2 * 40 + 2 * entries, bytes.length);
    }
}
