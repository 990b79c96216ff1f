package engine.kernels.mesh;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.api.body.Body;
import engine.api.body.Contact;
import engine.api.kernel.KernelConfig;
import engine.api.kernel.KernelContext;
import engine.api.math.Float4;
import engine.api.math.FloatModel;
import engine.api.mesh.CollisionGrid;
import engine.api.mesh.CollisionMesh;
import engine.api.mesh.MeshBuilder;
import engine.api.quirk.Quirk;
import engine.api.quirk.QuirkCounter;
import engine.api.shape.ShapeType;
import engine.api.slots.Slots;
import engine.kernels.fake.FakeOwner;
import engine.kernels.fake.TestWorlds;
import engine.kernels.world.PhysicsWorld;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Unit 2 quirks the "Test ideas" do not show, each with its catalogue id in the test's name: what the faithful
 * kernels do (and, for VISITED_BITS_SHARED, what the corrected collectors do instead).
 */
class Unit2MeshQuirksTest {
    private static final float EPS = 1e-6f;
    private final QuirkCounter quirks = new QuirkCounter();

    private static Body walker(float fx, float fy, float fz) {
        return MeshWorlds.capsuleBody(new FakeOwner("walker"), fx, fy, fz, 0.5f);
    }

    private static Float4 move(float x, float y, float z) {
        return new Float4(x, y, z, 0f);
    }

    private static void assertVec(float x, float y, float z, Float4 v) {
        assertEquals(x, v.x(), EPS, "x");
        assertEquals(y, v.y(), EPS, "y");
        assertEquals(z, v.z(), EPS, "z");
    }

    // ---- ONE_PER_PLANE_UNSORTED ----

    @Test
    void onePerPlaneUnsortedTheEntrySwappedInIsOutOfOrderAndNotTested() {
        // Walls x = 0 (A, t 0.15), x = 0.5 (B, 0.2), the plane x + y = 2 (C, 0.329), a wall x = 2 (D, 0.35): A, B
        // and D are coplanar. Removing B swaps D (the last) into its place: [A, D, C], out of order, and D is never
        // tested against A, so two contacts of A's plane are returned.
        MeshBuilder b = new MeshBuilder();
        Unit2MeshSweepTest.bigWall(b, 0f, true, MeshRuns.ONE_SIDED);
        Unit2MeshSweepTest.bigWall(b, 0.5f, true, MeshRuns.ONE_SIDED);
        MeshRuns.diagonal(b);
        Unit2MeshSweepTest.bigWall(b, 2f, true, MeshRuns.ONE_SIDED);
        PhysicsWorld w = MeshWorlds.world(quirks, b.build(2f));
        Contact[] out = MeshRuns.contacts(5);
        Body s = MeshWorlds.sphereBody(-2f, 0f, 1.3f, 0.5f);
        assertEquals(4, MeshRuns.sweep(w, out, s, move(10f, 0f, 0f), 50, 0, 0f, 0f), "without 0x20000: all four");
        assertEquals(0, quirks.count(Quirk.ONE_PER_PLANE_UNSORTED));
        out = MeshRuns.contacts(5);
        assertEquals(3, MeshRuns.sweep(w, out, s, move(10f, 0f, 0f), 50, SphereMeshSweep.OPTION_ONE_PER_PLANE, 0f, 0f));
        assertArrayEquals(new int[] {0, 3, 2}, new int[] {out[0].triangle(), out[1].triangle(), out[2].triangle()});
        assertEquals(0.15f, out[0].fraction(), EPS);
        assertEquals(0.35f, out[1].fraction(), EPS);
        assertEquals(0.3293f, out[2].fraction(), 1e-4f);
        assertTrue(out[1].fraction() > out[2].fraction(), "unsorted");
        assertVec(-1f, 0f, 0f, out[1].normal());
        assertEquals(1, quirks.count(Quirk.ONE_PER_PLANE_UNSORTED));
    }

    // ---- VISITED_BITS_SHARED ----

    /** A push-out of a sphere at (x, y, z), r 0.5, on world w: a query of the original on the shared bits. */
    private static Runnable pushOut(PhysicsWorld w, float x, float y, float z) {
        return () -> new PushOutOfWalls(KernelConfig.DEFAULT).pushOut(w, new Body(), new Float4(x, y, z, 1f), 0.5f);
    }

    private static PhysicsWorld correctedWorld(QuirkCounter q, CollisionMesh mesh) {
        KernelConfig own = new KernelConfig(FloatModel.IEEE, Set.of(Quirk.VISITED_BITS_SHARED));
        return TestWorlds.world(q, Map.of(Slots.meshSweep(ShapeType.CAPSULE), new CapsuleMeshSweep(own)), mesh);
    }

    @Test
    void visitedBitsSharedAQueryBegunDuringTheWalkMakesTheCapsuleSkipATriangle() {
        // Walls x = 0 (t 0.15) and x = 1 (t 0.25) in a single cell. At the capsule's first triangle a push-out
        // begins on the same world: it clears the shared bits and sets both walls' while walking its (the only)
        // cell, so the capsule then skips the second wall.
        CollisionMesh mesh = MeshRuns.bigWalls(100f, 0f, 1f);
        PhysicsWorld w = MeshWorlds.world(quirks, mesh);
        Contact[] out = MeshRuns.contacts(3);
        assertEquals(2, MeshRuns.sweep(w, out, walker(-2f, 0f, 0f), move(10f, 0f, 0f), 50, 0, 0f, 0f), "alone");
        assertEquals(0, quirks.count(Quirk.VISITED_BITS_SHARED));
        out = MeshRuns.contacts(3);
        InterleavedContext ctx = new InterleavedContext(w, pushOut(w, 30f, 30f, 30f));
        assertEquals(1, MeshRuns.sweep(ctx, out, walker(-2f, 0f, 0f), move(10f, 0f, 0f), 50, 0, 0f, 0f));
        assertTrue(ctx.interleaved());
        assertEquals(0, out[0].triangle());
        assertEquals(MeshRuns.SENTINEL, out[1].triangle(), "the wall at x = 1 was skipped");
        assertEquals(1, quirks.count(Quirk.VISITED_BITS_SHARED));
        // Corrected: the capsule's own marks; both walls, no report, the world's scratch untouched by the capsule.
        QuirkCounter fixedQuirks = new QuirkCounter();
        PhysicsWorld f = correctedWorld(fixedQuirks, mesh);
        out = MeshRuns.contacts(3);
        assertEquals(2, MeshRuns.sweep(new InterleavedContext(f, pushOut(f, 30f, 30f, 30f)), out, walker(-2f, 0f, 0f),
                move(10f, 0f, 0f), 50, 0, 0f, 0f));
        assertEquals(1, out[1].triangle());
        assertEquals(0, fixedQuirks.count(Quirk.VISITED_BITS_SHARED));
        assertEquals(1, f.meshQuery().begun(), "only the push-out began a query on the shared scratch");
    }

    @Test
    void visitedBitsSharedAQueryBegunDuringTheWalkMakesTheCapsuleLookAtATriangleTwice() {
        // Wall W (x = 0, y -1.5..1.5, z 0..3) is listed in four 2 m cells the capsule walks; a small far triangle F
        // widens the grid. A push-out over empty cells, begun at the capsule's first triangle, clears W's bit: W is
        // looked at again in the next cell and reported twice.
        MeshBuilder b = new MeshBuilder();
        b.triangle(b.vertex(0f, -1.5f, 0f), b.vertex(0f, -1.5f, 3f), b.vertex(0f, 1.5f, 0f), MeshRuns.ONE_SIDED, 0);
        b.triangle(b.vertex(5f, 9f, 0f), b.vertex(5f, 9f, 1f), b.vertex(5f, 10f, 0f), MeshRuns.ONE_SIDED, 0);
        CollisionMesh mesh = b.build(2f);
        PhysicsWorld w = MeshWorlds.world(quirks, mesh);
        Contact[] out = MeshRuns.contacts(3);
        assertEquals(1, MeshRuns.sweep(w, out, walker(-2f, 0f, 0f), move(3f, 0f, 0f), 50, 0, 0f, 0f), "alone");
        out = MeshRuns.contacts(3);
        InterleavedContext ctx = new InterleavedContext(w, pushOut(w, 3f, 9.5f, 0.5f));
        assertEquals(2, MeshRuns.sweep(ctx, out, walker(-2f, 0f, 0f), move(3f, 0f, 0f), 50, 0, 0f, 0f));
        assertEquals(0, out[0].triangle());
        assertEquals(0, out[1].triangle(), "the same wall twice");
        assertEquals(0.5f, out[0].fraction(), EPS);
        assertEquals(out[0].fraction(), out[1].fraction());
        assertEquals(1, quirks.count(Quirk.VISITED_BITS_SHARED));
        QuirkCounter fixedQuirks = new QuirkCounter();
        PhysicsWorld f = correctedWorld(fixedQuirks, mesh);
        out = MeshRuns.contacts(3);
        assertEquals(1, MeshRuns.sweep(new InterleavedContext(f, pushOut(f, 3f, 9.5f, 0.5f)), out, walker(-2f, 0f, 0f),
                move(3f, 0f, 0f), 50, 0, 0f, 0f));
        assertEquals(0, fixedQuirks.count(Quirk.VISITED_BITS_SHARED));
    }

    @Test
    void visitedBitsSharedCorrectedMarksSurviveTheStampWrap() {
        // The wall is listed in several cells: looked at once per query however the stamp stands. A stamp wrapping to
        // 0 clears the marks: a mark left at 1 by an earlier query does not count for the new stamp 1.
        CollisionMesh mesh = Unit2MeshSweepTest.wall(MeshRuns.ONE_SIDED);
        QuirkCounter q = new QuirkCounter();
        PhysicsWorld w = correctedWorld(q, mesh);
        CapsuleMeshSweep k = (CapsuleMeshSweep) w.kernels().get(Slots.meshSweep(ShapeType.CAPSULE));
        for (int e : new int[] {0, -1, Integer.MAX_VALUE, -2}) {
            k.setEpoch(e);
            Contact[] out = MeshRuns.contacts(3);
            assertEquals(1, MeshRuns.sweep(w, out, walker(-2f, 0f, 0f), move(10f, 0f, 0f), 50, 0, 0f, 0f),
                    "stamp after " + e);
            assertEquals(0, out[0].triangle());
        }
        // The stamp wraps from -1 to 0: the marks of the query at stamp 1 (set above at e = 0) are cleared first.
        k.setEpoch(0);
        MeshRuns.sweep(w, MeshRuns.contacts(3), walker(-2f, 0f, 0f), move(10f, 0f, 0f), 50, 0, 0f, 0f);
        k.setEpoch(-1);
        Contact[] out = MeshRuns.contacts(3);
        assertEquals(1, MeshRuns.sweep(w, out, walker(-2f, 0f, 0f), move(10f, 0f, 0f), 50, 0, 0f, 0f));
        assertEquals(0, w.meshQuery().begun());
    }

    // ---- CONTACT_POINT_IS_POSITION ----

    @Test
    void contactPointIsPositionTheCapsulesFeetAtTNotTheTouchingPoint() {
        // PS2-DESIGN(CONTACT_POINT_IS_POSITION): the capsule's sphere (centre 0.55 above the feet) touches the wall
        // x = 0 at (0, 0, 0.55) at t = 0.15; the contact's point is the feet moved by t × move: (-0.5, 0, 0).
        PhysicsWorld w = MeshWorlds.world(quirks, Unit2MeshSweepTest.wall(MeshRuns.ONE_SIDED));
        Contact[] out = MeshRuns.contacts(2);
        assertEquals(1, MeshRuns.sweep(w, out, walker(-2f, 0f, 0f), move(10f, 0f, 0f), 50, 0, 0f, 0f));
        float t = out[0].fraction();
        assertEquals(0.15f, t, EPS);
        assertVec(-2f + t * 10f, 0f, 0f, out[0].point());
        assertVec(-0.5f, 0f, 0f, out[0].point());
        Float4 touching = new Float4(0f, 0f, 0.55f, 1f);
        assertNotEquals(touching.x(), out[0].point().x(), "not the touching point: r short of the wall");
        assertNotEquals(touching.z(), out[0].point().z(), "not the touching point: at the feet, not the centre");
        // The sphere's point is its centre at t, (-0.5, 0, 0.8), not where it touches the wall, (0, 0, 0.8).
        out = MeshRuns.contacts(2);
        assertEquals(1, MeshRuns.sweep(w, out, MeshWorlds.sphereBody(-2f, 0f, 0.8f, 0.5f), move(10f, 0f, 0f), 50, 0, 0f,
                0f));
        assertVec(-0.5f, 0f, 0.8f, out[0].point());
        assertEquals(1f, out[0].point().w());
    }

    // ---- GRID_CORNERS_UNSORTED ----

    @Test
    void gridCornersUnsortedCannotFireNoGridHasANegativeScale() {
        // PS2-UNCHECKED(GRID_CORNERS_UNSORTED): BeginShapeQuery maps the corners one by one; only a negative scale
        // could swap them, and CollisionGrid.of (behind MeshBuilder and the mesh file reader too) refuses one.
        for (int a = 0; a < 3; a++) {
            for (float bad : new float[] {-0.5f, -0f, 0f}) {
                float[] scale = {0.5f, 0.5f, 0.5f};
                scale[a] = bad;
                assertThrows(IllegalArgumentException.class,
                        () -> CollisionGrid.of(1, 1, 1, scale, new float[3], new int[1][], 0), "scale " + bad);
            }
        }
        // So a box whose min is at most its max gets cellMin <= cellMax on every axis, with the shared scratch and
        // with a corrected collector's own range alike (MeshDifferentialProperties checks random boxes).
        CollisionMesh mesh = Unit2MeshSweepTest.wall(MeshRuns.ONE_SIDED);
        PhysicsWorld w = MeshWorlds.world(quirks, mesh);
        w.meshQuery().begin(mesh, new Float4(-9f, -3f, 1f, 1f), new Float4(9f, 4f, 1f, 1f));
        for (int a = 0; a < 3; a++) {
            assertTrue(w.meshQuery().cellMin(a) <= w.meshQuery().cellMax(a));
        }
    }

    // ---- the corrected collectors allocate nothing per call ----

    @Test
    void correctedCollectorsAllocateNothingOnceWarm() {
        KernelContext w = engine.kernels.correction.Mode.fixed().world(Unit2MeshSweepTest.wall(MeshRuns.ONE_SIDED));
        Body s = MeshWorlds.sphereBody(-2f, 0f, 1.3f, 0.5f);
        Body c = walker(-2f, 0f, 0f);
        Float4 m = move(10f, 0f, 0f);
        Float4[] sbox = MeshWorlds.box(s, m);
        Float4[] cbox = MeshWorlds.box(c, m);
        Contact[] out = MeshRuns.contacts(4);
        var sphere = w.kernels().get(Slots.meshSweep(ShapeType.SPHERE));
        var capsule = w.kernels().get(Slots.meshSweep(ShapeType.CAPSULE));
        var overlap = w.kernels().get(Slots.meshOverlap(ShapeType.SPHERE));
        Runnable calls = () -> {
            sphere.sweep(w, out, 0, 4, sbox[0], sbox[1], s, s.firstShape(), m, 0x20000, 0f, 0f);
            sphere.sweep(w, out, 0, 1, sbox[0], sbox[1], s, s.firstShape(), m, 0, 0f, 0f); // the nearest-only walk
            capsule.sweep(w, out, 0, 4, cbox[0], cbox[1], c, c.firstShape(), m, 0, 0f, 0f);
            overlap.overlap(w, out, 0, 4, sbox[0], sbox[1], s.firstShape(), 0, 0f, 0f);
        };
        for (int i = 0; i < 20_000; i++) {
            calls.run();
        }
        var threads = (com.sun.management.ThreadMXBean) java.lang.management.ManagementFactory.getThreadMXBean();
        org.junit.jupiter.api.Assumptions.assumeTrue(threads.isThreadAllocatedMemorySupported()
                && threads.isThreadAllocatedMemoryEnabled(), "the JVM measures no per-thread allocation");
        long id = Thread.currentThread().getId();
        long before = threads.getThreadAllocatedBytes(id);
        for (int i = 0; i < 10_000; i++) {
            calls.run();
        }
        long bytes = threads.getThreadAllocatedBytes(id) - before;
        assertTrue(bytes < 10_000, bytes + " bytes allocated by 40,000 calls");
    }
}
