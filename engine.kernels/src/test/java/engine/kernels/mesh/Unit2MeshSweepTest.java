package engine.kernels.mesh;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.api.body.Body;
import engine.api.body.BodyFlags;
import engine.api.body.Contact;
import engine.api.body.ContactFlags;
import engine.api.body.OwnerState;
import engine.api.body.TypeMask;
import engine.api.kernel.KernelConfig;
import engine.api.kernel.mesh.MeshOverlap;
import engine.api.kernel.mesh.MeshSweep;
import engine.api.math.Float4;
import engine.api.mesh.CollisionGrid;
import engine.api.mesh.CollisionMesh;
import engine.api.mesh.MeshBuilder;
import engine.api.quirk.Quirk;
import engine.api.quirk.QuirkCounter;
import engine.api.shape.BoxShape;
import engine.api.shape.CapsuleShape;
import engine.api.shape.ShapeType;
import engine.api.slots.Slots;
import engine.kernels.contact.ContactInsert;
import engine.kernels.contact.ContactScratch;
import engine.kernels.fake.FakeHuman;
import engine.kernels.fake.FakeOwner;
import engine.kernels.sweep.SweepBodyVsMesh;
import engine.kernels.world.PhysicsWorld;
import org.junit.jupiter.api.Test;

/**
 * Unit 2's "Test ideas", one test per item, with the spec's numbers: synthetic meshes baked with MeshBuilder at
 * 2 m cells, flags as the file stores them (0xc001 = enabled, one-sided, no corner-slide edge).
 */
class Unit2MeshSweepTest {
    private static final int ONE_SIDED = 0xc001;
    private static final int TWO_SIDED = 0xc003;
    /** Fractions and positions come from a normal made by rsqrt: within a few float ulps of the hand values. */
    private static final float EPS = 1e-6f;

    private final QuirkCounter quirks = new QuirkCounter();
    private final Contact[] out = contacts(60);
    private PhysicsWorld world;

    private static Contact[] contacts(int n) {
        Contact[] c = new Contact[n];
        for (int i = 0; i < n; i++) {
            c[i] = new Contact();
        }
        return c;
    }

    /** The test wall: two triangles in x = 0, y −5..5, z 0..3, front facing −x. */
    static CollisionMesh wall(int flags) {
        MeshBuilder b = new MeshBuilder();
        int a = b.vertex(0f, -5f, 0f);
        int bb = b.vertex(0f, 5f, 0f);
        int c = b.vertex(0f, 5f, 3f);
        int d = b.vertex(0f, -5f, 3f);
        b.triangle(a, d, bb, flags, 0);
        b.triangle(bb, d, c, flags, 0);
        return b.build(2f);
    }

    /** One big triangle in the plane x = x0 facing −x (or +x), covering y, z in −5..10 around the origin. */
    static void bigWall(MeshBuilder b, float x0, boolean facingMinusX, int flags) {
        int p = b.vertex(x0, -5f, -5f);
        int q = b.vertex(x0, -5f, 10f);
        int r = b.vertex(x0, 10f, -5f);
        if (facingMinusX) {
            b.triangle(p, q, r, flags, 0);
        } else {
            b.triangle(p, r, q, flags, 0);
        }
    }

    private int capsule(CollisionMesh mesh, Body body, float mx, float my, float mz) {
        world = MeshWorlds.world(quirks, mesh);
        Float4 move = new Float4(mx, my, mz, 0f);
        Float4[] box = MeshWorlds.box(body, move);
        MeshSweep k = world.kernels().get(Slots.meshSweep(ShapeType.CAPSULE));
        return k.sweep(world, out, 0, 50, box[0], box[1], body, body.firstShape(), move, 0, -0.65f, 0f);
    }

    private int sphere(CollisionMesh mesh, Body body, float mx, float my, float mz, int max, int options, float min) {
        world = MeshWorlds.world(quirks, mesh);
        Float4 move = new Float4(mx, my, mz, 0f);
        Float4[] box = MeshWorlds.box(body, move);
        MeshSweep k = world.kernels().get(Slots.meshSweep(ShapeType.SPHERE));
        return k.sweep(world, out, 0, max, box[0], box[1], body, body.firstShape(), move, options, min, 0f);
    }

    private static Body grounded(float fx, float fy, float fz) {
        return MeshWorlds.capsuleBody(new FakeOwner("walker"), fx, fy, fz, 0.5f);
    }

    private static void assertVec(float x, float y, float z, Float4 v) {
        assertEquals(x, v.x(), EPS, "x");
        assertEquals(y, v.y(), EPS, "y");
        assertEquals(z, v.z(), EPS, "z");
    }

    // ---- Wall stops a fast mover (no tunnelling) ----

    @Test
    void wallStopsAFastMoverNoTunnelling() {
        int n = capsule(wall(ONE_SIDED), grounded(-2f, 0f, 0f), 10f, 0f, 0f);
        assertTrue(n >= 1);
        assertEquals(0.15f, out[0].fraction(), EPS);
        assertVec(-1f, 0f, 0f, out[0].normal());
        assertVec(-0.5f, 0f, 0f, out[0].point());
        assertEquals(1f, out[0].point().w());
        assertVec(1f, 0f, 0f, out[0].unitMove());
        assertEquals(0, out[0].triangle());
        assertEquals(null, out[0].otherShape());
        assertEquals(0f, out[0].scalar84());
    }

    // ---- Starting behind a one-sided wall passes ----

    @Test
    void startingBehindAOneSidedWallPasses() {
        assertEquals(0, capsule(wall(ONE_SIDED), grounded(1f, 0f, 0f), -3f, 0f, 0f));
    }

    @Test
    void startingBehindATwoSidedWallHitsTheFlippedFace() {
        assertEquals(1, capsule(wall(TWO_SIDED), grounded(1f, 0f, 0f), -3f, 0f, 0f));
        assertVec(1f, 0f, 0f, out[0].normal());
        assertEquals((1f - 0.5f) / 3f, out[0].fraction(), EPS);
    }

    // ---- Moving away or along; zero move ----

    @Test
    void movingAwayOrAlongOrNotAtAllGivesNoContact() {
        assertEquals(0, capsule(wall(ONE_SIDED), grounded(-2f, 0f, 0f), -1f, 0f, 0f));
        assertEquals(0, capsule(wall(ONE_SIDED), grounded(-2f, 0f, 0f), 0f, 1f, 0f));
        assertEquals(0, capsule(wall(ONE_SIDED), grounded(-2f, 0f, 0f), 0f, 0f, 0f));
    }

    // ---- Low rule ----

    private static CollisionMesh lowFace(float h) {
        MeshBuilder b = new MeshBuilder();
        b.triangle(b.vertex(0f, -2f, 0f), b.vertex(0f, 0f, h), b.vertex(0f, 2f, 0f), ONE_SIDED, 0);
        return b.build(2f);
    }

    @Test
    void lowRuleSkipsA024FaceKeeps026AndExactly025() {
        // Centre at z = 0.1 (feet −0.45): the face's apex at y = 0 covers it.
        assertEquals(0, capsule(lowFace(0.24f), grounded(-2f, 0f, -0.45f), 10f, 0f, 0f));
        assertEquals(1, capsule(lowFace(0.26f), grounded(-2f, 0f, -0.45f), 10f, 0f, 0f));
        assertEquals(1, capsule(lowFace(0.25f), grounded(-2f, 0f, -0.45f), 10f, 0f, 0f), "< 0.25 skips, 0.25 is kept");
        assertEquals(0.15f, out[0].fraction(), EPS);
    }

    // ---- Thin rule ----

    /** A sliver in x = 0: long edge (0,0,0)-(0,4,0.4), third corner at 1 m along it and off metres across. */
    private static CollisionMesh sliver(float off) {
        double ux = 4 / Math.sqrt(16.16);
        double uz = 0.4 / Math.sqrt(16.16);
        MeshBuilder b = new MeshBuilder();
        b.triangle(b.vertex(0f, 0f, 0f), b.vertex(0f, 4f, 0.4f),
                b.vertex(0f, (float) (ux - off * uz), (float) (uz + off * ux)), ONE_SIDED, 0);
        return b.build(2f);
    }

    @Test
    void thinRuleSkipsASliverWhoseThirdCornerIs02OffTheLongestEdge() {
        // Normal +x: approached from +x, centre path (y 0.97, z 0.2), inside both slivers.
        assertEquals(0, capsule(sliver(0.2f), grounded(2f, 0.97f, -0.35f), -10f, 0f, 0f));
        assertEquals(1, capsule(sliver(0.3f), grounded(2f, 0.97f, -0.35f), -10f, 0f, 0f));
        assertEquals(0.15f, out[0].fraction(), EPS);
    }

    @Test
    void thinRuleKeepsAThinTriangleWhoseLongestEdgeIsVertical() {
        MeshBuilder b = new MeshBuilder();
        b.triangle(b.vertex(0f, 0f, 0f), b.vertex(0f, 0f, 2f), b.vertex(0f, 0.1f, 1f), ONE_SIDED, 0);
        assertEquals(1, capsule(b.build(2f), grounded(-2f, 0.05f, 0.45f), 10f, 0f, 0f));
        assertEquals(0.15f, out[0].fraction(), EPS);
    }

    // ---- Wall threshold ----

    /** A slope through the y axis whose computed normal z is exactly target (searched over float neighbours). */
    private static CollisionMesh slope(float target) {
        float x0 = (float) (2 * target / Math.sqrt(1 - (double) target * target));
        SphereTriangleSweep t = new SphereTriangleSweep();
        float up = x0;
        float down = x0;
        for (int i = 0; i < 100000; i++) {
            for (float x : new float[] {up, down}) {
                t.setCorners(0f, -2f, 0f, x, 0f, 2f, 0f, 2f, 0f);
                t.computeNormal();
                if (t.normalZ() == target) {
                    MeshBuilder b = new MeshBuilder();
                    b.triangle(b.vertex(0f, -2f, 0f), b.vertex(x, 0f, 2f), b.vertex(0f, 2f, 0f), ONE_SIDED, 0);
                    return b.build(2f);
                }
            }
            up = Math.nextUp(up);
            down = Math.nextDown(down);
        }
        throw new AssertionError("no float slope with n.z == " + target);
    }

    @Test
    void wallThresholdNz065IsTestedAnd066IsNot() {
        assertEquals(1, capsule(slope(0.65f), grounded(-3f, 0f, 0.45f), 10f, 0f, 0f), "n.z = 0.65 is a wall");
        assertEquals(0, capsule(slope(0.66f), grounded(-3f, 0f, 0.45f), 10f, 0f, 0f), "n.z = 0.66 is not");
    }

    // ---- Side uses the start ----

    @Test
    void sideUsesTheStartACentre1e7InFrontCountsAsBehind() {
        // PS2-DESIGN(ONE_SIDED_FROM_BEHIND): s = 1e-7 < 1e-6.
        assertEquals(0, capsule(wall(ONE_SIDED), grounded(-1e-7f, 0f, 0f), 1f, 0f, 0f), "one-sided: skipped");
        assertEquals(1, capsule(wall(TWO_SIDED), grounded(-1e-7f, 0f, 0f), -1f, 0f, 0f), "two-sided: flipped");
        assertVec(1f, 0f, 0f, out[0].normal());
        assertEquals(0f, out[0].fraction(), "the sphere already reaches the flipped face");
    }

    // ---- Disabled triangle ----

    @Test
    void disabledTriangleGivesNoContact() {
        assertEquals(0, capsule(wall(0xc000), grounded(-2f, 0f, 0f), 10f, 0f, 0f));
    }

    @Test
    void disabledTriangleThroughSetEnabledInBoxGivesNoContactUntilReEnabled() {
        CollisionMesh mesh = wall(ONE_SIDED);
        world = MeshWorlds.world(quirks, mesh);
        Body body = grounded(-2f, 0f, 0f);
        Float4 move = new Float4(10f, 0f, 0f, 0f);
        Float4[] box = MeshWorlds.box(body, move);
        MeshSweep k = world.kernels().get(Slots.meshSweep(ShapeType.CAPSULE));
        assertEquals(2, world.setEnabledInBox(new Float4(-0.1f, -6f, -1f, 1f), new Float4(0.1f, 6f, 4f, 1f), false));
        assertEquals(0, k.sweep(world, out, 0, 50, box[0], box[1], body, body.firstShape(), move, 0, -0.65f, 0f));
        assertEquals(ONE_SIDED, mesh.flags(0), "the mesh itself is not changed");
        assertEquals(ONE_SIDED & ~1, world.triangleFlags(0));
        world.setEnabledInBox(new Float4(-0.1f, -6f, -1f, 1f), new Float4(0.1f, 6f, 4f, 1f), true);
        assertEquals(1, k.sweep(world, out, 0, 50, box[0], box[1], body, body.firstShape(), move, 0, -0.65f, 0f));
    }

    // ---- Cells and visited bits ----

    @Test
    void cellsAndVisitedBitsAWallSpanningFourCellsIsReportedOnce() {
        CollisionMesh mesh = wall(ONE_SIDED);
        CollisionGrid g = mesh.grid();
        assertTrue(g.ny() * g.nz() >= 4, "the wall spans at least four cells");
        assertEquals(1, capsule(mesh, grounded(-2f, 0f, 0f), 10f, 0f, 0f));
        assertEquals(0, out[0].triangle());
    }

    @Test
    void cellsABoxWhoseMaxIsPastTheGridClampsToTheLastCell() {
        CollisionMesh mesh = wall(ONE_SIDED);
        world = MeshWorlds.world(quirks, mesh);
        Body b = grounded(-2f, 0f, 0f);
        Float4 move = new Float4(10f, 0f, 0f, 0f);
        Float4 max = new Float4(1000f, 1000f, 1000f, 1f);
        int n = world.kernels().get(Slots.meshSweep(ShapeType.CAPSULE)).sweep(world, out, 0, 50,
                new Float4(-3f, -1f, 0f, 1f), max, b, b.firstShape(), move, 0, -0.65f, 0f);
        assertEquals(1, n);
        for (int a = 0; a < 3; a++) {
            assertEquals(mesh.grid().size(a) - 1, world.meshQuery().cellMax(a));
        }
    }

    // ---- Sort ----

    /** Walls (one triangle each) at the given x, all in one cell, met by a capsule from (−2, 0, 0) moving +1. */
    private static CollisionMesh walls(float... xs) {
        MeshBuilder b = new MeshBuilder();
        for (float x : xs) {
            b.triangle(b.vertex(x, -2f, 0f), b.vertex(x, -2f, 2f), b.vertex(x, 2f, 0f), ONE_SIDED, 0);
        }
        return b.build(2f);
    }

    @Test
    void sortKeysArriving05_06_03ComeOut03_05_05ThroughTheCapsule() {
        // PS2-BUG(SORT_SMEAR): t = x + 1.5: walls 0, 1, 2 arrive with 0.5, 0.6, 0.3.
        int n = capsule(walls(-1.0f, -0.9f, -1.2f), grounded(-2f, 0f, 0f), 1f, 0f, 0f);
        assertEquals(3, n);
        assertArrayEquals(new int[] {2, 0, 0}, new int[] {out[0].triangle(), out[1].triangle(), out[2].triangle()});
        assertEquals(0.3f, out[0].fraction(), EPS);
        assertEquals(0.5f, out[1].fraction(), EPS);
        assertEquals(0.5f, out[2].fraction(), EPS);
        assertEquals(1, quirks.count(Quirk.SORT_SMEAR));
    }

    @Test
    void sortEqualKeys03_03KeepArrivalOrder() {
        int n = capsule(walls(-1.2f, -1.2f), grounded(-2f, 0f, 0f), 1f, 0f, 0f);
        assertEquals(2, n);
        assertEquals(0, out[0].triangle());
        assertEquals(1, out[1].triangle());
        assertEquals(out[0].fraction(), out[1].fraction());
    }

    @Test
    void sortInsertSortedPutsANewEqualFractionAfterTheOldAndAnEarlierOneFirst() {
        Contact[] c = contacts(3);
        c[0].setFraction(0.2f);
        c[1].setFraction(0.4f);
        c[2].setFraction(0.4f);
        Contact[] list = new Contact[4];
        int n = 0;
        for (Contact x : c) {
            n = ContactInsert.insertSorted(x, list, n, null, null, null, null);
        }
        assertArrayEquals(new Contact[] {c[0], c[1], c[2]}, java.util.Arrays.copyOf(list, 3));
        Contact[] d = contacts(2);
        d[0].setFraction(0.4f);
        d[1].setFraction(0.2f);
        n = ContactInsert.insertSorted(d[0], list, 0, null, null, null, null);
        n = ContactInsert.insertSorted(d[1], list, n, null, null, null, null);
        assertArrayEquals(new Contact[] {d[1], d[0]}, java.util.Arrays.copyOf(list, 2));
    }

    // ---- Corner slide ----

    /** v0 (0,0,0), v1 (0,1,0), v2 (0,0,1): normal +x, edge 2 runs down the y = 0 end. */
    private static CollisionMesh cornerTriangle(int edge) {
        MeshBuilder b = new MeshBuilder();
        b.triangle(b.vertex(0f, 0f, 0f), b.vertex(0f, 1f, 0f), b.vertex(0f, 0f, 1f), 0x0001 | (edge << 14), 0);
        return b.build(2f);
    }

    @Test
    void cornerSlideMeetingTheDownRunningFlaggedEdgeGivesMinusY() {
        // Centre path y = −0.3, z = 0.5 (feet −0.05); meets edge 2 at x = 0.4: t = 0.6.
        assertEquals(1, capsule(cornerTriangle(2), grounded(1f, -0.3f, -0.05f), -1f, 0f, 0f));
        assertEquals(0.6f, out[0].fraction(), 1e-5f);
        CapsuleMeshSweep k = (CapsuleMeshSweep) world.kernels().get(Slots.meshSweep(ShapeType.CAPSULE));
        assertEquals(3, k.hits.region(0), "region without bit 2");
        assertVec(0f, -1f, 0f, out[0].slide());
        assertEquals(ContactFlags.CORNER_SLIDE, out[0].flags());
        assertEquals(0, quirks.count(Quirk.RSQRT_ZERO));
    }

    @Test
    void cornerSlideIsScaledByMaxOfRadiusAndMoveLength() {
        assertEquals(1, capsule(cornerTriangle(2), grounded(2f, -0.3f, -0.05f), -2f, 0f, 0f));
        assertVec(0f, -2f, 0f, out[0].slide());
    }

    @Test
    void cornerSlideNoneWhenAirborneOrEdge3OrAFaceHit() {
        FakeOwner air = new FakeOwner("air");
        air.stateFlags = OwnerState.AIRBORNE;
        assertEquals(1, capsule(cornerTriangle(2), MeshWorlds.capsuleBody(air, 1f, -0.3f, -0.05f, 0.5f), -1f, 0f, 0f));
        assertVec(0f, 0f, 0f, out[0].slide());
        assertEquals(0, out[0].flags());
        assertEquals(1, capsule(cornerTriangle(3), grounded(1f, -0.3f, -0.05f), -1f, 0f, 0f));
        assertVec(0f, 0f, 0f, out[0].slide());
        assertEquals(0, out[0].flags());
        // A face hit: centre path y = 0.5, z = 0.4.
        assertEquals(1, capsule(cornerTriangle(2), grounded(1f, 0.5f, -0.15f), -1f, 0f, 0f));
        assertVec(0f, 0f, 0f, out[0].slide());
        assertEquals(0, out[0].flags());
        // PS2-UNCHECKED(RSQRT_ZERO): S was zero each time and normalised anyway.
        assertEquals(3, quirks.count(Quirk.RSQRT_ZERO));
    }

    @Test
    void cornerSlideTheMirroredUpRunningEdgeGivesPlusY() {
        MeshBuilder b = new MeshBuilder();
        b.triangle(b.vertex(0f, 0f, 0f), b.vertex(0f, 1f, 0f), b.vertex(0f, 1f, 1f), 0x0001 | (1 << 14), 0);
        assertEquals(1, capsule(b.build(2f), grounded(1f, 1.3f, -0.05f), -1f, 0f, 0f));
        assertVec(0f, 1f, 0f, out[0].slide());
        assertEquals(ContactFlags.CORNER_SLIDE, out[0].flags());
    }

    // Corner slide consumer: needs Unit 3's PhysicsBody_Sweep and ResolveContacts (not in this package).

    // ---- Capsule radius: shape × body scale.x × Human_GetScale, raised r + 0.05 ----

    @Test
    void capsuleSphereRadiusIsShapeTimesBodyScaleXTimesHumanScale() {
        FakeHuman h = new FakeHuman("player");
        h.storedScale = 1.1f;
        Body b = MeshWorlds.capsuleBody(h, -2f, 0f, 0f, 0.5f);
        b.scale().set(1.4286f, 1.4286f, 1f, 1f);
        // r = 0.786 also reaches the wall's diagonal: the face contact comes first.
        assertTrue(capsule(wall(ONE_SIDED), b, 10f, 0f, 0f) >= 1);
        CapsuleMeshSweep k = (CapsuleMeshSweep) world.kernels().get(Slots.meshSweep(ShapeType.CAPSULE));
        float r = (0.5f * 1.4286f) * 1.1f;
        assertEquals(r, k.lastRadius());
        assertEquals((2f - r) / 10f, out[0].fraction(), EPS);
    }

    // ---- Sphere sweep options ----

    @Test
    void sphereSweepMax1KeepsOnlyTheNearestOfTwoParallelWalls() {
        MeshBuilder b = new MeshBuilder();
        bigWall(b, 0f, true, ONE_SIDED);
        bigWall(b, 1f, true, ONE_SIDED);
        CollisionMesh mesh = b.build(2f);
        assertEquals(1, sphere(mesh, MeshWorlds.sphereBody(-2f, 0f, 1f, 0.5f), 10f, 0f, 0f, 1, 0, 0f));
        assertEquals(0.15f, out[0].fraction(), EPS);
        assertEquals(0, out[0].triangle());
        assertEquals(2, sphere(mesh, MeshWorlds.sphereBody(-2f, 0f, 1f, 0.5f), 10f, 0f, 0f, 2, 0, 0f));
        assertEquals(0.25f, out[1].fraction(), EPS);
        assertEquals(2f, out[0].distance(), EPS, "+0x88 = the start distance s");
    }

    @Test
    void sphereSweepOption0x40WithTheSphereBehindKeepsTheFaceWithFlag0x10() {
        // The centre 0.3 behind the one-sided wall, moving +x (into the face's front direction): kept, not flipped.
        Body s = MeshWorlds.sphereBody(0.3f, 0f, 1f, 0.5f);
        assertEquals(0, sphere(wall(ONE_SIDED), s, 0.5f, 0f, 0f, 50, 0, 0f), "without 0x40: skipped");
        assertEquals(1, sphere(wall(ONE_SIDED), s, 0.5f, 0f, 0f, 50, 0x40, 0f));
        assertEquals(ContactFlags.BEHIND, out[0].flags());
        assertVec(-1f, 0f, 0f, out[0].normal());
    }

    @Test
    void sphereSweepOption0x40FlagsRecedingAndAlongFaces() {
        // In front of a two-sided wall, touching it, moving away (0x20) or along (0x40).
        Body s = MeshWorlds.sphereBody(-0.3f, 0f, 1f, 0.5f);
        assertEquals(0, sphere(wall(ONE_SIDED), s, -1f, 0f, 0f, 50, 0, 0f));
        int n = sphere(wall(ONE_SIDED), s, 0f, 1f, 0f, 50, 0x40, 0f);
        assertTrue(n >= 1);
        assertEquals(ContactFlags.ALONG_FACE, out[0].flags());
    }

    @Test
    void sphereSweepOption0x20000WithTwoCoplanarTrianglesHitKeepsOne() {
        // Centre 0.19 below the wall's diagonal: the lower triangle's face and the upper one's edge are both hit.
        Body s = MeshWorlds.sphereBody(-2f, 0f, 1.3f, 0.5f);
        assertEquals(2, sphere(wall(ONE_SIDED), s, 10f, 0f, 0f, 50, 0, 0f));
        assertEquals(1, sphere(wall(ONE_SIDED), s, 10f, 0f, 0f, 50, 0x20000, 0f));
        assertEquals(0, out[0].triangle());
    }

    @Test
    void sphereSweepOption4WithMinus065DropsACeiling() {
        MeshBuilder b = new MeshBuilder();
        // A ceiling at z = 2 facing down.
        b.triangle(b.vertex(-5f, -5f, 2f), b.vertex(-5f, 10f, 2f), b.vertex(10f, -5f, 2f), ONE_SIDED, 0);
        CollisionMesh mesh = b.build(2f);
        SphereTriangleSweep t = new SphereTriangleSweep();
        t.setCorners(-5f, -5f, 2f, -5f, 10f, 2f, 10f, -5f, 2f);
        t.computeNormal();
        assertEquals(-1f, t.normalZ(), EPS, "n.z = −1");
        Body s = MeshWorlds.sphereBody(0f, 0f, 0f, 0.5f);
        assertEquals(1, sphere(mesh, s, 0f, 0f, 3f, 1, 0, 0f));
        assertEquals(0.5f, out[0].fraction(), EPS);
        assertEquals(0, sphere(mesh, s, 0f, 0f, 3f, 1, 4, -0.65f));
    }

    @Test
    void sphereSweepBit3TrianglesAreSkippedForBodyFlag0x100OrOption0x8000() {
        Body s = MeshWorlds.sphereBody(-2f, 0f, 0.8f, 0.5f);
        CollisionMesh mesh = wall(ONE_SIDED | 0x8);
        assertEquals(1, sphere(mesh, s, 10f, 0f, 0f, 50, 0, 0f));
        assertEquals(0, sphere(mesh, s, 10f, 0f, 0f, 50, 0x8000, 0f));
        s.setFlags(BodyFlags.SKIP_BIT3_TRIANGLES);
        assertEquals(0, sphere(mesh, s, 10f, 0f, 0f, 50, 0, 0f));
    }

    // ---- Overlap ----

    private int overlapSphere(CollisionMesh mesh, float cx, float cy, float cz, float r, int room) {
        world = MeshWorlds.world(quirks, mesh);
        Body b = MeshWorlds.sphereBody(cx, cy, cz, r);
        Float4[] box = MeshWorlds.box(b, new Float4());
        MeshOverlap k = world.kernels().get(Slots.meshOverlap(ShapeType.SPHERE));
        return k.overlap(world, out, 0, room, box[0], box[1], b.firstShape(), 0, 0f, 0f);
    }

    @Test
    void overlapReturns1AndOut0IsTheDeepestWall() {
        MeshBuilder b = new MeshBuilder();
        bigWall(b, 0f, true, ONE_SIDED);
        bigWall(b, -0.4f, true, ONE_SIDED);
        CollisionMesh mesh = b.build(2f);
        // 0.3 from the wall at x = 0, 0.1 from the one at x = −0.4 (whose back it is behind).
        assertEquals(1, overlapSphere(mesh, -0.3f, 0f, 1f, 0.5f, 2));
        assertEquals(0.4f, out[0].fraction(), EPS);
        assertEquals(1, out[0].triangle());
        assertEquals(0.2f, out[1].fraction(), EPS);
        assertEquals(0, out[0].flags());
        assertEquals(1, quirks.count(Quirk.MESH_OVERLAP_RETURNS_ONE));
    }

    @Test
    void overlapKeepsTheShallowestWhenRoomIsShort() {
        MeshBuilder b = new MeshBuilder();
        bigWall(b, 0f, true, ONE_SIDED);
        bigWall(b, -0.4f, true, ONE_SIDED);
        // PS2-BUG(MESH_OVERLAP_KEEPS_SHALLOWEST): room 1 keeps the 0.2-deep wall, not the 0.4.
        assertEquals(1, overlapSphere(b.build(2f), -0.3f, 0f, 1f, 0.5f, 1));
        assertEquals(0.2f, out[0].fraction(), EPS);
        assertEquals(1, quirks.count(Quirk.MESH_OVERLAP_KEEPS_SHALLOWEST));
    }

    @Test
    void overlapAOneSidedWallApproachedFromBehindIsStillFound() {
        MeshBuilder b = new MeshBuilder();
        bigWall(b, 0f, true, ONE_SIDED);
        assertEquals(1, overlapSphere(b.build(2f), 0.3f, 0f, 1f, 0.5f, 2));
        assertVec(-1f, 0f, 0f, out[0].normal());
        assertEquals(0.2f, out[0].fraction(), EPS);
        assertEquals(1, quirks.count(Quirk.MESH_OVERLAP_NO_SIDE_TEST));
    }

    @Test
    void overlapBoxAndCapsuleReturn0() {
        world = MeshWorlds.world(quirks, wall(ONE_SIDED));
        for (ShapeType t : new ShapeType[] {ShapeType.BOX, ShapeType.CAPSULE}) {
            assertEquals(0, world.kernels().get(Slots.meshOverlap(t)).overlap(world, out, 0, 50,
                    new Float4(-9f, -9f, -9f, 1f), new Float4(9f, 9f, 9f, 1f), null, 0, 0f, 0f));
        }
    }

    // ---- Push-out ----

    private Body pushOut(CollisionMesh mesh, float cx, float cy, float cz) {
        world = MeshWorlds.world(quirks, mesh);
        Body body = new Body();
        body.setFlags(0);
        new PushOutOfWalls(KernelConfig.DEFAULT).pushOut(world, body, new Float4(cx, cy, cz, 1f), 0.5f);
        return body;
    }

    @Test
    void pushOutASphere03InFrontOfAWallGains02TimesNAndFlag0x1000() {
        MeshBuilder b = new MeshBuilder();
        bigWall(b, 0f, true, ONE_SIDED);
        Body body = pushOut(b.build(2f), -0.3f, 0f, 1f);
        assertVec(-0.2f, 0f, 0f, body.pushOut());
        assertEquals(BodyFlags.PUSH_OUT_UNWEIGHTED, body.flags());
    }

    @Test
    void pushOutTwoWallsAt03And02OnlyThe02OnePushesBy03() {
        MeshBuilder b = new MeshBuilder();
        bigWall(b, 0f, true, ONE_SIDED);
        bigWall(b, -0.5f, false, ONE_SIDED);
        Body body = pushOut(b.build(2f), -0.3f, 0f, 1f);
        assertVec(0.3f, 0f, 0f, body.pushOut());
    }

    @Test
    void pushOutAWallSlopedToNz06PushesHorizontallyShorterThanRMinusDist() {
        MeshBuilder b = new MeshBuilder();
        // Plane −0.8x + 0.6z = 0, normal (−0.8, 0, 0.6).
        b.triangle(b.vertex(0f, -5f, 0f), b.vertex(3f, 0f, 4f), b.vertex(0f, 5f, 0f), ONE_SIDED, 0);
        Body body = pushOut(b.build(2f), 0.36f, 0f, 0.98f);
        assertVec(-0.8f * 0.2f, 0f, 0f, body.pushOut());
        assertTrue(Math.abs(body.pushOut().x()) < 0.2f);
    }

    @Test
    void pushOutASphereBehindAOneSidedWallIsNotPushed() {
        MeshBuilder b = new MeshBuilder();
        bigWall(b, 0f, true, ONE_SIDED);
        Body body = pushOut(b.build(2f), 0.3f, 0f, 1f);
        assertVec(0f, 0f, 0f, body.pushOut());
        assertEquals(0, body.flags());
    }

    // ---- IPhysics_SweepShapeVsMesh ----

    @Test
    void sweepShapeVsMeshCallsTheTypesSweepWithMax1AndTheHumanOption() {
        Body s = MeshWorlds.sphereBody(-2f, 0f, 1f, 0.5f);
        MeshBuilder b = new MeshBuilder();
        bigWall(b, 0f, true, ONE_SIDED);
        bigWall(b, 1f, true, ONE_SIDED);
        world = MeshWorlds.world(quirks, b.build(2f));
        Float4 move = new Float4(10f, 0f, 0f, 0f);
        Float4[] box = MeshWorlds.box(s, move);
        out[1].setTriangle(-7);
        assertTrue(SweepShapeVsMesh.sweep(world, out, 0, box[0], box[1], s, move));
        assertEquals(0, out[0].triangle());
        assertEquals(-7, out[1].triangle(), "max 1: only one contact written");
        // A human sphere body skips a ceiling (option 4, n.z < −0.65).
        MeshBuilder c = new MeshBuilder();
        c.triangle(c.vertex(-5f, -5f, 2f), c.vertex(-5f, 10f, 2f), c.vertex(10f, -5f, 2f), ONE_SIDED, 0);
        world = MeshWorlds.world(quirks, c.build(2f));
        Body up = MeshWorlds.sphereBody(0f, 0f, 0f, 0.5f);
        Float4 rise = new Float4(0f, 0f, 3f, 0f);
        box = MeshWorlds.box(up, rise);
        assertTrue(SweepShapeVsMesh.sweep(world, out, 0, box[0], box[1], up, rise));
        up.setTypeMask(TypeMask.HUMAN);
        assertFalse(SweepShapeVsMesh.sweep(world, out, 0, box[0], box[1], up, rise));
    }

    // ---- Catalogue ids: one test each ----

    private int capsuleWith(CollisionMesh mesh, Body body, float mx, int options, float minNz, float maxNz) {
        world = MeshWorlds.world(quirks, mesh);
        Float4 move = new Float4(mx, 0f, 0f, 0f);
        Float4[] box = MeshWorlds.box(body, move);
        MeshSweep k = world.kernels().get(Slots.meshSweep(ShapeType.CAPSULE));
        return k.sweep(world, out, 0, 50, box[0], box[1], body, body.firstShape(), move, options, minNz, maxNz);
    }

    /** A wall leaning over the mover: normal (-0.8, 0, -0.6), through the y axis, apex (-1.5, 0, 2). */
    private static CollisionMesh overhang() {
        MeshBuilder b = new MeshBuilder();
        b.triangle(b.vertex(0f, -2f, 0f), b.vertex(-1.5f, 0f, 2f), b.vertex(0f, 2f, 0f), ONE_SIDED, 0);
        return b.build(2f);
    }

    @Test
    void capsuleSweepIgnoresOptionsAnOverhangTheSphereSkipsIsKept() {
        // PS2-DESIGN(CAPSULE_SWEEP_IGNORES_OPTIONS): n.z = -0.6 is below a minimum of -0.5 (option 4) and above a
        // maximum of -0.7 (option 8); the sphere drops it, the capsule keeps it. Centre path z = 1 from x = -3:
        // n.c = 1.8, t = (1.8 - 0.5) / 8 = 0.1625.
        assertEquals(1, sphere(overhang(), MeshWorlds.sphereBody(-3f, 0f, 1f, 0.5f), 10f, 0f, 0f, 50, 0, 0f));
        assertEquals(0.1625f, out[0].fraction(), 1e-5f);
        assertEquals(0, sphere(overhang(), MeshWorlds.sphereBody(-3f, 0f, 1f, 0.5f), 10f, 0f, 0f, 50, 4, -0.5f));
        assertEquals(0, quirks.count(Quirk.CAPSULE_SWEEP_IGNORES_OPTIONS));
        // Control: the capsule without options, and with the walking sweep's own (4, -0.65), which a capsule wall
        // (n.z >= -0.65 by the wall rule) can never fail: nothing to ignore, no report.
        assertEquals(1, capsuleWith(overhang(), grounded(-3f, 0f, 0.45f), 10f, 0, -0.5f, 0f));
        assertEquals(1, capsuleWith(overhang(), grounded(-3f, 0f, 0.45f), 10f, 4, -0.65f, 0f));
        assertEquals(0, quirks.count(Quirk.CAPSULE_SWEEP_IGNORES_OPTIONS));
        assertEquals(1, capsuleWith(overhang(), grounded(-3f, 0f, 0.45f), 10f, 4, -0.5f, 0f));
        assertEquals(0.1625f, out[0].fraction(), 1e-5f);
        assertVec(-0.8f, 0f, -0.6f, out[0].normal());
        assertEquals(1, quirks.count(Quirk.CAPSULE_SWEEP_IGNORES_OPTIONS));
        assertEquals(1, capsuleWith(overhang(), grounded(-3f, 0f, 0.45f), 10f, 8, -0.65f, -0.7f));
        assertEquals(2, quirks.count(Quirk.CAPSULE_SWEEP_IGNORES_OPTIONS));
    }

    @Test
    void cornerSlideFlippedEdgeAFlippedTriangleReadsEdge2AsItsBottomEdge() {
        // PS2-BUG(CORNER_SLIDE_FLIPPED_EDGE): the two-sided corner triangle names edge 2, the y = 0 edge v2-v0.
        MeshBuilder b = new MeshBuilder();
        b.triangle(b.vertex(0f, 0f, 0f), b.vertex(0f, 1f, 0f), b.vertex(0f, 0f, 1f), 0x0003 | (2 << 14), 0);
        CollisionMesh mesh = b.build(2f);
        // Control, from the front: outside edge 2 only (region 3), the slide (0, -1, 0), no flip, no report.
        assertEquals(1, capsule(mesh, grounded(1f, -0.3f, -0.05f), -1f, 0f, 0f));
        assertVec(0f, -1f, 0f, out[0].slide());
        assertEquals(ContactFlags.CORNER_SLIDE, out[0].flags());
        assertEquals(0, quirks.count(Quirk.CORNER_SLIDE_FLIPPED_EDGE));
        // The mirrored approach from behind: the flipped copy v0, v2, v1 has the y = 0 edge as its edge 0 and the
        // bottom z = 0 edge as its edge 2, which the centre path (z 0.5) is inside: region 6, so no slide at all
        // (correctly mapped, edge 0 would give (0, -1, 0) again).
        assertEquals(1, capsule(mesh, grounded(-1f, -0.3f, -0.05f), 1f, 0f, 0f));
        assertEquals(0.6f, out[0].fraction(), 1e-5f);
        assertVec(-1f, 0f, 0f, out[0].normal());
        CapsuleMeshSweep k = (CapsuleMeshSweep) world.kernels().get(Slots.meshSweep(ShapeType.CAPSULE));
        assertEquals(6, k.hits.region(0));
        assertVec(0f, 0f, 0f, out[0].slide());
        assertEquals(0, out[0].flags());
        assertEquals(1, quirks.count(Quirk.CORNER_SLIDE_FLIPPED_EDGE));
    }

    @Test
    void insertSortedUncheckedAFullPassInsertsNothingMore() {
        // PS2-UNCHECKED(INSERT_SORTED_UNCHECKED): with 50 contacts held, Contact_InsertSorted would write a 51st
        // pointer past the list; here the pass stops inserting and reports it.
        world = MeshWorlds.world(quirks, wall(ONE_SIDED));
        Body s = MeshWorlds.sphereBody(-2f, 0f, 0.8f, 0.5f);
        Float4 move = new Float4(10f, 0f, 0f, 0f);
        Float4[] box = MeshWorlds.box(s, move);
        Contact[] sorted = new Contact[50];
        for (int i = 0; i < 49; i++) {
            out[i].setFraction(0.9f);
            sorted[i] = out[i];
        }
        SweepBodyVsMesh pass = new SweepBodyVsMesh(KernelConfig.DEFAULT);
        // Control: 49 held, the wall at 0.15 goes in first.
        assertEquals(50, pass.sweep(world, box[0], box[1], s, s.firstShape(), ContactScratch.over(out, sorted), 49,
                move));
        assertSame(out[49], sorted[0]);
        assertEquals(0.15f, sorted[0].fraction(), EPS);
        assertEquals(0, quirks.count(Quirk.INSERT_SORTED_UNCHECKED));
        Contact[] before = sorted.clone();
        out[50].setTriangle(-7);
        assertEquals(50, pass.sweep(world, box[0], box[1], s, s.firstShape(), ContactScratch.over(out, sorted), 50,
                move));
        assertArrayEquals(before, sorted);
        assertEquals(-7, out[50].triangle(), "no mesh sweep was made");
        assertEquals(1, quirks.count(Quirk.INSERT_SORTED_UNCHECKED));
        assertEquals(1, quirks.count(Quirk.CONTACTS_50));
    }

    @Test
    void meshOverlapBoxCapsuleNoneAShapeAcrossTheWallOverlapsNothing() {
        // PS2-DESIGN(MESH_OVERLAP_BOX_CAPSULE_NONE): a sphere at (-0.3, 0, 1) overlaps the wall 0.2 deep; a box and a
        // capsule standing across the wall plane at the same place are reported as overlapping nothing.
        assertEquals(1, overlapSphere(wall(ONE_SIDED), -0.3f, 0f, 1f, 0.5f, 50));
        assertEquals(0.2f, out[0].fraction(), EPS);
        world = MeshWorlds.world(quirks, wall(ONE_SIDED));
        BoxShape box = new BoxShape();
        box.setSize(1f, 1f, 1f);
        box.centre().set(-0.3f, 0f, 1f, 1f);
        CapsuleShape capsule = new CapsuleShape();
        capsule.setSize(2f, 0.5f);
        capsule.base().set(-0.3f, 0f, 0.5f, 1f);
        out[0].setTriangle(-7);
        assertEquals(0, world.kernels().get(Slots.meshOverlap(ShapeType.BOX)).overlap(world, out, 0, 50,
                new Float4(-0.8f, -0.5f, 0.5f, 1f), new Float4(0.2f, 0.5f, 1.5f, 1f), box, 0, 0f, 0f));
        assertEquals(0, world.kernels().get(Slots.meshOverlap(ShapeType.CAPSULE)).overlap(world, out, 0, 50,
                new Float4(-0.8f, -0.5f, 0.5f, 1f), new Float4(0.2f, 0.5f, 2.5f, 1f), capsule, 0, 0f, 0f));
        assertEquals(-7, out[0].triangle(), "nothing written");
    }

    @Test
    void oneMeshContactPerPassOnlyTheNearestOfTheCapsulesContactsIsInserted() {
        // PS2-DESIGN(ONE_MESH_CONTACT_PER_PASS): walls at t 0.3 and 0.6; the capsule ignores max 1 and writes both,
        // the pass inserts only the first.
        Body body = grounded(-2f, 0f, 0f);
        Float4 move = new Float4(1f, 0f, 0f, 0f);
        Float4[] box = MeshWorlds.box(body, move);
        Contact[] sorted = new Contact[50];
        world = MeshWorlds.world(quirks, walls(-1.2f, -0.9f));
        int n = new SweepBodyVsMesh(KernelConfig.DEFAULT).sweep(world, box[0], box[1], body, body.firstShape(),
                ContactScratch.over(out, sorted), 0, move);
        assertEquals(1, n);
        assertSame(out[0], sorted[0]);
        assertEquals(0, out[0].triangle());
        assertEquals(0.3f, out[0].fraction(), EPS);
        assertEquals(1, out[1].triangle(), "written but never inserted");
        assertEquals(0.6f, out[1].fraction(), EPS);
        assertEquals(1, quirks.count(Quirk.ONE_MESH_CONTACT_PER_PASS));
        assertEquals(1, quirks.count(Quirk.CAPSULE_SWEEP_IGNORES_MAX));
        // Control: one wall gives one contact, nothing dropped, no report.
        quirks.reset();
        world = MeshWorlds.world(quirks, walls(-1.2f));
        assertEquals(1, new SweepBodyVsMesh(KernelConfig.DEFAULT).sweep(world, box[0], box[1], body, body.firstShape(),
                ContactScratch.over(out, sorted), 0, move));
        assertEquals(0, quirks.count(Quirk.ONE_MESH_CONTACT_PER_PASS));
        // Control: a sphere honours max 1 itself: two walls, one written, no report.
        Body s = MeshWorlds.sphereBody(-2f, 0f, 1f, 0.5f);
        Float4[] sbox = MeshWorlds.box(s, move);
        world = MeshWorlds.world(quirks, walls(-1.2f, -0.9f));
        assertEquals(1, new SweepBodyVsMesh(KernelConfig.DEFAULT).sweep(world, sbox[0], sbox[1], s, s.firstShape(),
                ContactScratch.over(out, sorted), 0, move));
        assertEquals(0, quirks.count(Quirk.ONE_MESH_CONTACT_PER_PASS));
    }

    @Test
    void onePerPlaneAfterCapTwoCoplanarHitsUnderMax2LeaveOneThoughAnotherPlaneWasHit() {
        // PS2-BUG(ONE_PER_PLANE_AFTER_CAP): the wall's two triangles (t 0.15 and about 0.154) and a third plane
        // x + y = 2 (normal (-0.707, -0.707, 0), t = (2.828 - 0.5) / 7.071 = 0.329).
        MeshBuilder b = new MeshBuilder();
        int a = b.vertex(0f, -5f, 0f);
        int bb = b.vertex(0f, 5f, 0f);
        int c = b.vertex(0f, 5f, 3f);
        int d = b.vertex(0f, -5f, 3f);
        b.triangle(a, d, bb, ONE_SIDED, 0);
        b.triangle(bb, d, c, ONE_SIDED, 0);
        b.triangle(b.vertex(12f, -10f, -10f), b.vertex(12f, -10f, 20f), b.vertex(-8f, 10f, -10f), ONE_SIDED, 0);
        CollisionMesh mesh = b.build(2f);
        Body s = MeshWorlds.sphereBody(-2f, 0f, 1.3f, 0.5f);
        assertEquals(3, sphere(mesh, s, 10f, 0f, 0f, 50, 0, 0f));
        assertArrayEquals(new int[] {0, 1, 2}, new int[] {out[0].triangle(), out[1].triangle(), out[2].triangle()});
        assertEquals(0.15f, out[0].fraction(), EPS);
        assertEquals(0.3293f, out[2].fraction(), 1e-4f);
        // Control: room for all three, so no cap; one per plane keeps the wall and the third plane.
        assertEquals(2, sphere(mesh, s, 10f, 0f, 0f, 50, 0x20000, 0f));
        assertEquals(0, out[0].triangle());
        assertEquals(2, out[1].triangle());
        assertEquals(0, quirks.count(Quirk.ONE_PER_PLANE_AFTER_CAP));
        // max 2: capped to the two wall triangles first, then one removed: 1 contact, though two planes were hit.
        assertEquals(1, sphere(mesh, s, 10f, 0f, 0f, 2, 0x20000, 0f));
        assertEquals(0, out[0].triangle());
        assertEquals(1, quirks.count(Quirk.ONE_PER_PLANE_AFTER_CAP));
    }

    /** A wall in x = 0 facing -x that ends at the vertical edge y = 0 (covering y >= 0). */
    private static CollisionMesh edgeWall() {
        MeshBuilder b = new MeshBuilder();
        b.triangle(b.vertex(0f, 0f, -5f), b.vertex(0f, 0f, 10f), b.vertex(0f, 10f, -5f), ONE_SIDED, 0);
        return b.build(2f);
    }

    @Test
    void pushOutHorizontalAtAnEdgeIsRMinusDistAlongTheFaceNormal() {
        // PS2-DESIGN(PUSH_OUT_HORIZONTAL): the centre (-0.3, -0.3, 1) is closest to the edge point (0, 0, 1),
        // dist = sqrt(0.18) = 0.4243. The push is (n.x, n.y, 0) x (0.5 - 0.4243) = (-0.0757, 0, 0): along the face
        // normal, not along centre - closest (-0.707, -0.707, 0), and not the depth along n (0.5 - 0.3 = 0.2).
        Body body = pushOut(edgeWall(), -0.3f, -0.3f, 1f);
        float k = 0.5f - (float) Math.sqrt(0.18);
        assertVec(-k, 0f, 0f, body.pushOut());
        assertEquals(-0.0757f, body.pushOut().x(), 1e-4f);
        // n.z is zeroed: the wall sloped to n = (-0.8, 0, 0.6) pushes (-0.16, 0, 0), not (-0.16, 0, 0.12).
        MeshBuilder b = new MeshBuilder();
        b.triangle(b.vertex(0f, -5f, 0f), b.vertex(3f, 0f, 4f), b.vertex(0f, 5f, 0f), ONE_SIDED, 0);
        body = pushOut(b.build(2f), 0.36f, 0f, 0.98f);
        assertVec(-0.16f, 0f, 0f, body.pushOut());
    }

    @Test
    void pointTriangleDistanceTheEdgeNotThePlaneDecidesTheOverlapAndThePushOut() {
        // POINT_TRIANGLE_DISTANCE (reconstructed PointTriangle_DistanceSq): (-0.3, -0.45, 1) is 0.3 from the plane
        // but sqrt(0.09 + 0.2025) = 0.5408 from the edge, beyond r = 0.5: neither the overlap nor the push-out.
        assertEquals(0, overlapSphere(edgeWall(), -0.3f, -0.45f, 1f, 0.5f, 50));
        Body body = pushOut(edgeWall(), -0.3f, -0.45f, 1f);
        assertVec(0f, 0f, 0f, body.pushOut());
        assertEquals(0, body.flags());
        // (-0.3, -0.3, 1): 0.4243 from the edge, depth 0.0757.
        assertEquals(1, overlapSphere(edgeWall(), -0.3f, -0.3f, 1f, 0.5f, 50));
        assertEquals(0.5f - (float) Math.sqrt(0.18), out[0].fraction(), EPS);
        // Corner v0 (0, 0, -5): (-0.2, -0.2, -5.2) is sqrt(0.12) = 0.3464 away, depth 0.1536.
        assertEquals(1, overlapSphere(edgeWall(), -0.2f, -0.2f, -5.2f, 0.5f, 50));
        assertEquals(0.5f - (float) Math.sqrt(0.12), out[0].fraction(), EPS);
    }
}
