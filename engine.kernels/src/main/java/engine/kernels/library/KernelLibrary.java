package engine.kernels.library;

import engine.api.kernel.Correction;
import engine.api.kernel.KernelConfig;
import engine.api.kernel.KernelTable;
import engine.api.kernel.SelectionException;
import engine.api.kernel.Slot;
import engine.api.math.FloatModel;
import engine.api.oracle.SpecFunction;
import engine.api.quirk.Quirk;
import engine.kernels.box.BoxKernels;
import engine.kernels.human.HumanKernels;
import engine.kernels.ignore.IgnoreKernels;
import engine.kernels.mesh.MeshKernels;
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
import engine.kernels.pair.PairKernels;
import engine.kernels.pool.PoolKernels;
import engine.kernels.registry.SlotRegistry;
import engine.kernels.shape.ShapeKernels;
import engine.kernels.sweep.SweepKernels;
import engine.kernels.world.PhysicsWorld;
import engine.kernels.world.WorldKernels;
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
    /**
     * The one slot registry: each kernel family registers its slots and corrections next to its corrections table;
     * a new family is one more entry here.
     */
    private static final SlotRegistry REGISTRY = SlotRegistry.of(MeshKernels::register, SweepKernels::register,
            ShapeKernels::register, WorldKernels::register, IgnoreKernels::register, PoolKernels::register,
            HumanKernels::register, PairKernels::register, BoxKernels::register);

    private KernelLibrary() {
    }

    /** The registry behind {@link #slots}, {@link #kernel} and {@link #corrections} (for the tests). */
    static SlotRegistry registry() {
        return REGISTRY;
    }

    /** Every slot the library has a kernel for, in catalogue order. */
    public static List<Slot<?>> slots() {
        return REGISTRY.slots();
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
        return REGISTRY.corrections();
    }

    /**
     * A new kernel for slot whose switches follow config: each quirk in config's corrections is corrected, every
     * other reproduced as the original.
     *
     * @throws SelectionException when the library has no kernel for slot, or config asks for a correction the
     *                            library does not make in that slot
     */
    public static <K> K kernel(Slot<K> slot, KernelConfig config) {
        Set<Quirk> possible = REGISTRY.correctable(slot);
        for (Quirk q : config.corrections()) {
            if (!possible.contains(q)) {
                throw new SelectionException("slot " + slot.id() + ": the kernel library makes no correction " + q.id()
                        + " there");
            }
        }
        return REGISTRY.make(slot, config);
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
        return REGISTRY.correctable(slot);
    }

    /** The float model of a table-making provider: convenience for providers computing with model. */
    static FloatModel model(String name) {
        return FloatModel.byName(name);
    }

    /** Every quirk the library corrects somewhere. */
    public static Set<Quirk> correctedQuirks() {
        EnumSet<Quirk> out = EnumSet.noneOf(Quirk.class);
        for (Correction c : REGISTRY.corrections()) {
            out.add(c.quirk());
        }
        return out;
    }
}
