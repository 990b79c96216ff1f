package engine.launcher.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import engine.api.mesh.CollisionMesh;
import engine.meshio.MeshFile;
import engine.launcher.exit.ExitCodes;
import engine.launcher.json.Json;
import java.io.BufferedWriter;
import java.io.StringWriter;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.CRC32;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * `mesh import-obj`, `mesh info` and `mesh verify` in-process on a mesh over the original's u16 limits (a terrain
 * of 72,200 triangles, written as mesh file version 2), and on a small one (version 1) for comparison.
 */
class MeshCommandLargeTest {
    /** Quads per side: 190² quads = 72,200 triangles, 191² = 36,481 vertices. */
    private static final int N = 190;

    @TempDir
    Path tmp;

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private int run(String... args) {
        return InProcessCli.run(out, err, args);
    }

    /** A 190 x 190 m terrain of 1 m quads with a bumpy height (multiples of 1/8 m), as OBJ text. */
    private Path terrain() throws Exception {
        Path obj = tmp.resolve("terrain.obj");
        try (BufferedWriter w = Files.newBufferedWriter(obj, StandardCharsets.UTF_8)) {
            w.write("# terrain over the original's u16 limits\no terrain\n");
            for (int y = 0; y <= N; y++) {
                for (int x = 0; x <= N; x++) {
                    w.write("v " + x + " " + y + " " + ((x * 7 + y * 13) % 16) / 8f + "\n");
                }
            }
            w.write("usemtl flags=0xc001,material=3\n");
            for (int y = 0; y < N; y++) {
                for (int x = 0; x < N; x++) {
                    int a = y * (N + 1) + x + 1;
                    w.write("f " + a + " " + (a + 1) + " " + (a + N + 2) + " " + (a + N + 1) + "\n");
                }
            }
        }
        return obj;
    }

    @Test
    void importInfoAndVerifyABigMeshWrittenAsVersion2() throws Exception {
        Path obj = terrain();
        Path mesh = tmp.resolve("terrain.cmesh");
        assertEquals(ExitCodes.OK, run("mesh", "import-obj", obj.toString(), "-o", mesh.toString(), "--cell", "4"),
                err.toString());
        assertTrue(out.toString().contains("36481 vertices, 72200 triangles"), out.toString());
        assertTrue(out.toString().contains("(version 2, over the original's u16 limits: triangle count 72200 is over"
                + " the original's limit 65536"), out.toString());
        byte[] bytes = Files.readAllBytes(mesh);
        assertEquals(MeshFile.VERSION_2, MeshFile.version(bytes));
        CollisionMesh m = MeshFile.read(mesh);
        assertEquals(72200, m.triangleCount());
        assertEquals(3, m.material(72199));
        assertFalse(m.fitsOriginalFormat());

        out.getBuffer().setLength(0);
        assertEquals(ExitCodes.OK, run("mesh", "info", mesh.toString()));
        assertTrue(out.toString().contains("formatVersion  2"), out.toString());
        assertTrue(out.toString().contains("fitsOriginal   false"), out.toString());
        assertTrue(out.toString().contains("originalLimit  triangle count 72200"), out.toString());
        assertTrue(out.toString().contains("triangles      72200"), out.toString());

        out.getBuffer().setLength(0);
        assertEquals(ExitCodes.OK, run("mesh", "info", "--json", mesh.toString()));
        JsonNode info = Json.mapper().readTree(out.toString());
        assertEquals(2, info.get("formatVersion").asInt());
        assertFalse(info.get("fitsOriginal").asBoolean());
        assertEquals(36481, info.get("vertices").asInt());

        out.getBuffer().setLength(0);
        assertEquals(ExitCodes.OK, run("mesh", "verify", mesh.toString()));
        assertTrue(out.toString().startsWith("OK " + mesh + " (72200 triangles, version 2, over the original's u16"
                + " limits: triangle count 72200"), out.toString());
    }

    @Test
    void verifyNamesTheFaultOfABadVersion2File() throws Exception {
        Path obj = terrain();
        Path mesh = tmp.resolve("terrain.cmesh");
        assertEquals(ExitCodes.OK, run("mesh", "import-obj", obj.toString(), "-o", mesh.toString(), "--cell", "4"));
        byte[] bytes = Files.readAllBytes(mesh);
        ByteBuffer b = ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN);
        // The last triangle's v2, a u32 at the end of TRIS (16-byte records), set past the vertex count; CRC refitted.
        int tris = 12 + 8 + 4 + 12 * 36481;
        int v2 = tris + 8 + 4 + 16 * 72199 + 8;
        b.putInt(v2, 70000);
        CRC32 crc = new CRC32();
        crc.update(bytes, 0, bytes.length - 4);
        b.putInt(bytes.length - 4, (int) crc.getValue());
        Path bad = tmp.resolve("bad.cmesh");
        Files.write(bad, bytes);
        assertEquals(ExitCodes.BAD_INPUT, run("mesh", "verify", mesh.toString(), bad.toString()));
        assertTrue(err.toString().contains("bad.cmesh: byte " + v2 + ": triangle 72199 field v2: vertex 70000 out of"
                + " range 0..36480"), err.toString());
        assertEquals(ExitCodes.BAD_INPUT, run("mesh", "info", bad.toString()));
    }

    @Test
    void aSmallMeshStaysVersion1AndFitsTheOriginal() throws Exception {
        Path f = tmp.resolve("room.cmesh");
        assertEquals(ExitCodes.OK, run("mesh", "build", "--demo", "room", "-o", f.toString()));
        assertEquals(MeshFile.VERSION, MeshFile.version(Files.readAllBytes(f)));
        out.getBuffer().setLength(0);
        assertEquals(ExitCodes.OK, run("mesh", "info", f.toString()));
        assertTrue(out.toString().contains("formatVersion  1"), out.toString());
        assertTrue(out.toString().contains("fitsOriginal   true"), out.toString());
        assertFalse(out.toString().contains("originalLimit"), out.toString());
        out.getBuffer().setLength(0);
        assertEquals(ExitCodes.OK, run("mesh", "verify", f.toString()));
        assertTrue(out.toString().contains("version 1, fits the original's u16 format"), out.toString());
    }
}
