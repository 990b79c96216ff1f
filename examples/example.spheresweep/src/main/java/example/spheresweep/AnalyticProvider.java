package example.spheresweep;

import engine.api.kernel.KernelConfig;
import engine.api.kernel.KernelProvider;
import engine.api.kernel.SelectionException;
import engine.api.kernel.Slot;
import engine.api.oracle.SpecFunction;
import engine.api.shape.ShapeType;
import engine.api.slots.Slots;
import java.util.List;
import org.osgi.service.component.annotations.Component;

/**
 * Provider "analytic": one slot, sweep.sphere.sphere, served by {@link AnalyticSphereSweep}. A profile selects it
 * with {"slots": {"sweep.sphere.sphere": "analytic"}}; every other slot keeps the profile's default.
 */
@Component(service = KernelProvider.class, property = KernelProvider.ID_PROPERTY + "=" + AnalyticProvider.ID)
public final class AnalyticProvider implements KernelProvider {
    /** This provider's id. */
    public static final String ID = "analytic";
    private static final Slot<?> SLOT = Slots.pairSweep(ShapeType.SPHERE, ShapeType.SPHERE);

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String description() {
        return "example plugin: sphere-sphere sweep solved in closed form in double precision";
    }

    @Override
    public List<Slot<?>> slots() {
        return List.of(SLOT);
    }

    @Override
    public <K> K kernel(Slot<K> slot, KernelConfig config) {
        if (slot != SLOT) {
            throw new SelectionException("provider '" + ID + "' does not offer slot " + slot.id());
        }
        // A new kernel per table: a table serves one world.
        return slot.cast(new AnalyticSphereSweep());
    }

    @Override
    public List<SpecFunction> functions() {
        return List.of();
    }
}
