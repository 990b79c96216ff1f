package engine.kernels.box;

import static engine.kernels.box.BoxScenes.ONE_SIDED;
import static engine.kernels.box.BoxScenes.box;
import static engine.kernels.box.BoxScenes.meshSweep;
import static engine.kernels.box.BoxScenes.move;
import static engine.kernels.box.BoxScenes.slots;

import engine.api.body.Body;
import engine.api.body.Contact;
import engine.api.kernel.KernelConfig;
import engine.api.kernel.KernelContext;
import engine.api.kernel.Slot;
import engine.api.math.Float4;
import engine.api.mesh.CollisionMesh;
import engine.api.mesh.MeshBuilder;
import engine.api.quirk.Quirk;
import engine.api.shape.BoxShape;
import engine.api.shape.ShapeType;
import engine.api.slots.Slots;
import engine.kernels.correction.CorrectionCase;
import engine.kernels.correction.Mode;
import engine.kernels.correction.Snapshot;
import engine.kernels.mesh.InterleavedContext;
import engine.kernels.mesh.PushOutOfWalls;
import engine.kernels.world.PhysicsWorld;
import java.util.ArrayList;
import java.util.List;

/** The inputs that show each correction of {@link BoxCorrections}: one case per row. */
public final class BoxCorrectionCases {
    private static final Slot<?> MESH = Slots.meshSweep(ShapeType.BOX);
    /** 120 big walls at x = 1.2, 1.19, ..., 0.01, listed far first: the nearest (triangle 119) is met last. */
    private static final CollisionMesh STACK = stack();
    /** Two big walls at x = 0 and 1 in one 100 m cell, so any query walks both. */
    private static final CollisionMesh ONE_CELL = oneCell();
    /** A wall at x = 0.5 whose triangle index (70,000) and cell entries are past the original's u16 (built once). */
    private static CollisionMesh pastU16;

    private BoxCorrectionCases() {
    }

    private static CollisionMesh stack() {
        MeshBuilder b = new MeshBuilder();
        for (int i = 0; i < 120; i++) {
            BoxScenes.bigWall(b, 1.2f - 0.01f * i, ONE_SIDED);
        }
        return b.build(2f);
    }

    private static CollisionMesh oneCell() {
        MeshBuilder b = new MeshBuilder();
        BoxScenes.bigWall(b, 0f, ONE_SIDED);
        BoxScenes.bigWall(b, 1f, ONE_SIDED);
        return b.build(100f);
    }

    private static synchronized CollisionMesh pastU16() {
        if (pastU16 == null) {
            MeshBuilder b = new MeshBuilder();
            for (int i = 0; i < 70_000; i++) {
                float x = 1000f + (i % 250) * 0.5f;
                float y = (i / 250) * 0.5f;
                b.triangle(b.vertex(x, y, 0f), b.vertex(x + 0.4f, y, 0f), b.vertex(x, y + 0.4f, 0f), ONE_SIDED, 0);
            }
            b.triangle(b.vertex(0.5f, -2f, 0f), b.vertex(0.5f, -2f, 2f), b.vertex(0.5f, 2f, 0f), ONE_SIDED, 0);
            pastU16 = b.build(2f);
        }
        return pastU16;
    }

    /** The box at (−2, 0, 1), half 0.5: the probe of every case. */
    private static BoxShape probe() {
        return box(-2f, 0f, 1f, 0.5f, 0.5f, 0.5f);
    }

    /** The count, the triangles and the fractions of a box sweep by move with room for everything. */
    private static Object all(KernelContext ctx, BoxShape b, Float4 move) {
        Contact[] out = slots(130);
        int n = meshSweep(ctx, out, 500, b, move, 0, 0f, 0f);
        List<Integer> tris = new ArrayList<>();
        List<Float> fr = new ArrayList<>();
        for (int i = 0; i < Math.min(n, out.length); i++) {
            tris.add(out[i].triangle());
            fr.add(out[i].fraction());
        }
        return Snapshot.of(n, tris, fr);
    }

    /** One case per correction of this family. */
    public static List<CorrectionCase> cases() {
        return List.of(
                new CorrectionCase(Quirk.MESH_CONTACTS_100, MESH,
                        "a box sweeps through 120 walls, the nearest met last: the 100 collected miss it",
                        mode -> {
                            Contact[] out = slots(130);
                            int n = meshSweep(mode.world(STACK), out, 500, probe(), move(10f, 0f, 0f), 0, 0f, 0f);
                            return Snapshot.of(n, out[0].triangle(), out[0].fraction());
                        }),
                new CorrectionCase(Quirk.VISITED_BITS_SHARED, MESH,
                        "a push-out begins on the same world at the box sweep's first triangle (walls t 0.15, 0.25)",
                        mode -> {
                            PhysicsWorld w = mode.world(ONE_CELL);
                            KernelContext ctx = new InterleavedContext(w, () -> new PushOutOfWalls(KernelConfig.DEFAULT)
                                    .pushOut(w, new Body(), new Float4(30f, 30f, 30f, 1f), 0.5f));
                            return all(ctx, probe(), move(10f, 0f, 0f));
                        }),
                new CorrectionCase(Quirk.MESH_U16_LIMIT, MESH,
                        "a box sweeps into a wall whose triangle index is 70,000 (past the u16 records)",
                        mode -> all(mode.world(pastU16()), probe(), move(3f, 0f, 0f))),
                new CorrectionCase(Quirk.BOX_AXIS_RANGE_RESET, MESH,
                        "a box moving (4, 0, 0) meets a slanted triangle with its corner at 0.6; the still axes reset",
                        mode -> {
                            MeshBuilder b = new MeshBuilder();
                            b.triangle(b.vertex(1.5f, -2f, 0f), b.vertex(0f, 3f, 0f), b.vertex(1.5f, 1f, 1f),
                                    BoxScenes.TWO_SIDED, 0);
                            return all(mode.world(b.build(2f)), box(-2f, 1f, 1f, 0.5f, 0.5f, 0.5f),
                                    move(4f, 0f, 0f));
                        }));
    }
}
