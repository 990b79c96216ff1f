package engine.faithful.provider;

import engine.api.kernel.KernelConfig;
import engine.api.kernel.KernelProvider;
import engine.api.kernel.KernelTable;
import engine.api.kernel.SelectionException;
import engine.api.kernel.Slot;
import engine.api.math.FloatModel;
import engine.api.oracle.SpecFunction;
import engine.api.selection.KernelSelection;
import engine.api.selection.Profile;
import engine.kernels.library.KernelLibrary;
import engine.ps2float.Ps2FloatModels;
import java.util.List;
import org.osgi.service.component.annotations.Component;

/**
 * The "faithful" provider: every slot of the kernel library with every switch at the original's behaviour, every
 * bug and limit included. It declares no correction, so no profile can switch one on in its slots.
 */
@Component(service = KernelProvider.class, property = KernelProvider.ID_PROPERTY + "=" + FaithfulProvider.ID)
public final class FaithfulProvider implements KernelProvider {
    /** This provider's id. */
    public static final String ID = "faithful";

    private final List<SpecFunction> ieeeFunctions = KernelLibrary.functions(() -> ownTable(FloatModel.IEEE));
    private final List<SpecFunction> ps2Functions = KernelLibrary.functions(() -> ownTable(Ps2FloatModels.FPU));

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
        return KernelLibrary.slots();
    }

    @Override
    public <K> K kernel(Slot<K> slot, KernelConfig config) {
        if (!config.corrections().isEmpty()) {
            throw new SelectionException("slot " + slot.id() + ": provider '" + ID
                    + "' applies no correction, asked for " + config.corrections());
        }
        if (!offers(slot)) {
            throw new SelectionException("provider '" + ID + "' does not offer slot " + slot.id());
        }
        return KernelLibrary.kernel(slot, config);
    }

    @Override
    public List<SpecFunction> functions() {
        return ieeeFunctions;
    }

    @Override
    public List<SpecFunction> functions(FloatModel model) {
        return model == Ps2FloatModels.FPU ? ps2Functions : ieeeFunctions;
    }

    /** A new table of this provider's kernels alone in model, for the world one oracle call builds. */
    private KernelTable ownTable(FloatModel model) {
        return KernelSelection.resolve(Ps2FloatModels::byName,
                Profile.of(ID).withFloatModel(model.name()), List.of(this),
                KernelLibrary.worldSlots());
    }
}
