package engine.kernels.box;

import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.api.body.Body;
import engine.api.body.Contact;
import engine.api.kernel.KernelConfig;
import engine.api.kernel.KernelContext;
import engine.api.kernel.Slot;
import engine.api.kernel.mesh.MeshSweep;
import engine.api.kernel.pair.PairSweep;
import engine.api.math.Float4;
import engine.api.mesh.CollisionMesh;
import engine.api.mesh.MeshBuilder;
import engine.api.quirk.Quirk;
import engine.api.selection.Profile;
import engine.api.shape.BoxShape;
import engine.api.shape.Shape;
import engine.api.shape.ShapeType;
import engine.api.slots.Slots;
import engine.kernels.correction.Lockstep;
import engine.kernels.correction.Mode;
import engine.kernels.correction.Snapshot;
import engine.kernels.mesh.InterleavedContext;
import engine.kernels.mesh.MeshCollector;
import engine.kernels.mesh.PushOutOfWalls;
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
import net.jqwik.api.Tuple;
import net.jqwik.api.statistics.Statistics;

/**
 * The differential rule for the box kernels: the box mesh sweep over generated meshes (walls, floors, random
 * triangles, one- and two-sided, some disabled; now and then a stack of over 100 walls), boxes in any pose aimed
 * into a triangle's face, options 4 and 8, max values, and now and then another query interleaved into the walk;
 * and the seven box pair sweeps over generated shapes. Every slot fixed, and mixed profiles (some of the box slots
 * and the sort fixed, the rest faithful), give the faithful run's bits unless a corrected quirk fired there. The
 * statistics check that the mesh sweep's corrected quirks are reached and most tries are bit-identical.
 */
class BoxDifferentialProperties {
    private static final Slot<?> MESH = Slots.meshSweep(ShapeType.BOX);
    private static final List<Slot<PairSweep>> PAIRS = List.of(BoxScenes.CAPSULE_BOX, BoxScenes.BOX_CAPSULE,
            BoxScenes.SPHERE_BOX, BoxScenes.BOX_SPHERE, BoxScenes.SEGMENT_BOX, BoxScenes.BOX_SEGMENT,
            BoxScenes.BOX_BOX);

    /** A mesh (its triangles' corners and flags) and a box probe. */
    record Scene(float[][] corners, int[] flags, float cell, BoxShape box, float[] move, int max, int options,
                 float minNz, float maxNz, float[] interleave) {
        CollisionMesh mesh() {
            MeshBuilder b = new MeshBuilder();
            for (int i = 0; i < corners.length; i++) {
                float[] c = corners[i];
                b.triangle(b.vertex(c[0], c[1], c[2]), b.vertex(c[3], c[4], c[5]), b.vertex(c[6], c[7], c[8]),
                        flags[i], 0);
            }
            return b.build(cell);
        }

        @Override
        public String toString() {
            return corners.length + " triangles, cell " + cell + ", box at " + box.centre() + " half "
                    + box.halfExtents() + ", move " + java.util.Arrays.toString(move) + ", max " + max
                    + ", options 0x" + Integer.toHexString(options) + " nz " + minNz + ".." + maxNz
                    + (interleave == null ? "" : ", interleaved at " + java.util.Arrays.toString(interleave));
        }
    }

    private static Arbitrary<Float> f(float lo, float hi) {
        return BoxArbitraries.f(lo, hi);
    }

    private static Arbitrary<Integer> flags() {
        return Arbitraries.frequency(Tuple.of(6, BoxScenes.ONE_SIDED), Tuple.of(3, BoxScenes.TWO_SIDED),
                Tuple.of(1, 0xc000));
    }

    /** One triangle: a wall half, a floor half, or any triangle, within [−4, 4]. */
    private static Arbitrary<float[]> triangle() {
        Arbitrary<float[]> wall = Combinators.combine(f(-4f, 4f), f(-4f, 4f), f(-1f, 1.5f), f(0f, 6.2832f),
                f(0.3f, 5f), f(0.2f, 3f)).as((x, y, z, a, w, h) -> {
                    float dx = (float) StrictMath.cos(a) * w * 0.5f;
                    float dy = (float) StrictMath.sin(a) * w * 0.5f;
                    return new float[] {x - dx, y - dy, z, x + dx, y + dy, z, x + dx, y + dy, z + h};
                });
        Arbitrary<float[]> floor = Combinators.combine(f(-4f, 4f), f(-4f, 4f), f(-1f, 3f), f(0.3f, 4f),
                Arbitraries.of(true, false)).as((x, y, z, s, up) -> up
                ? new float[] {x - s, y - s, z, x + s, y - s, z, x, y + s, z}
                : new float[] {x - s, y - s, z, x, y + s, z, x + s, y - s, z});
        Arbitrary<Float> c = f(-4f, 4f);
        Arbitrary<float[]> any = Combinators.combine(c, c, c, c, c, c, c, c)
                .as((a, b, d, e, g, h, i, j) -> new float[] {a, b, d, e, g, h, i, j, (a + j) * 0.5f});
        return Arbitraries.frequencyOf(Tuple.of(5, wall), Tuple.of(2, floor), Tuple.of(3, any));
    }

    @Provide
    Arbitrary<Scene> scenes() {
        Arbitrary<List<float[]>> tris = triangle().list().ofMinSize(1).ofMaxSize(8);
        Arbitrary<int[]> fl = flags().list().ofSize(8).map(l -> l.stream().mapToInt(Integer::intValue).toArray());
        Arbitrary<float[]> probe = Combinators.combine(Arbitraries.integers().between(0, 100), f(0.2f, 1.3f),
                f(0.3f, 4f), Arbitraries.of(1f, -1f), f(-1f, 1f), f(-1f, 1f), f(-1f, 1f))
                .as((aim, u, speed, side, a, b, e) -> new float[] {aim, u, speed, side, a, b, e});
        Arbitrary<float[]> call = Combinators.combine(Arbitraries.of(1, 2, 3, 50),
                Arbitraries.of(0, MeshCollector.OPTION_MIN_NZ, MeshCollector.OPTION_MAX_NZ, 12), f(-1.1f, 0.2f),
                f(-0.2f, 1.1f)).as((max, o, lo, hi) -> new float[] {max, o, lo, hi});
        Arbitrary<float[]> interleave = Arbitraries.frequencyOf(Tuple.of(10, Arbitraries.just((float[]) null)),
                Tuple.of(1, Combinators.combine(f(-6f, 6f), f(-6f, 6f), f(-2f, 4f)).as((x, y, z) ->
                        new float[] {x, y, z})));
        Arbitrary<Scene> random = Combinators.combine(tris, fl, Arbitraries.of(1f, 2f, 4f),
                BoxArbitraries.boxes(false), probe, call, interleave)
                .as((t, flg, cell, box, p, k, il) -> scene(t, flg, cell, box, p, k, il));
        Arbitrary<Scene> stack = Combinators.combine(Arbitraries.integers().between(101, 125),
                Arbitraries.of(0.004f, 0.01f, -0.004f, -0.01f), BoxArbitraries.boxes(false), f(3f, 5f))
                .as(BoxDifferentialProperties::stack);
        return Arbitraries.frequencyOf(Tuple.of(12, random), Tuple.of(1, stack));
    }

    /** A scene over triangles t, the box moved into triangle p[0] mod count's face (its back when p[3] &lt; 0). */
    private static Scene scene(List<float[]> t, int[] flg, float cell, BoxShape box, float[] p, float[] k,
                               float[] il) {
        float[][] corners = t.toArray(new float[0][]);
        int[] flags = java.util.Arrays.copyOf(flg, corners.length);
        List<float[]> kept = new ArrayList<>();
        List<Integer> keptFlags = new ArrayList<>();
        for (int i = 0; i < corners.length; i++) {
            if (!CollisionMesh.collinear(corners[i], 0, 1, 2)) {
                kept.add(corners[i]);
                keptFlags.add(flags[i]);
            }
        }
        if (kept.isEmpty()) {
            kept.add(new float[] {20f, 20f, 0f, 20f, 21f, 0f, 20f, 20f, 1f});
            keptFlags.add(BoxScenes.ONE_SIDED);
        }
        corners = kept.toArray(new float[0][]);
        flags = keptFlags.stream().mapToInt(Integer::intValue).toArray();
        float[] c = corners[(int) p[0] % corners.length];
        double[] e1 = {c[3] - c[0], c[4] - c[1], c[5] - c[2]};
        double[] e2 = {c[6] - c[0], c[7] - c[1], c[8] - c[2]};
        double[] n = BoxBrute.unit(BoxBrute.cross(e1, e2));
        float[] move = new float[3];
        float[] start = new float[3];
        for (int a = 0; a < 3; a++) {
            float centroid = (c[a] + c[3 + a] + c[6 + a]) / 3f;
            move[a] = (float) (-p[3] * p[2] * n[a]) + 0.3f * p[4 + a];
            start[a] = centroid - p[1] * move[a];
        }
        BoxShape probe = BoxScenes.box(start[0], start[1], start[2], box.halfExtents().x(), box.halfExtents().y(),
                box.halfExtents().z());
        for (int i = 0; i < 3; i++) {
            probe.axis(i).set(box.axis(i));
        }
        return new Scene(corners, flags, cell, probe, move, (int) k[0], (int) k[1], k[2], k[3], il);
    }

    /** count big walls at x = x0 + i·dx facing −x, the box before them moving through all of them. */
    private static Scene stack(int count, float dx, BoxShape box, float speed) {
        float[][] corners = new float[count][];
        int[] flags = new int[count];
        float x0 = dx < 0 ? 1f + count * -dx : 1f;
        for (int i = 0; i < count; i++) {
            float x = x0 + i * dx;
            corners[i] = new float[] {x, -5f, -5f, x, -5f, 10f, x, 10f, -5f};
            flags[i] = BoxScenes.ONE_SIDED;
        }
        BoxShape probe = BoxScenes.box(-1f, 0f, 1f, 0.4f, 0.4f, 0.4f);
        for (int i = 0; i < 3; i++) {
            probe.axis(i).set(box.axis(i));
        }
        return new Scene(corners, flags, 2f, probe, new float[] {speed, 0f, 0f}, 50, 0, 0f, 0f, null);
    }

    @Provide
    Arbitrary<Set<Slot<?>>> meshSlots() {
        return Arbitraries.subsetOf(MESH, Slots.MESH_CONTACT_SORT);
    }

    private static List<Object> meshCall(PhysicsWorld w, Scene s) {
        KernelContext ctx = w;
        if (s.interleave() != null) {
            float[] il = s.interleave();
            ctx = new InterleavedContext(w, () -> new PushOutOfWalls(KernelConfig.DEFAULT).pushOut(w, new Body(),
                    new Float4(il[0], il[1], il[2], 1f), 0.5f));
        }
        Contact[] out = BoxScenes.slots(8);
        int n = BoxScenes.meshSweep(ctx, out, s.max(), s.box(), BoxScenes.move(s.move()[0], s.move()[1],
                s.move()[2]), s.options(), s.minNz(), s.maxNz());
        List<Object> parts = new ArrayList<>();
        parts.add(n);
        for (Contact c : out) {
            parts.add(Snapshot.of(c.triangle(), c.fraction(), c.normal(), c.point(), c.unitMove(), c.flags(),
                    c.distance()));
        }
        return parts;
    }

    /** The box mesh sweep's one entry point, for the call-by-call check; it reaches the sweep and the sort. */
    static final Lockstep.Entry<PhysicsWorld, Scene> MESH_SWEEP = new Lockstep.Entry<>("PhysicsSweep_BoxMesh",
            Set.of(MESH, Slots.MESH_CONTACT_SORT), (w, scene, out) -> {
                List<Object> parts = meshCall(w, scene);
                out.put("count", parts.get(0));
                for (int k = 1; k < parts.size(); k++) {
                    out.put("contact " + (k - 1), parts.get(k));
                }
            });

    /**
     * The box mesh sweep's corrections the scenes make fire (MESH_U16_LIMIT is the mesh family's, on a 70,000
     * triangle mesh). SORT_SMEAR, the sort's, fires in about 2% here and is counted, not checked.
     */
    static final List<Quirk> DECLARED = List.of(Quirk.BOX_AXIS_RANGE_RESET, Quirk.MESH_CONTACTS_100,
            Quirk.VISITED_BITS_SHARED);

    private static Lockstep<PhysicsWorld> lockstep(Scene scene) {
        // A world per mode over the scene's mesh; the one call reads nothing a previous call left.
        CollisionMesh mesh = scene.mesh();
        return new Lockstep<>(mode -> mode.world(mesh), PhysicsWorld::kernels, Map.of(), false);
    }

    @Property(tries = 1200)
    void boxMeshSweepFixedAndMixedAgreeWithFaithfulWhereNoCorrectedQuirkFired(
            @ForAll("scenes") Scene scene, @ForAll("meshSlots") Set<Slot<?>> mixed) {
        Lockstep<PhysicsWorld> l = lockstep(scene);
        Lockstep.Outcome o = l.fixed(List.of(MESH_SWEEP.with(scene)));
        Lockstep.report(o, DECLARED);
        Statistics.label("fired SORT_SMEAR").collect(o.fired().contains(Quirk.SORT_SMEAR));
        l.run(Mode.mixed(mixed), List.of(MESH_SWEEP.with(scene)));
    }

    /** The mutation check: a fixed box mesh sweep whose first contact comes one ulp later is caught. */
    @Example
    void aCorrectionLeakingOutsideItsQuirkIsCaught() {
        Slot<MeshSweep> slot = Slots.meshSweep(ShapeType.BOX);
        int caught = 0;
        for (Scene sc : Lockstep.samples(scenes(), 200, 24L)) {
            caught += lockstep(sc).caught(() -> Mode.mutant("late", slot, k -> (ctx, out, offset, max, lo, hi, body,
                    shape, move, options, minNz, maxNz) -> {
                int n = k.sweep(ctx, out, offset, max, lo, hi, body, shape, move, options, minNz, maxNz);
                if (n > 0) {
                    out[offset].setFraction(Math.nextUp(out[offset].fraction()));
                }
                return n;
            }), List.of(List.of(MESH_SWEEP.with(sc))));
        }
        assertTrue(caught > 0, "the box mesh sweep mutant survived 200 samples");
        Statistics.label("mutant sweep.mesh.box: samples that caught it (of 200)").collect(caught);
    }

    // ---- the pair sweeps: no correction of their own, so every profile gives the same bits ----

    @Provide
    Arbitrary<Integer> pairs() {
        return Arbitraries.integers().between(0, PAIRS.size() - 1);
    }

    @Provide
    Arbitrary<BoxShape> boxes() {
        return BoxArbitraries.boxes(false);
    }

    @Provide
    Arbitrary<float[]> aims() {
        return BoxArbitraries.aims();
    }

    @Provide
    Arbitrary<float[]> moves() {
        return BoxArbitraries.moves();
    }

    /** One box pair sweep: the mover, the other shape and the move. */
    record PairArgs(Shape own, Shape other, Float4 move) {
    }

    /** The seven box pair sweeps, one entry each; each reaches its own slot only. */
    static final List<Lockstep.Entry<PhysicsWorld, PairArgs>> PAIR_ENTRIES = PAIRS.stream()
            .map(slot -> new Lockstep.Entry<PhysicsWorld, PairArgs>(slot.id(), Set.of(slot), (w, a, out) -> {
                Contact c = BoxScenes.slot();
                boolean hit = BoxScenes.sweep(w, slot, c, a.own(), a.other(), a.move());
                out.put("hit", hit);
                out.put("fraction", Snapshot.of(c.fraction()));
                out.put("normal", Snapshot.of(c.normal()));
                out.put("unitMove", Snapshot.of(c.unitMove()));
                out.put("point", Snapshot.of(c.point()));
                out.put("slide", Snapshot.of(c.slide()));
                out.put("flags", c.flags());
            })).toList();

    /** A world per mode; the pair calls are stateless. */
    static final Lockstep<PhysicsWorld> PAIR_LOCKSTEP = new Lockstep<>(Mode::world, PhysicsWorld::kernels, Map.of(),
            false);

    /**
     * The box pair sweeps correct nothing, so every call is a bit-identity check under every profile: every slot
     * fixed, and the pair's own slot fixed with the rest faithful.
     */
    @Property(tries = 700)
    void pairSweepsGiveTheSameBitsInEveryProfile(@ForAll("pairs") int pair, @ForAll("boxes") BoxShape box,
                                                 @ForAll("boxes") BoxShape mover, @ForAll("aims") float[] aim,
                                                 @ForAll("moves") float[] mv) {
        Slot<PairSweep> slot = PAIRS.get(pair);
        String[] types = slot.id().split("\\.");
        float[] s = BoxArbitraries.start(box, aim, mv);
        float[] at = {box.centre().x(), box.centre().y(), box.centre().z()};
        // The mover starts at s; a box mover heads for a shape at the generated box's centre.
        Shape own = types[1].equals("box") ? placed(mover, s) : shapeOf(types[1], s, mover);
        Shape other = types[2].equals("box") ? box : shapeOf(types[2], at, mover);
        List<Lockstep.Call<PhysicsWorld>> calls = List.of(PAIR_ENTRIES.get(pair).with(
                new PairArgs(own, other, BoxScenes.move(mv[0], mv[1], mv[2]))));
        Lockstep.Outcome o = PAIR_LOCKSTEP.fixed(calls);
        assertTrue(o.reached() && o.fired().isEmpty(), "a box pair sweep has no correction to fire");
        PAIR_LOCKSTEP.run(Mode.of("only " + slot.id() + " fixed", Profile.of("faithful").with(slot.id(), "fixed")),
                calls);
    }

    /** A shape of type ("capsule", "sphere", "segment") at p (base, centre, middle), sized from sizes. */
    private static Shape shapeOf(String type, float[] p, BoxShape sizes) {
        float r = 0.05f + 0.5f * sizes.halfExtents().x();
        Float4 a = sizes.axis(0);
        return switch (type) {
            case "capsule" -> BoxScenes.capsule(p[0], p[1], p[2], r, 0.2f + 2f * sizes.halfExtents().z());
            case "sphere" -> BoxScenes.sphere(p[0], p[1], p[2], r);
            default -> BoxScenes.segment(p[0] - a.x(), p[1] - a.y(), p[2] - a.z(), p[0] + a.x(), p[1] + a.y(),
                    p[2] + a.z(), 0.2f * r);
        };
    }

    /** A copy of box's pose and size at p. */
    private static BoxShape placed(BoxShape box, float[] p) {
        BoxShape b = BoxScenes.box(p[0], p[1], p[2], box.halfExtents().x(), box.halfExtents().y(),
                box.halfExtents().z());
        for (int i = 0; i < 3; i++) {
            b.axis(i).set(box.axis(i));
        }
        return b;
    }
}
