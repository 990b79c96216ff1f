package engine.kernels.mesh;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.api.body.Body;
import engine.api.body.Contact;
import engine.api.kernel.mesh.MeshSweep;
import engine.api.math.Float4;
import engine.api.mesh.CollisionGrid;
import engine.api.mesh.CollisionMesh;
import engine.meshio.MeshFile;
import engine.meshio.ObjImporter;
import engine.api.quirk.QuirkCounter;
import engine.api.shape.ShapeType;
import engine.api.slots.Slots;
import engine.kernels.fake.FakeOwner;
import engine.kernels.fake.TestWorlds;
import engine.kernels.world.PhysicsWorld;
import engine.levels.ArchitecturalLevel;
import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A level far over the original's u16 limits on the fixed side: a generated architectural model (4 x 4 rooms with
 * doorways, arcades of fluted columns and arches, stairs, and a finely "scanned" statue; about 300,000 triangles
 * from 16 m floor slabs down to 2 cm statue facets) is written as OBJ text, imported with ObjImporter, written and
 * read back as mesh file version 2, and swept with the fixed provider's sphere and capsule mesh sweeps (Unit 2,
 * PhysicsMesh_SweepSphere 0x00348a50 and PhysicsMesh_SweepCapsule 0x00347c08). The walls are emitted after the
 * columns and the statue, so every wall triangle's index is above 65,535.
 */
class LargeMeshTest {
    /** Grid cell size of the import (the spec's test cell size). */
    private static final float CELL = 2f;

    @TempDir
    static Path dir;

    private static ArchitecturalLevel model;
    private static CollisionMesh mesh;

    private final QuirkCounter quirks = new QuirkCounter();
    private final Contact[] out = contacts(60);

    @BeforeAll
    static void importTheModel() throws IOException {
        Path obj = dir.resolve("hall.obj");
        try (Writer w = Files.newBufferedWriter(obj, StandardCharsets.UTF_8)) {
            model = new ArchitecturalLevel(w);
            model.write();
        }
        CollisionMesh imported = new ObjImporter().read(obj, CELL);
        Path file = dir.resolve("hall.cmesh");
        MeshFile.write(imported, file);
        assertEquals(MeshFile.VERSION_2, MeshFile.version(Files.readAllBytes(file)));
        mesh = MeshFile.read(file);
        assertEquals(imported, mesh, "version 2 round trip");
    }

    private static Contact[] contacts(int n) {
        Contact[] c = new Contact[n];
        for (int i = 0; i < n; i++) {
            c[i] = new Contact();
        }
        return c;
    }

    private PhysicsWorld fixedWorld() {
        return TestWorlds.world("fixed", quirks, mesh);
    }

    private int sweep(ShapeType type, Body body, Float4 move) {
        PhysicsWorld w = fixedWorld();
        Float4[] box = MeshWorlds.box(body, move);
        MeshSweep k = w.kernels().get(Slots.meshSweep(type));
        return k.sweep(w, out, 0, 50, box[0], box[1], body, body.firstShape(), move, 0, -0.65f, 0f);
    }

    /**
     * The one triangle in the plane axis = plane whose xy/yz/xz projection holds (p, q) strictly inside, found
     * by brute force over the whole mesh (the oracle for which panel a face hit lands on).
     */
    private static int triangleAt(int axis, float plane, float p, float q) {
        int u = axis == 0 ? 1 : 0;
        int v = axis == 2 ? 1 : 2;
        int found = -1;
        for (int t = 0; t < mesh.triangleCount(); t++) {
            boolean inPlane = true;
            float[] pu = new float[3];
            float[] pv = new float[3];
            for (int k = 0; k < 3; k++) {
                int c = mesh.corner(t, k);
                inPlane &= mesh.vertex(c, axis) == plane;
                pu[k] = mesh.vertex(c, u);
                pv[k] = mesh.vertex(c, v);
            }
            if (inPlane && strictlyInside(pu, pv, p, q)) {
                assertEquals(-1, found, "two triangles hold the point");
                found = t;
            }
        }
        assertTrue(found >= 0, "no triangle at the point");
        return found;
    }

    private static boolean strictlyInside(float[] u, float[] v, float p, float q) {
        double s = 0;
        boolean pos = true;
        boolean neg = true;
        for (int k = 0; k < 3; k++) {
            int n = (k + 1) % 3;
            s = ((double) u[n] - u[k]) * ((double) q - v[k]) - ((double) v[n] - v[k]) * ((double) p - u[k]);
            pos &= s > 0;
            neg &= s < 0;
        }
        return pos || neg;
    }

    @Test
    void theModelIsOverTheOriginalsLimitsEverywhere() {
        assertTrue(mesh.triangleCount() >= 250_000, "triangles: " + mesh.triangleCount());
        assertEquals(model.triangles(), mesh.triangleCount());
        assertEquals(model.vertices(), mesh.vertexCount());
        assertTrue(mesh.vertexCount() > CollisionMesh.MAX_VERTICES);
        assertFalse(mesh.fitsOriginalFormat());
        assertTrue(mesh.originalFormatProblem().startsWith("vertex count " + mesh.vertexCount()),
                mesh.originalFormatProblem());
        // The statue's cell lists more triangles than a u16 count holds.
        CollisionGrid g = mesh.grid();
        int statueCell = g.cellIndex(20, 20, 0);
        assertTrue(g.listCount(statueCell) > CollisionGrid.ORIGINAL_MAX_LIST,
                "statue cell: " + g.listCount(statueCell));
        assertEquals(g.listCount(statueCell), g.longestList());
        // Triangles of very different sizes: a 15.5 m floor slab and 2 cm statue facets.
        assertTrue(model.wallsStart() > 0xffff && model.statueStart() > 0xffff);
    }

    @Test
    void aSphereSweepStopsAtAWallPanelWhoseIndexIsOver65535() {
        // Room (0, 0): the sphere (r 0.5) at (13, 5.875, 1.25) moves +x by 4 m into the room's east wall face,
        // x = 15.75, facing −x: t = (15.75 − 13 − 0.5) / 4 = 0.5625 exactly (axis-aligned 0.5 m panels).
        Body b = MeshWorlds.sphereBody(13f, 5.875f, 1.25f, 0.5f);
        int n = sweep(ShapeType.SPHERE, b, new Float4(4f, 0f, 0f, 0f));
        assertTrue(n >= 1);
        int expected = triangleAt(0, 15.75f, 5.875f, 1.25f);
        assertTrue(expected > 0xffff && expected >= model.wallsStart(), "wall triangle " + expected);
        assertEquals(expected, out[0].triangle());
        assertEquals(0.5625f, out[0].fraction());
        assertEquals(-1f, out[0].normal().x());
        assertEquals(0f, out[0].normal().y());
        assertEquals(0f, out[0].normal().z());
        assertEquals(15.25f, out[0].point().x(), "the centre at contact: 13 + 0.5625 × 4");
    }

    @Test
    void aCapsuleSweepStopsAtAWallPanelWhoseIndexIsOver65535() {
        // Room (1, 0): a walker (r 0.5, feet on the floor) at (22.125, 3) moves −y by 3 m into the room's south wall
        // face, y = 0.25, facing +y. Its sphere's centre is z = 0.55; t = (3 − 0.25 − 0.5) / 3 = 0.75.
        Body b = MeshWorlds.capsuleBody(new FakeOwner("walker"), 22.125f, 3f, 0f, 0.5f);
        int n = sweep(ShapeType.CAPSULE, b, new Float4(0f, -3f, 0f, 0f));
        assertTrue(n >= 1);
        int expected = triangleAt(1, 0.25f, 22.125f, 0.55f);
        assertTrue(expected > 0xffff && expected >= model.wallsStart(), "wall triangle " + expected);
        assertEquals(expected, out[0].triangle());
        assertEquals(0.75f, out[0].fraction());
        assertEquals(0f, out[0].normal().x());
        assertEquals(1f, out[0].normal().y());
        assertEquals(0f, out[0].normal().z());
    }

    @Test
    void aSphereSweepThroughACellOfMoreThan65535TrianglesMeetsTheStatue() {
        // The statue: a UV sphere of radius 0.9 at (41, 41, 1) with its vertices on the sphere, so its faces lie
        // between radius 0.9 · cos(π/256) · cos(π/260) and 0.9; its cell lists more than 65,535 triangles. A ball of
        // r 0.25 on the line x = 41.0625, z = 1.03125 (0.0699 m off the centre) from y = 38 touches the round sphere
        // at y = 41 − √(1.15² − 0.0699²); the move ends 3 mm past that, so few facets are met (the walk of this
        // cell stays under the 100 mesh contacts whether MESH_CONTACTS_100 is corrected or not).
        float y0 = 38f;
        float length = 1.855f;
        Body b = MeshWorlds.sphereBody(41.0625f, y0, 1.03125f, 0.25f);
        int n = sweep(ShapeType.SPHERE, b, new Float4(0f, length, 0f, 0f));
        assertTrue(n >= 1);
        assertEquals(0, quirks.count(engine.api.quirk.Quirk.MESH_CONTACTS_100), "the walk stayed under 100");
        int t = out[0].triangle();
        assertTrue(t >= model.statueStart() && t < model.statueStart() + model.statueTriangles() && t > 0xffff,
                "statue triangle " + t);
        double off = Math.hypot(0.0625, 0.03125);
        double touch = 41 - Math.sqrt(1.15 * 1.15 - off * off);
        double inner = 0.9 * Math.cos(Math.PI / 256) * Math.cos(Math.PI / 260);
        double lo = (touch - y0) / length;
        double hi = (touch + (0.9 - inner) - y0) / length;
        assertTrue(out[0].fraction() >= lo - 1e-6 && out[0].fraction() <= hi + 1e-6,
                "fraction " + out[0].fraction() + " not in [" + lo + ", " + hi + "]");
        assertTrue(out[0].normal().y() < -0.99f, "the statue's −y side");
    }
}
