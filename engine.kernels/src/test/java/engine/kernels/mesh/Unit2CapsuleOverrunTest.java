package engine.kernels.mesh;

import static org.junit.jupiter.api.Assertions.assertEquals;

import engine.api.body.Body;
import engine.api.body.Contact;
import engine.api.math.Float4;
import engine.api.mesh.CollisionGrid;
import engine.api.mesh.CollisionMesh;
import engine.api.quirk.Quirk;
import engine.api.quirk.QuirkCounter;
import engine.api.shape.ShapeType;
import engine.api.slots.Slots;
import engine.kernels.fake.FakeOwner;
import engine.kernels.world.PhysicsWorld;
import org.junit.jupiter.api.Test;

/**
 * PS2-BUG(CAPSULE_LIST_OVERRUN): a kernel hit with t &gt; 1 leaves the cell loop's counter, so the walk reads the
 * u16 after the cell's list (here the next list's count) as a triangle index.
 */
class Unit2CapsuleOverrunTest {
    private final QuirkCounter quirks = new QuirkCounter();
    private final Contact[] out = {new Contact(), new Contact(), new Contact()};

    /**
     * Triangle 0: the corner triangle (normal +x); its y = 0 edge is met at t = 1.2 by the capsule below.
     * Triangle 1: a wall at x = 0.1 facing +x, met at t = 0.8, listed only in cell 1, which the query never walks.
     * Triangle 2: far away. Grid 1 x 2 x 1 (cell y = 0 for y &lt; 1): cell 0 = [0], cell 1 = cell1.
     */
    static CollisionMesh mesh(int flags0, int[] cell1) {
        float[] v = {0f, 0f, 0f, 0f, 1f, 0f, 0f, 0f, 1f,
                0.1f, -2f, -1f, 0.1f, 2f, -1f, 0.1f, 0f, 3f,
                5f, 5f, 5f, 6f, 5f, 5f, 5f, 6f, 5f};
        int[] t = {0, 1, 2, flags0, 0, 3, 4, 5, 0xc001, 0, 6, 7, 8, 0xc001, 0};
        CollisionGrid g = CollisionGrid.of(1, 2, 1, new float[] {0.5f, 0.5f, 0.5f}, new float[] {0f, 0.5f, 0f},
                new int[][] {{0}, cell1}, 3);
        return CollisionMesh.of(v, t, g);
    }

    private int sweep(CollisionMesh mesh) {
        PhysicsWorld w = MeshWorlds.world(quirks, mesh);
        Body b = MeshWorlds.capsuleBody(new FakeOwner("walker"), 1f, -0.3f, -0.05f, 0.5f);
        Float4 move = new Float4(-0.5f, 0f, 0f, 0f);
        Float4[] box = MeshWorlds.box(b, move);
        assertEquals(0, mesh.grid().cellCoordinate(1, box[1].y()), "the query walks cell 0 only");
        return w.kernels().get(Slots.meshSweep(ShapeType.CAPSULE)).sweep(w, out, 0, 50, box[0], box[1], b,
                b.firstShape(), move, 0, -0.65f, 0f);
    }

    @Test
    void capsuleListOverrunReadsTheNextListsCountAsATriangleAndHitsIt() {
        // Cell 1's list [2] has count 1: the u16 after cell 0's list names triangle 1.
        assertEquals(1, sweep(mesh(0xc001, new int[] {2})));
        assertEquals(1, out[0].triangle(), "a triangle outside the walked cells");
        assertEquals(0.8f, out[0].fraction(), 1e-5f);
        assertEquals(1, quirks.count(Quirk.CAPSULE_LIST_OVERRUN));
    }

    @Test
    void withoutTheTGreaterThan1HitThereIsNoOverrunAndNoContact() {
        assertEquals(0, sweep(mesh(0xc000, new int[] {2})));
        assertEquals(0, quirks.count(Quirk.CAPSULE_LIST_OVERRUN));
    }

    @Test
    void capsuleListOverrunNamingATriangleOutsideTheMeshEndsTheCellsWalk() {
        // Cell 1's list [0, 1, 2] has count 3 = the triangle count: the original would read past its triangles.
        assertEquals(0, sweep(mesh(0xc001, new int[] {0, 1, 2})));
        assertEquals(1, quirks.count(Quirk.CAPSULE_LIST_OVERRUN));
    }
}
