package engine.kernels.library;

import engine.api.kernel.Correction;
import engine.api.kernel.KernelConfig;
import engine.api.kernel.KernelTable;
import engine.api.kernel.SelectionException;
import engine.api.kernel.Slot;
import engine.api.math.FloatModel;
import engine.api.oracle.SpecFunction;
import engine.api.quirk.Quirk;
import engine.api.shape.ShapeType;
import engine.api.slots.Slots;
import engine.kernels.box.BoxBoxSweep;
import engine.kernels.box.BoxMeshSweep;
import engine.kernels.box.CapsuleBoxSweep;
import engine.kernels.box.SegmentBoxSweep;
import engine.kernels.box.SphereBoxSweep;
import engine.kernels.human.HumanBodies;
import engine.kernels.ignore.IgnoreSlots;
import engine.kernels.mesh.CapsuleMeshSweep;
import engine.kernels.mesh.NoMeshOverlap;
import engine.kernels.mesh.SortByFraction;
import engine.kernels.mesh.SphereMeshOverlap;
import engine.kernels.mesh.SphereMeshSweep;
import engine.kernels.oracle.BoxFunctions;
import engine.kernels.oracle.CoreFunctions;
import engine.kernels.oracle.HumanBodyFunctions;
import engine.kernels.oracle.HumanFunctions;
import engine.kernels.oracle.MeshFunctions;
import engine.kernels.oracle.PairFunctions;
import engine.kernels.oracle.PoolFunctions;
import engine.kernels.oracle.RayFunctions;
import engine.kernels.oracle.ShapeFunctions;
import engine.kernels.oracle.StrikeFunctions;
import engine.kernels.oracle.SweepFunctions;
import engine.kernels.oracle.WorldFunctions;
import engine.kernels.pair.MirroredSweep;
import engine.kernels.pair.PairKernels;
import engine.kernels.pool.BodyPools;
import engine.kernels.pool.ShapePools;
import engine.kernels.shape.ShapeBounds;
import engine.kernels.shape.ShapePoses;
import engine.kernels.sweep.BodySweeper;
import engine.kernels.sweep.ContactResolver;
import engine.kernels.sweep.SweepHumanMask;
import engine.kernels.world.BodyRecords;
import engine.kernels.world.BoxQueries;
import engine.kernels.world.ContactLists;
import engine.kernels.world.PhysicsWorld;
import engine.kernels.world.SortedBodyList;
import engine.ps2float.Ps2FloatModels;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.function.Supplier;

/**
 * The kernel library the faithful and fixed providers build on: every slot's kernel as the original runs it, with
 * a switch at each catalogued quirk site that a {@link KernelConfig} turns to the correction. A provider offers
 * {@link #slots()}, declares the {@link #corrections()} it applies (none for the original's behaviour), and makes
 * each kernel with {@link #kernel}. Stateless.
 */
public final class KernelLibrary {

    private KernelLibrary() {
    }

    /** Every slot the library has a kernel for, in catalogue order. */
    public static List<Slot<?>> slots() {
        List<Slot<?>> out = new ArrayList<>();
        for (Slot<?> s : Slots.all()) {
            if (offers(s)) {
                out.add(s);
            }
        }
        return List.copyOf(out);
    }

    private static boolean offers(Slot<?> s) {
        return s == Slots.MESH_CONTACT_SORT || s == Slots.CONTACT_LISTS || s == Slots.BODY_SWEEP || s == Slots.BODY_PASS
                || s == Slots.CONTACT_RESOLUTION || s == Slots.BODY_LIST || s == Slots.BOX_QUERY
                || s == Slots.SHAPE_POSE || s == Slots.SHAPE_BOUNDS || s == Slots.BODY_FUNCTIONS
                || s == Slots.IGNORE_LIST || s == Slots.SHAPE_POOLS || s == Slots.BODY_POOLS || s == Slots.HUMAN_BODY
                || s == Slots.meshSweep(ShapeType.SPHERE) || s == Slots.meshSweep(ShapeType.CAPSULE)
                || s == Slots.meshOverlap(ShapeType.SPHERE) || s == Slots.meshOverlap(ShapeType.BOX)
                || s == Slots.meshOverlap(ShapeType.CAPSULE) || PairKernels.offers(s) || offersBox(s);
    }

    /** The box kernels of Units 5, 12 and 13 (engine.kernels.box). */
    private static boolean offersBox(Slot<?> s) {
        ShapeType box = ShapeType.BOX;
        return s == Slots.pairSweep(ShapeType.CAPSULE, box) || s == Slots.pairSweep(box, ShapeType.CAPSULE)
                || s == Slots.pairSweep(ShapeType.SPHERE, box) || s == Slots.pairSweep(box, ShapeType.SPHERE)
                || s == Slots.pairSweep(ShapeType.SEGMENT, box) || s == Slots.pairSweep(box, ShapeType.SEGMENT)
                || s == Slots.pairSweep(box, box) || s == Slots.meshSweep(box);
    }

    /** The slots a world cannot do without ({@link PhysicsWorld#REQUIRED}). */
    public static List<Slot<?>> worldSlots() {
        return PhysicsWorld.REQUIRED;
    }

    /**
     * Every correction the library's switches make, one per quirk and slot, in catalogue order of the quirk: what
     * a provider of corrected kernels declares.
     */
    public static List<Correction> corrections() {
        return Corrections.ALL;
    }

    /**
     * A new kernel for slot whose switches follow config: each quirk in config's corrections is corrected, every
     * other reproduced as the original.
     *
     * @throws SelectionException when the library has no kernel for slot, or config asks for a correction the
     *                            library does not make in that slot
     */
    public static <K> K kernel(Slot<K> slot, KernelConfig config) {
        Set<Quirk> possible = Corrections.of(slot);
        for (Quirk q : config.corrections()) {
            if (!possible.contains(q)) {
                throw new SelectionException("slot " + slot.id() + ": the kernel library makes no correction " + q.id()
                        + " there");
            }
        }
        return slot.cast(make(slot, config));
    }

    private static Object make(Slot<?> slot, KernelConfig config) {
        if (slot == Slots.MESH_CONTACT_SORT) {
            return new SortByFraction(config);
        }
        if (slot == Slots.CONTACT_LISTS) {
            return new ContactLists(config);
        }
        if (slot == Slots.BODY_SWEEP) {
            return new BodySweeper(config);
        }
        if (slot == Slots.BODY_PASS) {
            return new SweepHumanMask(config);
        }
        if (slot == Slots.CONTACT_RESOLUTION) {
            return new ContactResolver(config);
        }
        if (slot == Slots.BODY_LIST) {
            return new SortedBodyList(config);
        }
        if (slot == Slots.BOX_QUERY) {
            return new BoxQueries(config);
        }
        if (slot == Slots.SHAPE_POSE) {
            return new ShapePoses(config);
        }
        if (slot == Slots.SHAPE_BOUNDS) {
            return new ShapeBounds(config);
        }
        if (slot == Slots.BODY_FUNCTIONS) {
            return new BodyRecords(config);
        }
        if (slot == Slots.IGNORE_LIST) {
            return new IgnoreSlots(config);
        }
        if (slot == Slots.SHAPE_POOLS) {
            return new ShapePools(config);
        }
        if (slot == Slots.BODY_POOLS) {
            return new BodyPools(config);
        }
        if (slot == Slots.HUMAN_BODY) {
            return new HumanBodies(config);
        }
        if (slot == Slots.meshSweep(ShapeType.SPHERE)) {
            return new SphereMeshSweep(config);
        }
        if (slot == Slots.meshSweep(ShapeType.CAPSULE)) {
            return new CapsuleMeshSweep(config);
        }
        if (slot == Slots.meshOverlap(ShapeType.SPHERE)) {
            return new SphereMeshOverlap(config);
        }
        if (slot == Slots.meshOverlap(ShapeType.BOX) || slot == Slots.meshOverlap(ShapeType.CAPSULE)) {
            return new NoMeshOverlap();
        }
        if (PairKernels.offers(slot)) {
            return PairKernels.make(slot, config);
        }
        Object box = makeBox(slot, config);
        if (box != null) {
            return box;
        }
        throw new SelectionException("the kernel library has no kernel for slot " + slot.id());
    }

    /** A box kernel of Units 5, 12 and 13 for slot, or null when slot is not one of theirs. */
    private static Object makeBox(Slot<?> slot, KernelConfig config) {
        if (slot == Slots.pairSweep(ShapeType.CAPSULE, ShapeType.BOX)) {
            return new CapsuleBoxSweep(config);
        }
        if (slot == Slots.pairSweep(ShapeType.BOX, ShapeType.CAPSULE)) {
            return new MirroredSweep(new CapsuleBoxSweep(config));
        }
        if (slot == Slots.pairSweep(ShapeType.SPHERE, ShapeType.BOX)) {
            return new SphereBoxSweep(config);
        }
        if (slot == Slots.pairSweep(ShapeType.BOX, ShapeType.SPHERE)) {
            return new MirroredSweep(new SphereBoxSweep(config));
        }
        if (slot == Slots.pairSweep(ShapeType.SEGMENT, ShapeType.BOX)) {
            return new SegmentBoxSweep(config);
        }
        if (slot == Slots.pairSweep(ShapeType.BOX, ShapeType.SEGMENT)) {
            return new MirroredSweep(new SegmentBoxSweep(config));
        }
        if (slot == Slots.pairSweep(ShapeType.BOX, ShapeType.BOX)) {
            return new BoxBoxSweep(config);
        }
        if (slot == Slots.meshSweep(ShapeType.BOX)) {
            return new BoxMeshSweep(config);
        }
        return null;
    }

    /**
     * The spec functions the oracle calls, computing with model; tables supplies a new table of the provider's
     * kernels for each call's world (its configs decide which corrections the functions apply).
     */
    public static List<SpecFunction> functions(Supplier<KernelTable> tables) {
        List<SpecFunction> all = new ArrayList<>(CoreFunctions.table(tables));
        all.addAll(ShapeFunctions.table(tables));
        all.addAll(WorldFunctions.table(tables));
        all.addAll(PoolFunctions.table(tables));
        all.addAll(HumanFunctions.table(tables));
        all.addAll(HumanBodyFunctions.table(tables));
        all.addAll(StrikeFunctions.table(tables));
        all.addAll(SweepFunctions.table(tables));
        all.addAll(MeshFunctions.table(tables));
        all.addAll(PairFunctions.table(tables));
        all.addAll(BoxFunctions.table(tables));
        all.addAll(RayFunctions.table(tables));
        return List.copyOf(all);
    }

    /** The quirks the library can correct in slot. */
    public static Set<Quirk> correctable(Slot<?> slot) {
        return Corrections.of(slot);
    }

    /** The float model of a table-making provider: convenience for providers computing with model. */
    static FloatModel model(String name) {
        return Ps2FloatModels.byName(name);
    }

    /** Every quirk the library corrects somewhere. */
    public static Set<Quirk> correctedQuirks() {
        EnumSet<Quirk> out = EnumSet.noneOf(Quirk.class);
        for (Correction c : Corrections.ALL) {
            out.add(c.quirk());
        }
        return out;
    }
}
