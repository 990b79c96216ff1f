package engine.meshio;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import engine.files.InputFileException;
import engine.api.mesh.CollisionMesh;
import engine.api.mesh.MeshBuilder;
import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Regression tests for the bad-input defects found in the mesh readers (one test per reproducer). */
class BadMeshInputTest {
    private static final String TRIANGLE = "v 0 0 0\nv 1 0 0\nv 0 1 0\n";

    @TempDir
    Path dir;

    private Path write(String name, byte[] bytes) throws IOException {
        Path f = dir.resolve(name);
        Files.write(f, bytes);
        return f;
    }

    @Test
    void aMeshPathToAThreeGigabyteFileIsRefusedFromItsSize() throws IOException {
        Path big = dir.resolve("huge.cmesh");
        try (RandomAccessFile f = new RandomAccessFile(big.toFile(), "rw")) {
            f.setLength(3L << 30);
        }
        InputFileException e = assertThrows(InputFileException.class, () -> MeshFile.read(big));
        assertTrue(e.getMessage().contains("over the limit of 1073741824 bytes (1 GiB) for a mesh file"),
                e.getMessage());
    }

    @Test
    void aLargeFileThatIsNotAMeshIsRefusedAtItsHeader() throws IOException {
        Path big = dir.resolve("zeros.cmesh");
        try (RandomAccessFile f = new RandomAccessFile(big.toFile(), "rw")) {
            f.setLength(900L << 20); // read whole, this would need 900 MB of heap
        }
        MeshFormatException e = assertThrows(MeshFormatException.class, () -> MeshFile.read(big));
        assertEquals("magic", e.field());
    }

    @Test
    void meshInfoOnDevZeroIsRefusedBeforeReading() {
        assumeTrue(Files.exists(Path.of("/dev/zero")), "no /dev/zero here");
        InputFileException e = assertThrows(InputFileException.class, () -> MeshFile.read(Path.of("/dev/zero")));
        assertTrue(e.getMessage().contains("not a regular file"), e.getMessage());
    }

    @Test
    void cornersNear3e38AreRefusedSoNoNormalOverflows() throws IOException {
        float[] v = {0, 0, 0, 3e38f, 0, 0, 0, 3e38f, 0};
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> MeshBuilder.bake(v, new int[] {0, 1, 2, 1, 0}, 2f));
        assertTrue(e.getMessage().contains("vertex 1 field x: 3.0E38 is beyond +-1.0E9 m"), e.getMessage());
        ObjFormatException o = assertThrows(ObjFormatException.class,
                () -> new ObjImporter().read("v 0 0 0\nv 3e38 0 0\n", "far.obj", 2f));
        assertTrue(o.getMessage().contains("line 2 field x: 3.0E38 is beyond"), o.getMessage());
        // The same coordinate in a mesh file.
        byte[] ok = MeshFile.write(MeshBuilder.bake(new float[] {0, 0, 0, 1, 0, 0, 0, 1, 0}, new int[] {0, 1, 2, 1, 0},
                2f));
        byte[] far = ByteEdits.withCrc(ByteEdits.f32(MeshFile.HEADER_BYTES + MeshFile.SECTION_HEADER_BYTES + 4 + 12,
                3e38f).apply(ok));
        MeshFormatException m = assertThrows(MeshFormatException.class, () -> MeshFile.read(far, "far.cmesh"));
        assertEquals("vertex 1", m.record());
        assertTrue(m.detail().contains("beyond"), m.detail());
    }

    @Test
    void theLargestCoordinatesGiveFiniteNormals() {
        CollisionMesh m = MeshBuilder.bake(new float[] {-1e9f, -1e9f, 0, 1e9f, -1e9f, 0, -1e9f, 1e9f, 0},
                new int[] {0, 1, 2, 1, 0}, 1e8f);
        assertEquals(1, m.triangleCount());
    }

    @Test
    void aMegabyteDigitRunInAFaceIndexIsCutInTheMessage() {
        String digits = "3".repeat(1_000_000);
        ObjFormatException e = assertThrows(ObjFormatException.class,
                () -> new ObjImporter().read(TRIANGLE + "f 1 2 " + digits + "\n", "big.obj", 2f));
        assertTrue(e.getMessage().length() < 300, "the message does not echo the token: " + e.getMessage().length());
        assertTrue(e.getMessage().contains("(1000000 characters)"), e.getMessage());
    }

    @Test
    void aMegabyteDigitRunInAUsemtlValueIsReadInLinearTime() {
        String digits = "9".repeat(1_000_000);
        ObjFormatException e = assertThrows(ObjFormatException.class,
                () -> new ObjImporter().read("usemtl flags=" + digits + "\n", "big.obj", 2f));
        assertTrue(e.getMessage().contains("bad value '99999"), e.getMessage());
        assertTrue(e.getMessage().length() < 300, e.getMessage());
    }

    @Test
    void aNonUtf8ObjFileNamesTheLineAndTheByte() throws IOException {
        byte[] b = (TRIANGLE + "o caf\u00e9\n").getBytes(StandardCharsets.ISO_8859_1);
        Path f = write("latin1.obj", b);
        InputFileException e = assertThrows(InputFileException.class, () -> new ObjImporter().read(f, 2f));
        assertEquals(f + ": line 4: not UTF-8 text: byte 0xe9 at byte 6 of the line", e.getMessage());
    }

    @Test
    void aGzippedObjFileSaysSo() throws IOException {
        Path f = write("mesh.obj.gz", new byte[] {0x1f, (byte) 0x8b, 8, 0, (byte) 0xc8, 0, 0, 0});
        InputFileException e = assertThrows(InputFileException.class, () -> new ObjImporter().read(f, 2f));
        assertTrue(e.getMessage().contains("gzip-compressed"), e.getMessage());
    }

    @Test
    void aByteOrderMarkIsNotPartOfTheFirstKeyword() throws IOException {
        Path f = write("bom.obj", ("\ufeff" + TRIANGLE + "f 1 2 3\n").getBytes(StandardCharsets.UTF_8));
        assertEquals(1, new ObjImporter().read(f, 2f).triangleCount());
    }

    @Test
    void anObjLineWithoutEndIsBounded() throws IOException {
        byte[] b = new byte[ObjImporter.MAX_LINE_BYTES + 10];
        java.util.Arrays.fill(b, (byte) '1');
        b[0] = 'v';
        b[1] = ' ';
        Path f = write("long.obj", b);
        InputFileException e = assertThrows(InputFileException.class, () -> new ObjImporter().read(f, 2f));
        assertTrue(e.getMessage().contains("line 1: longer than the limit of 1048576 bytes"), e.getMessage());
    }

    @Test
    void aMeshWriteThatFailsLeavesTheEarlierFile() throws IOException {
        CollisionMesh m = MeshBuilder.bake(new float[] {0, 0, 0, 1, 0, 0, 0, 1, 0}, new int[] {0, 1, 2, 1, 0}, 2f);
        Path f = dir.resolve("room.cmesh");
        MeshFile.write(m, f);
        byte[] before = Files.readAllBytes(f);
        Path asFolder = Files.createDirectory(dir.resolve("taken.cmesh"));
        IOException e = assertThrows(IOException.class, () -> MeshFile.write(m, asFolder));
        assertTrue(e.getMessage().startsWith("cannot write "), e.getMessage());
        assertArrayEquals(before, Files.readAllBytes(f));
    }
}
