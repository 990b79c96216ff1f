package engine.meshio;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.api.mesh.CollisionMesh;
import engine.api.mesh.MeshBuilder;
import java.io.BufferedWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * OBJ import of a model far over the original's u16 limits: a scanned relief of 360 x 360 quads (259,200
 * triangles, 130,321 vertices) written as a scanner exports it (object and group names, texture and normal data,
 * the a/t/n index forms, negative indices, material bands from a table), imported from a file, checked triangle by
 * triangle against the generator and round-tripped through mesh file version 2.
 */
class LargeObjImportTest {
    private static final int N = 360;
    private static final int BAND = 40;

    @TempDir
    Path dir;

    /** The relief's height at grid point (x, y): a multiple of 1/64 m. */
    private static float height(int x, int y) {
        return ((x * 37 + y * 91) % 64) / 64f + (x / 90) * 0.5f;
    }

    /** 1-based vertex index of grid point (x, y). */
    private static int index(int x, int y) {
        return y * (N + 1) + x + 1;
    }

    private Path writeRelief() throws Exception {
        Path obj = dir.resolve("relief.obj");
        try (BufferedWriter w = Files.newBufferedWriter(obj, StandardCharsets.UTF_8)) {
            w.write("# scanned relief, 360 x 360 quads\r\nmtllib relief.mtl\r\no relief\r\n");
            for (int y = 0; y <= N; y++) {
                for (int x = 0; x <= N; x++) {
                    w.write("v " + x * 0.25f + " " + y * 0.25f + " " + height(x, y) + "\r\n");
                }
            }
            w.write("vt 0 0\r\nvn 0 0 1\r\ns 1\r\n");
            int vertices = (N + 1) * (N + 1);
            for (int y = 0; y < N; y++) {
                if (y % BAND == 0) {
                    w.write("g band" + y / BAND + "\r\nusemtl " + (y / BAND % 2 == 0 ? "stone" : "moss") + "\r\n");
                }
                for (int x = 0; x < N; x++) {
                    int a = index(x, y);
                    int b = index(x + 1, y);
                    int c = index(x + 1, y + 1);
                    int d = index(x, y + 1);
                    if ((x + y) % 3 == 0) {
                        w.write("f " + a + "/1/1 " + b + "/1/1 " + c + "/1/1 " + d + "/1/1\r\n");
                    } else if ((x + y) % 3 == 1) {
                        w.write("f " + (a - vertices - 1) + " " + (b - vertices - 1) + " " + (c - vertices - 1) + " "
                                + (d - vertices - 1) + "\r\n");
                    } else {
                        w.write("f " + a + "//1 " + b + "//1 " + c + "//1 " + d + "//1\r\n");
                    }
                }
            }
        }
        return obj;
    }

    @Test
    void aScannedReliefOf259200TrianglesImportsExactly() throws Exception {
        Path obj = writeRelief();
        ObjImporter importer = new ObjImporter(Map.of("stone", new int[] {0xc001, 1}, "moss", new int[] {0x4003, 2}));
        CollisionMesh m = importer.read(obj, 4f);
        assertEquals((N + 1) * (N + 1), m.vertexCount());
        assertEquals(2 * N * N, m.triangleCount());
        assertFalse(m.fitsOriginalFormat());
        // Every triangle is the fan (a, b, c), (a, c, d) of its quad, flags and material from its band.
        for (int y = 0; y < N; y++) {
            int flags = y / BAND % 2 == 0 ? 0xc001 : 0x4003;
            int material = y / BAND % 2 == 0 ? 1 : 2;
            for (int x = 0; x < N; x++) {
                int t = 2 * (y * N + x);
                int a = index(x, y) - 1;
                int b = index(x + 1, y) - 1;
                int c = index(x + 1, y + 1) - 1;
                int d = index(x, y + 1) - 1;
                assertArrayEquals(new int[] {a, b, c, a, c, d}, new int[] {m.corner(t, 0), m.corner(t, 1),
                        m.corner(t, 2), m.corner(t + 1, 0), m.corner(t + 1, 1), m.corner(t + 1, 2)},
                        "quad " + x + ", " + y);
                assertEquals(flags, m.flags(t + 1));
                assertEquals(material, m.material(t));
            }
        }
        int last = m.vertexCount() - 1;
        assertEquals(N * 0.25f, m.vertex(last, 0));
        assertEquals(height(N, N), m.vertex(last, 2));

        Path file = dir.resolve("relief.cmesh");
        MeshFile.write(m, file);
        assertEquals(MeshFile.VERSION_2, MeshFile.version(Files.readAllBytes(file)));
        assertEquals(m, MeshFile.read(file));
    }

    @Test
    void parsingOnceBakesAtAnyCellSize() throws Exception {
        String text = Files.readString(writeRelief());
        MeshBuilder parsed = new ObjImporter(Map.of("stone", new int[] {1, 1}, "moss", new int[] {1, 2}))
                .parse(text, "relief.obj");
        assertEquals(2 * N * N, parsed.triangleCount());
        CollisionMesh coarse = parsed.build(8f);
        CollisionMesh fine = parsed.build(1f);
        assertEquals(12 * 12, coarse.grid().nx() * coarse.grid().ny());
        assertEquals(90 * 90, fine.grid().nx() * fine.grid().ny());
        assertArrayEquals(coarse.triangleArray(), fine.triangleArray());
        assertTrue(fine.grid().entryCount() >= fine.triangleCount());
    }
}
