package engine.kernels.mesh;

import engine.api.body.Body;
import engine.api.body.Contact;
import engine.api.kernel.KernelConfig;
import engine.api.kernel.KernelContext;
import engine.api.kernel.Slot;
import engine.api.math.Float4;
import engine.api.mesh.CollisionMesh;
import engine.api.mesh.MeshBuilder;
import engine.api.quirk.Quirk;
import engine.api.shape.ShapeType;
import engine.api.slots.Slots;
import engine.kernels.correction.CorrectionCase;
import engine.kernels.correction.Mode;
import engine.kernels.correction.Snapshot;
import engine.kernels.fake.FakeOwner;
import engine.kernels.world.PhysicsWorld;
import java.util.Arrays;
import java.util.List;

/** The inputs that show each correction of {@link MeshCorrections}: one case per row. */
public final class MeshCorrectionCases {
    private static final Slot<?> CAPSULE = Slots.meshSweep(ShapeType.CAPSULE);
    private static final Slot<?> SPHERE = Slots.meshSweep(ShapeType.SPHERE);
    private static final Slot<?> OVERLAP = Slots.meshOverlap(ShapeType.SPHERE);
    /** 120 walls met in the walk's order x = 1.2, 1.19, ..., 0.01: the nearest (triangle 119) comes last. */
    private static final CollisionMesh STACK = MeshRuns.wallStack(120, 1.2f, -0.01f);
    /** 120 walls x = 0, −0.001, ..., −0.119: a sphere at x = −0.3 overlaps each, deeper for each later one. */
    private static final CollisionMesh DEEPENING = MeshRuns.wallStack(120, 0f, -0.001f);
    /** Two big walls at x = 0 and 1 in a single cell, so any query walks both. */
    private static final CollisionMesh ONE_CELL = MeshRuns.bigWalls(100f, 0f, 1f);
    /** Two big walls at x = 0 and −0.1 in a single cell, both facing a sphere at x = −0.3. */
    private static final CollisionMesh ONE_CELL_OVERLAP = MeshRuns.bigWalls(100f, 0f, -0.1f);

    /** A wall at x = 0.5 whose triangle index (70,000) and cell entries are past the original's u16 (built once). */
    private static CollisionMesh pastU16;

    private MeshCorrectionCases() {
    }

    private static synchronized CollisionMesh pastU16() {
        if (pastU16 == null) {
            pastU16 = MeshRuns.pastU16(0.5f);
        }
        return pastU16;
    }

    private static Body walker(float fx, float fy, float fz) {
        return MeshWorlds.capsuleBody(new FakeOwner("walker"), fx, fy, fz, 0.5f);
    }

    private static Float4 move(float x, float y, float z) {
        return new Float4(x, y, z, 0f);
    }

    /** The nearest contact and the count of a sweep with room for everything (max 500, 130 out entries). */
    private static Object nearest(KernelContext ctx, Body body, Float4 move) {
        Contact[] out = MeshRuns.contacts(130);
        int n = MeshRuns.sweep(ctx, out, body, move, 500, 0, -0.65f, 0f);
        return Snapshot.of(n, out[0].triangle(), out[0].fraction());
    }

    /**
     * The world of mode over mesh, seen through a context that, at the collector's first triangle, runs another
     * query of the original on the same world: a push-out (a collector of the original's, on the shared bits) of a
     * sphere far from every wall, which pushes nothing.
     */
    private static KernelContext interleaved(Mode mode, CollisionMesh mesh) {
        PhysicsWorld w = mode.world(mesh);
        return new InterleavedContext(w, () -> new PushOutOfWalls(KernelConfig.DEFAULT).pushOut(w, new Body(),
                new Float4(30f, 30f, 30f, 1f), 0.5f));
    }

    /** One case per correction of this family. */
    public static List<CorrectionCase> cases() {
        return List.of(
                new CorrectionCase(Quirk.SORT_SMEAR, Slots.MESH_CONTACT_SORT, "keys 0.5, 0.6, 0.3 arrive in that order",
                        mode -> {
                            int[] order = new int[4];
                            mode.world().kernels().get(Slots.MESH_CONTACT_SORT).sort(new float[] {0.5f, 0.6f, 0.3f}, 3,
                                    order, mode.quirks());
                            return Snapshot.of(Arrays.copyOf(order, 3));
                        }),
                new CorrectionCase(Quirk.MESH_CONTACTS_100, CAPSULE,
                        "a capsule sweeps through 120 walls, the nearest met last: the 100 collected miss it",
                        mode -> nearest(mode.world(STACK), walker(-2f, 0f, 0f), move(10f, 0f, 0f))),
                new CorrectionCase(Quirk.MESH_CONTACTS_100, SPHERE,
                        "a sphere sweeps through 120 walls, the nearest met last: the 100 collected miss it",
                        mode -> nearest(mode.world(STACK), MeshWorlds.sphereBody(-2f, 0f, 1f, 0.5f),
                                move(10f, 0f, 0f))),
                new CorrectionCase(Quirk.MESH_CONTACTS_100, OVERLAP,
                        "a sphere overlaps 120 walls, the deepest met last: the 100 collected miss it",
                        mode -> {
                            Contact[] out = MeshRuns.contacts(130);
                            Body s = MeshWorlds.sphereBody(-0.3f, 0f, 1f, 0.5f);
                            MeshRuns.overlap(mode.world(DEEPENING), out, s, 500, 0, 0f, 0f);
                            return Snapshot.of(MeshRuns.written(out), out[0].triangle(), out[0].fraction());
                        }),
                new CorrectionCase(Quirk.CAPSULE_LIST_OVERRUN, CAPSULE,
                        "a t = 1.2 edge hit in cell 0, whose list is followed by cell 1's count 1 (a wall met at 0.8)",
                        mode -> {
                            Contact[] out = MeshRuns.contacts(3);
                            int n = MeshRuns.sweep(mode.world(Unit2CapsuleOverrunTest.mesh(0xc001, new int[] {2})), out,
                                    walker(1f, -0.3f, -0.05f), move(-0.5f, 0f, 0f), 50, 0, -0.65f, 0f);
                            return Snapshot.of(n, MeshRuns.triangles(out));
                        }),
                new CorrectionCase(Quirk.CAPSULE_SWEEP_IGNORES_MAX, CAPSULE,
                        "max 1, two walls met at t 0.3 and 0.6",
                        mode -> {
                            Contact[] out = MeshRuns.contacts(3);
                            int n = MeshRuns.sweep(mode.world(MeshRuns.walls(-1.2f, -0.9f)), out, walker(-2f, 0f, 0f),
                                    move(1f, 0f, 0f), 1, 0, -0.65f, 0f);
                            return Snapshot.of(n, MeshRuns.triangles(out));
                        }),
                new CorrectionCase(Quirk.RSQRT_ZERO, CAPSULE,
                        "a grounded capsule meets two flagged corner edges whose slides (-y, +y) cancel",
                        mode -> {
                            Contact[] out = MeshRuns.contacts(3);
                            int n = MeshRuns.sweep(mode.world(MeshRuns.cornerGap()), out, walker(1f, 0.5f, -0.05f),
                                    move(-1f, 0f, 0f), 50, 0, -0.65f, 0f);
                            return Snapshot.of(n, out[0].flags(), out[0].slide(), out[1].flags(), out[1].slide());
                        }),
                new CorrectionCase(Quirk.CORNER_SLIDE_FLIPPED_EDGE, CAPSULE,
                        "a two-sided corner triangle flagging edge 2 (its y = 0 end) met from behind past that end",
                        mode -> {
                            MeshBuilder b = new MeshBuilder();
                            int flags = 0x0003 | (2 << 14);
                            b.triangle(b.vertex(0f, 0f, 0f), b.vertex(0f, 1f, 0f), b.vertex(0f, 0f, 1f), flags, 0);
                            Contact[] out = MeshRuns.contacts(2);
                            int n = MeshRuns.sweep(mode.world(b.build(2f)), out, walker(-1f, -0.3f, -0.05f),
                                    move(1f, 0f, 0f), 50, 0, -0.65f, 0f);
                            return Snapshot.of(n, out[0].slide(), out[0].flags());
                        }),
                new CorrectionCase(Quirk.ONE_PER_PLANE_UNSORTED, SPHERE,
                        "option 0x20000: walls x = 0, 0.5 (coplanar), the plane x + y = 2, a wall x = 2 (coplanar)",
                        mode -> {
                            MeshBuilder b = new MeshBuilder();
                            Unit2MeshSweepTest.bigWall(b, 0f, true, MeshRuns.ONE_SIDED);
                            Unit2MeshSweepTest.bigWall(b, 0.5f, true, MeshRuns.ONE_SIDED);
                            MeshRuns.diagonal(b);
                            Unit2MeshSweepTest.bigWall(b, 2f, true, MeshRuns.ONE_SIDED);
                            Contact[] out = MeshRuns.contacts(5);
                            Body s = MeshWorlds.sphereBody(-2f, 0f, 1.3f, 0.5f);
                            int n = MeshRuns.sweep(mode.world(b.build(2f)), out, s, move(10f, 0f, 0f), 50,
                                    SphereMeshSweep.OPTION_ONE_PER_PLANE, 0f, 0f);
                            return Snapshot.of(n, MeshRuns.triangles(out));
                        }),
                new CorrectionCase(Quirk.ONE_PER_PLANE_AFTER_CAP, SPHERE,
                        "option 0x20000 with max 2: the wall's two coplanar triangles, then the plane x + y = 2",
                        mode -> {
                            MeshBuilder b = new MeshBuilder();
                            int a = b.vertex(0f, -5f, 0f);
                            int bb = b.vertex(0f, 5f, 0f);
                            int c = b.vertex(0f, 5f, 3f);
                            int d = b.vertex(0f, -5f, 3f);
                            b.triangle(a, d, bb, MeshRuns.ONE_SIDED, 0);
                            b.triangle(bb, d, c, MeshRuns.ONE_SIDED, 0);
                            MeshRuns.diagonal(b);
                            Contact[] out = MeshRuns.contacts(3);
                            Body s = MeshWorlds.sphereBody(-2f, 0f, 1.3f, 0.5f);
                            int n = MeshRuns.sweep(mode.world(b.build(2f)), out, s, move(10f, 0f, 0f), 2,
                                    SphereMeshSweep.OPTION_ONE_PER_PLANE, 0f, 0f);
                            return Snapshot.of(n, MeshRuns.triangles(out));
                        }),
                new CorrectionCase(Quirk.MESH_OVERLAP_RETURNS_ONE, OVERLAP,
                        "a sphere overlaps walls 0.2 and 0.3 deep, room 2",
                        mode -> {
                            Contact[] out = MeshRuns.contacts(3);
                            int n = MeshRuns.overlap(mode.world(MeshRuns.bigWalls(2f, 0f, -0.1f)), out,
                                    MeshWorlds.sphereBody(-0.3f, 0f, 1f, 0.5f), 2, 0, 0f, 0f);
                            return Snapshot.of(n, MeshRuns.triangles(out));
                        }),
                new CorrectionCase(Quirk.MESH_OVERLAP_KEEPS_SHALLOWEST, OVERLAP,
                        "a sphere overlaps walls 0.2 and 0.3 deep, room 1",
                        mode -> {
                            Contact[] out = MeshRuns.contacts(2);
                            int n = MeshRuns.overlap(mode.world(MeshRuns.bigWalls(2f, 0f, -0.1f)), out,
                                    MeshWorlds.sphereBody(-0.3f, 0f, 1f, 0.5f), 1, 0, 0f, 0f);
                            return Snapshot.of(n, MeshRuns.triangles(out), out[0].fraction());
                        }),
                new CorrectionCase(Quirk.VISITED_BITS_SHARED, CAPSULE,
                        "a push-out begins on the same world at the capsule's first triangle (walls t 0.15, 0.25)",
                        mode -> {
                            Contact[] out = MeshRuns.contacts(3);
                            int n = MeshRuns.sweep(interleaved(mode, ONE_CELL), out, walker(-2f, 0f, 0f),
                                    move(10f, 0f, 0f), 50, 0, -0.65f, 0f);
                            return Snapshot.of(n, MeshRuns.triangles(out));
                        }),
                new CorrectionCase(Quirk.VISITED_BITS_SHARED, SPHERE,
                        "a push-out begins on the same world at the sphere's first triangle (walls t 0.15, 0.25)",
                        mode -> {
                            Contact[] out = MeshRuns.contacts(3);
                            int n = MeshRuns.sweep(interleaved(mode, ONE_CELL), out,
                                    MeshWorlds.sphereBody(-2f, 0f, 1f, 0.5f), move(10f, 0f, 0f), 50, 0, 0f, 0f);
                            return Snapshot.of(n, MeshRuns.triangles(out));
                        }),
                new CorrectionCase(Quirk.VISITED_BITS_SHARED, OVERLAP,
                        "a push-out begins on the same world at the overlap's first triangle (walls 0.2, 0.3 deep)",
                        mode -> {
                            Contact[] out = MeshRuns.contacts(3);
                            MeshRuns.overlap(interleaved(mode, ONE_CELL_OVERLAP), out,
                                    MeshWorlds.sphereBody(-0.3f, 0f, 1f, 0.5f), 2, 0, 0f, 0f);
                            return Snapshot.of(MeshRuns.triangles(out), out[0].fraction());
                        }),
                new CorrectionCase(Quirk.MESH_U16_LIMIT, CAPSULE,
                        "a capsule walks into a wall whose triangle index is 70,000 (past the u16 records)",
                        mode -> nearest(mode.world(pastU16()), walker(-2f, 0f, 0f), move(3f, 0f, 0f))),
                new CorrectionCase(Quirk.MESH_U16_LIMIT, SPHERE,
                        "a sphere sweeps into a wall whose triangle index is 70,000 (past the u16 records)",
                        mode -> nearest(mode.world(pastU16()), MeshWorlds.sphereBody(-2f, 0f, 1f, 0.5f),
                                move(3f, 0f, 0f))),
                new CorrectionCase(Quirk.MESH_U16_LIMIT, OVERLAP,
                        "a sphere overlaps a wall whose triangle index is 70,000 (past the u16 records)",
                        mode -> {
                            Contact[] out = MeshRuns.contacts(3);
                            int n = MeshRuns.overlap(mode.world(pastU16()), out,
                                    MeshWorlds.sphereBody(0.2f, 0f, 1f, 0.5f), 2, 0, 0f, 0f);
                            return Snapshot.of(n, MeshRuns.triangles(out), out[0].fraction());
                        }),
                new CorrectionCase(Quirk.CAPSULE_SWEEP_IGNORES_OPTIONS, CAPSULE,
                        "option 8 (n.z at most -0.5, ceilings only) and two walls (n.z 0) met at t 0.3 and 0.6",
                        mode -> {
                            Contact[] out = MeshRuns.contacts(3);
                            int n = MeshRuns.sweep(mode.world(MeshRuns.walls(-1.2f, -0.9f)), out, walker(-2f, 0f, 0f),
                                    move(1f, 0f, 0f), 50, MeshCollector.OPTION_MAX_NZ, 0f, -0.5f);
                            return Snapshot.of(n, MeshRuns.triangles(out));
                        }),
                new CorrectionCase(Quirk.MESH_OVERLAP_NO_SIDE_TEST, OVERLAP,
                        "a sphere of r 0.5 at x = 0.3, behind a one-sided wall x = 0 that faces -x",
                        mode -> {
                            Contact[] out = MeshRuns.contacts(2);
                            int n = MeshRuns.overlap(mode.world(MeshRuns.walls(0f)), out,
                                    MeshWorlds.sphereBody(0.3f, 0f, 1f, 0.5f), 1, 0, 0f, 0f);
                            return Snapshot.of(n, MeshRuns.triangles(out), out[0].normal());
                        }));
    }
}
