package engine.faithful.provider;

import engine.api.kernel.KernelConfig;
import engine.api.kernel.KernelProvider;
import engine.api.kernel.KernelSelection;
import engine.api.kernel.KernelTable;
import engine.api.kernel.Profile;
import engine.api.kernel.SelectionException;
import engine.api.kernel.Slot;
import engine.api.kernel.Slots;
import engine.api.math.FloatModel;
import engine.api.oracle.SpecFunction;
import engine.api.shape.ShapeType;
import engine.faithful.mesh.CapsuleMeshSweep;
import engine.faithful.oracle.MeshFunctions;
import engine.faithful.mesh.NoMeshOverlap;
import engine.faithful.mesh.SortByFraction;
import engine.faithful.mesh.SphereMeshOverlap;
import engine.faithful.mesh.SphereMeshSweep;
import engine.faithful.oracle.CoreFunctions;
import engine.faithful.oracle.PoolFunctions;
import engine.faithful.oracle.RayFunctions;
import engine.faithful.oracle.ShapeFunctions;
import engine.faithful.oracle.SweepFunctions;
import engine.faithful.oracle.WorldFunctions;
import engine.faithful.sweep.BodySweeper;
import engine.faithful.sweep.ContactResolver;
import engine.faithful.world.BoxQueries;
import engine.faithful.world.OriginalContactLists;
import engine.faithful.world.SortedBodyList;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;
import org.osgi.service.component.annotations.Component;

/** The "faithful" provider: the original's kernels, every bug and limit included. */
@Component(service = KernelProvider.class, property = KernelProvider.ID_PROPERTY + "=" + FaithfulProvider.ID)
public final class FaithfulProvider implements KernelProvider {
    /** This provider's id. */
    public static final String ID = "faithful";

    private static final List<Slot<?>> SLOTS = List.of(Slots.MESH_CONTACT_SORT, Slots.CONTACT_LISTS, Slots.BODY_LIST,
            Slots.BOX_QUERY, Slots.BODY_SWEEP, Slots.CONTACT_RESOLUTION, Slots.meshSweep(ShapeType.SPHERE),
            Slots.meshSweep(ShapeType.CAPSULE), Slots.meshOverlap(ShapeType.BOX), Slots.meshOverlap(ShapeType.SPHERE),
            Slots.meshOverlap(ShapeType.CAPSULE));

    private final SortByFraction sort = new SortByFraction();
    private final OriginalContactLists lists = new OriginalContactLists();
    private final List<SpecFunction> ieeeFunctions = buildFunctions(FloatModel.IEEE);
    private final List<SpecFunction> ps2Functions = buildFunctions(FloatModel.PS2);

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String description() {
        return "bit-faithful kernels of the PS2 original, every bug and limit included";
    }

    @Override
    public List<Slot<?>> slots() {
        return SLOTS;
    }

    @Override
    public <K> K kernel(Slot<K> slot, KernelConfig config) {
        if (slot == Slots.MESH_CONTACT_SORT) {
            return slot.cast(sort);
        }
        if (slot == Slots.CONTACT_LISTS) {
            return slot.cast(lists);
        }
        if (slot == Slots.BODY_LIST) {
            return slot.cast(new SortedBodyList());
        }
        if (slot == Slots.BOX_QUERY) {
            // A query kernel keeps per-call filter state: one per table.
            return slot.cast(new BoxQueries());
        }
        if (slot == Slots.BODY_SWEEP) {
            return slot.cast(new BodySweeper());
        }
        if (slot == Slots.CONTACT_RESOLUTION) {
            return slot.cast(new ContactResolver());
        }
        // The mesh kernels own their scratch: one per table.
        if (slot == Slots.meshSweep(ShapeType.SPHERE)) {
            return slot.cast(new SphereMeshSweep());
        }
        if (slot == Slots.meshSweep(ShapeType.CAPSULE)) {
            return slot.cast(new CapsuleMeshSweep());
        }
        if (slot == Slots.meshOverlap(ShapeType.SPHERE)) {
            return slot.cast(new SphereMeshOverlap());
        }
        if (slot == Slots.meshOverlap(ShapeType.BOX) || slot == Slots.meshOverlap(ShapeType.CAPSULE)) {
            return slot.cast(new NoMeshOverlap());
        }
        throw new SelectionException("provider '" + ID + "' does not offer slot " + slot.id());
    }

    @Override
    public List<SpecFunction> functions() {
        return ieeeFunctions;
    }

    @Override
    public List<SpecFunction> functions(FloatModel model) {
        return model == FloatModel.PS2 ? ps2Functions : ieeeFunctions;
    }

    /**
     * Every table this provider serves, computing with model (the API's value functions and the ray cast stay
     * IEEE); each call of a function builds its own world and kernels.
     */
    private List<SpecFunction> buildFunctions(FloatModel model) {
        Supplier<KernelTable> tables = () -> ownTable(model);
        List<SpecFunction> all = new ArrayList<>(CoreFunctions.table(sort));
        all.addAll(ShapeFunctions.table(model));
        all.addAll(WorldFunctions.table(tables));
        all.addAll(PoolFunctions.table(tables));
        all.addAll(SweepFunctions.table(tables));
        all.addAll(MeshFunctions.table(tables));
        all.addAll(RayFunctions.table());
        return List.copyOf(all);
    }

    /** A table of this provider's kernels alone in model, for the worlds the oracle's calls build. */
    private KernelTable ownTable(FloatModel model) {
        return KernelSelection.resolve(new Profile(ID, Map.of(), model.name(), Set.of()), List.of(this),
                List.of(Slots.BODY_LIST, Slots.BOX_QUERY, Slots.CONTACT_LISTS));
    }
}
