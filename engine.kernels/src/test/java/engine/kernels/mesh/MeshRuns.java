package engine.kernels.mesh;

import engine.api.body.Body;
import engine.api.body.Contact;
import engine.api.kernel.KernelContext;
import engine.api.kernel.mesh.MeshOverlap;
import engine.api.kernel.mesh.MeshSweep;
import engine.api.math.Float4;
import engine.api.mesh.CollisionMesh;
import engine.api.mesh.MeshBuilder;
import engine.api.shape.Shape;
import engine.api.shape.ShapeType;
import engine.api.slots.Slots;
import engine.kernels.correction.Snapshot;
import java.util.ArrayList;
import java.util.List;

/**
 * The mesh kernels run through a context's table, with results as bit-exact snapshots, and the meshes the
 * correction cases and quirk tests share. Every out entry starts with triangle {@link #SENTINEL}, so an entry a
 * kernel did not write shows.
 */
final class MeshRuns {
    /** The triangle of an out entry no kernel wrote. */
    static final int SENTINEL = -2;
    /** Enabled, one-sided, no corner edge. */
    static final int ONE_SIDED = 0xc001;
    /** Enabled, two-sided, no corner edge. */
    static final int TWO_SIDED = 0xc003;

    private MeshRuns() {
    }

    /** n fresh contacts, each with triangle {@link #SENTINEL}. */
    static Contact[] contacts(int n) {
        Contact[] c = new Contact[n];
        for (int i = 0; i < n; i++) {
            c[i] = new Contact();
            c[i].setTriangle(SENTINEL);
        }
        return c;
    }

    /** body's first shape's mesh sweep (from ctx's table) by move inside the pass's box, into out from 0. */
    static int sweep(KernelContext ctx, Contact[] out, Body body, Float4 move, int max, int options, float minNz,
                     float maxNz) {
        Shape s = body.firstShape();
        Float4[] box = MeshWorlds.box(body, move);
        MeshSweep k = ctx.kernels().get(Slots.meshSweep(s.type()));
        return k.sweep(ctx, out, 0, max, box[0], box[1], body, s, move, options, minNz, maxNz);
    }

    /** The sphere body's mesh overlap (from ctx's table) inside its box, into out from 0. */
    static int overlap(KernelContext ctx, Contact[] out, Body sphere, int room, int options, float minNz,
                       float maxNz) {
        Float4[] box = MeshWorlds.box(sphere, new Float4());
        MeshOverlap k = ctx.kernels().get(Slots.meshOverlap(ShapeType.SPHERE));
        return k.overlap(ctx, out, 0, room, box[0], box[1], sphere.firstShape(), options, minNz, maxNz);
    }

    /** Every field a mesh kernel writes, bit for bit (the shapes as whether they are set). */
    static List<Object> contact(Contact c) {
        return Snapshot.of(c.triangle(), c.fraction(), c.normal(), c.unitMove(), c.point(), c.slide(), c.flags(),
                c.distance(), c.scalar84(), c.ownShape() != null, c.otherShape() != null);
    }

    /** The returned count and every entry of out, bit for bit. */
    static List<Object> result(int returned, Contact[] out) {
        List<Object> all = new ArrayList<>();
        all.add(returned);
        for (Contact c : out) {
            all.add(contact(c));
        }
        return all;
    }

    /** The triangles of out (the sentinel where nothing was written). */
    static List<Integer> triangles(Contact[] out) {
        List<Integer> t = new ArrayList<>();
        for (Contact c : out) {
            t.add(c.triangle());
        }
        return t;
    }

    /** How many entries of out a kernel wrote (triangle not the sentinel). */
    static int written(Contact[] out) {
        int n = 0;
        for (Contact c : out) {
            if (c.triangle() != SENTINEL) {
                n++;
            }
        }
        return n;
    }

    /** Walls of one triangle each in the planes x = xs[i], facing −x, y −2..2, z 0..2, in one 2 m cell column. */
    static CollisionMesh walls(float... xs) {
        MeshBuilder b = new MeshBuilder();
        for (float x : xs) {
            b.triangle(b.vertex(x, -2f, 0f), b.vertex(x, -2f, 2f), b.vertex(x, 2f, 0f), ONE_SIDED, 0);
        }
        return b.build(2f);
    }

    /**
     * A mesh past the original's u16 limits: far more than 65,535 small triangles far away (x 1000 and beyond),
     * then walls at xs (as {@link #walls}), so every wall triangle's index and the cell lists naming them are above
     * 65,535. Built once per call (about 70,000 triangles).
     */
    static CollisionMesh pastU16(float... xs) {
        MeshBuilder b = new MeshBuilder();
        for (int i = 0; i < 70_000; i++) {
            float x = 1000f + (i % 250) * 0.5f;
            float y = (i / 250) * 0.5f;
            b.triangle(b.vertex(x, y, 0f), b.vertex(x + 0.4f, y, 0f), b.vertex(x, y + 0.4f, 0f), ONE_SIDED, 0);
        }
        for (float x : xs) {
            b.triangle(b.vertex(x, -2f, 0f), b.vertex(x, -2f, 2f), b.vertex(x, 2f, 0f), ONE_SIDED, 0);
        }
        return b.build(2f);
    }

    /** Big walls (Unit2MeshSweepTest.bigWall, facing −x) at xs, baked with cells of cell metres. */
    static CollisionMesh bigWalls(float cell, float... xs) {
        MeshBuilder b = new MeshBuilder();
        for (float x : xs) {
            Unit2MeshSweepTest.bigWall(b, x, true, ONE_SIDED);
        }
        return b.build(cell);
    }

    /** count big walls at x = x0 + i × dx (i = 0..count−1), so the walk meets them in that order. */
    static CollisionMesh wallStack(int count, float x0, float dx) {
        float[] xs = new float[count];
        for (int i = 0; i < count; i++) {
            xs[i] = x0 + i * dx;
        }
        return bigWalls(2f, xs);
    }

    /**
     * The plane x + y = 2 (normal (−0.707, −0.707, 0)) as one big triangle: a sphere from (−2, 0, 1.3) moving
     * (10, 0, 0) meets it at t ≈ 0.329.
     */
    static void diagonal(MeshBuilder b) {
        b.triangle(b.vertex(12f, -10f, -10f), b.vertex(12f, -10f, 20f), b.vertex(-8f, 10f, -10f), ONE_SIDED, 0);
    }

    /**
     * Two corner triangles either side of a 0.8 m gap (normal +x): P1 (y 0.9..1.9) flags its y = 0.9 end, a
     * down-running edge 2 (slide −y); P2 (y −0.9..0.1) flags its y = 0.1 end, an up-running edge 1 (slide +y). A
     * capsule whose centre passes y = 0.5 meets both flagged edges and their slides cancel.
     */
    static CollisionMesh cornerGap() {
        MeshBuilder b = new MeshBuilder();
        b.triangle(b.vertex(0f, 0.9f, 0f), b.vertex(0f, 1.9f, 0f), b.vertex(0f, 0.9f, 1f), 0x0001 | (2 << 14), 0);
        b.triangle(b.vertex(0f, -0.9f, 0f), b.vertex(0f, 0.1f, 0f), b.vertex(0f, 0.1f, 1f), 0x0001 | (1 << 14), 0);
        return b.build(2f);
    }
}
