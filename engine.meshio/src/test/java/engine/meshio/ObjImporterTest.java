package engine.meshio;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.api.mesh.CollisionMesh;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Wavefront OBJ import: a box room through MeshFile and back, and each error with its line and field. */
class ObjImporterTest {

    /**
     * A 6 x 4 x 3 m room seen from inside: floor as one quad with default flags, walls under usemtl flags (one
     * wall two-sided with corner edge 1), the ceiling through negative indices and v/t/n forms, and a table
     * material for the last wall.
     */
    static final String ROOM = String.join("\n",
            "# box room, faces wound to face inward",
            "mtllib room.mtl",
            "o room",
            "v 0 0 0",        // 1
            "v 6 0 0",        // 2
            "v 6 4 0",        // 3
            "v 0 4 0",        // 4
            "v 0 0 3 1.0",    // 5 (w ignored)
            "v 6 0 3",        // 6
            "v 6 4 3",        // 7
            "v 0 4 3",        // 8
            "vt 0 0",
            "vn 0 0 1",
            "g floor",
            "s off",
            "f 1 2 3 4",                                  // quad → (1 2 3), (1 3 4), default flags
            "",
            "usemtl flags=0x4003,material=7",
            "f 1 5 6 2",                                  // y = 0 wall, normal +y
            "usemtl flags=1, material=0x0002",
            "f 2/1 6/1 7/1",                              // x = 6 wall, normal −x
            "f 2//1 7//1 3//1",
            "usemtl stone",
            "f 4/1/1 3/1/1 7/1/1 8/1/1",                  // y = 4 wall, normal −y
            "usemtl material=9",                          // flags left out: the default 0xc001
            "f -8 -5 -1 -4   # x = 0 wall: 1 4 8 5, normal +x",
            "usemtl flags=0xC001",
            "f -4 -1 -2 -3",                              // ceiling: 5 8 7 6, normal −z
            "");

    private static final Map<String, int[]> TABLE = new TreeMap<>(Map.of("stone", new int[] {0x0009, 3}));

    private static CollisionMesh room() throws ObjFormatException {
        return new ObjImporter(TABLE).read(ROOM, "room.obj", 2f);
    }

    @Test
    void theRoomImportsWithItsFlagsFansAndNegativeIndices() throws Exception {
        CollisionMesh m = room();
        assertEquals(8, m.vertexCount());
        assertEquals(12, m.triangleCount());
        int[] expected = {
            0, 1, 2, 0xc001, 0, 0, 2, 3, 0xc001, 0,     // floor quad, fanned (0, i, i + 1)
            0, 4, 5, 0x4003, 7, 0, 5, 1, 0x4003, 7,     // y = 0 wall
            1, 5, 6, 0x0001, 2, 1, 6, 2, 0x0001, 2,     // x = 6 wall
            3, 2, 6, 0x0009, 3, 3, 6, 7, 0x0009, 3,     // y = 4 wall, table material "stone"
            0, 3, 7, 0xc001, 9, 0, 7, 4, 0xc001, 9,     // x = 0 wall from negative indices
            4, 7, 6, 0xc001, 0, 4, 6, 5, 0xc001, 0,     // ceiling
        };
        assertArrayEquals(expected, m.triangleArray());
        assertEquals(1f, m.vertex(4, 2) / 3f);
        assertEquals(0xc001, ObjImporter.DEFAULT_FLAGS);
        // Every face points into the room: normal · (centre − corner) > 0.
        for (int t = 0; t < m.triangleCount(); t++) {
            float[] a = corner(m, t, 0);
            float[] b = corner(m, t, 1);
            float[] c = corner(m, t, 2);
            float[] n = cross(sub(b, a), sub(c, a));
            float[] toCentre = sub(new float[] {3f, 2f, 1.5f}, a);
            assertTrue(n[0] * toCentre[0] + n[1] * toCentre[1] + n[2] * toCentre[2] > 0f, "triangle " + t);
        }
    }

    private static float[] corner(CollisionMesh m, int t, int k) {
        int v = m.corner(t, k);
        return new float[] {m.vertex(v, 0), m.vertex(v, 1), m.vertex(v, 2)};
    }

    private static float[] sub(float[] a, float[] b) {
        return new float[] {a[0] - b[0], a[1] - b[1], a[2] - b[2]};
    }

    private static float[] cross(float[] a, float[] b) {
        return new float[] {a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]};
    }

    @Test
    void importWriteReadWriteGivesIdenticalBytesAndEqualMeshes() throws Exception {
        CollisionMesh imported = room();
        byte[] first = MeshFile.write(imported);
        CollisionMesh back = MeshFile.read(first, "room.cmesh");
        byte[] second = MeshFile.write(back);
        assertArrayEquals(first, second);
        assertEquals(imported, back);
        assertEquals(imported, room(), "importing twice gives the same mesh");
        // Grid: 6 x 4 x 3 m at 2 m → 3 x 2 x 2 cells.
        assertArrayEquals(new int[] {3, 2, 2}, new int[] {back.grid().nx(), back.grid().ny(), back.grid().nz()});
    }

    @Test
    void filesAndLineEndings(@TempDir Path dir) throws Exception {
        Path obj = dir.resolve("room.obj");
        Files.writeString(obj, ROOM.replace("\n", "\r\n"), StandardCharsets.UTF_8);
        assertEquals(room(), new ObjImporter(TABLE).read(obj, 2f));
        assertEquals(room(), new ObjImporter(TABLE).read(ROOM.replace("\n", "\r"), "cr.obj", 2f));
    }

    @Test
    void parseKeepsTheTextForAnyCellSize() throws Exception {
        var b = new ObjImporter(TABLE).parse(ROOM, "room.obj");
        assertEquals(8, b.vertexCount());
        assertEquals(12, b.triangleCount());
        assertEquals(room(), b.build(2f));
        assertEquals(6 * 4 * 3, b.build(1f).grid().cellCount());
    }

    // ---- errors ------------------------------------------------------------------------------------------

    private static final String TRIANGLE = "v 0 0 0\nv 1 0 0\nv 0 1 0\n";

    private static ObjFormatException error(String text) {
        return assertThrows(ObjFormatException.class, () -> new ObjImporter(TABLE)
                .degenerates(ObjImporter.Degenerates.REFUSE).read(text, "bad.obj", 1f));
    }

    private static void expect(String text, int line, String field, String fragment) {
        ObjFormatException e = error(text);
        assertEquals(line, e.line(), e.getMessage());
        assertEquals("line " + line, e.record(), e.getMessage());
        assertEquals(field, e.field(), e.getMessage());
        assertEquals(-1, e.byteOffset());
        assertEquals("bad.obj", e.sourceName());
        assertTrue(e.detail().contains(fragment), e.getMessage());
        assertTrue(e.getMessage().startsWith("bad.obj: line " + line + " field " + field + ": "), e.getMessage());
    }

    @Test
    void unparsableNumbers() {
        expect(TRIANGLE + "v 1 two 3\n", 4, "y", "unparsable number 'two'");
        expect("# c\nv 1 2 0x10\n", 2, "z", "unparsable number '0x10'");
        expect("v 1.5f 2 3\n", 1, "x", "unparsable number '1.5f'");
        expect("v 1 2 3 w\n", 1, "w", "unparsable number 'w'");
    }

    @Test
    void nonFiniteCoordinates() {
        expect("\n\nv nan 0 0\n", 3, "x", "non-finite coordinate 'nan'");
        expect("v 0 -Infinity 0\n", 1, "y", "non-finite coordinate '-Infinity'");
        expect("v 0 0 1e39\n", 1, "z", "non-finite coordinate '1e39' (overflows float32)");
    }

    @Test
    void vertexWithTheWrongNumberOfValues() {
        expect("v 1 2\n", 1, "v", "a vertex needs 3 or 4 numbers (x y z [w]), found 2");
    }

    @Test
    void faceWithFewerThanThreeVertices() {
        expect(TRIANGLE + "f 1 2\n", 4, "f", "a face needs at least 3 vertices, found 2");
    }

    @Test
    void indexZeroAndOutOfRange() {
        expect(TRIANGLE + "f 1 0 2\n", 4, "vertex 2", "index 0 is not valid (OBJ indices start at 1)");
        expect(TRIANGLE + "f 1 2 4\n", 4, "vertex 3", "index 4 out of range 1..3 (vertices defined so far)");
        expect(TRIANGLE + "f -4 -2 -1\n", 4, "vertex 1", "index -4 out of range -1..-3");
        expect("f 1 2 3\n" + TRIANGLE, 1, "vertex 1", "index 1 no vertices are defined yet");
        expect(TRIANGLE + "f 1 2 99999999999999999999\n", 4, "vertex 3", "out of range 1..3");
        expect(TRIANGLE + "f 1 2/ 3/1/2/4\n", 4, "vertex 3", "unparsable face vertex '3/1/2/4'");
        expect(TRIANGLE + "f 1 x 3\n", 4, "vertex 2", "unparsable face vertex 'x'");
    }

    /** Regression (A/B you can trust, item 4): a public model with collinear triangles imported, skipping them. */
    @Test
    void degenerateTrianglesAreSkippedAndCountedByDefault() throws ObjFormatException {
        String text = TRIANGLE + "v 2 0 0\nf 1 2 3\nf 1 2 4\nf 1 2 1\nf 1 2 3 -4\n";
        ObjImporter.Imported got = new ObjImporter(TABLE).importText(text, "m.obj", 1f);
        assertEquals(2, got.mesh().triangleCount(), "the two sound fan triangles are kept");
        assertEquals(3, got.skipped());
        assertEquals(6, got.firstSkippedLine());
    }

    @Test
    void aYUpFileIsTurnedToZUp() throws ObjFormatException {
        CollisionMesh m = new ObjImporter(TABLE).up(ObjImporter.UpAxis.Y)
                .read("v 1 2 3\nv 2 2 3\nv 1 2 4\nf 1 2 3\n", "y.obj", 1f);
        assertEquals(1f, m.vertex(0, 0));
        assertEquals(-3f, m.vertex(0, 1), "engine y is the file's -z");
        assertEquals(2f, m.vertex(0, 2), "engine z is the file's y (up)");
        // A floor facing +y in the file faces +z here: the turn keeps the winding's handedness.
        CollisionMesh floor = new ObjImporter(TABLE).up(ObjImporter.UpAxis.Y)
                .read("v 0 0 0\nv 0 0 1\nv 1 0 0\nf 1 2 3\n", "floor.obj", 1f);
        float ax = floor.vertex(1, 0) - floor.vertex(0, 0), ay = floor.vertex(1, 1) - floor.vertex(0, 1);
        float bx = floor.vertex(2, 0) - floor.vertex(0, 0), by = floor.vertex(2, 1) - floor.vertex(0, 1);
        assertTrue(ax * by - ay * bx > 0, "the normal's z is positive");
    }

    @Test
    void degenerateTriangles() {
        expect(TRIANGLE + "f 1 2 1\n", 4, "vertices 1, 2, 3", "degenerate triangle: repeats vertex 1");
        // The quad's second fan triangle (1, 3, 4) repeats a vertex; the first (1, 2, 3) is fine.
        expect(TRIANGLE + "f 1 2 3 -3\n", 4, "vertices 1, 3, 4", "degenerate triangle: repeats vertex 1");
        expect(TRIANGLE + "v 2 0 0\nf 1 2 4\n", 5, "vertices 1, 2, 3",
                "degenerate triangle: vertices 1, 2, 4 are collinear (zero float32 cross product)");
    }

    @Test
    void badUsemtl() {
        expect(TRIANGLE + "usemtl flags=0x4003,colour=7\n", 4, "usemtl", "unknown key 'colour'");
        expect(TRIANGLE + "usemtl flags=0x10000\n", 4, "flags", "bad value '0x10000'");
        expect(TRIANGLE + "usemtl material=-1\n", 4, "material", "bad value '-1'");
        expect(TRIANGLE + "usemtl material=65536\n", 4, "material", "bad value '65536'");
        expect(TRIANGLE + "usemtl flags=,material=1\n", 4, "flags", "bad value ''");
        expect(TRIANGLE + "usemtl flags=1,flags=2\n", 4, "flags", "key given twice");
        expect(TRIANGLE + "usemtl flags=1,material\n", 4, "material", "'material' has no value");
        expect(TRIANGLE + "usemtl\n", 4, "usemtl", "usemtl needs a material name");
    }

    @Test
    void unknownMaterialName() {
        expect(TRIANGLE + "usemtl marble\nf 1 2 3\n", 4, "usemtl", "unknown material 'marble'");
        ObjFormatException e = assertThrows(ObjFormatException.class,
                () -> new ObjImporter().read(TRIANGLE + "usemtl stone\n", "bad.obj", 1f));
        assertEquals(4, e.line());
    }

    @Test
    void unsupportedStatement() {
        expect(TRIANGLE + "curv 0 1 1 2\n", 4, "keyword", "unsupported statement 'curv'");
    }

    @Test
    void moreVerticesAndTrianglesThanTheOriginalsU16LimitsImport() throws Exception {
        // Were errors at 65,537 while the mesh was u16; now only the mesh's own limits (2^24) stop an import.
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < CollisionMesh.MAX_VERTICES + 3; i++) { // 65,539 vertices in a zigzag
            sb.append("v ").append(i).append(" ").append(i % 2).append(" 0\n");
        }
        for (int i = 0; i <= CollisionMesh.MAX_TRIANGLES; i++) { // 65,537 triangles (i, i + 1, i + 2)
            sb.append("f ").append(i + 1).append(' ').append(i + 2).append(' ').append(i + 3).append('\n');
        }
        CollisionMesh m = new ObjImporter().read(sb.toString(), "big.obj", 4096f);
        assertEquals(CollisionMesh.MAX_VERTICES + 3, m.vertexCount());
        assertEquals(CollisionMesh.MAX_TRIANGLES + 1, m.triangleCount());
        assertEquals(CollisionMesh.MAX_VERTICES + 2, m.corner(CollisionMesh.MAX_TRIANGLES, 2), "an index past 0xffff");
        assertEquals(CollisionMesh.MAX_TRIANGLES, m.grid().listEntry(m.grid().cellCount() - 1,
                m.grid().listCount(m.grid().cellCount() - 1) - 1), "a list entry past 0xffff");
        assertFalse(m.fitsOriginalFormat());
        assertEquals("vertex count 65539 is over the original's limit 65536 (u16 corner indices)",
                m.originalFormatProblem());
    }

    @Test
    void tooManyVertices() {
        // The limit is 2^24; an importer with a lower one shows the error without a 16-million-line text.
        ObjFormatException e = assertThrows(ObjFormatException.class,
                () -> new ObjImporter(TABLE, 3, 10).read(TRIANGLE + "v 1 1 0\n", "bad.obj", 1f));
        assertEquals(4, e.line());
        assertEquals("v", e.field());
        assertEquals("bad.obj: line 4 field v: too many vertices: more than the limit 3", e.getMessage());
    }

    @Test
    void tooManyTriangles() {
        ObjFormatException e = assertThrows(ObjFormatException.class,
                () -> new ObjImporter(TABLE, 10, 2).read(TRIANGLE + "v 1 1 0\nf 1 2 3\nf 1 2 3 4\n", "bad.obj", 1f));
        assertEquals(6, e.line());
        assertEquals("f", e.field());
        assertEquals("bad.obj: line 6 field f: too many triangles: this face's 2 would make 3, more than the limit 2",
                e.getMessage());
    }

    @Test
    void badMaterialTablesAndCellSizesAreArgumentErrors() {
        assertThrows(IllegalArgumentException.class, () -> new ObjImporter(Map.of("x", new int[] {1})));
        assertThrows(IllegalArgumentException.class, () -> new ObjImporter(Map.of("x", new int[] {0x10000, 0})));
        assertThrows(IllegalArgumentException.class, () -> new ObjImporter().read(TRIANGLE + "f 1 2 3\n", "a.obj", 0f));
    }
}
