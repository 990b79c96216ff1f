package engine.kernels.mesh;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.api.body.Body;
import engine.api.body.Contact;
import engine.api.kernel.KernelConfig;
import engine.api.math.Float4;
import engine.api.math.FloatModel;
import engine.api.mesh.CollisionGrid;
import engine.api.mesh.CollisionMesh;
import engine.api.mesh.MeshBuilder;
import engine.api.mesh.TriangleFlags;
import engine.api.quirk.Quirk;
import engine.api.quirk.QuirkCounter;
import engine.api.selection.Profile;
import engine.api.shape.ShapeType;
import engine.api.slots.Slots;
import engine.kernels.fake.TestWorlds;
import engine.kernels.world.PhysicsWorld;
import engine.ps2float.Ps2FloatModels;
import java.util.EnumSet;
import java.util.Map;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.LongRange;
import org.junit.jupiter.api.Test;

/**
 * Issue 13: the sphere mesh sweep's result-identical acceleration (the triangle cache's normals and n·v0, the
 * swept-sphere culling, and on the fixed side the tree walk with the cell walk's order rebuilt) gives the same
 * contacts, bit for bit and in the same order, and the same quirk reports, as the plain per-query code: over
 * generated meshes (heightfields and triangle soups of very different sizes, one- and two-sided, some disabled,
 * several cell sizes), generated sweeps (some with a caller's box smaller than the move), every option the
 * walking and the falling sweeps use, faithful and fixed, IEEE and PS2 arithmetic.
 */
class SphereSweepAccelerationProperties {
    /** The corrections of fixed's sphere mesh sweep that allow the tree walk, and the one-per-plane ones. */
    private static final KernelConfig FIXED_IEEE = fixed(FloatModel.IEEE);
    private static final KernelConfig FIXED_PS2 = fixed(Ps2FloatModels.FPU);

    private static KernelConfig fixed(FloatModel model) {
        return new KernelConfig(model, EnumSet.of(Quirk.MESH_CONTACTS_100, Quirk.VISITED_BITS_SHARED,
                Quirk.MESH_U16_LIMIT, Quirk.ONE_PER_PLANE_UNSORTED, Quirk.ONE_PER_PLANE_AFTER_CAP));
    }

    @Property(tries = 300)
    void theAccelerationChangesNoContact(@ForAll @LongRange(min = 1, max = 1L << 40) long seed,
                                        @ForAll @IntRange(min = 0, max = 3) int configPick) {
        SplittableRandom rnd = new SplittableRandom(seed);
        CollisionMesh mesh = rnd.nextBoolean() ? heightfield(rnd) : soup(rnd);
        KernelConfig config = switch (configPick) {
            case 0 -> KernelConfig.DEFAULT;
            case 1 -> KernelConfig.original(Ps2FloatModels.FPU);
            case 2 -> FIXED_IEEE;
            default -> FIXED_PS2;
        };
        Profile profile = Profile.of(configPick < 2 ? "faithful" : "fixed")
                .withFloatModel(config.floatModel() == Ps2FloatModels.FPU ? "ps2" : "ieee");
        Run fast = new Run(config, profile, mesh, true);
        if (seed % 2 == 0) {
            fast.sweep.treeAbove = 0; // every fixed call walks the tree, however few triangles its cells list
        }
        Run slow = new Run(config, profile, mesh, false);
        for (int q = 0; q < 40; q++) {
            float[] query = query(rnd, mesh);
            int options = new int[] {0, 4, 0x40, 0x20000, 0x8000 | 4}[rnd.nextInt(5)];
            int max = new int[] {1, 3, 8, 200}[rnd.nextInt(4)];
            int a = fast.sweep(query, options, max);
            int b = slow.sweep(query, options, max);
            assertEquals(b, a, "contacts of query " + q);
            for (int i = 0; i < a; i++) {
                assertSame(slow.out[i], fast.out[i], "query " + q + " contact " + i);
            }
        }
        for (Quirk quirk : Quirk.values()) {
            assertEquals(slow.quirks.count(quirk), fast.quirks.count(quirk), quirk.name());
        }
    }

    /**
     * Issue 23: the fixed cell walk's cut at the nearest contact so far (max 1) and the per-query choice of tree or
     * cells (by the longest list in the range) give the contact the plain code gives, bit for bit, and the same
     * quirk reports; the cut alone is also compared with the uncut accelerated walk.
     */
    @Property(tries = 200)
    void theNearestCutAndThePerQueryChoiceChangeNoContact(@ForAll @LongRange(min = 1, max = 1L << 40) long seed,
                                                          @ForAll @IntRange(min = 0, max = 3) int treeAbove) {
        SplittableRandom rnd = new SplittableRandom(seed);
        CollisionMesh mesh = rnd.nextInt(3) == 0 ? soup(rnd) : heightfield(rnd);
        KernelConfig config = rnd.nextBoolean() ? FIXED_IEEE : FIXED_PS2;
        Profile profile = Profile.of("fixed")
                .withFloatModel(config.floatModel() == Ps2FloatModels.FPU ? "ps2" : "ieee");
        Run cut = new Run(config, profile, mesh, true);
        cut.sweep.treeAbove = new int[] {0, 4, SphereMeshSweep.TREE_ABOVE, Integer.MAX_VALUE}[treeAbove];
        Run uncut = new Run(config, profile, mesh, true);
        uncut.sweep.cutAtNearest = false;
        uncut.sweep.treeAbove = Integer.MAX_VALUE; // the cell walk, every contact collected
        Run slow = new Run(config, profile, mesh, false);
        for (int q = 0; q < 60; q++) {
            float[] query = query(rnd, mesh);
            int options = new int[] {0, 4, 0x40, 0x8000 | 4}[rnd.nextInt(4)];
            int a = cut.sweep(query, options, 1);
            int b = slow.sweep(query, options, 1);
            int c = uncut.sweep(query, options, 1);
            assertEquals(b, a, "contacts of query " + q);
            assertEquals(b, c, "uncut contacts of query " + q);
            if (a > 0) {
                assertSame(slow.out[0], cut.out[0], "query " + q);
                assertSame(uncut.out[0], cut.out[0], "query " + q + " against the uncut walk");
            }
        }
        for (Quirk quirk : Quirk.values()) {
            assertEquals(slow.quirks.count(quirk), cut.quirks.count(quirk), quirk.name());
        }
    }

    @Test
    void theFixedSweepWalksTheTreeOnABakedGridAndTheFaithfulOneNever() {
        CollisionMesh mesh = heightfield(new SplittableRandom(5));
        TriangleCache cache = new TriangleCache(mesh, FloatModel.IEEE);
        assertTrue(cache.gridIsFootprints(), "a baked grid lists each triangle in its footprint's cells");
        assertTrue(new SphereMeshSweep(FIXED_IEEE).canWalkTree(cache));
        assertEquals(false, new SphereMeshSweep(KernelConfig.DEFAULT).canWalkTree(cache));
    }

    @Test
    void aGridWhoseListsAreNotTheBakesKeepsTheCellWalkAndTheSameContacts() {
        // The same heightfield with every cell list reversed (a file may store lists in any order): the walk order
        // cannot be rebuilt from the footprints, so the fixed sweep keeps the cell walk, with the same answers.
        CollisionMesh baked = heightfield(new SplittableRandom(5));
        CollisionGrid g = baked.grid();
        int[][] lists = new int[g.cellCount()][];
        for (int cell = 0; cell < g.cellCount(); cell++) {
            int[] l = g.list(cell);
            lists[cell] = new int[l.length];
            for (int k = 0; k < l.length; k++) {
                lists[cell][k] = l[l.length - 1 - k];
            }
        }
        float[] scale = {g.scale(0), g.scale(1), g.scale(2)};
        float[] translate = {g.translation(0), g.translation(1), g.translation(2)};
        CollisionMesh mesh = CollisionMesh.of(baked.vertexArray(), baked.triangleArray(),
                CollisionGrid.of(g.nx(), g.ny(), g.nz(), scale, translate, lists, baked.triangleCount()));
        TriangleCache cache = new TriangleCache(mesh, FloatModel.IEEE);
        assertEquals(false, cache.gridIsFootprints(), "reversed lists are not the bake's");
        assertEquals(false, new SphereMeshSweep(FIXED_IEEE).canWalkTree(cache));
        Profile profile = Profile.of("fixed");
        Run fast = new Run(FIXED_IEEE, profile, mesh, true);
        fast.sweep.treeAbove = 0;
        Run slow = new Run(FIXED_IEEE, profile, mesh, false);
        SplittableRandom rnd = new SplittableRandom(11);
        for (int q = 0; q < 200; q++) {
            float[] query = query(rnd, mesh);
            int a = fast.sweep(query, 0, 8);
            assertEquals(slow.sweep(query, 0, 8), a, "contacts of query " + q);
            for (int i = 0; i < a; i++) {
                assertSame(slow.out[i], fast.out[i], "query " + q + " contact " + i);
            }
        }
    }

    private static void assertSame(Contact e, Contact a, String what) {
        assertEquals(e.triangle(), a.triangle(), what + " triangle");
        assertEquals(bits(e.fraction()), bits(a.fraction()), what + " fraction");
        assertEquals(e.flags(), a.flags(), what + " flags");
        assertEquals(bits(e.distance()), bits(a.distance()), what + " distance");
        assertSame(e.normal(), a.normal(), what + " normal");
        assertSame(e.point(), a.point(), what + " point");
        assertSame(e.unitMove(), a.unitMove(), what + " unit move");
    }

    private static void assertSame(Float4 e, Float4 a, String what) {
        assertEquals(bits(e.x()), bits(a.x()), what + " x");
        assertEquals(bits(e.y()), bits(a.y()), what + " y");
        assertEquals(bits(e.z()), bits(a.z()), what + " z");
        assertEquals(bits(e.w()), bits(a.w()), what + " w");
    }

    private static int bits(float f) {
        return Float.floatToRawIntBits(f);
    }

    /** One sweep kernel on its own world (fresh per property try), with or without the acceleration. */
    private static final class Run {
        final QuirkCounter quirks = new QuirkCounter();
        final Contact[] out = new Contact[200];
        final SphereMeshSweep sweep;
        private final PhysicsWorld world;

        Run(KernelConfig config, Profile profile, CollisionMesh mesh, boolean accelerate) {
            sweep = new SphereMeshSweep(config);
            sweep.accelerate = accelerate;
            world = TestWorlds.world(profile, quirks, Map.of(Slots.meshSweep(ShapeType.SPHERE), sweep), mesh);
            for (int i = 0; i < out.length; i++) {
                out[i] = new Contact();
            }
        }

        int sweep(float[] q, int options, int max) {
            Body body = MeshWorlds.sphereBody(q[0], q[1], q[2], q[3]);
            Float4 move = new Float4(q[4], q[5], q[6], 0f);
            Float4[] box = MeshWorlds.box(body, move);
            if (q[7] > 0f) {
                // A caller's box smaller than the move (a stale or short box): the cell walk still meets the
                // triangles of every cell the box touches, whatever the move reaches.
                box[1].set3(box[1].x() - q[7], box[1].y() - q[7], box[1].z() - q[7]);
                box[1].set3(Math.max(box[0].x(), box[1].x()), Math.max(box[0].y(), box[1].y()),
                        Math.max(box[0].z(), box[1].z()));
            }
            return sweep.sweep(world, out, 0, max, box[0], box[1], body, body.firstShape(), move, options, -0.65f,
                    0f);
        }
    }

    /** centre x, y, z, radius, move x, y, z, box shrink (0 for the true box). */
    private static float[] query(SplittableRandom rnd, CollisionMesh mesh) {
        float[] lo = new float[3];
        float[] hi = new float[3];
        for (int a = 0; a < 3; a++) {
            lo[a] = Float.POSITIVE_INFINITY;
            hi[a] = Float.NEGATIVE_INFINITY;
            for (int v = 0; v < mesh.vertexCount(); v++) {
                lo[a] = Math.min(lo[a], mesh.vertex(v, a));
                hi[a] = Math.max(hi[a], mesh.vertex(v, a));
            }
        }
        float[] q = new float[8];
        for (int a = 0; a < 3; a++) {
            q[a] = lo[a] - 1f + (float) rnd.nextDouble() * (hi[a] - lo[a] + 2f);
        }
        q[3] = 0.02f + (float) rnd.nextDouble() * 1.2f;
        float reach = rnd.nextInt(4) == 0 ? 6f : 2f;
        for (int a = 4; a < 7; a++) {
            q[a] = (float) (rnd.nextDouble() * 2 - 1) * reach;
        }
        if (rnd.nextInt(6) == 0) {
            q[4 + rnd.nextInt(3)] = 0f; // a zero move component: the slab test's parallel case
        }
        q[7] = rnd.nextInt(5) == 0 ? (float) rnd.nextDouble() * 3f : 0f;
        return q;
    }

    /** A bumpy heightfield of 1 to 16 squares a side, 0.3 to 3 m each, some two-sided, some disabled. */
    private static CollisionMesh heightfield(SplittableRandom rnd) {
        int n = 1 + rnd.nextInt(16);
        float quad = 0.3f + (float) rnd.nextDouble() * 2.7f;
        MeshBuilder b = new MeshBuilder();
        int[][] v = new int[n + 1][n + 1];
        for (int y = 0; y <= n; y++) {
            for (int x = 0; x <= n; x++) {
                float z = (float) (rnd.nextDouble() * 1.5 * quad);
                v[y][x] = b.vertex(x * quad, y * quad, z);
            }
        }
        for (int y = 0; y < n; y++) {
            for (int x = 0; x < n; x++) {
                b.triangle(v[y][x], v[y][x + 1], v[y + 1][x + 1], flags(rnd), 0);
                b.triangle(v[y][x], v[y + 1][x + 1], v[y + 1][x], flags(rnd), 0);
            }
        }
        return b.build(new float[] {0.5f, 1f, 2f, 3f}[rnd.nextInt(4)]);
    }

    /** 1 to 120 triangles in a 12 m box, from 2 cm to 10 m across, with shared corners among some. */
    private static CollisionMesh soup(SplittableRandom rnd) {
        MeshBuilder b = new MeshBuilder();
        int triangles = 1 + rnd.nextInt(120);
        int made = 0;
        while (made < triangles) {
            float size = (float) StrictMath.pow(10, -1.7 + rnd.nextDouble() * 2.7);
            float cx = (float) rnd.nextDouble() * 12f;
            float cy = (float) rnd.nextDouble() * 12f;
            float cz = (float) rnd.nextDouble() * 4f;
            float[] p = new float[9];
            for (int k = 0; k < 9; k++) {
                p[k] = new float[] {cx, cy, cz}[k % 3] + (float) (rnd.nextDouble() - 0.5) * size;
            }
            if (collinear(p)) {
                continue;
            }
            int a = b.vertex(p[0], p[1], p[2]);
            int c1 = b.vertex(p[3], p[4], p[5]);
            int c2 = b.vertex(p[6], p[7], p[8]);
            b.triangle(a, c1, c2, flags(rnd), 0);
            made++;
        }
        return b.build(new float[] {0.5f, 1f, 2f, 4f}[rnd.nextInt(4)]);
    }

    private static boolean collinear(float[] p) {
        double ax = p[3] - p[0], ay = p[4] - p[1], az = p[5] - p[2];
        double bx = p[6] - p[0], by = p[7] - p[1], bz = p[8] - p[2];
        double cx = ay * bz - az * by, cy = az * bx - ax * bz, cz = ax * by - ay * bx;
        double area = Math.sqrt(cx * cx + cy * cy + cz * cz);
        double scale = (ax * ax + ay * ay + az * az) + (bx * bx + by * by + bz * bz);
        return area < 1e-3 * scale;
    }

    private static int flags(SplittableRandom rnd) {
        int f = TriangleFlags.ENABLED;
        int pick = rnd.nextInt(12);
        if (pick < 3) {
            f |= TriangleFlags.TWO_SIDED;
        } else if (pick == 3) {
            f = 0; // disabled
        } else if (pick == 4) {
            f |= TriangleFlags.BIT3;
        }
        return f;
    }
}
