package engine.kernels.ray;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.api.math.Float4;
import engine.api.mesh.CollisionMesh;
import engine.api.mesh.MeshBuilder;
import engine.api.mesh.TriangleFlags;
import java.lang.management.ManagementFactory;
import org.junit.jupiter.api.Test;

/**
 * WorldManager_RayCast, reconstructed (catalogue RAY_CAST): floors met from above, lengths, cell faces, long walks,
 * masks, disabled and two-sided triangles, origins outside the grid, degenerate rays. Each hit is also checked
 * against {@link RayCastProperties#bruteForce}, the test of every triangle.
 */
class RayCastTest {
    private static final int ONE_SIDED = 0xc001; // enabled, one-sided, no corner-slide edge
    private static final int TWO_SIDED = 0xc003;

    /** Adds the rectangle [x0, x1] × [y0, y1] at height z as triangles (0, 1, 2), (0, 2, 3), facing +z. */
    static void floor(MeshBuilder b, float x0, float y0, float x1, float y1, float z, int flags, int material) {
        int a = b.vertex(x0, y0, z);
        int c = b.vertex(x1, y0, z);
        int d = b.vertex(x1, y1, z);
        int e = b.vertex(x0, y1, z);
        b.triangle(a, c, d, flags, material).triangle(a, d, e, flags, material);
    }

    /** Adds a wall in the plane y = y, x in [x0, x1], z in [z0, z1], facing −y. */
    static void wallFacingMinusY(MeshBuilder b, float y, float x0, float x1, float z0, float z1, int flags, int m) {
        int a = b.vertex(x0, y, z0);
        int c = b.vertex(x1, y, z0);
        int d = b.vertex(x1, y, z1);
        int e = b.vertex(x0, y, z1);
        // (c − a) × (d − a) = (+x) × (+x, 0, +z) = −y: facing −y.
        b.triangle(a, c, d, flags, m).triangle(a, d, e, flags, m);
    }

    private static RayHit cast(CollisionMesh mesh, float ox, float oy, float oz, float dx, float dy, float dz,
                               float length, int mask) {
        RayHit hit = new RayHit();
        boolean met = new RayCast().cast(mesh, new Float4(ox, oy, oz, 1f), new Float4(dx, dy, dz, 0f), length,
                mask, hit);
        assertEquals(met, hit.hit(), "return value and hit record agree");
        RayHit brute = RayCastProperties.bruteForce(mesh, ox, oy, oz, dx, dy, dz, length, mask);
        RayCastProperties.assertSame(brute, hit, "cell walk vs every triangle");
        return hit;
    }

    private static CollisionMesh tenByTenFloor() {
        MeshBuilder b = new MeshBuilder();
        floor(b, 0f, 0f, 10f, 10f, 0f, ONE_SIDED, 7);
        return b.build(2f);
    }

    @Test
    void rayCastFloorHitFromAboveAtTheRightDistanceNormalAndTriangle() {
        RayHit hit = cast(tenByTenFloor(), 3f, 4f, 5f, 0f, 0f, -1f, 10f, 0);
        assertTrue(hit.hit());
        assertEquals(5f, hit.distance());
        assertEquals(1, hit.triangle(), "(3, 4) lies above the diagonal: the second triangle (0, 2, 3)");
        assertEquals(7, hit.material());
        assertEquals(0f, hit.normal().x());
        assertEquals(0f, hit.normal().y());
        assertEquals(1f, hit.normal().z());
        assertEquals(0f, hit.normal().w());
    }

    @Test
    void rayCastLandingSegmentFromTheUpperPointDownToTheMovedFeet() {
        // Unit 3, Human_LandingTest: origin B 0.88 m above the feet, end A the feet moved by D = (0, 0, -0.5);
        // the feet stand 0.2 m above the floor, so the floor is met at 0.88 + 0.2 = 1.08 of L = 1.38.
        float feet = 0.2f;
        float originZ = feet + 0.88f;
        float endZ = feet - 0.5f;
        float length = originZ - endZ;
        RayHit hit = cast(tenByTenFloor(), 6f, 2f, originZ, 0f, 0f, -1f, length, 0);
        assertTrue(hit.hit());
        assertEquals(originZ, hit.distance(), "distance = the origin's height above the floor");
        assertTrue(hit.normal().z() > 0.65f, "a floor: the landing test accepts it");
        assertEquals(0, hit.triangle());
    }

    @Test
    void rayCastMissWhenTheFloorLiesBeyondTheLength() {
        CollisionMesh mesh = tenByTenFloor();
        assertFalse(cast(mesh, 3f, 4f, 5f, 0f, 0f, -1f, 4.99f, 0).hit());
        assertTrue(cast(mesh, 3f, 4f, 5f, 0f, 0f, -1f, 5f, 0).hit(), "a hit exactly at the length counts");
        RayHit miss = cast(mesh, 3f, 4f, 5f, 0f, 0f, -1f, 4.99f, 0);
        assertEquals(-1, miss.triangle());
        assertEquals(0f, miss.distance());
    }

    @Test
    void rayCastOneSidedFloorIsNotMetFromBelowTwoSidedIsWithTheNormalFlipped() {
        CollisionMesh one = tenByTenFloor();
        assertFalse(cast(one, 3f, 4f, -2f, 0f, 0f, 1f, 10f, 0).hit(), "one-sided: from behind it is not there");
        MeshBuilder b = new MeshBuilder();
        floor(b, 0f, 0f, 10f, 10f, 0f, TWO_SIDED, 3);
        RayHit hit = cast(b.build(2f), 3f, 4f, -2f, 0f, 0f, 1f, 10f, 0);
        assertTrue(hit.hit());
        assertEquals(2f, hit.distance());
        assertEquals(-1f, hit.normal().z(), "the normal faces the ray");
        assertEquals(3, hit.material());
    }

    @Test
    void rayCastAlongACellFaceAndThroughACellCorner() {
        MeshBuilder b = new MeshBuilder();
        floor(b, 0f, 0f, 10f, 10f, 0f, ONE_SIDED, 1);
        wallFacingMinusY(b, 8f, 0f, 10f, 0f, 4f, ONE_SIDED, 2);
        CollisionMesh mesh = b.build(2f);
        // x = 4 and z = 2 are cell faces (2 m cells from 0): the ray runs along an edge between four cells.
        RayHit along = cast(mesh, 4f, 0.5f, 2f, 0f, 1f, 0f, 20f, 0);
        assertTrue(along.hit());
        assertEquals(7.5f, along.distance());
        assertEquals(-1f, along.normal().y());
        assertEquals(2, along.material());
        // Straight down through the cell corner (4, 4), which is on the floor's diagonal: both floor triangles
        // meet it at the same distance; the lower index wins.
        RayHit corner = cast(mesh, 4f, 4f, 3f, 0f, 0f, -1f, 10f, 0);
        assertEquals(3f, corner.distance());
        assertEquals(0, corner.triangle(), "tie on the shared edge: lowest triangle index");
    }

    @Test
    void rayCastCrossingManyCellsFindsTheFarFloor() {
        MeshBuilder b = new MeshBuilder();
        floor(b, 0f, 0f, 40f, 40f, 0f, ONE_SIDED, 1);
        floor(b, 0f, 0f, 1f, 1f, 5f, ONE_SIDED, 9); // a small roof far from the ray's end, to give the grid height
        CollisionMesh mesh = b.build(1f);
        // Direction (30, 20, −1) normalised in float32: the floor is met after about 36 m, 50+ cells on.
        float n = (float) StrictMath.sqrt(30 * 30 + 20 * 20 + 1);
        float dx = 30f / n, dy = 20f / n, dz = -1f / n;
        RayHit hit = cast(mesh, 0.5f, 0.7f, 1f, dx, dy, dz, 100f, 0);
        assertTrue(hit.hit());
        assertEquals(n, hit.distance(), 1e-4f);
        assertEquals(1, hit.material());
        // Parallel to the floor, 0.5 m above it, across the whole grid: nothing.
        assertFalse(cast(mesh, 0.2f, 0.3f, 0.5f, 0.6f, 0.8f, 0f, 100f, 0).hit());
    }

    @Test
    void rayCastMaskExcludesTrianglesSharingATypeBit() {
        // CollisionMesh_RayTestCell (0x00350778): flags & 0xfff & mask & ~0x801 non-zero skips the triangle.
        MeshBuilder b = new MeshBuilder();
        floor(b, 0f, 0f, 10f, 10f, 0f, ONE_SIDED | 0x10, 1);   // triangles 0, 1
        floor(b, 0f, 0f, 10f, 10f, 1f, ONE_SIDED | 0x20, 2);   // triangles 2, 3, above
        CollisionMesh mesh = b.build(2f);
        assertEquals(2, cast(mesh, 3f, 4f, 5f, 0f, 0f, -1f, 10f, 0).material(), "mask 0: every enabled triangle");
        assertEquals(2, cast(mesh, 3f, 4f, 5f, 0f, 0f, -1f, 10f, 0x10).material(), "0x10 skips only the lower");
        assertEquals(1, cast(mesh, 3f, 4f, 5f, 0f, 0f, -1f, 10f, 0x20).material(), "0x20 skips the upper");
        assertFalse(cast(mesh, 3f, 4f, 5f, 0f, 0f, -1f, 10f, 0x30).hit(), "either shared bit excludes");
        assertEquals(2, cast(mesh, 3f, 4f, 5f, 0f, 0f, -1f, 10f, 0x48).material(), "no triangle has 0x8 or 0x40");
        assertEquals(2, cast(mesh, 3f, 4f, 5f, 0f, 0f, -1f, 10f, 0x801).material(),
                "bits 0 and 11 never exclude (the enabled flag and 0x800 are not type bits)");
    }

    @Test
    void rayCastMeetsDisabledTrianglesOnlyThroughMaskBit0OrBit11() {
        MeshBuilder b = new MeshBuilder();
        floor(b, 0f, 0f, 10f, 10f, 0f, ONE_SIDED, 1);
        floor(b, 0f, 0f, 10f, 10f, 1f, 0xc000 | 0x10, 2); // above, but bit 0 clear
        floor(b, 0f, 0f, 10f, 10f, 2f, 0xc000 | 0x800, 3); // higher, disabled, testable with mask 0x800
        CollisionMesh mesh = b.build(2f);
        assertEquals(1, cast(mesh, 3f, 4f, 5f, 0f, 0f, -1f, 10f, 0).material(), "disabled triangles are not met");
        assertEquals(3, cast(mesh, 3f, 4f, 5f, 0f, 0f, -1f, 10f, 0x1).material(), "mask bit 0: disabled ones too");
        assertEquals(3, cast(mesh, 3f, 4f, 5f, 0f, 0f, -1f, 10f, 0x800).material(), "mask 0x800 meets flag 0x800");
        // From z = 1.5 down: the disabled 0x10 floor is met with mask 0x1, and excluded again with 0x11.
        assertEquals(2, cast(mesh, 3f, 4f, 1.5f, 0f, 0f, -1f, 10f, 0x1).material());
        assertEquals(1, cast(mesh, 3f, 4f, 1.5f, 0f, 0f, -1f, 10f, 0x11).material(), "bit 0x10 excludes it");
        assertEquals(1, cast(mesh, 3f, 4f, 1.5f, 0f, 0f, -1f, 10f, 0x800).material(), "0x800 does not reach it");
    }

    @Test
    void rayCastRejectsADeterminantBelow1em6() {
        // RayTriangle_OneSided / _TwoSided (0x00337920 / 0x00337a60): det < 1e-6 (|det| two-sided) is no hit. A
        // right triangle of legs a met head on by a unit ray has det = |e1 x e2| = a^2.
        for (int flags : new int[] {ONE_SIDED, TWO_SIDED}) {
            MeshBuilder small = new MeshBuilder();
            small.triangle(small.vertex(0f, 0f, 0f), small.vertex(5e-4f, 0f, 0f), small.vertex(0f, 5e-4f, 0f), flags, 1);
            assertFalse(cast(small.build(2f), 1e-4f, 1e-4f, 1f, 0f, 0f, -1f, 2f, 0).hit(), "det 2.5e-7: no hit");
            MeshBuilder big = new MeshBuilder();
            big.triangle(big.vertex(0f, 0f, 0f), big.vertex(2e-3f, 0f, 0f), big.vertex(0f, 2e-3f, 0f), flags, 1);
            assertTrue(cast(big.build(2f), 2e-4f, 2e-4f, 1f, 0f, 0f, -1f, 2f, 0).hit(), "det 4e-6: met");
        }
    }

    @Test
    void rayCastFromOutsideTheGridBox() {
        MeshBuilder b = new MeshBuilder();
        floor(b, 0f, 0f, 10f, 10f, 0f, ONE_SIDED, 1);
        wallFacingMinusY(b, 8f, 0f, 10f, 0f, 4f, ONE_SIDED, 2);
        CollisionMesh mesh = b.build(2f);
        RayHit above = cast(mesh, 3f, 4f, 100f, 0f, 0f, -1f, 200f, 0);
        assertEquals(100f, above.distance(), "from high above the grid");
        RayHit before = cast(mesh, 5f, -50f, 1f, 0f, 1f, 0f, 100f, 0);
        assertEquals(58f, before.distance(), "from far in front of the wall, outside the grid on y");
        assertEquals(2, before.material());
        assertFalse(cast(mesh, -50f, 4f, 1f, 0f, 1f, 0f, 100f, 0).hit(), "beside the grid, never entering it");
        // From above and beside the grid, slanting in: meets the floor at x = 6.67 after 33.3 m.
        RayHit slanted = cast(mesh, -20f, 3f, 20f, 0.8f, 0f, -0.6f, 100f, 0);
        assertTrue(slanted.hit());
        assertEquals(100f / 3f, slanted.distance(), 1e-4f);
        assertEquals(1, slanted.material());
    }

    @Test
    void rayCastZeroLengthAndNonFiniteRaysMeetNothing() {
        CollisionMesh mesh = tenByTenFloor();
        RayHit out = new RayHit();
        RayCast caster = new RayCast();
        assertTrue(caster.cast(mesh, new Float4(3f, 4f, 5f, 1f), new Float4(0f, 0f, -1f, 0f), 10f, 0, out));
        // Zero length, even with the origin on the floor: no hit, and the previous result is cleared.
        assertFalse(caster.cast(mesh, new Float4(3f, 4f, 0f, 1f), new Float4(0f, 0f, -1f, 0f), 0f, 0, out));
        assertFalse(out.hit());
        assertEquals(-1, out.triangle());
        assertEquals(0f, out.normal().z());
        // The landing test's direction for L = 0 is 0/0: NaN.
        assertFalse(caster.cast(mesh, new Float4(3f, 4f, 0f, 1f), new Float4(Float.NaN, Float.NaN, Float.NaN, 0f),
                1f, 0, out));
        assertFalse(caster.cast(mesh, new Float4(3f, 4f, 5f, 1f), new Float4(0f, 0f, -1f, 0f), Float.NaN, 0, out));
        assertFalse(caster.cast(mesh, new Float4(3f, 4f, 5f, 1f), new Float4(0f, 0f, -1f, 0f),
                Float.POSITIVE_INFINITY, 0, out));
        assertFalse(caster.cast(mesh, new Float4(3f, 4f, 5f, 1f), new Float4(0f, 0f, -1f, 0f), -1f, 0, out));
        assertFalse(caster.cast(mesh, new Float4(3f, 4f, 5f, 1f), new Float4(0f, 0f, 0f, 0f), 10f, 0, out),
                "a zero direction is parallel to every plane");
    }

    @Test
    void rayCastFromAPointOnTheFloorHitsAtDistanceZero() {
        RayHit hit = cast(tenByTenFloor(), 3f, 4f, 0f, 0f, 0f, -1f, 1f, 0);
        assertTrue(hit.hit());
        assertEquals(0, Float.floatToRawIntBits(hit.distance()), "+0, never -0");
    }

    @Test
    void rayCastStrikeLineOfSightBlockedByAWall() {
        // Unit 10 test idea "Ray": from (0, 0, 1), direction (0.6, 0.8, 0), length 5.0; a wall across it.
        MeshBuilder b = new MeshBuilder();
        floor(b, -1f, -1f, 5f, 6f, 0f, ONE_SIDED, 1);
        wallFacingMinusY(b, 2f, -1f, 5f, 0f, 3f, ONE_SIDED, 4);
        CollisionMesh mesh = b.build(2f);
        RayHit hit = cast(mesh, 0f, 0f, 1f, 0.6f, 0.8f, 0f, 5f, 0);
        assertTrue(hit.hit(), "a wall triangle across the ray: no strike");
        assertEquals(2.5f, hit.distance(), 1e-6f);
        assertEquals(4, hit.material());
        MeshBuilder open = new MeshBuilder();
        floor(open, -1f, -1f, 5f, 6f, 0f, ONE_SIDED, 1);
        assertFalse(cast(open.build(2f), 0f, 0f, 1f, 0.6f, 0.8f, 0f, 5f, 0).hit(), "open ground: line of sight");
    }

    @Test
    void rayCastCoincidentTrianglesTieToTheLowestIndex() {
        MeshBuilder b = new MeshBuilder();
        int a = b.vertex(0f, 0f, 0f);
        int c = b.vertex(4f, 0f, 0f);
        int d = b.vertex(0f, 4f, 0f);
        b.triangle(a, c, d, ONE_SIDED, 10).triangle(c, d, a, ONE_SIDED, 11).triangle(a, c, d, ONE_SIDED, 12);
        RayHit hit = cast(b.build(1f), 1f, 1f, 2f, 0f, 0f, -1f, 5f, 0);
        assertEquals(0, hit.triangle());
        assertEquals(10, hit.material());
    }

    @Test
    void rayCastAllocatesNothingPerCast() {
        MeshBuilder b = new MeshBuilder();
        floor(b, 0f, 0f, 40f, 40f, 0f, ONE_SIDED, 1);
        CollisionMesh mesh = b.build(1f);
        RayCast caster = new RayCast();
        RayHit out = new RayHit();
        Float4 o = new Float4(0.5f, 0.7f, 3f, 1f);
        Float4 d = new Float4(0.6f, 0.48f, -0.64f, 0f);
        for (int i = 0; i < 20_000; i++) {
            caster.cast(mesh, o, d, 50f, 0, out);
        }
        java.lang.management.ThreadMXBean bean = ManagementFactory.getThreadMXBean();
        if (!(bean instanceof com.sun.management.ThreadMXBean sun) || !sun.isThreadAllocatedMemorySupported()) {
            return; // no allocation counter on this JVM
        }
        long before = sun.getCurrentThreadAllocatedBytes();
        for (int i = 0; i < 1000; i++) {
            caster.cast(mesh, o, d, 50f, 0, out);
        }
        long bytes = sun.getCurrentThreadAllocatedBytes() - before;
        assertTrue(bytes < 1024, "1000 casts allocated " + bytes + " bytes");
        assertTrue(out.hit());
    }

    @Test
    void theContextCastSeesTrianglesTheWorldDisabled() {
        CollisionMesh mesh = tenByTenFloor();
        engine.kernels.world.PhysicsWorld w =
                engine.kernels.fake.TestWorlds.world(new engine.api.quirk.QuirkCounter(), java.util.Map.of(), mesh);
        engine.api.math.Float4 origin = new engine.api.math.Float4(3f, 4f, 5f, 1f);
        engine.api.math.Float4 down = new engine.api.math.Float4(0f, 0f, -1f, 0f);
        RayHit hit = new RayHit();
        RayCast ray = new RayCast();
        assertTrue(ray.cast(w, origin, down, 10f, 0, hit));
        w.setEnabledInBox(new engine.api.math.Float4(-1f, -1f, -1f, 1f), new engine.api.math.Float4(11f, 11f, 1f, 1f),
                false);
        assertFalse(ray.cast(w, origin, down, 10f, 0, hit), "the world's live flags count");
        assertTrue(ray.cast(mesh, origin, down, 10f, 0, hit), "the mesh's own flags are unchanged");
    }
}
