package engine.fixed.provider;

import engine.api.kernel.Correction;
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
 * The "fixed" provider: every slot of the kernel library with each catalogued defect corrected; it declares every
 * correction the library makes, each on unless a profile switches it off (then that quirk alone behaves as the
 * original's). Where no correction fires, its kernels agree with the faithful ones bit for bit.
 */
@Component(service = KernelProvider.class, property = KernelProvider.ID_PROPERTY + "=" + FixedProvider.ID)
public final class FixedProvider implements KernelProvider {
    /** This provider's id. */
    public static final String ID = "fixed";

    private final List<SpecFunction> ieeeFunctions = KernelLibrary.functions(() -> ownTable(FloatModel.IEEE));
    private final List<SpecFunction> ps2Functions = KernelLibrary.functions(() -> ownTable(Ps2FloatModels.FPU));

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String description() {
        return "the faithful kernels with the catalogued defects corrected, each correction switchable per slot";
    }

    @Override
    public List<Slot<?>> slots() {
        return KernelLibrary.slots();
    }

    @Override
    public List<Correction> corrections() {
        return KernelLibrary.corrections();
    }

    @Override
    public <K> K kernel(Slot<K> slot, KernelConfig config) {
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

    /** A new table of this provider's kernels alone in model, every correction on, for one oracle call's world. */
    private KernelTable ownTable(FloatModel model) {
        return KernelSelection.resolve(Ps2FloatModels::byName,
                Profile.of(ID).withFloatModel(model.name()), List.of(this),
                KernelLibrary.worldSlots());
    }
}
