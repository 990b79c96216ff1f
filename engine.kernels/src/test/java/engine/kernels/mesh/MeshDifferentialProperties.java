package engine.kernels.mesh;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.api.body.Body;
import engine.api.body.Contact;
import engine.api.body.OwnerState;
import engine.api.kernel.KernelConfig;
import engine.api.kernel.KernelContext;
import engine.api.kernel.Slot;
import engine.api.kernel.mesh.MeshSweep;
import engine.api.math.Float4;
import engine.api.mesh.CollisionMesh;
import engine.api.mesh.MeshBuilder;
import engine.api.mesh.MeshQuery;
import engine.api.mesh.TriangleFlags;
import engine.api.quirk.Quirk;
import engine.api.selection.Profile;
import engine.api.shape.ShapeType;
import engine.api.slots.Slots;
import engine.kernels.correction.Lockstep;
import engine.kernels.correction.Mode;
import engine.kernels.correction.Snapshot;
import engine.kernels.fake.FakeOwner;
import engine.kernels.world.PhysicsWorld;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.RandomDistribution;
import net.jqwik.api.Tuple;
import net.jqwik.api.statistics.Statistics;

/**
 * The differential rule for Unit 2's mesh kernels (the capsule and sphere sweeps, the sphere overlap, the sort) over
 * generated meshes (walls, floors and ceilings, slopes, random triangles, heightfield patches; one- and two-sided,
 * bit 3, corner-edge bits 14-15; now and then a stack of over 100 walls), spheres and capsules (grounded or
 * airborne), moves, options and max values, and now and then another query interleaved into the walk: every slot
 * fixed, and mixed profiles (some mesh slots fixed, the rest faithful), agree with the faithful run bit for bit
 * unless a corrected quirk fired there. The statistics check that the quirks are reached and most tries are
 * bit-identical.
 */
class MeshDifferentialProperties {
    private static final Slot<?> SORT = Slots.MESH_CONTACT_SORT;
    private static final Slot<?> CAPSULE = Slots.meshSweep(ShapeType.CAPSULE);
    private static final Slot<?> SPHERE = Slots.meshSweep(ShapeType.SPHERE);
    private static final Slot<?> OVERLAP = Slots.meshOverlap(ShapeType.SPHERE);
    private static final List<Slot<?>> MESH_SLOTS = List.of(SORT, CAPSULE, SPHERE, OVERLAP);
    /** Out entries of every call: more than most max values, so writes past max show. */
    private static final int OUT = 8;

    // ---- the scenes ----

    /** One generated piece of mesh: its kind, its numbers, its flags and per-triangle corner edges. */
    record Piece(String kind, float[] p, int flags, int edges) {
        @Override
        public String toString() {
            return kind + java.util.Arrays.toString(p) + " flags 0x" + Integer.toHexString(flags) + " edges 0x"
                    + Integer.toHexString(edges);
        }
    }

    /**
     * The probe: a position (or, when aim is not negative, an offset from the centroid of triangle aim mod count), its
     * radius and move, the owner's airborne state, and the call's arguments; interleave is a push-out's centre or null.
     */
    record Probe(float x, float y, float z, float r, float mx, float my, float mz, boolean airborne, int max,
                 int options, float minNz, float maxNz, float[] interleave, int aim, float u) {
        @Override
        public String toString() {
            return (aim < 0 ? "at (" : "aimed at triangle " + aim + ", offset (") + x + ", " + y + ", " + z + ") u " + u
                    + " r " + r + " move (" + mx + ", " + my + ", " + mz + ")" + (airborne ? " airborne" : "")
                    + " max " + max + " options 0x" + Integer.toHexString(options) + " nz " + minNz + ".." + maxNz
                    + (interleave == null ? "" : " interleaved push-out at " + java.util.Arrays.toString(interleave));
        }
    }

    /**
     * A mesh (its pieces and cell size) and a probe. An aimed probe moves into a triangle's face (its front, or for one
     * aim in three its back) with some sideways drift and starts u moves before the triangle's centroid (plus a small
     * offset), so it mostly meets the mesh; its overlap sphere sits near the centroid.
     */
    static final class Scene {
        final List<Piece> pieces;
        final float cell;
        final Probe probe;
        final CollisionMesh mesh;
        /** The sphere sweep's start (the sphere's centre) and move. */
        final float[] start;
        final float[] move;
        /** The capsule sweep's start (its mesh sphere's centre: the feet are r + 0.05 below) and move. */
        final float[] capsuleStart;
        final float[] capsuleMove;
        /** The overlap sphere's centre. */
        final float[] centre;

        Scene(List<Piece> pieces, float cell, Probe p) {
            this.pieces = pieces;
            this.cell = cell;
            this.probe = p;
            this.mesh = build(pieces, cell);
            if (p.aim() < 0) {
                start = new float[] {p.x(), p.y(), p.z()};
                move = new float[] {p.mx(), p.my(), p.mz()};
                capsuleStart = start;
                capsuleMove = move;
                centre = start;
                return;
            }
            int count = mesh.triangleCount();
            int t = p.aim() % count;
            float[][] aimed = aim(t);
            start = aimed[0];
            move = aimed[1];
            centre = new float[] {aimed[2][0] + 0.1f * p.x(), aimed[2][1] + 0.1f * p.y(), aimed[2][2] + 0.1f * p.z()};
            // The capsule meets walls only: the first wall from t on, if any.
            int w = t;
            for (int k = 0; k < count; k++) {
                int c = (t + k) % count;
                if (Math.abs(normal(c)[2]) <= 0.65) {
                    w = c;
                    break;
                }
            }
            aimed = aim(w);
            capsuleStart = aimed[0];
            capsuleMove = aimed[1];
        }

        /** Triangle t's unit normal, in double. */
        private double[] normal(int t) {
            double[][] v = new double[3][3];
            for (int k = 0; k < 3; k++) {
                for (int axis = 0; axis < 3; axis++) {
                    v[k][axis] = mesh.vertex(mesh.corner(t, k), axis);
                }
            }
            double[] e1 = {v[1][0] - v[0][0], v[1][1] - v[0][1], v[1][2] - v[0][2]};
            double[] e2 = {v[2][0] - v[0][0], v[2][1] - v[0][1], v[2][2] - v[0][2]};
            double[] n = {e1[1] * e2[2] - e1[2] * e2[1], e1[2] * e2[0] - e1[0] * e2[2], e1[0] * e2[1] - e1[1] * e2[0]};
            double len = StrictMath.sqrt(n[0] * n[0] + n[1] * n[1] + n[2] * n[2]);
            return new double[] {n[0] / len, n[1] / len, n[2] / len};
        }

        /** Start, move and centroid of a sweep aimed into triangle t's face (its back for one aim in three). */
        private float[][] aim(int t) {
            Probe p = probe;
            float[] a = new float[3];
            for (int axis = 0; axis < 3; axis++) {
                for (int k = 0; k < 3; k++) {
                    a[axis] += mesh.vertex(mesh.corner(t, k), axis) / 3f;
                }
            }
            double[] n = normal(t);
            double side = (p.aim() / 7) % 3 == 0 ? 1 : -1;
            double speed = 0.5 + 2 * p.r() + StrictMath.sqrt(p.mx() * p.mx() + p.my() * p.my() + p.mz() * p.mz());
            float[] m = {p.mx(), p.my(), p.mz()};
            float[] mv = new float[3];
            float[] st = new float[3];
            float[] o = {p.x(), p.y(), p.z()};
            for (int axis = 0; axis < 3; axis++) {
                mv[axis] = (float) (0.2 * m[axis] + side * speed * n[axis]);
                st[axis] = a[axis] - p.u() * mv[axis] + 0.05f * o[axis];
            }
            return new float[][] {st, mv, a};
        }

        CollisionMesh mesh() {
            return mesh;
        }

        @Override
        public String toString() {
            return pieces + " cell " + cell + "; " + probe;
        }
    }

    private static Arbitrary<Float> f(float lo, float hi) {
        return Arbitraries.floats().between(lo, hi).ofScale(5).withDistribution(RandomDistribution.uniform());
    }

    private static Arbitrary<Integer> flags() {
        Arbitrary<Integer> enabled = Arbitraries.frequency(Tuple.of(9, 1), Tuple.of(1, 0));
        Arbitrary<Integer> twoSided = Arbitraries.frequency(Tuple.of(6, 0), Tuple.of(4, 2));
        Arbitrary<Integer> bit3 = Arbitraries.frequency(Tuple.of(9, 0), Tuple.of(1, 8));
        return Combinators.combine(enabled, twoSided, bit3).as((a, b, c) -> a | b | c);
    }

    private static Arbitrary<Piece> piece(String kind, Arbitrary<float[]> numbers) {
        return Combinators.combine(numbers, flags(), Arbitraries.integers())
                .as((p, fl, e) -> new Piece(kind, p, fl, e));
    }

    private static Arbitrary<float[]> numbers(float[][] ranges) {
        List<Arbitrary<Float>> parts = new ArrayList<>();
        for (float[] r : ranges) {
            parts.add(f(r[0], r[1]));
        }
        return Combinators.combine(parts).as(l -> {
            float[] out = new float[l.size()];
            for (int i = 0; i < out.length; i++) {
                out[i] = l.get(i);
            }
            return out;
        });
    }

    /** Walls: centre x, y, bottom z, angle, width, height, diagonal choice. */
    private static Arbitrary<Piece> walls() {
        return piece("wall", numbers(new float[][] {{-5, 5}, {-5, 5}, {-1, 1.5f}, {0, 6.2832f}, {0.2f, 6}, {0.1f, 3},
                {0, 1}}));
    }

    /** Floors or ceilings: centre x, y, z, half sizes, up or down. */
    private static Arbitrary<Piece> floors() {
        return piece("floor", numbers(new float[][] {{-5, 5}, {-5, 5}, {-1, 3}, {0.3f, 5}, {0.3f, 5}, {0, 1}}));
    }

    /** Slopes: a wall whose top is pushed sideways by tilt × height. */
    private static Arbitrary<Piece> slopes() {
        return piece("slope", numbers(new float[][] {{-5, 5}, {-5, 5}, {-1, 1.5f}, {0, 6.2832f}, {0.3f, 6}, {0.2f, 3},
                {-3, 3}}));
    }

    /** Random triangles: three corners. */
    private static Arbitrary<Piece> triangles() {
        float[][] r = new float[9][];
        for (int i = 0; i < 9; i++) {
            r[i] = i % 3 == 2 ? new float[] {-1, 3} : new float[] {-5, 5};
        }
        return piece("tri", numbers(r));
    }

    /** Heightfield patches: origin x, y, base z, quads per side (2-5), spacing, amplitude, height seed. */
    private static Arbitrary<Piece> patches() {
        return piece("patch", numbers(new float[][] {{-6, 3}, {-6, 3}, {-1, 1}, {2, 5.99f}, {0.4f, 2}, {0.05f, 2.5f},
                {0, 1000}}));
    }

    private static Arbitrary<Piece> anyPiece() {
        return Arbitraries.frequencyOf(Tuple.of(10, walls()), Tuple.of(2, floors()), Tuple.of(3, slopes()),
                Tuple.of(4, triangles()), Tuple.of(2, patches()));
    }

    private static Arbitrary<Float> moveComponent() {
        return Arbitraries.frequencyOf(Tuple.of(8, f(-4, 4)), Tuple.of(2, Arbitraries.just(0f)),
                Tuple.of(1, f(-0.01f, 0.01f)));
    }

    private static Arbitrary<float[]> interleave() {
        return Arbitraries.frequencyOf(Tuple.of(6, Arbitraries.just((float[]) null)),
                Tuple.of(1, numbers(new float[][] {{-8, 8}, {-8, 8}, {-2, 4}})));
    }

    private static Arbitrary<Integer> options() {
        int[] bits = {MeshCollector.OPTION_MIN_NZ, MeshCollector.OPTION_MAX_NZ, SphereMeshSweep.OPTION_KEEP_BACKFACES,
                SphereMeshSweep.OPTION_SKIP_BIT3, SphereMeshSweep.OPTION_ONE_PER_PLANE};
        List<Arbitrary<Integer>> parts = new ArrayList<>();
        for (int b : bits) {
            parts.add(Arbitraries.frequency(Tuple.of(3, 0), Tuple.of(1, b)));
        }
        return Combinators.combine(parts).as(l -> l.stream().mapToInt(Integer::intValue).reduce(0, (a, b) -> a | b));
    }

    private static Arbitrary<Probe> probes(Arbitrary<Float> x, Arbitrary<Float> y, Arbitrary<Float> z,
                                           Arbitrary<Float> r, Arbitrary<Float> mx, Arbitrary<Integer> aim) {
        Arbitrary<Integer> max = Arbitraries.frequencyOf(Tuple.of(3, Arbitraries.just(1)),
                Tuple.of(3, Arbitraries.integers().between(2, 5)), Tuple.of(2, Arbitraries.just(50)));
        Arbitrary<float[]> nz = numbers(new float[][] {{-1.1f, 0.2f}, {-0.2f, 1.1f}});
        Arbitrary<float[]> place = Combinators.combine(x, y, z, r).as((a, b, c, d) -> new float[] {a, b, c, d});
        Arbitrary<float[]> move = Combinators.combine(mx, moveComponent(), moveComponent())
                .as((a, b, c) -> new float[] {a, b, c});
        Arbitrary<float[]> aimAt = Combinators.combine(aim, f(0.2f, 1.1f)).as((a, u) -> new float[] {a, u});
        return Combinators.combine(place, move, Arbitraries.frequency(Tuple.of(4, false), Tuple.of(1, true)), max,
                options(), nz, interleave(), aimAt).as((p, m, air, mx2, o, n, il, at) -> new Probe(p[0], p[1], p[2],
                p[3], m[0], m[1], m[2], air, mx2, o, n[0], n[1], il, (int) at[0], at[1]));
    }

    /**
     * Random meshes and probes, and now and then a stack of 101-125 walls (listed near to far or far to near) with
     * the probe before or inside it.
     */
    @Provide
    Arbitrary<Scene> scenes() {
        Arbitrary<Scene> random = Combinators.combine(anyPiece().list().ofMinSize(1).ofMaxSize(6),
                Arbitraries.of(1f, 2f, 4f), probes(f(-6, 6), f(-6, 6), f(-1.5f, 3.5f), f(0.1f, 1.2f), moveComponent(),
                Arbitraries.frequencyOf(Tuple.of(1, Arbitraries.just(-1)),
                        Tuple.of(3, Arbitraries.integers().between(0, 1000)))))
                .as(Scene::new);
        Arbitrary<Scene> stack = Combinators.combine(Arbitraries.integers().between(101, 125),
                Arbitraries.of(0.004f, 0.006f, 0.01f, 0.015f, -0.004f, -0.006f, -0.01f, -0.015f),
                Arbitraries.of(true, false),
                probes(Arbitraries.just(0f), f(-1, 1), f(-0.5f, 1.5f), f(0.6f, 0.9f), f(3, 5), Arbitraries.just(-1)))
                .as((n, dx, before, p) -> {
                    // dx < 0: the walls are listed far to near, so the sweeps meet them out of order.
                    float span = n * Math.abs(dx);
                    float x0 = (before ? 2f : -0.4f * span) + (dx < 0 ? span : 0f);
                    List<Piece> one = List.of(new Piece("stack", new float[] {x0, n, dx}, MeshRuns.ONE_SIDED, -1));
                    return new Scene(one, 2f, p);
                });
        return Arbitraries.frequencyOf(Tuple.of(9, random), Tuple.of(1, stack));
    }

    @Provide
    Arbitrary<Set<Slot<?>>> meshSlots() {
        return Arbitraries.subsetOf(MESH_SLOTS);
    }

    // ---- building the mesh ----

    private static final class Mesher {
        final float[] xyz = new float[3 * 4096];
        int vertices;
        final int[] records = new int[5 * 4096];
        int triangles;

        int vertex(float x, float y, float z) {
            xyz[3 * vertices] = x;
            xyz[3 * vertices + 1] = y;
            xyz[3 * vertices + 2] = z;
            return vertices++;
        }

        void triangle(int a, int b, int c, int flags) {
            if (CollisionMesh.collinear(xyz, a, b, c)) {
                return; // degenerate: no mesh may hold it
            }
            int at = 5 * triangles++;
            records[at] = a;
            records[at + 1] = b;
            records[at + 2] = c;
            records[at + 3] = flags;
            records[at + 4] = 0;
        }

        void quad(int a, int b, int c, int d, int flags, int edges, boolean split) {
            int f0 = TriangleFlags.withCornerEdge(flags, edges & 3);
            int f1 = TriangleFlags.withCornerEdge(flags, (edges >>> 2) & 3);
            if (split) {
                triangle(a, b, c, f0);
                triangle(a, c, d, f1);
            } else {
                triangle(a, b, d, f0);
                triangle(b, c, d, f1);
            }
        }
    }

    static CollisionMesh build(List<Piece> pieces, float cell) {
        Mesher m = new Mesher();
        for (Piece pc : pieces) {
            float[] p = pc.p();
            int fl = pc.flags();
            switch (pc.kind()) {
                case "wall", "slope" -> {
                    float dx = (float) StrictMath.cos(p[3]) * p[4] * 0.5f;
                    float dy = (float) StrictMath.sin(p[3]) * p[4] * 0.5f;
                    float tilt = pc.kind().equals("slope") ? p[6] * p[5] : 0f;
                    float ox = (float) -StrictMath.sin(p[3]) * tilt;
                    float oy = (float) StrictMath.cos(p[3]) * tilt;
                    int a = m.vertex(p[0] - dx, p[1] - dy, p[2]);
                    int b = m.vertex(p[0] + dx, p[1] + dy, p[2]);
                    int c = m.vertex(p[0] + dx + ox, p[1] + dy + oy, p[2] + p[5]);
                    int d = m.vertex(p[0] - dx + ox, p[1] - dy + oy, p[2] + p[5]);
                    m.quad(a, b, c, d, fl, pc.edges(), pc.kind().equals("slope") || p[6] < 0.5f);
                }
                case "floor" -> {
                    int a = m.vertex(p[0] - p[3], p[1] - p[4], p[2]);
                    int b = m.vertex(p[0] + p[3], p[1] - p[4], p[2]);
                    int c = m.vertex(p[0] + p[3], p[1] + p[4], p[2]);
                    int d = m.vertex(p[0] - p[3], p[1] + p[4], p[2]);
                    if (p[5] < 0.5f) {
                        m.quad(a, b, c, d, fl, pc.edges(), true);
                    } else {
                        m.quad(a, d, c, b, fl, pc.edges(), true);
                    }
                }
                case "tri" -> m.triangle(m.vertex(p[0], p[1], p[2]), m.vertex(p[3], p[4], p[5]),
                        m.vertex(p[6], p[7], p[8]), TriangleFlags.withCornerEdge(fl, pc.edges() & 3));
                case "patch" -> {
                    int n = (int) p[3];
                    int[][] v = new int[n + 1][n + 1];
                    java.util.Random heights = new java.util.Random((long) p[6]);
                    for (int j = 0; j <= n; j++) {
                        for (int i = 0; i <= n; i++) {
                            float h = (heights.nextFloat() - 0.5f) * p[5];
                            v[j][i] = m.vertex(p[0] + i * p[4], p[1] + j * p[4], p[2] + h);
                        }
                    }
                    for (int j = 0; j < n; j++) {
                        for (int i = 0; i < n; i++) {
                            int e = pc.edges() >>> (2 * ((i + j * n) % 8));
                            m.quad(v[j][i], v[j][i + 1], v[j + 1][i + 1], v[j + 1][i], fl, e, (i + j) % 2 == 0);
                        }
                    }
                }
                case "stack" -> {
                    for (int i = 0; i < (int) p[1]; i++) {
                        float x = p[0] + i * p[2];
                        m.triangle(m.vertex(x, -5f, -5f), m.vertex(x, -5f, 10f), m.vertex(x, 10f, -5f), fl);
                    }
                }
                default -> throw new IllegalStateException(pc.kind());
            }
        }
        if (m.triangles == 0) {
            m.triangle(m.vertex(20f, 20f, 0f), m.vertex(20f, 21f, 0f), m.vertex(20f, 20f, 1f), MeshRuns.ONE_SIDED);
        }
        return MeshBuilder.bake(java.util.Arrays.copyOf(m.xyz, 3 * m.vertices),
                java.util.Arrays.copyOf(m.records, 5 * m.triangles), cell);
    }

    // ---- the calls ----

    /** A world of mode over the scene's mesh, with the scene's interleaved push-out if it has one. */
    private static KernelContext context(Mode mode, Scene s) {
        PhysicsWorld w = mode.world(s.mesh());
        float[] il = s.probe.interleave();
        if (il == null) {
            return w;
        }
        return new InterleavedContext(w, () -> new PushOutOfWalls(KernelConfig.DEFAULT).pushOut(w, new Body(),
                new Float4(il[0], il[1], il[2], 1f), 0.5f));
    }

    /** The count and every field of every out entry, by name ("c3.slide"), so a correction can name its fields. */
    private static void observe(int n, Contact[] out, Map<String, Object> into) {
        into.put("count", n);
        String[] names = {"triangle", "fraction", "normal", "unitMove", "point", "slide", "flags", "distance",
                "scalar84", "ownShape", "otherShape"};
        for (int i = 0; i < out.length; i++) {
            List<Object> c = MeshRuns.contact(out[i]);
            for (int k = 0; k < names.length; k++) {
                into.put("c" + i + "." + names[k], c.get(k));
            }
        }
    }

    static final Lockstep.Entry<Mode, Scene> CAPSULE_SWEEP = new Lockstep.Entry<>("PhysicsSweep_CapsuleMesh",
            Set.of(CAPSULE, SORT), (mode, s, into) -> {
                Probe p = s.probe;
                FakeOwner owner = new FakeOwner("walker");
                owner.stateFlags = p.airborne() ? OwnerState.AIRBORNE : 0;
                Body body = MeshWorlds.capsuleBody(owner, s.capsuleStart[0], s.capsuleStart[1],
                        s.capsuleStart[2] - p.r() - 0.05f, p.r());
                Contact[] out = MeshRuns.contacts(OUT);
                Float4 move = new Float4(s.capsuleMove[0], s.capsuleMove[1], s.capsuleMove[2], 0f);
                observe(MeshRuns.sweep(context(mode, s), out, body, move, p.max(), p.options(), p.minNz(), p.maxNz()),
                        out, into);
            });

    static final Lockstep.Entry<Mode, Scene> SPHERE_SWEEP = new Lockstep.Entry<>("PhysicsSweep_SphereMesh",
            Set.of(SPHERE, SORT), (mode, s, into) -> {
                Probe p = s.probe;
                Body body = MeshWorlds.sphereBody(s.start[0], s.start[1], s.start[2], p.r());
                Contact[] out = MeshRuns.contacts(OUT);
                Float4 move = new Float4(s.move[0], s.move[1], s.move[2], 0f);
                observe(MeshRuns.sweep(context(mode, s), out, body, move, p.max(), p.options(), p.minNz(), p.maxNz()),
                        out, into);
            });

    static final Lockstep.Entry<Mode, Scene> SPHERE_OVERLAP = new Lockstep.Entry<>(
            "PhysicsOverlap_SphereMesh", Set.of(OVERLAP, SORT), (mode, s, into) -> {
                Probe p = s.probe;
                Body body = MeshWorlds.sphereBody(s.centre[0], s.centre[1], s.centre[2], p.r());
                Contact[] out = MeshRuns.contacts(OUT);
                observe(MeshRuns.overlap(context(mode, s), out, body, p.max(), p.options(), p.minNz(), p.maxNz()), out,
                        into);
            });

    /** The sort on its own: keys in, the permutation out (the entries past the count are the sort's own). */
    static final Lockstep.Entry<Mode, float[]> SORT_CALL = new Lockstep.Entry<>("SortByFraction",
            Set.of(SORT), (mode, keys, into) -> {
                int[] order = new int[keys.length + 1];
                mode.world().kernels().get(Slots.MESH_CONTACT_SORT).sort(keys, keys.length, order, mode.quirks());
                into.put("order", Snapshot.of(java.util.Arrays.copyOf(order, keys.length)));
            });

    /**
     * RSQRT_ZERO's correction only clears the corner-slide claim (flag bit 0) where the slide sum is zero; the slide
     * itself is zero either way. Every other correction may change any field.
     */
    static final Map<Quirk, Set<String>> EXPLAINS = Map.of(Quirk.RSQRT_ZERO, Set.of("flags", "slide"));

    /**
     * The rig is the mode itself: each call makes a world of it over its own mesh (all of a mode's worlds report to
     * its counter), and no call reads what an earlier one left, so every call is compared.
     */
    static final Lockstep<Mode> LOCKSTEP = new Lockstep<>(mode -> mode, mode -> mode.world().kernels(), EXPLAINS,
            false);

    /** The three mesh kernels on a scene, and a targeted shot when there is one: each call compared on its own. */
    record Try(Scene scene, Shot shot) {
        List<Lockstep.Call<Mode>> calls() {
            List<Lockstep.Call<Mode>> c = new ArrayList<>(List.of(CAPSULE_SWEEP.with(scene), SPHERE_SWEEP.with(scene),
                    SPHERE_OVERLAP.with(scene)));
            if (shot != null) {
                c.add(SHOT.with(shot));
            }
            return c;
        }
    }

    /**
     * A targeted sweep: the mesh of a correction case near which a rare correction fires, a capsule (feet at) or a
     * sphere (centre at) at, nudged, its move, max and options.
     */
    record Shot(String what, CollisionMesh mesh, boolean capsule, float[] at, float[] move, int max, int options,
                float minNz) {
        @Override
        public String toString() {
            return what + " at " + java.util.Arrays.toString(at) + " move " + java.util.Arrays.toString(move)
                    + " max " + max;
        }
    }

    static final Lockstep.Entry<Mode, Shot> SHOT = new Lockstep.Entry<>("PhysicsSweep_Mesh (targeted)",
            Set.of(CAPSULE, SPHERE, SORT), (mode, s, into) -> {
                Body body = s.capsule()
                        ? MeshWorlds.capsuleBody(new FakeOwner("walker"), s.at()[0], s.at()[1], s.at()[2], 0.5f)
                        : MeshWorlds.sphereBody(s.at()[0], s.at()[1], s.at()[2], 0.5f);
                Contact[] out = MeshRuns.contacts(OUT);
                Float4 move = new Float4(s.move()[0], s.move()[1], s.move()[2], 0f);
                observe(MeshRuns.sweep(mode.world(s.mesh()), out, body, move, s.max(), s.options(), s.minNz(), 0f),
                        out, into);
            });

    private static final CollisionMesh OVERRUN = Unit2CapsuleOverrunTest.mesh(0xc001, new int[] {2});
    private static final CollisionMesh WALLS = MeshRuns.walls(-1.2f, -0.9f);
    private static final CollisionMesh FLIPPED;
    private static final CollisionMesh PLANES;
    private static final CollisionMesh CAPPED;

    static {
        MeshBuilder b = new MeshBuilder();
        b.triangle(b.vertex(0f, 0f, 0f), b.vertex(0f, 1f, 0f), b.vertex(0f, 0f, 1f), 0x0003 | (2 << 14), 0);
        FLIPPED = b.build(2f);
        b = new MeshBuilder();
        Unit2MeshSweepTest.bigWall(b, 0f, true, MeshRuns.ONE_SIDED);
        Unit2MeshSweepTest.bigWall(b, 0.5f, true, MeshRuns.ONE_SIDED);
        MeshRuns.diagonal(b);
        Unit2MeshSweepTest.bigWall(b, 2f, true, MeshRuns.ONE_SIDED);
        PLANES = b.build(2f);
        b = new MeshBuilder();
        int a = b.vertex(0f, -5f, 0f);
        int bb = b.vertex(0f, 5f, 0f);
        int c = b.vertex(0f, 5f, 3f);
        int d = b.vertex(0f, -5f, 3f);
        b.triangle(a, d, bb, MeshRuns.ONE_SIDED, 0);
        b.triangle(bb, d, c, MeshRuns.ONE_SIDED, 0);
        MeshRuns.diagonal(b);
        CAPPED = b.build(2f);
    }

    /**
     * The five rare corrections' shots (MeshCorrectionCases' inputs), nudged by up to 0.02 and 2%; the fifth is a
     * capsule through two walls (n.z 0) with option 4 and min n.z 0.5 (CAPSULE_SWEEP_IGNORES_OPTIONS: the capsule
     * sweep reads no n.z range, so it keeps walls the option excludes).
     */
    @Provide
    Arbitrary<Shot> shots() {
        Arbitrary<Float> j = f(-0.02f, 0.02f);
        Arbitrary<Float> k = f(0.98f, 1.02f);
        int one = SphereMeshSweep.OPTION_ONE_PER_PLANE;
        return Combinators.combine(Arbitraries.integers().between(0, 4), j, j, k).as((kind, dy, dz, sp) ->
                switch (kind) {
                    case 0 -> new Shot("list overrun", OVERRUN, true, new float[] {1f, -0.3f + dy, -0.05f},
                            new float[] {-0.5f * sp, 0f, 0f}, 50, 0, -0.65f);
                    case 1 -> new Shot("flipped corner edge", FLIPPED, true, new float[] {-1f, -0.3f + dy, -0.05f},
                            new float[] {sp, 0f, 0f}, 50, 0, -0.65f);
                    case 2 -> new Shot("one per plane", PLANES, false, new float[] {-2f, dy, 1.3f + dz},
                            new float[] {10f * sp, 0f, 0f}, 50, one, 0f);
                    case 4 -> new Shot("capsule ignores options", WALLS, true, new float[] {-2f, dy, 0f},
                            new float[] {sp, 0f, 0f}, 50, MeshCollector.OPTION_MIN_NZ, 0.5f);
                    default -> new Shot("one per plane after the cap", CAPPED, false, new float[] {-2f, dy, 1.3f + dz},
                            new float[] {10f * sp, 0f, 0f}, 2, one, 0f);
                });
    }

    /** A scene, and in half the tries one of the targeted shots. */
    @Provide
    Arbitrary<Try> tries() {
        Arbitrary<Shot> shot = Arbitraries.frequencyOf(Tuple.of(1, Arbitraries.just((Shot) null)), Tuple.of(1, shots()));
        return Combinators.combine(scenes(), shot).as(Try::new);
    }

    /**
     * The mesh family's corrections the scenes make fire. RSQRT_ZERO fires at nearly every capsule contact without a
     * corner slide, so the coverage run keeps it (fixed without RSQRT_ZERO in the capsule slot) and a second run with
     * it corrected checks that it changes only the claim. MESH_U16_LIMIT needs a 70,000 triangle mesh (its own test),
     * RSQRT_ZERO is counted; CAPSULE_SWEEP_IGNORES_OPTIONS (options 4 or 8 on a capsule, 3% of the scenes) has its
     * own shot and is checked.
     */
    static final List<Quirk> DECLARED = List.of(Quirk.SORT_SMEAR, Quirk.MESH_CONTACTS_100,
            Quirk.CAPSULE_LIST_OVERRUN, Quirk.CAPSULE_SWEEP_IGNORES_MAX, Quirk.CORNER_SLIDE_FLIPPED_EDGE,
            Quirk.VISITED_BITS_SHARED, Quirk.ONE_PER_PLANE_UNSORTED, Quirk.ONE_PER_PLANE_AFTER_CAP,
            Quirk.MESH_OVERLAP_RETURNS_ONE, Quirk.MESH_OVERLAP_KEEPS_SHALLOWEST, Quirk.MESH_OVERLAP_NO_SIDE_TEST,
            Quirk.CAPSULE_SWEEP_IGNORES_OPTIONS);

    private static final List<Quirk> COUNTED = List.of(Quirk.RSQRT_ZERO);

    @Property(tries = 1000)
    void meshKernelsAgreeWithFaithfulCallByCallWhereNoCorrectionFired(@ForAll("tries") Try t,
                                                                       @ForAll("meshSlots") Set<Slot<?>> mixed) {
        Lockstep<Mode> l = LOCKSTEP;
        Lockstep.Outcome o = l.run(Mode.fixedWithout(Quirk.RSQRT_ZERO, CAPSULE), t.calls());
        Lockstep.report(o, DECLARED);
        Lockstep.Outcome all = l.fixed(t.calls());
        for (Quirk q : COUNTED) {
            Statistics.label("fired " + q.id() + " (counted)").collect(all.fired().contains(q));
        }
        l.run(Mode.mixed(mixed), t.calls());
    }

    /** Sort calls: three to five key lists a try, half of them arriving in order (nothing to smear). */
    @Provide
    Arbitrary<List<float[]>> sortCalls() {
        Arbitrary<float[]> keys = Combinators.combine(Arbitraries.integers().between(0, 6).list().ofMinSize(2)
                .ofMaxSize(12), Arbitraries.frequency(Tuple.of(1, true), Tuple.of(1, false))).as((steps, inOrder) -> {
                    float[] k = new float[steps.size()];
                    for (int i = 0; i < k.length; i++) {
                        k[i] = steps.get(i) * 0.125f;
                    }
                    if (inOrder) {
                        java.util.Arrays.sort(k); // arriving in order: nothing to smear
                    }
                    return k;
                });
        return keys.list().ofMinSize(3).ofMaxSize(5);
    }

    @Property(tries = 400)
    void sortAgreesWithFaithfulCallByCallWhereTheSmearDidNotFire(@ForAll("sortCalls") List<float[]> keys) {
        List<Lockstep.Call<Mode>> calls = keys.stream().map(SORT_CALL::with).toList();
        Lockstep<Mode> l = LOCKSTEP;
        Lockstep.report(l.fixed(calls), List.of(Quirk.SORT_SMEAR));
        l.run(Mode.of("sort fixed", Profile.of("faithful").with(SORT.id(), "fixed")), calls);
    }

    /** The mutation check: a fixed sphere mesh sweep whose first contact comes one ulp later is caught. */
    @Example
    void aSphereMeshSweepDivergingOutsideItsQuirksIsCaught() {
        Slot<MeshSweep> slot = Slots.meshSweep(ShapeType.SPHERE);
        int caught = 0;
        int fixedCaught = 0;
        for (Try t : Lockstep.samples(tries(), 200, 24L)) {
            Lockstep<Mode> l = LOCKSTEP;
            caught += l.caught(() -> Mode.mutant("late", slot, k -> (ctx, out, offset, max, lo, hi, body, shape, move,
                    options, minNz, maxNz) -> {
                int n = k.sweep(ctx, out, offset, max, lo, hi, body, shape, move, options, minNz, maxNz);
                if (n > 0) {
                    out[offset].setFraction(Math.nextUp(out[offset].fraction()));
                }
                return n;
            }), List.of(t.calls()));
            fixedCaught += l.caught(Mode::fixed, List.of(t.calls()));
        }
        assertTrue(caught > 0, "the sphere mesh sweep mutant survived 200 samples");
        assertEquals(0, fixedCaught, "the unmutated fixed kernels were caught");
        Statistics.label("mutant sweep.mesh.sphere: samples that caught it (of 200)").collect(caught);
    }

    @Property(tries = 300)
    void gridCornersUnsortedCannotFireEveryOrderedBoxGetsAnOrderedCellRange(@ForAll("scenes") Scene scene,
                                                                            @ForAll("box") float[] box) {
        // PS2-UNCHECKED(GRID_CORNERS_UNSORTED): no grid has a negative scale, so min <= max maps to cellMin <= cellMax.
        MeshQuery q = new MeshQuery();
        q.begin(scene.mesh(), new Float4(box[0], box[1], box[2], 1f), new Float4(box[3], box[4], box[5], 1f));
        for (int a = 0; a < 3; a++) {
            assertTrue(q.cellMin(a) <= q.cellMax(a), "axis " + a);
        }
    }

    @Provide
    Arbitrary<float[]> box() {
        return numbers(new float[][] {{-30, 30}, {-30, 30}, {-30, 30}, {0, 20}, {0, 20}, {0, 20}})
                .map(b -> new float[] {b[0], b[1], b[2], b[0] + b[3], b[1] + b[4], b[2] + b[5]});
    }
}
